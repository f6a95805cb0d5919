import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@kabuto/contract';
import type { OperatorRole } from '../db/schema-operators';
import { assertRole, requireOperator, type AuthenticatedOperator } from './operator-auth';

export const OPERATOR_API_PREFIX = '/api/admin';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One operator endpoint: `POST /api/admin<path>`, the same envelope and contracts as the customer
 * API, an operator session, and the roles allowed to call it (`public` only for login).
 */
export type OperatorRoute<Body extends z.ZodType, Data extends z.ZodType> = {
  path: string;
  summary: string;
  body: Body;
  data: Data;
  roles: readonly OperatorRole[] | 'public';
  handle: (request: FastifyRequest, body: z.output<Body>, operator: AuthenticatedOperator | null) => Promise<z.input<Data>>;
};

export function registerOperatorRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  authenticateOperator: Hook,
  route: OperatorRoute<Body, Data>,
): void {
  const { roles } = route;
  const options: RouteOptions = {
    method: 'POST',
    url: `${OPERATOR_API_PREFIX}${route.path}`,
    schema: {
      summary: route.summary,
      tags: ['admin'],
      body: route.body,
      response: { 200: envelope(route.data) },
      ...(roles === 'public' ? {} : { security: [{ operatorToken: [] }] }),
    },
    preHandler: roles === 'public' ? [] : [authenticateOperator],
    handler: async (request) => {
      let operator: AuthenticatedOperator | null = null;
      if (roles !== 'public') {
        operator = requireOperator(request);
        assertRole(operator, roles);
      }
      const data = await route.handle(request, request.body as z.output<Body>, operator);
      return { status: 1 as const, msg: '', data };
    },
  };
  app.route(options);
}
