import {
  add,
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isPositive,
  KabutoDecimal,
  multiply,
  roundTo,
  subtract,
  sum,
  toDecimalString,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import { dayNumberOf, type IsoDate } from '../../platform/calendar';

/*
 * The figures a product's NAV history gives (docs/copy-trading.md, "NAV history"): realised
 * returns over 30 and 90 days, the maximum drawdown, the risk level, and a holding's profit over
 * today and yesterday. Pure functions of recorded closes and the figures now, so two readers of
 * the same history always show the same numbers. Everything is decimal arithmetic on
 * `@kabuto/money`; the one statistic that needs a square root (volatility) uses the same
 * 40-significant-digit `KabutoDecimal`, never a binary float, so a risk band's boundary is decided
 * the same way on every machine and process.
 */

/** One recorded daily close of a pool (copy_nav_history), oldest first wherever a list is taken. */
export interface NavClose {
  day: IsoDate;
  /** NAV per unit at the close. */
  nav: DecimalString;
  /** Positions' market value ÷ equity at the close. */
  exposure: DecimalString;
}

/** Ratios are shown to four decimals ("0.0512" = 5.12%), rounded half-up like returnSinceStart. */
const RATIO_PLACES = 4;
const ratio = (value: DecimalString) => roundTo(value, RATIO_PLACES, 'half-up');
const ONE = fromInteger(1);

/**
 * The published risk-level table (docs/copy-trading.md, "Risk level"): the band of the annualised
 * volatility of the daily NAV gives the level; a deep drawdown and leverage each add one; the
 * level is at most 10. A data constant so the docs and the product page can show it as it runs.
 */
export const RISK_LEVEL_TABLE = {
  /** No level until this many closes are recorded (fewer say too little about a strategy). */
  minCloses: 20,
  /** Trading days in a year, to annualise the daily volatility (√252). */
  tradingDaysPerYear: 252,
  /** Level = the first band whose bound the volatility is below; 10 when above every bound. */
  volatilityBands: (
    [
      [1, '0.02'],
      [2, '0.05'],
      [3, '0.08'],
      [4, '0.12'],
      [5, '0.16'],
      [6, '0.2'],
      [7, '0.25'],
      [8, '0.32'],
      [9, '0.4'],
    ] as const
  ).map(([level, below]) => ({ level, below: canonicalDecimal(below) })),
  aboveEveryBand: 10,
  /** +1 when the maximum drawdown over the closes is above this ratio. */
  drawdownAbove: canonicalDecimal('0.25'),
  /** +1 when the closes' mean exposure (positions ÷ equity) is above this: leverage used. */
  averageExposureAbove: canonicalDecimal('1.5'),
  maxLevel: 10,
} as const;

/**
 * The realised return over `days` calendar days, as a ratio (4 decimals): the NAV now ÷ the NAV
 * of the base close − 1. The base close is the latest close whose day is at least `days` calendar
 * days before the latest close's day, so the period is never shorter than asked (a weekend or a
 * missed day makes it a little longer, never shorter). Null when no close is that old: the
 * history does not reach back that far, and no figure is made up for it. `navNow` null (a pool
 * without units) measures to the latest close.
 */
export function returnOverDays(
  closes: readonly NavClose[],
  navNow: DecimalString | null,
  days: number,
): DecimalString | null {
  const latest = closes[closes.length - 1];
  if (!latest) return null;
  const cutoff = dayNumberOf(latest.day) - days;
  let base: NavClose | undefined;
  for (const close of closes) {
    if (dayNumberOf(close.day) <= cutoff) base = close;
  }
  if (!base) return null;
  return ratio(subtract(divide(navNow ?? latest.nav, base.nav), ONE));
}

/** The deepest fall from a running peak over the NAVs, exact (a ratio in [0, 1) for NAVs > 0). */
function deepestFall(navs: readonly DecimalString[]): DecimalString {
  let peak: DecimalString | null = null;
  let deepest = ZERO;
  for (const nav of navs) {
    if (peak === null || compare(nav, peak) > 0) peak = nav;
    if (!isPositive(peak)) continue;
    const fall = divide(subtract(peak, nav), peak);
    if (compare(fall, deepest) > 0) deepest = fall;
  }
  return deepest;
}

/**
 * The maximum drawdown over the closes and the NAV now (4 decimals, a positive ratio: "0.12" is
 * a 12% fall from an earlier peak); null without any close.
 */
export function maxDrawdown(
  closes: readonly NavClose[],
  navNow: DecimalString | null,
): DecimalString | null {
  if (closes.length === 0) return null;
  const navs = closes.map((close) => close.nav);
  if (navNow !== null) navs.push(navNow);
  return ratio(deepestFall(navs));
}

/**
 * The realised annualised volatility of the daily NAV: √252 × the sample standard deviation of
 * the returns from one close to the next (a missed day's return spans the gap: the history is
 * never filled in). Null with fewer than two returns. Not rounded: the risk bands compare it.
 */
export function annualisedVolatility(closes: readonly NavClose[]): DecimalString | null {
  if (closes.length < 3) return null;
  const returns: DecimalString[] = [];
  for (let i = 1; i < closes.length; i += 1) {
    returns.push(subtract(divide(closes[i]!.nav, closes[i - 1]!.nav), ONE));
  }
  const n = returns.length;
  const mean = divide(sum(returns), fromInteger(n));
  const squares = returns.map((r) => {
    const deviation = subtract(r, mean);
    return multiply(deviation, deviation);
  });
  const variance = divide(sum(squares), fromInteger(n - 1));
  const daily = new KabutoDecimal(variance).sqrt();
  const yearly = daily.times(new KabutoDecimal(RISK_LEVEL_TABLE.tradingDaysPerYear).sqrt());
  return toDecimalString(yearly);
}

/**
 * The risk level, 1 (calm) to 10 (wild), by RISK_LEVEL_TABLE, from the recorded closes only (so
 * it changes once a day, not with every tick); null while fewer than `minCloses` are recorded.
 */
export function riskLevel(closes: readonly NavClose[]): number | null {
  if (closes.length < RISK_LEVEL_TABLE.minCloses) return null;
  const volatility = annualisedVolatility(closes);
  if (volatility === null) return null;
  const band = RISK_LEVEL_TABLE.volatilityBands.find((b) => compare(volatility, b.below) < 0);
  let level = band ? band.level : RISK_LEVEL_TABLE.aboveEveryBand;
  const drawdown = deepestFall(closes.map((close) => close.nav));
  if (compare(drawdown, RISK_LEVEL_TABLE.drawdownAbove) > 0) level += 1;
  const meanExposure = divide(
    sum(closes.map((close) => close.exposure)),
    fromInteger(closes.length),
  );
  if (compare(meanExposure, RISK_LEVEL_TABLE.averageExposureAbove) > 0) level += 1;
  return Math.min(level, RISK_LEVEL_TABLE.maxLevel);
}

/** What the product view shows of its history (the contract's copyProductView fields). */
export interface ProductMetrics {
  return30d: DecimalString | null;
  return90d: DecimalString | null;
  maxDrawdown: DecimalString | null;
  riskLevel: number | null;
  historyDays: number;
}

/** Every history figure of one product from its closes (oldest first) and the NAV now. */
export function metricsFrom(
  closes: readonly NavClose[],
  navNow: DecimalString | null,
): ProductMetrics {
  return {
    return30d: returnOverDays(closes, navNow, 30),
    return90d: returnOverDays(closes, navNow, 90),
    maxDrawdown: maxDrawdown(closes, navNow),
    riskLevel: riskLevel(closes),
    historyDays: closes.length,
  };
}

// ---- A holding's profit today and yesterday ----------------------------------------------------

/** One of the holder's follows or redemptions (copy_flows). */
export interface HolderFlow {
  kind: 'follow' | 'redeem';
  units: DecimalString;
  /** A follow: the amount paid in. A redemption: the gross value paid out of the pool. */
  amount: DecimalString;
  at: Date;
}

/** A recorded close as the profit needs it: the pool's figures then and when its day ended. */
export interface CloseFigures {
  equity: DecimalString;
  units: DecimalString;
  /** The instant the day's regular session ended: flows up to it belong to that day. */
  endsAt: Date;
}

/** Units the holder held at an instant: follows less redemptions made up to it (inclusive). */
export function unitsHeldAt(flows: readonly HolderFlow[], instant: Date): DecimalString {
  let units = ZERO;
  for (const flow of flows) {
    if (flow.at.getTime() > instant.getTime()) continue;
    units = flow.kind === 'follow' ? add(units, flow.units) : subtract(units, flow.units);
  }
  return units;
}

/**
 * What `units` were worth at a close: units × equity ÷ the pool's units, down to the yen, the
 * same rule as a holder's value now (units.ts valueOf), from the close's own equity and units
 * rather than its stored NAV (which carries 12 decimals).
 */
export function valueAtClose(close: CloseFigures, units: DecimalString): DecimalString {
  if (!isPositive(units) || !isPositive(close.units) || !isPositive(close.equity)) return ZERO;
  return roundTo(divide(multiply(units, close.equity), close.units), 0, 'down');
}

/** Money in and gross money out by flows in (from, to]; `to` null: every later flow. */
function flowsBetween(flows: readonly HolderFlow[], from: Date, to: Date | null) {
  let followed = ZERO;
  let redeemed = ZERO;
  for (const flow of flows) {
    const at = flow.at.getTime();
    if (at <= from.getTime() || (to !== null && at > to.getTime())) continue;
    if (flow.kind === 'follow') followed = add(followed, flow.amount);
    else redeemed = add(redeemed, flow.amount);
  }
  return { followed, redeemed };
}

/**
 * A holding's profit from one close to a later point: value at the end + gross redeemed in
 * between − followed in between − the value of the units held at the starting close. Redemptions
 * count at their gross value (before the performance fee), like the value now, so the figure is
 * what the pool's moves made; the fee is the holding's total profit's to show.
 */
function profitSince(
  flows: readonly HolderFlow[],
  start: CloseFigures,
  end: { value: DecimalString; at: Date | null },
): DecimalString {
  const { followed, redeemed } = flowsBetween(flows, start.endsAt, end.at);
  const startValue = valueAtClose(start, unitsHeldAt(flows, start.endsAt));
  return subtract(subtract(add(end.value, redeemed), followed), startValue);
}

/**
 * Today's and yesterday's profit of one holding, in yen: today since the last close (the trading
 * day before today's), yesterday over that close's day (from the close before it). Null when
 * a close it needs is missing. A pure function of the holder's units and flows and the pool's
 * closes, so equal holdings show equal figures.
 */
export function dayProfits(input: {
  flows: readonly HolderFlow[];
  valueNow: DecimalString;
  lastClose: CloseFigures | null;
  closeBefore: CloseFigures | null;
}): { todayProfit: DecimalString | null; yesterdayProfit: DecimalString | null } {
  const { flows, valueNow, lastClose, closeBefore } = input;
  if (!lastClose) return { todayProfit: null, yesterdayProfit: null };
  const todayProfit = profitSince(flows, lastClose, { value: valueNow, at: null });
  if (!closeBefore) return { todayProfit, yesterdayProfit: null };
  const lastValue = valueAtClose(lastClose, unitsHeldAt(flows, lastClose.endsAt));
  return {
    todayProfit,
    yesterdayProfit: profitSince(flows, closeBefore, { value: lastValue, at: lastClose.endsAt }),
  };
}
