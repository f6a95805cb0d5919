import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { copyHistoryResponse, copyNavPoint } from '@kabuto/contract';
import { isPositive, roundTo, ZERO, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { copyFlows, copyNavHistory, copyProducts } from '../../db/schema-copy';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import { jstDateOf, type ExchangeCalendar } from '../../platform/calendar';
import { figuresOf, poolMoney } from './equity';
import { followersGotOf } from './followers-got';
import { dayProfits, metricsFrom, type NavClose, type ProductMetrics } from './metrics';
import { sessionEndOf } from './nav-history';
import { navPerUnit, valueOf, type PoolFigures } from './units';

/*
 * What the views and routes read of the NAV history (docs/copy-trading.md, "NAV history"): the
 * product's realised figures, a holding's profit today and yesterday, and the chart with what
 * the followers got. Reads only: the closes are written by nav-history.ts.
 */

type NavPoint = z.output<typeof copyNavPoint>;
type HistoryResponse = z.output<typeof copyHistoryResponse>;

/** What productMetrics needs of a product; `figures` when the caller already read the pool now. */
export interface MetricsProduct {
  id: number;
  poolCustomerId: number | null;
  units: DecimalString;
  figures?: PoolFigures;
}

/** Every given product's closes, oldest first: one query for all of them. */
export async function navClosesByProduct(
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, NavClose[]>> {
  const closes = new Map<number, NavClose[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return closes;
  const rows = await db
    .select({
      productId: copyNavHistory.productId,
      day: copyNavHistory.tradingDay,
      nav: copyNavHistory.nav,
      exposure: copyNavHistory.exposure,
    })
    .from(copyNavHistory)
    .where(inArray(copyNavHistory.productId, [...productIds]))
    .orderBy(asc(copyNavHistory.productId), asc(copyNavHistory.tradingDay));
  for (const row of rows) {
    closes.get(row.productId)?.push({ day: row.day, nav: row.nav, exposure: row.exposure });
  }
  return closes;
}

/**
 * The NAV now for the figures: the pool's, or null for a pool without units (an ended product
 * every follower left), whose figures then end at its last close instead of ¥10,000 (the price
 * of a new pool's first unit, which says nothing about this one's past).
 */
async function navNowOf(
  db: Queryable,
  market: MarketDataProvider,
  product: MetricsProduct,
): Promise<DecimalString | null> {
  if (product.poolCustomerId === null || !isPositive(product.units)) return null;
  const figures =
    product.figures ??
    figuresOf(await poolMoney(db, market, product.poolCustomerId), product.units);
  return navPerUnit(figures);
}

/**
 * Each product's realised figures from its history: returns over 30 and 90 days, the maximum
 * drawdown, the risk level and the number of closes. Pass each product's `figures` when the
 * view has them (it reads the pool's money anyway); otherwise the pool is read here.
 */
export async function productMetrics(
  db: Queryable,
  market: MarketDataProvider,
  products: readonly MetricsProduct[],
): Promise<Map<number, ProductMetrics>> {
  const closes = await navClosesByProduct(
    db,
    products.map((product) => product.id),
  );
  const metrics = new Map<number, ProductMetrics>();
  for (const product of products) {
    const navNow = await navNowOf(db, market, product);
    metrics.set(product.id, metricsFrom(closes.get(product.id) ?? [], navNow));
  }
  return metrics;
}

/** A holding as the profit needs it (a copy_holdings row will do). */
export interface ProfitHolding {
  productId: number;
  customerId: number;
  units: DecimalString;
}

/**
 * Today's and yesterday's profit of a holding (the contract's todayProfit / yesterdayProfit).
 * Today's trading day is today's date when it is one, else the next (on a holiday "today" is
 * still to come, so yesterday is the last trading day). Today's profit runs from the close of
 * the trading day before it; yesterday's from the close before that one. A missed close makes
 * the figure null: a profit over two days is never shown as one day's.
 */
export async function holdingProfits(
  db: Queryable,
  holding: ProfitHolding,
  pool: PoolFigures,
  now: Date,
  calendar: ExchangeCalendar,
): Promise<{ todayProfit: DecimalString | null; yesterdayProfit: DecimalString | null }> {
  const date = jstDateOf(now);
  const today = calendar.isTradingDay(date) ? date : calendar.nextTradingDay(date);
  const lastDay = calendar.previousTradingDay(today);
  const dayBefore = calendar.previousTradingDay(lastDay);
  const closes = await db
    .select({
      day: copyNavHistory.tradingDay,
      equity: copyNavHistory.equity,
      units: copyNavHistory.units,
    })
    .from(copyNavHistory)
    .where(
      and(
        eq(copyNavHistory.productId, holding.productId),
        inArray(copyNavHistory.tradingDay, [lastDay, dayBefore]),
      ),
    );
  const closeOf = (day: string) => {
    const row = closes.find((close) => close.day === day);
    return row
      ? { equity: row.equity, units: row.units, endsAt: sessionEndOf(calendar, day) }
      : null;
  };
  const lastClose = closeOf(lastDay);
  if (!lastClose) return { todayProfit: null, yesterdayProfit: null };
  const flows = await db
    .select({
      kind: copyFlows.kind,
      units: copyFlows.units,
      amount: copyFlows.amount,
      at: copyFlows.at,
    })
    .from(copyFlows)
    .where(
      and(eq(copyFlows.productId, holding.productId), eq(copyFlows.customerId, holding.customerId)),
    )
    .orderBy(asc(copyFlows.at), asc(copyFlows.id));
  return dayProfits({
    flows,
    valueNow: isPositive(holding.units) ? valueOf(pool, holding.units) : ZERO,
    lastClose,
    closeBefore: closeOf(dayBefore),
  });
}

const display = (value: DecimalString) => roundTo(value, 2, 'half-up');

/** A product's recorded closes as chart points (NAV to 2 decimals), oldest first. */
export async function navPoints(db: Queryable, productId: number): Promise<NavPoint[]> {
  const rows = await db
    .select({
      day: copyNavHistory.tradingDay,
      nav: copyNavHistory.nav,
      equity: copyNavHistory.equity,
    })
    .from(copyNavHistory)
    .where(eq(copyNavHistory.productId, productId))
    .orderBy(asc(copyNavHistory.tradingDay));
  return rows.map((row) => ({ day: row.day, nav: display(row.nav), equity: row.equity }));
}

/**
 * The history endpoint: a product's NAV at each recorded close and what its followers got.
 * A draft (or unknown) product is 'copy_product_not_found', as everywhere customers look.
 */
export async function productHistory(
  db: Queryable,
  market: MarketDataProvider,
  productId: number,
): Promise<HistoryResponse> {
  const [product] = await db
    .select()
    .from(copyProducts)
    .where(eq(copyProducts.id, productId))
    .limit(1);
  if (!product || product.status === 'draft' || product.poolCustomerId === null) {
    throw new AppError('copy_product_not_found');
  }
  const money = await poolMoney(db, market, product.poolCustomerId);
  const points = await navPoints(db, productId);
  const followersGot = await followersGotOf(db, product, figuresOf(money, product.units));
  return { points, followersGot };
}
