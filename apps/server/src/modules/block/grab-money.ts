import { isPositive, negate, type DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import {
  customerAccount,
  holdFunds,
  houseAccountFor,
  moveCustomerFunds,
  postEntry,
  releaseHeldFunds,
} from '../../ledger';

/**
 * A grab order's money (docs/off-auction.md, "Grab shares"), each movement one balanced entry
 * naming the order (reference grab_order:<id>, keys `grab:<id>:…`):
 * - the hold at joining: limit price × shares plus the buy fee on it, available → held;
 * - at the close, the filled shares at the limit price: held → margin, the stake of the long 1x
 *   position they become (as block trades and bids);
 * - the ordinary buy fee on that amount (an exchange trade at the limit): held → fee revenue;
 * - the rest given back: held → available. A cancelled order gives the whole hold back under the
 *   same release key, so an order is released once whatever ends it.
 */

type Input = {
  customerId: number;
  orderId: number;
  subject: string;
  amount: DecimalString;
  at: Date;
};
const reference = (orderId: number) => ({ type: 'grab_order', id: orderId });

export function holdForGrab(tx: Transaction, input: Input) {
  return holdFunds(tx, {
    type: 'grab_hold',
    reason: `Queued at the limit price for ${input.subject}`,
    reference: reference(input.orderId),
    idempotencyKey: `grab:${input.orderId}:hold`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

export async function payForGrab(tx: Transaction, input: Input) {
  if (!isPositive(input.amount)) return null;
  return moveCustomerFunds(tx, {
    type: 'grab_payment',
    reason: `Shares bought at the limit price, ${input.subject}`,
    reference: reference(input.orderId),
    idempotencyKey: `grab:${input.orderId}:pay`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    from: 'held',
    to: 'margin',
    amount: input.amount,
  });
}

export async function chargeGrabFee(tx: Transaction, input: Input) {
  if (!isPositive(input.amount)) return null;
  return postEntry(tx, {
    type: 'grab_buy_fee',
    reason: `Buy fee, ${input.subject}`,
    reference: reference(input.orderId),
    idempotencyKey: `grab:${input.orderId}:fee`,
    at: input.at,
    postings: [
      {
        account: customerAccount(input.customerId, 'JPY', 'held'),
        amount: negate(input.amount),
      },
      { account: houseAccountFor('fee_revenue', 'JPY', input.customerId), amount: input.amount },
    ],
  });
}

export async function releaseForGrab(tx: Transaction, input: Input) {
  if (!isPositive(input.amount)) return null;
  return releaseHeldFunds(tx, {
    type: 'grab_release',
    reason: `Money given back, ${input.subject}`,
    reference: reference(input.orderId),
    idempotencyKey: `grab:${input.orderId}:release`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}
