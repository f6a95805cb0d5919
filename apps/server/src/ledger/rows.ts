import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Raw statements answer `{ rows }` on both drivers (node-postgres and PGlite), but each parses
 * int8 and numeric its own way; ledger queries therefore cast ids and amounts to text in SQL and
 * read them back through `toId` and decimal strings here.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Ids are integers far below 2^53 (see db/schema.ts); anything else is a bug worth failing on. */
export function toId(value: unknown): number {
  const id = typeof value === 'number' ? value : Number(String(value));
  if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${String(value)}`);
  return id;
}
