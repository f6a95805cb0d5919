import { expect } from 'vitest';
import { ApiError } from './api-client';

/**
 * For tests of an API client (this package's and each app's environment): a fake fetch that
 * records what was sent and answers what the test says.
 */
export type FakeCall = { url: string; init: RequestInit };

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that records every request in `calls` and answers with `respond`. */
export function recordingFetch(respond: (call: FakeCall) => Promise<Response>) {
  const calls: FakeCall[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}

/** Never answers; rejects as fetch does when its signal aborts. */
export const hanging = ({ init }: FakeCall) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/** The ApiError a call was refused with (the test fails if it was not refused with one). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
