import fc from 'fast-check';
import {
  DICTIONARY,
  EXTREME_NUMBERS,
  MAX_SAFE,
  anyJsonValue,
  anyString,
  dateString,
  encodedString,
  rawNumber,
} from './fuzz-values';

/**
 * Values generated from a route's JSON schema in the OpenAPI document, for the API fuzz test's
 * bodies (test/fuzz-bodies.ts): of the right shape, probing the edges (enums, boundaries, huge and
 * negative numbers, very long strings, decimal- and date-looking strings).
 */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's generator writes for request bodies. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

function numberArbitrary(
  schema: JsonSchema,
  integer: boolean,
  strict: boolean,
): fc.Arbitrary<unknown> {
  let min = schema.minimum ?? -MAX_SAFE;
  let max = schema.maximum ?? MAX_SAFE;
  if (schema.exclusiveMinimum === true) min += integer ? 1 : Number.EPSILON;
  else if (typeof schema.exclusiveMinimum === 'number')
    min = schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : Number.EPSILON;
  else if (typeof schema.exclusiveMaximum === 'number')
    max = schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  min = Math.max(min, -MAX_SAFE);
  max = Math.min(max, MAX_SAFE);
  const step = schema.multipleOf;
  const fit = (n: number) => (step ? Math.min(max, Math.max(min, Math.round(n / step) * step)) : n);
  const inRange = integer
    ? fc
        .oneof(
          // Small values: ids in a young database, counts, pages.
          fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 10)) }),
          fc.constantFrom(Math.ceil(min), Math.floor(max)),
          fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        )
        .map(fit)
    : fc.oneof(
        fc.constantFrom(min, max),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
  if (strict) return inRange;
  const outOfRange = fc.oneof(
    fc.constantFrom(...EXTREME_NUMBERS, min - 1, max + 1, min + 0.5),
    rawNumber,
  );
  return fc.oneof({ weight: 6, arbitrary: inRange }, { weight: 2, arbitrary: outOfRange });
}

/**
 * Strings the pattern accepts. fast-check cannot generate through a lookahead (a positive amount's
 * pattern says "not zero" with one): such a pattern is generated without its lookaheads, keeping
 * only what the whole pattern accepts.
 */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const relaxed = new RegExp(withoutLookaheads(pattern.source), pattern.flags);
    return fc.stringMatching(relaxed).filter((text) => pattern.test(text));
  }
}

/** A regular expression's source with its `(?=…)` and `(?!…)` groups left out. */
export function withoutLookaheads(source: string): string {
  let kept = '';
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\\') {
      kept += source.slice(index, index + 2);
      index += 1;
    } else if (!inClass && (source.startsWith('(?=', index) || source.startsWith('(?!', index))) {
      index = closingParenthesis(source, index);
    } else {
      if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      kept += char;
    }
  }
  return kept;
}

/** The index of the `)` that closes the group opened at `open`. */
function closingParenthesis(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return index;
  }
  return source.length;
}

function stringArbitrary(schema: JsonSchema, strict: boolean, name: string): fc.Arbitrary<unknown> {
  const options: Array<fc.WeightedArbitrary<unknown>> = [];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    options.push({ weight: 8, arbitrary: matching(pattern) });
    const words = DICTIONARY.filter((word) => pattern.test(word));
    if (words.length > 0) options.push({ weight: 4, arbitrary: fc.constantFrom(...words) });
    if (strict) return fc.oneof(...options);
  }
  if (schema.format === 'date-time') options.push({ weight: 4, arbitrary: dateString });
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (!schema.pattern) {
    options.push({
      weight: 4,
      arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
    });
    const words = DICTIONARY.filter(fits);
    if (words.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...words) });
    // A cursor or a token is opaque: try the encodings servers use for them.
    if (/cursor|token|key/i.test(name))
      options.push({ weight: 10, arbitrary: encodedString.filter(fits) });
    // As long as allowed, in one-, three- and four-byte characters (UTF-16 length counts).
    options.push({
      weight: 1,
      arbitrary: fc
        .constantFrom('x', 'あ', '😀')
        .map((unit) => unit.repeat(Math.max(1, Math.floor(maxLength / unit.length))))
        .filter(fits),
    });
  }
  if (strict) return fc.oneof(...options);
  options.push({ weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) });
  options.push({ weight: 3, arbitrary: anyString });
  return fc.oneof(...options);
}

/**
 * A value of the schema's type. Fields are mostly valid (so bodies get past validation and into
 * the services), with edge values: boundaries, out-of-range and hostile strings. `strict` keeps
 * to what the schema allows (boundaries and extremes within it), so deep bodies pass validation.
 */
export function valueFor(schema: JsonSchema, strict = false, name = ''): fc.Arbitrary<unknown> {
  const arbitrary = valueForType(schema, strict, name);
  return schema.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 5, arbitrary })
    : arbitrary;
}

function valueForType(schema: JsonSchema, strict: boolean, name: string): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => valueFor(s, strict, name)));
  if (schema.allOf && schema.allOf.length > 0)
    return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, strict, name);
  if (schema.const !== undefined) {
    if (strict) return fc.constant(schema.const);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(schema.const) },
      { weight: 1, arbitrary: anyJsonValue },
    );
  }
  if (schema.enum && schema.enum.length > 0) {
    if (strict) return fc.constantFrom(...schema.enum);
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: typeOf(schema) === 'string' ? anyString : anyJsonValue },
    );
  }
  switch (typeOf(schema)) {
    case 'object':
      return objectFor(schema, strict);
    case 'array': {
      const items = schema.items ? valueFor(schema.items, strict, name) : anyJsonValue;
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, 10);
      if (strict) return fc.array(items, { minLength, maxLength });
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(items, { minLength, maxLength }) },
        {
          weight: 1,
          arbitrary: fc.array(items, { minLength: maxLength + 1, maxLength: maxLength + 3 }),
        },
      );
    }
    case 'integer':
      return numberArbitrary(schema, true, strict);
    case 'number':
      return numberArbitrary(schema, false, strict);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, strict, name);
    case 'null':
      return fc.constant(null);
    default:
      return anyJsonValue;
  }
}

function objectFor(schema: JsonSchema, strict: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    model[key] = valueFor(property, strict, key);
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const record = fc.record(model, { requiredKeys });
  const confirmations = confirmationPairs(Object.keys(properties));
  if (confirmations.length === 0) return record;
  // `confirmPassword` and the like mostly repeat their field, so a body gets past the comparison.
  return fc
    .tuple(
      record,
      fc.array(fc.nat(4), { minLength: confirmations.length, maxLength: confirmations.length }),
    )
    .map(([value, skips]) => {
      const copy = { ...value };
      confirmations.forEach(([confirm, original], index) => {
        if (skips[index] === 0) return;
        if (original in copy) copy[confirm] = copy[original];
      });
      return copy;
    });
}

/** `confirmX` → the sibling it repeats: the one named `x`, else `newX`, else one ending in `X`. */
function confirmationPairs(keys: string[]): Array<[string, string]> {
  return keys.flatMap((key): Array<[string, string]> => {
    const match = /^confirm(.+)$/.exec(key);
    if (!match) return [];
    const suffix = match[1]!;
    const candidates = [suffix.charAt(0).toLowerCase() + suffix.slice(1), `new${suffix}`];
    const original =
      candidates.find((candidate) => keys.includes(candidate)) ??
      keys.find((other) => other !== key && other.toLowerCase().endsWith(suffix.toLowerCase()));
    return original ? [[key, original]] : [];
  });
}
