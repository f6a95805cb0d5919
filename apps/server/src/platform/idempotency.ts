import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_PATTERN } from '@kabuto/contract';
import type { Database } from '../db/client';
import { idempotencyRecords } from '../db/schema';
import { AppError } from './app-error';
import { databaseErrorSummary } from './database-errors';
import { sha256Hex } from './secrets';

type IdempotencyClaim = { scope: string; key: string };

/**
 * A claim without an answer after this long was left by a request that never finished (its
 * process died): no request runs this long (the apps give up after 10 s).
 */
export const ABANDONED_CLAIM_SECONDS = 60;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** Key order must not matter: `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Idempotency keys on mutating calls (header `idempotency-key`, optional).
 * The first request with a key claims it; a retry with the same key and body gets the first
 * answer back without running again; the same key with another body is refused (`key_mismatch`);
 * a retry while the first is still running is told to try later. Keys are scoped to the caller
 * (the customer, or the route for anonymous calls), so one customer's key never collides with
 * another's. Answers that carry secrets (login) are never stored: such routes are not idempotent.
 */
export function idempotencyGuard(db: Database) {
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = request.headers[HEADER_IDEMPOTENCY_KEY];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('invalid_params');
    // Keys belong to their caller: an operator, a customer, or (anonymous calls) the route.
    const scope = request.operator
      ? `operator:${request.operator.id}`
      : request.customer
        ? `customer:${request.customer.id}`
        : `anonymous:${request.routeOptions.url}`;
    const requestHash = sha256Hex(`${request.routeOptions.url}\n${canonicalJson(request.body ?? null)}`);
    const inserted = await db
      .insert(idempotencyRecords)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });
    if (inserted.length > 0) {
      request.idempotencyClaim = { scope, key };
      return;
    }
    const [existing] = await db
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key)));
    if (!existing || existing.requestHash !== requestHash) throw new AppError('key_mismatch');
    if (existing.statusCode === null) {
      // Still running, or abandoned: a process that died between the claim and the answer left
      // it without one. An abandoned claim is taken over, so the retry is decided instead of
      // being told to try later for ever.
      const takenOver = await db
        .update(idempotencyRecords)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyRecords.scope, scope),
            eq(idempotencyRecords.key, key),
            isNull(idempotencyRecords.statusCode),
            sql`${idempotencyRecords.createdAt} < now() - make_interval(secs => ${ABANDONED_CLAIM_SECONDS})`,
          ),
        )
        .returning({ key: idempotencyRecords.key });
      if (takenOver.length === 0) throw new AppError('too_frequent');
      request.idempotencyClaim = { scope, key };
      return;
    }
    await reply.header('idempotent-replay', 'true').status(existing.statusCode).send(existing.response);
  }

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyRecords.scope, claimed.scope), eq(idempotencyRecords.key, claimed.key));
    // The work is done and its answer is ready: failing to store it (the database went away in
    // between) must not replace that answer with an error, nor reach the process as an unhandled
    // rejection. The claim is then left without an answer; a retry is told to try later until the
    // claim counts as abandoned (ABANDONED_CLAIM_SECONDS) and is taken over.
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        // Nothing was decided: free the key so the client's retry runs the request for real.
        await db.delete(idempotencyRecords).where(where);
        return payload;
      }
      await db
        .update(idempotencyRecords)
        .set({ statusCode: reply.statusCode, response: JSON.parse(payload) as unknown })
        .where(where);
    } catch (error) {
      request.log.error(
        { database: databaseErrorSummary(error) },
        'idempotency: the answer could not be stored',
      );
    }
    return payload;
  }

  return { claim, record };
}

export type IdempotencyGuard = ReturnType<typeof idempotencyGuard>;

/**
 * For calls that keep the key with the record they create, in the same transaction (a trading
 * order): the key is required, and checked like any other. A crash between the work and the
 * answer can then never leave a claimed key without its record, nor apply a retry twice.
 */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers[HEADER_IDEMPOTENCY_KEY];
  if (key === undefined) throw new AppError('idempotency_key_required');
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('invalid_params');
  return key;
}
