import { fromInteger, multiply, type DecimalString } from '@kabuto/money';
import type { IPO_APPLICATION_STATUSES } from '@kabuto/contract';

export type ApplicationStatus = (typeof IPO_APPLICATION_STATUSES)[number];

/**
 * What an application sets aside, as the server holds it: lots × shares per lot × the top of the
 * price range (the final price can only be inside the range, so this is the most the shares can
 * cost). Decimal arithmetic, never a JS number for the amount.
 */
export function amountToHold(
  lots: number,
  lotShares: number,
  priceHigh: DecimalString,
): DecimalString {
  return multiply(priceHigh, fromInteger(lots * lotShares));
}

/** The statuses of an application still in progress (the Trade tab's "auction"). */
export const IN_PROGRESS: readonly ApplicationStatus[] = ['awaiting_draw', 'pending_payment'];

/** How a status is coloured: a win is good news, a miss or an expiry is not, waiting is neutral. */
export function statusTone(status: ApplicationStatus): 'waiting' | 'won' | 'missed' {
  if (status === 'paid' || status === 'pending_payment') return 'won';
  if (status === 'awaiting_draw') return 'waiting';
  return 'missed';
}

/** Whether the customer can still apply: subscribing, and no application yet. */
export function canApply(offering: { phase: string; myApplication: unknown }): boolean {
  return offering.phase === 'subscribing' && offering.myApplication === null;
}
