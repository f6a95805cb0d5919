import type { GrabOrderView } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import type { TestApp } from '../../test/app';
import type { Customer } from '../funding/testing';
import { expectOk, ticketKey } from '../trading/testing';

/**
 * Helpers of the grab tests. The test market (seed 7, the always-open demo calendar) has days that
 * stay at the upper limit all day, found by scanning its history (limit-close.test.ts proves the
 * default market has such days too): 8591 on 2026-10-04 at ¥3,471, its closing minute selling
 * 234,200 shares at the limit with 31,200 more bid there after the close. The tests pin the clock
 * on that day; no price is overridden.
 */
export const GRAB_DAY = '2026-10-04';
export const GRAB_SYMBOL = '8591';
export const GRAB_LIMIT = canonicalDecimal('3471');
export const GRAB_SUPPLY_SHARES = 234_200;
export const GRAB_QUEUED_SHARES = 31_200;
/** Noon of the day, and the day's close (the demo calendar's session ends at midnight). */
export const GRAB_CLOCK_START = new Date(`${GRAB_DAY}T12:00:00+09:00`);
export const GRAB_CLOSE = new Date('2026-10-05T00:00:00+09:00');
export const LOT = 1000;

export const joinGrab = (
  t: TestApp,
  customer: Customer,
  lots: number,
  symbol = GRAB_SYMBOL,
  key = ticketKey(),
) => t.call('/grab/join', { symbol, lots }, { ...customer.headers, 'idempotency-key': key });

export async function myGrabOrders(t: TestApp, customer: Customer): Promise<GrabOrderView[]> {
  return expectOk<GrabOrderView[]>(await t.call('/grab/records', {}, customer.headers));
}

/** Moves the clock and the market past the day's close. */
export function passTheClose(t: TestApp, extraSeconds = 60) {
  t.clock.set(new Date(GRAB_CLOSE.getTime() + extraSeconds * 1000));
  t.market.advanceTo(t.clock.now());
}
