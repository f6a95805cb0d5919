import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isDatabaseUnavailable } from '../platform/database-errors';
import { createPostgresPool } from './postgres-pool';

/**
 * The pool's connections cut under it (db/postgres-pool.ts), one at a time and deterministically:
 * each test kills its own backends only (`pg_terminate_backend` by pid) on the PostgreSQL that
 * DATABASE_URL names. It runs in the PostgreSQL phase only (vitest.config.ts).
 */

const { database } = loadConfig();
if (database.kind !== 'postgres')
  throw new Error('needs DATABASE_URL (vitest.config.ts runs *.postgres.test.ts only with it)');
const url = database.url;

const logs: string[] = [];
const pool = createPostgresPool(url, { max: 2, log: (message) => logs.push(message) });
const db = drizzle({ client: pool });
const admin = new pg.Client({ connectionString: url });
const adminReady = admin.connect();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  // A pool that lost a slot (the failure this file looks for) never ends: do not wait for it.
  await Promise.race([pool.end(), sleep(5_000)]);
  await admin.end();
});

async function terminate(pid: number): Promise<void> {
  await adminReady;
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
}

async function backendPid(query: (text: SQL) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(sql`SELECT pg_backend_pid() AS pid`);
  return Number((rows[0] as { pid: number }).pid);
}

/** A transaction that must work: the pool has a live connection and a free slot. */
async function transactionWorks(): Promise<boolean> {
  const result = await db.transaction(async (tx) => tx.execute(sql`SELECT 1 AS one`));
  return result.rows.length === 1;
}

describe('the PostgreSQL pool when connections are cut', () => {
  it('survives a checked-out connection dying mid-transaction, and serves on', async () => {
    const failure = await db
      .transaction(async (tx) => {
        await terminate(await backendPid((query) => tx.execute(query)));
        // The client's 'error' event comes while drizzle holds it: without a listener, the process
        // (this test runner) would die here.
        await sleep(200);
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await transactionWorks()).toBe(true);
    expect(logs.some((line) => line.startsWith('PostgreSQL connection lost:'))).toBe(true);
  });

  it('does not lose a slot when BEGIN fails on a connection cut while idle', async () => {
    // drizzle sends BEGIN before its try/finally: a failed BEGIN never releases the client. With a
    // pool of two, two lost slots would leave every later query waiting for a connection.
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      await terminate(await backendPid((query) => db.execute(query)));
      const outcome = await transactionWorks().then(
        () => 'ok',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
      );
      outcomes.push(outcome);
    }
    expect(outcomes.filter((outcome) => outcome !== 'ok' && outcome !== 'unavailable')).toEqual([]);
    expect(await transactionWorks()).toBe(true);
    expect(await Promise.all([transactionWorks(), transactionWorks(), transactionWorks()])).toEqual(
      [true, true, true],
    );
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  });
});

describe('the PostgreSQL pool through a quiet spell', () => {
  it('keeps the connections it opened, past the idle timeout', async () => {
    // A short idle timeout stands for pg-pool's 10 s: without `min`, all three would be closed.
    const quiet = createPostgresPool(url, { max: 3, idleTimeoutMillis: 50 });
    try {
      // Three queries at once need three connections.
      const pids = async () => {
        const answers = await Promise.all(
          [0, 1, 2].map(() =>
            quiet.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
          ),
        );
        return answers.map((answer) => Number(answer.rows[0]!.pid)).sort((a, b) => a - b);
      };
      const before = await pids();
      expect(new Set(before).size).toBe(3);
      await sleep(400);
      expect(quiet.totalCount).toBe(3);
      expect(quiet.idleCount).toBe(3);
      // The same backends answer after the quiet spell: no new connection was needed.
      expect(await pids()).toEqual(before);
    } finally {
      await quiet.end();
    }
  });
});
