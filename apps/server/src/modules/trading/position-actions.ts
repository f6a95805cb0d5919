import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addMarginRequest, closeRequest } from '@kabuto/contract';
import type { Transaction } from '../../db/client';
import { positions } from '../../db/schema-trading';
import { moveCustomerFunds } from '../../ledger';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { applyCloseFill } from './close-fill';
import { planBookFill, planPriceFill, quoteRefOf, tradeSide } from './fills';
import { applyCancel } from './open-fill';
import { returnShares } from './lending';
import { assertLimitPrice, ratesOf, type TradingDeps } from './place-order';
import { lockCustomerForTrading, lockPosition, positionOrderNo, type PositionRow } from './repo';
import { assertClosable, sessionClock } from './sessions';
import { readTradingSettings } from './settings';

type CloseBody = z.output<typeof closeRequest>;
type AddMarginBody = z.output<typeof addMarginRequest>;

/** The position, locked, if it is the caller's; another customer's answers like a missing one. */
async function lockOwned(
  tx: Transaction,
  customerId: number,
  positionId: number,
): Promise<PositionRow> {
  const row = await lockPosition(tx, positionId);
  if (!row || row.customerId !== customerId) throw new AppError('order_not_found');
  await lockCustomerForTrading(tx, customerId);
  return row;
}

/**
 * Closes (sells) a holding position for its customer, at market or at a limit, in the session
 * open now (docs/trading.md, "Closing"). Rules, each with its catalogue key: the position must be
 * the caller's and holding (locked: 'position_locked'; anything else: 'duplicate_operation'), 15
 * minutes old and past the day rule unless it is a day trade, and a session must be open. The row
 * lock serialises every close of one position: of fifty at once, one closes it. The same key
 * again answers that close.
 */
export async function closePosition(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  body: CloseBody,
  clientKey: string,
): Promise<PositionRow> {
  const { db, clock, market } = deps;
  const now = clock.now();
  const settings = await readTradingSettings(db);
  const sessions = sessionClock(market.calendar, settings, now);
  return db.transaction(async (tx) => {
    const row = await lockOwned(tx, customer.id, body.positionId);
    if (row.closeKey === clientKey) return row;
    if (row.status === 'locked') throw new AppError('position_locked');
    if (row.status !== 'holding') throw new AppError('duplicate_operation');
    assertClosable(
      market.calendar,
      settings,
      {
        openedAt: row.openedAt!,
        openTradingDay: row.openTradingDay!,
        dayTrade: row.dayTrade,
        origin: row.origin,
      },
      now,
    );
    const session = sessions.regularOpen
      ? 'regular'
      : sessions.preMarketOpen
        ? 'pre_market'
        : sessions.afterMarketOpen
          ? 'after_market'
          : null;
    if (session === null || sessions.tradingDay === null) throw new AppError('non_trading_time');
    if (session !== 'regular' && body.orderType !== 'market')
      throw new AppError('session_order_type_unavailable');
    if (body.orderType === 'limit') assertLimitPrice(market, row.symbol, body.limitPrice!);

    const side = tradeSide(row.direction, 'close');
    const quote = market.quote(row.symbol);
    const plan =
      session === 'after_market'
        ? planPriceFill(quote.last, row.shares, 'closing_price', quoteRefOf(quote))
        : session === 'pre_market'
          ? null
          : body.orderType === 'market'
            ? planBookFill(market, row.symbol, side, row.shares)
            : planBookFill(market, row.symbol, side, row.shares, body.limitPrice);
    const [requested] = await tx
      .update(positions)
      .set({
        closeOrderType: body.orderType,
        closeSession: session,
        closeLimitPrice: body.orderType === 'limit' ? body.limitPrice! : null,
        closeRequestedAt: now,
        closeTradingDay: sessions.tradingDay,
        closeKey: clientKey,
        ...(plan ? {} : { status: 'closing' as const, closeExpiresAt: sessions.sessionEndsAt }),
      })
      .where(eq(positions.id, row.id))
      .returning();
    if (!plan) return requested!;
    await returnShares(tx, row.symbol, row.lendingShares);
    return applyCloseFill(tx, requested!, plan, {
      at: now,
      reason: 'customer',
      rates: ratesOf(settings),
    });
  });
}

/**
 * Cancels what is pending: an order that has not filled (its held money goes back, a short's
 * borrowed shares return to the pool), or a close order that has not filled (the position holds
 * again). Anything else is 'order_not_pending'.
 */
export async function cancelOrder(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  positionId: number,
) {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwned(tx, customer.id, positionId);
    if (row.status === 'pending') {
      await returnShares(tx, row.symbol, row.lendingShares);
      return applyCancel(tx, row, 'customer', now);
    }
    if (row.status === 'closing') return reopenAfterCloseOrder(tx, row);
    throw new AppError('order_not_pending');
  });
}

/** A close order that ends without a fill (cancelled or lapsed): the position holds again. */
export async function reopenAfterCloseOrder(
  tx: Transaction,
  row: PositionRow,
): Promise<PositionRow> {
  const [reopened] = await tx
    .update(positions)
    .set({
      status: 'holding',
      closeOrderType: null,
      closeSession: null,
      closeLimitPrice: null,
      closeRequestedAt: null,
      closeTradingDay: null,
      closeExpiresAt: null,
      closeKey: null,
    })
    .where(eq(positions.id, row.id))
    .returning();
  return reopened!;
}

/**
 * Adds margin to a holding position (a positive whole number of yen, from the available balance),
 * which lifts its margin level away from the maintenance level. The ledger key carries the
 * customer's idempotency key, so a retried request adds nothing twice.
 */
export async function addMargin(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  body: AddMarginBody,
  clientKey: string,
): Promise<PositionRow> {
  const { db, clock } = deps;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lockOwned(tx, customer.id, body.positionId);
    if (row.status === 'locked') throw new AppError('position_locked');
    if (row.status !== 'holding' && row.status !== 'closing')
      throw new AppError('duplicate_operation');
    const posted = await moveCustomerFunds(tx, {
      type: 'trade_add_margin',
      reason: `Margin added to ${positionOrderNo(row.id)} (${row.symbol} ${row.direction})`,
      reference: { type: 'position', id: row.id },
      idempotencyKey: `position:${row.id}:add_margin:${clientKey}`,
      at: now,
      customerId: customer.id,
      currency: 'JPY',
      amount: body.amount,
      from: 'available',
      to: 'margin',
    });
    if (posted.replayed) return row;
    const [updated] = await tx
      .update(positions)
      .set({ addedMargin: sql`${positions.addedMargin} + ${body.amount}::numeric` })
      .where(eq(positions.id, row.id))
      .returning();
    return updated!;
  });
}
