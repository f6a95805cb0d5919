import { describe, expect, it } from 'vitest';
import {
  closeSettlement,
  closingCharges,
  grossPnl,
  notionalOf,
  openingCosts,
  type FundRecord,
  type PositionDetail,
  type PositionView,
} from '@kabuto/contract';
import { negate, subtract, sum } from '@kabuto/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../ledger/rows';
import { logInOperator } from '../../test/app';
import { positionOrderNo } from './repo';
import { expectLedgerProven, newCustomer, wallet } from '../funding/testing';
import { DEFAULT_TRADING_SETTINGS } from './settings';
import {
  advance,
  closePosition,
  expectOk,
  expectRefusal,
  place,
  ticketKey,
  tradingCustomer,
} from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';

const { t } = useTestApp();

const RATES = {
  buyFeeRate: DEFAULT_TRADING_SETTINGS.buyFeeRate,
  sellFeeRate: DEFAULT_TRADING_SETTINGS.sellFeeRate,
  serviceFeeRate: DEFAULT_TRADING_SETTINGS.serviceFeeRate,
  stampDutyRate: DEFAULT_TRADING_SETTINGS.stampDutyRate,
};

async function detailOf(
  headers: Record<string, string>,
  positionId: number,
): Promise<PositionDetail> {
  return expectOk<PositionDetail>(await t.call('/trade/position', { positionId }, headers));
}

async function allFundRecords(headers: Record<string, string>): Promise<FundRecord[]> {
  const answer = expectOk<{ items: FundRecord[] }>(
    await t.call('/funding/records', { tab: 'all', limit: 50 }, headers),
  );
  return answer.items;
}

describe('a market buy and its sale', () => {
  it('charges what the ticket showed, leaves the ledger clean, and the fund records explain every yen', async () => {
    const customer = await tradingCustomer(t, '10000000');
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    expect(ticket.lotShares).toBe(1000);
    expect(ticket.availableFunds).toBe('10000000');

    const bought = expectOk<PositionView>(
      await place(t, customer, { symbol: '7203', lots: 2, leverage: 5 }),
    );
    expect(bought).toMatchObject({
      status: 'holding',
      direction: 'long',
      shares: 2000,
      lots: 2,
      leverage: 5,
    });
    const opened = await detailOf(customer.headers, bought.id);
    // The fills walked the book and recorded the quote each was made against.
    const openFills = opened.fills.filter((fill) => fill.leg === 'open');
    expect(openFills.reduce((shares, fill) => shares + fill.shares, 0)).toBe(2000);
    expect(
      openFills.every(
        (fill) => fill.basis === 'book' && fill.bookLevel !== null && fill.quoteSeq >= 0,
      ),
    ).toBe(true);
    const openNotional = sum(openFills.map((fill) => notionalOf(fill.price, fill.shares)));
    const costs = openingCosts({ notional: openNotional, leverage: 5, rates: RATES });
    expect(opened).toMatchObject({
      openNotional,
      margin: costs.margin,
      buyFee: costs.buyFee,
      serviceFee: costs.serviceFee,
    });
    expect((await wallet(t, customer.headers)).available).toBe(
      subtract(dec('10000000'), costs.total),
    );

    await advance(t, 2 * 86_400 + 20 * 60); // past T+1 and the 15 minutes
    const sold = expectOk<PositionView>(await closePosition(t, customer, bought.id));
    expect(sold.status).toBe('closed');
    const closed = await detailOf(customer.headers, bought.id);
    const closeFills = closed.fills.filter((fill) => fill.leg === 'close');
    const saleNotional = sum(closeFills.map((fill) => notionalOf(fill.price, fill.shares)));
    const charges = closingCharges({ notional: saleNotional, rates: RATES });
    const pnl = grossPnl('long', openNotional, saleNotional);
    const settled = closeSettlement({ marginTotal: costs.margin, pnl, ...charges });
    expect(closed).toMatchObject({
      closeNotional: saleNotional,
      sellFee: charges.sellFee,
      stampDuty: charges.stampDuty,
      realizedPnl: pnl,
      netPnl: sum([
        pnl,
        negate(costs.buyFee),
        negate(costs.serviceFee),
        negate(charges.sellFee),
        negate(charges.stampDuty),
      ]),
      closeReason: 'customer',
    });

    // Fund records: every entry of the position is there, with its order number and type, and
    // together with the funding they explain the balance exactly.
    const records = await allFundRecords(customer.headers);
    const trade = records.filter((record) => record.orderNo === bought.orderNo);
    const byType = new Map(trade.map((record) => [record.type, record]));
    expect(byType.get('trade_buy_fee')?.legs).toEqual([
      { currency: 'JPY', purpose: 'available', amount: `-${costs.buyFee}` },
    ]);
    expect(byType.get('trade_service_fee')?.legs).toEqual([
      { currency: 'JPY', purpose: 'available', amount: `-${costs.serviceFee}` },
    ]);
    expect(byType.get('trade_stamp_duty')?.legs).toEqual([
      { currency: 'JPY', purpose: 'margin', amount: `-${charges.stampDuty}` },
    ]);
    expect(byType.get('trade_sell_fee')?.legs).toEqual([
      { currency: 'JPY', purpose: 'margin', amount: `-${charges.sellFee}` },
    ]);
    expect(byType.get('trade_margin_release')?.legs).toContainEqual({
      currency: 'JPY',
      purpose: 'available',
      amount: settled.marginReturned,
    });
    // The trade tab lists exactly the position's entries (the funding is not a trade).
    const trades = expectOk<{ items: FundRecord[] }>(
      await t.call('/funding/records', { tab: 'trade', limit: 50 }, customer.headers),
    ).items;
    expect(trades.map((record) => record.id).sort()).toEqual(
      trade.map((record) => record.id).sort(),
    );
    expect(trades.length).toBeGreaterThanOrEqual(6);
    const moved = sum(records.flatMap((record) => record.legs.map((leg) => leg.amount)));
    const final = await wallet(t, customer.headers);
    expect(moved).toBe(sum([final.available, final.held, final.margin]));
    expect(final.available).toBe(sum([dec('10000000'), closed.netPnl!]));
    await expectLedgerProven(t);
  });
});

describe('the ticket’s idempotency key', () => {
  it('answers a retried ticket with its first order and places nothing twice', async () => {
    const customer = await tradingCustomer(t);
    const key = ticketKey();
    const first = expectOk<PositionView>(await place(t, customer, { lots: 1 }, key));
    const again = expectOk<PositionView>(await place(t, customer, { lots: 1 }, key));
    expect(again.id).toBe(first.id);
    const positions = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
    expect(positions.items).toHaveLength(1);
  });

  it('refuses the same key with another order, and an order without a key', async () => {
    const customer = await tradingCustomer(t);
    const key = ticketKey();
    expectOk(await place(t, customer, { lots: 1 }, key));
    expectRefusal(await place(t, customer, { lots: 2 }, key), 'key_mismatch');
    expectRefusal(
      await t.call(
        '/trade/place',
        { symbol: '7203', direction: 'long', orderType: 'market', lots: 1, leverage: 5 },
        customer.headers,
      ),
      'idempotency_key_required',
    );
  });

  it('ten simultaneous submissions of one ticket place one order', async () => {
    const customer = await tradingCustomer(t);
    const key = ticketKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(t, customer, { lots: 1 }, key)),
    );
    const ids = new Set(answers.map((answer) => expectOk<PositionView>(answer).id));
    expect(ids.size).toBe(1);
    const positions = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
    expect(positions.items).toHaveLength(1);
  });
});

describe('an order written in one statement (ADR 0019)', () => {
  it('keys its entries by the new position and names its order number as the app does', async () => {
    const customer = await tradingCustomer(t);
    const market = expectOk<PositionView>(await place(t, customer, { lots: 1 }));
    const entries = await queryRows<{ key: string; type: string; reason: string; ref: string }>(
      t.database.db,
      sql`SELECT idempotency_key AS key, type, reason, reference_id AS ref FROM journal_entries
           WHERE reference_type = 'position' AND reference_id = ${String(market.id)} ORDER BY id`,
    );
    expect(entries.map((entry) => [entry.key, entry.type])).toEqual([
      [`position:${market.id}:open:margin`, 'trade_margin'],
      [`position:${market.id}:open:buy_fee`, 'trade_buy_fee'],
      [`position:${market.id}:open:service_fee`, 'trade_service_fee'],
    ]);
    const orderNo = positionOrderNo(market.id);
    expect(
      entries.every((entry) => entry.reason.includes(`${orderNo} (7203 long, 1 lot(s), 5x)`)),
    ).toBe(true);
    expect(entries.some((entry) => entry.reason.includes('{order}'))).toBe(false);
  });
});

describe('placing: each rule answers its catalogue key and changes nothing', () => {
  it.each([
    ['an unknown leverage', { leverage: 7 }, 'leverage_unavailable'],
    ['zero lots', { lots: 0 }, 'order_lots_invalid'],
    ['more lots than allowed', { lots: 101 }, 'order_lots_invalid'],
    ['an unlisted symbol', { symbol: '9999' }, 'product_unavailable'],
    ['a limit order without a price', { orderType: 'limit' }, 'limit_price_required'],
    [
      'a limit price off the tick grid',
      { orderType: 'limit', limitPrice: '3000.5' },
      'price_not_on_tick',
    ],
    [
      'a limit price above the day’s limit up',
      { orderType: 'limit', limitPrice: '9000' },
      'exceeds_price_limit',
    ],
    [
      'a pre-market order in the demo’s always-open session',
      { session: 'pre_market' },
      'non_trading_time',
    ],
    ['a day trade without an approved application', { dayTrade: true }, 'day_trading_not_enabled'],
  ])('%s', async (_case, body, key) => {
    const customer = await tradingCustomer(t);
    expectRefusal(await place(t, customer, body as never), key);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '10000000', held: '0' });
    const positions = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
    expect(positions.items).toEqual([]);
  });

  it('more than the available balance: insufficient_available_balance, nothing written', async () => {
    const customer = await tradingCustomer(t, '100000');
    expectRefusal(
      await place(t, customer, { lots: 10, leverage: 1 }),
      'insufficient_available_balance',
    );
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '100000', held: '0' });
    expect(
      expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers)).items,
    ).toEqual([]);
  });

  it('an account barred from trading or frozen is refused with its key', async () => {
    const admin = await logInOperator(t, 'admin');
    for (const [kind, key] of [
      ['trade_barred', 'account_trade_barred'],
      ['frozen', 'account_frozen'],
    ] as const) {
      const customer = await tradingCustomer(t);
      const restricted = await t.callAdmin(
        '/customers/restrict',
        { customerId: customer.id, kind, reason: '取引制限のテスト', reasonLocale: 'ja' },
        admin,
      );
      expect(restricted.status).toBe(1);
      expectRefusal(await place(t, customer, {}), key);
      const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
      expect(ticket.restriction).toEqual({
        kind,
        reason: { text: '取引制限のテスト', locale: 'ja' },
      });
    }
  });

  it('a short beyond the symbol’s lending quota: lending_quota_full', async () => {
    const admin = await logInOperator(t, 'admin');
    expectOk(
      await t.callAdmin(
        '/trading/saveLendingQuota',
        { symbol: '6758', quotaShares: 3000, reason: 'Test quota' },
        admin,
      ),
    );
    const first = await tradingCustomer(t);
    const second = await tradingCustomer(t);
    expectOk(await place(t, first, { symbol: '6758', direction: 'short', lots: 2 }));
    expectRefusal(
      await place(t, second, { symbol: '6758', direction: 'short', lots: 2 }),
      'lending_quota_full',
    );
    expectOk(await place(t, second, { symbol: '6758', direction: 'short', lots: 1 }));
    expectRefusal(
      await place(t, second, { symbol: '6758', direction: 'short', lots: 1 }),
      'lending_quota_full',
    );
    // Longs never borrow.
    expectOk(await place(t, second, { symbol: '6758', direction: 'long', lots: 1 }));
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '6758' }, first.headers));
    expect(ticket.lendingAvailableShares).toBe(0);
  });
});

describe('one customer’s positions are nobody else’s', () => {
  it('another customer cannot see, close, cancel or add margin to them', async () => {
    const owner = await tradingCustomer(t);
    const stranger = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, owner, {}));
    expectRefusal(
      await t.call('/trade/position', { positionId: bought.id }, stranger.headers),
      'order_not_found',
    );
    expectRefusal(await closePosition(t, stranger, bought.id), 'order_not_found');
    expectRefusal(
      await t.call('/trade/cancel', { positionId: bought.id }, stranger.headers),
      'order_not_found',
    );
    expectRefusal(
      await t.call(
        '/trade/addMargin',
        { positionId: bought.id, amount: '1000' },
        { ...stranger.headers, 'idempotency-key': ticketKey() },
      ),
      'order_not_found',
    );
    const theirs = expectOk(await t.call('/trade/positions', { tab: 'open' }, stranger.headers));
    expect(theirs.items).toEqual([]);
    // An unknown id answers the same.
    expectRefusal(
      await t.call('/trade/position', { positionId: 999_999 }, stranger.headers),
      'order_not_found',
    );
  });

  it('a customer without money or positions sees an empty book and zero totals', async () => {
    const customer = await newCustomer(t);
    const summary = expectOk(await t.call('/trade/summary', {}, customer.headers));
    expect(summary).toEqual({
      openCount: 0,
      pendingCount: 0,
      marginTotal: '0',
      heldTotal: '0',
      marketValue: '0',
      unrealizedPnl: '0',
      marginWarningCount: 0,
      realizedPnlNet: '0',
    });
  });
});
