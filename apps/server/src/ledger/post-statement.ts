import type { Transaction } from '../db/client';
import { MATCH_WANTED_ACCOUNTS, shardOf } from './accounts';
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

/** Runs the posting statement once for a checked entry. */
export async function runPosting(tx: Transaction, entry: NormalizedEntry): Promise<PostOutcome> {
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
