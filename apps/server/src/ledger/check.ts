import { sql } from 'drizzle-orm';
import { compare, isNegative, isPositive, type DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../db/client';
import { decimalFromSql } from '../db/decimal-column';
import { queryRows, toId } from './rows';

/** One thing the journal does not prove. Amounts are decimal strings. */
export type LedgerProblem =
  /** The entry's postings in this currency do not sum to zero. */
  | { kind: 'entry_unbalanced'; entryId: number; currency: string; sum: DecimalString }
  /** An entry with fewer than two postings (money cannot move with one). */
  | { kind: 'entry_too_few_postings'; entryId: number; postings: number }
  /** A posting in another currency than its account's. */
  | {
      kind: 'posting_currency_mismatch';
      postingId: number;
      entryId: number;
      accountId: number;
      postingCurrency: string;
      accountCurrency: string;
    }
  /** The cached balance is not the sum of the account's postings. */
  | {
      kind: 'cached_balance_mismatch';
      accountId: number;
      cached: DecimalString;
      fromPostings: DecimalString;
    }
  /** A customer's available, held or margin account below zero (by its postings or its cache). */
  | {
      kind: 'negative_customer_balance';
      accountId: number;
      customerId: number;
      currency: string;
      purpose: string;
      fromPostings: DecimalString;
      cached: DecimalString;
    }
  /** A customer's loan account above zero: the house would owe the customer through a loan. */
  | {
      kind: 'positive_loan_balance';
      accountId: number;
      customerId: number;
      currency: string;
      fromPostings: DecimalString;
      cached: DecimalString;
    };

export type LedgerCheckReport = {
  ok: boolean;
  checkedAt: string;
  counts: { accounts: number; entries: number; postings: number };
  problems: LedgerProblem[];
  /** True when a kind of problem had more rows than `limit` and only the first were listed. */
  truncated: boolean;
};

async function collect(
  db: Queryable,
  limit: number,
): Promise<Omit<LedgerCheckReport, 'checkedAt' | 'ok'>> {
  const problems: LedgerProblem[] = [];
  let truncated = false;
  const take = <Row>(rows: Row[]): Row[] => {
    if (rows.length > limit) truncated = true;
    return rows.slice(0, limit);
  };

  const [counts] = await queryRows<{ accounts: number; entries: number; postings: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts,
               (SELECT count(*)::int FROM journal_entries) AS entries,
               (SELECT count(*)::int FROM postings) AS postings`,
  );

  const unbalanced = await queryRows<{ entry_id: string; currency: string; total: string }>(
    db,
    sql`SELECT entry_id::text AS entry_id, currency, sum(amount)::text AS total
          FROM postings GROUP BY entry_id, currency HAVING sum(amount) <> 0
         ORDER BY entry_id, currency LIMIT ${limit + 1}`,
  );
  for (const row of take(unbalanced)) {
    problems.push({
      kind: 'entry_unbalanced',
      entryId: toId(row.entry_id),
      currency: row.currency,
      sum: decimalFromSql(row.total),
    });
  }

  const thin = await queryRows<{ entry_id: string; postings: number }>(
    db,
    sql`SELECT e.id::text AS entry_id, count(p.id)::int AS postings
          FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
         GROUP BY e.id HAVING count(p.id) < 2
         ORDER BY e.id LIMIT ${limit + 1}`,
  );
  for (const row of take(thin)) {
    problems.push({
      kind: 'entry_too_few_postings',
      entryId: toId(row.entry_id),
      postings: row.postings,
    });
  }

  const foreign = await queryRows<{
    posting_id: string;
    entry_id: string;
    account_id: string;
    posting_currency: string;
    account_currency: string;
  }>(
    db,
    sql`SELECT p.id::text AS posting_id, p.entry_id::text AS entry_id, p.account_id::text AS account_id,
               p.currency AS posting_currency, a.currency AS account_currency
          FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
         WHERE p.currency <> a.currency
         ORDER BY p.id LIMIT ${limit + 1}`,
  );
  for (const row of take(foreign)) {
    problems.push({
      kind: 'posting_currency_mismatch',
      postingId: toId(row.posting_id),
      entryId: toId(row.entry_id),
      accountId: toId(row.account_id),
      postingCurrency: row.posting_currency,
      accountCurrency: row.account_currency,
    });
  }

  // Every account recomputed from its postings, compared with its cache and its sign rule.
  const accounts = await queryRows<{
    account_id: string;
    owner_kind: string;
    customer_id: string | null;
    currency: string;
    purpose: string;
    cached: string;
    computed: string;
  }>(
    db,
    sql`WITH computed AS (
          SELECT a.id, a.owner_kind, a.customer_id, a.currency, a.purpose, a.balance AS cached,
                 coalesce(p.total, 0) AS computed
            FROM ledger_accounts a
            LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p
                   ON p.account_id = a.id
        )
        SELECT id::text AS account_id, owner_kind, customer_id::text AS customer_id, currency, purpose,
               cached::text AS cached, computed::text AS computed
          FROM computed
         WHERE cached <> computed
            OR (owner_kind = 'customer' AND purpose IN ('available', 'held', 'margin') AND (cached < 0 OR computed < 0))
            OR (owner_kind = 'customer' AND purpose = 'loan' AND (cached > 0 OR computed > 0))
         ORDER BY id LIMIT ${limit + 1}`,
  );
  for (const row of take(accounts)) {
    const accountId = toId(row.account_id);
    const cached = decimalFromSql(row.cached);
    const fromPostings = decimalFromSql(row.computed);
    if (compare(cached, fromPostings) !== 0) {
      problems.push({ kind: 'cached_balance_mismatch', accountId, cached, fromPostings });
    }
    if (row.owner_kind !== 'customer' || row.customer_id === null) continue;
    const customerId = toId(row.customer_id);
    if (row.purpose === 'loan') {
      if (isPositive(cached) || isPositive(fromPostings)) {
        problems.push({
          kind: 'positive_loan_balance',
          accountId,
          customerId,
          currency: row.currency,
          fromPostings,
          cached,
        });
      }
    } else if (isNegative(cached) || isNegative(fromPostings)) {
      problems.push({
        kind: 'negative_customer_balance',
        accountId,
        customerId,
        currency: row.currency,
        purpose: row.purpose,
        fromPostings,
        cached,
      });
    }
  }

  return {
    counts: {
      accounts: counts?.accounts ?? 0,
      entries: counts?.entries ?? 0,
      postings: counts?.postings ?? 0,
    },
    problems,
    truncated,
  };
}

/**
 * Proves the balances from the journal (integrity rule 2): every entry sums to zero per currency
 * and has at least two postings, every posting is in its account's currency, every cached balance
 * equals the sum of its postings, no customer available/held/margin balance is below zero and no
 * loan balance above it. Reads one consistent snapshot (REPEATABLE READ, read only), so it can run
 * while postings are being written. At most `limit` problems of each kind are listed.
 */
export async function runLedgerCheck(
  db: Database,
  options: { limit?: number; now?: Date } = {},
): Promise<LedgerCheckReport> {
  const limit = options.limit ?? 1000;
  const result = await db.transaction((tx) => collect(tx, limit), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return {
    ok: result.problems.length === 0,
    checkedAt: (options.now ?? new Date()).toISOString(),
    ...result,
  };
}
