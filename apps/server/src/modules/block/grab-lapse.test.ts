import { describe, expect, it } from 'vitest';
import type { GrabCandidate, GrabQueueView } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk } from '../trading/testing';
import { wallet } from './bidding-testing';
import { joinGrab, myGrabOrders } from './grab-testing';

/*
 * A stock that leaves its upper limit before the close (docs/off-auction.md, "Grab shares", step
 * 4): nothing is allocated, every order lapses as `off_limit_at_close` and its whole hold comes
 * back. On the test market's own day (seed 7, found by scanning its minutes; nothing is
 * overridden): 8591 trades at its ¥3,318 limit at 21:17 Japan time on 2026-09-29 and closes the
 * day at ¥3,175.
 */
const DAY = '2026-09-29';
const SYMBOL = '8591';
const LIMIT = canonicalDecimal('3318');
const AT_THE_LIMIT = new Date(`${DAY}T21:17:59+09:00`);
const AFTER_THE_CLOSE = new Date('2026-09-30T00:01:00+09:00');

const { t } = useTestApp({ operators: ['admin'], clockStart: AT_THE_LIMIT });

describe('grab shares when the stock leaves its limit before the close', () => {
  it('allocates nothing: the order lapses as off_limit_at_close and the whole hold comes back', async () => {
    expect(t.market.quote(SYMBOL)).toMatchObject({ last: LIMIT, limitUp: LIMIT });
    const candidates = expectOk<GrabCandidate[]>(await t.call('/grab/candidates', {}));
    expect(candidates.map((row) => row.symbol)).toContain(SYMBOL);

    const customer = await verifiedCustomer(t, '50000000');
    const before = await wallet(t, customer.id);
    const order = expectOk<{ amount: string }>(await joinGrab(t, customer, 2, SYMBOL));
    expect((await wallet(t, customer.id)).held).toBe(order.amount);

    t.clock.set(AFTER_THE_CLOSE);
    t.market.advanceTo(t.clock.now());
    expect(t.market.limitUpClose(SYMBOL, DAY)).toBeNull();
    expect(await t.app.block.runDue()).toBe(1);

    const [record] = await myGrabOrders(t, customer);
    expect(record).toMatchObject({
      status: 'rejected',
      rejectReason: 'off_limit_at_close',
      lotsFilled: 0,
      released: order.amount,
    });
    expect(await wallet(t, customer.id)).toEqual(before);
    const desk = await logInOperator(t, 'admin');
    const [queue] = expectOk<GrabQueueView[]>(
      await t.callAdmin('/grab/queues', { tradingDay: DAY }, desk),
    );
    expect(queue).toMatchObject({ symbol: SYMBOL, status: 'allocated', closedAtLimit: false });
    // Once: a second run finds nothing left to do.
    expect(await t.app.block.runDue()).toBe(0);
    await expectLedgerClean(t);
  });
});
