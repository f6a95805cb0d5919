import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bar } from './candles';
import { broadeningAfterBars } from './limit-broadening';
import { priceLimitsTenths } from './limits';
import { Prng } from './prng';
import { DailyChain, type SymbolModel } from './sim-daily';
import { MarketFactor } from './sim-volatility';
import {
  generateMinutePath,
  generatePrints,
  volumeProfile,
  type DayBarTenths,
} from './sim-intraday';
import { isOnTickTenths, roundTenthsToTick, type TickTable } from './ticks';

const JPX_PROFILE = volumeProfile([150, 180]);

/** A valid day: open and close inside [low, high], all on the grid. */
const dayBar = fc
  .record({
    table: fc.constantFrom<TickTable>('topix500', 'other'),
    base: fc.integer({ min: 500, max: 500_000 }), // tenths
    spreads: fc.tuple(fc.nat(400), fc.nat(400), fc.nat(1000), fc.nat(1000)),
    units: fc.integer({ min: 0, max: 200_000 }),
    seed: fc.integer(),
  })
  .map(({ table, base, spreads: [a, b, up, down], units, seed }) => {
    const snap = (v: number) => roundTenthsToTick(BigInt(Math.max(10, v)), table, 'nearest');
    const open = snap(base + a * 3);
    const close = snap(base + b * 3);
    const high = roundTenthsToTick((open > close ? open : close) + BigInt(up), table, 'up');
    const lowRaw = (open < close ? open : close) - BigInt(down);
    const low = roundTenthsToTick(lowRaw > 10n ? lowRaw : 10n, table, 'down');
    const day: DayBarTenths = { open, high, low, close, volumeUnits: 330 * 12 + units };
    return { day, table, seed };
  });

describe('intraday path', () => {
  it('reproduces its day exactly: open, high, low, close, volume, every price on the grid', () => {
    fc.assert(
      fc.property(
        dayBar,
        fc.double({ min: 0.005, max: 0.06, noNaN: true }),
        ({ day, table, seed }, sigma) => {
          const noise = new Float64Array(330).map((_, i) => Math.sin(i + seed));
          const path = generateMinutePath(new Prng(seed), day, {
            table,
            dailySigma: sigma,
            marketCorrelation: 0.5,
            marketNoise: noise,
            volumeProfile: JPX_PROFILE,
            printsPerMinute: 12,
          });
          const problems: string[] = [];
          let high = path.high[0]!;
          let low = path.low[0]!;
          let volume = 0;
          for (let m = 0; m < 330; m += 1) {
            const [o, h, l, c] = [path.open[m]!, path.high[m]!, path.low[m]!, path.close[m]!];
            if (m > 0 && o !== path.close[m - 1])
              problems.push(`minute ${m} does not open at the last close`);
            if (l > o || l > c || h < o || h < c)
              problems.push(`minute ${m} open/close outside its range`);
            for (const price of [o, h, l, c])
              if (!isOnTickTenths(price, table)) problems.push(`${price} off grid`);
            if (h > high) high = h;
            if (l < low) low = l;
            volume += path.volumeUnits[m]!;
            if (path.volumeUnits[m]! < 12)
              problems.push(`minute ${m} trades less than one unit per print`);
          }
          expect(problems).toEqual([]);
          expect([path.open[0], path.close[329], high, low, volume]).toEqual([
            day.open,
            day.close,
            day.high,
            day.low,
            day.volumeUnits,
          ]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prints open at the minute open, touch its high and low, close at its close, and add up its volume', () => {
    fc.assert(
      fc.property(dayBar, fc.integer({ min: 4, max: 30 }), ({ day, table, seed }, count) => {
        const minute = { ...day, volumeUnits: count + (day.volumeUnits % 997) };
        const prints = generatePrints(new Prng(seed), minute, count, table);
        expect(prints.prices[0]).toBe(minute.open);
        expect(prints.prices[count - 1]).toBe(minute.close);
        expect(prints.prices.reduce((a, b) => (b > a ? b : a))).toBe(minute.high);
        expect(prints.prices.reduce((a, b) => (b < a ? b : a))).toBe(minute.low);
        expect(prints.prices.every((p) => isOnTickTenths(p, table))).toBe(true);
        expect(prints.units.reduce((a, b) => a + b, 0)).toBe(minute.volumeUnits);
        expect(prints.units.every((u) => u >= 1)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('has a U-shaped volume profile with auction spikes', () => {
    const middle = JPX_PROFILE[75]!;
    expect(JPX_PROFILE[0]).toBeGreaterThan(5 * middle); // opening auction
    expect(JPX_PROFILE[5]).toBeGreaterThan(middle);
    expect(JPX_PROFILE[145]).toBeGreaterThan(middle);
    expect(JPX_PROFILE[150]).toBeGreaterThan(2 * middle); // afternoon re-open
    expect(JPX_PROFILE[329]).toBeGreaterThan(10 * middle); // closing auction
  });
});

describe('daily model', () => {
  /** A wild name: 60% daily volatility hits the limits often. */
  const wild: SymbolModel = {
    symbol: 'TEST',
    table: 'other',
    dailySigma: 0.6,
    marketCorrelation: 0.3,
    meanReversionPerDay: 0.003,
    logAnchor: Math.log(5000), // ¥500
    jumpProbabilityPerDay: 0.05,
    jumpSigma: 0.5,
    typicalDailyUnits: 50_000,
  };

  it('limit up and limit down stop the price: every day stays inside the limits from the previous close', () => {
    const chain = new DailyChain(9, wild, 3960);
    chain.extendTo(400, new MarketFactor(9));
    let limitCloses = 0;
    for (let i = 0; i < 400; i += 1) {
      const limits = priceLimitsTenths(chain.closeBefore(i), 'other', chain.broadeningOn(i));
      const prices = [chain.open[i]!, chain.high[i]!, chain.low[i]!, chain.close[i]!];
      for (const price of prices) {
        expect(price >= limits.limitDownTenths && price <= limits.limitUpTenths).toBe(true);
        expect(isOnTickTenths(price, 'other')).toBe(true);
      }
      expect(chain.low[i]! <= chain.open[i]! && chain.open[i]! <= chain.high[i]!).toBe(true);
      if (chain.close[i] === limits.limitUpTenths || chain.close[i] === limits.limitDownTenths)
        limitCloses += 1;
      expect(chain.volumeUnits[i]).toBeGreaterThanOrEqual(3960);
    }
    expect(limitCloses).toBeGreaterThan(10);
  });

  it('broadens a side after two days stuck at that limit, as the rule recomputed from its bars says', () => {
    const days = 1500;
    const chain = new DailyChain(9, wild, 3960);
    chain.extendTo(days, new MarketFactor(9));
    // The bars as a replay would see them, after one standing for the close before the first day.
    const bars: Bar[] = [
      { timeMs: 0, open: 0n, high: 0n, low: 0n, close: chain.initialClose, volume: 0 },
    ];
    const seen = { up: 0, down: 0, stuck: 0 };
    for (let i = 0; i < days; i += 1) {
      const broadening = chain.broadeningOn(i);
      expect(broadening, `day ${i}`).toEqual(broadeningAfterBars(bars, 'other'));
      if (broadening.up) seen.up += 1;
      if (broadening.down) seen.down += 1;
      const limits = chain.limitsOn(i);
      const [open, high, low, close] = [
        chain.open[i]!,
        chain.high[i]!,
        chain.low[i]!,
        chain.close[i]!,
      ];
      if (high === low && (close === limits.limitUpTenths || close === limits.limitDownTenths))
        seen.stuck += 1;
      bars.push({ timeMs: i + 1, open, high, low, close, volume: 1 });
    }
    // The wild name gets stuck at its limits, and broadened, on both sides.
    expect(seen.stuck).toBeGreaterThan(10);
    expect(seen.up).toBeGreaterThan(0);
    expect(seen.down).toBeGreaterThan(0);
  });

  it('is the same chain whether generated in one go or day by day', () => {
    const whole = new DailyChain(4, wild, 1);
    whole.extendTo(50, new MarketFactor(4));
    const stepwise = new DailyChain(4, wild, 1);
    const market = new MarketFactor(4);
    for (let n = 1; n <= 50; n += 1) stepwise.extendTo(n, market);
    expect(stepwise.close.slice(0, 50)).toEqual(whole.close.slice(0, 50));
    expect(stepwise.broadened.slice(0, 50)).toEqual(whole.broadened.slice(0, 50));
  });
});
