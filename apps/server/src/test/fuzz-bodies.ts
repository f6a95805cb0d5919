import fc from 'fast-check';
import { anyJsonValue, serialize } from './fuzz-values';
import { valueFor, type JsonSchema } from './fuzz-schema';
import { mutationsFor, withUnstorableText } from './fuzz-mutations';

/**
 * Request bodies for the API fuzz test (test/api-fuzz.test.ts), generated from a route's JSON
 * schema in the OpenAPI document: values of the right shape that probe the edges
 * (test/fuzz-schema.ts), mixed with mutations (test/fuzz-mutations.ts: missing fields, wrong types,
 * extra and prototype keys, NUL bytes, lone surrogates) and JSON that only a text payload can carry.
 */

export type { JsonSchema } from './fuzz-schema';

/** What is sent: the payload text, its content type, and a readable form for failure reports. */
export type FuzzBody = { payload: string; contentType: string; shown: string };

/**
 * The body as JSON text; `protoKey`, when given, is written as a leading `"__proto__"` member,
 * which JSON.parse turns into an own property (prototype pollution, if a server merged it).
 */
function toBody(value: unknown, protoKey?: unknown): FuzzBody {
  let payload = serialize(value);
  if (protoKey !== undefined) {
    const rest = payload.startsWith('{') ? payload.slice(1) : '}';
    payload = `{"__proto__":${JSON.stringify(protoKey)}${rest === '}' ? '' : ','}${rest}`;
  }
  return { payload, contentType: 'application/json', shown: payload };
}

/** Texts that are not (quite) JSON, or JSON that JSON.stringify would never write. */
const RAW_TEXTS: FuzzBody[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '\ufeff{}',
  '{}{}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
].map((payload) => ({
  payload,
  contentType: 'application/json',
  shown: payload.length > 200 ? `${payload.slice(0, 40)}…(${payload.length} chars)` : payload,
}));

const OTHER_CONTENT_TYPES: FuzzBody[] = [
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', shown: 'form a=1&b=2' },
  { payload: '{}', contentType: 'text/plain', shown: 'text/plain {}' },
  { payload: '{}', contentType: 'application/json; charset=latin1', shown: 'json latin1 {}' },
  { payload: '<a/>', contentType: 'application/xml', shown: 'xml' },
];

/** Bodies for one route: valid-looking ones, mutated ones, and the odd non-JSON text. */
export function bodiesFor(schema: JsonSchema | undefined): fc.Arbitrary<FuzzBody> {
  const body = schema ? valueFor(schema) : anyJsonValue;
  const strictBody = schema ? valueFor(schema, true) : anyJsonValue;
  const mutated = fc
    .tuple(
      body,
      fc.array(mutationsFor(schema ?? {}), { minLength: 1, maxLength: 3 }),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<unknown>(
            { polluted: true },
            { prototype: { polluted: true } },
            null,
          ),
        },
      ),
    )
    .map(([value, mutations, protoKey]) =>
      toBody(
        mutations.reduce((acc, mutate) => mutate(acc), value),
        protoKey,
      ),
    );
  return fc.oneof(
    { weight: 10, arbitrary: strictBody.map((value) => toBody(value)) },
    { weight: 8, arbitrary: body.map((value) => toBody(value)) },
    { weight: 6, arbitrary: mutated },
    { weight: 4, arbitrary: withUnstorableText(strictBody).map((value) => toBody(value)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_TEXTS, ...OTHER_CONTENT_TYPES) },
  );
}

/** Shortens long strings for a failure report: the seed reproduces the exact body. */
export function abbreviate(text: string, max = 2_000): string {
  const shortened = text.replace(
    /(.)\1{63,}/gu,
    (run, unit: string) => `${unit.repeat(8)}…(${unit} ×${[...run].length})`,
  );
  return shortened.length > max
    ? `${shortened.slice(0, max)}…(${shortened.length} chars)`
    : shortened;
}
