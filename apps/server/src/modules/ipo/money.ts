import { isPositive, type DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { holdFunds, moveCustomerFunds, releaseHeldFunds } from '../../ledger';
import type { OfferingRow } from './views';

/**
 * An application's money (docs/ipo.md, "Money"; ADR 0026), each movement one balanced entry
 * that names the application (reference ipo_application:<id>), keyed by what it is for, so a
 * retried job or request can never move it twice:
 * - the hold at application: available → held (`ipo:<id>:hold`);
 * - the payment for shares won: held → margin (`ipo:<id>:pay`): the money becomes the stake of
 *   the allotment, which is a long 1x position once the stock lists, as any bought position is;
 * - what is not needed, given back: held → available (`ipo:<id>:release:<why>`).
 */

const reference = (applicationId: number) => ({ type: 'ipo_application', id: applicationId });
const subject = (offering: OfferingRow, applicationId: number) =>
  `${offering.symbol} ${offering.names.en} (application IPO${String(applicationId).padStart(8, '0')})`;

export function holdForApplication(
  tx: Transaction,
  input: {
    customerId: number;
    applicationId: number;
    offering: OfferingRow;
    amount: DecimalString;
    at: Date;
  },
) {
  return holdFunds(tx, {
    type: 'ipo_hold',
    reason: `IPO application for ${subject(input.offering, input.applicationId)}`,
    reference: reference(input.applicationId),
    idempotencyKey: `ipo:${input.applicationId}:hold`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

export type ReleaseReason = 'not_won' | 'above_cost' | 'lapsed' | 'cancelled';

/** Gives back held money that is no longer needed; nothing to give back moves nothing. */
export async function releaseForApplication(
  tx: Transaction,
  input: {
    customerId: number;
    applicationId: number;
    offering: OfferingRow;
    amount: DecimalString;
    why: ReleaseReason;
    at: Date;
  },
) {
  if (!isPositive(input.amount)) return null;
  const because: Record<ReleaseReason, string> = {
    not_won: 'not won in the draw',
    above_cost: 'the part above the final price',
    lapsed: 'the win lapsed unpaid',
    cancelled: 'the offering was withdrawn',
  };
  return releaseHeldFunds(tx, {
    type: 'ipo_release',
    reason: `IPO money released (${because[input.why]}) for ${subject(input.offering, input.applicationId)}`,
    reference: reference(input.applicationId),
    idempotencyKey: `ipo:${input.applicationId}:release:${input.why}`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

/**
 * Pays for the shares won: held → margin, or available → margin for a lapsed win offered on to an
 * entry whose hold was already given back (the guarded debit refuses it when the money is short).
 */
export function payForApplication(
  tx: Transaction,
  input: {
    customerId: number;
    applicationId: number;
    offering: OfferingRow;
    amount: DecimalString;
    at: Date;
    from: 'held' | 'available';
  },
) {
  return moveCustomerFunds(tx, {
    type: 'ipo_payment',
    reason: `IPO shares paid for ${subject(input.offering, input.applicationId)}`,
    reference: reference(input.applicationId),
    idempotencyKey: `ipo:${input.applicationId}:pay`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    from: input.from,
    to: 'margin',
    amount: input.amount,
  });
}
