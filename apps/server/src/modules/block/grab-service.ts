import { and, desc, eq } from 'drizzle-orm';
import type { GrabCandidate, GrabDocument, GrabOrderView, GrabQueueView } from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { customers } from '../../db/schema';
import { grabOrders, grabQueues } from '../../db/schema-grab';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { readTradingSettings } from '../trading';
import { atLimitNow, cancelGrab, joinGrab } from './grab-orders';
import {
  findGrabQueue,
  grabOrdersOf,
  grabQueuesById,
  namesOf,
  queuedLotsOf,
  toGrabOrderView,
  toGrabQueueView,
  type GrabOrderRow,
} from './grab-repo';
import type { BlockDeps } from './operator-service';

/**
 * Grab shares for customers (docs/off-auction.md, "Grab shares"): the stocks at their upper
 * limit now, joining the day's queue at the limit price, cancelling before the close, my records.
 * Nobody sees another customer's order; the queue's totals are the console's.
 */
export function grabCustomerService(deps: BlockDeps) {
  const viewsOf = async (rows: readonly GrabOrderRow[]) => {
    const queues = await grabQueuesById(
      deps.db,
      rows.map((row) => row.queueId),
    );
    return rows.map((row) => toGrabOrderView(deps.market, row, queues.get(row.queueId)!));
  };
  const viewOf = async (row: GrabOrderRow) => (await viewsOf([row]))[0]!;

  return {
    async candidates(customer: AuthenticatedCustomer | null): Promise<GrabCandidate[]> {
      const now = deps.clock.now();
      const settings = await readTradingSettings(deps.db);
      const found: GrabCandidate[] = [];
      for (const quote of deps.market.quotes()) {
        if (compare(quote.last, quote.limitUp) !== 0) continue;
        let limit: ReturnType<typeof atLimitNow>;
        try {
          limit = atLimitNow(deps.market, quote.symbol, now);
        } catch {
          continue;
        }
        const [best] = deps.market.orderBook(quote.symbol).bids;
        const mine = customer ? await myOrderIn(customer.id, quote.symbol, limit.tradingDay) : null;
        found.push({
          symbol: quote.symbol,
          names: namesOf(deps.market, quote.symbol),
          tradingDay: limit.tradingDay,
          limitPrice: limit.limitPrice,
          prevClose: quote.prevClose,
          lotShares: settings.lotShares,
          marketBidShares:
            best && compare(best.price, limit.limitPrice) === 0 ? best.sizeShares : null,
          closesAt: limit.closesAt.toISOString(),
          buyFeeRate: settings.buyFeeRate,
          myOrder: mine ? await viewOf(mine) : null,
        });
      }
      return found;
    },
    async join(
      customer: AuthenticatedCustomer,
      body: { symbol: string; lots: number },
      key: string,
    ) {
      return viewOf(await joinGrab(deps, customer, body, key));
    },
    async cancel(customer: AuthenticatedCustomer, orderId: number): Promise<GrabOrderView> {
      return viewOf(await cancelGrab(deps, customer, orderId));
    },
    async records(customer: AuthenticatedCustomer): Promise<GrabOrderView[]> {
      return viewsOf(await grabOrdersOf(deps.db, { customerId: customer.id }));
    },
  };

  /** The customer's latest order in the stock's queue of the day (a live one if any). */
  async function myOrderIn(customerId: number, symbol: string, tradingDay: string) {
    const rows = await deps.db
      .select({ order: grabOrders })
      .from(grabOrders)
      .innerJoin(grabQueues, eq(grabQueues.id, grabOrders.queueId))
      .where(
        and(
          eq(grabOrders.customerId, customerId),
          eq(grabQueues.symbol, symbol),
          eq(grabQueues.tradingDay, tradingDay),
        ),
      )
      .orderBy(desc(grabOrders.id));
    const live = rows.find((row) => row.order.rejectReason !== 'cancelled');
    return (live ?? rows[0])?.order ?? null;
  }
}
export type GrabCustomerService = ReturnType<typeof grabCustomerService>;

/** Grab shares for the console: the day's queues with their results, the orders, the document. */
export function grabOperatorService(deps: BlockDeps) {
  return {
    async queues(tradingDay?: string): Promise<GrabQueueView[]> {
      const rows = await deps.db
        .select()
        .from(grabQueues)
        .where(tradingDay === undefined ? undefined : eq(grabQueues.tradingDay, tradingDay))
        .orderBy(desc(grabQueues.id))
        .limit(500);
      const queued = await queuedLotsOf(
        deps.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toGrabQueueView(deps.market, row, queued.get(row.id)));
    },
    async orders(queueId: number) {
      const queue = await findGrabQueue(deps.db, queueId);
      if (!queue) throw new AppError('grab_queue_not_found');
      const rows = await deps.db
        .select({ order: grabOrders, account: customers.account })
        .from(grabOrders)
        .innerJoin(customers, eq(customers.id, grabOrders.customerId))
        .where(eq(grabOrders.queueId, queueId))
        .orderBy(grabOrders.id);
      return rows.map((row) => ({
        ...toGrabOrderView(deps.market, row.order, queue),
        customerId: row.order.customerId,
        account: row.account,
      }));
    },
    async document(queueId: number) {
      const queue = await findGrabQueue(deps.db, queueId);
      if (!queue) throw new AppError('grab_queue_not_found');
      return {
        queueId: queue.id,
        commitment: queue.commitment,
        document: (queue.allocationDocument as GrabDocument | null) ?? null,
      };
    },
  };
}
export type GrabOperatorService = ReturnType<typeof grabOperatorService>;
