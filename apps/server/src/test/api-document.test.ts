import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@kabuto/contract/all-endpoints';
import { operationId } from '@kabuto/contract';
import { buildTestApp, demoCustomer, type TestApp } from './app';
import { fetchApiDocument, GENERATED_CLIENT_PATH, generatedClientTypes } from './api-document';
import type { paths } from '../../generated/kabuto-api';

/**
 * The API document is for real clients (issue 10): an independent linter accepts it, and a client
 * generated from it by openapi-typescript compiles (tsc checks this file against the generated
 * types) and places an order. `npm run api:client` rewrites the generated types after a deliberate
 * change to the API; without it this test fails as soon as the document and the client disagree.
 */
let t: TestApp;
let document: Record<string, unknown>;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  document = await fetchApiDocument(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

describe('the API document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'kabuto-openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it('names every endpoint of the contract as an operation', () => {
    const operations = Object.values(document.paths as Record<string, { post?: { operationId?: string } }>)
      .map((methods) => methods.post?.operationId)
      .sort();
    expect(operations).toEqual(ALL_ENDPOINTS.map(operationId).sort());
  });

  it('is what the generated client was generated from', async () => {
    const generated = await generatedClientTypes(document);
    if (process.env.API_CLIENT_WRITE === '1') writeFileSync(GENERATED_CLIENT_PATH, generated);
    expect(existsSync(GENERATED_CLIENT_PATH)).toBe(true);
    expect(readFileSync(GENERATED_CLIENT_PATH, 'utf8'), 'run `npm run api:client` after changing the API').toBe(generated);
  });
});

describe('a client generated from the document', () => {
  it('signs in and places an order, with the idempotency key the document requires', async () => {
    const client = createClient<paths>({ baseUrl });
    const login = await client.POST('/api/vue/user/login', {
      body: { account: demoCustomer.account, password: demoCustomer.password },
    });
    expect(login.data?.status).toBe(1);
    const answer = login.data?.status === 1 ? login.data.data : undefined;
    // The demo customer has no two-factor: the login answers the session, not a challenge.
    const session = answer && 'token' in answer ? answer : undefined;
    expect(session?.token).toBeTruthy();
    const headers = { token: session!.token, account: session!.account };

    const order = {
      symbol: '9432',
      direction: 'long' as const,
      orderType: 'market' as const,
      lots: 1,
      leverage: 1,
    };
    const placed = await client.POST('/api/vue/trade/place', {
      params: { header: { 'idempotency-key': 'generated-client-order-1' } },
      headers,
      body: order,
    });
    expect(placed.response.status).toBe(200);
    expect(placed.data?.status).toBe(1);
    const position = placed.data?.status === 1 ? placed.data.data : undefined;
    expect(position?.symbol).toBe('9432');

    // The same key again answers the same order, as the document says.
    const retried = await client.POST('/api/vue/trade/place', {
      params: { header: { 'idempotency-key': 'generated-client-order-1' } },
      headers,
      body: order,
    });
    const again = retried.data?.status === 1 ? retried.data.data : undefined;
    expect(again?.id).toBe(position?.id);
  });
});
