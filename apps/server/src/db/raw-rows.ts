import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/**
 * A row a raw statement answered (a database function's result, columns by their database names)
 * as drizzle's own select would answer it: each column through its own mapping (int8 ids to
 * numbers, numerics to canonical decimal strings, timestamps to Dates). Both drivers hand drizzle
 * timestamps as text and numerics as strings, so the mapping is the same on PGlite and PostgreSQL.
 */
export function mapRawRow<Table extends PgTable>(
  table: Table,
  raw: Record<string, unknown>,
): InferSelectModel<Table> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in raw)) throw new Error(`the row has no column ${column.name}`);
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<Table>;
}

/**
 * Runs a raw statement as a named prepared statement (on PostgreSQL parsed and planned once per
 * connection; PGlite runs it as an extended query) and answers its rows, columns by their database
 * names, as the driver parsed them. For the statements the hottest paths send (an order, the
 * member centre's figures), where drizzle's query building cost more than the query itself.
 */
export async function preparedRows<Row extends Record<string, unknown>>(
  db: Queryable,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const result: unknown = await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute();
  return (result as { rows: Row[] }).rows;
}

/**
 * A json column of a raw statement's row: node-postgres hands it parsed, PGlite through drizzle's
 * raw path as its text.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
