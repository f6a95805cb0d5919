import { and, asc, eq, lte } from 'drizzle-orm';
import { fromInteger, subtract } from '@kabuto/money';
import type { Database } from '../../db/client';
import { biddingBids, biddingOfferings } from '../../db/schema-bidding';
import type { MarketDataProvider } from '../../market-data/provider';
import { jstDateOf } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { openAllotmentPosition, readTradingSettings } from '../trading';
import { biddingDocumentOf } from '@kabuto/lottery';
import { payForBid, releaseForBid } from './money';
import { bidCost, bidSubject, lockBiddingOffering } from './bidding-repo';

/**
 * A bidding offering's close (docs/off-auction.md, "Agreed-price bidding"), in one transaction
 * under the offering's row lock, so it runs once however many processes run the job, and as soon
 * as a job runs after the window closed (a server that was down allocates when it is back).
 *
 * The clearing price and the lots are packages/lottery's (bidding.ts) (a pure function of the pending bids, the lots
 * offered and the seed committed when the offering was announced). Each bid filled (even in part)
 * pays the clearing price for its lots (held → margin) and gets back the rest of its hold, and its
 * lots become a long position without leverage at the clearing price (origin 'block', no buying
 * fee, ADR 0032); one not filled gets its whole hold back and is rejected as 'not_allocated'.
 */
export async function closeBiddingOffering(
  deps: { db: Database; market: MarketDataProvider },
  offeringId: number,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const offering = await lockBiddingOffering(tx, offeringId);
    if (!offering || offering.status !== 'open' || offering.closesAt > now) return false;
    const bids = await tx
      .select()
      .from(biddingBids)
      .where(and(eq(biddingBids.offeringId, offering.id), eq(biddingBids.status, 'pending')))
      .orderBy(asc(biddingBids.id));
    const { clearing, document } = biddingDocumentOf({
      label: `bidding:${offering.id}:${offering.symbol}`,
      lotsOffered: offering.lotsOffered,
      seed: offering.seed,
      bids: bids.map((bid) => ({ entry: bid.entryHash, price: bid.price, lots: bid.lots })),
    });
    const settings = await readTradingSettings(tx);
    const calendar = deps.market.calendar;
    const today = jstDateOf(now);
    const tradingDay = calendar.isTradingDay(today) ? today : calendar.nextTradingDay(today);
    let lotsAllocated = 0;
    for (const bid of bids) {
      const lots = clearing.filled.get(bid.entryHash) ?? 0;
      lotsAllocated += lots;
      const paid =
        lots === 0 || clearing.clearingPrice === null
          ? fromInteger(0)
          : bidCost(offering, clearing.clearingPrice, lots);
      const money = {
        customerId: bid.customerId,
        bidId: bid.id,
        subject: bidSubject(offering, bid.id),
        at: now,
      };
      await payForBid(tx, { ...money, amount: paid });
      await releaseForBid(tx, { ...money, amount: subtract(bid.amount, paid) });
      const positionId =
        lots === 0
          ? null
          : await openAllotmentPosition(
              tx,
              {
                origin: 'block',
                customerId: bid.customerId,
                applicationId: bid.id,
                symbol: offering.symbol,
                lots,
                shares: lots * offering.lotShares,
                price: clearing.clearingPrice!,
                cost: paid,
                paidAt: now,
                at: now,
                tradingDay,
              },
              settings,
            );
      await tx
        .update(biddingBids)
        .set({
          status: lots === 0 ? 'rejected' : 'approved',
          rejectReason: lots === 0 ? 'not_allocated' : null,
          lotsFilled: lots,
          paid,
          positionId,
          decidedAt: now,
        })
        .where(eq(biddingBids.id, bid.id));
    }
    await tx
      .update(biddingOfferings)
      .set({
        status: 'allocated',
        clearingPrice: clearing.clearingPrice,
        lotsAllocated,
        allocationDocument: document,
        allocatedAt: now,
      })
      .where(eq(biddingOfferings.id, offering.id));
    return true;
  });
}

/** One run of the job: every open offering whose window has closed; answers how many it closed. */
export async function runDueBiddingCloses(
  deps: { db: Database; market: MarketDataProvider; clock: Clock },
  now?: Date,
): Promise<number> {
  const at = now ?? deps.clock.now();
  const due = await deps.db
    .select({ id: biddingOfferings.id })
    .from(biddingOfferings)
    .where(and(eq(biddingOfferings.status, 'open'), lte(biddingOfferings.closesAt, at)))
    .orderBy(asc(biddingOfferings.id));
  let closed = 0;
  for (const { id } of due) if (await closeBiddingOffering(deps, id, at)) closed += 1;
  return closed;
}
