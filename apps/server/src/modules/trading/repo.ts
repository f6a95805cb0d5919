import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PositionStatus } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { customers } from '../../db/schema';
import {
  HELD_POSITION_STATUSES,
  OPEN_POSITION_STATUSES,
  positions,
  tradeFills,
} from '../../db/schema-trading';
import { queryRows, toId } from '../../ledger/rows';

export type PositionRow = typeof positions.$inferSelect;
export type FillRow = typeof tradeFills.$inferSelect;

export const positionOrderNo = (id: number) => `TR${String(id).padStart(8, '0')}`;

/** The position, locked for the rest of the transaction: every change to a position takes it first. */
export async function lockPosition(
  db: Queryable,
  positionId: number,
): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(positions).where(eq(positions.id, positionId)).for('update');
  return row;
}

/**
 * One trading transaction per customer at a time: taken after the position's row lock and before
 * any ledger posting, in every transaction that moves a customer's trading money. A customer's
 * sale (margin, then available) and their new order (available, then margin) would otherwise take
 * the same ledger rows in opposite orders and deadlock. FOR NO KEY UPDATE, so the foreign-key checks
 * of the customer's new rows (a position) do not wait on it.
 */
export async function lockCustomerForTrading(db: Queryable, customerId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`);
}

export async function findPosition(
  db: Queryable,
  positionId: number,
): Promise<PositionRow | undefined> {
  const [row] = await db.select().from(positions).where(eq(positions.id, positionId)).limit(1);
  return row;
}

export async function findByClientKey(db: Queryable, customerId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.customerId, customerId), eq(positions.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function fillsOf(db: Queryable, positionId: number): Promise<FillRow[]> {
  return db
    .select()
    .from(tradeFills)
    .where(eq(tradeFills.positionId, positionId))
    .orderBy(asc(tradeFills.id));
}

const TAB_STATUSES: Record<'open' | 'closed', readonly PositionStatus[]> = {
  open: OPEN_POSITION_STATUSES,
  closed: ['closed', 'cancelled'],
};

/** A customer's positions, newest first, keyset paged by id. */
export async function customerPositions(
  db: Queryable,
  customerId: number,
  filter: {
    tab: 'open' | 'closed';
    dayTrade?: boolean | undefined;
    cursor?: number | null | undefined;
    limit: number;
  },
): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.customerId, customerId),
        inArray(positions.status, [...TAB_STATUSES[filter.tab]]),
        filter.dayTrade === undefined ? undefined : eq(positions.dayTrade, filter.dayTrade),
        filter.cursor ? lt(positions.id, filter.cursor) : undefined,
      ),
    )
    .orderBy(desc(positions.id))
    .limit(filter.limit);
}

/** Every position of a customer that still has money at stake, for valuations. */
export async function openPositionsOf(db: Queryable, customerId: number): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.customerId, customerId),
        inArray(positions.status, [...OPEN_POSITION_STATUSES]),
      ),
    );
}

/** The sum of the customer's realised results, every cost included. */
export async function realizedNetOf(db: Queryable, customerId: number): Promise<DecimalString> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`SELECT coalesce(sum(net_pnl), 0)::text AS total FROM positions WHERE customer_id = ${customerId} AND status = 'closed'`,
  );
  return decimalFromSql(row?.total ?? '0');
}

/** For the console: positions filtered by customer, status and symbol, newest first. */
export async function searchPositions(
  db: Queryable,
  filter: {
    customerId?: number | undefined;
    statuses?: readonly PositionStatus[] | undefined;
    symbol?: string | undefined;
    cursor?: number | null | undefined;
    limit: number;
  },
) {
  return db
    .select({ position: positions, account: customers.account })
    .from(positions)
    .innerJoin(customers, eq(customers.id, positions.customerId))
    .where(
      and(
        filter.customerId ? eq(positions.customerId, filter.customerId) : undefined,
        filter.statuses && filter.statuses.length > 0
          ? inArray(positions.status, [...filter.statuses])
          : undefined,
        filter.symbol ? eq(positions.symbol, filter.symbol) : undefined,
        filter.cursor ? lt(positions.id, filter.cursor) : undefined,
      ),
    )
    .orderBy(desc(positions.id))
    .limit(filter.limit);
}

/**
 * What the matcher must act on for the quotes of a symbol and trading day (their lowest, highest
 * and latest), found by the database so it scales with the triggered rows, not with every open
 * position:
 * - a pending limit order the price has reached (a buy at or below its limit, a sell at or above);
 * - a pending pre-market order of this trading day, once the day has an opening price;
 * - a limit close the price has reached, and a pre-market close once the day has opened;
 * - a position whose equity has fallen to the maintenance level at the worst price seen.
 */
export async function triggeredBy(
  db: Queryable,
  quotes: {
    symbol: string;
    low: string;
    high: string;
    tradingDay: string;
    opened: boolean;
    maintenanceLevelPercent: string;
  },
): Promise<number[]> {
  const { symbol, low, high, tradingDay, opened, maintenanceLevelPercent: level } = quotes;
  // Three index reads, each of only what can be due (migration 0015): the symbol's pending opens and
  // pending closes, and the positions whose margin call price the quotes reached, each checked
  // exactly here as before (the stored price is only where to look).
  const equityAt = (price: string) => sql`100 * (margin + added_margin + CASE direction
      WHEN 'long' THEN ${price}::numeric * shares - open_notional
      ELSE open_notional - ${price}::numeric * shares END) <= ${level}::numeric * (margin + added_margin)`;
  const held = sql.join(
    HELD_POSITION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM (SELECT id FROM positions
         WHERE symbol = ${symbol} AND status IN ('pending', 'closing')
           AND (
             (status = 'pending' AND session = 'regular' AND order_type = 'limit' AND trading_day = ${tradingDay}
               AND ((direction = 'long' AND limit_price >= ${low}::numeric)
                 OR (direction = 'short' AND limit_price <= ${high}::numeric)))
             OR (status = 'pending' AND session = 'pre_market' AND ${opened}::boolean AND trading_day = ${tradingDay})
             OR (status = 'closing' AND close_session = 'regular' AND close_order_type = 'limit'
               AND close_trading_day = ${tradingDay}
               AND ((direction = 'long' AND close_limit_price <= ${high}::numeric)
                 OR (direction = 'short' AND close_limit_price >= ${low}::numeric)))
             OR (status = 'closing' AND close_session = 'pre_market' AND ${opened}::boolean AND close_trading_day = ${tradingDay})
           )
        UNION
        SELECT id FROM positions
         WHERE symbol = ${symbol} AND direction = 'long' AND margin_call_price IS NOT NULL
           AND margin_call_price >= ${low}::numeric
           AND status IN (${held}) AND ${equityAt(low)}
        UNION
        SELECT id FROM positions
         WHERE symbol = ${symbol} AND direction = 'short' AND margin_call_price IS NOT NULL
           AND margin_call_price <= ${high}::numeric
           AND status IN (${held}) AND ${equityAt(high)}) due
        ORDER BY due.id`,
  );
  return rows.map((row) => toId(row.id));
}

/** Pending orders and pending closes whose session has ended, and day trades due to close. */
export async function dueForJobs(db: Queryable, now: Date) {
  const at = now.toISOString();
  const rows = await queryRows<{ id: string; job: 'expire' | 'expire_close' | 'day_trade_close' }>(
    db,
    sql`SELECT id::text AS id, 'expire' AS job FROM positions WHERE status = 'pending' AND expires_at <= ${at}::timestamptz
        UNION ALL
        SELECT id::text, 'expire_close' FROM positions WHERE status = 'closing' AND close_expires_at <= ${at}::timestamptz
        UNION ALL
        SELECT id::text, 'day_trade_close' FROM positions
         WHERE day_trade AND status IN ('holding', 'closing', 'locked') AND day_trade_close_at <= ${at}::timestamptz
        ORDER BY 1`,
  );
  return rows.map((row) => ({ id: toId(row.id), job: row.job }));
}
