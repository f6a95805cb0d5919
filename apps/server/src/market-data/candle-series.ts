import { aggregateBars, isIntradayInterval, type Bar, type CandleInterval } from './candles';

/**
 * One interval's bars, oldest first: intraday intervals from 1-minute bars (completed minute
 * days, then today's), day and longer from daily bars plus today's minutes aggregated, so a
 * week or month is the sum of its days including the one in progress.
 */
export function seriesFor(
  interval: CandleInterval,
  pastMinutes: () => readonly Bar[],
  todayMinutes: () => readonly Bar[],
  pastDays: () => readonly Bar[],
): Bar[] {
  if (isIntradayInterval(interval)) {
    const minutes = [...pastMinutes(), ...todayMinutes()];
    return interval === '1m' ? minutes : aggregateBars(minutes, interval);
  }
  const days = [...pastDays(), ...aggregateBars(todayMinutes(), '1d')];
  return interval === '1d' ? days : aggregateBars(days, interval);
}

/**
 * The last few computed series. A client paging back through a chart asks for the same series
 * many times in a row; a series only changes with its key (which holds the tape's revision).
 */
export class SeriesCache {
  private readonly series = new Map<string, Bar[]>();

  /** `size`: how many series are kept (each is at most a few thousand bars). */
  constructor(private readonly size: number) {}

  get(key: string, build: () => Bar[]): Bar[] {
    const cached = this.series.get(key);
    if (cached) {
      this.series.delete(key);
      this.series.set(key, cached); // most recently used last
      return cached;
    }
    const bars = build();
    this.series.set(key, bars);
    if (this.series.size > this.size) {
      const oldest = this.series.keys().next().value;
      if (oldest !== undefined) this.series.delete(oldest);
    }
    return bars;
  }
}
