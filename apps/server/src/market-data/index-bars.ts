import type { DecimalString } from '@kabuto/money';
import type { Bar } from './candles';
import { divideRoundHalfUp, maxBigint, minBigint, scaledToDecimal } from './price-units';

/**
 * Index levels computed from their constituents' prices on the tape.
 *
 * - price-weighted (Nikkei-style): sum of constituent prices / divisor. The divisor is fixed so
 *   the index equals its base value at the base day's open.
 * - cap-weighted (TOPIX-style): sum of price x shares, scaled so the base day's open equals the
 *   base value (1,000 for the composite, like TOPIX's base).
 *
 * Levels are bigint hundredths of a point, computed exactly from tenth-of-yen prices and rounded
 * half up once per value.
 *
 * The index is calculated once a minute, from its constituents' 1-minute opens and closes, so a
 * 1-minute index bar runs from the value at the minute's start to the value at its end (its high
 * and low are those two); longer candles aggregate these. Days older than the 1-minute history
 * only have constituents' daily bars: their open and close are exact, their high and low are
 * estimated halfway between the open/close range and the constituents' summed highs and lows
 * (the true index high lies between those two bounds).
 */

/** Levels are hundredths of a point. */
export const INDEX_LEVEL_DIGITS = 2;

/** A bar of weighted sums (sum of weight x price) before scaling to index points. */
export interface SumBar {
  timeMs: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: number;
}

/**
 * Sums weighted constituent bars by time stamp. A constituent without a bar at a time contributes
 * a flat bar at its last known close (no trade in that interval), or at `startValues` before its
 * first bar; times before every constituent has a price are left out (the index does not exist
 * yet). `withHighLow` false skips the high and low sums (minute index bars do not use them).
 */
export function sumAlignedBars(
  series: readonly (readonly Bar[])[],
  weights: readonly bigint[],
  startValues: readonly (bigint | null)[],
  withHighLow = true,
): SumBar[] {
  if (isAligned(series)) return sumAligned(series, weights, withHighLow);
  const times = new Set<number>();
  for (const bars of series) for (const bar of bars) times.add(bar.timeMs);
  const sortedTimes = [...times].sort((a, b) => a - b);
  const cursors = series.map(() => 0);
  const lastClose = startValues.slice();
  const result: SumBar[] = [];
  for (const timeMs of sortedTimes) {
    const sum: SumBar = { timeMs, open: 0n, high: 0n, low: 0n, close: 0n, volume: 0 };
    let complete = true;
    for (let i = 0; i < series.length; i += 1) {
      const weight = weights[i]!;
      const bar = series[i]![cursors[i]!];
      if (bar && bar.timeMs === timeMs) {
        cursors[i]! += 1;
        addWeighted(sum, bar, weight, withHighLow);
        lastClose[i] = bar.close;
        continue;
      }
      const flat = lastClose[i];
      if (flat === null || flat === undefined) {
        complete = false;
        break;
      }
      addWeighted(
        sum,
        { timeMs, open: flat, high: flat, low: flat, close: flat, volume: 0 },
        weight,
        withHighLow,
      );
    }
    if (complete) result.push(sum);
  }
  return result;
}

/**
 * Every series has a bar at exactly the same times (the simulator's case): no alignment needed.
 * With `from`, the bars before it are known to line up already (indices.ts: the finished minutes
 * of an earlier check), and only the lengths and the later bars' times are compared: checking
 * every minute of every constituent of every index at each minute's turn cost 3 ms a minute.
 */
export function isAligned(series: readonly (readonly Bar[])[], from = 0): boolean {
  const [reference] = series;
  if (!reference) return true;
  for (const bars of series) {
    if (bars.length !== reference.length) return false;
    for (let j = from; j < bars.length; j += 1)
      if (bars[j]!.timeMs !== reference[j]!.timeMs) return false;
  }
  return true;
}

export function sumAligned(
  series: readonly (readonly Bar[])[],
  weights: readonly bigint[],
  withHighLow: boolean,
): SumBar[] {
  const [reference] = series;
  if (!reference) return [];
  const result = reference.map((bar) => ({
    timeMs: bar.timeMs,
    open: 0n,
    high: 0n,
    low: 0n,
    close: 0n,
    volume: 0,
  }));
  for (let i = 0; i < series.length; i += 1) {
    const bars = series[i]!;
    const weight = weights[i]!;
    for (let j = 0; j < bars.length; j += 1) addWeighted(result[j]!, bars[j]!, weight, withHighLow);
  }
  return result;
}

function addWeighted(sum: SumBar, bar: Bar, weight: bigint, withHighLow: boolean): void {
  if (weight === 1n) {
    sum.open += bar.open;
    sum.close += bar.close;
    if (withHighLow) {
      sum.high += bar.high;
      sum.low += bar.low;
    }
  } else {
    sum.open += weight * bar.open;
    sum.close += weight * bar.close;
    if (withHighLow) {
      sum.high += weight * bar.high;
      sum.low += weight * bar.low;
    }
  }
  sum.volume += bar.volume;
}

/** Index level in hundredths of a point: baseValue x sum / baseSum, rounded half up. */
export function indexLevel(sum: bigint, baseSum: bigint, baseValueHundredths: bigint): bigint {
  return divideRoundHalfUp(baseValueHundredths * sum, baseSum);
}

/** Daily-data days: exact open and close, high and low estimated between their bounds. */
export function dailyIndexBar(sums: SumBar, baseSum: bigint, baseValueHundredths: bigint): Bar {
  const level = (value: bigint): bigint => indexLevel(value, baseSum, baseValueHundredths);
  const open = level(sums.open);
  const close = level(sums.close);
  const top = maxBigint(open, close);
  const bottom = minBigint(open, close);
  const highBound = maxBigint(level(sums.high), top);
  const lowBound = minBigint(level(sums.low), bottom);
  return {
    timeMs: sums.timeMs,
    open,
    close,
    high: top + (highBound - top) / 2n,
    low: bottom - (bottom - lowBound) / 2n,
    volume: sums.volume,
  };
}

/**
 * Minute days: the index at each minute's start and end. A minute still forming only has its
 * start value: the index is calculated at the end of the minute.
 */
export function minuteIndexBar(
  sums: SumBar,
  forming: boolean,
  baseSum: bigint,
  baseValueHundredths: bigint,
): Bar {
  const open = indexLevel(sums.open, baseSum, baseValueHundredths);
  const close = forming ? open : indexLevel(sums.close, baseSum, baseValueHundredths);
  return {
    timeMs: sums.timeMs,
    open,
    close,
    high: maxBigint(open, close),
    low: minBigint(open, close),
    volume: sums.volume,
  };
}

export function levelToDecimal(hundredths: bigint): DecimalString {
  return scaledToDecimal(hundredths, INDEX_LEVEL_DIGITS, true);
}
