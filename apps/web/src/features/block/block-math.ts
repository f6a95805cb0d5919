import {
  compare,
  fromInteger,
  magnitude,
  multiply,
  signOf,
  type DecimalString,
} from '@kabuto/money';
import type { BLOCK_APPLICATION_STATUSES } from '@kabuto/contract';
import type { OfferingPhase } from '../../shared/offering-phase';

export type ApplicationStatus = (typeof BLOCK_APPLICATION_STATUSES)[number];

/** Whether the customer can apply: the window open and no application of theirs yet. */
export function canApply(phase: OfferingPhase, offering: { myApplication: unknown }): boolean {
  return phase === 'open' && offering.myApplication === null;
}

/**
 * What an application holds, as the server holds it: the offering price × lots × shares per lot
 * (no buying fee on a block trade). Decimal arithmetic, never a JS number for the amount.
 */
export function amountToHold(price: DecimalString, lots: number, lotShares: number): DecimalString {
  return multiply(price, fromInteger(lots * lotShares));
}

/** Whether an amount reaches the offering's minimum buy amount (the server refuses it otherwise). */
export function reachesMinimum(amount: DecimalString, minBuyAmount: DecimalString): boolean {
  return compare(amount, minBuyAmount) >= 0;
}

/**
 * The lots the sheet starts at: the fewest within the per-customer bounds whose amount reaches the
 * minimum buy amount (the bounds' minimum when none does: the server's refusal then says why).
 */
export function firstLots(offering: {
  price: DecimalString;
  lotShares: number;
  minLots: number;
  maxLots: number;
  minBuyAmount: DecimalString;
}): number {
  for (let lots = offering.minLots; lots <= offering.maxLots; lots += 1) {
    const amount = amountToHold(offering.price, lots, offering.lotShares);
    if (reachesMinimum(amount, offering.minBuyAmount)) return lots;
  }
  return offering.minLots;
}

/**
 * The price against the previous close, as the server computed it (a positive percent is a
 * discount): which words to use and the figure without its sign ("3.00").
 */
export function discountOf(discountPercent: DecimalString): {
  kind: 'discount' | 'premium' | 'same';
  percent: DecimalString;
} {
  const sign = signOf(discountPercent);
  const kind = sign > 0 ? 'discount' : sign < 0 ? 'premium' : 'same';
  return { kind, percent: magnitude(discountPercent) };
}
