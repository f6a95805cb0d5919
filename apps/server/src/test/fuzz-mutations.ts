import fc from 'fast-check';
import { SPECIAL_KEYS, UNSTORABLE_STRINGS, anyJsonValue, unstorableString } from './fuzz-values';
import type { JsonSchema } from './fuzz-schema';

/**
 * Mutations of a generated body for the API fuzz test: missing fields, wrong types, extra and
 * prototype keys, and text the database cannot store slipped into a field.
 */

type Mutation = (body: unknown) => unknown;

/** Mutations of a valid-looking object body, each of which a server must answer politely. */
export function mutationsFor(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const keys = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const options: Array<fc.Arbitrary<Mutation>> = [
    // An extra field, under an ordinary or a special name.
    fc
      .tuple(fc.oneof(fc.constantFrom(...SPECIAL_KEYS), fc.string({ maxLength: 12 })), anyJsonValue)
      .map(setField),
    // The whole body of another type.
    anyJsonValue.map((value) => () => value),
  ];
  if (keys.length > 0) {
    // A field of the wrong type (or a hostile value of the right one).
    options.push(
      fc.tuple(fc.constantFrom(...keys), anyJsonValue).map(setField),
    );
    // Text the database cannot store, in a field.
    options.push(
      fc.tuple(fc.constantFrom(...keys), unstorableString).map(setField),
    );
  }
  if (required.length > 0) {
    // A required field missing.
    options.push(
      fc.constantFrom(...required).map((key) => (body: unknown) => {
        if (body === null || typeof body !== 'object') return body;
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...options);
}

/** The mutation that sets one field (any key, `__proto__` included) to a value. */
function setField([key, value]: [string, unknown]): Mutation {
  return (body: unknown) => withKey(body, key, value);
}

function withKey(body: unknown, key: string, value: unknown): unknown {
  const copy: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  // defineProperty, so `__proto__` becomes an own (serialized) key rather than the prototype.
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Every string inside a value, as the path of keys and indexes that leads to it. */
function stringPaths(
  value: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function replaceAt(
  value: unknown,
  at: Array<string | number>,
  replace: (old: string) => string,
): unknown {
  if (at.length === 0) return typeof value === 'string' ? replace(value) : value;
  const [head, ...rest] = at;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replace) : item));
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      key === head ? replaceAt(item, rest, replace) : item,
    ]),
  );
}

/**
 * A valid body with a NUL or a lone surrogate slipped into one of its strings, at any depth, at
 * the start, the end or in the middle, so a free-text field carries it past validation.
 */
export function withUnstorableText(body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      body,
      fc.nat(),
      fc.constantFrom(...UNSTORABLE_STRINGS),
      fc.constantFrom<'start' | 'middle' | 'end'>('start', 'middle', 'end'),
    )
    .map(([value, pick, bad, where]) => {
      const paths = stringPaths(value);
      if (paths.length === 0) return value;
      return replaceAt(value, paths[pick % paths.length]!, (old) => {
        if (where === 'start') return bad + old;
        if (where === 'end') return old + bad;
        const middle = Math.floor(old.length / 2);
        return old.slice(0, middle) + bad + old.slice(middle);
      });
    });
}
