import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../ledger/rows';

/**
 * The securities lending pool for short selling (docs/trading.md): per symbol, all customers
 * together may be short at most the symbol's quota (or the settings' default). Borrowing happens
 * inside the orders' one statement (`trading_place_orders`, migration 0014): one guarded update, so
 * two shorts racing for the last shares cannot both get them.
 */

/** Shares go back to the pool when the short ends (closed, cancelled or lapsed). */
export async function returnShares(db: Queryable, symbol: string, shares: number) {
  if (shares <= 0) return;
  await db.execute(
    sql`UPDATE lending_pools SET used_shares = used_shares - ${shares}::bigint, updated_at = now() WHERE symbol = ${symbol}`,
  );
}

export async function lendingAvailable(
  db: Queryable,
  symbol: string,
  defaultQuotaShares: number,
): Promise<number> {
  const [pool] = await queryRows<{ available: string }>(
    db,
    sql`SELECT greatest(coalesce(quota_shares, ${defaultQuotaShares}::bigint) - used_shares, 0)::text AS available
          FROM lending_pools WHERE symbol = ${symbol}`,
  );
  return pool ? Number(pool.available) : defaultQuotaShares;
}
