import type { DecimalString } from '@kabuto/money';
import { jstDayNumberOf, JST_OFFSET_MS, MS_PER_DAY, MS_PER_MINUTE } from '../platform/calendar';
import { scaledToDecimal } from './price-units';

/**
 * Candles and their aggregation, as pure functions.
 *
 * Every candle the library serves is built from finer ones by `aggregateBars`: 5, 10 and
 * 30-minute and daily candles from 1-minute bars, weekly and monthly from daily bars. So a week's
 * volume is the sum of its days, and its open, high, low and close agree with them by
 * construction. Buckets are aligned in Japan time: a 30-minute candle starts on the hour or half
 * hour, a day at Japan midnight, a week on Monday at Japan midnight, a month on the 1st.
 */
export type CandleInterval = '1m' | '5m' | '10m' | '30m' | '1d' | '1w' | '1M';

export const CANDLE_INTERVALS: readonly CandleInterval[] = [
  '1m',
  '5m',
  '10m',
  '30m',
  '1d',
  '1w',
  '1M',
];

export function isCandleInterval(value: string): value is CandleInterval {
  return (CANDLE_INTERVALS as readonly string[]).includes(value);
}

/** Minute-based intervals (served from 1-minute data), as opposed to day, week and month. */
export function isIntradayInterval(interval: CandleInterval): boolean {
  return interval === '1m' || interval === '5m' || interval === '10m' || interval === '30m';
}

const INTRADAY_MINUTES: Record<string, number> = { '1m': 1, '5m': 5, '10m': 10, '30m': 30 };

/**
 * One candle inside the library. Prices are exact integers in a unit the owner knows (tenths of
 * a yen for stocks, hundredths of a point for indices); volume is a whole number of shares.
 * `timeMs` is the start of the candle's bucket.
 */
export interface Bar {
  timeMs: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: number;
}

/** A candle as it leaves the library: decimal strings, epoch milliseconds of the bucket start. */
export interface Candle {
  time: number;
  open: DecimalString;
  high: DecimalString;
  low: DecimalString;
  close: DecimalString;
  volume: number;
}

/** The start of the bucket that contains `timeMs` (epoch ms), aligned in Japan time. */
export function bucketStartMs(timeMs: number, interval: CandleInterval): number {
  const minutes = INTRADAY_MINUTES[interval];
  if (minutes !== undefined) {
    const size = minutes * MS_PER_MINUTE;
    // Japan midnight is a whole number of minutes from the epoch, so flooring the shifted time
    // to the bucket size aligns buckets to Japan clock times.
    return Math.floor((timeMs + JST_OFFSET_MS) / size) * size - JST_OFFSET_MS;
  }
  const dayNumber = jstDayNumberOf(timeMs);
  if (interval === '1d') return dayNumber * MS_PER_DAY - JST_OFFSET_MS;
  if (interval === '1w') {
    const weekday = (((dayNumber + 4) % 7) + 7) % 7; // 0 = Sunday; 1970-01-01 was a Thursday
    const monday = dayNumber - ((weekday + 6) % 7);
    return monday * MS_PER_DAY - JST_OFFSET_MS;
  }
  const shifted = new Date(dayNumber * MS_PER_DAY);
  return Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), 1) - JST_OFFSET_MS;
}

/** Merges consecutive parts (in time order) into one candle starting at `timeMs`. */
export function mergeBars(parts: readonly Bar[], timeMs: number): Bar {
  const [first] = parts;
  const last = parts[parts.length - 1];
  if (!first || !last) throw new RangeError('cannot merge zero bars');
  let high = first.high;
  let low = first.low;
  let volume = 0;
  for (const part of parts) {
    if (part.high > high) high = part.high;
    if (part.low < low) low = part.low;
    volume += part.volume;
  }
  return { timeMs, open: first.open, high, low, close: last.close, volume };
}

/**
 * Aggregates bars sorted by time into buckets of `interval`: open of the first part, close of the
 * last, highest high, lowest low, summed volume. Input bars must be no coarser than the interval.
 */
export function aggregateBars(bars: readonly Bar[], interval: CandleInterval): Bar[] {
  const result: Bar[] = [];
  let bucket: Bar[] = [];
  let bucketTime = Number.NaN;
  let previousTime = Number.NEGATIVE_INFINITY;
  for (const bar of bars) {
    if (bar.timeMs <= previousTime)
      throw new RangeError('bars must be in strictly increasing time order');
    previousTime = bar.timeMs;
    const start = bucketStartMs(bar.timeMs, interval);
    if (start !== bucketTime && bucket.length > 0) {
      result.push(mergeBars(bucket, bucketTime));
      bucket = [];
    }
    bucketTime = start;
    bucket.push(bar);
  }
  if (bucket.length > 0) result.push(mergeBars(bucket, bucketTime));
  return result;
}

/** Bars -> public candles, writing prices with `digits` decimals in the bar's unit. */
export function toCandle(bar: Bar, digits: number, fixed: boolean): Candle {
  return {
    time: bar.timeMs,
    open: scaledToDecimal(bar.open, digits, fixed),
    high: scaledToDecimal(bar.high, digits, fixed),
    low: scaledToDecimal(bar.low, digits, fixed),
    close: scaledToDecimal(bar.close, digits, fixed),
    volume: bar.volume,
  };
}

export const MAX_CANDLE_PAGE = 1000;

export interface CandlePageQuery {
  /** Only candles starting strictly before this instant (epoch ms); omit for the latest. */
  before?: number;
  /** How many candles, 1 to MAX_CANDLE_PAGE. */
  limit: number;
}

export interface BarPage {
  bars: Bar[];
  /** Pass as `before` for the next (older) page; null when there is nothing older. */
  nextBefore: number | null;
}

export function validateCandleQuery(query: CandlePageQuery): void {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_CANDLE_PAGE) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_CANDLE_PAGE}`);
  }
  if (query.before !== undefined && !Number.isFinite(query.before)) {
    throw new RangeError('before must be a finite epoch-millisecond time');
  }
}

/**
 * Keyset paging over bars sorted by time: the `limit` latest bars that start before `before`,
 * oldest first. The cursor is a time, not an offset, so a page stays correct while new candles
 * are appended at the live end.
 */
export function pageBars(bars: readonly Bar[], query: CandlePageQuery): BarPage {
  validateCandleQuery(query);
  let end = bars.length;
  if (query.before !== undefined) {
    // Binary search for the first bar at or after `before`.
    let low = 0;
    let high = bars.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bars[middle]!.timeMs < query.before) low = middle + 1;
      else high = middle;
    }
    end = low;
  }
  const start = Math.max(0, end - query.limit);
  const page = bars.slice(start, end);
  return { bars: page, nextBefore: start > 0 && page[0] ? page[0].timeMs : null };
}
