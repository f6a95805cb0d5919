import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@kabuto/contract';

export const CUSTOMER_API_PREFIX = '/api/vue';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What every customer route may need from the platform, built once in app.ts. */
export type RouteGuards = {
  authenticateCustomer: Hook;
  identifyCustomerIfSignedIn: Hook;
  /** The per-address limit on calls that move money (deposits, withdrawals, exchanges). */
  moneyMovementLimit: { max: number; timeWindow: string };
  idempotency: {
    claim: Hook;
    record: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  };
};

/**
 * One customer endpoint: `POST /api/vue<path>` with a JSON body checked by its zod contract, an
 * answer checked by its contract before it is sent, and the `{ status: 1, msg: '', data }`
 * envelope around what the handler returns. Refusals are thrown as AppError.
 */
export type CustomerRoute<Body extends z.ZodType, Data extends z.ZodType> = {
  path: string;
  summary: string;
  tag: string;
  body: Body;
  data: Data;
  /** 'optional': a valid session identifies the customer, no session or a stale one is anonymous. */
  access: 'public' | 'optional' | 'customer';
  /** Mutating calls accept an idempotency key; calls whose answer holds a secret must not. */
  idempotent: boolean;
  rateLimit?: { max: number; timeWindow: string };
  /** Moves money: rate-limited by `guards.moneyMovementLimit` (non-negotiable 5). */
  moneyMovement?: boolean;
  handle: (request: FastifyRequest, body: z.output<Body>) => Promise<z.input<Data>>;
};

export function registerCustomerRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  guards: RouteGuards,
  route: CustomerRoute<Body, Data>,
): void {
  const preHandler: Hook[] = [];
  if (route.access === 'customer') preHandler.push(guards.authenticateCustomer);
  if (route.access === 'optional') preHandler.push(guards.identifyCustomerIfSignedIn);
  if (route.idempotent) preHandler.push(guards.idempotency.claim);
  // The zod compilers validate `body` and the answer at run time; the handler's types come from
  // the route's own generics, so the fastify route generics are not needed here.
  const options: RouteOptions = {
    method: 'POST',
    url: `${CUSTOMER_API_PREFIX}${route.path}`,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      body: route.body,
      response: { 200: envelope(route.data) },
      ...(route.access === 'customer' ? { security: [{ token: [], account: [] }] } : {}),
    },
    config: route.rateLimit
      ? { rateLimit: route.rateLimit }
      : route.moneyMovement
        ? { rateLimit: guards.moneyMovementLimit }
        : {},
    preHandler,
    onSend: route.idempotent ? [guards.idempotency.record] : [],
    handler: async (request) => {
      const data = await route.handle(request, request.body as z.output<Body>);
      return { status: 1 as const, msg: '', data };
    },
  };
  app.route(options);
}
