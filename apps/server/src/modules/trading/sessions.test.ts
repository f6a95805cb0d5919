import { describe, expect, it } from 'vitest';
import type { PositionDetail, PositionView } from '@kabuto/contract';
import { add, compare, subtract } from '@kabuto/money';
import { expectLedgerProven, wallet } from '../funding/testing';
import { closePosition, expectOk, expectRefusal, place, tradingCustomer } from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';

/**
 * Sessions on the exchange calendar (docs/trading.md): 2026-11-20 is a Friday; 2026-11-23 (Monday)
 * is Labour Thanksgiving Day, a holiday, so T+1 of Friday is Tuesday the 24th.
 */
const { t } = useTestApp({ calendar: 'jpx', clockStart: new Date('2026-11-20T08:30:00+09:00') });

async function moveTo(iso: string) {
  t.clock.set(new Date(iso));
  t.market.advanceTo(t.clock.now());
  await t.app.trading.whenIdle();
}

async function detail(headers: Record<string, string>, positionId: number) {
  return expectOk<PositionDetail>(await t.call('/trade/position', { positionId }, headers));
}

describe('the exchange calendar’s sessions', () => {
  it('pre-market: orders wait, holding their cost at the limit up, and fill at the opening price', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    expect(
      ticket.sessions.find((s: { session: string }) => s.session === 'pre_market'),
    ).toMatchObject({ openNow: true });
    expect(ticket.sessions.find((s: { session: string }) => s.session === 'regular')).toMatchObject(
      { openNow: false },
    );
    expectRefusal(await place(t, customer, {}), 'non_trading_time');
    expectRefusal(
      await place(t, customer, {
        session: 'pre_market',
        orderType: 'limit',
        limitPrice: ticket.quote.price,
      }),
      'session_order_type_unavailable',
    );
    expectRefusal(
      await place(t, customer, { session: 'pre_market', dayTrade: true }),
      'day_trading_session_only',
    );
    const pending = expectOk<PositionView>(await place(t, customer, { session: 'pre_market' }));
    expect(pending).toMatchObject({
      status: 'pending',
      session: 'pre_market',
      businessType: 'pre_market',
    });
    expect((await wallet(t, customer.headers)).held).toBe(pending.heldAmount);

    await moveTo('2026-11-20T09:00:30+09:00');
    const position = await detail(customer.headers, pending.id);
    expect(position.status).toBe('holding');
    const open = expectOk(await t.call('/market/detail', { symbol: '7203' }, customer.headers))
      .quote.open;
    expect(position.fills).toEqual([
      expect.objectContaining({ leg: 'open', basis: 'opening_price', price: open }),
    ]);
    // What it held beyond its cost at the opening price came back.
    expect(position.entries.map((entry) => entry.type)).toEqual([
      'trade_hold',
      'trade_margin',
      'trade_release',
      'trade_buy_fee',
      'trade_service_fee',
    ]);
    const costs = add(add(position.margin, position.buyFee), position.serviceFee);
    expect(await wallet(t, customer.headers)).toMatchObject({
      held: '0',
      available: subtract(dec('10000000'), costs),
    });
    await expectLedgerProven(t);
  });

  let friday: {
    customer: Awaited<ReturnType<typeof tradingCustomer>>;
    longId: number;
    sonyId: number;
  };

  it('T+1 skips the holiday: opened on Friday, closable from Wednesday’s open', async () => {
    await moveTo('2026-11-20T10:00:00+09:00');
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    const sony = expectOk<PositionView>(await place(t, customer, { symbol: '6758' }));
    friday = { customer, longId: bought.id, sonyId: sony.id };
    expect(bought.closableFrom).toBe(new Date('2026-11-25T09:00:00+09:00').toISOString());
    await moveTo('2026-11-24T14:00:00+09:00');
    expectRefusal(await closePosition(t, customer, bought.id), 'close_before_settlement_day');
    await moveTo('2026-11-25T09:05:00+09:00');
    expect(expectOk<PositionView>(await closePosition(t, customer, bought.id)).status).toBe(
      'closed',
    );
  });

  it('the lunch break, the evening, a holiday and the weekend: non_trading_time', async () => {
    const customer = await tradingCustomer(t);
    for (const instant of [
      '2026-11-25T12:00:00+09:00',
      '2026-11-25T20:00:00+09:00',
      '2026-11-28T10:00:00+09:00',
    ]) {
      await moveTo(instant);
      for (const session of ['regular', 'pre_market', 'after_market']) {
        expectRefusal(await place(t, customer, { session: session as never }), 'non_trading_time');
      }
    }
  });

  it('after-market: orders and sales fill at once at the day’s closing price', async () => {
    await moveTo('2026-11-30T16:00:00+09:00');
    const { sonyId } = friday;
    // Ten days on, the session from Friday has expired (7 days): log in again.
    const login = expectOk(
      await t.call('/user/login', {
        account: friday.customer.account,
        password: friday.customer.password,
      }),
    );
    const customer = {
      ...friday.customer,
      headers: { account: friday.customer.account, token: login.token as string },
    };
    expectRefusal(await place(t, customer, {}), 'non_trading_time');
    const close = expectOk(await t.call('/market/detail', { symbol: '7203' }, customer.headers))
      .quote.price;
    const bought = expectOk<PositionView>(await place(t, customer, { session: 'after_market' }));
    expect(bought).toMatchObject({
      status: 'holding',
      openPrice: close,
      businessType: 'after_market',
    });
    const fills = (await detail(customer.headers, bought.id)).fills;
    expect(fills).toEqual([expect.objectContaining({ basis: 'closing_price', price: close })]);
    // The position bought on Friday the 20th is sold on Monday evening, after the close, at the close.
    const sold = expectOk<PositionView>(await closePosition(t, customer, sonyId));
    const sonyClose = expectOk(await t.call('/market/detail', { symbol: '6758' }, customer.headers))
      .quote.price;
    expect(sold).toMatchObject({ status: 'closed', closePrice: sonyClose });
    expect(compare(sold.closePrice!, dec('0'))).toBe(1);
    await moveTo('2026-11-30T17:00:00+09:00');
    expectRefusal(await place(t, customer, { session: 'after_market' }), 'non_trading_time');
    await expectLedgerProven(t);
  });
});
