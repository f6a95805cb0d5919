import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_TOAST_MS,
  HEADER_IDEMPOTENCY_KEY,
  REDIRECT_AFTER_401_MS,
  REQUEST_TIMEOUT_MS,
  commonApi,
  userApi,
} from '@kabuto/contract';
import { createApiClient } from '@kabuto/app-kit';
import { webApiEnvironment } from './environment';
import {
  apiFailure as failure,
  hanging,
  jsonResponse as json,
  recordingFetch,
  type FakeCall as Call,
} from '@kabuto/app-kit/testing';

/** The customer app's client on a fake fetch, recording toasts and session events. */
function setUp(respond: (call: Call) => Promise<Response>) {
  const { fetch, calls } = recordingFetch(respond);
  const notices: { message: string; durationMs: number }[] = [];
  const events: string[] = [];
  const env = webApiEnvironment({
    fetch,
    session: () => ({ token: 'token-1', account: '0912345678' }),
    language: () => 'en',
    deviceId: () => '6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f',
    notify: (message, durationMs) => notices.push({ message: message(), durationMs }),
    translateError: (key) => `translated:${key}`,
    translateNetwork: (message) => `network:${message}`,
    endSession: () => events.push('endSession'),
    goToLogin: () => events.push('goToLogin'),
    setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { client: createApiClient(env), calls, notices, events };
}

const answering = (response: () => Response) => setUp(() => Promise.resolve(response()));
const refusal = (status: number, msg: string) => () => json(status, { status: 0, msg, data: null });

const session = { token: 'abc', account: '0912345678', expiresAt: '2026-01-01T00:00:00.000Z' };
const login = { account: '0912345678', password: 'abc12345' };

describe('the customer app API environment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the session, language and device id headers, and the device cookie, and stays quiet on success', async () => {
    const { client, calls, notices } = answering(() =>
      json(200, { status: 1, msg: '', data: session }),
    );
    await expect(client.call(userApi.login, login)).resolves.toEqual(session);
    const [call] = calls;
    expect(call?.url).toBe('/api/vue/user/login');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.headers).toMatchObject({
      'content-type': 'application/json',
      token: 'token-1',
      account: '0912345678',
      lang: 'en',
      'x-kabuto-device': '6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f',
    });
    expect(notices).toEqual([]);
  });

  it('passes the idempotency key of a submission on', async () => {
    const { client, calls } = answering(() => json(200, { status: 1, msg: '', data: null }));
    const body = { oldPassword: 'abc12345', newPassword: 'xyz98765', confirmPassword: 'xyz98765' };
    await client.call(userApi.changeLoginPassword, body, { idempotencyKey: 'key-12345678' });
    expect(calls[0]?.init.headers).toMatchObject({ [HEADER_IDEMPOTENCY_KEY]: 'key-12345678' });
  });

  it('shows a refusal as its translated message for 2 seconds and rejects with the key', async () => {
    const { client, notices, events } = answering(refusal(200, 'account_exists'));
    const error = await failure(client.call(commonApi.config, { type: 'all' }));
    expect(error).toMatchObject({ kind: 'refused', key: 'account_exists' });
    expect(notices).toEqual([{ message: 'translated:account_exists', durationMs: ERROR_TOAST_MS }]);
    expect(events).toEqual([]);
  });

  it('on HTTP 401 tells the customer once, ends the session at once and opens login after 1.5 s', async () => {
    const { client, notices, events } = answering(refusal(401, 'unauthorized'));
    const [first, second] = await Promise.all([
      failure(client.call(userApi.info, {})),
      failure(client.call(userApi.info, {})),
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

  it('tells the next 401 again once the customer has been sent to login', async () => {
    const { client, notices, events } = answering(refusal(401, 'unauthorized'));
    await failure(client.call(userApi.info, {}));
    vi.advanceTimersByTime(REDIRECT_AFTER_401_MS);
    await failure(client.call(userApi.info, {}));
    vi.advanceTimersByTime(REDIRECT_AFTER_401_MS);
    expect(notices).toHaveLength(2);
    expect(events.filter((event) => event === 'goToLogin')).toHaveLength(2);
  });

  it('translates the reason a 401 gives (a disabled account)', async () => {
    const { client, notices } = answering(refusal(401, 'account_disabled'));
    const error = await failure(client.call(userApi.info, {}));
    expect(error.key).toBe('account_disabled');
    expect(notices.map((notice) => notice.message)).toEqual(['translated:account_disabled']);
  });

  it('shows a 403 as its translated key', async () => {
    const { client, notices } = answering(refusal(403, 'forbidden'));
    expect((await failure(client.call(userApi.info, {}))).kind).toBe('forbidden');
    expect(notices.map((notice) => notice.message)).toEqual(['translated:forbidden']);
  });

  it('gives up after 10 seconds and says the request timed out', async () => {
    const { client, notices } = setUp(hanging);
    const pending = failure(client.call(userApi.info, {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await pending).kind).toBe('timeout');
    expect(notices).toEqual([{ message: 'network:timeout', durationMs: ERROR_TOAST_MS }]);
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, notices } = setUp(hanging);
    const pending = failure(client.call(userApi.info, {}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notices).toEqual([]);
  });

  it('reports an unreachable server and an answer that breaks its contract', async () => {
    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(offline.client.call(userApi.info, {}))).kind).toBe('network');
    expect(offline.notices[0]?.message).toBe('network:failed');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = answering(() => json(200, { status: 1, msg: '', data: { token: 1 } }));
    expect((await failure(drifted.client.call(userApi.login, login))).kind).toBe(
      'invalid_response',
    );
    expect(drifted.notices[0]?.message).toBe('network:unexpected');

    const html = answering(() => new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await failure(html.client.call(userApi.info, {}))).kind).toBe('invalid_response');
    expect(html.notices[0]?.message).toBe('network:unexpected');
  });
});
