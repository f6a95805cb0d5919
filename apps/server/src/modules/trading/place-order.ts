import type { z } from 'zod';
import {
  notionalOf,
  openingCosts,
  type placeOrderRequest,
  type TradeRates,
  type TradingSettings,
} from '@kabuto/contract';
import { compare, ZERO, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { isOnTick } from '../../market-data/ticks';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import type { StepEntry } from '../../ledger';
import { isDayTradingApproved } from './day-trading-repo';
import { planBookFill, planPriceFill, quoteRefOf, tradeSide, type FillPlan } from './fills';
import { holdEntry, openFillEntries } from './position-entries';
import { findByClientKey, type PositionRow } from './repo';
import { ORDER_NO_PLACEHOLDER, writePlacedOrder, type NewPositionRow } from './place-statement';
import { assertSessionOpen, sessionClock } from './sessions';
import { readTradingSettings } from './settings';

export type PlaceOrderBody = z.output<typeof placeOrderRequest>;
export type TradingDeps = {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  /** Whether a symbol the market does not know is a new share not listed yet ('not_yet_listed'). */
  awaitsListing?: (symbol: string) => Promise<boolean>;
};

export function ratesOf(settings: TradingSettings): TradeRates {
  return {
    buyFeeRate: settings.buyFeeRate,
    sellFeeRate: settings.sellFeeRate,
    serviceFeeRate: settings.serviceFeeRate,
    stampDutyRate: settings.stampDutyRate,
  };
}

/**
 * Frozen and trade-barred accounts may not open a position (closing one is allowed: it only
 * reduces what is at risk). The restrictions come with the session (platform/auth.ts).
 */
export function assertMayOpen(customer: AuthenticatedCustomer) {
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
}

/** A limit price must sit on the tick grid and inside the day's price limits. */
export function assertLimitPrice(market: MarketDataProvider, symbol: string, price: DecimalString) {
  const instrument = market.instrument(symbol);
  if (!instrument) throw new AppError('product_unavailable');
  if (!isOnTick(price, instrument.tickTable)) throw new AppError('price_not_on_tick');
  const quote = market.quote(symbol);
  if (compare(price, quote.limitUp) > 0 || compare(price, quote.limitDown) < 0) {
    throw new AppError('exceeds_price_limit');
  }
}

function requestHashOf(body: PlaceOrderBody): string {
  return sha256Hex(`trade/place\n${canonicalJson(body)}`);
}

/** The same key again: the first order (a retried ticket), unless it asked for something else. */
function replay(existing: PositionRow, requestHash: string): PositionRow {
  if (existing.requestHash !== requestHash) throw new AppError('key_mismatch');
  return existing;
}

/**
 * Places an order (docs/trading.md, "Placing an order"): every rule that can refuse it is checked
 * before anything is written, in the order the customer can act on; then, in one transaction, the
 * order row with the ticket's key, the shares borrowed for a short, and either the fill with its
 * journal entries or the hold of a pending order. A retried ticket (same key) answers its first
 * order; the key is stored with the order, so this holds across a crash at any instant.
 */
export async function placeOrder(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  body: PlaceOrderBody,
  clientKey: string,
): Promise<PositionRow> {
  const { db } = deps;
  const requestHash = requestHashOf(body);
  try {
    return await placeNew(deps, customer, body, clientKey, requestHash);
  } catch (error) {
    // A retried ticket answers its first order even when a rule would refuse it now (the
    // session has closed, the money is committed); the key is looked up only when refused.
    if (!(error instanceof AppError)) throw error;
    const existing = await findByClientKey(db, customer.id, clientKey);
    if (existing) return replay(existing, requestHash);
    throw error;
  }
}

async function placeNew(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  body: PlaceOrderBody,
  clientKey: string,
  requestHash: string,
): Promise<PositionRow> {
  const { db, clock, market } = deps;
  const now = clock.now();
  assertMayOpen(customer);
  if (!market.instrument(body.symbol)) {
    const awaited = (await deps.awaitsListing?.(body.symbol)) ?? false;
    throw new AppError(awaited ? 'not_yet_listed' : 'product_unavailable');
  }
  const settings = await readTradingSettings(db);
  if (!settings.leverageChoices.includes(body.leverage)) throw new AppError('leverage_unavailable');
  if (body.lots > settings.maxLotsPerOrder) throw new AppError('order_lots_invalid');
  const sessions = sessionClock(market.calendar, settings, now);
  const tradingDay = assertSessionOpen(sessions, body.session);
  if (body.session !== 'regular' && body.orderType !== 'market') {
    throw new AppError('session_order_type_unavailable');
  }
  if (body.dayTrade) {
    if (body.session !== 'regular') throw new AppError('day_trading_session_only');
    if (!(await isDayTradingApproved(db, customer.id)))
      throw new AppError('day_trading_not_enabled');
  }
  if (body.orderType === 'limit') assertLimitPrice(market, body.symbol, body.limitPrice!);

  const quote = market.quote(body.symbol);
  const shares = body.lots * settings.lotShares;
  const rates = ratesOf(settings);
  const side = tradeSide(body.direction, 'open');
  let plan: FillPlan | null;
  /** What a resting order holds: its whole cost at the worst price it can fill at. */
  let holdAt: DecimalString | null = null;
  if (body.session === 'after_market') {
    plan = planPriceFill(quote.last, shares, 'closing_price', quoteRefOf(quote));
  } else if (body.session === 'pre_market') {
    plan = null;
    holdAt = quote.limitUp; // the opening price can be anything up to the day's limit up
  } else if (body.orderType === 'market') {
    plan = planBookFill(market, body.symbol, side, shares);
  } else {
    plan = planBookFill(market, body.symbol, side, shares, body.limitPrice);
    if (!plan) holdAt = body.limitPrice!;
  }

  const row: NewPositionRow = {
    customerId: customer.id,
    symbol: body.symbol,
    direction: body.direction,
    orderType: body.orderType,
    session: body.session,
    dayTrade: body.dayTrade,
    status: plan ? 'holding' : 'pending',
    lots: body.lots,
    shares,
    leverage: body.leverage,
    limitPrice: body.orderType === 'limit' ? body.limitPrice! : null,
    clientKey,
    requestHash,
    openRates: rates,
    orderedAt: now,
    tradingDay,
    expiresAt: plan ? null : sessions.sessionEndsAt,
    heldAmount: ZERO,
    lendingShares: body.direction === 'short' ? shares : 0,
    openedAt: null,
    openPrice: null,
    openNotional: null,
    openTradingDay: null,
    margin: ZERO,
    buyFee: ZERO,
    serviceFee: ZERO,
    dayTradeCloseAt: null,
  };
  let entries: StepEntry[];
  if (plan) {
    const costs = openingCosts({ notional: plan.notional, leverage: body.leverage, rates });
    Object.assign(row, {
      openedAt: now,
      openPrice: plan.averagePrice,
      openNotional: plan.notional,
      openTradingDay: tradingDay,
      margin: costs.margin,
      buyFee: costs.buyFee,
      serviceFee: costs.serviceFee,
      dayTradeCloseAt: body.dayTrade ? sessions.sessionEndsAt : null,
    });
    entries = openFillEntries(row, costs, now, 'available', ORDER_NO_PLACEHOLDER);
  } else {
    row.heldAmount = openingCosts({
      notional: notionalOf(holdAt!, shares),
      leverage: body.leverage,
      rates,
    }).total;
    entries = [holdEntry(row, now, ORDER_NO_PLACEHOLDER)];
  }
  const position = await writePlacedOrder(db, {
    row,
    lendingQuotaShares: settings.defaultLendingQuotaShares,
    fills: plan,
    entries,
  });
  if (position) return position;
  const raced = await findByClientKey(db, customer.id, clientKey);
  if (!raced) throw new Error('an order key conflicted but no order holds it');
  return replay(raced, requestHash);
}
