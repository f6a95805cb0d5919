import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { pgliteNotices, postgresNotices } from '../db/notices';
import { createPostgresPool } from '../db/postgres-pool';
import * as schema from '../db/schema';
import type { ManualClock } from '../platform/clock';
import {
  adminQuery,
  databaseUrl,
  seedTestDatabase,
  type TestDatabaseSnapshot,
} from './database-snapshot';

type Variant = 'migrated' | 'demo';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on close), so test files can run
 * in parallel without seeing each other's rows. It starts as a copy of one of the run's snapshots
 * (test/global-setup.ts, test/database-snapshot.ts); without them (a file run outside the server
 * project's setup) it is migrated here.
 */
async function openCopy(variant: Variant): Promise<{ handle: DatabaseHandle; copied: boolean }> {
  const { database } = loadConfig();
  const snapshot: TestDatabaseSnapshot | null = inject('testDatabaseSnapshot') ?? null;
  const source = snapshot?.kind === database.kind ? snapshot[variant] : null;

  if (database.kind === 'pglite') {
    if (!source)
      return { handle: await openDatabase({ kind: 'pglite', dataDir: null }), copied: false };
    const client = new PGlite({ loadDataDir: new Blob([await readFile(source)]) });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      handle: { db, kind: 'pglite', listen: pgliteNotices(client), close: () => client.close() },
      copied: true,
    };
  }

  const databaseName = `kabuto_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    database.url,
    `CREATE DATABASE ${databaseName}${source ? ` TEMPLATE ${source}` : ''}`,
  );
  const url = databaseUrl(database.url, databaseName);
  let handle: DatabaseHandle;
  if (source) {
    // The app's own pool (as db/client.ts makes it), on a copy that is migrated already.
    const pool = createPostgresPool(url);
    handle = {
      db: drizzlePostgres({ client: pool, schema }),
      kind: 'postgres',
      listen: postgresNotices(url, console.warn),
      close: () => pool.end(),
    };
  } else {
    handle = await openDatabase({ kind: 'postgres', url });
  }
  const close = async () => {
    await handle.close();
    // pool.end() resolves before every socket has closed; give them a moment so the forced drop
    // below does not have to cut live connections.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await adminQuery(database.url, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  };
  return { handle: { ...handle, close }, copied: source !== null };
}

/** A migrated database with no rows. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return (await openCopy('migrated')).handle;
}

/**
 * A migrated database with what buildTestApp seeds (seedBase, and seedDemo on `clock` unless
 * `demo` is false): a copy of the run's seeded snapshot when that was seeded the same way (the
 * default clock start), else seeded here.
 */
export async function openSeededTestDatabase(
  clock: ManualClock,
  { demo }: { demo: boolean },
): Promise<DatabaseHandle> {
  const snapshot: TestDatabaseSnapshot | null = inject('testDatabaseSnapshot') ?? null;
  if (demo && snapshot?.demoClockStart === clock.now().toISOString()) {
    const { handle, copied } = await openCopy('demo');
    if (copied) return handle;
    await seedTestDatabase(handle.db, clock, demo);
    return handle;
  }
  const { handle } = await openCopy('migrated');
  await seedTestDatabase(handle.db, clock, demo);
  return handle;
}
