import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecimalString } from '@kabuto/money';
import { ManualClock } from '../platform/clock';
import { alwaysOpenDemoCalendar, jpxCalendar, jstDateOf } from '../platform/calendar';
import { aggregateBars, type Candle } from './candles';
import { bundledInstruments } from './instruments';
import { priceLimitsTenths } from './limits';
import { decimalToTenths } from './price-units';
import type { Quote } from './provider';
import { createSimulatedMarket } from './simulator';
import { isOnTickTenths } from './ticks';

const ALL = bundledInstruments();
const FEW = ALL.filter((i) => ['7203', '9984', '4478', '8306'].includes(i.symbol));

function jst(local: string): Date {
  return new Date(`${local}+09:00`);
}

function market(at: string, options: { seed?: number; instruments?: typeof ALL } = {}) {
  const clock = new ManualClock(jst(at));
  const provider = createSimulatedMarket({
    clock,
    seed: options.seed ?? 3,
    instruments: options.instruments ?? FEW,
  });
  const moveTo = (local: string) => {
    clock.set(jst(local));
    provider.advanceTo(clock.now());
  };
  return { clock, provider, moveTo };
}

/** Walks back through every page of candles. */
function everyCandle(
  fetch: (query: { before?: number; limit: number }) => {
    candles: Candle[];
    nextBefore: number | null;
  },
) {
  const all: Candle[] = [];
  let before: number | undefined;
  for (;;) {
    const page = fetch(before === undefined ? { limit: 1000 } : { before, limit: 1000 });
    all.unshift(...page.candles);
    if (page.nextBefore === null) return all;
    before = page.nextBefore;
  }
}

describe('simulated exchange', () => {
  it('labels every price as simulated', () => {
    const { provider } = market('2026-11-20T10:00:00');
    expect(provider.source).toMatchObject({ kind: 'simulated', simulated: true });
    expect(provider.source.label).toMatch(/simulated/i);
    expect(provider.quote('7203')).toMatchObject({ simulated: true, source: provider.source });
    expect(provider.orderBook('7203').basis).toBe('simulated');
  });

  it('starts with at least two years of daily history and ten earlier sessions of 1-minute bars', () => {
    const { provider } = market('2026-11-20T10:00:00');
    const days = everyCandle((q) => provider.candles('7203', '1d', q));
    expect(days[0]!.time).toBeLessThanOrEqual(jst('2024-11-20T00:00:00').getTime());
    expect(days.length).toBeGreaterThan(2 * 240);
    const minuteDays = new Set(
      everyCandle((q) => provider.candles('7203', '1m', q)).map((c) => jstDateOf(c.time)),
    );
    expect(minuteDays.size).toBe(11); // ten earlier sessions and today's
    expect([...minuteDays].every((day) => jpxCalendar.isTradingDay(day))).toBe(true);
  });

  it('refuses a history start less than two years back, and silly settings', () => {
    const clock = new ManualClock(jst('2026-11-20T10:00:00'));
    expect(() => createSimulatedMarket({ clock, historyStart: '2025-06-02' })).toThrow(/two years/);
    expect(() => createSimulatedMarket({ clock, printsPerMinute: 3 })).toThrow(RangeError);
    expect(() => createSimulatedMarket({ clock, seed: 1.5 })).toThrow(RangeError);
  });

  it('is the same market for the same seed and a different one for another seed', () => {
    const a = market('2026-11-20T13:45:10', { seed: 11 }).provider;
    const b = market('2026-11-20T13:45:10', { seed: 11 }).provider;
    const c = market('2026-11-20T13:45:10', { seed: 12 }).provider;
    expect(a.quotes()).toEqual(b.quotes());
    expect(a.candles('9984', '1d', { limit: 300 })).toEqual(
      b.candles('9984', '1d', { limit: 300 }),
    );
    expect(a.quote('9984').last).not.toBe(c.quote('9984').last);
  });

  it('shows the same history after a restart: a day from 1-minute bars equals the same day from the daily model', () => {
    // Started on 20 November, 6 November is a 1-minute day; started on 18 December it is older
    // than the minute window and comes from the daily model. Both must agree exactly.
    const early = market('2026-11-20T16:00:00').provider;
    const late = market('2026-12-18T16:00:00').provider;
    const dayOf = (provider: typeof early, day: string) =>
      everyCandle((q) => provider.candles('9984', '1d', q)).find((c) => jstDateOf(c.time) === day);
    const minutesOfDay = everyCandle((q) => early.candles('9984', '1m', q)).filter(
      (c) => jstDateOf(c.time) === '2026-11-06',
    );
    expect(minutesOfDay).toHaveLength(330);
    const fromMinutes = dayOf(early, '2026-11-06');
    expect(fromMinutes).toEqual(dayOf(late, '2026-11-06'));
    const bars = minutesOfDay.map((c) => ({
      timeMs: c.time,
      open: decimalToTenths(c.open),
      high: decimalToTenths(c.high),
      low: decimalToTenths(c.low),
      close: decimalToTenths(c.close),
      volume: c.volume,
    }));
    const [aggregated] = aggregateBars(bars, '1d');
    expect(aggregated?.volume).toBe(fromMinutes?.volume);
    expect(aggregated?.high).toBe(decimalToTenths(fromMinutes!.high));
  });

  it('makes a week the sum of its days and a month the sum of its weeks of days', () => {
    const { provider } = market('2026-11-20T14:00:00');
    const days = everyCandle((q) => provider.candles('7203', '1d', q));
    const weeks = everyCandle((q) => provider.candles('7203', '1w', q));
    const week = weeks[weeks.length - 2]!; // the last complete week
    const itsDays = days.filter((d) => d.time >= week.time && d.time < week.time + 7 * 86_400_000);
    expect(itsDays.length).toBeGreaterThanOrEqual(3);
    expect(week.volume).toBe(itsDays.reduce((sum, d) => sum + d.volume, 0));
    expect(week.open).toBe(itsDays[0]!.open);
    expect(week.close).toBe(itsDays[itsDays.length - 1]!.close);
  });

  it('moves only during the sessions', () => {
    const { provider, moveTo } = market('2026-11-20T08:30:00');
    const preOpen = provider.quote('7203');
    expect(preOpen).toMatchObject({
      sessionState: 'pre_open',
      open: null,
      high: null,
      low: null,
      volume: 0,
      turnover: '0',
    });
    expect(preOpen.last).toBe(preOpen.prevClose);
    moveTo('2026-11-20T09:00:00');
    expect(provider.quote('7203')).toMatchObject({ sessionState: 'morning' });
    expect(provider.quote('7203').volume).toBeGreaterThan(0); // the opening auction
    moveTo('2026-11-20T11:30:00');
    const lunch = provider.quote('7203');
    moveTo('2026-11-20T12:29:59');
    expect(strip(provider.quote('7203'))).toEqual(strip(lunch));
    expect(lunch.sessionState).toBe('lunch_break');
    moveTo('2026-11-20T15:30:00');
    const close = provider.quote('7203');
    moveTo('2026-11-21T11:00:00'); // Saturday
    expect(strip(provider.quote('7203'))).toEqual(strip({ ...close, sessionState: 'closed' }));
    expect(provider.quote('7203').tradingDay).toBe('2026-11-20');
  });

  it('keeps serving the same history while running for weeks (old minute data is regenerated, not kept)', () => {
    const { provider, moveTo } = market('2026-11-20T10:00:00');
    const oldDay = (c: Candle) => jstDateOf(c.time) === '2026-11-09';
    const before = everyCandle((q) => provider.candles('7203', '1m', q)).filter(oldDay);
    expect(before).toHaveLength(330);
    moveTo('2026-12-14T10:00:00');
    expect(provider.quote('7203').tradingDay).toBe('2026-12-14');
    expect(everyCandle((q) => provider.candles('7203', '1m', q)).filter(oldDay)).toEqual(before);
  });

  it('prices change while the session runs', () => {
    const { provider, clock } = market('2026-11-20T10:00:00');
    const seen = new Set<string>();
    for (let i = 0; i < 24; i += 1) {
      clock.advanceSeconds(5);
      provider.advanceTo(clock.now());
      seen.add(provider.quote('7203').last);
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('trades more near the open and the close than at midday (U-shaped volume)', () => {
    const { provider } = market('2026-11-20T16:00:00', { instruments: ALL.slice(0, 20) });
    let edges = 0;
    let middle = 0;
    for (const instrument of ALL.slice(0, 20)) {
      const minutes = provider.candles(instrument.symbol, '1m', { limit: 330 }).candles;
      const volume = (from: number, to: number) =>
        minutes.slice(from, to).reduce((sum, c) => sum + c.volume, 0);
      edges += volume(1, 21) + volume(309, 329); // without the auction minutes
      middle += volume(55, 75) + volume(220, 240);
    }
    expect(edges).toBeGreaterThan(1.3 * middle);
  });

  it('the always-open demo trades at 3 a.m. on a Sunday and says it is a demo', () => {
    const clock = new ManualClock(jst('2026-11-22T03:00:00'));
    const provider = createSimulatedMarket({
      clock,
      seed: 5,
      instruments: FEW,
      calendar: alwaysOpenDemoCalendar,
    });
    expect(provider.source.label).toMatch(/demo/i);
    const before = provider.quote('7203');
    expect(before.sessionState).toBe('continuous');
    expect(before.tradingDay).toBe('2026-11-22');
    clock.advanceSeconds(600);
    provider.advanceTo(clock.now());
    expect(provider.quote('7203').volume).toBeGreaterThan(before.volume);
  });

  it('every simulated price observed over a simulated day sits on the tick grid and inside its daily limit, for any seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.subarray([...ALL], { minLength: 2, maxLength: 3 }),
        fc.constantFrom('2026-11-13', '2026-11-19', '2026-11-20'),
        fc.integer({ min: 31, max: 53 }),
        (seed, instruments, day, stepSeconds) => {
          const clock = new ManualClock(jst(`${day}T08:59:00`));
          const provider = createSimulatedMarket({ clock, seed, instruments });
          const problems: string[] = [];
          // Limits are computed here from the previous close, independently of the quote's; only
          // which side is broadened (if any) is read from it.
          const limitsOf = new Map(
            instruments.map((i) => {
              const quote = provider.quote(i.symbol);
              const base = decimalToTenths(quote.prevClose!);
              const normal = priceLimitsTenths(base, i.tickTable);
              const limits = priceLimitsTenths(base, i.tickTable, {
                up: decimalToTenths(quote.limitUp) !== normal.limitUpTenths,
                down: decimalToTenths(quote.limitDown) !== normal.limitDownTenths,
              });
              expect([quote.limitUp, quote.limitDown].map(decimalToTenths)).toEqual([
                limits.limitUpTenths,
                limits.limitDownTenths,
              ]);
              return [i.symbol, { ...limits, table: i.tickTable }];
            }),
          );
          const check = (symbol: string, what: string, price: DecimalString | null) => {
            if (price === null) return;
            const { limitUpTenths, limitDownTenths, table } = limitsOf.get(symbol)!;
            const tenths = decimalToTenths(price);
            if (!isOnTickTenths(tenths, table))
              problems.push(`${symbol} ${what} ${price} off the tick grid`);
            if (tenths < limitDownTenths || tenths > limitUpTenths)
              problems.push(`${symbol} ${what} ${price} outside its limits`);
          };
          const end = jst(`${day}T15:31:00`).getTime();
          while (clock.now().getTime() < end) {
            clock.advanceSeconds(stepSeconds);
            provider.advanceTo(clock.now());
            for (const instrument of instruments) {
              const quote: Quote = provider.quote(instrument.symbol);
              for (const field of [
                'last',
                'open',
                'high',
                'low',
                'limitUp',
                'limitDown',
              ] as const) {
                check(quote.symbol, field, quote[field]);
              }
              const book = provider.orderBook(instrument.symbol);
              for (const level of [...book.bids, ...book.asks])
                check(quote.symbol, 'book', level.price);
            }
          }
          for (const instrument of instruments) {
            for (const candle of provider.candles(instrument.symbol, '1m', { limit: 330 })
              .candles) {
              for (const price of [candle.open, candle.high, candle.low, candle.close]) {
                check(instrument.symbol, '1m candle', price);
              }
            }
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 6 },
    );
  });
});

/** A quote without the fields that change with every look (time, sequence). */
function strip(quote: Quote) {
  const { time: _time, seq: _seq, ...rest } = quote;
  return rest;
}
