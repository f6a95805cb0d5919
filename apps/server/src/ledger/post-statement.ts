import type { Transaction } from '../db/client';
import { shardOf } from './accounts';
import type { NormalizedEntry } from './entry';

/** What the posting statement did: see POST_ENTRY_SQL. */
export type PostOutcome = {
  resolved: boolean;
  refused: string | null;
  entry_id: string | number | null;
  moved: number;
  written: number;
};

/**
 * One statement does the whole posting, so a refusal leaves nothing behind even if a caller were
 * to catch the error and commit anyway. The statement is the database function
 * `ledger_post_entry` (migration 0012; its twin for several entries, `ledger_post_entries`
 * (migration 0014), takes the same steps for a batch of orders: a change to one is a change to
 * both):
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
 * The call's text never changes (postings arrive as arrays), so it runs as a named prepared
 * statement, and PL/pgSQL keeps the posting's plan per connection. (PGlite has no named
 * statements and simply runs it.)
 */
const POST_ENTRY_STATEMENT = 'kabuto_ledger_post_entry_v3';
export const POST_ENTRY_SQL = `SELECT resolved, refused, entry_id, moved, written
  FROM ledger_post_entry($1::int[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::numeric[],
                         $7::text, $8::text, $9::text, $10::text, $11::text, $12::bigint,
                         $13::timestamptz, $14::smallint[])`;

/** The postings of an entry as the parallel arrays the posting function takes. */
export function postingArrays(entry: NormalizedEntry) {
  const { postings } = entry;
  return {
    idx: postings.map((_, index) => index),
    owner_kind: postings.map(({ account }) => account.owner),
    customer_id: postings.map(({ account }) =>
      account.owner === 'customer' ? account.customerId : null,
    ),
    currency: postings.map(({ account }) => account.currency),
    purpose: postings.map(({ account }) => account.purpose),
    amount: postings.map(({ amount }) => amount),
    shard: postings.map(({ account }) => shardOf(account)),
  };
}

/** Runs the posting statement once for a checked entry. */
export async function runPosting(tx: Transaction, entry: NormalizedEntry): Promise<PostOutcome> {
  const arrays = postingArrays(entry);
  const params: unknown[] = [
    arrays.idx,
    arrays.owner_kind,
    arrays.customer_id,
    arrays.currency,
    arrays.purpose,
    arrays.amount,
    entry.type,
    entry.reason,
    entry.referenceType,
    entry.referenceId,
    entry.idempotencyKey,
    entry.correctsEntryId,
    entry.at ? entry.at.toISOString() : null,
    arrays.shard,
  ];
  const result: unknown = await tx._.session
    .prepareQuery({ sql: POST_ENTRY_SQL, params }, undefined, POST_ENTRY_STATEMENT, false)
    .execute();
  const [outcome] = (result as { rows: PostOutcome[] }).rows;
  if (!outcome) throw new Error('ledger posting statement returned no row');
  return outcome;
}
