import { describe, expect, it } from 'vitest';
import { add, compare, divide, parseDecimal, roundTo, subtract, sum } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { ManualClock } from '../platform/clock';
import type { Bar } from './candles';
import { dailyIndexBar, indexLevel, minuteIndexBar, sumAlignedBars } from './index-bars';
import { bundledInstruments } from './instruments';
import { createSimulatedMarket } from './simulator';

const bar = (
  timeMs: number,
  open: bigint,
  high: bigint,
  low: bigint,
  close: bigint,
  volume = 1,
): Bar => ({
  timeMs,
  open,
  high,
  low,
  close,
  volume,
});

describe('index arithmetic', () => {
  it('sums weighted constituent bars at each time', () => {
    const a = [bar(0, 10n, 12n, 9n, 11n, 5), bar(60, 11n, 11n, 10n, 10n, 5)];
    const b = [bar(0, 100n, 100n, 100n, 100n, 7), bar(60, 100n, 105n, 99n, 104n, 7)];
    expect(sumAlignedBars([a, b], [2n, 1n], [null, null])).toEqual([
      { timeMs: 0, open: 120n, high: 124n, low: 118n, close: 122n, volume: 12 },
      { timeMs: 60, open: 122n, high: 127n, low: 119n, close: 124n, volume: 12 },
    ]);
  });

  it('carries a constituent without a bar at its last close, and waits until every constituent has a price', () => {
    const a = [bar(0, 10n, 10n, 10n, 10n), bar(120, 12n, 12n, 12n, 12n)];
    const b = [bar(60, 100n, 100n, 100n, 100n)];
    // At 0 b has no price yet (no start value): no index. At 120 b carries 100 forward.
    expect(
      sumAlignedBars([a, b], [1n, 1n], [null, null]).map((s) => [s.timeMs, s.close, s.volume]),
    ).toEqual([
      [60, 110n, 1],
      [120, 112n, 1],
    ]);
    // With a start value (yesterday's close) b counts from the first minute.
    expect(sumAlignedBars([a, b], [1n, 1n], [null, 90n])[0]).toMatchObject({
      timeMs: 0,
      close: 100n,
    });
  });

  it('scales to the base value and rounds half up once', () => {
    expect(indexLevel(1000n, 1000n, 100000n)).toBe(100000n); // 1000.00 at the base
    expect(indexLevel(1005n, 1000n, 100000n)).toBe(100500n);
    expect(indexLevel(1n, 3n, 100n)).toBe(33n);
    expect(indexLevel(2n, 3n, 100n)).toBe(67n);
  });

  it('calculates minute bars at each minute end; a forming minute only has its start value', () => {
    const sums = { timeMs: 0, open: 1000n, high: 0n, low: 0n, close: 990n, volume: 3 };
    expect(minuteIndexBar(sums, false, 1000n, 100000n)).toMatchObject({
      open: 100000n,
      close: 99000n,
      high: 100000n,
      low: 99000n,
    });
    expect(minuteIndexBar(sums, true, 1000n, 100000n)).toMatchObject({
      open: 100000n,
      close: 100000n,
    });
  });

  it('estimates a daily-data day’s high and low halfway between their bounds', () => {
    const sums = { timeMs: 0, open: 1000n, high: 1100n, low: 900n, close: 1020n, volume: 3 };
    expect(dailyIndexBar(sums, 1000n, 100000n)).toMatchObject({
      open: 100000n,
      close: 102000n,
      high: 106000n,
      low: 95000n,
    });
  });
});

describe('simulated indices', () => {
  const clock = new ManualClock(new Date('2026-11-20T13:07:40+09:00'));
  // Thirty large names and the growth (other tick table) names, so every index has members.
  const instruments = bundledInstruments().filter((i, n) => n < 30 || i.tickTable === 'other');
  const market = createSimulatedMarket({ clock, seed: 21, instruments });

  it('offers a price-weighted, a cap-weighted, a sector and a growth index', () => {
    const indices = market.indices();
    expect(indices.map((i) => [i.code, i.methodology])).toEqual([
      ['^KBPW', 'price-weighted'],
      ['^KBCAP', 'cap-weighted'],
      ['^KBTEC', 'cap-weighted'],
      ['^KBGRW', 'cap-weighted'],
    ]);
    for (const index of indices) expect(index.simulated).toBe(true);
  });

  it('starts each index at its base value on the base day’s open', () => {
    for (const index of market.indices()) {
      const [first] = market.indexCandles(index.code, '1M', { limit: 1000 }).candles;
      expect(first?.open).toBe(`${index.baseValue}.00`);
      expect(index.baseDay).toBe('2023-01-04');
    }
  });

  it('is the sum of constituent prices over the divisor (price-weighted)', () => {
    const pw = market.indexQuote('^KBPW');
    const members = instruments.filter((i) => i.tickTable === 'topix500');
    expect(pw.constituentCount).toBe(members.length);
    // The index is calculated at minute ends: use the constituents' last completed minute closes.
    const [lastMinute] = market.indexCandles('^KBPW', '1m', { limit: 2 }).candles;
    const closes = members.map((m) => {
      const candles = market.candles(m.symbol, '1m', { limit: 2 }).candles;
      return candles[0]!.close;
    });
    const expected = roundTo(divide(sum(closes), pw.divisor!), 2, 'half-up');
    // The divisor is shown rounded to six decimals, so allow a hundredth of slack.
    expect(
      compare(parseDecimal(subtract(expected, lastMinute!.close)).abs(), dec('0.02')),
    ).toBeLessThanOrEqual(0);
  });

  it('moves with its constituents and reports change against the previous close', () => {
    const cap = market.indexQuote('^KBCAP');
    expect(cap.prevClose).not.toBeNull();
    expect(compare(add(cap.prevClose!, cap.change!), cap.last)).toBe(0);
  });
});

describe("an index's minutes summed minute by minute", () => {
  it('equal the same minutes summed at once by a market started later', () => {
    const startMs = Date.parse('2026-11-30T01:00:07.000Z');
    const clock = new ManualClock(new Date(startMs));
    const ticking = createSimulatedMarket({ clock, seed: 11 });
    ticking.subscribe(() => {});
    // Three minutes' turns, each adding the finished minutes to those kept from the last one.
    for (let atMs = startMs; atMs <= startMs + 185_000; atMs += 250) {
      clock.set(new Date(atMs));
      ticking.advanceTo(clock.now());
    }
    const fresh = createSimulatedMarket({ clock: new ManualClock(clock.now()), seed: 11 });
    for (const code of ['^KBPW', '^KBCAP']) {
      const kept = ticking.indexCandles(code, '1m', { limit: 400 }).candles;
      expect(kept.length).toBeGreaterThan(3);
      // The finished minutes; the forming one is left out (its volume is taken when the index
      // is computed at the minute's turn, so a market started later shows more of it).
      expect(kept.slice(0, -1), code).toEqual(
        fresh.indexCandles(code, '1m', { limit: 400 }).candles.slice(0, -1),
      );
    }
  });
});
