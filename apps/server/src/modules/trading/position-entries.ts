import { negate, isPositive, type DecimalString } from '@kabuto/money';
import type { TradeEntryType } from '@kabuto/contract';
import type { Transaction } from '../../db/client';
import {
  customerAccount,
  houseAccountFor,
  moveCustomerFunds,
  postEntry,
  type AccountRef,
  type EntryMeta,
  type StepEntry,
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

type Described = Pick<PositionRow, 'symbol' | 'direction' | 'lots' | 'leverage'>;

export function describe(position: Described & { id: number }): string {
  return describeOrder(positionOrderNo(position.id), position);
}

/** The order as entries' reasons name it; a new order's number is filled in by the database. */
export function describeOrder(orderNo: string, position: Described): string {
  return `${orderNo} (${position.symbol} ${position.direction}, ${position.lots} lot(s), ${position.leverage}x)`;
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

type EntrySubject = Described & { customerId: number };

/** A transfer between two accounts as one entry of a position's step. */
function stepEntry(
  step: string,
  type: TradeEntryType,
  reason: string,
  at: Date,
  from: AccountRef,
  to: AccountRef,
  amount: DecimalString,
): StepEntry {
  return {
    step,
    entry: {
      type,
      reason,
      at,
      postings: [
        { account: from, amount: negate(amount) },
        { account: to, amount },
      ],
    },
  };
}

/**
 * The entries of an opening fill: the margin to the margin account, then the buy and service
 * fees to the house (its fee account last, so its row lock is held the shortest), paid from the
 * available balance, or from the held money of a pending order. `orderNo` is the placeholder for
 * an order the database has not numbered yet.
 */
export function openFillEntries(
  position: EntrySubject,
  costs: { margin: DecimalString; buyFee: DecimalString; serviceFee: DecimalString },
  at: Date,
  from: 'available' | 'held',
  orderNo: string,
): StepEntry[] {
  const what = describeOrder(orderNo, position);
  const source = customerAccount(position.customerId, 'JPY', from);
  const fees = houseAccountFor('fee_revenue', 'JPY', position.customerId);
  const entries = [
    stepEntry(
      'open:margin',
      'trade_margin',
      `Margin for ${what}`,
      at,
      source,
      customerAccount(position.customerId, 'JPY', 'margin'),
      costs.margin,
    ),
  ];
  if (isPositive(costs.buyFee)) {
    entries.push(
      stepEntry(
        'open:buy_fee',
        'trade_buy_fee',
        `Buy fee for ${what}`,
        at,
        source,
        fees,
        costs.buyFee,
      ),
    );
  }
  if (isPositive(costs.serviceFee)) {
    entries.push(
      stepEntry(
        'open:service_fee',
        'trade_service_fee',
        `Service fee for ${what}`,
        at,
        source,
        fees,
        costs.serviceFee,
      ),
    );
  }
  return entries;
}

/**
 * Sets money aside for a pending order (available → held): the whole cost at the price it can
 * fill at, so the fill can never find the money gone. The guarded debit refuses it when the
 * available balance is short.
 */
export function holdEntry(
  position: EntrySubject & { heldAmount: DecimalString },
  at: Date,
  orderNo: string,
): StepEntry {
  return stepEntry(
    'hold',
    'trade_hold',
    `Funds held for pending order ${describeOrder(orderNo, position)}`,
    at,
    customerAccount(position.customerId, 'JPY', 'available'),
    customerAccount(position.customerId, 'JPY', 'held'),
    position.heldAmount,
  );
}

/** Posts a position's step entries in the caller's transaction, keyed position:<id>:<step>. */
export async function postStepEntries(
  tx: Transaction,
  position: PositionRow,
  entries: readonly StepEntry[],
) {
  for (const { step, entry } of entries) {
    await postEntry(tx, {
      ...entry,
      idempotencyKey: `position:${position.id}:${step}`,
      reference: { type: 'position', id: position.id },
    });
  }
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
