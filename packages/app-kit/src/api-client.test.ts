import {
  DEVICE_ID_PATTERN,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_OPERATOR_TOKEN,
  REQUEST_TIMEOUT_MS,
  adminApi,
  annualReportApi,
  commonApi,
  fundingAdminApi,
  kycAdminApi,
  loginResponse,
  queryKey,
  tradingApi,
  userApi,
  type Api,
} from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiError,
  attachmentName,
  createApiClient,
  endpointQuery,
  newIdempotencyKey,
  randomUuid,
  type ApiClientEnvironment,
} from './api-client';
import {
  apiFailure as failure,
  hanging,
  jsonResponse as json,
  recordingFetch,
  type FakeCall as Call,
} from './testing';

const ok = (data: unknown) => json(200, { status: 1, msg: '', data });

/** A client on a fake fetch that records every request and answers what `respond` says. */
function setUp(respond: (call: Call) => Promise<Response>, api: Api = 'customer') {
  const { fetch, calls } = recordingFetch(respond);
  const failures: ApiError[] = [];
  const onUnauthorized = vi.fn<(key: string) => void>();
  const env: ApiClientEnvironment = {
    api,
    fetch,
    headers: (): Record<string, string> =>
      api === 'customer' ? { token: 'token-1' } : { [HEADER_OPERATOR_TOKEN]: 'op-1' },
    credentials: 'same-origin',
    onUnauthorized,
    onFailure: (error) => failures.push(error),
    setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { client: createApiClient(env), calls, failures, onUnauthorized };
}

const answering = (response: () => Response, api: Api = 'customer') =>
  setUp(() => Promise.resolve(response()), api);

const session = { token: 'abc', account: '0912345678', expiresAt: '2026-01-01T00:00:00.000Z' };
const headersOf = (call: Call | undefined) => call?.init.headers as Record<string, string>;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('call(endpoint, body)', () => {
  it('posts JSON to the endpoint with the app headers and returns the checked data', async () => {
    const { client, calls, failures } = answering(() => ok(session));
    const body = { account: '0912345678', password: 'abc12345' };
    await expect(client.call(userApi.login, body)).resolves.toEqual(session);
    const [call] = calls;
    expect(call?.url).toBe('/api/vue/user/login');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(JSON.stringify(body));
    // The login route's trusted-device cookie is only sent and stored with same-origin credentials.
    expect(call?.init.credentials).toBe('same-origin');
    expect(headersOf(call)).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      token: 'token-1',
    });
    expect(headersOf(call)).not.toHaveProperty(HEADER_IDEMPOTENCY_KEY);
    expect(failures).toEqual([]);
  });

  it('posts an operator endpoint to /api/admin<path> with the operator headers', async () => {
    const profile = { id: 1, username: 'admin', displayName: 'Administrator', roles: ['admin'] };
    const { client, calls } = answering(() => ok(profile), 'operator');
    await expect(client.call(adminApi.me, {})).resolves.toEqual(profile);
    expect(calls[0]?.url).toBe('/api/admin/auth/me');
    expect(calls[0]?.init.body).toBe('{}');
    expect(headersOf(calls[0])[HEADER_OPERATOR_TOKEN]).toBe('op-1');
  });

  it('sends the idempotency key it is given', async () => {
    const { client, calls } = answering(() => ok(null));
    const key = newIdempotencyKey();
    const body = { oldPassword: 'abc12345', newPassword: 'xyz98765', confirmPassword: 'xyz98765' };
    await client.call(userApi.changeLoginPassword, body, { idempotencyKey: key });
    expect(headersOf(calls[0])[HEADER_IDEMPOTENCY_KEY]).toBe(key);
  });

  it('makes up a key, a new one per call, for an endpoint that requires one', async () => {
    const { client, calls } = answering(() =>
      json(200, { status: 0, msg: 'order_not_found', data: null }),
    );
    const body = { positionId: 7, amount: '1000' };
    await failure(client.call(tradingApi.addMargin, body));
    await failure(client.call(tradingApi.addMargin, body));
    const [first, second] = calls.map((call) => headersOf(call)[HEADER_IDEMPOTENCY_KEY]);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).not.toBe(first);
    await failure(client.call(tradingApi.addMargin, body, { idempotencyKey: 'mine-12345678' }));
    expect(headersOf(calls[2])[HEADER_IDEMPOTENCY_KEY]).toBe('mine-12345678');
  });

  it('makes a different idempotency key every time', () => {
    expect(new Set(Array.from({ length: 50 }, () => newIdempotencyKey())).size).toBe(50);
  });

  it('makes a version 4 UUID without randomUUID too (a page on plain http)', () => {
    const real = crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    try {
      const made = Array.from({ length: 50 }, () => randomUuid());
      expect(new Set(made).size).toBe(50);
      for (const uuid of made) {
        expect(uuid).toMatch(DEVICE_ID_PATTERN);
        expect(uuid).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns status 0 into a refusal carrying the catalogue key, told to onFailure', async () => {
    const { client, failures, onUnauthorized } = answering(() =>
      json(200, { status: 0, msg: 'account_exists', data: null }),
    );
    const error = await failure(client.call(commonApi.config, { type: 'all' }));
    expect(error).toMatchObject({ kind: 'refused', key: 'account_exists', httpStatus: 200 });
    expect(failures).toEqual([error]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the refusals the caller shows itself (beside a form field) out of onFailure', async () => {
    const { client, failures } = answering(() =>
      json(200, { status: 0, msg: 'inviter_not_found', data: null }),
    );
    const asked: string[] = [];
    const showsRefusal = (key: string) => {
      asked.push(key);
      return key === 'inviter_not_found';
    };
    const shown = await failure(client.call(commonApi.config, { type: 'all' }, { showsRefusal }));
    expect(shown).toMatchObject({ kind: 'refused', key: 'inviter_not_found' });
    expect(failures).toEqual([]);
    // A refusal the caller does not show, and failures that are not refusals, are told as before.
    const other = await failure(
      client.call(commonApi.config, { type: 'all' }, { showsRefusal: () => false }),
    );
    expect(failures).toEqual([other]);
    expect(asked).toEqual(['inviter_not_found']);
  });

  it('calls onUnauthorized with the reason of every 401', async () => {
    const { client, onUnauthorized, failures } = answering(() =>
      json(401, { status: 0, msg: 'account_disabled', data: null }),
    );
    const [first, second] = await Promise.all([
      failure(client.call(userApi.info, {})),
      failure(client.call(userApi.info, {})),
    ]);
    expect(first).toMatchObject({ kind: 'unauthorized', key: 'account_disabled', httpStatus: 401 });
    expect(second?.kind).toBe('unauthorized');
    expect(onUnauthorized.mock.calls).toEqual([['account_disabled'], ['account_disabled']]);
    expect(failures.map((error) => error.kind)).toEqual(['unauthorized', 'unauthorized']);
  });

  it('names a 401 without a readable reason unauthorized', async () => {
    const { client, onUnauthorized } = answering(() => json(401, 'Unauthorized'));
    expect((await failure(client.call(userApi.info, {}))).key).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledWith('unauthorized');
  });

  it('reports HTTP 403 as forbidden and keeps the session', async () => {
    const { client, onUnauthorized } = answering(
      () => json(403, { status: 0, msg: 'forbidden', data: null }),
      'operator',
    );
    const error = await failure(
      client.call(adminApi.update, { name: 'title', value: 'Kabuto', reason: 'rename' }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', key: 'forbidden', httpStatus: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms and says the request timed out`, async () => {
    vi.useFakeTimers();
    const { client, failures } = setUp(hanging);
    const pending = failure(client.call(userApi.info, {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
    expect(failures.map((error) => error.kind)).toEqual(['timeout']);
  });

  it('stays quiet when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, failures } = setUp(hanging);
    const pending = failure(client.call(userApi.info, {}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(failures).toEqual([]);
  });

  it('reports an unreachable server and answers that break the contract', async () => {
    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(offline.client.call(userApi.info, {}))).kind).toBe('network');
    expect(offline.failures.map((error) => error.kind)).toEqual(['network']);

    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = answering(() => ok({ token: 1 }));
    const error = await failure(
      drifted.client.call(userApi.login, { account: 'a', password: 'b' }),
    );
    expect(error).toMatchObject({ kind: 'invalid_response', httpStatus: 200 });
    expect(spy).toHaveBeenCalledOnce();

    const proxyPage = answering(() => json(502, '<html>Bad gateway</html>'));
    expect((await failure(proxyPage.client.call(userApi.info, {}))).kind).toBe('invalid_response');
  });

  it('refuses, without a request, an endpoint of the other API or one that answers an image', async () => {
    const { client, calls } = answering(() => ok(null));
    await expect(client.call(adminApi.me, {})).rejects.toThrow(
      /not an endpoint of the customer API/,
    );
    const operator = answering(() => ok(null), 'operator');
    await expect(
      operator.client.call(kycAdminApi.image, { verificationId: 1, side: 'front' }),
    ).rejects.toThrow(/answers image/);
    expect([...calls, ...operator.calls]).toEqual([]);
  });
});

describe('endpointQuery', () => {
  it('keys the query by endpoint and body and passes the query signal on', async () => {
    const { client, calls } = answering(() => ok([{ name: 'title', value: 'Kabuto' }]));
    const query = endpointQuery(client, commonApi.config, { type: 'all' });
    expect(query.queryKey).toEqual(queryKey(commonApi.config, { type: 'all' }));
    expect(query.queryKey).toEqual(['customer', 'common', 'config', { type: 'all' }]);
    const controller = new AbortController();
    await expect(query.queryFn({ signal: controller.signal })).resolves.toEqual([
      { name: 'title', value: 'Kabuto' },
    ]);
    expect(calls[0]?.url).toBe('/api/vue/common/config');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('the legacy post(path, body, schema)', () => {
  it('posts below the API prefix of the environment, with the same answer handling', async () => {
    const customer = answering(() => ok(session));
    await expect(
      customer.client.post('/user/login', {}, loginResponse, { idempotencyKey: 'key-12345678' }),
    ).resolves.toEqual(session);
    expect(customer.calls[0]?.url).toBe('/api/vue/user/login');
    expect(headersOf(customer.calls[0])[HEADER_IDEMPOTENCY_KEY]).toBe('key-12345678');

    const operator = answering(
      () => json(200, { status: 0, msg: 'duplicate_operation', data: null }),
      'operator',
    );
    const error = await failure(operator.client.post('/customers/lift', {}, loginResponse));
    expect(error).toMatchObject({ kind: 'refused', key: 'duplicate_operation' });
    expect(operator.calls[0]?.url).toBe('/api/admin/customers/lift');
  });
});

describe('callForFile(endpoint, body)', () => {
  const body = { year: 2026, format: 'pdf', locale: 'ja' } as const;

  it('answers the document and the name the server gave it', async () => {
    const { client, calls } = answering(
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="kabuto-annual-report-2026-ja.pdf"; filename*=UTF-8\'\'kabuto-annual-report-2026-ja.pdf',
          },
        }),
    );
    const file = await client.callForFile(annualReportApi.file, body);
    expect(file.fileName).toBe('kabuto-annual-report-2026-ja.pdf');
    expect(file.blob.size).toBe(4);
    expect(calls[0]?.url).toBe('/api/vue/report/annualFile');
    expect(headersOf(calls[0]).accept).toContain('application/pdf');
  });

  it("never saves what is not one of the file types (a proxy's HTML page), and throws refusals", async () => {
    const html = answering(
      () =>
        new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failure(html.client.callForFile(annualReportApi.file, body))).kind).toBe(
      'invalid_response',
    );
    const refused = answering(() =>
      json(200, { status: 0, msg: 'report_year_unavailable', data: null }),
    );
    expect((await failure(refused.client.callForFile(annualReportApi.file, body))).key).toBe(
      'report_year_unavailable',
    );
    await expect(
      refused.client.callForFile(annualReportApi.annual, { year: 2026 }),
    ).rejects.toThrow(/use the other call/);
  });

  it('reads the file name without a path in it', () => {
    expect(attachmentName("attachment; filename*=UTF-8''a%2F..%2Fb.csv", 'x')).toBe('a_.._b.csv');
    expect(attachmentName('attachment; filename="r.pdf"', 'x')).toBe('r.pdf');
    expect(attachmentName(null, 'fallback')).toBe('fallback');
  });
});

describe('callForImage(endpoint, body)', () => {
  const image = () =>
    new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
      status: 200,
      headers: { 'content-type': 'image/jpeg' },
    });

  it('answers an image as a Blob, asked for with the operator token', async () => {
    const { client, calls } = answering(image, 'operator');
    const blob = await client.callForImage(kycAdminApi.image, { verificationId: 3, side: 'front' });
    expect(blob.size).toBe(4);
    expect(calls[0]?.url).toBe('/api/admin/kyc/image');
    expect(headersOf(calls[0])[HEADER_OPERATOR_TOKEN]).toBe('op-1');
    expect(headersOf(calls[0]).accept).toContain('image/jpeg');
  });

  it('throws a refusal in the envelope with its catalogue key', async () => {
    const { client, failures } = answering(
      () => json(200, { status: 0, msg: 'upload_not_found', data: null }),
      'operator',
    );
    const error = await failure(
      client.callForImage(fundingAdminApi.depositProof, { depositId: 9 }),
    );
    expect({ kind: error.kind, key: error.key }).toEqual({
      kind: 'refused',
      key: 'upload_not_found',
    });
    expect(failures).toEqual([error]);
  });

  it('ends the session on 401 and reports 403 as forbidden', async () => {
    const body = { verificationId: 3, side: 'back' } as const;
    const expired = answering(
      () => json(401, { status: 0, msg: 'unauthorized', data: null }),
      'operator',
    );
    expect((await failure(expired.client.callForImage(kycAdminApi.image, body))).kind).toBe(
      'unauthorized',
    );
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);
    const denied = answering(
      () => json(403, { status: 0, msg: 'forbidden', data: null }),
      'operator',
    );
    expect((await failure(denied.client.callForImage(kycAdminApi.image, body))).kind).toBe(
      'forbidden',
    );
    expect(denied.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not show an answer that is not an image (an HTML page, a success envelope)', async () => {
    const body = { verificationId: 3, side: 'front' } as const;
    const html = answering(
      () =>
        new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      'operator',
    );
    expect((await failure(html.client.callForImage(kycAdminApi.image, body))).kind).toBe(
      'invalid_response',
    );
    const envelope = answering(() => ok(null), 'operator');
    expect((await failure(envelope.client.callForImage(kycAdminApi.image, body))).kind).toBe(
      'invalid_response',
    );
  });

  it('keeps the legacy postForBlob(path) working', async () => {
    const { client, calls } = answering(image, 'operator');
    expect((await client.postForBlob('/funding/depositProof', { depositId: 9 })).size).toBe(4);
    expect(calls[0]?.url).toBe('/api/admin/funding/depositProof');
  });
});
