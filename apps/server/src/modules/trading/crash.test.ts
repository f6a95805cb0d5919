import { afterAll, describe, expect, it } from 'vitest';
import { add, compare, subtract } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { DEMO_CUSTOMER } from '../../seed';
import { freePort, ServerProcess } from '../../test/server-process';
import { DEMO_FUNDING } from '../funding/testing';
import { auditCrash, type CrashAudit } from './crash-audit';
import {
  CrashClient,
  newStormCounters,
  sleep,
  type OrderBody,
  type Outcome,
  type StormCounters,
} from './crash-client';
import { CrashDatabase, STORM_SERVER_ENV, STORM_SERVER_UNSET } from './crash-database';

/**
 * Crash safety of order placement (docs/trading.md, "Placing an order"): the real server, as a
 * child process, is killed with SIGKILL ten times during an order storm and restarted on the same
 * data each time. Clients retry an order whose answer did not arrive with the same idempotency
 * key until they get an answer. Afterwards, read from the database itself (crash-audit.ts): no
 * acknowledged order lost, none applied twice, each order's journal entries exactly once, the
 * customers' money reconciled, the ledger check clean. On PGlite or PostgreSQL (crash-database.ts).
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
const EXTRA_FUNDING = dec('290000000');
const FUNDING = add(DEMO_FUNDING.amount, EXTRA_FUNDING);
/** Mostly cheap symbols (¥150–¥400 a share), Toyota now and then. */
const SYMBOLS = ['9432', '9432', '9432', '9434', '9434', '7201', '7203'];
/** Refusals a storm may legitimately see; anything else is a finding. */
const EXPECTED_REFUSALS = new Set(['insufficient_available_balance']);

const database = new CrashDatabase();
let server: ServerProcess | null = null;

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await database.destroy();
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function startServer(port: number, databaseEnv: Record<string, string>): ServerProcess {
  return new ServerProcess({
    port,
    unset: STORM_SERVER_UNSET,
    env: {
      ...databaseEnv,
      ...STORM_SERVER_ENV,
    },
  });
}

function summary(
  audit: CrashAudit,
  counters: StormCounters,
  run: {
    starts: number;
    startTimes: number[];
    seconds: number;
    outcomes: Outcome[];
    replayed: number;
  },
): string {
  const refusalReasons = new Map<string, number>();
  for (const o of audit.refused) refusalReasons.set(o.msg, (refusalReasons.get(o.msg) ?? 0) + 1);
  const retried = run.outcomes.filter((o) => o.failures.length > 0);
  const cutInFlight = audit.acknowledged.filter((o) =>
    o.failures.some((f) => f.code !== 'ECONNREFUSED'),
  );
  return [
    `crash test on ${database.kind}: ${KILLS} kills (SIGKILL), ${run.starts} starts, ` +
      `start took ${run.startTimes.map((ms) => (ms / 1000).toFixed(1)).join('/')} s; seeding, starts and storm ${run.seconds.toFixed(0)} s`,
    `  tickets ${run.outcomes.length}: acknowledged ${audit.acknowledged.length}, refused ${audit.refused.length} ` +
      `(${[...refusalReasons].map(([msg, n]) => `${msg} ${n}`).join(', ')})`,
    `  retried after a kill ${retried.length} (answer cut in flight ${cutInFlight.length}; ` +
      `committed before the kill and answered on retry ${audit.committedBeforeKill}); ` +
      `failed attempts by cause: ${[...counters.failureCodes].map(([code, n]) => `${code} ${n}`).join(', ')}`,
    `  replayed ${run.replayed} acknowledged keys after the storm: same order each time; ` +
      `re-logins ${counters.relogins}; HTTP errors ${counters.httpErrors.length}`,
    `  database: ${audit.positionCount} orders, ${audit.ordersWithEntries} orders with journal entries; ` +
      `demo customer total ${audit.funded.total} = ${FUNDING} - fees ${audit.fees}; ledger check ` +
      `${audit.ledger.ok ? 'ok' : 'FAILED'} (${audit.ledger.counts.entries} entries, ${audit.ledger.counts.postings} postings)`,
  ].join('\n');
}

describe(`kill -9 during an order storm (${database.kind})`, () => {
  it(
    'loses no acknowledged order, applies none twice and leaves the ledger clean',
    async () => {
      const began = Date.now();
      const databaseEnv = await database.create();
      await database.seedAndFund(EXTRA_FUNDING);
      const serverProcess = startServer(await freePort(), databaseEnv);
      server = serverProcess;
      const startTimes: number[] = [];
      let started = Date.now();
      await serverProcess.start();
      startTimes.push(Date.now() - started);

      const counters = newStormCounters();
      const deadline = Date.now() + 12 * 60_000;
      const client = (account: string, password: string) =>
        new CrashClient(account, password, () => serverProcess, counters, deadline);
      // A customer with no money: every order of theirs is refused and must leave nothing behind.
      const unfunded = client(`07${String(Date.now()).slice(-8)}`, 'crash123');
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
        index < FUNDED_CLIENTS ? client(DEMO.account, DEMO.password) : unfunded,
      );
      for (const each of new Set(clients)) await each.logIn();

      // The storm: each client places orders one after another, a fresh key per ticket.
      const outcomes: Outcome[] = [];
      let stopping = false;
      const storm = Promise.all(
        clients.map(async (each, index) => {
          for (let n = 1; !stopping; n += 1) {
            const body: OrderBody = {
              symbol: pick(SYMBOLS),
              direction: Math.random() < 0.7 ? 'long' : 'short',
              orderType: 'market',
              lots: 1,
              leverage: 5,
            };
            outcomes.push(await each.place(`crash-${database.id}-c${index}-${n}`, body));
            // The customer without money is refused at once; they must not crowd out the orders.
            if (each === unfunded) await sleep(100 + Math.random() * 200);
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
      const seconds = (Date.now() - began) / 1000;

      // A retried ticket answers its first order, after all the restarts too.
      const acknowledged = outcomes.filter((o) => o.result === 'acknowledged');
      const replaySample = [
        ...acknowledged.filter((o) => o.failures.length > 0),
        ...acknowledged.filter((o) => o.failures.length === 0).slice(0, 20),
      ];
      const replayed = await Promise.all(
        replaySample.map((o) =>
          (o.account === DEMO.account ? clients[0]! : unfunded).place(o.key, o.body),
        ),
      );
      for (const [index, again] of replayed.entries()) {
        expect(again.result, again.key).toBe('acknowledged');
        expect(again.positionId, again.key).toBe(replaySample[index]!.positionId);
      }
      await serverProcess.stop();

      // What the database says: read it only now (a PGlite folder is never opened by two processes).
      const handle = await database.open();
      let audit: CrashAudit;
      try {
        audit = await auditCrash(handle.db, {
          fundedAccount: DEMO.account,
          unfundedAccount: unfunded.account,
          outcomes,
          killedAt,
        });
      } finally {
        await handle.close();
      }
      const run = {
        starts: serverProcess.starts,
        startTimes,
        seconds,
        outcomes,
        replayed: replaySample.length,
      };
      console.log(summary(audit, counters, run));
      if (counters.httpErrors.length > 0)
        console.log(`HTTP errors:\n  ${counters.httpErrors.slice(0, 20).join('\n  ')}`);

      expect(counters.httpErrors).toEqual([]);
      expect(counters.relogins).toBe(0);
      expect(audit.refused.map((o) => o.msg).filter((msg) => !EXPECTED_REFUSALS.has(msg))).toEqual(
        [],
      );
      expect(audit.acknowledged.length).toBeGreaterThan(0);
      expect(audit.refused.length).toBeGreaterThan(0);
      expect(audit.lost).toEqual([]);
      expect(audit.wrongId).toEqual([]);
      expect(audit.wrongCustomer).toEqual([]);
      expect(audit.duplicated).toEqual([]);
      expect(audit.refusedButApplied).toEqual([]);
      expect(audit.unacknowledged).toEqual([]);
      expect(audit.positionCount).toBe(audit.acknowledgedKeys.size);
      expect(audit.notHolding).toEqual([]);
      expect(audit.wrongEntries).toEqual([]);
      expect(audit.ledger.problems).toEqual([]);
      expect(audit.ledger.ok).toBe(true);
      // Money: what the demo customer had, less what the orders took; nothing for the other.
      expect(compare(audit.funded.total, subtract(FUNDING, audit.fees))).toBe(0);
      expect(compare(audit.funded.margin, audit.margins)).toBe(0);
      expect(compare(audit.funded.held, dec('0'))).toBe(0);
      expect(
        compare(audit.funded.available, subtract(FUNDING, add(audit.margins, audit.fees))),
      ).toBe(0);
      expect(compare(audit.unfunded.total, dec('0'))).toBe(0);
      expect(audit.unfundedOrders).toEqual([]);
    },
    15 * 60_000,
  );
});
