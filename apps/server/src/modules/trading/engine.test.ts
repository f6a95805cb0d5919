import { describe, expect, it } from 'vitest';
import { ticketResponse, type PositionDetail, type PositionView } from '@kabuto/contract';
import { add, compare, subtract } from '@kabuto/money';
import { logInOperator } from '../../test/app';
import { expectLedgerProven, wallet } from '../funding/testing';
import {
  advance,
  closePosition,
  expectOk,
  place,
  tradingCustomer,
  withTradingSettings,
} from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';

const { t } = useTestApp();

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;
/** The demo's one session of a day ends at the next Japan midnight. */
function sessionEnd(): Date {
  const japanDay = Math.floor((t.clock.now().getTime() + JST_OFFSET_MS) / DAY_MS);
  return new Date((japanDay + 1) * DAY_MS - JST_OFFSET_MS);
}

async function detail(headers: Record<string, string>, positionId: number) {
  return expectOk<PositionDetail>(await t.call('/trade/position', { positionId }, headers));
}

/** Moves the market in 5-second steps until `done` holds or `maxMinutes` have passed. */
async function advanceUntil(done: () => Promise<boolean>, maxMinutes: number): Promise<boolean> {
  for (let step = 0; step < maxMinutes * 12; step += 1) {
    if (await done()) return true;
    await advance(t, 5);
  }
  return done();
}

describe('a resting limit order', () => {
  it('fills at its limit price on the first quote that reaches it, from the money it held', async () => {
    const customer = await tradingCustomer(t);
    const ticket = ticketResponse.parse(
      expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers)),
    );
    const limitPrice = ticket.book.bids[0]!.price; // below the best ask: it rests
    const pending = expectOk<PositionView>(
      await place(t, customer, { orderType: 'limit', limitPrice, lots: 1 }),
    );
    expect(pending.status).toBe('pending');
    const filled = await advanceUntil(
      async () => (await detail(customer.headers, pending.id)).status === 'holding',
      120,
    );
    expect(filled).toBe(true);
    const position = await detail(customer.headers, pending.id);
    expect(position).toMatchObject({ openPrice: limitPrice, heldAmount: '0', expiresAt: null });
    expect(position.fills).toHaveLength(1);
    expect(position.fills[0]).toMatchObject({
      leg: 'open',
      basis: 'limit',
      price: limitPrice,
      bookLevel: null,
    });
    // The quote that filled it was at or below the limit.
    expect(compare(position.fills[0]!.quotePrice, limitPrice)).toBeLessThanOrEqual(0);
    // Held exactly its cost: the fill consumed the hold, nothing was left to release.
    const types = position.entries.map((entry) => entry.type);
    expect(types).toEqual(['trade_hold', 'trade_margin', 'trade_buy_fee', 'trade_service_fee']);
    expect(position.entries[1]!.legs).toEqual([
      { purpose: 'held', amount: `-${position.margin}` },
      { purpose: 'margin', amount: position.margin },
    ]);
    expect(await wallet(t, customer.headers)).toMatchObject({ held: '0' });
    await expectLedgerProven(t);
  });

  it('lapses at the session’s end and gives its money back', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '9984' }, customer.headers));
    const pending = expectOk<PositionView>(
      await place(t, customer, {
        symbol: '9984',
        orderType: 'limit',
        limitPrice: ticket.quote.limitDown,
      }),
    );
    const end = sessionEnd();
    expect(pending.expiresAt).toBe(end.toISOString());
    expect(await t.app.trading.runDueJobs(new Date(end.getTime() - 1))).toBe(0);
    // The market may have moved on; the job runs at the deadline whatever the price.
    await t.app.trading.runDueJobs(end);
    expect(await detail(customer.headers, pending.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'expired',
      heldAmount: '0',
    });
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '10000000', held: '0' });
  });
});

describe('closing at a limit', () => {
  it('waits as "closing", fills when the market reaches it, or lapses back to holding', async () => {
    const customer = await tradingCustomer(t);
    const first = expectOk<PositionView>(await place(t, customer, { symbol: '6758' }));
    const second = expectOk<PositionView>(await place(t, customer, { symbol: '6758' }));
    await advance(t, 2 * 86_400 + 20 * 60);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '6758' }, customer.headers));
    const reachable: string = ticket.book.asks[0].price; // a sale at the best ask rests until bid up to it
    const far: string = ticket.quote.limitUp;
    expect(
      expectOk<PositionView>(
        await closePosition(t, customer, first.id, { orderType: 'limit', limitPrice: reachable }),
      ).status,
    ).toBe('closing');
    expect(
      expectOk<PositionView>(
        await closePosition(t, customer, second.id, { orderType: 'limit', limitPrice: far }),
      ).status,
    ).toBe('closing');
    const sold = await advanceUntil(
      async () => (await detail(customer.headers, first.id)).status === 'closed',
      120,
    );
    expect(sold).toBe(true);
    expect(await detail(customer.headers, first.id)).toMatchObject({
      closePrice: reachable,
      closeReason: 'customer',
    });
    const view = await detail(customer.headers, second.id);
    expect(view.status).toBe('closing');
    await t.app.trading.runDueJobs(new Date(view.expiresAt!));
    expect(await detail(customer.headers, second.id)).toMatchObject({
      status: 'holding',
      closeOrderType: null,
    });
    await expectLedgerProven(t);
  });
});

describe('the maintenance level', () => {
  it('closes a position automatically on the quote that takes it there, and the fund record says why', async () => {
    await withTradingSettings(
      t,
      { maintenanceLevelPercent: dec('99.5'), warningLevelPercent: dec('99.9') },
      async () => {
        const customer = await tradingCustomer(t);
        const bought = expectOk<PositionView>(
          await place(t, customer, { symbol: '8035', leverage: 10 }),
        );
        const closed = await advanceUntil(
          async () => (await detail(customer.headers, bought.id)).status === 'closed',
          240,
        );
        expect(closed).toBe(true);
        const position = await detail(customer.headers, bought.id);
        expect(position.closeReason).toBe('maintenance');
        expect(compare(position.realizedPnl!, dec('0'))).toBeLessThan(0);
        const loss = position.entries.find((entry) => entry.type === 'forced_close_loss');
        expect(loss?.legs).toEqual([
          { purpose: 'margin', amount: `-${subtract(dec('0'), position.realizedPnl!)}` },
        ]);
        const records = expectOk(
          await t.call('/funding/records', { tab: 'all' }, customer.headers),
        );
        expect(
          records.items.some(
            (record: { type: string; orderNo: string }) =>
              record.type === 'forced_close_loss' && record.orderNo === bought.orderNo,
          ),
        ).toBe(true);
        // The close was at the market, against the book, and the customer got the rest back.
        expect(
          position.fills
            .filter((fill) => fill.leg === 'close')
            .every((fill) => fill.basis === 'book'),
        ).toBe(true);
        expect((await wallet(t, customer.headers)).available).toBe(
          add(dec('10000000'), position.netPnl!),
        );
      },
    );
    await expectLedgerProven(t);
  });
});

describe('day trading', () => {
  it('an approved customer’s day trade is exempt from the 15-minute rule and closes itself at the session’s end', async () => {
    const customer = await tradingCustomer(t);
    const compliance = await logInOperator(t, 'reviewer');
    const applied = expectOk(
      await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers),
    );
    expect(applied.status).toBe('pending');
    expect(expectOk(await t.call('/dayTrading/info', {}, customer.headers)).status).toBe('pending');
    expectOk(
      await t.callAdmin(
        '/trading/approveDayTrading',
        { applicationId: applied.id, reason: 'Experienced trader' },
        compliance,
      ),
    );
    expect(expectOk(await t.call('/dayTrading/info', {}, customer.headers))).toMatchObject({
      status: 'approved',
    });

    const quick = expectOk<PositionView>(
      await place(t, customer, { symbol: '7203', dayTrade: true }),
    );
    expect(quick).toMatchObject({ dayTrade: true, businessType: 'day_trade', closableFrom: null });
    expect(expectOk<PositionView>(await closePosition(t, customer, quick.id)).status).toBe(
      'closed',
    );

    const left = expectOk<PositionView>(
      await place(t, customer, { symbol: '7203', dayTrade: true }),
    );
    const end = sessionEnd();
    expect(left.dayTradeCloseAt).toBe(end.toISOString());
    t.clock.set(end);
    t.market.advanceTo(t.clock.now());
    await t.app.trading.runDueJobs();
    const position = await detail(customer.headers, left.id);
    expect(position).toMatchObject({ status: 'closed', closeReason: 'day_trade_end' });
    expect(position.fills.find((fill) => fill.leg === 'close')?.basis).toBe('closing_price');
    expect(position.entries.some((entry) => entry.type.startsWith('day_trade_close_'))).toBe(true);
    await expectLedgerProven(t);
  });

  it('applying twice is refused; a rejection carries the reviewer’s reason', async () => {
    const customer = await tradingCustomer(t);
    const compliance = await logInOperator(t, 'reviewer');
    const applied = expectOk(
      await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers),
    );
    const twice = await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers);
    expect(twice.msg).toBe('day_trading_already_applied');
    expectOk(
      await t.callAdmin(
        '/trading/rejectDayTrading',
        { applicationId: applied.id, reason: '經驗不足', reasonLocale: 'zh-TW' },
        compliance,
      ),
    );
    const decidedAgain = await t.callAdmin(
      '/trading/approveDayTrading',
      { applicationId: applied.id, reason: 'Changed mind' },
      compliance,
    );
    expect(decidedAgain.msg).toBe('application_closed');
    const info = expectOk(await t.call('/dayTrading/info', {}, customer.headers));
    expect(info.status).toBe('rejected');
    expect(info.applications[0]).toMatchObject({
      status: 'rejected',
      reviewReason: { text: '經驗不足', locale: 'zh-TW' },
    });
    expect((await place(t, customer, { dayTrade: true })).msg).toBe('day_trading_not_enabled');
    expect((await t.call('/dayTrading/apply', {}, customer.headers)).msg).toBe(
      'agreement_required',
    );
  });
});
