import {
  ERROR_TOAST_MS,
  HEADER_ACCOUNT,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
  REDIRECT_AFTER_401_MS,
  REQUEST_TIMEOUT_MS,
} from '@kabuto/contract';

/** Base path of the customer API (spec section 7). */
export const API_BASE = '/api/vue';

/**
 * The part of a zod schema the client needs: answers are checked against the contract before any
 * screen sees them, so a drifted server fails loudly here rather than as `undefined` in a view.
 */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type ApiFailureKind =
  | 'refused' // status 0 with a catalogue key
  | 'unauthorized' // HTTP 401: the session is missing, expired or revoked
  | 'timeout'
  | 'network'
  | 'aborted' // the caller cancelled (a screen was left); nobody is told
  | 'invalid_response';

export class ApiError extends Error {
  readonly kind: ApiFailureKind;
  /** The error-catalogue key the server answered, when there is one. */
  readonly key: string | null;
  readonly httpStatus: number | null;

  constructor(kind: ApiFailureKind, key: string | null, httpStatus: number | null) {
    super(key ?? kind);
    this.name = 'ApiError';
    this.kind = kind;
    this.key = key;
    this.httpStatus = httpStatus;
  }
}

export type NetworkMessage = 'timeout' | 'failed' | 'unexpected';

/** Everything the client touches outside itself, so tests can run it without a browser or server. */
export type ApiClientEnvironment = {
  fetch: typeof fetch;
  session(): { token: string | null; account: string | null };
  language(): string;
  /** Shows a short message to the customer (an antd-mobile Toast in the app). */
  notify(message: string, durationMs: number): void;
  translateError(key: string): string;
  translateNetwork(message: NetworkMessage): string;
  /** Forgets the session token at once (the answer was 401). */
  endSession(): void;
  /** Opens the login screen; called REDIRECT_AFTER_401_MS after a 401. */
  goToLogin(): void;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
};

export type RequestOptions = {
  /** A fresh key per form submission makes a retried submission harmless. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

type Envelope = { status: unknown; msg: unknown; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export type ApiClient = {
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
};

export function createApiClient(env: ApiClientEnvironment): ApiClient {
  let loginRedirectPending = false;

  function fail(
    kind: ApiFailureKind,
    key: string | null,
    httpStatus: number | null,
    message?: string,
  ): never {
    if (message !== undefined) env.notify(message, ERROR_TOAST_MS);
    throw new ApiError(kind, key, httpStatus);
  }

  function handleUnauthorized(key: string | null): never {
    env.endSession();
    if (!loginRedirectPending) {
      // Several screens may be refused at once; the customer is told and redirected only once.
      loginRedirectPending = true;
      env.notify(env.translateError(key ?? 'unauthorized'), ERROR_TOAST_MS);
      env.setTimer(() => {
        loginRedirectPending = false;
        env.goToLogin();
      }, REDIRECT_AFTER_401_MS);
    }
    throw new ApiError('unauthorized', key ?? 'unauthorized', 401);
  }

  function headersFor(options: RequestOptions): Record<string, string> {
    const { token, account } = env.session();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      [HEADER_LANGUAGE]: env.language(),
    };
    if (token) headers[HEADER_TOKEN] = token;
    if (account) headers[HEADER_ACCOUNT] = account;
    if (options.idempotencyKey) headers[HEADER_IDEMPOTENCY_KEY] = options.idempotencyKey;
    return headers;
  }

  async function send(path: string, body: unknown, options: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = env.setTimer(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await env.fetch(`${API_BASE}${path}`, {
        method: 'POST',
        headers: headersFor(options),
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
    } catch {
      if (timedOut) return fail('timeout', null, null, env.translateNetwork('timeout'));
      if (options.signal?.aborted) return fail('aborted', null, null);
      return fail('network', null, null, env.translateNetwork('failed'));
    } finally {
      env.clearTimer(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  async function post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await send(path, body, options);
    const payload = await readJson(response);
    const key =
      isEnvelope(payload) && typeof payload.msg === 'string' && payload.msg ? payload.msg : null;
    if (response.status === 401) return handleUnauthorized(key);
    if (!isEnvelope(payload))
      return fail('invalid_response', null, response.status, env.translateNetwork('unexpected'));
    if (payload.status !== 1) {
      return fail(
        'refused',
        key,
        response.status,
        key ? env.translateError(key) : env.translateNetwork('unexpected'),
      );
    }
    const parsed = schema.safeParse(payload.data);
    if (!parsed.success) {
      console.error(`Answer of ${path} does not match its contract`, parsed.error);
      return fail('invalid_response', null, response.status, env.translateNetwork('unexpected'));
    }
    return parsed.data;
  }

  return { post };
}

/** A fresh idempotency key; `randomUUID` needs a secure context, so plain http falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
