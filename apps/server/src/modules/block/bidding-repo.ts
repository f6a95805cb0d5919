import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { fromInteger, multiply, subtract, type DecimalString } from '@kabuto/money';
import type { BiddingAdminOfferingView, BiddingBidView } from '@kabuto/contract';
import { reasonWithLocale } from '@kabuto/contract';
import type { Queryable, Transaction } from '../../db/client';
import { biddingBids, biddingOfferings } from '../../db/schema-bidding';
import type { MarketDataProvider } from '../../market-data/provider';

/** Agreed-price bidding's rows, and how customers and the console see them (docs/off-auction.md). */

export type BiddingOfferingRow = typeof biddingOfferings.$inferSelect;
export type BidRow = typeof biddingBids.$inferSelect;

const DAY_MS = 86_400_000;

/** What `lots` cost at `price` per share. */
export const bidCost = (
  offering: Pick<BiddingOfferingRow, 'lotShares'>,
  price: DecimalString,
  lots: number,
) => multiply(price, fromInteger(lots * offering.lotShares));

/** A bid's number in fund records and on screens. */
export const bidNo = (bidId: number) => `BD${String(bidId).padStart(8, '0')}`;

export const bidSubject = (offering: BiddingOfferingRow, bidId: number) =>
  `${offering.symbol} bidding offering ${offering.id} (bid ${bidNo(bidId)})`;

export async function lockBiddingOffering(
  tx: Transaction,
  id: number,
): Promise<BiddingOfferingRow | undefined> {
  const [row] = await tx
    .select()
    .from(biddingOfferings)
    .where(eq(biddingOfferings.id, id))
    .for('update');
  return row;
}

export async function findBiddingOffering(
  db: Queryable,
  id: number,
): Promise<BiddingOfferingRow | undefined> {
  const [row] = await db.select().from(biddingOfferings).where(eq(biddingOfferings.id, id));
  return row;
}

/** Open offerings and those closed in the last 30 days (or every one, for the console). */
export async function listBiddingOfferings(
  db: Queryable,
  now: Date | null,
): Promise<BiddingOfferingRow[]> {
  const recent =
    now === null
      ? undefined
      : or(
          eq(biddingOfferings.status, 'open'),
          gte(biddingOfferings.closesAt, new Date(now.getTime() - 30 * DAY_MS)),
        );
  return db
    .select()
    .from(biddingOfferings)
    .where(recent)
    .orderBy(desc(biddingOfferings.id))
    .limit(200);
}

/** Demand per offering: lots bid and bidders, withdrawn bids left out. */
export async function bidDemandOf(
  db: Queryable,
  offeringIds: readonly number[],
): Promise<Map<number, { lots: number; bidders: number }>> {
  if (offeringIds.length === 0) return new Map();
  const rows = await db
    .select({
      offeringId: biddingBids.offeringId,
      lots: sql<number>`coalesce(sum(${biddingBids.lots}), 0)::int`,
      bidders: sql<number>`count(*)::int`,
    })
    .from(biddingBids)
    .where(
      and(
        inArray(biddingBids.offeringId, [...offeringIds]),
        sql`${biddingBids.rejectReason} IS DISTINCT FROM 'withdrawn'`,
      ),
    )
    .groupBy(biddingBids.offeringId);
  return new Map(
    rows.map((row) => [row.offeringId, { lots: Number(row.lots), bidders: Number(row.bidders) }]),
  );
}

export async function bidsOf(
  db: Queryable,
  // pendingOnly: the bids still in the running (a withdrawn bid is rejected, so never pending).
  where: { customerId?: number; offeringId?: number; pendingOnly?: boolean },
): Promise<BidRow[]> {
  return db
    .select()
    .from(biddingBids)
    .where(
      and(
        where.customerId === undefined ? undefined : eq(biddingBids.customerId, where.customerId),
        where.offeringId === undefined ? undefined : eq(biddingBids.offeringId, where.offeringId),
        where.pendingOnly ? eq(biddingBids.status, 'pending') : undefined,
      ),
    )
    .orderBy(desc(biddingBids.id));
}

function namesOf(market: MarketDataProvider, symbol: string) {
  return market.instrument(symbol)?.names ?? { ja: symbol, 'zh-TW': symbol, en: symbol };
}

/**
 * An offering as shown; `demand` null keeps the bids sealed (customers, before the allocation).
 */
export function toBiddingOfferingView(
  market: MarketDataProvider,
  row: BiddingOfferingRow,
  demand: { lots: number; bidders: number } | null,
): BiddingAdminOfferingView {
  return {
    id: row.id,
    symbol: row.symbol,
    names: namesOf(market, row.symbol),
    floorPrice: row.floorPrice,
    referencePrice: row.referencePrice,
    lotShares: row.lotShares,
    lotsOffered: row.lotsOffered,
    minLots: row.minLots,
    maxLots: row.maxLots,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    commitment: row.commitment,
    lotsBid: demand?.lots ?? null,
    bidders: demand?.bidders ?? null,
    clearingPrice: row.clearingPrice,
    lotsAllocated: row.lotsAllocated,
    allocatedAt: row.allocatedAt?.toISOString() ?? null,
    cancelReason: reasonWithLocale(row.cancelReason, row.cancelReasonLocale),
  };
}

export function toBidView(
  market: MarketDataProvider,
  row: BidRow,
  offering: BiddingOfferingRow,
): BiddingBidView {
  return {
    id: row.id,
    offeringId: row.offeringId,
    symbol: offering.symbol,
    names: namesOf(market, offering.symbol),
    price: row.price,
    lots: row.lots,
    shares: row.lots * offering.lotShares,
    amount: row.amount,
    status: row.status,
    rejectReason: row.rejectReason,
    lotsFilled: row.lotsFilled,
    clearingPrice: offering.status === 'allocated' ? offering.clearingPrice : null,
    paid: row.paid,
    refunded: row.status === 'pending' ? fromInteger(0) : subtract(row.amount, row.paid),
    bidAt: row.bidAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    entryHash: row.entryHash,
    positionId: row.positionId,
  };
}
