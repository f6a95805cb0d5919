import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_TOAST_MS,
  REDIRECT_AFTER_401_MS,
  REQUEST_TIMEOUT_MS,
  loginResponse,
} from '@kabuto/contract';
import { ApiError, createApiClient, type ApiClientEnvironment } from './client';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setUp(respond: (call: Call) => Promise<Response>) {
  const calls: Call[] = [];
  const notices: { message: string; durationMs: number }[] = [];
  const events: string[] = [];
  const env: ApiClientEnvironment = {
    fetch: (input, init = {}) => {
      const call = {
        url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        init,
      };
      calls.push(call);
      return respond(call);
    },
    session: () => ({ token: 'token-1', account: '0912345678' }),
    language: () => 'en',
    notify: (message, durationMs) => notices.push({ message, durationMs }),
    translateError: (key) => `translated:${key}`,
    translateNetwork: (message) => `network:${message}`,
    endSession: () => events.push('endSession'),
    goToLogin: () => events.push('goToLogin'),
    setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { client: createApiClient(env), calls, notices, events };
}

const session = { token: 'abc', account: '0912345678', expiresAt: '2026-01-01T00:00:00.000Z' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client envelope handling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('posts JSON with the session headers and returns the checked data of status 1', async () => {
    const { client, calls, notices } = setUp(() =>
      Promise.resolve(json(200, { status: 1, msg: '', data: session })),
    );
    const data = await client.post('/user/login', { account: 'a', password: 'b' }, loginResponse, {
      idempotencyKey: 'key-12345678',
    });
    expect(data).toEqual(session);
    const [call] = calls;
    expect(call?.url).toBe('/api/vue/user/login');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(JSON.stringify({ account: 'a', password: 'b' }));
    expect(call?.init.headers).toMatchObject({
      'content-type': 'application/json',
      token: 'token-1',
      account: '0912345678',
      'idempotency-key': 'key-12345678',
    });
    expect(notices).toEqual([]);
  });

  it('shows a refusal as its translated message for 2 seconds and rejects with the key', async () => {
    const { client, notices, events } = setUp(() =>
      Promise.resolve(json(200, { status: 0, msg: 'account_exists', data: null })),
    );
    const error = await failure(client.post('/user/register', {}, loginResponse));
    expect(error.kind).toBe('refused');
    expect(error.key).toBe('account_exists');
    expect(notices).toEqual([{ message: 'translated:account_exists', durationMs: ERROR_TOAST_MS }]);
    expect(events).toEqual([]);
  });

  it('on HTTP 401 tells the customer once, ends the session at once and opens login after 1.5 s', async () => {
    const { client, notices, events } = setUp(() =>
      Promise.resolve(json(401, { status: 0, msg: 'unauthorized', data: null })),
    );
    const [first, second] = await Promise.all([
      failure(client.post('/user/info', {}, loginResponse)),
      failure(client.post('/user/info', {}, loginResponse)),
    ]);
    expect(first.kind).toBe('unauthorized');
    expect(second.kind).toBe('unauthorized');
    expect(notices).toEqual([{ message: 'translated:unauthorized', durationMs: ERROR_TOAST_MS }]);
    expect(events).toEqual(['endSession', 'endSession']);
    vi.advanceTimersByTime(REDIRECT_AFTER_401_MS - 1);
    expect(events).not.toContain('goToLogin');
    vi.advanceTimersByTime(1);
    expect(events.filter((event) => event === 'goToLogin')).toHaveLength(1);
  });

  it('translates the reason a 401 gives (a disabled account)', async () => {
    const { client, notices } = setUp(() =>
      Promise.resolve(json(401, { status: 0, msg: 'account_disabled', data: null })),
    );
    const error = await failure(client.post('/user/info', {}, loginResponse));
    expect(error.key).toBe('account_disabled');
    expect(notices[0]?.message).toBe('translated:account_disabled');
  });

  it('gives up after 10 seconds and says the request timed out', async () => {
    const { client, notices } = setUp(
      ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(client.post('/user/info', {}, loginResponse));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(notices).toEqual([{ message: 'network:timeout', durationMs: ERROR_TOAST_MS }]);
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, notices } = setUp(
      ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(
      client.post('/user/info', {}, loginResponse, { signal: controller.signal }),
    );
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notices).toEqual([]);
  });

  it('reports an unreachable server and an answer that breaks its contract', async () => {
    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(offline.client.post('/user/info', {}, loginResponse))).kind).toBe(
      'network',
    );
    expect(offline.notices[0]?.message).toBe('network:failed');

    const drifted = setUp(() =>
      Promise.resolve(json(200, { status: 1, msg: '', data: { token: 1 } })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await failure(drifted.client.post('/user/login', {}, loginResponse))).kind).toBe(
      'invalid_response',
    );
    expect(drifted.notices[0]?.message).toBe('network:unexpected');

    const html = setUp(() =>
      Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })),
    );
    expect((await failure(html.client.post('/user/info', {}, loginResponse))).kind).toBe(
      'invalid_response',
    );
  });
});
