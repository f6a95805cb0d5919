import {
  API_PREFIX,
  HEADER_IDEMPOTENCY_KEY,
  FILE_CONTENT_TYPES,
  REQUEST_TIMEOUT_MS,
  endpointUrl,
  queryKey,
  type Api,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from '@kabuto/contract';

/**
 * The one API client of the customer app and the operator console. Each endpoint is declared once
 * in @kabuto/contract; `call(endpoint, body)` posts to its URL and checks the answer against its
 * response schema, so a drifted server fails loudly here rather than as `undefined` in a view.
 * What differs between the apps (their headers, what a 401 does, whether failures are shown as
 * toasts) comes in through the environment.
 */

export type ApiFailureKind =
  | 'refused' // status 0 with a catalogue key
  | 'unauthorized' // HTTP 401: the session is missing, expired or revoked
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
  /** The API this app talks to: the legacy `post(path)` is relative to its prefix. */
  api: Api;
  fetch: typeof fetch;
  /** The app's own headers on every request (session token, language). */
  headers(): Record<string, string>;
  /**
   * `same-origin` in both apps: the login routes keep a trusted-device cookie (HttpOnly, its path
   * the login route only), which the browser sends and stores only if the request allows cookies.
   */
  credentials: RequestCredentials;
  /** The server answered 401 (with this catalogue key): the session is over. Called for every 401. */
  onUnauthorized(key: string): void;
  /** Called with every failure just before it is thrown, except a cancellation (`aborted`). */
  onFailure?(error: ApiError): void;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
};

export type CallOptions = {
  /**
   * A fresh key per submission makes a retried submission harmless. `required` endpoints get one
   * generated when none is given; `optional` ones are only deduplicated when the caller passes one.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The caller shows some refusals itself (a form, beside the field a key belongs to): called with
   * each refusal's key before the environment's `onFailure`, which is skipped when it answers true.
   * The call still rejects with the ApiError.
   */
  showsRefusal?: (key: string) => boolean;
};

/** The part of a zod schema the legacy `post` needs. */
export type ResponseSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type ApiClient = {
  call<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
  /**
   * For endpoints that answer an image (an ID image, a transfer proof): the bytes as a Blob, to be
   * shown through an object URL. A refusal still comes as the JSON envelope and is thrown.
   */
  callForImage<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    options?: CallOptions,
  ): Promise<Blob>;
  /**
   * For endpoints that answer a file (the annual report's CSV and PDF): the document and the name
   * the server gave it, to be saved through an object URL. A refusal comes as the envelope and is thrown.
   */
  callForFile<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /**
   * @deprecated Call sites are being converted to `call(endpoint, body)` area by area; this is
   * removed when the last one is. `path` is below the app's API prefix.
   */
  post<T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: CallOptions,
  ): Promise<T>;
  /**
   * @deprecated Use `callForImage(endpoint, body)`; removed when the last call site is converted.
   */
  postForBlob(path: string, body: unknown, options?: CallOptions): Promise<Blob>;
};

/** A file endpoint's document: its bytes and the name to save it under. */
export type DownloadedFile = { blob: Blob; fileName: string };

const FILE_ACCEPT = `${FILE_CONTENT_TYPES.join(', ')}, application/json`;

/** The name in `attachment; filename*=UTF-8''…` (or `filename="…"`), else the fallback. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  const raw = extended?.[1] ?? plain?.[1];
  if (!raw) return fallback;
  try {
    // Never a path: the browser saves it in its download folder under this name only.
    return decodeURIComponent(raw).replace(/[\\/]/g, '_');
  } catch {
    return fallback;
  }
}

/** What an image endpoint may answer; anything else (an HTML error page) is not shown. */
const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const JSON_ACCEPT = 'application/json';
const IMAGE_ACCEPT = `${IMAGE_CONTENT_TYPES.join(', ')}, application/json`;

type Envelope = { status: unknown; msg: unknown; data: unknown };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

function keyOf(payload: unknown): string | null {
  return isEnvelope(payload) && typeof payload.msg === 'string' && payload.msg ? payload.msg : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` needs a secure context, so a page served over
 * plain http (a development server on the local network) makes one from `getRandomValues`.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh idempotency key. */
export function newIdempotencyKey(): string {
  return randomUuid();
}

export function createApiClient(env: ApiClientEnvironment): ApiClient {
  function fail(error: ApiError, options: CallOptions = {}): never {
    const shownByCaller =
      error.kind === 'refused' && error.key !== null && options.showsRefusal?.(error.key) === true;
    if (error.kind !== 'aborted' && !shownByCaller) env.onFailure?.(error);
    throw error;
  }

  /** A mistake in the code, not a failure of the call: it must show up in development at once. */
  function urlOf(endpoint: Endpoint, answer: Endpoint['answer']): string {
    if (endpoint.api !== env.api)
      throw new Error(`${endpointUrl(endpoint)} is not an endpoint of the ${env.api} API`);
    if (endpoint.answer !== answer)
      throw new Error(`${endpointUrl(endpoint)} answers ${endpoint.answer}: use the other call`);
    return endpointUrl(endpoint);
  }

  function keyFor(endpoint: Endpoint, options: CallOptions): CallOptions {
    if (options.idempotencyKey || endpoint.idempotency !== 'required') return options;
    // The server refuses a `required` call without a key; forgetting one must not cost the call.
    return { ...options, idempotencyKey: newIdempotencyKey() };
  }

  function headersFor(options: CallOptions, accept: string): Record<string, string> {
    const headers: Record<string, string> = {
      ...env.headers(),
      'content-type': 'application/json',
      accept,
    };
    if (options.idempotencyKey) headers[HEADER_IDEMPOTENCY_KEY] = options.idempotencyKey;
    return headers;
  }

  async function send(
    url: string,
    body: unknown,
    options: CallOptions,
    accept: string,
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
      return await env.fetch(url, {
        method: 'POST',
        headers: headersFor(options, accept),
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
        credentials: env.credentials,
      });
    } catch {
      if (timedOut) return fail(new ApiError('timeout', null, null));
      if (options.signal?.aborted) return fail(new ApiError('aborted', null, null));
      return fail(new ApiError('network', null, null));
    } finally {
      env.clearTimer(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  /** The failure an answer carries (401, 403, not an envelope, status 0), or null for a success. */
  function failureOf(response: Response, payload: unknown): ApiError | null {
    const key = keyOf(payload);
    if (response.status === 401) {
      env.onUnauthorized(key ?? 'unauthorized');
      return new ApiError('unauthorized', key ?? 'unauthorized', 401);
    }
    if (response.status === 403) return new ApiError('forbidden', key ?? 'forbidden', 403);
    if (!isEnvelope(payload)) return new ApiError('invalid_response', null, response.status);
    if (payload.status !== 1) return new ApiError('refused', key, response.status);
    return null;
  }

  async function postJson<T>(
    url: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options: CallOptions,
  ): Promise<T> {
    const response = await send(url, body, options, JSON_ACCEPT);
    const payload = await readJson(response);
    const failure = failureOf(response, payload);
    if (failure) return fail(failure, options);
    const parsed = schema.safeParse((payload as Envelope).data);
    if (!parsed.success) {
      console.error(`Answer of ${url} does not match its contract`, parsed.error);
      return fail(new ApiError('invalid_response', null, response.status));
    }
    return parsed.data;
  }

  async function postImage(url: string, body: unknown, options: CallOptions): Promise<Blob> {
    const response = await send(url, body, options, IMAGE_ACCEPT);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (response.ok && IMAGE_CONTENT_TYPES.includes(contentType)) {
      try {
        return await response.blob();
      } catch {
        return fail(new ApiError(options.signal?.aborted ? 'aborted' : 'network', null, null));
      }
    }
    // A success that is not an image (an HTML page from a proxy) is never shown.
    const failure = failureOf(response, await readJson(response));
    return fail(failure ?? new ApiError('invalid_response', null, response.status), options);
  }

  async function postFile(
    url: string,
    body: unknown,
    options: CallOptions,
  ): Promise<DownloadedFile> {
    const response = await send(url, body, options, FILE_ACCEPT);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (response.ok && (FILE_CONTENT_TYPES as readonly string[]).includes(contentType)) {
      try {
        const blob = await response.blob();
        const fallback = url.split('/').pop() ?? 'download';
        return {
          blob,
          fileName: attachmentName(response.headers.get('content-disposition'), fallback),
        };
      } catch {
        return fail(new ApiError(options.signal?.aborted ? 'aborted' : 'network', null, null));
      }
    }
    const failure = failureOf(response, await readJson(response));
    return fail(failure ?? new ApiError('invalid_response', null, response.status), options);
  }

  return {
    // async, so that a misused endpoint rejects like any other failure instead of throwing at once.
    async call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options: CallOptions = {}) {
      const schema = endpoint.response as ResponseSchema<ResponseOf<E>>;
      return postJson(urlOf(endpoint, 'json'), body, schema, keyFor(endpoint, options));
    },
    async callForImage<E extends Endpoint>(
      endpoint: E,
      body: RequestOf<E>,
      options: CallOptions = {},
    ) {
      return postImage(urlOf(endpoint, 'image'), body, keyFor(endpoint, options));
    },
    async callForFile<E extends Endpoint>(
      endpoint: E,
      body: RequestOf<E>,
      options: CallOptions = {},
    ) {
      return postFile(urlOf(endpoint, 'file'), body, keyFor(endpoint, options));
    },
    post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options: CallOptions = {}) {
      return postJson(`${API_PREFIX[env.api]}${path}`, body, schema, options);
    },
    postForBlob(path: string, body: unknown, options: CallOptions = {}) {
      return postImage(`${API_PREFIX[env.api]}${path}`, body, options);
    },
  };
}

/**
 * A query for TanStack's `useQuery`/`queryOptions`: the key derives from the endpoint and the body,
 * so every screen asking the same question shares one cache entry; leaving the screen cancels the
 * request through the query's signal.
 */
export function endpointQuery<E extends Endpoint>(
  client: Pick<ApiClient, 'call'>,
  endpoint: E,
  body: RequestOf<E>,
) {
  return {
    queryKey: queryKey(endpoint, body),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.call(endpoint, body, { signal }),
  };
}
