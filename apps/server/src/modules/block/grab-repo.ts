import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromInteger, subtract, sum, type DecimalString } from '@kabuto/money';
import type { GrabOrderView, GrabQueueView } from '@kabuto/contract';
import { chargeOf, notionalOf } from '@kabuto/contract';
import type { Queryable, Transaction } from '../../db/client';
import { grabOrders, grabQueues } from '../../db/schema-grab';
import type { MarketDataProvider } from '../../market-data/provider';

/** Grab shares' rows, and how customers and the console see them (docs/off-auction.md). */

export type GrabQueueRow = typeof grabQueues.$inferSelect;
export type GrabOrderRow = typeof grabOrders.$inferSelect;

/** An order's number in fund records and on screens. */
export const grabOrderNo = (orderId: number) => `GS${String(orderId).padStart(8, '0')}`;

export const grabSubject = (queue: GrabQueueRow, orderId: number) =>
  `${queue.symbol} at the limit price ${queue.limitPrice} on ${queue.tradingDay} (${grabOrderNo(orderId)})`;

/** What `lots` cost at the limit price, and the ordinary buy fee on it (rounded up to the yen). */
export function grabCost(
  queue: Pick<GrabQueueRow, 'limitPrice' | 'lotShares'>,
  lots: number,
  buyFeeRate: DecimalString,
): { notional: DecimalString; fee: DecimalString; total: DecimalString } {
  const notional = notionalOf(queue.limitPrice, lots * queue.lotShares);
  const fee = lots === 0 ? fromInteger(0) : chargeOf(notional, buyFeeRate);
  return { notional, fee, total: sum([notional, fee]) };
}

export async function lockGrabQueue(
  tx: Transaction,
  id: number,
): Promise<GrabQueueRow | undefined> {
  const [row] = await tx.select().from(grabQueues).where(eq(grabQueues.id, id)).for('update');
  return row;
}

export async function findGrabQueue(db: Queryable, id: number): Promise<GrabQueueRow | undefined> {
  const [row] = await db.select().from(grabQueues).where(eq(grabQueues.id, id));
  return row;
}

export async function grabQueuesById(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, GrabQueueRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(grabQueues)
    .where(inArray(grabQueues.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Customers' lots and orders per queue, cancelled orders left out. */
export async function queuedLotsOf(
  db: Queryable,
  queueIds: readonly number[],
): Promise<Map<number, { lots: number; orders: number }>> {
  if (queueIds.length === 0) return new Map();
  const rows = await db
    .select({
      queueId: grabOrders.queueId,
      lots: sql<number>`coalesce(sum(${grabOrders.lots}), 0)::int`,
      orders: sql<number>`count(*)::int`,
    })
    .from(grabOrders)
    .where(
      and(
        inArray(grabOrders.queueId, [...queueIds]),
        sql`${grabOrders.rejectReason} IS DISTINCT FROM 'cancelled'`,
      ),
    )
    .groupBy(grabOrders.queueId);
  return new Map(
    rows.map((row) => [row.queueId, { lots: Number(row.lots), orders: Number(row.orders) }]),
  );
}

export async function grabOrdersOf(
  db: Queryable,
  where: { customerId?: number; queueId?: number },
): Promise<GrabOrderRow[]> {
  return db
    .select()
    .from(grabOrders)
    .where(
      and(
        where.customerId === undefined ? undefined : eq(grabOrders.customerId, where.customerId),
        where.queueId === undefined ? undefined : eq(grabOrders.queueId, where.queueId),
      ),
    )
    .orderBy(desc(grabOrders.id))
    .limit(500);
}

export function namesOf(market: MarketDataProvider, symbol: string) {
  return market.instrument(symbol)?.names ?? { ja: symbol, 'zh-TW': symbol, en: symbol };
}

export function toGrabOrderView(
  market: MarketDataProvider,
  row: GrabOrderRow,
  queue: GrabQueueRow,
): GrabOrderView {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    queueId: row.queueId,
    symbol: queue.symbol,
    names: namesOf(market, queue.symbol),
    tradingDay: queue.tradingDay,
    limitPrice: queue.limitPrice,
    lots: row.lots,
    shares: row.lots * queue.lotShares,
    amount: row.amount,
    status: row.status,
    rejectReason: row.rejectReason,
    lotsFilled: row.lotsFilled,
    paid: row.paid,
    fee: row.fee,
    released: pending ? fromInteger(0) : subtract(row.amount, sum([row.paid, row.fee])),
    joinedAt: row.joinedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    entryHash: row.entryHash,
    positionId: row.positionId,
  };
}

export function toGrabQueueView(
  market: MarketDataProvider,
  row: GrabQueueRow,
  queued: { lots: number; orders: number } | undefined,
): GrabQueueView {
  return {
    id: row.id,
    symbol: row.symbol,
    names: namesOf(market, row.symbol),
    tradingDay: row.tradingDay,
    limitPrice: row.limitPrice,
    lotShares: row.lotShares,
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    commitment: row.commitment,
    lotsQueued: queued?.lots ?? 0,
    orders: queued?.orders ?? 0,
    supplyShares: row.supplyShares,
    marketQueuedShares: row.marketQueuedShares,
    supplyLots: row.supplyLots,
    marketLots: row.marketLots,
    lotsAllocated: row.lotsAllocated,
    marketLotsFilled: row.marketLotsFilled,
    closedAtLimit: row.closedAtLimit,
    allocatedAt: row.allocatedAt?.toISOString() ?? null,
  };
}
