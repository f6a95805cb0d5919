import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { AppConfig } from '../config';
import { pgliteNotices, postgresNotices, type ListenForNotices } from './notices';
import { createPostgresPool } from './postgres-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the modules see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query functions take either, so they can run inside a caller's transaction. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Database notices (LISTEN/NOTIFY, db/notices.ts). */
  listen: ListenForNotices;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database the config names and applies every pending migration (forward only).
 * PGlite is PostgreSQL compiled to WASM: one connection, one process, and it does not fsync, so a
 * machine crash can lose the last writes. It is the embedded default for trying Kabuto out and for
 * tests; production runs on PostgreSQL through DATABASE_URL.
 */
export async function openDatabase(database: AppConfig['database']): Promise<DatabaseHandle> {
  if (database.kind === 'pglite') {
    if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
    const client = database.dataDir ? new PGlite(path.join(database.dataDir, 'pglite')) : new PGlite();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      listen: pgliteNotices(client),
      close: () => client.close(),
    };
  }
  // Connections can be cut at any time (restart, failover, pg_terminate_backend): the pool logs
  // it, drops the connection and opens a new one for the next query (db/postgres-pool.ts).
  const pool = createPostgresPool(database.url);
  const db = drizzlePostgres({ client: pool, schema });
  await migratePostgres(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: postgresNotices(database.url, console.warn),
    close: () => pool.end(),
  };
}
