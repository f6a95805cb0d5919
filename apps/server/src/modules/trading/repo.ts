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
import { preparedRows } from '../../db/raw-rows';

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

/** The quotes of one symbol and trading day the matcher has not matched yet. */
export type QuoteRange = {
  symbol: string;
  low: string;
  high: string;
  tradingDay: string;
  opened: boolean;
};

const HELD_SQL = HELD_POSITION_STATUSES.map((status) => `'${status}'`).join(', ');
/** Equity at the quote's price at or below the maintenance level ($6), as needsForcedClose. */
const equityAt = (price: string) => `100 * (p.margin + p.added_margin + CASE p.direction
      WHEN 'long' THEN ${price} * p.shares - p.open_notional
      ELSE p.open_notional - ${price} * p.shares END) <= $6::numeric * (p.margin + p.added_margin)`;

/**
 * One statement for every symbol of a market tick: three index reads per symbol, each of only
 * what can be due (migration 0015), each row checked exactly here.
 */
const TRIGGERED_STATEMENT = 'kabuto_trading_triggered_v1';
const TRIGGERED_SQL = `SELECT q.symbol, due.id::text AS id
  FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::text[], $5::boolean[])
       AS q(symbol, low, high, trading_day, opened)
  CROSS JOIN LATERAL (
    SELECT p.id FROM positions p
     WHERE p.symbol = q.symbol AND p.status IN ('pending', 'closing')
       AND (
         (p.status = 'pending' AND p.session = 'regular' AND p.order_type = 'limit'
           AND p.trading_day = q.trading_day
           AND ((p.direction = 'long' AND p.limit_price >= q.low)
             OR (p.direction = 'short' AND p.limit_price <= q.high)))
         OR (p.status = 'pending' AND p.session = 'pre_market' AND q.opened
           AND p.trading_day = q.trading_day)
         OR (p.status = 'closing' AND p.close_session = 'regular' AND p.close_order_type = 'limit'
           AND p.close_trading_day = q.trading_day
           AND ((p.direction = 'long' AND p.close_limit_price <= q.high)
             OR (p.direction = 'short' AND p.close_limit_price >= q.low)))
         OR (p.status = 'closing' AND p.close_session = 'pre_market' AND q.opened
           AND p.close_trading_day = q.trading_day)
       )
    UNION
    SELECT p.id FROM positions p
     WHERE p.symbol = q.symbol AND p.direction = 'long' AND p.margin_call_price IS NOT NULL
       AND p.margin_call_price >= q.low AND p.status IN (${HELD_SQL}) AND ${equityAt('q.low')}
    UNION
    SELECT p.id FROM positions p
     WHERE p.symbol = q.symbol AND p.direction = 'short' AND p.margin_call_price IS NOT NULL
       AND p.margin_call_price <= q.high AND p.status IN (${HELD_SQL}) AND ${equityAt('q.high')}
  ) due
 ORDER BY q.symbol, due.id`;

/**
 * What the matcher must act on for the quotes of a market tick (per symbol and trading day: their
 * lowest, highest and whether the day has opened), found by the database so it scales with the
 * triggered rows, not with every open position nor with every symbol:
 * - a pending limit order the price has reached (a buy at or below its limit, a sell at or above);
 * - a pending pre-market order of this trading day, once the day has an opening price;
 * - a limit close the price has reached, and a pre-market close once the day has opened;
 * - a position whose equity has fallen to the maintenance level at the worst price seen.
 * Answers the position ids per symbol, in id order.
 */
export async function triggeredBy(
  db: Queryable,
  ranges: readonly QuoteRange[],
  maintenanceLevelPercent: DecimalString,
): Promise<Map<string, number[]>> {
  const due = new Map<string, number[]>();
  if (ranges.length === 0) return due;
  const rows = await preparedRows<{ symbol: string; id: string }>(
    db,
    TRIGGERED_STATEMENT,
    TRIGGERED_SQL,
    [
      ranges.map((range) => range.symbol),
      ranges.map((range) => range.low),
      ranges.map((range) => range.high),
      ranges.map((range) => range.tradingDay),
      ranges.map((range) => range.opened),
      maintenanceLevelPercent,
    ],
  );
  for (const row of rows) {
    const ids = due.get(row.symbol) ?? [];
    ids.push(toId(row.id));
    due.set(row.symbol, ids);
  }
  return due;
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
