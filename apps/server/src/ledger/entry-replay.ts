import { sql } from 'drizzle-orm';
import { parseDecimal, toDecimalString, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../db/client';
import { AppError } from '../platform/app-error';
import { accountKey } from './accounts';
import type { NormalizedEntry, PostedEntry } from './entry';
import { queryRows, toId } from './rows';

/**
 * An idempotency key that is already in the journal: the entry stored under it, and whether a
 * new posting under the same key is that entry again (a replay) or another one (refused).
 */

type StoredEntry = {
  id: number;
  type: string;
  reason: string;
  referenceType: string | null;
  referenceId: string | null;
  correctsEntryId: number | null;
  postings: { key: string; amount: DecimalString }[];
};

export async function findEntryByKey(
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
export function assertSameEntry(stored: StoredEntry, entry: NormalizedEntry): PostedEntry {
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
