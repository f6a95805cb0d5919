import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../ledger/rows';
import { AppError } from '../../platform/app-error';

/**
 * The securities lending pool for short selling (docs/trading.md): per symbol, all customers
 * together may be short at most the symbol's quota (or the settings' default). Borrowing is one
 * guarded statement, so two shorts racing for the last shares cannot both get them.
 */
export async function borrowShares(
  db: Queryable,
  symbol: string,
  shares: number,
  defaultQuotaShares: number,
) {
  await db.execute(
    sql`INSERT INTO lending_pools (symbol) VALUES (${symbol}) ON CONFLICT (symbol) DO NOTHING`,
  );
  const rows = await queryRows<{ symbol: string }>(
    db,
    sql`UPDATE lending_pools SET used_shares = used_shares + ${shares}::bigint, updated_at = now()
         WHERE symbol = ${symbol}
           AND used_shares + ${shares}::bigint <= coalesce(quota_shares, ${defaultQuotaShares}::bigint)
        RETURNING symbol`,
  );
  if (rows.length === 0) throw new AppError('lending_quota_full');
}

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
