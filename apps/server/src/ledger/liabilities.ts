import { sql } from 'drizzle-orm';
import { canonicalDecimal, negate, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../db/client';
import { NON_NEGATIVE_CUSTOMER_PURPOSES } from './accounts';
import { queryRows, toId } from './rows';

/**
 * What the house owes its customers, read for the proof of liabilities (docs/liabilities.md): per
 * customer and currency the sum of their `available`, `held` and `margin` accounts (the money that
 * is theirs), and per currency the money at the house's bank by the ledger (minus
 * `bank_clearing`). A `loan` account is what a customer owes the house, not what the house owes
 * them: netting it would let a debt hide a liability (the reason the tree is a sum tree), so it is
 * left out. Every customer row is listed, with no currencies when they have no money.
 */
export type LiabilitiesSnapshot = {
  customers: { customerId: number; balances: Map<string, DecimalString> }[];
  bank: Map<string, DecimalString>;
};

type Row = { customer_id: string | null; currency: string | null; amount: string | null };

/** One statement, so the customers' money and the bank's are one snapshot of the ledger. */
export async function readLiabilitiesSnapshot(db: Queryable): Promise<LiabilitiesSnapshot> {
  const purposes = sql.join(
    NON_NEGATIVE_CUSTOMER_PURPOSES.map((purpose) => sql`${purpose}`),
    sql`, `,
  );
  const rows = await queryRows<Row>(
    db,
    sql`
      SELECT c.id::text AS customer_id, a.currency, sum(a.balance)::text AS amount
        FROM customers c
        LEFT JOIN ledger_accounts a
          ON a.customer_id = c.id AND a.owner_kind = 'customer' AND a.purpose IN (${purposes})
       GROUP BY c.id, a.currency
      UNION ALL
      SELECT NULL, currency, sum(balance)::text
        FROM ledger_accounts
       WHERE owner_kind = 'house' AND purpose = 'bank_clearing'
       GROUP BY currency`,
  );
  const byCustomer = new Map<number, Map<string, DecimalString>>();
  const bank = new Map<string, DecimalString>();
  for (const row of rows) {
    if (row.customer_id === null) {
      // bank_clearing is credit-positive from the house's books: money at the bank is negative.
      if (row.currency) bank.set(row.currency, negate(canonicalDecimal(row.amount ?? '0')));
      continue;
    }
    const customerId = toId(row.customer_id);
    const balances = byCustomer.get(customerId) ?? new Map<string, DecimalString>();
    byCustomer.set(customerId, balances);
    if (row.currency !== null) balances.set(row.currency, canonicalDecimal(row.amount ?? '0'));
  }
  return {
    customers: [...byCustomer].map(([customerId, balances]) => ({ customerId, balances })),
    bank,
  };
}
