import { expect } from 'vitest';
import type { ApiAnswer } from './app';

/**
 * A retried change, as the route helper must answer it (platform/idempotency.ts): the first call
 * does the work, the retry with the same idempotency key answers the first answer again, and the
 * same key with another body is refused.
 */

type Send = (path: string, body: unknown, headers: Record<string, string>) => Promise<ApiAnswer>;

/** A retry answered from the stored first answer: marked `idempotent-replay`, the same envelope. */
export function expectReplayOf(retry: ApiAnswer, first: ApiAnswer): void {
  expect(retry.response.headers['idempotent-replay']).toBe('true');
  expect({ status: retry.status, msg: retry.msg, data: retry.data }).toEqual({
    status: first.status,
    msg: first.msg,
    data: first.data,
  });
}

/**
 * Sends `body` to `path` with `headers` (which carry the idempotency key): the first call
 * succeeds and is no replay, the retry is the replay of it, and the same key with `otherBody`
 * (where the change has another valid form) is refused `key_mismatch`. Answers the first answer:
 * what the change did, once, is the test's to check.
 */
export async function sendRetriedOnce(
  send: Send,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  otherBody?: unknown,
): Promise<ApiAnswer> {
  const first = await send(path, body, headers);
  expect({ status: first.status, msg: first.msg }).toEqual({ status: 1, msg: '' });
  expect(first.response.headers['idempotent-replay']).toBeUndefined();
  expectReplayOf(await send(path, body, headers), first);
  if (otherBody !== undefined)
    expect((await send(path, otherBody, headers)).msg).toBe('key_mismatch');
  return first;
}
