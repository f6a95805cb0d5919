/**
 * Text that the database can store. PostgreSQL refuses a NUL character in `text` and a lone
 * UTF-16 surrogate in `jsonb` (and UTF-8 cannot encode one at all), so a request carrying either
 * used to reach the database and fail there with HTTP 500. One rule, applied by the server to
 * every request body before validation: such a request is refused as `invalid_params`.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Bounds the walk so a pathological body cannot make it expensive (bodies are 64 KiB at most). */
const MAX_VISITED_VALUES = 100_000;

/**
 * Whether any string in a parsed JSON value — object keys included, at any depth — is text the
 * database cannot store. Iterative, so a deeply nested body cannot overflow the stack; a body too
 * large to walk counts as unstorable.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  let visited = 0;
  while (pending.length > 0) {
    visited += 1;
    if (visited > MAX_VISITED_VALUES) return true;
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
