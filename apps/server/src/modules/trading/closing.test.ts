import { beforeAll, describe, expect, it } from 'vitest';
import type { PositionView } from '@kabuto/contract';
import { add, subtract } from '@kabuto/money';
import { logInOperator } from '../../test/app';
import { expectLedgerProven, wallet } from '../funding/testing';
import {
  advance,
  closePosition,
  expectOk,
  expectRefusal,
  place,
  ticketKey,
  tradingCustomer,
  withTradingSettings,
} from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';

const { t } = useTestApp();
let compliance: Record<string, string>;
beforeAll(async () => {
  compliance = await logInOperator(t, 'reviewer');
});

const PAST_THE_RULES_SECONDS = 2 * 86_400 + 16 * 60;

describe('the closing rules, each with its catalogue key', () => {
  // A newcomer's close within 15 minutes on the opening day was refused with the 15-minute text
  // while the sheet said it could be closed only days later: the day rule decides, so it is named.
  it('on the opening day, within 15 minutes or not, and on T+1: close_before_settlement_day', async () => {
    const customer = await tradingCustomer(t);
    const opened = expectOk<PositionView>(await place(t, customer, {}));
    expectRefusal(await closePosition(t, customer, opened.id), 'close_before_settlement_day');
    await advance(t, 15 * 60);
    expectRefusal(await closePosition(t, customer, opened.id), 'close_before_settlement_day');
    await advance(t, 86_400); // T+1
    expectRefusal(await closePosition(t, customer, opened.id), 'close_before_settlement_day');
    const view = expectOk<PositionView>(
      await t.call('/trade/position', { positionId: opened.id }, customer.headers),
    );
    // The position says when it can be closed: the start of the second trading day after opening.
    expect(view.closableFrom).not.toBeNull();
    t.clock.set(new Date(view.closableFrom!));
    t.market.advanceTo(t.clock.now());
    expect(expectOk<PositionView>(await closePosition(t, customer, opened.id)).status).toBe(
      'closed',
    );
  });

  it('a short as well: the same key, and closable from the same instant', async () => {
    const customer = await tradingCustomer(t);
    const opened = expectOk<PositionView>(await place(t, customer, { direction: 'short' }));
    expectRefusal(await closePosition(t, customer, opened.id), 'close_before_settlement_day');
    t.clock.set(new Date(opened.closableFrom!));
    t.market.advanceTo(t.clock.now());
    expect(expectOk<PositionView>(await closePosition(t, customer, opened.id)).status).toBe(
      'closed',
    );
  });

  it('without a day rule, only the minimum holding time: close_min_holding_time', async () => {
    await withTradingSettings(t, { sellAfterTradingDays: 0 }, async () => {
      const customer = await tradingCustomer(t);
      const opened = expectOk<PositionView>(await place(t, customer, { direction: 'short' }));
      expect(Date.parse(opened.closableFrom!) - t.clock.now().getTime()).toBe(15 * 60_000);
      expectRefusal(await closePosition(t, customer, opened.id), 'close_min_holding_time');
      await advance(t, 14 * 60 + 59);
      expectRefusal(await closePosition(t, customer, opened.id), 'close_min_holding_time');
      await advance(t, 1);
      expect(expectOk<PositionView>(await closePosition(t, customer, opened.id)).status).toBe(
        'closed',
      );
    });
  });

  it('a locked position: position_locked, until compliance unlocks it', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    await advance(t, PAST_THE_RULES_SECONDS);
    compliance = await logInOperator(t, 'reviewer'); // operator sessions last hours, not days
    const locked = expectOk(
      await t.callAdmin(
        '/trading/lockPosition',
        { positionId: bought.id, reason: 'Under review' },
        compliance,
      ),
    );
    expect(locked.status).toBe('locked');
    expectRefusal(await closePosition(t, customer, bought.id), 'position_locked');
    expectRefusal(
      await t.call(
        '/trade/addMargin',
        { positionId: bought.id, amount: '1000' },
        { ...customer.headers, 'idempotency-key': ticketKey() },
      ),
      'position_locked',
    );
    const view = expectOk<PositionView>(
      await t.call('/trade/position', { positionId: bought.id }, customer.headers),
    );
    expect(view).toMatchObject({ status: 'locked', lockReason: 'Under review' });
    expectOk(
      await t.callAdmin(
        '/trading/unlockPosition',
        { positionId: bought.id, reason: 'Review done' },
        compliance,
      ),
    );
    expect(expectOk<PositionView>(await closePosition(t, customer, bought.id)).status).toBe(
      'closed',
    );
  });

  it('a closed position sold again: duplicate_operation; the same close retried answers the close', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    await advance(t, PAST_THE_RULES_SECONDS);
    const key = ticketKey();
    const closed = expectOk<PositionView>(await closePosition(t, customer, bought.id, {}, key));
    const retried = expectOk<PositionView>(await closePosition(t, customer, bought.id, {}, key));
    expect(retried).toMatchObject({
      id: closed.id,
      status: 'closed',
      closePrice: closed.closePrice,
    });
    expectRefusal(await closePosition(t, customer, bought.id), 'duplicate_operation');
  });

  it('a limit close price off the grid or beyond the limits is refused like an order’s', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    await advance(t, PAST_THE_RULES_SECONDS);
    expectRefusal(
      await closePosition(t, customer, bought.id, { orderType: 'limit', limitPrice: '3000.3' }),
      'price_not_on_tick',
    );
    expectRefusal(
      await closePosition(t, customer, bought.id, { orderType: 'limit', limitPrice: '99990' }),
      'exceeds_price_limit',
    );
    expectRefusal(
      await closePosition(t, customer, bought.id, { orderType: 'limit' }),
      'limit_price_required',
    );
  });
});

describe('fifty parallel closes of one position', () => {
  it('close it exactly once; the others answer duplicate_operation and nothing moves twice', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, { lots: 3 }));
    await advance(t, PAST_THE_RULES_SECONDS);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => closePosition(t, customer, bought.id)),
    );
    const succeeded = answers.filter((answer) => answer.status === 1);
    expect(succeeded).toHaveLength(1);
    expect(
      new Set(answers.filter((answer) => answer.status === 0).map((answer) => answer.msg)),
    ).toEqual(new Set(['duplicate_operation']));
    const detail = expectOk(
      await t.call('/trade/position', { positionId: bought.id }, customer.headers),
    );
    expect(
      detail.fills.filter((fill: { leg: string }) => fill.leg === 'close').length,
    ).toBeGreaterThan(0);
    expect(
      detail.entries.filter((entry: { type: string }) => entry.type === 'trade_margin_release'),
    ).toHaveLength(1);
    expect((await wallet(t, customer.headers)).available).toBe(add(dec('10000000'), detail.netPnl));
    await expectLedgerProven(t);
  });
});

describe('cancelling and adding margin', () => {
  it('a resting limit order holds its cost; cancelling gives it back; cancelling again: order_not_pending', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    // Far below the market but inside the day's limits: it rests.
    const limitPrice = ticket.quote.limitDown;
    const pending = expectOk<PositionView>(
      await place(t, customer, { orderType: 'limit', limitPrice }),
    );
    expect(pending.status).toBe('pending');
    expect(await wallet(t, customer.headers)).toMatchObject({
      held: pending.heldAmount,
      available: subtract(dec('10000000'), pending.heldAmount),
    });
    expect(
      expectOk<PositionView>(
        await t.call('/trade/cancel', { positionId: pending.id }, customer.headers),
      ),
    ).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer',
      heldAmount: '0',
    });
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '10000000', held: '0' });
    expectRefusal(
      await t.call('/trade/cancel', { positionId: pending.id }, customer.headers),
      'order_not_pending',
    );
  });

  it('a holding position cannot be cancelled', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    expectRefusal(
      await t.call('/trade/cancel', { positionId: bought.id }, customer.headers),
      'order_not_pending',
    );
  });

  it('added margin is a positive whole number of yen, added once per key', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, {}));
    const before = await wallet(t, customer.headers);
    const headers = { ...customer.headers, 'idempotency-key': ticketKey() };
    for (const amount of ['0', '-5', '100.5', 'abc', '']) {
      expectRefusal(
        await t.call('/trade/addMargin', { positionId: bought.id, amount }, headers),
        'amount_invalid',
      );
    }
    const added = expectOk<PositionView>(
      await t.call('/trade/addMargin', { positionId: bought.id, amount: '50000' }, headers),
    );
    expect(added.addedMargin).toBe('50000');
    const again = expectOk<PositionView>(
      await t.call('/trade/addMargin', { positionId: bought.id, amount: '50000' }, headers),
    );
    expect(again.addedMargin).toBe('50000');
    expectRefusal(
      await t.call('/trade/addMargin', { positionId: bought.id, amount: '40000' }, headers),
      'key_mismatch',
    );
    expect((await wallet(t, customer.headers)).available).toBe(
      add(before.available, dec('-50000')),
    );
    expectRefusal(
      await t.call(
        '/trade/addMargin',
        { positionId: bought.id, amount: '999999999' },
        { ...customer.headers, 'idempotency-key': ticketKey() },
      ),
      'insufficient_available_balance',
    );
    // The added margin comes back with the rest when the position is sold.
    await advance(t, PAST_THE_RULES_SECONDS);
    const closed = expectOk<PositionView>(await closePosition(t, customer, bought.id));
    expect((await wallet(t, customer.headers)).available).toBe(
      add(dec('10000000'), closed.netPnl!),
    );
    await expectLedgerProven(t);
  });
});

describe('one customer doing many things at once', () => {
  it('opens, sells and adds margin in parallel without a deadlock or a lost yen', async () => {
    const customer = await tradingCustomer(t, '50000000');
    const held = [];
    for (let i = 0; i < 10; i += 1)
      held.push(expectOk<PositionView>(await place(t, customer, { symbol: '7203' })));
    await advance(t, PAST_THE_RULES_SECONDS);
    const work = [
      ...held.map((position) => closePosition(t, customer, position.id)),
      ...Array.from({ length: 10 }, () =>
        place(t, customer, { symbol: '7203', direction: 'short' }),
      ),
      ...held.map((position) =>
        t.call(
          '/trade/addMargin',
          { positionId: position.id, amount: '1000' },
          { ...customer.headers, 'idempotency-key': ticketKey() },
        ),
      ),
    ];
    const answers = await Promise.all(work);
    // Added margin may meet a position already sold (duplicate_operation); nothing else may fail.
    const failures = answers.filter((answer) => answer.status !== 1).map((answer) => answer.msg);
    expect(failures.filter((msg) => msg !== 'duplicate_operation')).toEqual([]);
    expect(answers.every((answer) => answer.httpStatus === 200)).toBe(true);
    await expectLedgerProven(t);
  });
});
