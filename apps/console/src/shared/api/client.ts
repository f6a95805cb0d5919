import {
  HEADER_IDEMPOTENCY_KEY,
  HEADER_OPERATOR_TOKEN,
  REQUEST_TIMEOUT_MS,
} from '@kabuto/contract';

/** Every operator endpoint is `POST /api/admin<path>` (apps/server/src/platform/operator-route.ts). */
export const OPERATOR_API_BASE = '/api/admin';

/**
 * The part of a zod schema the client needs: answers are checked against the contract before any
 * screen sees them, so a drifted server fails loudly here rather than as `undefined` in a view.
 */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type ApiFailureKind =
  | 'refused' // status 0 with a catalogue key
  | 'unauthorized' // HTTP 401: no session, or it expired or was revoked
  | 'forbidden' // HTTP 403: the session is fine, the operator lacks the role
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

/** Everything the client touches outside itself, so tests run it without a browser or a server. */
export type ApiClientEnvironment = {
  fetch: typeof fetch;
  /** The operator session token, or null before login. */
  token(): string | null;
  /** The server answered 401: the session is over. Called once per refused request. */
  onUnauthorized(): void;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
};

export type RequestOptions = {
  /** A fresh key per submission makes a retried submission harmless. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

export type ApiClient = {
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: RequestOptions,
  ): Promise<T>;
  /**
   * For endpoints that answer a file (an ID image, a transfer proof): the bytes as a Blob, to be
   * shown through an object URL. A refusal still comes as the JSON envelope and is thrown.
   */
  postForBlob(path: string, body: unknown, options?: RequestOptions): Promise<Blob>;
};

/** What a file endpoint may answer; anything else (an HTML error page) is not shown. */
const BLOB_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

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

/**
 * Unlike the customer app, the client shows nothing itself: a back-office screen states a refusal
 * next to the form or table it belongs to, so failures are thrown as ApiError for the screen.
 */
export function createApiClient(env: ApiClientEnvironment): ApiClient {
  function headersFor(options: RequestOptions, accept: string): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept,
    };
    const token = env.token();
    if (token) headers[HEADER_OPERATOR_TOKEN] = token;
    if (options.idempotencyKey) headers[HEADER_IDEMPOTENCY_KEY] = options.idempotencyKey;
    return headers;
  }

  async function send(
    path: string,
    body: unknown,
    options: RequestOptions,
    accept = 'application/json',
  ): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = env.setTimer(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await env.fetch(`${OPERATOR_API_BASE}${path}`, {
        method: 'POST',
        headers: headersFor(options, accept),
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch {
      if (timedOut) throw new ApiError('timeout', null, null);
      if (options.signal?.aborted) throw new ApiError('aborted', null, null);
      throw new ApiError('network', null, null);
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
    if (response.status === 401) {
      env.onUnauthorized();
      throw new ApiError('unauthorized', key ?? 'unauthorized', 401);
    }
    if (response.status === 403) throw new ApiError('forbidden', key ?? 'forbidden', 403);
    if (!isEnvelope(payload)) throw new ApiError('invalid_response', null, response.status);
    if (payload.status !== 1) throw new ApiError('refused', key, response.status);
    const parsed = schema.safeParse(payload.data);
    if (!parsed.success) {
      console.error(`Answer of ${path} does not match its contract`, parsed.error);
      throw new ApiError('invalid_response', null, response.status);
    }
    return parsed.data;
  }

  async function postForBlob(
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<Blob> {
    const response = await send(
      path,
      body,
      options,
      `${BLOB_CONTENT_TYPES.join(', ')}, application/json`,
    );
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (response.ok && BLOB_CONTENT_TYPES.includes(contentType)) {
      try {
        return await response.blob();
      } catch {
        throw new ApiError(options.signal?.aborted ? 'aborted' : 'network', null, null);
      }
    }
    const payload = await readJson(response);
    const key =
      isEnvelope(payload) && typeof payload.msg === 'string' && payload.msg ? payload.msg : null;
    if (response.status === 401) {
      env.onUnauthorized();
      throw new ApiError('unauthorized', key ?? 'unauthorized', 401);
    }
    if (response.status === 403) throw new ApiError('forbidden', key ?? 'forbidden', 403);
    if (isEnvelope(payload) && payload.status !== 1) {
      throw new ApiError('refused', key, response.status);
    }
    throw new ApiError('invalid_response', null, response.status);
  }

  return { post, postForBlob };
}

/** A fresh idempotency key per submission; `randomUUID` needs a secure context, so plain http falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
