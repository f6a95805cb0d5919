import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { add, compare, subtract, sum } from '@kabuto/money';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { creditFromBankClearing, runLedgerCheck } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { systemClock } from '../../platform/clock';
import { DEMO_CUSTOMER, seedBase, seedDemo } from '../../seed';
import { freePort, ServerProcess } from '../../test/server-process';
import { DEMO_FUNDING } from '../funding/demo-seed';

/**
 * Crash safety of order placement (docs/trading.md, "Placing an order"): the real server, as a
 * child process, is killed with SIGKILL ten times during an order storm and restarted on the same
 * data each time. Clients retry an order whose answer did not arrive with the same idempotency
 * key until they get an answer. Afterwards, read from the database itself: no acknowledged order
 * lost, none applied twice, each order's journal entries exactly once, the customers' money
 * reconciled, the ledger check clean. On PGlite (a data folder on disk, the server's default) or,
 * with DATABASE_URL set, on a fresh PostgreSQL database, the way test/database.ts decides.
 */

const KILLS = 10;
const CLIENTS = 8;
/** Clients on the demo customer (funded); the others trade for a new customer with no money. */
const FUNDED_CLIENTS = 7;
const DEMO = DEMO_CUSTOMER;
/**
 * Added to the demo customer's ¥10,000,000 before the first start, so the money lasts through the
 * kills (about ¥30,000–¥570,000 an order) and the storm places orders, not only refusals.
 */
const EXTRA_FUNDING = '290000000';
const FUNDING = add(DEMO_FUNDING.amount, EXTRA_FUNDING);
/** Mostly cheap symbols (¥150–¥400 a share), Toyota now and then. */
const SYMBOLS = ['9432', '9432', '9432', '9434', '9434', '7201', '7203'];
/** Refusals a storm may legitimately see; anything else is a finding. */
const EXPECTED_REFUSALS = new Set(['insufficient_available_balance']);
const OPEN_ENTRY_TYPES = ['trade_buy_fee', 'trade_margin', 'trade_service_fee'];

const configured = loadConfig().database;
const runId = randomBytes(4).toString('hex');
const workDir = mkdtempSync(path.join(tmpdir(), 'kabuto-crash-'));
let postgres: { adminUrl: string; name: string; url: string } | null = null;
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgres.name} WITH (FORCE)`);
    await admin.end();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Envelope = { status: number; msg: string; data: any };
type Answer = { httpStatus: number; envelope: Envelope };

/** Why a request got no answer: the error code under fetch's "fetch failed". */
function failureCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'unknown';
}

type OrderBody = {
  symbol: string;
  direction: 'long' | 'short';
  orderType: 'market';
  lots: 1;
  leverage: 5;
};

type Outcome = {
  key: string;
  account: string;
  body: OrderBody;
  result: 'acknowledged' | 'refused';
  positionId: number | null;
  msg: string;
  /** One entry per attempt that got no answer: why, and which start of the server it was sent to. */
  failures: { code: string; start: number }[];
};

/** Counters across the storm, for the summary and the assertions. */
const stats = {
  httpErrors: [] as string[],
  relogins: 0,
  failureCodes: new Map<string, number>(),
};

function countFailure(code: string) {
  stats.failureCodes.set(code, (stats.failureCodes.get(code) ?? 0) + 1);
}

class StormClient {
  token = '';
  constructor(
    readonly account: string,
    readonly password: string,
    private readonly target: () => ServerProcess,
    private readonly deadline: number,
  ) {}

  /** POSTs until an HTTP answer arrives: a request cut by a kill is sent again, unchanged. */
  async post(
    route: string,
    body: unknown,
    headers: Record<string, string>,
    onFailure?: (failure: { code: string; start: number }) => void,
  ): Promise<Answer> {
    for (;;) {
      if (Date.now() > this.deadline)
        throw new Error(`no answer to ${route} before the storm's deadline`);
      const start = this.target().starts;
      try {
        const response = await fetch(`${this.target().baseUrl}/api/vue${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        const text = await response.text();
        try {
          return { httpStatus: response.status, envelope: JSON.parse(text) as Envelope };
        } catch {
          // A whole answer that is not an envelope: an answer all the same, and a finding.
          return {
            httpStatus: response.status,
            envelope: { status: -1, msg: text.slice(0, 200), data: null },
          };
        }
      } catch (error) {
        const code = failureCode(error);
        countFailure(code);
        onFailure?.({ code, start });
        await sleep(250 + Math.random() * 250);
      }
    }
  }

  async logIn(): Promise<void> {
    const answer = await this.post(
      '/user/login',
      { account: this.account, password: this.password },
      {},
    );
    if (answer.envelope.status !== 1)
      throw new Error(`login ${this.account} refused: ${answer.envelope.msg}`);
    this.token = (answer.envelope.data as { token: string }).token;
  }

  /** One order ticket: the same key until the server answers it. */
  async place(key: string, body: OrderBody): Promise<Outcome> {
    const failures: Outcome['failures'] = [];
    for (;;) {
      const answer = await this.post(
        '/trade/place',
        body,
        { account: this.account, token: this.token, 'idempotency-key': key },
        (failure) => failures.push(failure),
      );
      if (answer.httpStatus === 401) {
        // Sessions live in the database and survive a restart; should one not, log in again.
        stats.relogins += 1;
        await this.logIn();
        continue;
      }
      if (
        answer.httpStatus !== 200 ||
        (answer.envelope.status !== 0 && answer.envelope.status !== 1)
      ) {
        stats.httpErrors.push(`${key}: HTTP ${answer.httpStatus} ${answer.envelope.msg}`);
        await sleep(200);
        continue;
      }
      const { status, msg, data } = answer.envelope;
      return {
        key,
        account: this.account,
        body,
        result: status === 1 ? 'acknowledged' : 'refused',
        positionId: status === 1 ? (data as { id: number }).id : null,
        msg,
        failures,
      };
    }
  }
}

async function prepareDatabase(): Promise<Record<string, string>> {
  if (configured.kind === 'pglite') return { DATA_DIR: path.join(workDir, 'data') };
  const name = `kabuto_crash_${runId}`;
  const admin = new pg.Client({ connectionString: configured.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(configured.url);
  url.pathname = `/${name}`;
  postgres = { adminUrl: configured.url, name, url: url.toString() };
  // DATA_DIR still holds the demo seed's uploads.
  return { DATABASE_URL: postgres.url, DATA_DIR: path.join(workDir, 'data') };
}

/** Before the server first starts: the demo seed, and more money for the demo customer. */
async function seedAndFund(): Promise<void> {
  const database = await openForChecks();
  try {
    await seedBase(database.db);
    await seedDemo(database.db, systemClock, { uploadDir: path.join(workDir, 'data', 'uploads') });
    const [demo] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id::text AS id FROM customers WHERE account = ${DEMO.account}`,
    );
    await database.db.transaction((tx) =>
      creditFromBankClearing(tx, {
        type: 'deposit',
        reason: 'Crash test funding',
        idempotencyKey: `crash-test-funding:${runId}`,
        customerId: Number(demo!.id),
        currency: 'JPY',
        amount: EXTRA_FUNDING,
      }),
    );
  } finally {
    await database.close();
  }
}

function openForChecks(): Promise<DatabaseHandle> {
  if (postgres) return openDatabase({ kind: 'postgres', url: postgres.url });
  return openDatabase({ kind: 'pglite', dataDir: path.join(workDir, 'data') });
}

describe(`kill -9 during an order storm (${configured.kind})`, () => {
  it(
    'loses no acknowledged order, applies none twice and leaves the ledger clean',
    async () => {
      const began = Date.now();
      const databaseEnv = await prepareDatabase();
      await seedAndFund();
      const port = await freePort();
      const serverProcess = new ServerProcess({
        port,
        unset: ['DATABASE_URL', 'REDIS_URL', 'CLOCK_START', 'CLOCK_CONTROL', 'UPLOAD_DIR'],
        env: {
          ...databaseEnv,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'true',
          MARKET_CALENDAR: 'demo',
          RATE_LIMIT_PER_MINUTE: '1000000',
          TRADE_LIMIT_PER_MINUTE: '1000000',
          REGISTER_LIMIT_PER_HOUR: '1000000',
          WEB_DIST_DIR: '/nonexistent',
          CONSOLE_DIST_DIR: '/nonexistent',
        },
      });
      server = serverProcess;
      const startTimes: number[] = [];
      let started = Date.now();
      await serverProcess.start();
      startTimes.push(Date.now() - started);

      const deadline = Date.now() + 12 * 60_000;
      const target = () => serverProcess;
      // A customer with no money: every order of theirs is refused and must leave nothing behind.
      const unfunded = new StormClient(
        `07${String(Date.now()).slice(-8)}`,
        'crash123',
        target,
        deadline,
      );
      const registered = await unfunded.post(
        '/user/register',
        {
          account: unfunded.account,
          password: unfunded.password,
          confirmPassword: unfunded.password,
          invitationCode: 'KABUTO',
        },
        {},
      );
      expect(registered.envelope.status, registered.envelope.msg).toBe(1);
      const clients = Array.from({ length: CLIENTS }, (_, index) =>
        index < FUNDED_CLIENTS
          ? new StormClient(DEMO.account, DEMO.password, target, deadline)
          : unfunded,
      );
      for (const client of new Set(clients)) await client.logIn();

      // The storm: each client places orders one after another, a fresh key per ticket.
      const outcomes: Outcome[] = [];
      let stopping = false;
      const storm = Promise.all(
        clients.map(async (client, index) => {
          for (let n = 1; !stopping; n += 1) {
            const body: OrderBody = {
              symbol: pick(SYMBOLS),
              direction: Math.random() < 0.7 ? 'long' : 'short',
              orderType: 'market',
              lots: 1,
              leverage: 5,
            };
            outcomes.push(await client.place(`crash-${runId}-c${index}-${n}`, body));
            // The customer without money is refused at once; they must not crowd out the orders.
            if (client === unfunded) await sleep(100 + Math.random() * 200);
          }
        }),
      );
      // Awaited after the kills; a client that gives up meanwhile must not be an unhandled rejection.
      storm.catch(() => undefined);

      // The kills: at random moments of the storm, each followed by a restart on the same data.
      const killedAt: number[] = [];
      for (let kill = 1; kill <= KILLS; kill += 1) {
        await sleep(1_000 + Math.random() * 2_000);
        killedAt[serverProcess.starts] = Date.now();
        await serverProcess.kill();
        started = Date.now();
        await serverProcess.start();
        startTimes.push(Date.now() - started);
      }
      // The last server lets the storm run a little longer, then every open ticket is finished.
      await sleep(3_000);
      stopping = true;
      await storm;
      const runSeconds = (Date.now() - began) / 1000;

      // A retried ticket answers its first order, after all the restarts too.
      const acknowledged = outcomes.filter((o) => o.result === 'acknowledged');
      const refused = outcomes.filter((o) => o.result === 'refused');
      const replaySample = [
        ...acknowledged.filter((o) => o.failures.length > 0),
        ...acknowledged.filter((o) => o.failures.length === 0).slice(0, 20),
      ];
      const demoClient = clients[0]!;
      const replayed = await Promise.all(
        replaySample.map((o) =>
          (o.account === DEMO.account ? demoClient : unfunded).place(o.key, o.body),
        ),
      );
      for (const [index, again] of replayed.entries()) {
        expect(again.result, again.key).toBe('acknowledged');
        expect(again.positionId, again.key).toBe(replaySample[index]!.positionId);
      }
      await serverProcess.stop();

      // What the database says: read it only now (a PGlite folder is never opened by two processes).
      const database = await openForChecks();
      try {
        const customers = await queryRows<{ id: string; account: string }>(
          database.db,
          sql`SELECT id::text AS id, account FROM customers WHERE account IN (${DEMO.account}, ${unfunded.account})`,
        );
        const customerIdOf = new Map(customers.map((c) => [c.account, c.id]));
        const demoId = customerIdOf.get(DEMO.account)!;
        const unfundedId = customerIdOf.get(unfunded.account)!;
        const positionRows = await queryRows<{
          id: string;
          customer_id: string;
          client_key: string;
          status: string;
          ordered_ms: number;
          margin: string;
          buy_fee: string;
          service_fee: string;
        }>(
          database.db,
          sql`SELECT id::text AS id, customer_id::text AS customer_id, client_key, status,
                     (extract(epoch FROM ordered_at) * 1000)::float8 AS ordered_ms, margin::text AS margin, buy_fee::text AS buy_fee,
                     service_fee::text AS service_fee
                FROM positions WHERE customer_id IN (${demoId}, ${unfundedId})`,
        );
        const entryRows = await queryRows<{ reference_id: string; type: string; entries: number }>(
          database.db,
          sql`SELECT reference_id, type, count(*)::int AS entries FROM journal_entries
               WHERE reference_type = 'position' GROUP BY reference_id, type`,
        );
        const balanceRows = await queryRows<{
          customer_id: string;
          purpose: string;
          balance: string;
        }>(
          database.db,
          sql`SELECT customer_id::text AS customer_id, purpose, balance::text AS balance FROM ledger_accounts
               WHERE owner_kind = 'customer' AND currency = 'JPY' AND customer_id IN (${demoId}, ${unfundedId})`,
        );
        const ledger = await runLedgerCheck(database.db);

        // Every acknowledged ticket: exactly one order row with its key, the id the server answered.
        const byKey = new Map<string, typeof positionRows>();
        for (const row of positionRows)
          byKey.set(row.client_key, [...(byKey.get(row.client_key) ?? []), row]);
        const lost = acknowledged.filter((o) => !byKey.has(o.key));
        const wrongId = acknowledged.filter((o) =>
          byKey.get(o.key)?.some((row) => Number(row.id) !== o.positionId),
        );
        const duplicated = [...byKey.entries()]
          .filter(([, rows]) => rows.length > 1)
          .map(([key]) => key);
        // A refused ticket left nothing; no order exists that no ticket was acknowledged for.
        const refusedButApplied = refused.filter((o) => byKey.has(o.key));
        const acknowledgedKeys = new Set(acknowledged.map((o) => o.key));
        const unacknowledgedRows = positionRows.filter(
          (row) => !acknowledgedKeys.has(row.client_key),
        );
        const wrongCustomer = acknowledged.filter((o) =>
          byKey.get(o.key)?.some((row) => row.customer_id !== customerIdOf.get(o.account)),
        );

        // Each order's journal: the three opening entries of a filled market order, once each.
        const entriesOf = new Map<string, string[]>();
        for (const row of entryRows) {
          const types = entriesOf.get(row.reference_id) ?? [];
          for (let i = 0; i < row.entries; i += 1) types.push(row.type);
          entriesOf.set(row.reference_id, types);
        }
        const notHolding = positionRows.filter((row) => row.status !== 'holding');
        const wrongEntries = positionRows
          .map((row) => ({ id: row.id, types: (entriesOf.get(row.id) ?? []).sort() }))
          .filter(({ types }) => JSON.stringify(types) !== JSON.stringify(OPEN_ENTRY_TYPES));
        const positionIds = new Set(positionRows.map((row) => row.id));
        const customerPositionEntries = [...entriesOf.keys()].filter((id) =>
          positionIds.has(id),
        ).length;

        // Money: what the demo customer had, less what the orders took; nothing for the other.
        const balancesOf = (customerId: string) => {
          const rows = balanceRows.filter((row) => row.customer_id === customerId);
          const of = (purpose: string) =>
            rows.find((row) => row.purpose === purpose)?.balance ?? '0';
          return {
            total: sum(rows.map((row) => row.balance)),
            available: of('available'),
            held: of('held'),
            margin: of('margin'),
          };
        };
        const demoPositions = positionRows.filter((row) => row.customer_id === demoId);
        const margins = sum(demoPositions.map((row) => row.margin));
        const fees = sum(demoPositions.flatMap((row) => [row.buy_fee, row.service_fee]));
        const demo = balancesOf(demoId);
        const other = balancesOf(unfundedId);

        // What happened, for the reader.
        const retried = outcomes.filter((o) => o.failures.length > 0);
        const cutInFlight = acknowledged.filter((o) =>
          o.failures.some((f) => f.code !== 'ECONNREFUSED'),
        );
        // Orders the killed process had committed before it died: the answer was lost, the retry
        // was answered from the stored order.
        const committedBeforeKill = acknowledged.filter((o) => {
          const row = byKey.get(o.key)?.[0];
          if (!row) return false;
          return o.failures.some(
            (f) =>
              f.code !== 'ECONNREFUSED' &&
              killedAt[f.start] !== undefined &&
              Number(row.ordered_ms) <= killedAt[f.start]!,
          );
        });
        const refusalReasons = new Map<string, number>();
        for (const o of refused) refusalReasons.set(o.msg, (refusalReasons.get(o.msg) ?? 0) + 1);
        console.log(
          [
            `crash test on ${configured.kind}: ${KILLS} kills (SIGKILL), ${serverProcess.starts} starts, ` +
              `start took ${startTimes.map((ms) => (ms / 1000).toFixed(1)).join('/')} s; seeding, starts and storm ${runSeconds.toFixed(0)} s`,
            `  tickets ${outcomes.length}: acknowledged ${acknowledged.length}, refused ${refused.length} ` +
              `(${[...refusalReasons].map(([msg, n]) => `${msg} ${n}`).join(', ')})`,
            `  retried after a kill ${retried.length} (answer cut in flight ${cutInFlight.length}; ` +
              `committed before the kill and answered on retry ${committedBeforeKill.length}); ` +
              `failed attempts by cause: ${[...stats.failureCodes].map(([code, n]) => `${code} ${n}`).join(', ')}`,
            `  replayed ${replaySample.length} acknowledged keys after the storm: same order each time; ` +
              `re-logins ${stats.relogins}; HTTP errors ${stats.httpErrors.length}`,
            `  database: ${positionRows.length} orders, ${customerPositionEntries} orders with journal entries; ` +
              `demo customer total ${demo.total} = ${FUNDING} - fees ${fees}; ledger check ` +
              `${ledger.ok ? 'ok' : 'FAILED'} (${ledger.counts.entries} entries, ${ledger.counts.postings} postings)`,
          ].join('\n'),
        );
        if (stats.httpErrors.length > 0)
          console.log(`HTTP errors:\n  ${stats.httpErrors.slice(0, 20).join('\n  ')}`);

        expect(stats.httpErrors).toEqual([]);
        expect(stats.relogins).toBe(0);
        expect([...refusalReasons.keys()].filter((msg) => !EXPECTED_REFUSALS.has(msg))).toEqual([]);
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(refused.length).toBeGreaterThan(0);
        expect(lost.map((o) => o.key)).toEqual([]);
        expect(wrongId.map((o) => o.key)).toEqual([]);
        expect(wrongCustomer.map((o) => o.key)).toEqual([]);
        expect(duplicated).toEqual([]);
        expect(refusedButApplied.map((o) => o.key)).toEqual([]);
        expect(unacknowledgedRows.map((row) => row.client_key)).toEqual([]);
        expect(positionRows.length).toBe(acknowledgedKeys.size);
        expect(notHolding.map((row) => `${row.id}:${row.status}`)).toEqual([]);
        expect(wrongEntries).toEqual([]);
        expect(ledger.problems).toEqual([]);
        expect(ledger.ok).toBe(true);
        expect(compare(demo.total, subtract(FUNDING, fees))).toBe(0);
        expect(compare(demo.margin, margins)).toBe(0);
        expect(compare(demo.held, '0')).toBe(0);
        expect(compare(demo.available, subtract(FUNDING, add(margins, fees)))).toBe(0);
        expect(compare(other.total, '0')).toBe(0);
        expect(positionRows.filter((row) => row.customer_id === unfundedId)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    15 * 60_000,
  );
});
