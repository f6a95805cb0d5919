import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  endpointArea,
  endpointUrl,
  envelope,
  operationId,
  type Endpoint,
  type EndpointAccess,
  type FileContentType,
} from '@kabuto/contract';
import { requireCustomer, type AuthenticatedCustomer } from './auth';
import { requiredIdempotencyKey, type IdempotencyGuard } from './idempotency';
import { requireOperator, type AuthenticatedOperator } from './operator-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration this route serves (the OpenAPI document is built from it). */
    endpoint?: Endpoint;
  }
}

/** Who is calling, as the endpoint's access promises it: never a `null` the handler must re-check. */
type CallerOf<Access extends EndpointAccess> = Access extends { kind: 'customer' }
  ? { customer: AuthenticatedCustomer }
  : Access extends { kind: 'optional' }
    ? { customer: AuthenticatedCustomer | null }
    : Access extends { kind: 'operator' }
      ? { operator: AuthenticatedOperator }
      : object;

type KeyOf<E extends Endpoint> = E['idempotency'] extends 'required'
  ? { idempotencyKey: string }
  : object;

export type Call<E extends Endpoint> = {
  body: z.output<E['request']>;
  request: FastifyRequest;
  /** Only for what the envelope cannot carry (a cookie). */
  reply: FastifyReply;
} & CallerOf<E['access']> &
  KeyOf<E>;

/** What an image endpoint answers on success. */
export type ImageAnswer = { bytes: Buffer; contentType: string; fileName: string };

/** What a file endpoint answers on success: a document the browser saves under `fileName`. */
export type FileAnswer = { bytes: Buffer; contentType: FileContentType; fileName: string };

export type EndpointServer = {
  /** Serves a JSON endpoint: the handler's value becomes the envelope's `data`. */
  json<E extends Endpoint>(
    endpoint: E,
    handle: (call: Call<E>) => Promise<z.input<E['response']>>,
  ): void;
  /** Serves an image endpoint: the bytes on success, the envelope for a refusal. */
  image<E extends Endpoint>(endpoint: E, handle: (call: Call<E>) => Promise<ImageAnswer>): void;
  /** Serves a file endpoint: the document as an attachment on success, the envelope for a refusal. */
  file<E extends Endpoint>(endpoint: E, handle: (call: Call<E>) => Promise<FileAnswer>): void;
  /**
   * Serves a multipart upload: no body schema (the handler reads the parts itself, bounded by the
   * multipart limits, and checks them with the endpoint's `request` schema); the answer as `json`.
   */
  multipart<E extends Endpoint>(
    endpoint: E,
    handle: (call: Omit<Call<E>, 'body'>) => Promise<z.input<E['response']>>,
  ): void;
};

/**
 * Registers routes from the contract's endpoint declarations (packages/contract/src/endpoint.ts):
 * `POST <prefix><path>` with the declared request schema (validated) and answer schema (checked
 * before it is sent), the access the global hook enforces before the body is read
 * (platform/access.ts), the rate-limit class (platform/rate-limit.ts), and idempotency: `optional`
 * replays a retried call's first answer (customers and operators alike), `required` hands the
 * checked key to the handler, which stores it with its record (ADR 0012).
 */
export function endpointServer(
  app: FastifyInstance,
  idempotency: IdempotencyGuard,
): EndpointServer {
  function caller(endpoint: Endpoint, request: FastifyRequest): Record<string, unknown> {
    switch (endpoint.access.kind) {
      case 'customer':
        return { customer: requireCustomer(request) };
      case 'optional':
        return { customer: request.customer };
      case 'operator':
        return { operator: requireOperator(request) };
      case 'public':
        return {};
    }
  }

  function route(
    endpoint: Endpoint,
    answer: (call: Record<string, unknown>, reply: FastifyReply) => Promise<unknown>,
  ): void {
    const optionalKey = endpoint.idempotency === 'optional';
    const options: RouteOptions = {
      method: 'POST',
      url: endpointUrl(endpoint),
      schema: {
        summary: endpoint.summary,
        tags: [endpointArea(endpoint)],
        operationId: operationId(endpoint),
        ...(endpoint.format === 'json'
          ? { body: endpoint.request }
          : { consumes: ['multipart/form-data'] }),
        ...(endpoint.answer === 'json' ? { response: { 200: envelope(endpoint.response) } } : {}),
      },
      config: {
        endpoint,
        access: endpoint.access,
        ...(endpoint.rateLimit ? { rateLimitClass: endpoint.rateLimit } : {}),
      },
      preHandler: optionalKey ? [idempotency.claim] : [],
      onSend: optionalKey ? [idempotency.record] : [],
      handler: async (request, reply) => {
        const call: Record<string, unknown> = {
          body: request.body,
          request,
          reply,
          ...caller(endpoint, request),
          ...(endpoint.idempotency === 'required'
            ? { idempotencyKey: requiredIdempotencyKey(request) }
            : {}),
        };
        return answer(call, reply);
      },
    };
    app.route(options);
  }

  return {
    json(endpoint, handle) {
      if (endpoint.format !== 'json') throw new Error(`${endpoint.path} is a multipart endpoint`);
      route(endpoint, async (call) => {
        const data = await handle(call as Call<typeof endpoint>);
        return { status: 1 as const, msg: '', data };
      });
    },
    multipart(endpoint, handle) {
      if (endpoint.format !== 'multipart')
        throw new Error(`${endpoint.path} is not a multipart endpoint`);
      route(endpoint, async (call) => {
        const data = await handle(call as Call<typeof endpoint>);
        return { status: 1 as const, msg: '', data };
      });
    },
    image(endpoint, handle) {
      route(endpoint, async (call, reply) => {
        const image = await handle(call as Call<typeof endpoint>);
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${image.fileName}"`)
          .send(image.bytes);
      });
    },
    file(endpoint, handle) {
      if (endpoint.answer !== 'file') throw new Error(`${endpoint.path} does not answer a file`);
      route(endpoint, async (call, reply) => {
        const file = await handle(call as Call<typeof endpoint>);
        // The name is ASCII by construction (the caller's); filename* keeps it exact anyway.
        const name = encodeURIComponent(file.fileName);
        return reply
          .header(
            'content-type',
            file.contentType === 'text/csv' ? 'text/csv; charset=utf-8' : file.contentType,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`)
          .send(file.bytes);
      });
    },
  };
}
