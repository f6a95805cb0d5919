import { negate, isPositive, type DecimalString } from '@kabuto/money';
import type { TradeEntryType } from '@kabuto/contract';
import type { Transaction } from '../../db/client';
import {
  customerAccount,
  houseAccountFor,
  moveCustomerFunds,
  postEntry,
  type EntryMeta,
} from '../../ledger';
import { positionOrderNo, type PositionRow } from './repo';

/**
 * The journal entries a position moves (docs/trading.md, "Money"): one idempotency key per step
 * of a position, so a step can never post twice, and reasons that name the order. Every function
 * runs inside the caller's transaction, after the caller has locked (or just inserted) the
 * position row.
 */

/** Entry types: the customer's (TRADE_ENTRY_TYPES), or the house's own when the margin fell short. */
export function entryMeta(
  position: PositionRow,
  step: string,
  type: TradeEntryType | 'stamp_duty_absorbed',
  reason: string,
  at: Date,
): EntryMeta {
  return {
    type,
    reason,
    reference: { type: 'position', id: position.id },
    idempotencyKey: `position:${position.id}:${step}`,
    at,
  };
}

export function describe(position: PositionRow): string {
  return `${positionOrderNo(position.id)} (${position.symbol} ${position.direction}, ${position.lots} lot(s), ${position.leverage}x)`;
}

/** A house charge from one of the customer's accounts: a fee, the stamp duty, a loss. */
export function charge(
  tx: Transaction,
  position: PositionRow,
  meta: EntryMeta,
  from: 'available' | 'held' | 'margin',
  to: 'fee_revenue' | 'stamp_duty_payable' | 'trading_counterparty',
  amount: DecimalString,
) {
  return postEntry(tx, {
    ...meta,
    postings: [
      { account: customerAccount(position.customerId, 'JPY', from), amount: negate(amount) },
      { account: houseAccountFor(to, 'JPY', position.customerId), amount },
    ],
  });
}

/**
 * Sets money aside for a pending order (available → held): the whole cost at the price it can
 * fill at, so the fill can never find the money gone. The guarded debit refuses it when the
 * available balance is short.
 */
export async function holdForOrder(
  tx: Transaction,
  position: PositionRow,
  amount: DecimalString,
  at: Date,
) {
  await moveCustomerFunds(tx, {
    ...entryMeta(
      position,
      'hold',
      'trade_hold',
      `Funds held for pending order ${describe(position)}`,
      at,
    ),
    customerId: position.customerId,
    currency: 'JPY',
    amount,
    from: 'available',
    to: 'held',
  });
}

/** Gives a pending order's held money back (cancelled, lapsed, or left over after the fill). */
export async function releaseHeld(
  tx: Transaction,
  position: PositionRow,
  step: string,
  amount: DecimalString,
  reason: string,
  at: Date,
) {
  if (!isPositive(amount)) return;
  await moveCustomerFunds(tx, {
    ...entryMeta(position, step, 'trade_release', reason, at),
    customerId: position.customerId,
    currency: 'JPY',
    amount,
    from: 'held',
    to: 'available',
  });
}
