import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalDecimal } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { customers } from '../../db/schema';
import { creditFromBankClearing, runLedgerCheck } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { ManualClock } from '../../platform/clock';
import { DEMO_INVITATION_CODE } from '../../seed';
import { freePort, ServerProcess } from '../../test/server-process';
import { until } from '../../test/until';
import { CrashDatabase, STORM_SERVER_ENV, STORM_SERVER_UNSET } from '../trading/testing';
import { ipoCustomerService } from './customer-service';
import { ipoOperatorService } from './operator-service';

/**
 * The draw and the listing are scheduled work (issue 13): two server processes on one PostgreSQL
 * both run the IPO jobs on their interval, and the offering is drawn once and listed once: one
 * process logs each, every application's money moves once, each paid allotment becomes one
 * position, both processes' markets quote the new stock, the ledger stays balanced. Runs only in
 * the PostgreSQL phase.
 */

const APPLICANTS = 6;
const database = new CrashDatabase();
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  await database.destroy();
});

describe('the IPO draw with two server processes', () => {
  it('runs once', async ({ onTestFailed }) => {
    const databaseEnv = await database.create();
    await database.seedAndFund(dec('1000'));
    const now = Date.now();
    const drawAt = new Date(now + 12_000);
    const deadline = new Date(now + 16_000);
    const handle = await database.open();
    let offeringId: number;
    try {
      const db = handle.db;
      const [admin] = await queryRows<{ id: string }>(
        db,
        sql`SELECT id::text AS id FROM operators WHERE username = 'admin'`,
      );
      const desk = ipoOperatorService({
        db,
        clock: new ManualClock(new Date(now - 120_000)),
        isListed: () => false,
      });
      const draft = await desk.save(
        { id: Number(admin!.id) },
        {
          offering: {
            symbol: '5599',
            names: { ja: '二重テスト', 'zh-TW': '雙程序測試', en: 'Two Processes' },
            sector: { ja: '機械', 'zh-TW': '機械', en: 'Machinery' },
            priceLow: canonicalDecimal('500'),
            priceHigh: canonicalDecimal('600'),
            finalPrice: canonicalDecimal('550'),
            lotsOffered: 3,
            maxLotsPerApplication: 1,
            subscriptionOpensAt: new Date(now - 60_000).toISOString(),
            subscriptionClosesAt: new Date(now + 5_000).toISOString(),
            drawAt: drawAt.toISOString(),
            purchaseDeadlineAt: deadline.toISOString(),
            // The deadline's Japan date: listed as soon as the deadline is settled.
            listingDate: new Date(deadline.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
          },
        },
        null,
      );
      offeringId = draft.id;
      await desk.publish({ id: Number(admin!.id) }, { offeringId, reason: 'Test' }, null);
      const during = ipoCustomerService({ db, clock: new ManualClock(new Date(now - 30_000)) });
      for (let index = 0; index < APPLICANTS; index += 1) {
        const [customer] = await db
          .insert(customers)
          .values({
            account: `77${String(now).slice(-7)}${index}`,
            passwordHash: 'not used',
            invitationCode: `I${String(now).slice(-7)}${index}`,
            registeredWithCode: DEMO_INVITATION_CODE,
            verificationStatus: 'verified',
          })
          .returning({ id: customers.id, account: customers.account });
        await db.transaction((tx) =>
          creditFromBankClearing(tx, {
            type: 'deposit',
            reason: 'Test funding',
            idempotencyKey: `ipo-two:${customer!.id}`,
            customerId: customer!.id,
            currency: 'JPY',
            amount: canonicalDecimal('1000000'),
          }),
        );
        await during.subscribe(
          { ...customer!, sessionId: 0, restrictions: [] },
          { offeringId, lots: 1, autoPurchase: true },
          `two-${index}`,
        );
      }
    } finally {
      await handle.close();
    }

    for (let index = 0; index < 2; index += 1) {
      servers.push(
        new ServerProcess({
          port: await freePort(),
          unset: STORM_SERVER_UNSET,
          env: {
            ...databaseEnv,
            ...STORM_SERVER_ENV,
            LOG_LEVEL: 'info',
            TRADING_JOB_INTERVAL_MS: '200',
          },
        }),
      );
    }
    await servers[0]!.start();
    await servers[1]!.start();
    onTestFailed(() => {
      for (const server of servers) console.log(server.output.slice(-4_000));
    });

    const logged = (line: string) =>
      servers.reduce((total, server) => total + server.output.split(line).length - 1, 0);
    await until(() => logged('ipo: offering drawn') >= 1, 60_000);
    await until(() => logged('ipo: offering listed') >= 1, 60_000);
    // Both processes keep running the job for a while: still one draw, one listing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(logged('ipo: offering drawn')).toBe(1);
    expect(logged('ipo: offering listed')).toBe(1);
    // Each process lists the stock on its own market, with the same prices.
    const quotes = await Promise.all(
      servers.map(async (server) => {
        const answer = await fetch(`${server.baseUrl}/api/vue/market/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyword: '5599' }),
        });
        const body = (await answer.json()) as {
          data: { items: { symbol: string; prevClose: string }[] };
        };
        return body.data.items.find((item) => item.symbol === '5599');
      }),
    );
    expect(quotes.map((quote) => quote?.prevClose)).toEqual(['550', '550']);

    const check = await database.open();
    try {
      const rows = await queryRows<{ status: string; n: number }>(
        check.db,
        sql`SELECT status, count(*)::int AS n FROM ipo_applications WHERE offering_id = ${offeringId!} GROUP BY status ORDER BY status`,
      );
      expect(rows).toEqual([
        { status: 'not_won', n: APPLICANTS - 3 },
        { status: 'paid', n: 3 },
      ]);
      const entries = await queryRows<{ type: string; n: number }>(
        check.db,
        sql`SELECT type, count(*)::int AS n FROM journal_entries WHERE reference_type = 'ipo_application' GROUP BY type ORDER BY type`,
      );
      expect(entries).toEqual([
        { type: 'ipo_hold', n: APPLICANTS },
        { type: 'ipo_payment', n: 3 },
        { type: 'ipo_release', n: APPLICANTS },
      ]);
      const held = await queryRows<{ n: number; atFinalPrice: boolean }>(
        check.db,
        sql`SELECT count(*)::int AS n,
                   bool_and(margin = shares * 550 AND open_price = 550 AND leverage = 1) AS "atFinalPrice"
              FROM positions WHERE symbol = '5599' AND origin = 'ipo' AND status = 'holding'`,
      );
      expect(held).toEqual([{ n: 3, atFinalPrice: true }]);
      const ledger = await runLedgerCheck(check.db);
      expect(ledger.problems).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
