import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endpointArea,
  endpointUrl,
  FILE_CONTENT_TYPES,
  HEADER_IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_PATTERN,
  type Endpoint,
} from '@kabuto/contract';

/**
 * The OpenAPI document (/api/docs/json) and its UI (/api/docs), generated from the endpoint
 * declarations (packages/contract/src/endpoint.ts), so that a client generated from it can call
 * every route: operationIds, who may call (`security`, `security: []` on public routes, the roles
 * as `x-roles`), the `idempotency-key` header where it is taken or required, every status a route
 * can send, the refusal envelope and its error keys once as named components, multipart bodies.
 * An independent linter (Redocly's recommended rules) checks it in the suite.
 */

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; parameters?: Json[] };

const REF = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Statuses every route may answer besides 200, each with the refusal envelope. */
const TRANSPORT_STATUSES: Record<string, string> = {
  '400': 'A body that is not JSON, or a URL that cannot be decoded: `invalid_params`',
  '413': 'The body is larger than the limit: `invalid_params`',
  '429': 'Over a rate limit: `too_frequent`, with a Retry-After header',
  '500': 'An unexpected failure: `system_busy` (the details are logged, never answered)',
  '503': 'The database is unreachable (a restart, a failover): `system_busy`; retry shortly',
};

const AREA_DESCRIPTIONS: Record<string, string> = {
  user: 'Registration, sessions, passwords and the member centre',
  common: 'Site configuration',
  market: 'Quotes, candles, indices, search (the simulated market is labelled as such)',
  watchlist: 'The customer’s watchlist',
  news: 'News articles',
  upload: 'Image uploads (identity documents, transfer proofs)',
  kyc: 'Identity verification',
  bank: 'Bank cards',
  funding: 'Deposits, withdrawals, wallets and fund records',
  fx: 'Currency exchange at a quoted rate',
  trade: 'Orders and positions',
  dayTrading: 'Day-trading applications',
  auth: 'Operator sessions',
  audit: 'The audit log of operator actions',
  config: 'Site configuration (operators)',
  customers: 'Customers (operators)',
  ledger: 'The ledger check',
  trading: 'Trading desk: settings, positions, locks, day-trading reviews',
};

/** Named, shared schemas: the error keys and the refusal envelope are written once. */
function sharedComponents(refusal: z.ZodType): Json {
  const refusalSchema = z.toJSONSchema(refusal, { target: 'openapi-3.0' }) as Json;
  delete refusalSchema.$schema;
  return {
    parameters: {
      IdempotencyKey: {
        name: HEADER_IDEMPOTENCY_KEY,
        in: 'header',
        required: false,
        description:
          'A client-generated key per action: a retry with the same key answers the first answer',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      },
      IdempotencyKeyRequired: {
        name: HEADER_IDEMPOTENCY_KEY,
        in: 'header',
        required: true,
        description:
          'Required: stored with the record the call creates, so a retry never applies twice',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      },
    },
    responses: {
      ...Object.fromEntries(
        Object.entries({
          ...TRANSPORT_STATUSES,
          '401': 'No valid session for this API: `unauthorized` (or the account is shut out)',
          '403': 'The operator lacks the role: `forbidden`',
        }).map(([status, description]) => [
          `Status${status}`,
          { description, content: { 'application/json': { schema: REF('schemas', 'Refusal') } } },
        ]),
      ),
    },
    schemas: { Refusal: refusalSchema },
  };
}

function isRefusalBranch(schema: unknown): boolean {
  const properties = (schema as { properties?: { status?: { enum?: unknown[] } } } | null)
    ?.properties;
  return properties?.status?.enum?.[0] === 0;
}

/** The 200 answer: the success envelope or a refusal (a business or validation refusal is 200). */
function jsonAnswer(operation: Operation): Json {
  const schema = (operation.responses?.['200']?.content as Json | undefined)?.[
    'application/json'
  ] as { schema?: { anyOf?: unknown[] } } | undefined;
  const branches = (schema?.schema?.anyOf ?? []).map((branch) =>
    isRefusalBranch(branch) ? REF('schemas', 'Refusal') : branch,
  );
  return {
    description:
      'The envelope: `status` 1 with `data`, or `status` 0 with a refusal key from the catalogue',
    content: { 'application/json': { schema: { anyOf: branches } } },
  };
}

function fileAnswer(): Json {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    description: 'The document, as an attachment; a refusal answers the JSON envelope instead',
    content: {
      ...Object.fromEntries(FILE_CONTENT_TYPES.map((type) => [type, binary])),
      'application/json': { schema: REF('schemas', 'Refusal') },
    },
  };
}

function imageAnswer(): Json {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    description: 'The image itself; a refusal answers the JSON envelope instead',
    content: {
      'image/jpeg': binary,
      'image/png': binary,
      'image/webp': binary,
      'application/json': { schema: REF('schemas', 'Refusal') },
    },
  };
}

function enrichOperation(operation: Operation, endpoint: Endpoint): void {
  const access = endpoint.access;
  operation.security =
    access.kind === 'public'
      ? []
      : access.kind === 'optional'
        ? [{}, { token: [], account: [] }]
        : access.kind === 'customer'
          ? [{ token: [], account: [] }]
          : [{ operatorToken: [] }];
  if (access.kind === 'operator') operation['x-roles'] = [...access.roles];
  if (endpoint.idempotency !== 'none') {
    operation.parameters = [
      ...(operation.parameters ?? []),
      REF(
        'parameters',
        endpoint.idempotency === 'required' ? 'IdempotencyKeyRequired' : 'IdempotencyKey',
      ),
    ];
  }
  if (endpoint.format === 'multipart') {
    const form = z.toJSONSchema(endpoint.request, { target: 'openapi-3.0' }) as Json;
    delete form.$schema;
    operation.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: form } },
    };
  }
  const responses: Record<string, Json> = {
    '200':
      endpoint.answer === 'image'
        ? imageAnswer()
        : endpoint.answer === 'file'
          ? fileAnswer()
          : jsonAnswer(operation),
  };
  for (const status of Object.keys(TRANSPORT_STATUSES))
    responses[status] = REF('responses', `Status${status}`);
  if (access.kind !== 'public' && access.kind !== 'optional')
    responses['401'] = REF('responses', 'Status401');
  if (access.kind === 'operator') responses['403'] = REF('responses', 'Status403');
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

export async function registerApiDocs(
  app: FastifyInstance,
  endpoints: readonly Endpoint[],
  refusal: z.ZodType,
): Promise<void> {
  const byUrl = new Map(endpoints.map((endpoint) => [endpointUrl(endpoint), endpoint]));
  const areas = [...new Set(endpoints.map(endpointArea))].sort();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Kabuto API',
        version: '0.1.0',
        description:
          "The customer API (`POST /api/vue/<area>/<action>`, headers `account` and `token`; the app's device id, a random UUID, in `x-kabuto-device`, kept with the session a login or a registration opens) and the operator API (`POST /api/admin/<area>/<action>`, header `operator-token`). Every answer is the envelope `{ status, msg, data }`.",
        license: { name: 'Proprietary', url: 'https://kabuto.example/terms' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: areas.map((name) => ({ name, description: AREA_DESCRIPTIONS[name] ?? name })),
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          account: { type: 'apiKey', in: 'header', name: 'account' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'operator-token' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject) as Json & {
        paths?: Record<string, Record<string, Operation>>;
        components?: Record<string, Json>;
      };
      const shared = sharedComponents(refusal);
      document.components = {
        ...document.components,
        parameters: { ...document.components?.parameters, ...(shared.parameters as Json) },
        responses: { ...document.components?.responses, ...(shared.responses as Json) },
        schemas: { ...document.components?.schemas, ...(shared.schemas as Json) },
      };
      for (const [url, methods] of Object.entries(document.paths ?? {})) {
        const endpoint = byUrl.get(url);
        const operation = methods.post;
        if (endpoint && operation) enrichOperation(operation, endpoint);
      }
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
