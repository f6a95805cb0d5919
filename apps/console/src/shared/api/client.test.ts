import { HEADER_IDEMPOTENCY_KEY, HEADER_OPERATOR_TOKEN, operatorProfile } from '@kabuto/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, newIdempotencyKey, type ApiClientEnvironment } from './client';

type Answer = { status: number; body: unknown };

function answer(status: number, body: unknown): Answer {
  return { status, body };
}

/** A client whose fetch replays the given answers and records every request. */
function clientAnswering(answers: Answer[], token: string | null = 'operator-session-token') {
  const requests: { url: string; init: RequestInit }[] = [];
  const onUnauthorized = vi.fn();
  const env: ApiClientEnvironment = {
    fetch: (input, init) => {
      requests.push({
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init: init ?? {},
      });
      const next = answers.shift();
      if (!next) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(typeof next.body === 'string' ? next.body : JSON.stringify(next.body), {
          status: next.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
    token: () => token,
    onUnauthorized,
    setTimer: () => 0,
    clearTimer: () => undefined,
  };
  return { client: createApiClient(env), requests, onUnauthorized };
}

const profile = { id: 1, username: 'admin', displayName: 'Administrator', roles: ['admin'] };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('operator API client', () => {
  it('posts JSON to /api/admin<path> with the operator-token header and returns the parsed data', async () => {
    const { client, requests } = clientAnswering([
      answer(200, { status: 1, msg: '', data: profile }),
    ]);
    await expect(client.post('/auth/me', {}, operatorProfile)).resolves.toEqual(profile);
    const [request] = requests;
    expect(request?.url).toBe('/api/admin/auth/me');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.body).toBe('{}');
    const headers = request?.init.headers as Record<string, string>;
    expect(headers[HEADER_OPERATOR_TOKEN]).toBe('operator-session-token');
    expect(headers).not.toHaveProperty('token');
  });

  it('sends no token header before login', async () => {
    const { client, requests } = clientAnswering(
      [answer(200, { status: 1, msg: '', data: null })],
      null,
    );
    await client.post('/auth/login', { username: 'admin', password: 'x' }, z.null());
    expect(requests[0]?.init.headers).not.toHaveProperty(HEADER_OPERATOR_TOKEN);
  });

  it('sends the idempotency key it is given', async () => {
    const { client, requests } = clientAnswering([answer(200, { status: 1, msg: '', data: null })]);
    const key = newIdempotencyKey();
    await client.post('/customers/restrict', {}, z.null(), { idempotencyKey: key });
    expect((requests[0]?.init.headers as Record<string, string>)[HEADER_IDEMPOTENCY_KEY]).toBe(key);
  });

  it('makes a different idempotency key every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });

  it('turns status 0 into a refusal carrying the catalogue key', async () => {
    const { client, onUnauthorized } = clientAnswering([
      answer(200, { status: 0, msg: 'duplicate_operation', data: null }),
    ]);
    const error = await failureOf(client.post('/customers/lift', {}, z.null()));
    expect(error).toMatchObject({ kind: 'refused', key: 'duplicate_operation', httpStatus: 200 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on HTTP 401', async () => {
    const { client, onUnauthorized } = clientAnswering([
      answer(401, { status: 0, msg: 'unauthorized', data: null }),
    ]);
    const error = await failureOf(client.post('/auth/me', {}, operatorProfile));
    expect(error).toMatchObject({ kind: 'unauthorized', key: 'unauthorized', httpStatus: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports HTTP 403 as forbidden and keeps the session', async () => {
    const { client, onUnauthorized } = clientAnswering([
      answer(403, { status: 0, msg: 'forbidden', data: null }),
    ]);
    const error = await failureOf(client.post('/config/update', {}, z.null()));
    expect(error).toMatchObject({ kind: 'forbidden', key: 'forbidden', httpStatus: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not match the contract', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = clientAnswering([
      answer(200, { status: 1, msg: '', data: { id: 'not a number' } }),
    ]);
    const error = await failureOf(client.post('/auth/me', {}, operatorProfile));
    expect(error.kind).toBe('invalid_response');
    spy.mockRestore();
  });

  it('refuses an answer that is not an envelope (a proxy error page)', async () => {
    const { client } = clientAnswering([answer(502, '<html>Bad gateway</html>')]);
    expect((await failureOf(client.post('/auth/me', {}, operatorProfile))).kind).toBe(
      'invalid_response',
    );
  });

  it('reports a failed connection as a network failure', async () => {
    const { client } = clientAnswering([]);
    expect((await failureOf(client.post('/auth/me', {}, operatorProfile))).kind).toBe('network');
  });
});

describe('operator API client, file answers', () => {
  function clientWith(response: () => Response) {
    const requests: RequestInit[] = [];
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: (_input, init) => {
        requests.push(init ?? {});
        return Promise.resolve(response());
      },
      token: () => 'operator-session-token',
      onUnauthorized,
      setTimer: () => 0,
      clearTimer: () => undefined,
    });
    return { client, requests, onUnauthorized };
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  it('answers an image as a Blob, asked for with the operator token', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const { client, requests } = clientWith(
      () => new Response(bytes, { status: 200, headers: { 'content-type': 'image/jpeg' } }),
    );
    const blob = await client.postForBlob('/kyc/image', { verificationId: 3, side: 'front' });
    expect(blob.size).toBe(4);
    const headers = requests[0]?.headers as Record<string, string>;
    expect(headers[HEADER_OPERATOR_TOKEN]).toBe('operator-session-token');
    expect(headers.accept).toContain('image/jpeg');
  });

  it('throws a refusal in the envelope with its catalogue key', async () => {
    const { client } = clientWith(() =>
      json(200, { status: 0, msg: 'upload_not_found', data: null }),
    );
    const error = await failureOf(client.postForBlob('/funding/depositProof', { depositId: 9 }));
    expect({ kind: error.kind, key: error.key }).toEqual({
      kind: 'refused',
      key: 'upload_not_found',
    });
  });

  it('ends the session on 401 and reports 403 as forbidden', async () => {
    const expired = clientWith(() => json(401, { status: 0, msg: 'unauthorized', data: null }));
    expect((await failureOf(expired.client.postForBlob('/kyc/image', {}))).kind).toBe(
      'unauthorized',
    );
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);
    const denied = clientWith(() => json(403, { status: 0, msg: 'forbidden', data: null }));
    expect((await failureOf(denied.client.postForBlob('/kyc/image', {}))).kind).toBe('forbidden');
  });

  it('does not show an answer that is not an image (an HTML page)', async () => {
    const { client } = clientWith(
      () =>
        new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failureOf(client.postForBlob('/kyc/image', {}))).kind).toBe('invalid_response');
  });
});
