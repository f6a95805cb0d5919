import { AppError } from '../platform/app-error';
import { accountKey } from './accounts';
import { normalizeEntry, type EntryInput } from './entry';
import { refusalKey } from './post';
import { postingArrays } from './post-statement';

/**
 * Journal entries that a database function posts (through `ledger_post_entry`, the one posting)
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

/** The entries as the JSON the function takes (its `p_entries`). */
export function entriesForStatement(entries: readonly StepEntry[], referenceType: string): string {
  return JSON.stringify(
    entries.map(({ step, entry }) => {
      const normalized = normalizeEntry({
        ...entry,
        idempotencyKey: `${referenceType}:new:${step}`,
        reference: { type: referenceType, id: 0 },
      });
      return {
        step,
        type: normalized.type,
        reason: normalized.reason,
        at: normalized.at?.toISOString() ?? null,
        accounts: new Set(normalized.postings.map((posting) => accountKey(posting.account))).size,
        ...postingArrays(normalized),
      };
    }),
  );
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
