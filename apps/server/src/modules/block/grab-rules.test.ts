import { describe, expect, it } from 'vitest';
import type { GrabOrderView } from '@kabuto/contract';
import type { MarketDataProvider } from '../../market-data/provider';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer } from '../funding/testing';
import { verifiedCustomer, expectLedgerClean } from '../ipo/testing';
import { expectOk, expectRefusal, ticketKey } from '../trading/testing';
import { wallet } from './bidding-testing';
import { atLimitNow } from './grab-orders';
import {
  GRAB_CLOCK_START,
  GRAB_SYMBOL,
  joinGrab,
  myGrabOrders,
  passTheClose,
} from './grab-testing';

/*
 * Grab shares' rules (docs/off-auction.md, "Grab shares"): every refusal with its catalogue key,
 * 50 joins sent at once make one order, an order is its owner's alone, cancelling before the close
 * gives the hold back, and after the close nothing can be cancelled; a day that leaves the limit
 * releases every order.
 */

const { t } = useTestApp({ operators: ['admin'], clockStart: GRAB_CLOCK_START });

describe('grab shares: the rules', () => {
  it('refuses what the rules refuse, each with its key', async () => {
    const customer = await verifiedCustomer(t, '200000000');
    // 7203 is not at its limit on the day.
    expect(t.market.quote('7203').last).not.toBe(t.market.quote('7203').limitUp);
    expectRefusal(await joinGrab(t, customer, 1, '7203'), 'grab_not_at_limit');
    expectRefusal(await joinGrab(t, customer, 1, '0000'), 'product_unavailable');
    expectRefusal(await joinGrab(t, customer, 0), 'grab_lots_invalid');
    expectRefusal(await joinGrab(t, customer, 1.5), 'grab_lots_invalid');
    // More than the trading settings' most per order (100).
    expectRefusal(await joinGrab(t, customer, 101), 'grab_lots_invalid');
    const poor = await verifiedCustomer(t, '1000');
    expectRefusal(await joinGrab(t, poor, 1), 'insufficient_available_balance');
    const unverified = await newCustomer(t);
    expectRefusal(await joinGrab(t, unverified, 1), 'verification_required');
    const admin = await logInOperator(t, 'admin');
    for (const [kind, key] of [
      ['trade_barred', 'account_trade_barred'],
      ['frozen', 'account_frozen'],
    ] as const) {
      const restricted = await verifiedCustomer(t, '200000000');
      expectOk(
        await t.callAdmin(
          '/customers/restrict',
          { customerId: restricted.id, kind, reason: 'Restriction test', reasonLocale: 'en' },
          admin,
        ),
      );
      expectRefusal(await joinGrab(t, restricted, 1), key);
    }
    expect(await wallet(t, customer.id)).toMatchObject({ held: '0' });
    expect(await wallet(t, poor.id)).toMatchObject({ held: '0' });
  });

  it('refuses joining outside the sessions (the market closed)', () => {
    const closed = {
      instrument: () => ({}),
      quote: () => ({ sessionState: 'closed', tradingDay: '2026-10-04', last: '1', limitUp: '1' }),
    } as unknown as MarketDataProvider;
    expect(() => atLimitNow(closed, GRAB_SYMBOL, GRAB_CLOCK_START)).toThrow(
      expect.objectContaining({ key: 'grab_closed' }),
    );
  });

  it('makes one order of 50 joins sent at once, replays a key, and keeps orders their owner’s', async () => {
    const customer = await verifiedCustomer(t, '200000000');
    const stranger = await verifiedCustomer(t, '200000000');
    const answers = await Promise.all(Array.from({ length: 50 }, () => joinGrab(t, customer, 2)));
    const made = answers.filter((answer) => answer.status === 1);
    expect(made).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 1)) {
      expect(answer.msg).toBeTruthy();
      expectRefusal(answer, 'grab_already_joined');
    }
    const [mine] = await myGrabOrders(t, customer);
    expect(await myGrabOrders(t, customer)).toHaveLength(1);
    expect((await wallet(t, customer.id)).held).toBe(mine!.amount);
    // The same key answers the same order again.
    const key = ticketKey();
    const first = expectOk<GrabOrderView>(await joinGrab(t, stranger, 1, GRAB_SYMBOL, key));
    expect(expectOk<GrabOrderView>(await joinGrab(t, stranger, 1, GRAB_SYMBOL, key)).id).toBe(
      first.id,
    );
    // Another customer sees none of mine and cannot cancel it.
    expect((await myGrabOrders(t, stranger)).map((o) => o.id)).toEqual([first.id]);
    expectRefusal(
      await t.call('/grab/cancel', { orderId: mine!.id }, stranger.headers),
      'grab_order_not_found',
    );
    expect((await myGrabOrders(t, customer))[0]!.status).toBe('pending');

    // Cancelled before the close: the whole hold comes back, and the customer may join again.
    const cancelled = expectOk<GrabOrderView>(
      await t.call('/grab/cancel', { orderId: mine!.id }, customer.headers),
    );
    expect(cancelled).toMatchObject({
      status: 'rejected',
      rejectReason: 'cancelled',
      released: mine!.amount,
    });
    expect((await wallet(t, customer.id)).held).toBe('0');
    expectRefusal(
      await t.call('/grab/cancel', { orderId: mine!.id }, customer.headers),
      'grab_order_not_pending',
    );
    const again = expectOk<GrabOrderView>(await joinGrab(t, customer, 1));
    expect(again.status).toBe('pending');

    // After the close (the job not run yet), nothing can be cancelled or joined.
    passTheClose(t);
    expectRefusal(
      await t.call('/grab/cancel', { orderId: again.id }, customer.headers),
      'grab_closed',
    );
    await t.app.block.runDue();
    const [decided] = await myGrabOrders(t, customer);
    expect(decided!.status).not.toBe('pending');
    expect((await wallet(t, customer.id)).held).toBe('0');
    await expectLedgerClean(t);
  });
});
