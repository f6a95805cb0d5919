import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { loadConfig } from '../../config';
import { runLedgerCheck } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { DEMO_CUSTOMER } from '../../seed';
import { StormClient, type OrderBody, type StormStats } from '../../test/order-storm';
import { freePort, ServerProcess } from '../../test/server-process';
import { CrashDatabase, STORM_SERVER_ENV, STORM_SERVER_UNSET } from './crash-database';

/**
 * Scale-out (issue 12): two server processes on one PostgreSQL and one Redis serve the same
 * customer's orders together. A session opened on one is good on the other; an order retried on
 * the other process with the same idempotency key answers the same position instead of placing a
 * second; the ledger stays balanced; and only one process runs the market feed and the trading
 * engine (the jobs: matching, expiries, day-trade closes), by a Redis lease.
 *
 * Runs only in the PostgreSQL phase (`*.postgres.test.ts`), on a database of its own beside the
 * configured one.
 */

const ORDERS = 24;
const SYMBOLS = ['9432', '9434', '7201', '7203'];
const redisUrl = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const namespace = `kabuto-scale-${randomBytes(4).toString('hex')}`;
const database = new CrashDatabase();
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  await database.destroy();
});

const orderBody = (index: number): OrderBody => ({
  symbol: SYMBOLS[index % SYMBOLS.length]!,
  direction: index % 3 === 0 ? 'short' : 'long',
  orderType: 'market',
  lots: 1,
  leverage: 5,
});

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('serve one customer’s orders together: one session, retries answered once, one engine', async ({
    onTestFailed,
  }) => {
    const databaseEnv = await database.create();
    await database.seedAndFund(dec('100000000'));
    for (let index = 0; index < 2; index += 1) {
      servers.push(
        new ServerProcess({
          port: await freePort(),
          unset: STORM_SERVER_UNSET,
          env: {
            ...databaseEnv,
            ...STORM_SERVER_ENV,
            REDIS_URL: redisUrl,
            REDIS_NAMESPACE: namespace,
          },
        }),
      );
    }
    // One after the other: the first migrates the database.
    await servers[0]!.start();
    await servers[1]!.start();
    onTestFailed(() => {
      for (const server of servers)
        console.log(`server output (the end):\n${server.output.slice(-4_000)}`);
    });

    const stats: StormStats = { busy: 0, findings: [] };
    const deadline = Date.now() + 120_000;
    const clientOn = (server: ServerProcess) =>
      new StormClient(
        server.baseUrl,
        DEMO_CUSTOMER.account,
        DEMO_CUSTOMER.password,
        stats,
        new Set(),
        deadline,
        () => server.running,
      );
    const [onA, onB] = [clientOn(servers[0]!), clientOn(servers[1]!)];
    await onA.logIn();
    await onB.logIn();

    // Every order goes to one process; every other one is sent again, same key, to the other.
    const tickets = await Promise.all(
      Array.from({ length: ORDERS }, async (_, index) => {
        const key = `scale-${database.id}-${index}`;
        const [first, second] = index % 2 === 0 ? [onA, onB] : [onB, onA];
        const placed = await first.place(key, orderBody(index));
        const retried = index % 4 < 2 ? await second.place(key, orderBody(index)) : null;
        return { placed, retried };
      }),
    );
    expect(stats.findings).toEqual([]);
    for (const { placed, retried } of tickets) {
      expect(placed.result, placed.msg).toBe('acknowledged');
      if (retried) {
        expect(retried.result, retried.msg).toBe('acknowledged');
        expect(retried.positionId).toBe(placed.positionId);
      }
    }
    const positionIds = new Set(tickets.map(({ placed }) => placed.positionId));
    expect(positionIds.size).toBe(ORDERS);

    // One feed and one engine: exactly one process holds the lease.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    try {
      expect(await redis.exists(`${namespace}:market-feed-leader`)).toBe(1);
    } finally {
      redis.disconnect();
    }

    await Promise.all(servers.map((server) => server.stop()));
    const handle = await database.open();
    try {
      const [row] = await queryRows<{ n: number; entries: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n,
                   (SELECT count(*)::int FROM journal_entries e
                     WHERE e.reference_type = 'position'
                       AND e.type IN ('trade_margin', 'trade_buy_fee', 'trade_service_fee')
                       AND e.reference_id IN (SELECT id::text FROM positions WHERE client_key LIKE ${`scale-${database.id}-%`})) AS entries
              FROM positions WHERE client_key LIKE ${`scale-${database.id}-%`}`,
      );
      expect(row!.n).toBe(ORDERS);
      // Each order's opening entries once (margin, buy fee, service fee), whichever process took it.
      expect(row!.entries).toBe(ORDERS * 3);
      const check = await runLedgerCheck(handle.db);
      expect(check.problems).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 420_000);
});
