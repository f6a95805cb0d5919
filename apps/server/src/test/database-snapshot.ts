import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { ManualClock } from '../platform/clock';
import { seedBase, seedDemo } from '../seed';

/**
 * Databases made once per test run, which each test file's database starts as a copy of
 * (test/database.ts), instead of every file migrating and seeding again: on PGlite tarballs of the
 * data directory (`new PGlite({ loadDataDir })`), on PostgreSQL template databases
 * (`CREATE DATABASE ... TEMPLATE`). Made and removed by test/global-setup.ts. Two of each:
 * - `migrated`: every migration, no rows (what openTestDatabase gives);
 * - `demo`: then seedBase and seedDemo on a ManualClock at TEST_CLOCK_START (what buildTestApp
 *   gives by default; a test app on another clock start seeds its own copy of `migrated`).
 */
export type TestDatabaseSnapshot = {
  kind: 'pglite' | 'postgres';
  /** A tarball's path (PGlite) or a template database's name (PostgreSQL). */
  migrated: string;
  demo: string;
  /** The clock start the demo was seeded at (ISO). */
  demoClockStart: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** null when the run made none (test/database.ts then migrates and seeds itself). */
    testDatabaseSnapshot: TestDatabaseSnapshot | null;
  }
}

/** Where a test app's ManualClock starts unless the test says otherwise: 2026-11-20 10:00 JST, a Friday. */
export const TEST_CLOCK_START = new Date('2026-11-20T01:00:00Z');

export type PreparedSnapshot = { snapshot: TestDatabaseSnapshot; remove: () => Promise<void> };

/** The two snapshots made, the demo one seeded at TEST_CLOCK_START. */
function prepared(
  kind: TestDatabaseSnapshot['kind'],
  migrated: string,
  demo: string,
  remove: () => Promise<void>,
): PreparedSnapshot {
  return {
    snapshot: { kind, migrated, demo, demoClockStart: TEST_CLOCK_START.toISOString() },
    remove,
  };
}

/** What buildTestApp puts in every database before a test app starts. */
export async function seedTestDatabase(db: Database, clock: ManualClock, demo: boolean) {
  await seedBase(db);
  if (demo) await seedDemo(db, clock);
}

/** The PGlite behind a handle from openDatabase (which hides the driver; drizzle keeps it as $client). */
function pgliteOf(db: Database): PGlite {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('test snapshot: no PGlite client to dump');
  return client;
}

/** Both snapshots as tarballs in a temporary directory of this run. */
export async function preparePgliteSnapshots(): Promise<PreparedSnapshot> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kabuto-test-db-'));
  const remove = () => rm(directory, { recursive: true, force: true });
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      // Uncompressed: every test file loads one, and gunzip would cost more than reading 40 MB.
      const dump = async (name: string) => {
        const tarball = path.join(directory, `${name}.tar`);
        const data = await pgliteOf(handle.db).dumpDataDir('none');
        await writeFile(tarball, Buffer.from(await data.arrayBuffer()));
        return tarball;
      };
      const migrated = await dump('migrated');
      await seedTestDatabase(handle.db, new ManualClock(TEST_CLOCK_START), true);
      const demo = await dump('demo');
      return prepared('pglite', migrated, demo, remove);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(serverUrl: string, sql: string, values: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(sql, values);
  } finally {
    await admin.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to, and pool.end() resolves
 * before the server has seen every connection go: waits until it has, then closes the template to
 * connections for good, so every copy starts from exactly what was made.
 */
async function sealTemplate(serverUrl: string, template: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [template],
    );
    if ((rows[0] as { n: number }).n === 0) break;
    if (Date.now() > deadline) throw new Error(`test template ${template}: connections still open`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await adminQuery(serverUrl, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
}

/**
 * Both snapshots as template databases on the PostgreSQL server of `serverUrl`, named for this run
 * (kabuto_template_<run>, kabuto_template_<run>_demo) so that two runs on one server (two
 * checkouts, CI and a developer) never use or drop each other's.
 */
export async function preparePostgresTemplates(serverUrl: string): Promise<PreparedSnapshot> {
  const migrated = `kabuto_template_${randomBytes(6).toString('hex')}`;
  const demo = `${migrated}_demo`;
  const remove = async () => {
    for (const name of [demo, migrated]) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  try {
    await adminQuery(serverUrl, `CREATE DATABASE ${migrated}`);
    const migrating = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, migrated),
    });
    await migrating.close();
    await sealTemplate(serverUrl, migrated);

    await adminQuery(serverUrl, `CREATE DATABASE ${demo} TEMPLATE ${migrated}`);
    // openDatabase finds every migration applied already.
    const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, demo) });
    try {
      await seedTestDatabase(seeding.db, new ManualClock(TEST_CLOCK_START), true);
    } finally {
      await seeding.close();
    }
    await sealTemplate(serverUrl, demo);
  } catch (error) {
    await remove();
    throw error;
  }
  return prepared('postgres', migrated, demo, remove);
}
