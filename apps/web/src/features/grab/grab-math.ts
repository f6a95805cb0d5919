import { chargeOf, notionalOf } from '@kabuto/contract';
import { add, fromInteger, multiply, type DecimalString } from '@kabuto/money';

/**
 * The grab screen's figures, as the server computes them (docs/off-auction.md, "Grab shares").
 * Money and prices are decimal strings throughout, never JS numbers.
 */

export type GrabHold = {
  /** Limit price × shares: what the lots cost if every one is filled. */
  tradeValue: DecimalString;
  /** The ordinary opening (buy) fee on it, rounded up to the yen. */
  fee: DecimalString;
  /** What is held when joining: the trade value and the fee. */
  total: DecimalString;
};

/** What joining with `lots` holds: limit price × lots × shares per lot, plus the buy fee on it. */
export function grabHold(
  limitPrice: DecimalString,
  lots: number,
  lotShares: number,
  buyFeeRate: DecimalString,
): GrabHold {
  const tradeValue = notionalOf(limitPrice, lots * lotShares);
  const fee = lots === 0 ? fromInteger(0) : chargeOf(tradeValue, buyFeeRate);
  return { tradeValue, fee, total: add(tradeValue, fee) };
}

/** A rate as a percent figure ("0.001425" → "0.1425"), exact. */
export function ratePercent(rate: DecimalString): DecimalString {
  return multiply(rate, fromInteger(100));
}

type MyOrder = { status: 'pending' | 'approved' | 'rejected' } | null;

/**
 * Whether the customer can join: the queue still open (before its close on the server's clock)
 * and no live order of theirs in it (a cancelled one is rejected: joining again is allowed).
 */
export function canJoin(
  candidate: { closesAt: string; myOrder: MyOrder },
  serverNowMs: number | null,
): boolean {
  if (queueClosed(candidate, serverNowMs)) return false;
  return candidate.myOrder === null || candidate.myOrder.status === 'rejected';
}

/** Whether the day's queue has closed (the allocation is due), on the server's clock. */
export function queueClosed(candidate: { closesAt: string }, serverNowMs: number | null): boolean {
  return serverNowMs !== null && serverNowMs >= Date.parse(candidate.closesAt);
}

/** Whether my order can be cancelled: pending, before the close. */
export function canCancel(
  candidate: { closesAt: string; myOrder: MyOrder },
  serverNowMs: number | null,
): boolean {
  return candidate.myOrder?.status === 'pending' && !queueClosed(candidate, serverNowMs);
}
