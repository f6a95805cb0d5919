import { and, asc, count, eq, gte, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { positions } from '../../db/schema-trading';

/*
 * A customer's trading history as other modules need it without reaching into trading's tables:
 * copy trading's leader applications (how long and how well the applicant traded) and its
 * mirroring (which of a leader's positions opened, and which are closed now).
 */

export interface TradingHistory {
  /** When the customer's first position was opened (filled), or null: never traded. */
  firstOpenedAt: Date | null;
  closedPositions: number;
  /** The closed positions' net profit or loss after every fee, in yen. */
  realizedPnl: DecimalString;
}

/** Each customer's history; a customer who never traded answers no opened position. */
export async function tradingHistories(
  db: Queryable,
  customerIds: readonly number[],
): Promise<Map<number, TradingHistory>> {
  const result = new Map<number, TradingHistory>();
  if (customerIds.length === 0) return result;
  const rows = await db
    .select({
      customerId: positions.customerId,
      firstOpenedAt: min(positions.openedAt),
      closed: count(positions.closedAt),
      realized: sql<string>`coalesce(sum(${positions.netPnl}) FILTER (WHERE ${positions.status} = 'closed'), 0)::text`,
    })
    .from(positions)
    .where(and(inArray(positions.customerId, [...customerIds]), isNotNull(positions.openedAt)))
    .groupBy(positions.customerId);
  for (const row of rows) {
    result.set(row.customerId, {
      firstOpenedAt: row.firstOpenedAt ? new Date(row.firstOpenedAt) : null,
      closedPositions: Number(row.closed),
      realizedPnl: decimalFromSql(row.realized),
    });
  }
  return result;
}

/** What mirroring reads of a position. */
export interface OpenedPosition {
  id: number;
  symbol: string;
  direction: 'long' | 'short';
  leverage: number;
  lots: number;
  /** The margin committed when it opened (margin added later is not part of the trade's size). */
  margin: DecimalString;
  status: (typeof positions.$inferSelect)['status'];
  openedAt: Date;
}

/** The customer's positions that opened (filled) at or after `since`, oldest first. */
export async function positionsOpenedSince(
  db: Queryable,
  customerId: number,
  since: Date,
): Promise<OpenedPosition[]> {
  const rows = await db
    .select({
      id: positions.id,
      symbol: positions.symbol,
      direction: positions.direction,
      leverage: positions.leverage,
      lots: positions.lots,
      margin: positions.margin,
      status: positions.status,
      openedAt: positions.openedAt,
    })
    .from(positions)
    .where(and(eq(positions.customerId, customerId), gte(positions.openedAt, since)))
    .orderBy(asc(positions.openedAt), asc(positions.id));
  return rows.map(({ openedAt, ...row }) => ({
    ...row,
    openedAt: openedAt!,
  }));
}

/** A position's status now (any customer's: the caller names whose it is), or null. */
export async function positionStatus(
  db: Queryable,
  customerId: number,
  positionId: number,
): Promise<OpenedPosition['status'] | null> {
  const [row] = await db
    .select({ status: positions.status })
    .from(positions)
    .where(and(eq(positions.customerId, customerId), eq(positions.id, positionId)))
    .limit(1);
  return row?.status ?? null;
}
