import { sql } from 'drizzle-orm';
import { negate } from '@kabuto/money';
import type { Transaction } from '../db/client';
import { AppError } from '../platform/app-error';
import type { AccountRef } from './accounts';
import { LedgerValidationError, type PostedEntry } from './entry';
import { postEntry } from './post';
import { decimalFromSql } from '../db/decimal-column';
import { queryRows, toId } from './rows';

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
  if (!original) throw new LedgerValidationError(`journal entry ${input.entryId} does not exist`);
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
          : ({
              owner: 'house',
              currency: row.currency,
              purpose: row.purpose,
              shard: Number(row.shard),
            } as AccountRef),
      amount: negate(decimalFromSql(row.amount)),
    })),
  });
}
