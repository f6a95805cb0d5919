import { isPositive, type DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { holdFunds, moveCustomerFunds, releaseHeldFunds } from '../../ledger';

/**
 * A block trade application's money (docs/off-auction.md, "Money"), each movement one balanced
 * entry naming the application (reference block_application:<id>), keyed by what it is for:
 * - the hold at application: available → held (`block:<id>:hold`);
 * - the payment for the lots filled: held → margin (`block:<id>:pay`), the stake of the long 1x
 *   position the shares become, as an IPO allotment's (ADR 0026); no buying fee;
 * - what is not needed, given back: held → available (`block:<id>:release`).
 */

type Input = {
  customerId: number;
  applicationId: number;
  subject: string;
  amount: DecimalString;
  at: Date;
};
const reference = (applicationId: number) => ({ type: 'block_application', id: applicationId });

export function holdForBlock(tx: Transaction, input: Input) {
  return holdFunds(tx, {
    type: 'block_hold',
    reason: `Block trade application for ${input.subject}`,
    reference: reference(input.applicationId),
    idempotencyKey: `block:${input.applicationId}:hold`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

export async function payForBlock(tx: Transaction, input: Input) {
  if (!isPositive(input.amount)) return null;
  return moveCustomerFunds(tx, {
    type: 'block_payment',
    reason: `Block trade shares paid for ${input.subject}`,
    reference: reference(input.applicationId),
    idempotencyKey: `block:${input.applicationId}:pay`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    from: 'held',
    to: 'margin',
    amount: input.amount,
  });
}

export async function releaseForBlock(tx: Transaction, input: Input) {
  if (!isPositive(input.amount)) return null;
  return releaseHeldFunds(tx, {
    type: 'block_release',
    reason: `Block trade money released for ${input.subject}`,
    reference: reference(input.applicationId),
    idempotencyKey: `block:${input.applicationId}:release`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

/*
 * A bid's money (agreed-price bidding), the same three movements naming the bid (reference
 * bidding_bid:<id>, keys `bidding:<id>:…`): the bid price × shares held at the bid; at the close
 * the clearing price × filled shares paid (held → margin); the rest given back. A withdrawn bid or
 * a withdrawn offering gives the whole hold back under the same release key, so a bid is released
 * once whatever ends it.
 */
type BidInput = Omit<Input, 'applicationId'> & { bidId: number };
const bidReference = (bidId: number) => ({ type: 'bidding_bid', id: bidId });

export function holdForBid(tx: Transaction, input: BidInput) {
  return holdFunds(tx, {
    type: 'bidding_hold',
    reason: `Bid for ${input.subject}`,
    reference: bidReference(input.bidId),
    idempotencyKey: `bidding:${input.bidId}:hold`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}

export async function payForBid(tx: Transaction, input: BidInput) {
  if (!isPositive(input.amount)) return null;
  return moveCustomerFunds(tx, {
    type: 'bidding_payment',
    reason: `Shares paid for at the clearing price, ${input.subject}`,
    reference: bidReference(input.bidId),
    idempotencyKey: `bidding:${input.bidId}:pay`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    from: 'held',
    to: 'margin',
    amount: input.amount,
  });
}

export async function releaseForBid(tx: Transaction, input: BidInput) {
  if (!isPositive(input.amount)) return null;
  return releaseHeldFunds(tx, {
    type: 'bidding_release',
    reason: `Bid money given back, ${input.subject}`,
    reference: bidReference(input.bidId),
    idempotencyKey: `bidding:${input.bidId}:release`,
    at: input.at,
    customerId: input.customerId,
    currency: 'JPY',
    amount: input.amount,
  });
}
