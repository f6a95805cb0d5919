import { and, eq, sql } from 'drizzle-orm';
import { compare } from '@kabuto/money';
import { commitmentOf, newSeed } from '@kabuto/lottery';
import type { Database, Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { grabOrders, grabQueues } from '../../db/schema-grab';
import { isUniqueViolation } from '../../db/unique-violation';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { readTradingSettings } from '../trading';
import { newOffAuctionRequest } from './entries';
import { holdForGrab, releaseForGrab } from './grab-money';
import { grabCost, grabSubject, lockGrabQueue, type GrabOrderRow } from './grab-repo';

/*
 * Joining the queue at the limit price (docs/off-auction.md, "Grab shares"): one transaction under
 * the queue's row lock; limit price × shares and the buy fee held; the key stored with the order.
 * Refused: a frozen or trade-barred account, identity not verified, an unknown stock, the day's
 * sessions not running or ended ('grab_closed'), the stock not at its upper limit now
 * ('grab_not_at_limit'), lots outside 1..the trading settings' most per order, a second live
 * order in the day's queue (a unique index, so 50 concurrent joins make one), money short (the
 * ledger's guarded hold). An order can be cancelled before the close: its hold comes back.
 */

type Deps = { db: Database; clock: Clock; market: MarketDataProvider };
type JoinBody = { symbol: string; lots: number };

const TRADING_STATES = new Set(['morning', 'lunch_break', 'afternoon', 'continuous']);

const requestHashOf = (body: unknown) => sha256Hex(`grab/join\n${canonicalJson(body)}`);

async function withKey(db: Queryable, customerId: number, clientKey: string, requestHash: string) {
  const [row] = await db
    .select()
    .from(grabOrders)
    .where(and(eq(grabOrders.customerId, customerId), eq(grabOrders.clientKey, clientKey)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

/** Restrictions first, then identity: the same order as block trades, bids and orders. */
export async function assertMayGrab(db: Queryable, customer: AuthenticatedCustomer) {
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
  const [state] = await db
    .select({ verification: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customer.id));
  if (state?.verification !== 'verified') throw new AppError('verification_required');
}

/** The end of a trading day's last session: when its queues are allocated. */
export function dayCloseOf(market: MarketDataProvider, tradingDay: string): Date {
  const last = market.calendar.sessionsOn(tradingDay).at(-1);
  if (!last) throw new AppError('grab_closed');
  return last.closesAt;
}

/** The stock at its upper limit in a running session now: its day and limit price. */
export function atLimitNow(market: MarketDataProvider, symbol: string, now: Date) {
  if (!market.instrument(symbol)) throw new AppError('product_unavailable');
  const quote = market.quote(symbol);
  if (!TRADING_STATES.has(quote.sessionState)) throw new AppError('grab_closed');
  const closesAt = dayCloseOf(market, quote.tradingDay);
  if (now >= closesAt) throw new AppError('grab_closed');
  if (compare(quote.last, quote.limitUp) !== 0) throw new AppError('grab_not_at_limit');
  return { tradingDay: quote.tradingDay, limitPrice: quote.limitUp, closesAt, quote };
}

export async function joinGrab(
  deps: Deps,
  customer: AuthenticatedCustomer,
  body: JoinBody,
  clientKey: string,
): Promise<GrabOrderRow> {
  const requestHash = requestHashOf(body);
  const earlier = await withKey(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  await assertMayGrab(deps.db, customer);
  const now = deps.clock.now();
  const limit = atLimitNow(deps.market, body.symbol, now);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const settings = await readTradingSettings(tx);
      if (body.lots < 1 || body.lots > settings.maxLotsPerOrder) {
        throw new AppError('grab_lots_invalid');
      }
      const seed = newSeed();
      await tx
        .insert(grabQueues)
        .values({
          symbol: body.symbol,
          tradingDay: limit.tradingDay,
          limitPrice: limit.limitPrice,
          lotShares: settings.lotShares,
          closesAt: limit.closesAt,
          seed,
          commitment: commitmentOf(seed),
          createdAt: now,
        })
        .onConflictDoNothing();
      const [found] = await tx
        .select({ id: grabQueues.id })
        .from(grabQueues)
        .where(
          and(eq(grabQueues.symbol, body.symbol), eq(grabQueues.tradingDay, limit.tradingDay)),
        );
      const queue = await lockGrabQueue(tx, found!.id);
      if (!queue || queue.status !== 'open' || now >= queue.closesAt) {
        throw new AppError('grab_closed');
      }
      const [live] = await tx
        .select({ id: grabOrders.id })
        .from(grabOrders)
        .where(
          and(
            eq(grabOrders.queueId, queue.id),
            eq(grabOrders.customerId, customer.id),
            sql`${grabOrders.rejectReason} IS DISTINCT FROM 'cancelled'`,
          ),
        )
        .limit(1);
      if (live) throw new AppError('grab_already_joined');
      // From block applications' sequence (ADR 0033): the position key `block:<id>` stays unique.
      const entry = await newOffAuctionRequest(tx, `grab:${queue.id}`);
      const orderId = entry.id;
      const amount = grabCost(queue, body.lots, settings.buyFeeRate).total;
      await tx.insert(grabOrders).values({
        id: orderId,
        queueId: queue.id,
        customerId: customer.id,
        clientKey,
        requestHash,
        lots: body.lots,
        amount,
        buyFeeRate: settings.buyFeeRate,
        entrySalt: entry.entrySalt,
        entryHash: entry.entryHash,
        joinedAt: now,
      });
      await holdForGrab(tx, {
        customerId: customer.id,
        orderId,
        subject: grabSubject(queue, orderId),
        amount,
        at: now,
      });
      return orderId;
    });
    const [row] = await deps.db.select().from(grabOrders).where(eq(grabOrders.id, id));
    return row!;
  } catch (error) {
    const again = await withKey(deps.db, customer.id, clientKey, requestHash);
    if (again) return again;
    if (isUniqueViolation(error, 'grab_orders_one_per_queue')) {
      throw new AppError('grab_already_joined');
    }
    throw error;
  }
}

/** Cancels the customer's own pending order before the close; the whole hold comes back. */
export async function cancelGrab(
  deps: Deps,
  customer: AuthenticatedCustomer,
  orderId: number,
): Promise<GrabOrderRow> {
  const [found] = await deps.db
    .select({ queueId: grabOrders.queueId })
    .from(grabOrders)
    .where(and(eq(grabOrders.id, orderId), eq(grabOrders.customerId, customer.id)));
  if (!found) throw new AppError('grab_order_not_found');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The queue's lock first, as the allocation takes it: a cancel and a close never cross.
    const queue = await lockGrabQueue(tx, found.queueId);
    const [order] = await tx
      .select()
      .from(grabOrders)
      .where(eq(grabOrders.id, orderId))
      .for('update');
    if (!queue || !order) throw new AppError('grab_order_not_found');
    if (order.status !== 'pending') throw new AppError('grab_order_not_pending');
    if (queue.status !== 'open' || now >= queue.closesAt) throw new AppError('grab_closed');
    await releaseForGrab(tx, {
      customerId: order.customerId,
      orderId: order.id,
      subject: grabSubject(queue, order.id),
      amount: order.amount,
      at: now,
    });
    const [updated] = await tx
      .update(grabOrders)
      .set({ status: 'rejected', rejectReason: 'cancelled', decidedAt: now })
      .where(eq(grabOrders.id, order.id))
      .returning();
    return updated!;
  });
}
