import type { ErrorKey } from '@kabuto/contract';
import type { Transaction } from '../db/client';
import { AppError } from '../platform/app-error';
import { accountKey, ensureAccounts } from './accounts';
import { normalizeEntry, type EntryInput, type PostedEntry } from './entry';
import { assertSameEntry, findEntryByKey } from './entry-replay';
import { runPosting } from './post-statement';
import { toId } from './rows';

/**
 * The refusal a customer sees, from the purposes of the accounts the guard stopped: an available
 * account short is insufficient_available_balance; a held or margin account short (releasing more
 * than is held) is insufficient_balance; a loan account going above zero is repaying more than is
 * owed.
 */
export function refusalKey(refusedPurposes: string): ErrorKey {
  const purposes = refusedPurposes.split(',');
  if (purposes.includes('available')) return 'insufficient_available_balance';
  if (purposes.includes('loan')) return 'repayment_exceeds_loan';
  return 'insufficient_balance';
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
