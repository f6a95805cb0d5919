/**
 * Before/after of an audit entry as a list of changed fields: the log stores whole JSON values,
 * the reader wants to see which fields moved. Values are compared by their JSON text.
 */
export type DiffChange = 'added' | 'removed' | 'changed' | 'unchanged';
export type DiffLine = {
  path: string;
  change: DiffChange;
  before: string | null;
  after: string | null;
};

/** Deeper structures are shown whole; an audit value is a handful of fields, not a document. */
const MAX_DEPTH = 6;
/** Each side is cut to this many fields; the last line says how many more there were. */
export const MAX_FIELDS = 100;

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return parent ? `${parent}.${safe}` : safe;
}

function flattenInto(value: unknown, path: string, depth: number, out: Map<string, string>): void {
  if (value === undefined) return;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') {
    // The value came from JSON, so it always has a JSON text.
    out.set(path, JSON.stringify(value) ?? 'null');
    return;
  }
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) {
    out.set(path, Array.isArray(value) ? '[]' : '{}');
    return;
  }
  for (const [key, child] of entries) flattenInto(child, childPath(path, key), depth + 1, out);
}

/** Leaves of a JSON value as `path -> JSON text`; a missing value (null at the top) has none. */
export function flattenJson(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (value === null || value === undefined) return out;
  flattenInto(value, '', 0, out);
  return out;
}

export function diffJson(before: unknown, after: unknown): DiffLine[] {
  const left = flattenJson(before);
  const right = flattenJson(after);
  const paths = [...left.keys(), ...[...right.keys()].filter((path) => !left.has(path))];
  return paths.slice(0, MAX_FIELDS).map((path) => {
    const was = left.get(path) ?? null;
    const now = right.get(path) ?? null;
    const change: DiffChange =
      was === null ? 'added' : now === null ? 'removed' : was === now ? 'unchanged' : 'changed';
    return { path, change, before: was, after: now };
  });
}
