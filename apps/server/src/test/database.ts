import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (created here, dropped on close), so test files can
 * run in parallel without seeing each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const { database } = loadConfig();
  if (database.kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });

  const databaseName = `kabuto_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(database.url);
  url.pathname = `/${databaseName}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // pool.end() resolves before every socket has closed; give them a moment so the forced drop
      // below does not have to cut live connections.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const dropper = new pg.Client({ connectionString: database.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
