import {
  canonicalDecimal,
  divide,
  isDecimalString,
  multiply,
  negate,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { returnPercent } from './copy-math';

/*
 * The realised figures a product is judged by (docs/copy-trading.md) and the copy stop-loss, as
 * the screens show them: decimal strings from the server worked out with @kabuto/money, never
 * JS numbers. A figure the server has not got yet (too little history) is null and shown as such.
 */

const ONE = canonicalDecimal('1');
const HUNDRED = canonicalDecimal('100');

/** The copy stop-loss is set as a whole percentage of the investment, 1 to 99 (the contract's 0.01–0.99). */
export const STOP_LOSS_MIN_PERCENT = 1;
export const STOP_LOSS_MAX_PERCENT = 99;

/** The risk levels, 1 (calm) to 10 (wild). */
export const RISK_LEVELS = 10;

/** The fewest recorded closes a line can be drawn through. */
export const NAV_CHART_MIN_POINTS = 2;

/** A realised return as a signed percentage with two decimals ("5.12"), or null without the history. */
export function percentOrNull(ratio: DecimalString | null): DecimalString | null {
  return ratio === null ? null : returnPercent(ratio);
}

/**
 * The maximum drawdown as the fall it was: "0.12" (a 12% fall from a peak) → "-12.00"; a pool that
 * never fell shows "0.00".
 */
export function drawdownPercent(ratio: DecimalString): DecimalString {
  return returnPercent(negate(ratio));
}

/** A share of followers as a percentage to one decimal: "0.25" → "25.0", "0.333333" → "33.3". */
export function sharePercent(ratio: DecimalString): DecimalString {
  return roundTo(multiply(ratio, HUNDRED), 1, 'half-up');
}

/** How a risk level reads: 1–3 low, 4–6 medium, 7–10 high. */
export type RiskBand = 'low' | 'medium' | 'high';
export function riskBand(level: number): RiskBand {
  return level <= 3 ? 'low' : level <= 6 ? 'medium' : 'high';
}

/** The stop-loss's percentage as the customer types it: digits only (full-width fold), at most two. */
export function stopLossPercentInput(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 2);
}

/** The contract's rate for a typed percentage: "20" → "0.2"; null unless a whole number 1–99. */
export function stopLossRateOf(percent: string): DecimalString | null {
  if (!/^\d{1,2}$/.test(percent)) return null;
  const whole = Number(percent);
  if (whole < STOP_LOSS_MIN_PERCENT || whole > STOP_LOSS_MAX_PERCENT) return null;
  return divide(canonicalDecimal(percent), HUNDRED);
}

/** A rate as the percentage the customer set: "0.2" → "20", "0.05" → "5". */
export function stopLossPercentOf(rate: DecimalString): DecimalString {
  return multiply(rate, HUNDRED);
}

/**
 * The value of the holding at which the stop-loss fires: invested × (1 − rate), exact (whole yen
 * times a rate of two decimals needs no rounding).
 */
export function stopLossLevel(invested: DecimalString, rate: DecimalString): DecimalString {
  return multiply(invested, subtract(ONE, rate));
}

/** A typed percentage's level, for the form's preview; null while the percentage is not valid. */
export function stopLossPreview(invested: DecimalString, percent: string): DecimalString | null {
  const rate = stopLossRateOf(percent);
  return rate === null ? null : stopLossLevel(invested, rate);
}

/** The trading day of a NAV point ("2026-11-20") as the chart's time: that date at 00:00 UTC, in seconds. */
export function chartDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** Whether a NAV history can be drawn as a line: at least two recorded closes of readable NAV. */
export function canDrawNav(points: readonly { nav: string }[]): boolean {
  return (
    points.length >= NAV_CHART_MIN_POINTS && points.every((point) => isDecimalString(point.nav))
  );
}
