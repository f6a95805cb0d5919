import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jpxCalendar } from '../platform/calendar';
import {
  aggregateBars,
  bucketStartMs,
  CANDLE_INTERVALS,
  pageBars,
  toCandle,
  type Bar,
  type CandleInterval,
} from './candles';

function jst(local: string): number {
  return new Date(`${local}+09:00`).getTime();
}

function bar(
  timeMs: number,
  open: bigint,
  high: bigint,
  low: bigint,
  close: bigint,
  volume: number,
): Bar {
  return { timeMs, open, high, low, close, volume };
}

describe('buckets in Japan time', () => {
  const t = jst('2026-01-14T12:47:30'); // a Wednesday
  it.each<[CandleInterval, string]>([
    ['1m', '2026-01-14T12:47:00'],
    ['5m', '2026-01-14T12:45:00'],
    ['10m', '2026-01-14T12:40:00'],
    ['30m', '2026-01-14T12:30:00'],
    ['1d', '2026-01-14T00:00:00'],
    ['1w', '2026-01-12T00:00:00'],
    ['1M', '2026-01-01T00:00:00'],
  ])('%s starts at %s', (interval, start) => {
    expect(bucketStartMs(t, interval)).toBe(jst(start));
  });

  it('puts a Sunday in the week that started the Monday before, and Monday in its own', () => {
    expect(bucketStartMs(jst('2026-01-18T10:00:00'), '1w')).toBe(jst('2026-01-12T00:00:00'));
    expect(bucketStartMs(jst('2026-01-19T00:00:00'), '1w')).toBe(jst('2026-01-19T00:00:00'));
  });

  it('uses the Japan date, not the UTC date', () => {
    // 2026-02-01 08:00 in Japan is still 31 January in UTC.
    expect(bucketStartMs(jst('2026-02-01T08:00:00'), '1M')).toBe(jst('2026-02-01T00:00:00'));
    expect(bucketStartMs(jst('2026-02-01T08:00:00'), '1d')).toBe(jst('2026-02-01T00:00:00'));
  });
});

describe('aggregateBars', () => {
  it('builds a 5-minute candle from its minutes', () => {
    const minutes = [
      bar(jst('2026-01-14T09:00:00'), 100n, 105n, 99n, 104n, 10),
      bar(jst('2026-01-14T09:01:00'), 104n, 110n, 103n, 108n, 20),
      bar(jst('2026-01-14T09:04:00'), 108n, 108n, 95n, 96n, 5),
      bar(jst('2026-01-14T09:05:00'), 96n, 97n, 96n, 97n, 1),
    ];
    expect(aggregateBars(minutes, '5m')).toEqual([
      bar(jst('2026-01-14T09:00:00'), 100n, 110n, 95n, 96n, 35),
      bar(jst('2026-01-14T09:05:00'), 96n, 97n, 96n, 97n, 1),
    ]);
  });

  it('does not join the last morning minute and the first afternoon minute into one 30-minute candle', () => {
    const minutes = [
      bar(jst('2026-01-14T11:29:00'), 100n, 100n, 100n, 100n, 1),
      bar(jst('2026-01-14T12:30:00'), 101n, 101n, 101n, 101n, 1),
    ];
    expect(aggregateBars(minutes, '30m').map((b) => b.timeMs)).toEqual([
      jst('2026-01-14T11:00:00'),
      jst('2026-01-14T12:30:00'),
    ]);
  });

  it('refuses unordered input', () => {
    const a = bar(jst('2026-01-14T09:01:00'), 1n, 1n, 1n, 1n, 1);
    const b = bar(jst('2026-01-14T09:00:00'), 1n, 1n, 1n, 1n, 1);
    expect(() => aggregateBars([a, b], '5m')).toThrow(RangeError);
    expect(() => aggregateBars([a, a], '5m')).toThrow(RangeError);
  });

  it('writes candles as decimal strings', () => {
    expect(toCandle(bar(0, 28015n, 28020n, 28000n, 28010n, 300), 1, false)).toEqual({
      time: 0,
      open: '2801.5',
      high: '2802',
      low: '2800',
      close: '2801',
      volume: 300,
    });
    expect(toCandle(bar(0, 100000n, 100000n, 100000n, 100000n, 0), 2, true).open).toBe('1000.00');
  });
});

/** Random 1-minute bars on JPX session minutes over a few weeks, in time order. */
const minuteBars = fc
  .array(
    fc.record({
      dayOffset: fc.integer({ min: 0, max: 40 }),
      minute: fc.integer({ min: 0, max: 329 }),
      open: fc.integer({ min: 1, max: 100_000 }),
      close: fc.integer({ min: 1, max: 100_000 }),
      up: fc.integer({ min: 0, max: 5_000 }),
      down: fc.integer({ min: 0, max: 5_000 }),
      volume: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    { minLength: 1, maxLength: 300 },
  )
  .map((rows) => {
    const days = jpxCalendar.tradingDaysBetween('2026-01-05', '2026-03-31');
    const byTime = new Map<number, Bar>();
    for (const row of rows) {
      const day = days[row.dayOffset % days.length]!;
      // Minutes 0..149 are the morning, 150..329 the afternoon from 12:30.
      const minuteOfDay =
        row.minute < 150 ? 9 * 60 + row.minute : 12 * 60 + 30 + (row.minute - 150);
      const timeMs = jst(`${day}T00:00:00`) + minuteOfDay * 60_000;
      const high = BigInt(Math.max(row.open, row.close) + row.up);
      const low = BigInt(Math.max(1, Math.min(row.open, row.close) - row.down));
      byTime.set(timeMs, bar(timeMs, BigInt(row.open), high, low, BigInt(row.close), row.volume));
    }
    return [...byTime.values()].sort((a, b) => a.timeMs - b.timeMs);
  });

describe('aggregation properties', () => {
  it('every aggregated candle agrees with its parts, for every interval', () => {
    fc.assert(
      fc.property(minuteBars, fc.constantFrom(...CANDLE_INTERVALS), (bars, interval) => {
        const candles = aggregateBars(bars, interval);
        let cursor = 0;
        for (const candle of candles) {
          const parts: Bar[] = [];
          while (
            cursor < bars.length &&
            bucketStartMs(bars[cursor]!.timeMs, interval) === candle.timeMs
          ) {
            parts.push(bars[cursor]!);
            cursor += 1;
          }
          expect(parts.length).toBeGreaterThan(0);
          expect(candle.open).toBe(parts[0]!.open);
          expect(candle.close).toBe(parts[parts.length - 1]!.close);
          expect(candle.high).toBe(
            parts.reduce((m, p) => (p.high > m ? p.high : m), parts[0]!.high),
          );
          expect(candle.low).toBe(parts.reduce((m, p) => (p.low < m ? p.low : m), parts[0]!.low));
          expect(candle.volume).toBe(parts.reduce((s, p) => s + p.volume, 0));
        }
        expect(cursor).toBe(bars.length);
        for (let i = 1; i < candles.length; i += 1) {
          expect(candles[i]!.timeMs).toBeGreaterThan(candles[i - 1]!.timeMs);
        }
      }),
    );
  });

  it('aggregating in steps equals aggregating at once (a week is the sum of its days)', () => {
    fc.assert(
      fc.property(minuteBars, (bars) => {
        expect(aggregateBars(aggregateBars(bars, '5m'), '30m')).toEqual(aggregateBars(bars, '30m'));
        expect(aggregateBars(aggregateBars(bars, '10m'), '1d')).toEqual(aggregateBars(bars, '1d'));
        const days = aggregateBars(bars, '1d');
        expect(aggregateBars(days, '1w')).toEqual(aggregateBars(bars, '1w'));
        expect(aggregateBars(days, '1M')).toEqual(aggregateBars(bars, '1M'));
      }),
    );
  });
});

describe('keyset paging', () => {
  const bars = Array.from({ length: 25 }, (_, i) => bar(i * 60_000, 1n, 1n, 1n, 1n, i));

  it('walks back page by page without gaps or overlaps', () => {
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = pageBars(bars, before === undefined ? { limit: 10 } : { before, limit: 10 });
      seen.unshift(...page.bars.map((b) => b.volume));
      if (page.nextBefore === null) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual(bars.map((b) => b.volume));
  });

  it('starts strictly before the cursor and validates its input', () => {
    expect(pageBars(bars, { before: 5 * 60_000, limit: 2 }).bars.map((b) => b.volume)).toEqual([
      3, 4,
    ]);
    expect(pageBars(bars, { before: 0, limit: 2 })).toEqual({ bars: [], nextBefore: null });
    expect(() => pageBars(bars, { limit: 0 })).toThrow(RangeError);
    expect(() => pageBars(bars, { limit: 1001 })).toThrow(RangeError);
    expect(() => pageBars(bars, { limit: 1.5 })).toThrow(RangeError);
    expect(() => pageBars(bars, { before: Number.NaN, limit: 5 })).toThrow(RangeError);
  });
});
