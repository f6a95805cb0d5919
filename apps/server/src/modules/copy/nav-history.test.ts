import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compare, divide, roundTo } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { copyFlows, copyNavHistory } from '../../db/schema-copy';
import { bundledInstruments } from '../../market-data/instruments';
import { AppError } from '../../platform/app-error';
import { alwaysOpenDemoCalendar, jpxCalendar } from '../../platform/calendar';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer, type Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { advance } from '../trading/testing';
import { valueOpenPositions } from '../trading';
import { poolMoney } from './equity';
import { follow, type CopyDeps } from './flows';
import { holdingProfits, productHistory, productMetrics } from './history-service';
import { closeDueAt, recordNavCloses } from './nav-history';
import { createHouseStrategy, createProduct, openProduct } from './products';

/*
 * The daily NAV snapshot on the exchange's calendar (docs/copy-trading.md, "NAV history"): a
 * close is recorded once per pool and trading day, between the session's end and the next
 * opening, never later; and the figures read from the history, in exact yen.
 */

const { t } = useTestApp({ calendar: 'jpx' });
const DAY_S = 86_400;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });
const deps = (): CopyDeps => ({ db: t.database.db, clock: t.clock, market: t.market });
const as = (customer: Customer): AuthenticatedCustomer => ({
  id: customer.id,
  account: customer.account,
  sessionId: 0,
  restrictions: [],
});
/** A Japan time as an instant ("2026-11-20 15:30" → 06:30Z). */
const jst = (text: string) => new Date(`${text.replace(' ', 'T')}:00+09:00`);

/** Moves the clock (and the market) forward to a Japan time. */
async function advanceTo(text: string) {
  const seconds = (jst(text).getTime() - t.clock.now().getTime()) / 1000;
  expect(seconds).toBeGreaterThanOrEqual(0);
  await advance(t, seconds);
}

async function product(basket = ['7203', '6758'], open = true) {
  const db = t.database.db;
  const strategy = await createHouseStrategy(db, { names: names('Trend'), rule: 'trend', basket });
  const id = await createProduct(db, {
    strategyId: strategy.id,
    names: names('Trend Pool'),
    minInvestment: dec('100000'),
    lockupDays: 1,
    subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 60 * DAY_S * 1000),
    performanceFeeRate: dec('0.2'),
    capacity: dec('1000000000'),
  });
  return open ? openProduct(db, id, t.clock.now()) : { id, poolCustomerId: null };
}

async function closesOf(productId: number) {
  return t.database.db
    .select()
    .from(copyNavHistory)
    .where(eq(copyNavHistory.productId, productId))
    .orderBy(copyNavHistory.tradingDay);
}

let keys = 0;
const key = () => `nav-history-${(keys += 1)}`;

describe('which close is due', () => {
  it('is the day whose session ended last, until the next opening (or five minutes, with no gap)', () => {
    const open = (day: string, end: string) => ({ tradingDay: day, sessionEndsAt: jst(end) });
    const closed = { tradingDay: null, sessionEndsAt: null };
    const friday = open('2026-11-20', '2026-11-20 15:30');
    expect(closeDueAt(jpxCalendar, friday, jst('2026-11-20 15:00'))).toBeNull();
    expect(closeDueAt(jpxCalendar, friday, jst('2026-11-20 15:30'))).toBe('2026-11-20');
    expect(closeDueAt(jpxCalendar, closed, jst('2026-11-22 23:00'))).toBe('2026-11-20');
    const tuesday = open('2026-11-24', '2026-11-24 15:30');
    expect(closeDueAt(jpxCalendar, tuesday, jst('2026-11-24 08:59'))).toBe('2026-11-20');
    expect(closeDueAt(jpxCalendar, tuesday, jst('2026-11-24 09:00'))).toBeNull();
    // The always-open demo: one session midnight to midnight, the next opening at once.
    const demo = (day: string, next: string) => open(day, `${next} 00:00`);
    const saturday = demo('2026-11-21', '2026-11-22');
    expect(closeDueAt(alwaysOpenDemoCalendar, saturday, jst('2026-11-21 00:04'))).toBe(
      '2026-11-20',
    );
    expect(closeDueAt(alwaysOpenDemoCalendar, saturday, jst('2026-11-21 00:05'))).toBeNull();
    expect(closeDueAt(alwaysOpenDemoCalendar, saturday, jst('2026-11-21 12:00'))).toBeNull();
  });
});

describe('the daily NAV snapshot', () => {
  it('records each pool’s close once, after the session and before the next opening; a day missed stays missing', async () => {
    // Friday 2026-11-20, 10:00 in Tokyo: the session is open.
    const pool = await product();
    const draft = await product(['7203'], false);
    const empty = await product(['7203']);
    const follower = await verifiedCustomer(t, '2000000');
    await follow(deps(), as(follower), { productId: pool.id, amount: dec('1000000') }, key());
    expect(await recordNavCloses(deps())).toBe(0);

    // After the close: two runs at once (two processes) record it once.
    await advanceTo('2026-11-20 15:31');
    const runs = await Promise.all([recordNavCloses(deps()), recordNavCloses(deps())]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await recordNavCloses(deps())).toBe(0);
    const [friday] = await closesOf(pool.id);
    expect(friday).toMatchObject({
      tradingDay: '2026-11-20',
      nav: '10000',
      equity: '1000000',
      units: '100',
      exposure: '0',
      takenAt: jst('2026-11-20 15:31'),
    });
    expect(await closesOf(draft.id)).toEqual([]);
    expect(await closesOf(empty.id)).toEqual([]);

    // The weekend and Monday's holiday: Friday's close is already there, nothing else is due.
    await advanceTo('2026-11-21 10:00');
    expect(await recordNavCloses(deps())).toBe(0);
    await advanceTo('2026-11-24 08:59');
    expect(await recordNavCloses(deps())).toBe(0);
    // Tuesday's session: nothing due until its end (the end itself is the first instant).
    await advanceTo('2026-11-24 15:29');
    expect(await recordNavCloses(deps())).toBe(0);
    await advanceTo('2026-11-24 15:30');
    expect(await recordNavCloses(deps())).toBe(1);

    // The server "down" from Wednesday's close to Thursday's opening: Wednesday is never recorded.
    await advanceTo('2026-11-26 09:00');
    expect(await recordNavCloses(deps())).toBe(0);
    await advanceTo('2026-11-26 16:00');
    expect(await recordNavCloses(deps())).toBe(1);
    expect((await closesOf(pool.id)).map((row) => row.tradingDay)).toEqual([
      '2026-11-20',
      '2026-11-24',
      '2026-11-26',
    ]);

    // What the views read of it: three flat closes, one follower.
    const metrics = await productMetrics(t.database.db, t.market, [
      { id: pool.id, poolCustomerId: pool.poolCustomerId, units: dec('100') },
    ]);
    expect(metrics.get(pool.id)).toEqual({
      return30d: null,
      return90d: null,
      maxDrawdown: '0',
      riskLevel: null,
      historyDays: 3,
    });
    expect(await productHistory(t.database.db, t.market, pool.id)).toEqual({
      points: [
        { day: '2026-11-20', nav: '10000', equity: '1000000' },
        { day: '2026-11-24', nav: '10000', equity: '1000000' },
        { day: '2026-11-26', nav: '10000', equity: '1000000' },
      ],
      followersGot: null,
    });
    await expect(productHistory(t.database.db, t.market, draft.id)).rejects.toThrow(AppError);
  });

  it('records a pool invested by its rule at the NAV and exposure of that moment', async () => {
    const basket = bundledInstruments()
      .slice(0, 24)
      .map((instrument) => instrument.symbol)
      .filter((symbol) => t.market.instrument(symbol));
    const invested = await product(basket);
    const follower = await verifiedCustomer(t, '60000000');
    await follow(deps(), as(follower), { productId: invested.id, amount: dec('50000000') }, key());
    await advanceTo('2026-11-27 10:00');
    expect(await t.app.copyTrading.runDue()).toBeGreaterThanOrEqual(1);
    await advanceTo('2026-11-27 15:45');
    expect(await recordNavCloses(deps())).toBeGreaterThanOrEqual(1);

    const [close] = await closesOf(invested.id);
    const money = await poolMoney(t.database.db, t.market, invested.poolCustomerId!);
    const valuation = await valueOpenPositions(
      { db: t.database.db, market: t.market },
      invested.poolCustomerId!,
    );
    expect(close).toMatchObject({
      tradingDay: '2026-11-27',
      equity: money.equity,
      units: '5000',
      nav: roundTo(divide(money.equity, dec('5000')), 12, 'half-up'),
      exposure: roundTo(divide(valuation.summary.marketValue, money.equity), 6, 'half-up'),
    });
    // Long, 1x, mostly invested: the exposure is the invested share of the equity.
    expect(compare(close!.exposure, dec('0'))).toBeGreaterThan(0);
    expect(compare(close!.exposure, dec('1.01'))).toBeLessThan(0);
    await expectLedgerClean(t);
  });
});

describe('a holding’s profit today and yesterday', () => {
  it('is computed from the last two closes and the flows since, in exact yen, the same for equal holdings', async () => {
    const db = t.database.db;
    const pool = await product();
    // Wednesday's close: NAV 10,000; Thursday's: 11,000; Friday's: 12,000.
    await db.insert(copyNavHistory).values(
      [
        ['2026-11-18', '2000000', '200'],
        ['2026-11-19', '2310000', '210'],
        ['2026-11-20', '2520000', '210'],
      ].map(([day, equity, units]) => ({
        productId: pool.id,
        tradingDay: day!,
        nav: divide(dec(equity!), dec(units!)),
        equity: dec(equity!),
        units: dec(units!),
        exposure: dec('0'),
        takenAt: jst(`${day} 15:31`),
      })),
    );
    const flow = async (
      customer: Customer,
      kind: 'follow' | 'redeem',
      units: string,
      amount: string,
      at: string,
    ) =>
      db.insert(copyFlows).values({
        productId: pool.id,
        customerId: customer.id,
        kind,
        clientKey: key(),
        requestHash: 'test',
        units: dec(units),
        nav: divide(dec(amount), dec(units)),
        amount: dec(amount),
        net: dec(amount),
        at: jst(at),
      });
    // A and B: 100 units on Tuesday, 10 more on Thursday at 10,500, 10 redeemed on Friday at 11,500.
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    for (const holder of [a, b]) {
      await flow(holder, 'follow', '100', '1000000', '2026-11-17 10:00');
      await flow(holder, 'follow', '10', '105000', '2026-11-19 10:00');
      await flow(holder, 'redeem', '10', '115000', '2026-11-20 09:30');
    }
    // C came on Friday: 10 units at 11,500.
    const c = await newCustomer(t);
    await flow(c, 'follow', '10', '115000', '2026-11-20 09:30');

    const now = { equity: dec('2520000'), units: dec('210') } as const;
    const profits = (customer: Customer, units: string, at: string) =>
      holdingProfits(
        db,
        { productId: pool.id, customerId: customer.id, units: dec(units) },
        now,
        jst(at),
        t.market.calendar,
      );
    // Friday 10:00: today 110 units from 11,000 (10 out at 11,500: +5,000; 100 to 12,000:
    // +100,000); yesterday 100 units 10,000 → 11,000 and 10 bought at 10,500 (+5,000).
    const friday = { todayProfit: '105000', yesterdayProfit: '105000' };
    expect(await profits(a, '100', '2026-11-20 10:00')).toEqual(friday);
    expect(await profits(b, '100', '2026-11-20 10:00')).toEqual(friday);
    expect(await profits(c, '10', '2026-11-20 10:00')).toEqual({
      todayProfit: '5000',
      yesterdayProfit: '0',
    });
    // Monday is a holiday: "today" is Tuesday, so today runs from Friday's close (nothing moved)
    // and yesterday is Friday.
    expect(await profits(a, '100', '2026-11-23 10:00')).toEqual({
      todayProfit: '0',
      yesterdayProfit: '105000',
    });
    // Wednesday: Tuesday's close is missing, so neither figure can be told.
    expect(await profits(a, '100', '2026-11-25 10:00')).toEqual({
      todayProfit: null,
      yesterdayProfit: null,
    });
  });
});
