import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY } from '@kabuto/contract';
import { customers } from '../db/schema';
import { operators } from '../db/schema-operators';
import { postUpload, samplePng } from '../modules/kyc/testing';
import { buildTestApp, demoCustomer, signUpAndLogIn } from './app';
import { abbreviate, bodiesFor, type JsonSchema } from './fuzz-bodies';
import { FuzzClient, type FuzzRequest } from './fuzz-client';
import { malformedUploads } from './fuzz-upload-cases';

/**
 * Issue 9: every route of the customer and operator APIs, listed from the OpenAPI document, gets
 * bodies generated from its own schema (test/fuzz-bodies.ts: valid-looking values at
 * the edges, and mutations: missing fields, wrong types, extra and prototype keys, NUL bytes, lone
 * surrogates, broken JSON), each sent without a session, with a customer session and with an admin
 * operator session. No answer may be a 5xx, and every answer is exactly the envelope
 * `{ status, msg, data }` (a refusal's msg a catalogue key), or an image where a route answers one.
 *
 * FUZZ_SEED=<n> and FUZZ_RUNS=<n> (runs per route; each run sends three requests) change the
 * search; a failure prints the route, the session, the body, the answer and the seed. FUZZ_REPORT=1
 * prints, per route, what its answers were in the session it is meant for (how deep bodies reach).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 9_2026_11);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
console.info(`API fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} runs per route (FUZZ_RUNS)`);

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const uploadDir = mkdtempSync(path.join(tmpdir(), 'kabuto-fuzz-uploads-'));
// The document is served whatever API_DOCS says in the environment: the fuzz lists the routes from it.
const t = await buildTestApp({ configure: (config) => ({ ...config, uploadDir, apiDocs: true }) });
const documentAnswer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const openApi = documentAnswer.json<OpenApiDocument>();

/** Every operation of the two APIs in the document. */
const operations = Object.entries(openApi.paths)
  .filter(([url]) => url.startsWith('/api/vue/') || url.startsWith('/api/admin/'))
  .flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );
/** The JSON ones, fuzzed from their schemas; the rest (the multipart upload) have their own test. */
const jsonRoutes = operations.flatMap(({ url, method, operation }) => {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (method !== 'post' || !schema) return [];
  // Routes whose documented success is not JSON answer an image (ID documents, deposit proofs).
  const answersImage = !operation.responses?.['200']?.content?.['application/json'];
  return [{ url, schema, answersImage }];
});
const otherOperations = operations
  .filter(
    ({ url, method }) => !(method === 'post' && jsonRoutes.some((route) => route.url === url)),
  )
  .map(({ url, method }) => `${method.toUpperCase()} ${url}`);

const [admin] = await t.database.db
  .select({ id: operators.id })
  .from(operators)
  .where(eq(operators.username, 'admin'));
const [demo] = await t.database.db
  .select({ id: customers.id })
  .from(customers)
  .where(eq(customers.account, demoCustomer.account));
if (!demo || !admin) throw new Error('the demo customer and the admin operator are seeded');

/**
 * Two customers: the seeded demo customer (verified and funded, so trading and funding calls reach
 * their services) and a new one with fresh uploads of every purpose and no verification yet (so
 * verification, card and deposit calls can get past their ownership checks).
 */
const newcomer = await signUpAndLogIn(t);
const png = await samplePng();
for (const purpose of ['id_front', 'id_back', 'deposit_proof'])
  await postUpload(t, newcomer.headers, { purpose }, [
    { data: png, contentType: 'image/png', filename: 'a.png' },
  ]);
const [newcomerRow] = await t.database.db
  .select({ id: customers.id })
  .from(customers)
  .where(eq(customers.account, newcomer.account));
const fuzz = new FuzzClient(
  t,
  [
    { id: demo.id, account: demoCustomer.account },
    { id: newcomerRow!.id, account: newcomer.account },
  ],
  admin.id,
);

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [url, counts] of fuzz.outcomes)
      console.info(url, JSON.stringify(Object.fromEntries(counts)));
  }
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** One seed per route, derived from SEED, so a route's search does not depend on the others. */
function seedFor(url: string): number {
  let hash = SEED | 0;
  for (const char of url) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash | 0;
}

const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', 'x'.repeat(300), 'k'.repeat(4_000), '   ', '../../a', '%00'),
  },
);

describe('API fuzz (issue 9): no 5xx and nothing outside the envelope', () => {
  it('lists the routes from the OpenAPI document', () => {
    expect(documentAnswer.statusCode).toBe(200);
    // A broken or empty document must not let the fuzz pass by testing nothing.
    expect(jsonRoutes.length).toBeGreaterThan(80);
    expect(
      jsonRoutes.filter((route) => route.url.startsWith('/api/admin/')).length,
    ).toBeGreaterThan(30);
    // Anything not fuzzed from a JSON schema has a test of its own below.
    expect(otherOperations).toEqual(['POST /api/vue/upload/image']);
  });

  it.each(jsonRoutes)('$url', async ({ url, schema, answersImage }) => {
    if (url.startsWith('/api/vue/'))
      for (const { id } of fuzz.customers) await fuzz.liftCustomerRestrictions(id);
    const seed = seedFor(url);
    const details = await fc.check(
      fc.asyncProperty(
        bodiesFor(schema),
        idempotencyKey,
        fc.nat(fuzz.customers.length - 1),
        async (body, key, customer) => {
          const problem = await fuzz.sendThreeWays(
            {
              url,
              contentType: body.contentType,
              payload: body.payload,
              headers: key === undefined ? {} : { [HEADER_IDEMPOTENCY_KEY]: key },
            },
            key === undefined
              ? body.shown
              : `${body.shown}   (idempotency-key ${abbreviate(key, 60)})`,
            answersImage,
            customer,
          );
          if (problem) throw new Error(problem);
        },
      ),
      // No shrinking: a counterexample is reported as found (each shrink step is three requests).
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    if (details.failed) {
      const reason =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      throw new Error(
        `${reason}\n  (FUZZ_SEED=${SEED}: route seed ${details.seed}, path ${details.counterexamplePath})`,
      );
    }
  });

  it('gets past validation into the services on most routes (so passing is not vacuous)', () => {
    const shallow = jsonRoutes
      .map(({ url }) => url)
      .filter((url) => {
        const answers = [...(fuzz.outcomes.get(url)?.keys() ?? [])];
        return !answers.some((answer) => answer !== 'invalid_params' && answer !== 'unauthorized');
      });
    expect(shallow.length, `only validation refusals on ${shallow.join(', ')}`).toBeLessThan(
      jsonRoutes.length / 10,
    );
  });

  it('the upload route answers malformed multipart bodies within the envelope', async () => {
    const problems: string[] = [];
    for (const { name, payload, contentType, headers } of malformedUploads(png)) {
      const problem = await fuzz.sendThreeWays(
        {
          url: '/api/vue/upload/image',
          payload,
          ...(contentType ? { contentType } : {}),
          ...(headers ? { headers } : {}),
        },
        name,
      );
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it('unknown paths and methods answer within the envelope', async () => {
    const requests: FuzzRequest[] = [
      { url: '/api/vue/nope', contentType: 'application/json', payload: '{}' },
      { url: '/api/admin/nope', contentType: 'application/json', payload: '{}' },
      { url: '/api/vue/user/login/extra', contentType: 'application/json', payload: '{}' },
      { url: '/api/vue', contentType: 'application/json', payload: '{}' },
      { url: '/api/admin/', contentType: 'application/json', payload: '{}' },
      { method: 'GET', url: '/api/vue/user/info' },
      {
        method: 'PUT',
        url: '/api/admin/auth/login',
        contentType: 'application/json',
        payload: '{}',
      },
      { url: '/api/vue/%00', contentType: 'application/json', payload: '{}' },
      { url: `/api/vue/${'a'.repeat(5_000)}`, contentType: 'application/json', payload: '{}' },
      {
        url: '/api/vue/user/info?token=%00&x=%ED%A0%80',
        contentType: 'application/json',
        payload: '{}',
      },
    ];
    const problems: string[] = [];
    for (const request of requests) {
      const problem = await fuzz.sendThreeWays(
        request,
        request.payload === undefined ? '(none)' : String(request.payload),
      );
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  // Fastify's router refuses such a path before any hook or error handler runs; app.ts's
  // `frameworkErrors` makes that refusal the envelope too.
  it('paths that are not valid percent-encoding answer within the envelope', async () => {
    const problems: string[] = [];
    for (const url of ['/api/vue/%ZZ', '/api/vue/%ED%A0%80', '/api/admin/auth/%E0%A4%A']) {
      const problem = await fuzz.sendThreeWays(
        { url, contentType: 'application/json', payload: '{}' },
        '{}',
      );
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});
