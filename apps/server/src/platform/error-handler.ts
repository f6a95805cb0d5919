import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isErrorKey, type ErrorKey } from '@kabuto/contract';
import { AppError, ThrottledError } from './app-error';
import { databaseErrorSummary, isDatabaseUnavailable } from './database-errors';

function refusal(key: ErrorKey) {
  return { status: 0 as const, msg: key, data: null };
}

/**
 * One place turns every failure into the `{ status, msg, data }` envelope:
 * - an AppError answers its catalogue key (HTTP 200, or 401 for sessions);
 * - a request that fails its zod contract answers the key carried by the first failed rule
 *   (the contract puts catalogue keys in its messages), else `invalid_params`;
 * - the database being unreachable (platform/database-errors.ts) answers `system_busy` with
 *   HTTP 503: the same request can be retried shortly;
 * - anything unexpected is logged with its details and answers `system_busy` with HTTP 500,
 *   so no stack trace or SQL ever reaches a customer.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof ThrottledError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.httpStatus).send(refusal(error.key));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const firstMessage = error.validation[0]?.message;
      return reply.status(200).send(refusal(isErrorKey(firstMessage) ? firstMessage : 'invalid_params'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(refusal('system_busy'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(refusal('too_frequent'));
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(refusal('invalid_params'));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type and similar client mistakes.
      return reply.status(error.statusCode).send(refusal('invalid_params'));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, failover or cut connection: the client may try again shortly (503). The log
      // names the failure only; drizzle's error message would carry the query's parameters.
      request.log.error({ database: databaseErrorSummary(error) }, 'database unavailable');
      return reply.status(503).send(refusal('system_busy'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(refusal('system_busy'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(refusal('not_found')));
}
