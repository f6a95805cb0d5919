import type { z } from 'zod';

/**
 * One declaration per endpoint (docs/ARCHITECTURE.md, "Endpoints"): its path, what it takes and
 * answers, who may call it, whether it takes an idempotency key and which rate-limit budget it
 * spends. The server registers its routes from these objects, the apps call them through one typed
 * client whose query keys derive from them, the console's navigation reads their roles, and the
 * OpenAPI document is generated from them. Nothing about an endpoint is written twice.
 */

export const OPERATOR_ROLE_KEYS = ['support', 'compliance', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLE_KEYS)[number];

/**
 * - `public`: anyone; `optional`: a valid customer session identifies the caller, else anonymous;
 * - `customer`: a live customer session;
 * - `operator`: a live operator session holding one of `roles` (admins hold them all).
 */
export type EndpointAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'optional' }
  | { readonly kind: 'customer' }
  | { readonly kind: 'operator'; readonly roles: readonly OperatorRole[] };

/** Budgets counted on top of the global per-address one (apps/server/src/platform/rate-limit.ts). */
export type RateLimitClass = 'register' | 'money' | 'trade' | 'report';

/**
 * - `none`: the call changes nothing, or its answer is a secret that must never be stored (login);
 * - `optional`: a retry with the same `idempotency-key` gets the first answer back;
 * - `required`: the key is stored with the record the call creates (ADR 0012): calls without one
 *   are refused with `idempotency_key_required`.
 */
export type Idempotency = 'none' | 'optional' | 'required';

export type Api = 'customer' | 'operator';

export type EndpointAnswer = 'json' | 'image' | 'file';

/** What a `file` endpoint may answer on success (the client refuses anything else). */
export const FILE_CONTENT_TYPES = ['text/csv', 'application/pdf'] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];

export const API_PREFIX: Record<Api, string> = { customer: '/api/vue', operator: '/api/admin' };

export type Endpoint<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Access extends EndpointAccess = EndpointAccess,
  Key extends Idempotency = Idempotency,
> = {
  readonly api: Api;
  /** Below the API's prefix: `/user/login` is `POST /api/vue/user/login`. */
  readonly path: string;
  readonly summary: string;
  readonly request: Request;
  /** The answer's `data` (inside the envelope); for an image or file answer, what a refusal would carry. */
  readonly response: Response;
  /**
   * `image`: a success answers the bytes of an image, a refusal the JSON envelope.
   * `file`: a success answers a document to save (one of FILE_CONTENT_TYPES, as an attachment with
   * its file name), a refusal the JSON envelope (ADR 0042).
   */
  readonly answer: EndpointAnswer;
  /**
   * `multipart`: a form upload (`request` then describes its fields for the document; the server
   * reads the parts itself, bounded, and checks them). Otherwise a JSON body checked by `request`.
   */
  readonly format: 'json' | 'multipart';
  readonly access: Access;
  readonly idempotency: Key;
  readonly rateLimit: RateLimitClass | null;
};

type Declaration<Request, Response, Access, Key> = {
  path: string;
  summary: string;
  request: Request;
  response: Response;
  access: Access;
  idempotency?: Key;
  rateLimit?: RateLimitClass;
  answer?: EndpointAnswer;
  format?: 'json' | 'multipart';
};

function declare<
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Access extends EndpointAccess,
  const Key extends Idempotency,
>(api: Api, declaration: Declaration<Request, Response, Access, Key>): Endpoint<Request, Response, Access, Key> {
  if (!/^\/[A-Za-z0-9]+(\/[A-Za-z0-9]+)+$/.test(declaration.path))
    throw new Error(`endpoint path ${declaration.path} is not /<area>/<action>`);
  if (api === 'operator' && declaration.access.kind !== 'operator' && declaration.access.kind !== 'public')
    throw new Error(`operator endpoint ${declaration.path} must be operator or public`);
  return Object.freeze({
    api,
    path: declaration.path,
    summary: declaration.summary,
    request: declaration.request,
    response: declaration.response,
    answer: declaration.answer ?? 'json',
    format: declaration.format ?? 'json',
    access: declaration.access,
    // Absent means 'none' (the declaration's type says so too: Key defaults to 'none').
    idempotency: (declaration.idempotency ?? 'none') as Key,
    rateLimit: declaration.rateLimit ?? null,
  });
}

/** A customer API endpoint: `POST /api/vue<path>`. */
export function customerEndpoint<
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Access extends EndpointAccess,
  const Key extends Idempotency = 'none',
>(declaration: Declaration<Request, Response, Access, Key>) {
  return declare('customer', declaration);
}

/** An operator API endpoint: `POST /api/admin<path>`. */
export function operatorEndpoint<
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Access extends EndpointAccess,
  const Key extends Idempotency = 'none',
>(declaration: Declaration<Request, Response, Access, Key>) {
  return declare('operator', declaration);
}

export const PUBLIC = { kind: 'public' } as const;
export const OPTIONAL_CUSTOMER = { kind: 'optional' } as const;
export const CUSTOMER = { kind: 'customer' } as const;
/** Operators holding one of these roles (admins always may). */
export function operators<const Roles extends readonly OperatorRole[]>(...roles: Roles) {
  return { kind: 'operator', roles } as const;
}

export function endpointUrl(endpoint: Pick<Endpoint, 'api' | 'path'>): string {
  return `${API_PREFIX[endpoint.api]}${endpoint.path}`;
}

/** `/user/login` → `user`: the area an endpoint belongs to (a query-key root, an OpenAPI tag). */
export function endpointArea(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path.split('/')[1] ?? '';
}

/** `customer` `/user/login` → `userLogin`; operator endpoints are prefixed `admin`. */
export function operationId(endpoint: Pick<Endpoint, 'api' | 'path'>): string {
  const words = endpoint.path.split('/').filter(Boolean);
  if (endpoint.api === 'operator') words.unshift('admin');
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/**
 * The query key of a call: the API, the area, the action, then the body. Every screen that asks
 * the same endpoint the same question shares one cache entry, and `queryRoot(endpoint)` (the API
 * and area) invalidates a whole area at once.
 */
export function queryKey(endpoint: Pick<Endpoint, 'api' | 'path'>, body?: unknown): readonly unknown[] {
  const [, area, ...action] = endpoint.path.split('/');
  return [endpoint.api, area, action.join('/'), ...(body === undefined ? [] : [body])];
}

export function queryRoot(endpoint: Pick<Endpoint, 'api' | 'path'>): readonly unknown[] {
  return [endpoint.api, endpointArea(endpoint)];
}

export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
