import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { add, compare, subtract, sum } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { runLedgerCheck } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { DEMO_CUSTOMER } from '../../seed';
import { StormClient, type OrderBody, type StormStats, type Ticket } from '../../test/order-storm';
import { PostgresCluster } from '../../test/postgres-cluster';
import { freePort, ServerProcess } from '../../test/server-process';
import { DEMO_FUNDING } from '../funding/testing';
import { seedDemoAndFund, STORM_SERVER_ENV, STORM_SERVER_UNSET } from './crash-database';

/**
 * The server survives its database connections being cut (issue 9: an unhandled 'error' event of
 * a checked-out pg client used to end the process). The real server runs as a child process on a
 * PostgreSQL cluster of the test's own while customers place market orders; meanwhile
 *   1. every backend of the server's database is killed (`pg_terminate_backend`), again and again;
 *   2. PostgreSQL itself is stopped with `pg_ctl stop -m immediate` (a crash), and started again
 *      a few seconds later.
 * The process must stay up and serve again on its own; every answer during the cuts must be a
 * success, an expected refusal or HTTP 503 `system_busy`; every acknowledged order must be in the
 * database exactly once, with its journal entries once each, and the ledger check clean.
 *
 * Runs only in the PostgreSQL phase (vitest.config.ts includes `*.postgres.test.ts` when
 * DATABASE_URL is set), where CI guarantees a PostgreSQL installation; it never touches the
 * database DATABASE_URL names, nor the machine's main cluster.
 */

const CLIENTS = 10;
const TERMINATION_ROUNDS = 8;
const RESTART_DOWN_MS = 3_000;
/** Added to the demo customer's ¥10,000,000 so the storm places orders, not refusals. */
const EXTRA_FUNDING = dec('290000000');
const FUNDING = add(DEMO_FUNDING.amount, EXTRA_FUNDING);
const SYMBOLS = ['9432', '9434', '7201'];
const EXPECTED_REFUSALS = new Set(['insufficient_available_balance']);
const OPEN_ENTRY_TYPES = ['trade_buy_fee', 'trade_margin', 'trade_service_fee'];
const DATABASE = 'kabuto';

const workDir = mkdtempSync(path.join(tmpdir(), 'kabuto-connection-loss-'));
let cluster: PostgresCluster | null = null;
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await cluster?.destroy();
  rmSync(workDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const orderBody = (): OrderBody => ({
  symbol: pick(SYMBOLS),
  direction: Math.random() < 0.7 ? 'long' : 'short',
  orderType: 'market',
  lots: 1,
  leverage: 5,
});

async function onAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database, migrates it, seeds the demo and gives the demo customer more money. */
async function prepare(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await seedDemoAndFund(database.db, path.join(workDir, 'uploads'), {
      reason: 'Connection loss test funding',
      idempotencyKey: 'connection-loss-test-funding',
      amount: EXTRA_FUNDING,
    });
  } finally {
    await database.close();
  }
}

describe('PostgreSQL connections cut under an order storm', () => {
  it('keeps the server up, answers 503 system_busy meanwhile, recovers and loses no order', async ({
    onTestFailed,
  }) => {
    const began = Date.now();
    cluster = await PostgresCluster.create();
    const adminUrl = cluster.url();
    const databaseUrl = cluster.url(DATABASE);
    await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${DATABASE}`));
    await prepare(databaseUrl);

    server = new ServerProcess({
      port: await freePort(),
      unset: STORM_SERVER_UNSET,
      // All of it: the log is checked for query parameters at the end.
      outputTailChars: 5_000_000,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: workDir,
        ...STORM_SERVER_ENV,
      },
    });
    const serverProcess = server;
    await serverProcess.start();
    const pid = serverProcess.pid;
    const started = Date.now();

    const stats: StormStats = { busy: 0, findings: [] };
    onTestFailed(() => {
      console.log(`findings:\n  ${stats.findings.slice(0, 20).join('\n  ')}`);
      console.log(`server output (the end):\n${serverProcess.output.slice(-6_000)}`);
    });
    const deadline = Date.now() + 150_000;
    const newClient = () =>
      new StormClient(
        serverProcess.baseUrl,
        DEMO_CUSTOMER.account,
        DEMO_CUSTOMER.password,
        stats,
        EXPECTED_REFUSALS,
        deadline,
        () => serverProcess.running,
      );
    const clients = Array.from({ length: CLIENTS }, newClient);
    for (const client of clients) await client.logIn();

    // The storm: each client places orders one after another, a fresh key per ticket.
    const tickets: Ticket[] = [];
    let stopping = false;
    const storm = Promise.all(
      clients.map(async (client, index) => {
        for (let n = 1; !stopping; n += 1)
          tickets.push(await client.place(`order-storm-c${index}-${n}`, orderBody()));
      }),
    );
    // Awaited after the cuts; a client that gives up meanwhile must not be an unhandled rejection.
    storm.catch(() => undefined);

    /** A fresh order that must be acknowledged: the server serves again (within its own retries). */
    const probe = newClient();
    await probe.logIn();
    let probes = 0;
    const serves = async () => {
      probes += 1;
      const ticket = await probe.place(`order-probe-${probes}`, orderBody());
      tickets.push(ticket);
      return ticket;
    };

    // 1. Every backend of the server's database killed, at random moments, again and again.
    let terminated = 0;
    for (let round = 0; round < TERMINATION_ROUNDS; round += 1) {
      await sleep(300 + Math.random() * 700);
      const result = await onAdmin(adminUrl, (admin) =>
        admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [DATABASE],
        ),
      );
      terminated += result.rowCount ?? 0;
    }
    const afterTerminations = await serves();
    const busyOnTerminations = stats.busy;

    // 2. PostgreSQL crashes (immediate stop: no checkpoint, every backend killed) and comes back.
    await sleep(500 + Math.random() * 500);
    const stoppedAt = Date.now();
    await cluster.stop('immediate');
    await sleep(RESTART_DOWN_MS);
    await cluster.start();
    const restartedAt = Date.now();
    const afterRestart = await serves();

    // The storm runs on a little on the restarted database, then every open ticket is finished.
    await sleep(2_000);
    stopping = true;
    await storm;

    // No slot of the pool was lost to a dead connection: as many orders at once as the pool holds.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        clients[index % CLIENTS]!.place(`order-burst-${index}`, orderBody()),
      ),
    );
    tickets.push(...burst);

    // A ticket answered during the cuts answers the same order when retried.
    const acknowledged = tickets.filter((t) => t.result === 'acknowledged');
    const retried = acknowledged.filter((t) => t.busyAnswers > 0);
    const replayed = await Promise.all(retried.map((t) => probe.place(t.key, t.body)));
    for (const [index, again] of replayed.entries())
      expect(again.positionId, again.key).toBe(retried[index]!.positionId);

    const stayedUp =
      serverProcess.running && serverProcess.pid === pid && serverProcess.starts === 1;
    const output = serverProcess.output;
    await serverProcess.stop();

    const database: DatabaseHandle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    try {
      const positions = await queryRows<{
        id: string;
        client_key: string;
        buy_fee: string;
        service_fee: string;
      }>(
        database.db,
        sql`SELECT p.id::text AS id, p.client_key, p.buy_fee::text AS buy_fee,
                   p.service_fee::text AS service_fee
              FROM positions p JOIN customers c ON c.id = p.customer_id WHERE c.account = ${DEMO_CUSTOMER.account}`,
      );
      const entries = await queryRows<{ reference_id: string; type: string; entries: number }>(
        database.db,
        sql`SELECT reference_id, type, count(*)::int AS entries FROM journal_entries
             WHERE reference_type = 'position' GROUP BY reference_id, type`,
      );
      const [balance] = await queryRows<{ total: string }>(
        database.db,
        sql`SELECT coalesce(sum(a.balance), 0)::text AS total FROM ledger_accounts a
              JOIN customers c ON c.id = a.customer_id
             WHERE a.owner_kind = 'customer' AND a.currency = 'JPY' AND c.account = ${DEMO_CUSTOMER.account}`,
      );
      const ledger = await runLedgerCheck(database.db);

      const rowsByKey = new Map<string, string[]>();
      for (const row of positions)
        rowsByKey.set(row.client_key, [...(rowsByKey.get(row.client_key) ?? []), row.id]);
      const acknowledgedKeys = new Set(acknowledged.map((t) => t.key));
      const lost = acknowledged.filter((t) => !rowsByKey.has(t.key)).map((t) => t.key);
      const wrongId = acknowledged
        .filter((t) => rowsByKey.get(t.key)?.some((id) => Number(id) !== t.positionId))
        .map((t) => t.key);
      const duplicated = [...rowsByKey].filter(([, ids]) => ids.length > 1).map(([key]) => key);
      const unacknowledged = positions
        .filter((row) => !acknowledgedKeys.has(row.client_key))
        .map((row) => row.client_key);
      // Each opening entry of each order exactly once (the engine may have added closing ones).
      const openingEntries = new Map<string, string[]>();
      for (const row of entries) {
        if (!OPEN_ENTRY_TYPES.includes(row.type)) continue;
        const types = openingEntries.get(row.reference_id) ?? [];
        for (let i = 0; i < row.entries; i += 1) types.push(row.type);
        openingEntries.set(row.reference_id, types);
      }
      const wrongEntries = positions
        .map((row) => ({ id: row.id, types: [...(openingEntries.get(row.id) ?? [])].sort() }))
        .filter(({ types }) => JSON.stringify(types) !== JSON.stringify(OPEN_ENTRY_TYPES));
      const fees = sum(
        positions.flatMap((row) => [decimalFromSql(row.buy_fee), decimalFromSql(row.service_fee)]),
      );

      const refusals = tickets.length - acknowledged.length;
      console.log(
        [
          `connection loss: ${TERMINATION_ROUNDS} rounds of pg_terminate_backend (${terminated} backends), ` +
            `then PostgreSQL stopped (immediate) for ${((restartedAt - stoppedAt) / 1000).toFixed(1)} s; ` +
            `whole test ${((Date.now() - began) / 1000).toFixed(0)} s, storm ${((restartedAt - started) / 1000).toFixed(0)} s + tail`,
          `  tickets ${tickets.length}: acknowledged ${acknowledged.length}, refused ${refusals}; ` +
            `503 system_busy answers ${stats.busy} (${busyOnTerminations} during the terminations; on ${retried.length} acknowledged tickets, replayed: same order each time)`,
          `  findings ${stats.findings.length}; server stayed up: ${stayedUp}; ledger check ${ledger.ok ? 'ok' : 'FAILED'}; ` +
            `${positions.length} orders in the database`,
        ].join('\n'),
      );

      expect(stayedUp).toBe(true);
      expect(stats.findings).toEqual([]);
      expect(terminated).toBeGreaterThan(0);
      expect(stats.busy).toBeGreaterThan(0);
      expect(afterTerminations.result).toBe('acknowledged');
      expect(afterRestart.result).toBe('acknowledged');
      expect(burst.filter((t) => t.result !== 'acknowledged').map((t) => t.msg)).toEqual([]);
      expect(lost).toEqual([]);
      expect(wrongId).toEqual([]);
      expect(duplicated).toEqual([]);
      expect(unacknowledged).toEqual([]);
      expect(positions.length).toBe(acknowledgedKeys.size);
      expect(wrongEntries).toEqual([]);
      expect(ledger.problems).toEqual([]);
      expect(ledger.ok).toBe(true);
      expect(compare(decimalFromSql(balance!.total), subtract(FUNDING, fees))).toBe(0);
      // The logs name database failures by message and code only: never a query or its parameters.
      expect(output).toContain('"msg":"database unavailable"');
      expect(output).not.toMatch(/Failed query|params:/);
      expect(output).not.toMatch(/unhandled|uncaught/i);
    } finally {
      await database.close();
    }
  }, 180_000);
});
