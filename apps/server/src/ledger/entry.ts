import { currencyScale, isCurrencyCode, type CurrencyCode } from '@kabuto/contract';
import {
  isDecimalString,
  isZero,
  parseDecimal,
  sum,
  toDecimalString,
  type DecimalString,
} from '@kabuto/money';
import {
  accountKey,
  HOUSE_SHARDS,
  isCustomerPurpose,
  isHousePurpose,
  type AccountRef,
} from './accounts';

/**
 * What a journal entry is, as business code hands it to postEntry, and the check that it is
 * well-formed before anything is written.
 */

/** The business record an entry pays for: `{ type: 'deposit', id: 42 }`. */
export type EntryReference = { type: string; id: string | number };

export type PostingInput = {
  account: AccountRef;
  /** Signed decimal string, credit-positive: positive adds to the account, negative takes from it. */
  amount: DecimalString;
};

export type EntryInput = {
  /** Lower-case identifier of the movement: `deposit`, `withdrawal_hold`, `exchange`, ... */
  type: string;
  /** Why the money moved, in words the customer's fund records and the operator console show. */
  reason: string;
  reference?: EntryReference | null;
  /**
   * Unique across the whole journal. Derive it from the business record and the step, e.g.
   * `withdrawal:812:hold`, never from a client-supplied value alone.
   */
  idempotencyKey: string;
  /** Set on a correction: the entry it corrects. Entries themselves are never changed. */
  correctsEntryId?: number | null;
  /** When the movement happened; pass `clock.now()`. Defaults to the database's transaction time. */
  at?: Date;
  postings: readonly PostingInput[];
};

export type PostedEntry = {
  entryId: number;
  /** True when this idempotency key had already been posted with the same content. */
  replayed: boolean;
};

/**
 * A malformed entry: a bug in the code that built it (unbalanced, zero or malformed amounts, an
 * amount finer than the currency's minor unit...). Nothing is written. It is deliberately not an
 * AppError: a customer cannot cause it, so it surfaces as an internal error and in the logs.
 */
export class LedgerValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerValidationError';
  }
}

const IDENTIFIER = /^[a-z][a-z0-9_]{0,63}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
const MAX_INTEGER_DIGITS = 18;
const MAX_REASON_LENGTH = 500;

/** The entry as checked: trimmed reason, canonical amounts, the reference as text. */
export type NormalizedEntry = {
  type: string;
  reason: string;
  referenceType: string | null;
  referenceId: string | null;
  idempotencyKey: string;
  correctsEntryId: number | null;
  at: Date | null;
  postings: { account: AccountRef; amount: DecimalString }[];
};

function fail(message: string): never {
  throw new LedgerValidationError(message);
}

function normalizeAccount(ref: AccountRef): AccountRef {
  if (!isCurrencyCode(ref.currency)) fail(`unknown currency ${String(ref.currency)}`);
  if (ref.owner === 'customer') {
    if (!Number.isSafeInteger(ref.customerId) || ref.customerId <= 0)
      fail('customerId must be a positive integer');
    if (!isCustomerPurpose(ref.purpose))
      fail(`not a customer account purpose: ${String(ref.purpose)}`);
    return {
      owner: 'customer',
      customerId: ref.customerId,
      currency: ref.currency,
      purpose: ref.purpose,
    };
  }
  if (ref.owner === 'house') {
    if (!isHousePurpose(ref.purpose)) fail(`not a house account purpose: ${String(ref.purpose)}`);
    const shard = ref.shard ?? 0;
    if (!Number.isInteger(shard) || shard < 0 || shard >= HOUSE_SHARDS)
      fail(`house shard out of range: ${shard}`);
    return { owner: 'house', currency: ref.currency, purpose: ref.purpose, shard };
  }
  return fail('account owner must be customer or house');
}

/** The amount as a canonical decimal string, refusing what cannot be money in `currency`. */
export function normalizeAmount(amount: unknown, currency: CurrencyCode): DecimalString {
  if (typeof amount !== 'string' || !isDecimalString(amount))
    fail(`amount is not a decimal string: ${String(amount)}`);
  const canonical = toDecimalString(parseDecimal(amount));
  if (isZero(canonical)) fail('a posting amount cannot be zero');
  const [integerPart = '', fractionPart = ''] = canonical.replace('-', '').split('.');
  if (fractionPart.length > currencyScale(currency)) {
    fail(`${canonical} ${currency} is finer than the currency's minor unit; round it first`);
  }
  if (integerPart.length > MAX_INTEGER_DIGITS) fail(`${canonical} ${currency} is out of range`);
  return canonical;
}

/** Checks an entry and puts it in canonical form; a malformed one throws LedgerValidationError. */
export function normalizeEntry(input: EntryInput): NormalizedEntry {
  if (!IDENTIFIER.test(input.type)) fail(`entry type must match ${String(IDENTIFIER)}`);
  const reason = input.reason.trim();
  if (reason.length === 0 || reason.length > MAX_REASON_LENGTH)
    fail('an entry needs a reason (1 to 500 characters)');
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
    fail('idempotency key must be 1 to 200 printable characters');
  let referenceType: string | null = null;
  let referenceId: string | null = null;
  if (input.reference) {
    if (!IDENTIFIER.test(input.reference.type))
      fail(`reference type must match ${String(IDENTIFIER)}`);
    const id = input.reference.id;
    if (typeof id === 'number' && !Number.isSafeInteger(id))
      fail('a numeric reference id must be an integer');
    referenceId = String(id);
    if (referenceId.length === 0 || referenceId.length > 100)
      fail('reference id must be 1 to 100 characters');
    referenceType = input.reference.type;
  }
  const correctsEntryId = input.correctsEntryId ?? null;
  if (
    correctsEntryId !== null &&
    (!Number.isSafeInteger(correctsEntryId) || correctsEntryId <= 0)
  ) {
    fail('correctsEntryId must be an entry id');
  }
  if (input.at !== undefined && Number.isNaN(input.at.getTime())) fail('at is not a valid date');

  if (input.postings.length < 2) fail('an entry needs at least two postings');
  const postings = input.postings.map((posting) => {
    const account = normalizeAccount(posting.account);
    return { account, amount: normalizeAmount(posting.amount, account.currency) };
  });
  if (new Set(postings.map((posting) => accountKey(posting.account))).size < 2) {
    fail('an entry must touch at least two accounts');
  }
  const byCurrency = new Map<CurrencyCode, DecimalString[]>();
  for (const posting of postings) {
    const amounts = byCurrency.get(posting.account.currency) ?? [];
    amounts.push(posting.amount);
    byCurrency.set(posting.account.currency, amounts);
  }
  for (const [currency, amounts] of byCurrency) {
    const total = sum(amounts);
    if (!isZero(total)) fail(`postings in ${currency} sum to ${total}, not zero`);
  }
  return {
    type: input.type,
    reason,
    referenceType,
    referenceId,
    idempotencyKey: input.idempotencyKey,
    correctsEntryId,
    at: input.at ?? null,
    postings,
  };
}
