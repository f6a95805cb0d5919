import { AppError } from '../platform/app-error';
import { shardOf } from './accounts';
import { normalizeEntry, type EntryInput } from './entry';
import { refusalKey } from './post';

/**
 * Journal entries that a database function posts (through `ledger_post_entries`, the batch twin of
 * `postEntry`'s `ledger_post_entry`)
 * together with the business rows they pay for, in one statement: checked here first exactly like
 * `postEntry` checks an entry, then handed over as JSON. The function keys each entry
 * `<reference type>:<reference id>:<step>` once the reference row has its id, creates an account
 * that does not exist yet at zero, and refuses by raising KB003 when a balance guard refused (the
 * message lists the purposes of the accounts it stopped).
 */
export type StepEntry = {
  /** The last part of the entry's idempotency key. */
  step: string;
  entry: Omit<EntryInput, 'idempotencyKey' | 'reference'>;
};

/** An entry as the batch functions take it (`p_entries`): `n` its place, `ord` its row's. */
export type EntryForStatement = {
  n: number;
  ord: number;
  step: string;
  type: string;
  reason: string;
  at: string | null;
};

/** A posting as the batch functions take it (`p_postings`): `n` its entry, `i` its place in it. */
export type PostingForStatement = {
  n: number;
  i: number;
  ord: number;
  owner_kind: 'customer' | 'house';
  customer_id: number | null;
  currency: string;
  purpose: string;
  shard: number;
  amount: string;
};

/**
 * The entries of several business rows (rows numbered from 1 in the order given) as the arrays the
 * batch functions take, each entry checked by `normalizeEntry` first.
 */
export function entriesForBatch(
  rows: readonly (readonly StepEntry[])[],
  referenceType: string,
): { entries: EntryForStatement[]; postings: PostingForStatement[] } {
  const entries: EntryForStatement[] = [];
  const postings: PostingForStatement[] = [];
  rows.forEach((stepEntries, index) => {
    const ord = index + 1;
    for (const { step, entry } of stepEntries) {
      const normalized = normalizeEntry({
        ...entry,
        idempotencyKey: `${referenceType}:new:${step}`,
        reference: { type: referenceType, id: 0 },
      });
      const n = entries.length + 1;
      entries.push({
        n,
        ord,
        step,
        type: normalized.type,
        reason: normalized.reason,
        at: normalized.at?.toISOString() ?? null,
      });
      normalized.postings.forEach(({ account, amount }, i) => {
        postings.push({
          n,
          i,
          ord,
          owner_kind: account.owner,
          customer_id: account.owner === 'customer' ? account.customerId : null,
          currency: account.currency,
          purpose: account.purpose,
          shard: shardOf(account),
          amount,
        });
      });
    }
  });
  return { entries, postings };
}

/** The driver's error behind drizzle's wrapper, when a function raised one of Kabuto's codes. */
export function raisedByStatement(error: unknown): { code: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^KB\d{3}$/.test(code))
      return { code, message: current.message };
    current = current.cause;
  }
  return null;
}

/** The customer's refusal for a KB003; null for anything else. */
export function ledgerRefusalOf(raised: { code: string; message: string }): AppError | null {
  return raised.code === 'KB003' ? new AppError(refusalKey(raised.message)) : null;
}
