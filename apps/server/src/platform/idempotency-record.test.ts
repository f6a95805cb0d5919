import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { idempotencyGuard } from './idempotency';

/**
 * Storing an idempotent call's answer happens after the work (onSend). When the database is gone
 * by then, the answer still goes out and nothing escapes as an unhandled rejection; the claim is
 * left unanswered, and a retry takes it over once it counts as abandoned.
 */

const cut = new DrizzleQueryError(
  'update idempotency_records set response = $1',
  ['{"secret":"Yamada Taro"}'],
  new Error('Connection terminated unexpectedly'),
);
/** A database whose every write fails the way a cut connection does. */
const goneDatabase = {
  update: () => ({ set: () => ({ where: () => Promise.reject(cut) }) }),
  delete: () => ({ where: () => Promise.reject(cut) }),
} as unknown as Database;

function call(statusCode: number) {
  const logged: unknown[] = [];
  const request = {
    idempotencyClaim: { scope: 'customer:1', key: 'key-00000001' },
    log: { error: (object: unknown, message: string) => logged.push({ object, message }) },
  } as unknown as FastifyRequest;
  const reply = { statusCode } as FastifyReply;
  return { request, reply, logged };
}

describe('idempotency: storing the answer without a database', () => {
  it.each([200, 503])('sends the answer (HTTP %i) and logs without parameters', async (status) => {
    const { record } = idempotencyGuard(goneDatabase);
    const { request, reply, logged } = call(status);
    const payload = JSON.stringify({ status: 1, msg: '', data: { id: 7 } });
    await expect(record(request, reply, payload)).resolves.toBe(payload);
    expect(request.idempotencyClaim).toBeNull();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain('Connection terminated unexpectedly');
    expect(JSON.stringify(logged)).not.toContain('Yamada');
  });
});
