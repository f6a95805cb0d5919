import { and, eq, sql } from 'drizzle-orm';
import { compare, type DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { biddingBids } from '../../db/schema-bidding';
import { isUniqueViolation } from '../../db/unique-violation';
import { decimalToTenths } from '../../market-data/price-units';
import type { MarketDataProvider } from '../../market-data/provider';
import { isOnTickTenths } from '../../market-data/ticks';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { newOffAuctionRequest } from './entries';
import { holdForBid, releaseForBid } from './money';
import {
  bidCost,
  bidSubject,
  lockBiddingOffering,
  type BiddingOfferingRow,
  type BidRow,
} from './bidding-repo';

/*
 * Bidding (docs/off-auction.md, "Agreed-price bidding"): one transaction under the offering's row
 * lock; bid price × shares held; the key stored with the bid (the same key answers it again).
 * Refused: a frozen or trade-barred account, identity not verified, the offering unknown or not
 * open ('bidding_closed'), lots outside the per-customer bounds, a price off the tick grid, below
 * the floor or outside the day's price limits, a second live bid to the offering (a unique index,
 * so 50 concurrent bids make one), money short (the ledger's guarded hold). A bid can be withdrawn
 * while the window is open: its hold comes back and the customer may bid again.
 */

type Deps = { db: Database; clock: Clock; market: MarketDataProvider };
type BidBody = { offeringId: number; price: DecimalString; lots: number };

const requestHashOf = (body: unknown) => sha256Hex(`bidding/bid\n${canonicalJson(body)}`);

async function withKey(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<BidRow | null> {
  const [row] = await db
    .select()
    .from(biddingBids)
    .where(and(eq(biddingBids.customerId, customerId), eq(biddingBids.clientKey, clientKey)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

/** Restrictions first, then identity: the same order as block trades and orders. */
async function assertMayBid(db: Queryable, customer: AuthenticatedCustomer) {
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
  const [state] = await db
    .select({ verification: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customer.id));
  if (state?.verification !== 'verified') throw new AppError('verification_required');
}

const isOpenAt = (offering: BiddingOfferingRow, now: Date) =>
  offering.status === 'open' && now >= offering.opensAt && now < offering.closesAt;

/** On the tick grid, at or above the floor, inside the day's price limits (the market's). */
function assertBidPrice(
  market: MarketDataProvider,
  offering: BiddingOfferingRow,
  price: DecimalString,
) {
  const instrument = market.instrument(offering.symbol);
  if (!instrument) throw new AppError('product_unavailable');
  if (!isOnTickTenths(decimalToTenths(price), instrument.tickTable)) {
    throw new AppError('price_not_on_tick');
  }
  if (compare(price, offering.floorPrice) < 0) throw new AppError('bidding_price_below_floor');
  const quote = market.quote(offering.symbol);
  if (compare(price, quote.limitUp) > 0 || compare(price, quote.limitDown) < 0) {
    throw new AppError('exceeds_price_limit');
  }
}

export async function placeBid(
  deps: Deps,
  customer: AuthenticatedCustomer,
  body: BidBody,
  clientKey: string,
): Promise<BidRow> {
  const requestHash = requestHashOf(body);
  const earlier = await withKey(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  await assertMayBid(deps.db, customer);
  const now = deps.clock.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const offering = await lockBiddingOffering(tx, body.offeringId);
      if (!offering) throw new AppError('bidding_offering_not_found');
      if (!isOpenAt(offering, now)) throw new AppError('bidding_closed');
      if (body.lots < offering.minLots || body.lots > offering.maxLots) {
        throw new AppError('bidding_lots_out_of_range');
      }
      assertBidPrice(deps.market, offering, body.price);
      const [live] = await tx
        .select({ id: biddingBids.id })
        .from(biddingBids)
        .where(
          and(
            eq(biddingBids.offeringId, offering.id),
            eq(biddingBids.customerId, customer.id),
            sql`${biddingBids.rejectReason} IS DISTINCT FROM 'withdrawn'`,
          ),
        )
        .limit(1);
      if (live) throw new AppError('bidding_already_bid');
      // From block applications' sequence (ADR 0032): the position key `block:<id>` stays unique.
      const entry = await newOffAuctionRequest(tx, `bidding:${offering.id}`);
      const bidId = entry.id;
      const amount = bidCost(offering, body.price, body.lots);
      await tx.insert(biddingBids).values({
        id: bidId,
        offeringId: offering.id,
        customerId: customer.id,
        clientKey,
        requestHash,
        price: body.price,
        lots: body.lots,
        amount,
        entrySalt: entry.entrySalt,
        entryHash: entry.entryHash,
        bidAt: now,
      });
      await holdForBid(tx, {
        customerId: customer.id,
        bidId,
        subject: bidSubject(offering, bidId),
        amount,
        at: now,
      });
      return bidId;
    });
    const [row] = await deps.db.select().from(biddingBids).where(eq(biddingBids.id, id));
    return row!;
  } catch (error) {
    const again = await withKey(deps.db, customer.id, clientKey, requestHash);
    if (again) return again;
    if (isUniqueViolation(error, 'bidding_bids_one_per_offering')) {
      throw new AppError('bidding_already_bid');
    }
    throw error;
  }
}

/** Withdraws the customer's own pending bid while the window is open; the whole hold comes back. */
export async function withdrawBid(
  deps: Deps,
  customer: AuthenticatedCustomer,
  bidId: number,
): Promise<BidRow> {
  const [found] = await deps.db
    .select({ offeringId: biddingBids.offeringId })
    .from(biddingBids)
    .where(and(eq(biddingBids.id, bidId), eq(biddingBids.customerId, customer.id)));
  if (!found) throw new AppError('bidding_bid_not_found');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The offering's lock first, as the allocation takes it: a withdrawal and a close never cross.
    const offering = await lockBiddingOffering(tx, found.offeringId);
    const [bid] = await tx
      .select()
      .from(biddingBids)
      .where(eq(biddingBids.id, bidId))
      .for('update');
    if (!offering || !bid) throw new AppError('bidding_bid_not_found');
    if (bid.status !== 'pending') throw new AppError('bidding_bid_not_pending');
    if (!isOpenAt(offering, now)) throw new AppError('bidding_closed');
    await releaseForBid(tx, {
      customerId: bid.customerId,
      bidId: bid.id,
      subject: bidSubject(offering, bid.id),
      amount: bid.amount,
      at: now,
    });
    const [updated] = await tx
      .update(biddingBids)
      .set({ status: 'rejected', rejectReason: 'withdrawn', decidedAt: now })
      .where(eq(biddingBids.id, bid.id))
      .returning();
    return updated!;
  });
}
