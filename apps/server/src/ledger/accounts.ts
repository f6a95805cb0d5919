import { sql } from 'drizzle-orm';
import { type CurrencyCode } from '@kabuto/contract';
import type { Queryable } from '../db/client';
import {
  CUSTOMER_ACCOUNT_PURPOSES,
  HOUSE_ACCOUNT_PURPOSES,
  NON_NEGATIVE_CUSTOMER_PURPOSES,
} from '../db/schema';
import { queryRows, toId } from './rows';

export { CUSTOMER_ACCOUNT_PURPOSES, HOUSE_ACCOUNT_PURPOSES, NON_NEGATIVE_CUSTOMER_PURPOSES };

export type CustomerPurpose = (typeof CUSTOMER_ACCOUNT_PURPOSES)[number];
export type HousePurpose = (typeof HOUSE_ACCOUNT_PURPOSES)[number];

/**
 * An account by what it is rather than by id. Accounts are created on first use, so code never
 * has to know whether a customer already has, say, a KRW held account.
 */
export type AccountRef =
  | { owner: 'customer'; customerId: number; currency: CurrencyCode; purpose: CustomerPurpose }
  | { owner: 'house'; currency: CurrencyCode; purpose: HousePurpose; shard?: number };

/**
 * How many shards a busy house account is split into. Flows that post to the house for every
 * customer operation (trading fees, stamp duty, the counterparty) use the customer's shard, so
 * concurrent customers lock different rows (docs/ledger.md, "House shards").
 */
export const HOUSE_SHARDS = 64;

export function customerAccount(
  customerId: number,
  currency: CurrencyCode,
  purpose: CustomerPurpose = 'available',
): AccountRef {
  return { owner: 'customer', customerId, currency, purpose };
}

export function houseAccount(purpose: HousePurpose, currency: CurrencyCode, shard = 0): AccountRef {
  return { owner: 'house', currency, purpose, shard };
}

/** The shard of a house account that this customer's operations post to. */
export function houseAccountFor(
  purpose: HousePurpose,
  currency: CurrencyCode,
  customerId: number,
): AccountRef {
  return houseAccount(purpose, currency, customerId % HOUSE_SHARDS);
}

export function shardOf(ref: AccountRef): number {
  return ref.owner === 'house' ? (ref.shard ?? 0) : 0;
}

/** One string per account, for maps and for comparing refs. */
export function accountKey(ref: AccountRef): string {
  return ref.owner === 'customer'
    ? `customer:${ref.customerId}:${ref.currency}:${ref.purpose}`
    : `house:${ref.currency}:${ref.purpose}:${shardOf(ref)}`;
}

export function isCustomerPurpose(value: string): value is CustomerPurpose {
  return (CUSTOMER_ACCOUNT_PURPOSES as readonly string[]).includes(value);
}

export function isHousePurpose(value: string): value is HousePurpose {
  return (HOUSE_ACCOUNT_PURPOSES as readonly string[]).includes(value);
}

/** `(idx, owner_kind, customer_id, currency, purpose, shard)` rows for a VALUES list. */
export function accountValues(refs: readonly AccountRef[]) {
  return sql.join(
    refs.map(
      (ref, index) =>
        sql`(${index}::int, ${ref.owner}::text, ${ref.owner === 'customer' ? ref.customerId : null}::bigint, ${ref.currency}::text, ${ref.purpose}::text, ${shardOf(ref)}::smallint)`,
    ),
    sql`, `,
  );
}

/**
 * The SQL that finds accounts by (owner, customer, currency, purpose, shard) for the rows of a CTE
 * named `wanted(idx, owner_kind, customer_id, currency, purpose, shard, ...)`, through the two
 * partial unique indexes (customer accounts, house account shards).
 */
const MATCH_WANTED_ACCOUNTS = `
  SELECT w.idx, a.id
    FROM wanted w
    JOIN ledger_accounts a
      ON a.owner_kind = 'customer' AND w.owner_kind = 'customer'
     AND a.customer_id = w.customer_id AND a.currency = w.currency AND a.purpose = w.purpose
  UNION ALL
  SELECT w.idx, a.id
    FROM wanted w
    JOIN ledger_accounts a
      ON a.owner_kind = 'house' AND w.owner_kind = 'house'
     AND a.currency = w.currency AND a.purpose = w.purpose AND a.shard = w.shard`;
const matchWantedAccounts = sql.raw(MATCH_WANTED_ACCOUNTS);

/**
 * Ids of the accounts, in the order of `refs`, creating those that do not exist yet. Creation is
 * `INSERT ... ON CONFLICT DO NOTHING`, so two transactions creating the same account both end up
 * with the one row. A new account starts at zero and is only ever changed by postings.
 */
export async function ensureAccounts(
  db: Queryable,
  refs: readonly AccountRef[],
): Promise<number[]> {
  if (refs.length === 0) return [];
  const find = async () => {
    const rows = await queryRows<{ idx: number; id: unknown }>(
      db,
      sql`WITH wanted(idx, owner_kind, customer_id, currency, purpose, shard) AS (VALUES ${accountValues(refs)})
          SELECT m.idx, m.id::text AS id FROM (${matchWantedAccounts}) m`,
    );
    const ids: (number | undefined)[] = refs.map(() => undefined);
    for (const row of rows) ids[Number(row.idx)] = toId(row.id);
    return ids;
  };
  let ids = await find();
  if (ids.every((id) => id !== undefined)) return ids;
  const missing = refs.filter((_, index) => ids[index] === undefined);
  await db.execute(sql`
    INSERT INTO ledger_accounts (owner_kind, customer_id, currency, purpose, shard)
    SELECT owner_kind, customer_id, currency, purpose, shard
      FROM (VALUES ${accountValues(missing)}) AS v(idx, owner_kind, customer_id, currency, purpose, shard)
    ON CONFLICT DO NOTHING`);
  ids = await find();
  return ids.map((id, index) => {
    if (id === undefined)
      throw new Error(`ledger account could not be created: ${accountKey(refs[index]!)}`);
    return id;
  });
}

/** The id of one account, created at zero if it does not exist yet. */
export async function ensureAccount(db: Queryable, ref: AccountRef): Promise<number> {
  const [id] = await ensureAccounts(db, [ref]);
  return id!;
}
