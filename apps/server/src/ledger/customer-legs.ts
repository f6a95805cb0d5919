import { sql } from 'drizzle-orm';
import type { CurrencyCode } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Queryable } from '../db/client';
import { decimalFromSql } from '../db/decimal-column';
import { queryRows, toId } from './rows';

/**
 * The customer's side of the journal over a span of time: every posting on one customer's own
 * accounts (never the house's or a counterparty's leg of the same entry), with its entry's type,
 * reference and time. Reports that must add up to the ledger read these (the annual report,
 * docs/annual-report.md); fund records read the same legs a page of entries at a time.
 */
export type CustomerLeg = {
  entryId: number;
  type: string;
  referenceType: string | null;
  /** Text in the journal: most records' ids are numbers, an exchange's quote id is not. */
  referenceId: string | null;
  at: Date;
  currency: CurrencyCode;
  purpose: string;
  amount: DecimalString;
};

type LegRow = {
  entry_id: string;
  type: string;
  reference_type: string | null;
  reference_id: string | null;
  created_at: string | Date;
  currency: string;
  purpose: string;
  amount: string;
};

function legOf(row: LegRow): CustomerLeg {
  return {
    entryId: toId(row.entry_id),
    type: row.type,
    referenceType: row.reference_type,
    referenceId: row.reference_id,
    at: new Date(row.created_at),
    currency: row.currency as CurrencyCode,
    purpose: row.purpose,
    amount: decimalFromSql(row.amount),
  };
}

const LEG_COLUMNS = sql`e.id::text AS entry_id, e.type, e.reference_type, e.reference_id,
  e.created_at, a.currency, a.purpose, p.amount::text AS amount`;

/** The customer's legs of the entries made in [from, to), oldest first. */
export async function customerLegsBetween(
  db: Queryable,
  customerId: number,
  from: Date,
  to: Date,
): Promise<CustomerLeg[]> {
  const rows = await queryRows<LegRow>(
    db,
    sql`SELECT ${LEG_COLUMNS}
          FROM ledger_accounts a
          JOIN postings p ON p.account_id = a.id
          JOIN journal_entries e ON e.id = p.entry_id
         WHERE a.owner_kind = 'customer' AND a.customer_id = ${customerId}
           AND e.created_at >= ${from.toISOString()}::timestamptz
           AND e.created_at < ${to.toISOString()}::timestamptz
         ORDER BY e.created_at, e.id, p.id`,
  );
  return rows.map(legOf);
}

/** The customer's legs of every entry naming one of these references, whenever it was made. */
export async function customerLegsOfReferences(
  db: Queryable,
  customerId: number,
  referenceType: string,
  referenceIds: readonly (number | string)[],
): Promise<CustomerLeg[]> {
  if (referenceIds.length === 0) return [];
  const ids = sql.join(
    referenceIds.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const rows = await queryRows<LegRow>(
    db,
    sql`SELECT ${LEG_COLUMNS}
          FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE e.reference_type = ${referenceType} AND e.reference_id IN (${ids})
           AND a.owner_kind = 'customer' AND a.customer_id = ${customerId}
         ORDER BY e.id, p.id`,
  );
  return rows.map(legOf);
}

/**
 * Per currency, the sum of the customer's postings on all their accounts (available, held,
 * margin and loan) made before the instant: what the ledger said the customer had then.
 */
export async function customerTotalsBefore(
  db: Queryable,
  customerId: number,
  before: Date,
): Promise<Map<CurrencyCode, DecimalString>> {
  const rows = await queryRows<{ currency: string; total: string }>(
    db,
    sql`SELECT a.currency, SUM(p.amount)::text AS total
          FROM ledger_accounts a
          JOIN postings p ON p.account_id = a.id
          JOIN journal_entries e ON e.id = p.entry_id
         WHERE a.owner_kind = 'customer' AND a.customer_id = ${customerId}
           AND e.created_at < ${before.toISOString()}::timestamptz
         GROUP BY a.currency`,
  );
  return new Map(rows.map((row) => [row.currency as CurrencyCode, decimalFromSql(row.total)]));
}

/** The Japan calendar years in which an entry touched the customer's accounts, oldest first. */
export async function customerActivityYears(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await queryRows<{ year: string | number }>(
    db,
    // Japan time is UTC+9 all year (no daylight saving; platform/calendar.ts): a fixed offset, so
    // the answer needs no time-zone data (PGlite carries none we rely on).
    sql`SELECT DISTINCT EXTRACT(YEAR FROM (e.created_at AT TIME ZONE 'UTC') + interval '9 hours')::int AS year
          FROM ledger_accounts a
          JOIN postings p ON p.account_id = a.id
          JOIN journal_entries e ON e.id = p.entry_id
         WHERE a.owner_kind = 'customer' AND a.customer_id = ${customerId}
         ORDER BY year`,
  );
  return rows.map((row) => Number(row.year));
}
