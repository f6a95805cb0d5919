import { and, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { divide, isPositive, roundTo, ZERO } from '@kabuto/money';
import type { Database } from '../../db/client';
import { copyNavHistory, copyProducts } from '../../db/schema-copy';
import type { MarketDataProvider } from '../../market-data/provider';
import { jstDateOf, type ExchangeCalendar, type IsoDate } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { readTradingSettings, sessionClock, valueOpenPositions } from '../trading';
import { figuresOf, poolMoney } from './equity';
import { lockProduct } from './products';
import { navPerUnit } from './units';

/*
 * The daily NAV snapshot (docs/copy-trading.md, "NAV history"): once the regular session of a
 * trading day is over, the first job run records every pool's NAV, equity, units and exposure
 * for that day in `copy_nav_history`. Durable and idempotent: the row's key is (product, day) and
 * the insert does nothing on conflict, so any number of runs and processes record a day once.
 * A day is recorded only between its close and the next trading day's opening: a server that was
 * down through that window leaves the day missing, because a NAV is never reconstructed after
 * the fact (the pool's positions have moved on, and a made-up close would be a made-up return).
 */

/**
 * A calendar whose next session opens the instant the last one closes (the always-open demo:
 * midnight to midnight) leaves no window between days; there a day's close may be taken in the
 * first minutes of the next day, or the demo would never have a history.
 */
export const CLOSE_GRACE_MS = 5 * 60_000;

/** NAV's column scale (schema-copy.ts `nav`): the exact NAV rounded once, here, not by the database. */
const NAV_PLACES = 12;
/** Exposure's column scale. */
const EXPOSURE_PLACES = 6;

/** The instant a trading day's regular session ends (its last session's end). */
export function sessionEndOf(calendar: ExchangeCalendar, day: IsoDate): Date {
  const sessions = calendar.sessionsOn(day);
  const last = sessions[sessions.length - 1];
  if (!last) throw new RangeError(`${day} is not a trading day`);
  return last.closesAt;
}

/**
 * The trading day whose close may be recorded at `now`, or null: the day whose regular session
 * ended last, when `now` is before the next trading day's first session opens (or within
 * CLOSE_GRACE_MS of the end, on a calendar with no gap between days).
 */
export function closeDueAt(
  calendar: ExchangeCalendar,
  sessions: { tradingDay: IsoDate | null; sessionEndsAt: Date | null },
  now: Date,
): IsoDate | null {
  const ms = now.getTime();
  const day =
    sessions.tradingDay !== null && sessions.sessionEndsAt && ms >= sessions.sessionEndsAt.getTime()
      ? sessions.tradingDay
      : calendar.previousTradingDay(jstDateOf(now));
  const endsMs = sessionEndOf(calendar, day).getTime();
  const nextOpen = calendar.sessionsOn(calendar.nextTradingDay(day))[0];
  if (!nextOpen) return null;
  const deadline = Math.max(nextOpen.opensAt.getTime(), endsMs + CLOSE_GRACE_MS);
  return ms >= endsMs && ms < deadline ? day : null;
}

/**
 * Records the close of the trading day due now for every pool with units (open, ended or
 * terminated products alike); returns the rows inserted (0 when another run recorded them, or
 * no close is due). Run by the copy job on every interval.
 */
export async function recordNavCloses(
  deps: { db: Database; clock: Clock; market: MarketDataProvider },
  now: Date = deps.clock.now(),
): Promise<number> {
  const { db, market } = deps;
  const sessions = sessionClock(market.calendar, await readTradingSettings(db), now);
  const day = closeDueAt(market.calendar, sessions, now);
  if (day === null) return 0;
  const due = await db
    .select({ id: copyProducts.id })
    .from(copyProducts)
    .where(
      and(
        ne(copyProducts.status, 'draft'),
        isNotNull(copyProducts.poolCustomerId),
        gt(copyProducts.units, ZERO),
        sql`NOT EXISTS (SELECT 1 FROM copy_nav_history h
                         WHERE h.product_id = ${copyProducts.id} AND h.trading_day = ${day})`,
      ),
    );
  let inserted = 0;
  for (const { id } of due) {
    inserted += await recordClose(deps, id, day, now);
  }
  return inserted;
}

/**
 * One pool's close, under the product's row lock: follows and redemptions take it too, so the
 * units and the equity read are the same moment's (a flow between them would move one without
 * the other and misprice the NAV).
 */
async function recordClose(
  deps: { db: Database; market: MarketDataProvider },
  productId: number,
  day: IsoDate,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product || product.poolCustomerId === null || !isPositive(product.units)) return 0;
    const money = await poolMoney(tx, deps.market, product.poolCustomerId);
    // A pool whose equity is gone has no NAV to record (the table allows only NAV > 0).
    if (!isPositive(money.equity)) return 0;
    const valuation = await valueOpenPositions(
      { db: tx, market: deps.market },
      product.poolCustomerId,
    );
    const nav = roundTo(navPerUnit(figuresOf(money, product.units)), NAV_PLACES, 'half-up');
    const exposure = roundTo(
      divide(valuation.summary.marketValue, money.equity),
      EXPOSURE_PLACES,
      'half-up',
    );
    const rows = await tx
      .insert(copyNavHistory)
      .values({
        productId,
        tradingDay: day,
        nav,
        equity: money.equity,
        units: product.units,
        exposure,
        takenAt: now,
      })
      .onConflictDoNothing()
      .returning({ productId: copyNavHistory.productId });
    return rows.length;
  });
}
