import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DecimalString } from '@kabuto/money';
import { loadConfig } from '../../config';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { creditFromBankClearing } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { systemClock } from '../../platform/clock';
import { DEMO_CUSTOMER, seedBase, seedDemo } from '../../seed';

/**
 * The demo seed (the storm's customer, verified and funded) and `funding.amount` more yen for the
 * demo customer, through a real deposit entry: the tests that storm a real server with orders
 * (crash, connection loss) start from it.
 */
export async function seedDemoAndFund(
  db: Database,
  uploadDir: string,
  funding: { reason: string; idempotencyKey: string; amount: DecimalString },
): Promise<void> {
  await seedBase(db);
  await seedDemo(db, systemClock, { uploadDir });
  const [demo] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM customers WHERE account = ${DEMO_CUSTOMER.account}`,
  );
  await db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      ...funding,
      customerId: Number(demo!.id),
      currency: 'JPY',
    }),
  );
}

/**
 * The crash test's own data: a PGlite folder on disk (the server's default) or, with DATABASE_URL
 * set, a fresh PostgreSQL database beside the configured one, the way test/database.ts decides.
 * The server child process and the test's checks open it in turn, never at once (a PGlite folder
 * is never opened by two processes).
 */
export class CrashDatabase {
  readonly kind = loadConfig().database.kind;
  /** A name no other run of the test uses (idempotency keys, databases). */
  readonly id = randomBytes(4).toString('hex');
  private readonly workDir = mkdtempSync(path.join(tmpdir(), 'kabuto-crash-'));
  private postgres: { adminUrl: string; name: string; url: string } | null = null;

  /** Creates the database; answers the environment the server process needs to use it. */
  async create(): Promise<Record<string, string>> {
    const dataDir = path.join(this.workDir, 'data');
    const configured = loadConfig().database;
    if (configured.kind === 'pglite') return { DATA_DIR: dataDir };
    const name = `kabuto_crash_${this.id}`;
    const admin = new pg.Client({ connectionString: configured.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(configured.url);
    url.pathname = `/${name}`;
    this.postgres = { adminUrl: configured.url, name, url: url.toString() };
    // DATA_DIR still holds the demo seed's uploads.
    return { DATABASE_URL: this.postgres.url, DATA_DIR: dataDir };
  }

  /** Before the server first starts: the demo seed, and `extraYen` more for the demo customer. */
  async seedAndFund(extraYen: DecimalString): Promise<void> {
    const database = await this.open();
    try {
      await seedDemoAndFund(database.db, path.join(this.workDir, 'data', 'uploads'), {
        reason: 'Crash test funding',
        idempotencyKey: `crash-test-funding:${this.id}`,
        amount: extraYen,
      });
    } finally {
      await database.close();
    }
  }

  /** The test's own connection: only while the server process is stopped. */
  open(): Promise<DatabaseHandle> {
    if (this.postgres) return openDatabase({ kind: 'postgres', url: this.postgres.url });
    return openDatabase({ kind: 'pglite', dataDir: path.join(this.workDir, 'data') });
  }

  async destroy(): Promise<void> {
    rmSync(this.workDir, { recursive: true, force: true });
    if (!this.postgres) return;
    const admin = new pg.Client({ connectionString: this.postgres.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${this.postgres.name} WITH (FORCE)`);
    await admin.end();
  }
}

/** What a storm's server process must not inherit from the shell (its own database and clock). */
export const STORM_SERVER_UNSET = [
  'DATABASE_URL',
  'REDIS_URL',
  'CLOCK_START',
  'CLOCK_CONTROL',
  'UPLOAD_DIR',
];

/**
 * The environment of a server process an order storm runs against, besides its database: no rate
 * limit in the way, the always-open session, no built apps. The database is seeded before the
 * server starts (seedDemoAndFund); the server's own demo seed would add the demo's closable
 * position, which is no ticket of the storm.
 */
export const STORM_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  MARKET_CALENDAR: 'demo',
  RATE_LIMIT_PER_MINUTE: '1000000',
  TRADE_LIMIT_PER_MINUTE: '1000000',
  REGISTER_LIMIT_PER_HOUR: '1000000',
  WEB_DIST_DIR: '/nonexistent',
  CONSOLE_DIST_DIR: '/nonexistent',
};
