import net from 'node:net';
import { sql } from 'drizzle-orm';
import { canonicalDecimal } from '@kabuto/money';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { invitationCodes } from '../../apps/server/src/db/schema';
import { creditFromBankClearing } from '../../apps/server/src/ledger';
import { queryRows } from '../../apps/server/src/ledger/rows';
import { startServer, type ServerHolder } from './server';

/**
 * Kabuto as the benchmarks run it: the real server on a scratch PostgreSQL database with limits
 * high enough not to refuse the benchmark, and customers who register, log in and are funded the
 * way real customers are (bench/orders, bench/api).
 */

export const BENCH_INVITATION_CODE = 'BENCH';
export const BENCH_PASSWORD = 'bench123';

export type KabutoServer = { origin: string; pid: number; log: () => string };
export type BenchCustomer = { id: number; account: string; token: string };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port of `[first, last]` on 127.0.0.1. */
export async function freePortIn([first, last]: readonly [number, number]): Promise<number> {
  for (let port = first; port <= last; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${first}-${last}`);
}

/**
 * Starts the server on `databaseUrl` (already migrated or not: the server migrates), with the
 * always-open demo calendar, no demo seed, the in-process quote bus and no rate limit in the way.
 */
export async function startKabuto(options: {
  databaseUrl: string;
  ports: readonly [number, number];
  holder: ServerHolder;
  /** Node options before the entry point (e.g. --cpu-prof). */
  nodeArgs?: readonly string[];
}): Promise<KabutoServer> {
  const port = await freePortIn(options.ports);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    MARKET_CALENDAR: 'demo',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    TRADE_LIMIT_PER_MINUTE: '100000000',
    MONEY_MOVEMENT_LIMIT_PER_MINUTE: '100000000',
    REGISTER_LIMIT_PER_HOUR: '100000000',
  };
  // The in-process quote bus, whatever this shell points at.
  delete env.REDIS_URL;
  delete env.CLOCK_START;
  delete env.CLOCK_CONTROL;
  return startServer({
    port,
    env,
    nodeArgs: options.nodeArgs ?? [],
    // Any answer means it listens (the built web app may be missing: a 404 will do).
    serves: async (origin) => {
      await fetch(`${origin}/api/docs/json`);
      return true;
    },
    timeoutSeconds: 120,
    holder: options.holder,
  });
}

/** One call of the customer API that must succeed; answers its `data`. */
export async function callApi<T>(
  origin: string,
  route: string,
  body: unknown,
  session?: { account: string; token: string },
): Promise<T> {
  const response = await fetch(`${origin}/api/vue${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { token: session.token, account: session.account } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status: number; msg: string; data: T };
  if (answer.status !== 1) throw new Error(`${route} refused: ${answer.msg || response.status}`);
  return answer.data;
}

/** Adds the invitation code the benchmark's customers register with (no demo seed: none exists). */
export async function addBenchInvitationCode(handle: DatabaseHandle, note: string): Promise<void> {
  await handle.db.insert(invitationCodes).values({ code: BENCH_INVITATION_CODE, note });
}

/**
 * Registers and logs in `count` customers (accounts 8000000000 on) through the API, `parallel` at a
 * time. Four at most: a registration counts against its address before the number is checked (ADR
 * 0015), and the fifth unanswered one from 127.0.0.1 would be told to wait.
 */
export async function registerCustomers(
  origin: string,
  count: number,
  parallel = 4,
): Promise<{ account: string; token: string }[]> {
  const accounts = Array.from(
    { length: count },
    (_, index) => `8${String(index).padStart(9, '0')}`,
  );
  const sessions: { account: string; token: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, 4) }, async () => {
      while (next < accounts.length) {
        const account = accounts[next++]!;
        await callApi(origin, '/user/register', {
          account,
          password: BENCH_PASSWORD,
          confirmPassword: BENCH_PASSWORD,
          invitationCode: BENCH_INVITATION_CODE,
        });
        const login = await callApi<{ token: string }>(origin, '/user/login', {
          account,
          password: BENCH_PASSWORD,
        });
        sessions.push({ account, token: login.token });
      }
    }),
  );
  return sessions;
}

/** Every customer gets `yen` the way real money arrives: a bank deposit through the ledger. */
export async function fundCustomers(
  handle: DatabaseHandle,
  sessions: readonly { account: string; token: string }[],
  yen: string,
): Promise<BenchCustomer[]> {
  const amount = canonicalDecimal(yen);
  const rows = await queryRows<{ id: number; account: string }>(
    handle.db,
    sql`SELECT id::int AS id, account FROM customers WHERE account LIKE '8%'`,
  );
  const ids = new Map(rows.map((row) => [row.account, Number(row.id)]));
  const customers: BenchCustomer[] = sessions.map((session) => {
    const id = ids.get(session.account);
    if (id === undefined) throw new Error(`registered customer ${session.account} not found`);
    return { id, account: session.account, token: session.token };
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < customers.length) {
        const customer = customers[next++]!;
        await handle.db.transaction((tx) =>
          creditFromBankClearing(tx, {
            type: 'deposit',
            reason: 'Benchmark funding',
            idempotencyKey: `bench:fund:${customer.id}`,
            customerId: customer.id,
            currency: 'JPY',
            amount,
          }),
        );
      }
    }),
  );
  return customers;
}
