import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_PATTERN } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { idempotencyRecords } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';

/**
 * The customer API's idempotency keys (platform/idempotency.ts) for operator decisions: the
 * console sends one `idempotency-key` per click, so a retried or double-sent approval answers the
 * first decision again instead of deciding twice. Keys are scoped to the operator; a refusal frees
 * the key (nothing was decided), a success is stored with its answer.
 */
export async function withOperatorIdempotency<T>(
  db: Database,
  request: FastifyRequest,
  operator: AuthenticatedOperator,
  run: () => Promise<T>,
): Promise<T> {
  const key = request.headers[HEADER_IDEMPOTENCY_KEY];
  if (key === undefined) return run();
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('invalid_params');
  }
  const scope = `operator:${operator.id}`;
  const requestHash = sha256Hex(
    `${request.routeOptions.url}\n${canonicalJson(request.body ?? null)}`,
  );
  const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
  const claimed = await db
    .insert(idempotencyRecords)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyRecords).where(where);
    if (!existing || existing.requestHash !== requestHash) throw new AppError('key_mismatch');
    if (existing.statusCode === null) throw new AppError('too_frequent');
    return (existing.response as { data: T }).data;
  }
  let data: T;
  try {
    data = await run();
  } catch (error) {
    await db.delete(idempotencyRecords).where(where);
    throw error;
  }
  await db.update(idempotencyRecords).set({ statusCode: 200, response: { data } }).where(where);
  return data;
}
