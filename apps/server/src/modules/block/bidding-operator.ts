import { eq } from 'drizzle-orm';
import { commitmentOf, newSeed } from '@kabuto/lottery';
import { compare, type DecimalString } from '@kabuto/money';
import type { BiddingDocument, Locale } from '@kabuto/contract';
import { customers } from '../../db/schema';
import { biddingBids, biddingOfferings } from '../../db/schema-bidding';
import { decimalToTenths } from '../../market-data/price-units';
import type { MarketDataProvider } from '../../market-data/provider';
import { isOnTickTenths } from '../../market-data/ticks';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { readTradingSettings } from '../trading';
import { releaseForBid } from './money';
import type { BlockDeps } from './operator-service';
import {
  bidDemandOf,
  bidSubject,
  bidsOf,
  findBiddingOffering,
  listBiddingOfferings,
  lockBiddingOffering,
  toBidView,
  toBiddingOfferingView,
  type BiddingOfferingRow,
} from './bidding-repo';

/** Bidding's console side (docs/off-auction.md): offer, withdraw, watch the bids, the document. */

type SaveBiddingOffering = {
  symbol: string;
  floorPrice: DecimalString;
  lotsOffered: number;
  minLots: number;
  maxLots: number;
  opensAt: string;
  closesAt: string;
  reason: string;
};

/**
 * The floor must be a price a customer can bid: on the tick grid and inside the day's price
 * limits. Answers the previous close, shown beside it.
 */
export function checkFloor(
  market: MarketDataProvider,
  symbol: string,
  floor: DecimalString,
): DecimalString {
  const instrument = market.instrument(symbol);
  if (!instrument) throw new AppError('product_unavailable');
  const quote = market.quote(symbol);
  if (
    !isOnTickTenths(decimalToTenths(floor), instrument.tickTable) ||
    compare(floor, quote.limitUp) > 0 ||
    compare(floor, quote.limitDown) < 0
  ) {
    throw new AppError('bidding_floor_invalid');
  }
  return quote.prevClose ?? quote.last;
}

/** The published document of an allocated offering (null before: it holds the seed). */
export function documentOf(offering: BiddingOfferingRow) {
  return {
    offeringId: offering.id,
    commitment: offering.commitment,
    document:
      offering.status === 'allocated'
        ? (offering.allocationDocument as BiddingDocument | null)
        : null,
  };
}

export function biddingOperatorService(deps: BlockDeps) {
  const viewOf = async (row: BiddingOfferingRow) => {
    const demand = await bidDemandOf(deps.db, [row.id]);
    return toBiddingOfferingView(deps.market, row, demand.get(row.id) ?? { lots: 0, bidders: 0 });
  };
  return {
    async offerings() {
      const rows = await listBiddingOfferings(deps.db, null);
      const demand = await bidDemandOf(
        deps.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toBiddingOfferingView(deps.market, row, demand.get(row.id) ?? { lots: 0, bidders: 0 }),
      );
    },
    async saveOffering(
      operator: AuthenticatedOperator,
      body: SaveBiddingOffering,
      ip: string | null,
    ) {
      const now = deps.clock.now();
      const opensAt = new Date(body.opensAt);
      const closesAt = new Date(body.closesAt);
      if (
        body.minLots > body.maxLots ||
        body.maxLots > body.lotsOffered ||
        closesAt <= opensAt ||
        closesAt <= now
      ) {
        throw new AppError('bidding_offering_invalid');
      }
      const referencePrice = checkFloor(deps.market, body.symbol, body.floorPrice);
      const { lotShares } = await readTradingSettings(deps.db);
      const seed = newSeed();
      const row = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(biddingOfferings)
          .values({
            symbol: body.symbol,
            floorPrice: body.floorPrice,
            referencePrice,
            lotShares,
            lotsOffered: body.lotsOffered,
            minLots: body.minLots,
            maxLots: body.maxLots,
            opensAt,
            closesAt,
            seed,
            commitment: commitmentOf(seed),
            createdByOperatorId: operator.id,
            createdAt: now,
          })
          .returning();
        // The seed stays out of the audit log until the allocation publishes it.
        const { seed: _secret, ...published } = created!;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'bidding.announce',
          targetType: 'bidding_offering',
          targetId: created!.id,
          reason: body.reason,
          before: null,
          after: published,
          ipAddress: ip,
        });
        return created!;
      });
      return viewOf(row);
    },
    async cancel(
      operator: AuthenticatedOperator,
      body: { offeringId: number; reason: string; reasonLocale?: Locale | undefined },
      ip: string | null,
    ) {
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const offering = await lockBiddingOffering(tx, body.offeringId);
        if (!offering) throw new AppError('bidding_offering_not_found');
        if (offering.status !== 'open') throw new AppError('bidding_offering_not_open');
        const pending = await bidsOf(tx, { offeringId: offering.id, pendingOnly: true });
        for (const bid of pending) {
          await releaseForBid(tx, {
            customerId: bid.customerId,
            bidId: bid.id,
            subject: bidSubject(offering, bid.id),
            amount: bid.amount,
            at: now,
          });
          await tx
            .update(biddingBids)
            .set({ status: 'rejected', rejectReason: 'offering_cancelled', decidedAt: now })
            .where(eq(biddingBids.id, bid.id));
        }
        const [updated] = await tx
          .update(biddingOfferings)
          .set({
            status: 'cancelled',
            cancelReason: body.reason,
            cancelReasonLocale: body.reasonLocale ?? null,
          })
          .where(eq(biddingOfferings.id, offering.id))
          .returning();
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'bidding.cancel',
          targetType: 'bidding_offering',
          targetId: offering.id,
          reason: body.reason,
          before: { status: offering.status },
          after: { status: 'cancelled', released: pending.length },
          ipAddress: ip,
        });
        return updated!;
      });
      return viewOf(row);
    },
    async bids(offeringId: number) {
      const offering = await findBiddingOffering(deps.db, offeringId);
      if (!offering) throw new AppError('bidding_offering_not_found');
      const rows = await deps.db
        .select({ bid: biddingBids, account: customers.account })
        .from(biddingBids)
        .innerJoin(customers, eq(customers.id, biddingBids.customerId))
        .where(eq(biddingBids.offeringId, offeringId))
        .orderBy(biddingBids.id);
      return rows.map((row) => ({
        ...toBidView(deps.market, row.bid, offering),
        customerId: row.bid.customerId,
        account: row.account,
      }));
    },
    async document(offeringId: number) {
      const offering = await findBiddingOffering(deps.db, offeringId);
      if (!offering) throw new AppError('bidding_offering_not_found');
      return documentOf(offering);
    },
  };
}
export type BiddingOperatorService = ReturnType<typeof biddingOperatorService>;
