import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { divide, fromInteger, multiply, roundTo, subtract } from '@kabuto/money';
import type { BlockApplicationView, BlockOfferingView } from '@kabuto/contract';
import { reasonWithLocale } from '@kabuto/contract';
import type { Queryable, Transaction } from '../../db/client';
import { blockApplications, blockOfferings } from '../../db/schema-block';
import type { MarketDataProvider } from '../../market-data/provider';

/** Block trade rows, and how the customer and the console see them (docs/off-auction.md). */

export type OfferingRow = typeof blockOfferings.$inferSelect;
export type ApplicationRow = typeof blockApplications.$inferSelect;
export type OfferingView = Omit<BlockOfferingView, 'myApplication'>;

const DAY_MS = 86_400_000;

export const costOf = (offering: Pick<OfferingRow, 'price' | 'lotShares'>, lots: number) =>
  multiply(offering.price, fromInteger(lots * offering.lotShares));

export const subjectOf = (offering: OfferingRow, applicationId: number) =>
  `${offering.symbol} at ${offering.price} (application BT${String(applicationId).padStart(8, '0')})`;

export async function lockOffering(tx: Transaction, id: number): Promise<OfferingRow | undefined> {
  const [row] = await tx
    .select()
    .from(blockOfferings)
    .where(eq(blockOfferings.id, id))
    .for('update');
  return row;
}

export async function findOffering(db: Queryable, id: number): Promise<OfferingRow | undefined> {
  const [row] = await db.select().from(blockOfferings).where(eq(blockOfferings.id, id));
  return row;
}

/** Open offerings and those closed in the last 30 days (or every one, for the console). */
export async function listOfferings(db: Queryable, now: Date | null): Promise<OfferingRow[]> {
  const recent =
    now === null
      ? undefined
      : or(
          eq(blockOfferings.status, 'open'),
          gte(blockOfferings.closesAt, new Date(now.getTime() - 30 * DAY_MS)),
        );
  return db.select().from(blockOfferings).where(recent).orderBy(desc(blockOfferings.id)).limit(200);
}

/** Demand so far per offering: lots applied for and applicants. */
export async function demandOf(
  db: Queryable,
  offeringIds: readonly number[],
): Promise<Map<number, { lots: number; applicants: number }>> {
  if (offeringIds.length === 0) return new Map();
  const rows = await db
    .select({
      offeringId: blockApplications.offeringId,
      lots: sql<number>`coalesce(sum(${blockApplications.lots}), 0)::int`,
      applicants: sql<number>`count(*)::int`,
    })
    .from(blockApplications)
    .where(inArray(blockApplications.offeringId, [...offeringIds]))
    .groupBy(blockApplications.offeringId);
  return new Map(
    rows.map((row) => [
      row.offeringId,
      { lots: Number(row.lots), applicants: Number(row.applicants) },
    ]),
  );
}

export async function applicationsOf(
  db: Queryable,
  where: { customerId?: number; offeringId?: number },
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(blockApplications)
    .where(
      and(
        where.customerId === undefined
          ? undefined
          : eq(blockApplications.customerId, where.customerId),
        where.offeringId === undefined
          ? undefined
          : eq(blockApplications.offeringId, where.offeringId),
      ),
    )
    .orderBy(desc(blockApplications.id));
}

function namesOf(market: MarketDataProvider, symbol: string) {
  return market.instrument(symbol)?.names ?? { ja: symbol, 'zh-TW': symbol, en: symbol };
}

export function toOfferingView(
  market: MarketDataProvider,
  row: OfferingRow,
  demand: { lots: number; applicants: number } | undefined,
): OfferingView {
  const discount = roundTo(
    multiply(divide(subtract(row.referencePrice, row.price), row.referencePrice), fromInteger(100)),
    2,
    'half-up',
  );
  return {
    id: row.id,
    symbol: row.symbol,
    names: namesOf(market, row.symbol),
    price: row.price,
    referencePrice: row.referencePrice,
    discountPercent: discount,
    lotShares: row.lotShares,
    lotsOffered: row.lotsOffered,
    minLots: row.minLots,
    maxLots: row.maxLots,
    minBuyAmount: row.minBuyAmount,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    commitment: row.commitment,
    lotsApplied: demand?.lots ?? 0,
    applicants: demand?.applicants ?? 0,
    allocatedAt: row.allocatedAt?.toISOString() ?? null,
    cancelReason: reasonWithLocale(row.cancelReason, row.cancelReasonLocale),
  };
}

export function toApplicationView(
  market: MarketDataProvider,
  row: ApplicationRow,
  offering: OfferingRow,
): BlockApplicationView {
  return {
    id: row.id,
    offeringId: row.offeringId,
    symbol: offering.symbol,
    names: namesOf(market, offering.symbol),
    price: offering.price,
    lots: row.lots,
    shares: row.lots * offering.lotShares,
    amount: row.amount,
    status: row.status,
    rejectReason: row.rejectReason,
    lotsFilled: row.lotsFilled,
    turnover: costOf(offering, row.lotsFilled),
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    entryHash: row.entryHash,
    positionId: row.positionId,
  };
}
