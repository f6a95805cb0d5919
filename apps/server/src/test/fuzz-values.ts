import fc from 'fast-check';

/**
 * The values the API fuzz test puts into request bodies (test/fuzz-bodies.ts builds the bodies):
 * strings and numbers that mean something to this app, edge and hostile strings (NUL, lone
 * surrogates, very long, decimal- and date-looking), extreme and raw JSON numbers, prototype keys.
 */

/** Strings that mean something to this app, so valid-looking bodies sometimes reach real rows. */
export const DICTIONARY = [
  'demo1234',
  '0900000001',
  'KABUTO',
  'admin',
  '7203',
  '6758',
  '8306',
  'JPY',
  'USD',
  'all',
  'open',
  'title',
  'N225',
  '^N225',
  '123456',
  '1234567',
  'abcd1234',
];

/** NUL and lone surrogates: text PostgreSQL cannot store (text refuses \0, jsonb \ud800). */
export const UNSTORABLE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbff',
  '\udc00y',
  '\ud800\u0000',
];

const EDGE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1e400',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0.00000001',
  '0.000000001',
  '1.5',
  '-1.5',
  '99999999999999999999999999999999',
  '999999999999999999',
  '999999999999999999.99999999',
  '9223372036854775807',
  '9223372036854775808',
  '2147483648',
  '1,000',
  '１２３',
  '٣',
  '0x10',
  '1_000',
  '00',
  '01',
  '2026-11-20T01:00:00Z',
  '2026-11-20T01:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-02-30',
  '24:00',
  '23:59',
  '99:99',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE customers; --',
  '%00',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '日本語テキスト',
  '😀',
  'e\u0301',
  '\u202e',
  '\ufeff',
  '\r\n',
  '\t',
  '\u0001',
  '\u001f',
  '__proto__',
  'constructor',
];

/** Keys that have tripped up JavaScript servers: prototype pollution and inherited names. */
export const SPECIAL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
  '__defineGetter__',
  'a\u0000b',
  '\ud800',
];

/** Numbers a JSON text can hold but JSON.stringify cannot write (Infinity, -0, beyond doubles). */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '1E2',
  '1.0000000000000000001',
  '0.1e-400',
  '9007199254740993',
];

/** Marks a raw number inside a generated value; `serialize` writes it into the text unquoted. */
const RAW_MARK = '\u0002RAW:';
export const rawNumber = fc.constantFrom(...RAW_NUMBERS).map((text) => `${RAW_MARK}${text}\u0002`);

export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0002RAW:([^"\\]*)\\u0002"/g, '$1');
}

export const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export const EXTREME_NUMBERS = [
  0,
  -1,
  0.5,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e15,
  1e21,
  1e308,
  -1e308,
  MAX_SAFE,
  -MAX_SAFE,
  Number.EPSILON,
  Number.MIN_VALUE,
];

const longString = fc
  .oneof(fc.integer({ min: 100, max: 3_000 }), fc.constantFrom(255, 256, 1_000, 10_000, 40_000))
  .chain((length) =>
    fc
      .constantFrom('a', '9', 'あ', '😀')
      .map((unit) => unit.repeat(Math.ceil(length / unit.length))),
  );

const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
  );

export const dateString = fc
  .oneof(
    fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
    // The ends of what JavaScript can represent, far beyond what PostgreSQL stores.
    fc.constantFrom(
      new Date(-8.64e15),
      new Date(8.64e15),
      new Date('0000-01-01T00:00:00Z'),
      new Date(0),
    ),
    fc.date({ noInvalidDate: true }),
  )
  .map((date) => date.toISOString());

export const unstorableString = fc.oneof(
  fc.constantFrom(...UNSTORABLE_STRINGS),
  fc
    .tuple(fc.constantFrom(...DICTIONARY, 'abc'), fc.constantFrom(...UNSTORABLE_STRINGS))
    .map(([a, b]) => a + b),
);

/**
 * Opaque tokens (cursors and the like) are often base64 of fields joined by a separator: encode
 * edge values that way, so a decoder's own checks are probed too.
 */
const numberText = fc.oneof(fc.integer(), fc.constantFrom(...EXTREME_NUMBERS)).map(String);
export const encodedString = fc
  .tuple(
    fc.oneof(
      // The keyset idiom: a timestamp and an id.
      { weight: 3, arbitrary: fc.tuple(dateString, numberText) },
      {
        weight: 2,
        arbitrary: fc.array(fc.oneof(dateString, numberText, fc.constantFrom(...EDGE_STRINGS)), {
          minLength: 1,
          maxLength: 3,
        }),
      },
    ),
    fc.constantFrom('|', '|', ':', ','),
    fc.constantFrom<BufferEncoding>('base64url', 'base64url', 'base64'),
  )
  .map(([parts, separator, encoding]) => Buffer.from(parts.join(separator)).toString(encoding));

/** Any string, from harmless to hostile. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DICTIONARY) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: decimalString },
  { weight: 1, arbitrary: dateString },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: unstorableString },
  { weight: 1, arbitrary: encodedString },
);

/** A JSON value of any type: what a mutation puts where a field should be. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', [], {}, [null], { a: 1 }, [[[[[]]]]]),
  fc.constantFrom(...EXTREME_NUMBERS),
  rawNumber,
  anyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse('['.repeat(3_000) + ']'.repeat(3_000)) as unknown),
);
