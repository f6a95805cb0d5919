import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { adminQuery, databaseUrl } from '../test/database-snapshot';

/**
 * Migration 0011 (docs/adr/0020-operator-data-per-language.md) on a database that has data: a
 * deposit channel written before names were per language keeps its text in every language, and
 * the reasons customers read gain a language column that stays empty for what was written before.
 * On PGlite, or on a fresh database of the PostgreSQL server when DATABASE_URL is set.
 */

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BEFORE = '0011_operator_data_per_language';

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'kabuto-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return folder;
}

type Migrating = {
  /** Applies the migrations of `folder` that are not applied yet. */
  migrate: (folder: string) => Promise<void>;
  query: <Row>(statement: ReturnType<typeof sql>) => Promise<Row[]>;
  close: () => Promise<void>;
};

async function openEmptyDatabase(): Promise<Migrating> {
  const { database } = loadConfig();
  if (database.kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client });
    return {
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      query: async <Row>(statement: ReturnType<typeof sql>) =>
        (await db.execute(statement)).rows as Row[],
      close: () => client.close(),
    };
  }
  const name = `kabuto_migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(database.url, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(database.url, name), max: 1 });
  const db = drizzlePostgres({ client: pool });
  return {
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    query: async <Row>(statement: ReturnType<typeof sql>) =>
      (await db.execute(statement)).rows as Row[],
    close: async () => {
      await pool.end();
      await adminQuery(database.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migration 0011: operator data per language', () => {
  it('copies a channel’s one text into every language and records no language for old reasons', async () => {
    const before = migrationsBefore(BEFORE);
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    const database = await openEmptyDatabase();
    cleanups.push(() => database.close());

    await database.migrate(before);
    await database.query(sql`
      INSERT INTO deposit_channels
        (name, bank_name, branch_name, branch_code, account_type, account_number, account_holder, currency, enabled)
      VALUES ('銀行振込', '三井住友銀行', '東京営業部', '001', 'futsu', '1234567', 'カブト（カ', 'JPY', true)`);

    await database.migrate(MIGRATIONS);
    const rows = await database.query<Record<string, unknown>>(
      sql`SELECT name, bank_name, branch_name, account_holder, account_number FROM deposit_channels`,
    );
    expect(rows).toEqual([
      {
        name: { ja: '銀行振込', 'zh-TW': '銀行振込', en: '銀行振込' },
        bank_name: { ja: '三井住友銀行', 'zh-TW': '三井住友銀行', en: '三井住友銀行' },
        branch_name: { ja: '東京営業部', 'zh-TW': '東京営業部', en: '東京営業部' },
        // The bank's own record stays one text, as written.
        account_holder: 'カブト（カ',
        account_number: '1234567',
      },
    ]);

    const columns = await database.query<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
       WHERE column_name IN ('review_reason_locale', 'reason_locale') AND is_nullable = 'YES'
       ORDER BY table_name`);
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      // Added later (migration 0019): a leader application's review, with its language.
      'copy_leader_applications.review_reason_locale',
      'customer_restrictions.reason_locale',
      'day_trading_applications.review_reason_locale',
      'deposits.review_reason_locale',
      'identity_verifications.review_reason_locale',
      // Added later (migration 0016): a change to a published IPO offering, with its language.
      'ipo_offering_changes.reason_locale',
      // Added later (migration 0020): a loan application's rejection, with its language.
      'loans.review_reason_locale',
      'withdrawals.review_reason_locale',
    ]);
    // Migrating an empty PGlite twice takes a while on a busy two-core machine.
  }, 240_000);
});
