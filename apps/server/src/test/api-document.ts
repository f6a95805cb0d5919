import openapiTS, { astToString } from 'openapi-typescript';
import type { TestApp } from './app';

/** The API document as the running app serves it. */
export async function fetchApiDocument(t: TestApp): Promise<Record<string, unknown>> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
  return answer.json<Record<string, unknown>>();
}

const HEADER = `/**
 * A typed client's view of the Kabuto API, generated from its OpenAPI document by openapi-typescript
 * (\`npm run api:client\`). Do not edit: test/api-document.test.ts regenerates it and fails when the
 * document has changed without it.
 */
/* eslint-disable */
`;

/** What openapi-typescript generates from the document: the types a third-party client would use. */
export async function generatedClientTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}

/** Outside src/: generated, not written by hand (and far longer than a source file may be). */
export const GENERATED_CLIENT_PATH = new URL('../../generated/kabuto-api.ts', import.meta.url);
