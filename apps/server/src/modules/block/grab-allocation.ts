import { and, asc, eq, lte } from 'drizzle-orm';
import { compare, fromInteger, subtract, sum } from '@kabuto/money';
import type { Database } from '../../db/client';
import { grabOrders, grabQueues } from '../../db/schema-grab';
import type { LimitUpClose, MarketDataProvider } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { openAllotmentPosition, readTradingSettings } from '../trading';
import { chargeGrabFee, payForGrab, releaseForGrab } from './grab-money';
import { grabDocumentOf } from '@kabuto/lottery';
import { grabCost, grabSubject, lockGrabQueue, type GrabQueueRow } from './grab-repo';

/**
 * A grab queue's allocation at the session's close (docs/off-auction.md, "Grab shares"), in one
 * transaction under the queue's row lock, so it runs once however many processes run the job, and
 * as soon as a job runs after the close (a server that was down allocates when it is back).
 *
 * The supply is the market's own (MarketDataProvider.limitUpClose): the shares its closing auction
 * sold at the limit, shared in proportion between its own bids at the limit and the customers'
 * orders (packages/lottery/src/grab.ts). Each order filled (even in part) pays the limit price for its lots
 * (held → margin) and the ordinary buy fee on that (held → fee revenue), gets the rest of its hold
 * back, and its lots become a long position without leverage at the limit price (origin 'block',
 * keyed by the order's id from the block applications' sequence, ADR 0033). A day that did not
 * close at the limit allocates nothing: every order lapses ('off_limit_at_close').
 */
export async function closeGrabQueue(
  deps: { db: Database; market: MarketDataProvider },
  queueId: number,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const queue = await lockGrabQueue(tx, queueId);
    if (!queue || queue.status !== 'open' || queue.closesAt > now) return false;
    const outcome = limitCloseOf(deps.market, queue);
    if (outcome === 'not_yet') return false;
    const orders = await tx
      .select()
      .from(grabOrders)
      .where(and(eq(grabOrders.queueId, queue.id), eq(grabOrders.status, 'pending')))
      .orderBy(asc(grabOrders.id));
    const settings = await readTradingSettings(tx);
    const atLimit = outcome !== null && compare(outcome.limitPrice, queue.limitPrice) === 0;
    const allocation = atLimit
      ? grabDocumentOf({
          label: `grab:${queue.id}:${queue.symbol}:${queue.tradingDay}`,
          symbol: queue.symbol,
          tradingDay: queue.tradingDay,
          limitPrice: queue.limitPrice,
          lotShares: queue.lotShares,
          supplyShares: outcome.supplyShares,
          marketQueuedShares: outcome.queuedBidShares,
          seed: queue.seed,
          orders: orders.map((order) => ({ entry: order.entryHash, lots: order.lots })),
        })
      : null;
    let lotsAllocated = 0;
    for (const order of orders) {
      const lots = allocation?.proration.filled.get(order.entryHash) ?? 0;
      lotsAllocated += lots;
      const cost = grabCost(queue, lots, order.buyFeeRate);
      const paid = lots === 0 ? fromInteger(0) : cost.notional;
      const fee = lots === 0 ? fromInteger(0) : cost.fee;
      const money = {
        customerId: order.customerId,
        orderId: order.id,
        subject: grabSubject(queue, order.id),
        at: now,
      };
      await payForGrab(tx, { ...money, amount: paid });
      await chargeGrabFee(tx, { ...money, amount: fee });
      await releaseForGrab(tx, { ...money, amount: subtract(order.amount, sum([paid, fee])) });
      const positionId =
        lots === 0
          ? null
          : await openAllotmentPosition(
              tx,
              {
                origin: 'block',
                customerId: order.customerId,
                applicationId: order.id,
                symbol: queue.symbol,
                lots,
                shares: lots * queue.lotShares,
                price: queue.limitPrice,
                cost: paid,
                paidAt: now,
                at: now,
                tradingDay: queue.tradingDay,
              },
              settings,
            );
      await tx
        .update(grabOrders)
        .set({
          status: lots === 0 ? 'rejected' : 'approved',
          rejectReason: lots > 0 ? null : atLimit ? 'not_allocated' : 'off_limit_at_close',
          lotsFilled: lots,
          paid,
          fee,
          positionId,
          decidedAt: now,
        })
        .where(eq(grabOrders.id, order.id));
    }
    await tx
      .update(grabQueues)
      .set({
        status: 'allocated',
        closedAtLimit: atLimit,
        supplyShares: atLimit ? outcome.supplyShares : null,
        marketQueuedShares: atLimit ? outcome.queuedBidShares : null,
        supplyLots: allocation?.supplyLots ?? null,
        marketLots: allocation?.marketLots ?? null,
        lotsAllocated,
        marketLotsFilled: allocation
          ? (allocation.proration.filled.get(allocation.document.marketEntry) ?? 0)
          : null,
        allocationDocument: allocation?.document ?? null,
        allocatedAt: now,
      })
      .where(eq(grabQueues.id, queue.id));
    return true;
  });
}

/** The market's word on the queue's day, or 'not_yet' while its time has not reached the close. */
function limitCloseOf(
  market: MarketDataProvider,
  queue: GrabQueueRow,
): LimitUpClose | null | 'not_yet' {
  if (!market.limitUpClose) return null;
  try {
    return market.limitUpClose(queue.symbol, queue.tradingDay);
  } catch (error) {
    if (error instanceof RangeError) return 'not_yet';
    throw error;
  }
}

/** One run of the job: every open queue whose day has closed; answers how many it allocated. */
export async function runDueGrabCloses(
  deps: { db: Database; market: MarketDataProvider; clock: Clock },
  now?: Date,
): Promise<number> {
  const at = now ?? deps.clock.now();
  const due = await deps.db
    .select({ id: grabQueues.id })
    .from(grabQueues)
    .where(and(eq(grabQueues.status, 'open'), lte(grabQueues.closesAt, at)))
    .orderBy(asc(grabQueues.id));
  let closed = 0;
  for (const { id } of due) if (await closeGrabQueue(deps, id, at)) closed += 1;
  return closed;
}
