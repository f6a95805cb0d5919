import { vi } from 'vitest';

/**
 * For tests only: a stand-in for `fetch` that answers every request with this HTTP status and
 * body, and records what it was asked (`mock.calls`: the address and the request's options).
 */
export function answeringFetch(status: number, body: unknown) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

/** An answer of success carrying `data`, in the API's envelope. */
export function answeringData(data: unknown) {
  return answeringFetch(200, { status: 1, msg: '', data });
}
