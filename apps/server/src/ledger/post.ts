import { sql } from 'drizzle-orm';
import { currencyScale, isCurrencyCode, type CurrencyCode, type ErrorKey } from '@kabuto/contract';
import {
  isDecimalString,
  isZero,
  negate,
  parseDecimal,
  sum,
  toDecimalString,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable, Transaction } from '../db/client';
import { AppError } from '../platform/app-error';
import {
  accountKey,
  ensureAccounts,
  HOUSE_SHARDS,
  shardOf,
  isCustomerPurpose,
  isHousePurpose,
  MATCH_WANTED_ACCOUNTS,
  type AccountRef,
} from './accounts';
import { queryRows, toId } from './rows';

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

type NormalizedEntry = {
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
    if (!Number.isInteger(shard) || shard < 0 || shard >= HOUSE_SHARDS) fail(`house shard out of range: ${shard}`);
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

function normalizeEntry(input: EntryInput): NormalizedEntry {
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

/**
 * The refusal a customer sees, from the purposes of the accounts the guard stopped: an available
 * account short is insufficient_available_balance; a held or margin account short (releasing more
 * than is held) is insufficient_balance; a loan account going above zero is repaying more than is
 * owed.
 */
function refusalKey(refusedPurposes: string): ErrorKey {
  const purposes = refusedPurposes.split(',');
  if (purposes.includes('available')) return 'insufficient_available_balance';
  if (purposes.includes('loan')) return 'repayment_exceeds_loan';
  return 'insufficient_balance';
}

type PostOutcome = {
  resolved: boolean;
  refused: string | null;
  entry_id: string | number | null;
  moved: number;
  written: number;
};

/**
 * One statement does the whole posting, so a refusal leaves nothing behind even if a caller were
 * to catch the error and commit anyway:
 * 1. `resolved`: account ids for the postings (if any account is missing, nothing else happens
 *    and the caller creates it and tries again);
 * 2. `locked`: the touched accounts, row-locked in id order (the one lock order every
 *    posting uses, so two postings never deadlock on each other), read at their latest committed
 *    balance;
 * 3. `verdict`: the guard, on the locked rows: a customer's available/held/margin account may not
 *    go below zero and a loan account not above it; house accounts are unguarded;
 * 4. only if every account passed: the journal entry (ON CONFLICT on the idempotency key does
 *    nothing), then, only if the entry row was written, the balance updates and the postings.
 * Refused, or replayed, the statement changes nothing. The CHECK constraint on ledger_accounts
 * stands behind the guard.
 *
 * The lock is FOR NO KEY UPDATE, the one the balance UPDATE takes anyway: it excludes other
 * postings to the account but not the foreign-key checks of rows that merely reference it.
 *
 * The text never changes (postings arrive as arrays), so it runs as a named prepared statement:
 * PostgreSQL parses and plans it once per connection instead of on every posting, which is most
 * of the cost of a posting. (PGlite has no named statements and simply runs it.)
 */
const POST_ENTRY_STATEMENT = 'kabuto_ledger_post_entry_v2';
export const POST_ENTRY_SQL = `
WITH wanted AS (
  SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::numeric[], $14::smallint[])
    AS w(idx, owner_kind, customer_id, currency, purpose, amount, shard)
),
resolved AS (${MATCH_WANTED_ACCOUNTS}),
delta AS (
  SELECT r.id AS account_id, sum(w.amount) AS delta
    FROM wanted w JOIN resolved r ON r.idx = w.idx
   WHERE (SELECT count(*) FROM resolved) = cardinality($1::int[])
   GROUP BY r.id
),
locked AS (
  SELECT a.id, a.owner_kind, a.purpose, a.balance
    FROM ledger_accounts a
   WHERE a.id IN (SELECT account_id FROM delta)
   ORDER BY a.id
     FOR NO KEY UPDATE
),
verdict AS (
  SELECT (SELECT count(*) FROM resolved) = cardinality($1::int[]) AS resolved,
         string_agg(l.purpose, ',') FILTER (WHERE NOT (
           CASE WHEN l.owner_kind = 'house' THEN true
                WHEN l.purpose = 'loan' THEN l.balance + d.delta <= 0
                ELSE l.balance + d.delta >= 0 END
         )) AS refused
    FROM locked l JOIN delta d ON d.account_id = l.id
),
entry AS (
  INSERT INTO journal_entries
         (type, reason, reference_type, reference_id, idempotency_key, corrects_entry_id, created_at)
  SELECT $7::text, $8::text, $9::text, $10::text, $11::text, $12::bigint, coalesce($13::timestamptz, now())
    FROM verdict v
   WHERE v.resolved AND v.refused IS NULL
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id
),
moved AS (
  UPDATE ledger_accounts a
     SET balance = a.balance + d.delta
    FROM delta d, entry e
   WHERE a.id = d.account_id
  RETURNING a.id
),
written AS (
  INSERT INTO postings (entry_id, account_id, currency, amount)
  SELECT e.id, r.id, w.currency, w.amount
    FROM entry e CROSS JOIN wanted w JOIN resolved r ON r.idx = w.idx
   ORDER BY w.idx
  RETURNING id
)
SELECT v.resolved, v.refused, (SELECT id::text FROM entry) AS entry_id,
       (SELECT count(*)::int FROM moved) AS moved, (SELECT count(*)::int FROM written) AS written
  FROM verdict v`;

async function runPosting(tx: Transaction, entry: NormalizedEntry): Promise<PostOutcome> {
  const { postings } = entry;
  const params: unknown[] = [
    postings.map((_, index) => index),
    postings.map(({ account }) => account.owner),
    postings.map(({ account }) => (account.owner === 'customer' ? account.customerId : null)),
    postings.map(({ account }) => account.currency),
    postings.map(({ account }) => account.purpose),
    postings.map(({ amount }) => amount),
    entry.type,
    entry.reason,
    entry.referenceType,
    entry.referenceId,
    entry.idempotencyKey,
    entry.correctsEntryId,
    entry.at ? entry.at.toISOString() : null,
    postings.map(({ account }) => shardOf(account)),
  ];
  const result: unknown = await tx._.session
    .prepareQuery({ sql: POST_ENTRY_SQL, params }, undefined, POST_ENTRY_STATEMENT, false)
    .execute();
  const [outcome] = (result as { rows: PostOutcome[] }).rows;
  if (!outcome) throw new Error('ledger posting statement returned no row');
  return outcome;
}

type StoredEntry = {
  id: number;
  type: string;
  reason: string;
  referenceType: string | null;
  referenceId: string | null;
  correctsEntryId: number | null;
  postings: { key: string; amount: DecimalString }[];
};

async function findEntryByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<StoredEntry | undefined> {
  const rows = await queryRows<{
    id: string;
    type: string;
    reason: string;
    reference_type: string | null;
    reference_id: string | null;
    corrects_entry_id: string | null;
    owner_kind: 'customer' | 'house' | null;
    customer_id: string | null;
    currency: string | null;
    purpose: string | null;
    shard: number | null;
    amount: string | null;
  }>(
    db,
    sql`SELECT e.id::text AS id, e.type, e.reason, e.reference_type, e.reference_id,
               e.corrects_entry_id::text AS corrects_entry_id,
               a.owner_kind, a.customer_id::text AS customer_id, a.currency, a.purpose, a.shard, p.amount::text AS amount
          FROM journal_entries e
          LEFT JOIN postings p ON p.entry_id = e.id
          LEFT JOIN ledger_accounts a ON a.id = p.account_id
         WHERE e.idempotency_key = ${idempotencyKey}
         ORDER BY p.id`,
  );
  const [first] = rows;
  if (!first) return undefined;
  return {
    id: toId(first.id),
    type: first.type,
    reason: first.reason,
    referenceType: first.reference_type,
    referenceId: first.reference_id,
    correctsEntryId: first.corrects_entry_id === null ? null : toId(first.corrects_entry_id),
    postings: rows
      .filter((row) => row.amount !== null)
      .map((row) => ({
        key:
          row.owner_kind === 'customer'
            ? `customer:${toId(row.customer_id)}:${row.currency}:${row.purpose}`
            : `house:${row.currency}:${row.purpose}:${Number(row.shard)}`,
        amount: toDecimalString(parseDecimal(row.amount!)),
      })),
  };
}

function postingsFingerprint(postings: readonly { key: string; amount: DecimalString }[]): string {
  return postings
    .map((posting) => `${posting.key}=${posting.amount}`)
    .sort()
    .join('\n');
}

/** Same idempotency key: the same entry again (replay) or a different one (refused). */
function assertSameEntry(stored: StoredEntry, entry: NormalizedEntry): PostedEntry {
  const same =
    stored.type === entry.type &&
    stored.reason === entry.reason &&
    stored.referenceType === entry.referenceType &&
    stored.referenceId === entry.referenceId &&
    stored.correctsEntryId === entry.correctsEntryId &&
    postingsFingerprint(stored.postings) ===
      postingsFingerprint(
        entry.postings.map((posting) => ({
          key: accountKey(posting.account),
          amount: posting.amount,
        })),
      );
  if (!same) throw new AppError('key_mismatch');
  return { entryId: stored.id, replayed: true };
}

/**
 * Posts one balanced journal entry inside the caller's transaction, so the business change and
 * the money movement commit or roll back together.
 *
 * - Refuses a malformed entry (LedgerValidationError): fewer than two postings or accounts, a zero
 *   or malformed amount, an amount finer than the currency's minor unit, postings that do not sum
 *   to zero per currency.
 * - Creates missing accounts at zero.
 * - Refuses, with AppError, a posting that would take a customer's available, held or margin
 *   balance below zero, or a loan balance above zero; nothing of the entry is written and the
 *   caller's transaction must roll back (throwing the error on does that).
 * - Idempotent: the same key with the same content returns the existing entry (`replayed`); the
 *   same key with other content is refused with AppError('key_mismatch').
 *
 * Runs at READ COMMITTED (the default). Locks the touched accounts in id order until the caller's
 * transaction ends; callers that lock rows of their own should take them before posting.
 */
export async function postEntry(tx: Transaction, input: EntryInput): Promise<PostedEntry> {
  const entry = normalizeEntry(input);
  let outcome = await runPosting(tx, entry);
  if (!outcome.resolved) {
    await ensureAccounts(
      tx,
      entry.postings.map((posting) => posting.account),
    );
    outcome = await runPosting(tx, entry);
    if (!outcome.resolved) throw new Error('ledger accounts vanished while posting');
  }
  if (outcome.refused !== null || outcome.entry_id === null) {
    // Either refused by the guard or the key exists: a replay is answered before any refusal, so
    // retrying a debit that already went through returns it rather than "insufficient balance".
    const stored = await findEntryByKey(tx, entry.idempotencyKey);
    if (stored) return assertSameEntry(stored, entry);
    if (outcome.refused !== null) throw new AppError(refusalKey(outcome.refused));
    throw new Error('journal entry was neither written nor found');
  }
  const distinctAccounts = new Set(entry.postings.map((posting) => accountKey(posting.account)))
    .size;
  if (outcome.moved !== distinctAccounts || outcome.written !== entry.postings.length) {
    throw new Error(
      `ledger posting incomplete: ${outcome.moved}/${distinctAccounts} balances, ${outcome.written}/${entry.postings.length} postings`,
    );
  }
  return { entryId: toId(outcome.entry_id), replayed: false };
}

/**
 * Reverses an entry with a new, visible entry of the opposite postings that names it
 * (`corrects_entry_id`). An entry is reversed at most once; a second reversal under another key
 * is refused (duplicate_operation). Reversing takes money back, so it is guarded like any debit.
 */
export async function reverseEntry(
  tx: Transaction,
  input: { entryId: number; reason: string; idempotencyKey: string; type?: string; at?: Date },
): Promise<PostedEntry> {
  const type = input.type ?? 'reversal';
  // Lock the original so two reversals of it cannot both pass the "not yet reversed" test.
  const [original] = await queryRows<{
    reference_type: string | null;
    reference_id: string | null;
  }>(
    tx,
    sql`SELECT reference_type, reference_id FROM journal_entries WHERE id = ${input.entryId} FOR UPDATE`,
  );
  if (!original) fail(`journal entry ${input.entryId} does not exist`);
  const [existing] = await queryRows<{ idempotency_key: string }>(
    tx,
    sql`SELECT idempotency_key FROM journal_entries WHERE corrects_entry_id = ${input.entryId} AND type = ${type}`,
  );
  if (existing && existing.idempotency_key !== input.idempotencyKey)
    throw new AppError('duplicate_operation');
  const postings = await queryRows<{
    owner_kind: 'customer' | 'house';
    customer_id: string | null;
    currency: string;
    purpose: string;
    shard: number;
    amount: string;
  }>(
    tx,
    sql`SELECT a.owner_kind, a.customer_id::text AS customer_id, a.currency, a.purpose, a.shard, p.amount::text AS amount
          FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
         WHERE p.entry_id = ${input.entryId}
         ORDER BY p.id`,
  );
  return postEntry(tx, {
    type,
    reason: input.reason,
    reference:
      original.reference_type !== null && original.reference_id !== null
        ? { type: original.reference_type, id: original.reference_id }
        : null,
    idempotencyKey: input.idempotencyKey,
    correctsEntryId: input.entryId,
    ...(input.at ? { at: input.at } : {}),
    postings: postings.map((row) => ({
      account:
        row.owner_kind === 'customer'
          ? ({
              owner: 'customer',
              customerId: toId(row.customer_id),
              currency: row.currency,
              purpose: row.purpose,
            } as AccountRef)
          : ({ owner: 'house', currency: row.currency, purpose: row.purpose, shard: Number(row.shard) } as AccountRef),
      amount: negate(row.amount),
    })),
  });
}
