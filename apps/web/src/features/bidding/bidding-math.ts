import {
  add,
  compare,
  fromInteger,
  isDecimalString,
  isPositive,
  multiply,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import type { OfferingPhase } from '../../shared/offering-phase';

/**
 * The bidding screen's rules, as the server applies them (docs/off-auction.md, "Agreed-price
 * bidding"). Money and prices are decimal strings throughout, never JS numbers.
 */

type MyBid = { status: 'pending' | 'approved' | 'rejected' } | null;

/** Whether the customer can bid: the window open and no live bid (a withdrawn one is rejected). */
export function canBid(phase: OfferingPhase, offering: { myBid: MyBid }): boolean {
  return phase === 'open' && (offering.myBid === null || offering.myBid.status === 'rejected');
}

/** Whether my bid can be withdrawn: pending, while the window is open. */
export function canWithdraw(phase: OfferingPhase, offering: { myBid: MyBid }): boolean {
  return phase === 'open' && offering.myBid?.status === 'pending';
}

/** What a bid holds, as the server holds it: the bid price × lots × shares per lot (no fee). */
export function amountToHold(price: DecimalString, lots: number, lotShares: number): DecimalString {
  return multiply(price, fromInteger(lots * lotShares));
}

/** A typed price as a decimal string ("1,050" → "1050"), or null when it is no positive number. */
export function parsePrice(text: string): DecimalString | null {
  const plain = text.replace(/[,\s¥￥]/g, '');
  if (!/^\d+(\.\d)?$/.test(plain) || !isDecimalString(plain)) return null;
  return isPositive(plain) ? plain : null;
}

/** One tick up or down from `price` (the floor at least): the − and + buttons of the price. */
export function stepPrice(
  price: DecimalString,
  tick: DecimalString,
  direction: -1 | 1,
  floor: DecimalString,
): DecimalString {
  const next = direction > 0 ? add(price, tick) : subtract(price, tick);
  return compare(next, floor) < 0 ? floor : next;
}

/** Whether the price is below the floor (the sheet says so before the server does). */
export function belowFloor(price: DecimalString, floor: DecimalString): boolean {
  return compare(price, floor) < 0;
}

/**
 * A demand bar's length in percent of the chart's width: the cumulative lots against the larger
 * of the block and the highest demand, so the block's line sits inside the chart. Lots are whole
 * numbers (no money here).
 */
export function barPercent(cumulativeLots: number, lotsOffered: number, maxCumulative: number) {
  const scale = Math.max(lotsOffered, maxCumulative, 1);
  return Math.round((cumulativeLots / scale) * 1000) / 10;
}
