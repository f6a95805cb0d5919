import { type CurrencyCode } from '@kabuto/contract';
import { isPositive, negate, type DecimalString } from '@kabuto/money';
import type { Transaction } from '../db/client';
import { customerAccount, houseAccount, type AccountRef, type CustomerPurpose } from './accounts';
import { LedgerValidationError, type EntryReference, type PostedEntry } from './entry';
import { postEntry } from './post';

/**
 * The common movements, each one balanced entry. Every helper takes the entry's description
 * (type, reason, reference, idempotency key, time) and a positive amount; the sign of each leg
 * follows from the movement.
 */
export type EntryMeta = {
  type: string;
  reason: string;
  reference?: EntryReference | null;
  idempotencyKey: string;
  at?: Date;
};

type CustomerAmount = { customerId: number; currency: CurrencyCode; amount: DecimalString };

function positive(amount: DecimalString): DecimalString {
  if (!isPositive(amount))
    throw new LedgerValidationError(`a movement amount must be positive: ${amount}`);
  return amount;
}

function meta(input: EntryMeta) {
  return {
    type: input.type,
    reason: input.reason,
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey,
    ...(input.at ? { at: input.at } : {}),
  };
}

/** One amount from one account to another: the entry every two-legged movement is. */
function transfer(
  tx: Transaction,
  input: EntryMeta & { amount: DecimalString },
  from: AccountRef,
  to: AccountRef,
): Promise<PostedEntry> {
  const amount = positive(input.amount);
  return postEntry(tx, {
    ...meta(input),
    postings: [
      { account: from, amount: negate(amount) },
      { account: to, amount },
    ],
  });
}

/** Money arrived at the house's bank for a customer (an approved deposit): bank clearing → available. */
export function creditFromBankClearing(
  tx: Transaction,
  input: EntryMeta & CustomerAmount,
): Promise<PostedEntry> {
  return transfer(
    tx,
    input,
    houseAccount('bank_clearing', input.currency),
    customerAccount(input.customerId, input.currency, 'available'),
  );
}

/** Money between two of one customer's own accounts, e.g. available → held. */
export function moveCustomerFunds(
  tx: Transaction,
  input: EntryMeta & CustomerAmount & { from: CustomerPurpose; to: CustomerPurpose },
): Promise<PostedEntry> {
  if (input.from === input.to) throw new LedgerValidationError('from and to must differ');
  return transfer(
    tx,
    input,
    customerAccount(input.customerId, input.currency, input.from),
    customerAccount(input.customerId, input.currency, input.to),
  );
}

/** Sets money aside (a withdrawal request, an IPO application, a pending order): available → held. */
export function holdFunds(
  tx: Transaction,
  input: EntryMeta & CustomerAmount,
): Promise<PostedEntry> {
  return moveCustomerFunds(tx, { ...input, from: 'available', to: 'held' });
}

/** Gives held money back (a rejected withdrawal, a cancelled order): held → available. */
export function releaseHeldFunds(
  tx: Transaction,
  input: EntryMeta & CustomerAmount,
): Promise<PostedEntry> {
  return moveCustomerFunds(tx, { ...input, from: 'held', to: 'available' });
}

/** Held money leaves the house to the customer's bank (an approved withdrawal): held → bank clearing. */
export function payOutHeldToBankClearing(
  tx: Transaction,
  input: EntryMeta & CustomerAmount,
): Promise<PostedEntry> {
  return transfer(
    tx,
    input,
    customerAccount(input.customerId, input.currency, 'held'),
    houseAccount('bank_clearing', input.currency),
  );
}

/** A charge the customer pays (a fee, stamp duty) from one of their accounts to a house account. */
export function chargeCustomer(
  tx: Transaction,
  input: EntryMeta &
    CustomerAmount & { from?: 'available' | 'held'; to: 'fee_revenue' | 'stamp_duty_payable' },
): Promise<PostedEntry> {
  return transfer(
    tx,
    input,
    customerAccount(input.customerId, input.currency, input.from ?? 'available'),
    houseAccount(input.to, input.currency),
  );
}

/**
 * A currency exchange at a quoted rate: both legs in one entry through the house FX account of
 * each currency. The caller computes `buy.amount` from the rate and rounds it explicitly to the
 * buy currency's minor unit (`roundTo`, direction documented where the rate is applied); the
 * ledger refuses an amount finer than that.
 */
export function exchangeCurrency(
  tx: Transaction,
  input: EntryMeta & {
    customerId: number;
    sell: { currency: CurrencyCode; amount: DecimalString };
    buy: { currency: CurrencyCode; amount: DecimalString };
  },
): Promise<PostedEntry> {
  const sellAmount = positive(input.sell.amount);
  const buyAmount = positive(input.buy.amount);
  if (input.sell.currency === input.buy.currency)
    throw new LedgerValidationError('exchange currencies must differ');
  return postEntry(tx, {
    ...meta(input),
    postings: [
      {
        account: customerAccount(input.customerId, input.sell.currency, 'available'),
        amount: negate(sellAmount),
      },
      { account: houseAccount('fx', input.sell.currency), amount: sellAmount },
      { account: houseAccount('fx', input.buy.currency), amount: negate(buyAmount) },
      {
        account: customerAccount(input.customerId, input.buy.currency, 'available'),
        amount: buyAmount,
      },
    ],
  });
}
