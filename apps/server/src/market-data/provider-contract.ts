import { compare, isDecimalString, subtract, type DecimalString } from '@kabuto/money';
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../platform/clock';
import { jstDateOf } from '../platform/calendar';
import {
  aggregateBars,
  CANDLE_INTERVALS,
  type Bar,
  type Candle,
  type CandleInterval,
} from './candles';
import { priceLimits } from './limits';
import { decimalToScaled } from './price-units';
import {
  UnknownSymbolError,
  type CandlePage,
  type MarketDataProvider,
  type MarketUpdate,
  type Quote,
} from './provider';

/**
 * The contract every MarketDataProvider keeps, as a vitest suite. Run it against each
 * implementation (simulator, replay, and later a real feed):
 *
 *   describeMarketDataProviderContract('simulator', () => ({ provider, clock }));
 *
 * `makeSubject` must return a fresh provider whose clock stands inside a trading session with
 * some of the day already traded, and must build the same provider every time it is called.
 */
export interface ContractSubject {
  provider: MarketDataProvider;
  clock: ManualClock;
}

const SESSION_STATES = ['pre_open', 'morning', 'lunch_break', 'afternoon', 'closed', 'continuous'];

export function describeMarketDataProviderContract(
  name: string,
  makeSubject: () => ContractSubject,
): void {
  describe(`MarketDataProvider contract: ${name}`, () => {
    // Tests that only look share one provider; tests that move time build their own.
    let shared: ContractSubject | undefined;
    const lookingSubject = (): ContractSubject => (shared ??= makeSubject());

    it('says where its data comes from, on every quote', () => {
      const { provider } = lookingSubject();
      expect(['simulated', 'replay']).toContain(provider.source.kind);
      expect(provider.source.label.length).toBeGreaterThan(0);
      for (const quote of provider.quotes()) {
        expect(quote.source).toEqual(provider.source);
        expect(quote.simulated).toBe(provider.source.simulated);
      }
      if (provider.source.kind === 'simulated') expect(provider.source.simulated).toBe(true);
    });

    it('lists instruments with names in three languages and a tick table', () => {
      const { provider } = lookingSubject();
      const instruments = provider.instruments();
      expect(instruments.length).toBeGreaterThan(0);
      expect(new Set(instruments.map((i) => i.symbol)).size).toBe(instruments.length);
      for (const instrument of instruments) {
        expect(
          instrument.names.ja && instrument.names.en && instrument.names['zh-TW'],
        ).toBeTruthy();
        expect(['topix500', 'other']).toContain(instrument.tickTable);
        expect(provider.instrument(instrument.symbol)).toBe(instrument);
      }
      expect(provider.instrument('0000')).toBeUndefined();
    });

    it('quotes are well-formed and inside their daily limits', () => {
      const { provider } = lookingSubject();
      for (const quote of provider.quotes()) expectConsistentQuote(provider, quote);
    });

    it('refuses unknown symbols and bad candle queries', () => {
      const { provider } = lookingSubject();
      expect(() => provider.quote('0000')).toThrow(UnknownSymbolError);
      expect(() => provider.orderBook('0000')).toThrow(UnknownSymbolError);
      expect(() => provider.candles('0000', '1d', { limit: 10 })).toThrow(UnknownSymbolError);
      expect(() => provider.indexQuote('^NOPE')).toThrow(UnknownSymbolError);
      expect(() => provider.indexCandles('^NOPE', '1d', { limit: 10 })).toThrow(UnknownSymbolError);
      const symbol = provider.instruments()[0]!.symbol;
      expect(() => provider.candles(symbol, '1d', { limit: 0 })).toThrow(RangeError);
      expect(() => provider.candles(symbol, '1d', { limit: 1001 })).toThrow(RangeError);
      expect(() => provider.candles(symbol, '1d', { limit: 10, before: Number.NaN })).toThrow(
        RangeError,
      );
    });

    it('has an order book of at most five levels a side, best prices apart, inside the limits', () => {
      const { provider } = lookingSubject();
      for (const instrument of provider.instruments()) {
        const book = provider.orderBook(instrument.symbol);
        const quote = provider.quote(instrument.symbol);
        expect(book.bids.length).toBeLessThanOrEqual(5);
        expect(book.asks.length).toBeLessThanOrEqual(5);
        expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
        expect(book.source).toEqual(provider.source);
        expect(book.time).toBe(provider.marketTime().getTime());
        for (let i = 1; i < book.bids.length; i += 1)
          expect(compare(book.bids[i]!.price, book.bids[i - 1]!.price)).toBe(-1);
        for (let i = 1; i < book.asks.length; i += 1)
          expect(compare(book.asks[i]!.price, book.asks[i - 1]!.price)).toBe(1);
        if (book.bids[0] && book.asks[0])
          expect(compare(book.bids[0].price, book.asks[0].price)).toBe(-1);
        for (const level of [...book.bids, ...book.asks]) {
          expect(Number.isSafeInteger(level.sizeShares) && level.sizeShares > 0).toBe(true);
          expect(compare(level.price, quote.limitDown)).toBeGreaterThanOrEqual(0);
          expect(compare(level.price, quote.limitUp)).toBeLessThanOrEqual(0);
        }
      }
    });

    it('serves every candle interval in time order, well-formed, never later than market time', () => {
      const { provider } = lookingSubject();
      const now = provider.marketTime().getTime();
      const symbol = provider.instruments()[0]!.symbol;
      for (const interval of CANDLE_INTERVALS) {
        const candles = allCandles((query) => provider.candles(symbol, interval, query));
        expect(candles.length, interval).toBeGreaterThan(0);
        expectWellFormedCandles(candles, now);
      }
    });

    it('pages candles backwards by time without gaps or overlaps', () => {
      const { provider } = lookingSubject();
      const symbol = provider.instruments()[0]!.symbol;
      for (const interval of ['1m', '1d'] as const) {
        const whole = provider.candles(symbol, interval, { limit: 1000 }).candles;
        const paged = allCandles((query) => provider.candles(symbol, interval, query), 97);
        expect(paged.slice(-whole.length)).toEqual(whole);
      }
    });

    it('builds coarser candles from finer ones: minutes into 5/10/30 minutes and days, days into weeks and months', () => {
      const { provider } = lookingSubject();
      for (const instrument of provider.instruments().slice(0, 3)) {
        const fetch = (interval: CandleInterval) =>
          allCandles((query) => provider.candles(instrument.symbol, interval, query)).map(toBar);
        const minutes = fetch('1m');
        for (const interval of ['5m', '10m', '30m'] as const)
          expect(fetch(interval)).toEqual(aggregateBars(minutes, interval));
        const days = fetch('1d');
        const minuteDays = aggregateBars(minutes, '1d');
        expect(days.slice(-minuteDays.length)).toEqual(minuteDays);
        expect(fetch('1w')).toEqual(aggregateBars(days, '1w'));
        expect(fetch('1M')).toEqual(aggregateBars(days, '1M'));
      }
    });

    it("agrees with today's daily candle in the quote", () => {
      const { provider } = lookingSubject();
      for (const quote of provider.quotes()) {
        const [today] = provider.candles(quote.symbol, '1d', { limit: 1 }).candles;
        if (quote.open === null) continue;
        expect(today && jstDateOf(today.time)).toBe(quote.tradingDay);
        expect(today).toMatchObject({
          open: quote.open,
          high: quote.high,
          low: quote.low,
          close: quote.last,
          volume: quote.volume,
        });
      }
    });

    it('computes indices with their own candles', () => {
      const { provider } = lookingSubject();
      const indices = provider.indices();
      expect(indices.length).toBeGreaterThan(0);
      expect(indices.some((index) => index.methodology === 'price-weighted')).toBe(true);
      expect(indices.some((index) => index.methodology === 'cap-weighted')).toBe(true);
      const now = provider.marketTime().getTime();
      for (const index of indices) {
        expect(index.source).toEqual(provider.source);
        expect(provider.indexQuote(index.code)).toEqual(index);
        expect(index.constituentCount).toBeGreaterThan(0);
        expect(isDecimalString(index.last)).toBe(true);
        if (index.methodology === 'price-weighted') expect(index.divisor).not.toBeNull();
        for (const interval of CANDLE_INTERVALS) {
          const candles = allCandles((query) => provider.indexCandles(index.code, interval, query));
          expect(candles.length, `${index.code} ${interval}`).toBeGreaterThan(0);
          expectWellFormedCandles(candles, now);
        }
        const [today] = provider.indexCandles(index.code, '1d', { limit: 1 }).candles;
        if (index.open !== null)
          expect(today).toMatchObject({
            open: index.open,
            high: index.high,
            low: index.low,
            close: index.last,
          });
      }
    });

    it('streams updates with per-symbol sequence numbers, and stops after unsubscribe', () => {
      const { provider, clock } = makeSubject();
      const updates: MarketUpdate[] = [];
      const unsubscribe = provider.subscribe((update) => {
        updates.push(update);
        // Each update is the provider's view at that moment.
        expect(update.time).toBe(provider.marketTime().getTime());
        if (update.kind === 'quote') expect(update.quote).toEqual(provider.quote(update.symbol));
      });
      for (let step = 0; step < 36; step += 1) {
        clock.advanceSeconds(5);
        provider.advanceTo(clock.now());
      }
      const quoteUpdates = updates.filter((u) => u.kind === 'quote');
      expect(quoteUpdates.length).toBeGreaterThan(0);
      const bySymbol = new Map<string, number[]>();
      for (const update of updates)
        bySymbol.set(update.symbol, [...(bySymbol.get(update.symbol) ?? []), update.seq]);
      for (const [symbol, seqs] of bySymbol) {
        expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
        const last = seqs[seqs.length - 1]!;
        if (!symbol.startsWith('^')) expect(provider.quote(symbol).seq).toBe(last);
      }
      unsubscribe();
      const before = updates.length;
      clock.advanceSeconds(120);
      provider.advanceTo(clock.now());
      expect(updates.length).toBe(before);
    });

    it('never moves back in time and never shows a later candle than market time', () => {
      const { provider, clock } = makeSubject();
      const symbol = provider.instruments()[0]!.symbol;
      const earlier = provider.candles(symbol, '1m', { limit: 1000 }).candles;
      const time = provider.marketTime();
      provider.advanceTo(new Date(time.getTime() - 3_600_000));
      expect(provider.marketTime()).toEqual(time);
      clock.advanceSeconds(180);
      provider.advanceTo(clock.now());
      const later = provider.candles(symbol, '1m', { limit: 1000 }).candles;
      // What was complete before is unchanged; only the forming minute may have moved on.
      const laterByTime = new Map(later.map((candle) => [candle.time, candle]));
      const settled = earlier.slice(0, -1).filter((candle) => candle.time >= later[0]!.time);
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.map((candle) => laterByTime.get(candle.time))).toEqual(settled);
      expect(later[later.length - 1]!.time).toBeLessThanOrEqual(provider.marketTime().getTime());
    });

    it('is deterministic: the same construction shows the same market', () => {
      const a = makeSubject();
      const b = makeSubject();
      for (const subject of [a, b]) {
        subject.clock.advanceSeconds(95);
        subject.provider.advanceTo(subject.clock.now());
      }
      expect(a.provider.quotes()).toEqual(b.provider.quotes());
      const symbol = a.provider.instruments()[0]!.symbol;
      expect(a.provider.orderBook(symbol)).toEqual(b.provider.orderBook(symbol));
      expect(a.provider.candles(symbol, '5m', { limit: 50 })).toEqual(
        b.provider.candles(symbol, '5m', { limit: 50 }),
      );
      expect(a.provider.indices()).toEqual(b.provider.indices());
    });
  });
}

function expectConsistentQuote(provider: MarketDataProvider, quote: Quote): void {
  const instrument = provider.instrument(quote.symbol)!;
  const prices = [
    quote.last,
    quote.open,
    quote.high,
    quote.low,
    quote.prevClose,
    quote.limitUp,
    quote.limitDown,
  ];
  for (const price of prices) if (price !== null) expect(isDecimalString(price)).toBe(true);
  expect(isDecimalString(quote.turnover)).toBe(true);
  expect(Number.isSafeInteger(quote.volume) && quote.volume >= 0).toBe(true);
  expect(SESSION_STATES).toContain(quote.sessionState);
  expect(quote.time).toBe(provider.marketTime().getTime());
  expect(provider.calendar.isTradingDay(quote.tradingDay)).toBe(true);
  if (quote.lastTradeTime !== null) expect(quote.lastTradeTime).toBeLessThanOrEqual(quote.time);
  const base = quote.prevClose ?? quote.open!;
  // Each side is the table's width from the base, or four times it where the exchange broadened it.
  const normal = priceLimits(base, instrument.tickTable);
  const broadening = {
    up: quote.limitUp !== normal.limitUp,
    down: quote.limitDown !== normal.limitDown,
  };
  const limits = priceLimits(base, instrument.tickTable, broadening);
  expect([quote.limitUp, quote.limitDown]).toEqual([limits.limitUp, limits.limitDown]);
  if (quote.prevClose !== null) expect(quote.change).toBe(subtract(quote.last, quote.prevClose));
  if (quote.open === null) {
    expect(quote.volume).toBe(0);
    return;
  }
  const { high, low } = quote as { high: DecimalString; low: DecimalString };
  for (const price of [quote.open, quote.last]) {
    expect(compare(low, price)).toBeLessThanOrEqual(0);
    expect(compare(price, high)).toBeLessThanOrEqual(0);
  }
  expect(compare(quote.limitDown, low)).toBeLessThanOrEqual(0);
  expect(compare(high, quote.limitUp)).toBeLessThanOrEqual(0);
}

/** One assertion for a whole series (thousands of candles): the list of what is wrong. */
function expectWellFormedCandles(candles: readonly Candle[], now: number): void {
  const problems: string[] = [];
  let previousTime = Number.NEGATIVE_INFINITY;
  for (const candle of candles) {
    const bar = toBar(candle);
    const at = new Date(candle.time).toISOString();
    if (candle.time <= previousTime) problems.push(`${at}: out of order`);
    if (candle.time > now) problems.push(`${at}: after market time`);
    if (bar.low > bar.open || bar.low > bar.close || bar.high < bar.open || bar.high < bar.close) {
      problems.push(`${at}: open/close outside low..high`);
    }
    if (!Number.isSafeInteger(candle.volume) || candle.volume < 0)
      problems.push(`${at}: bad volume`);
    previousTime = candle.time;
  }
  expect(problems).toEqual([]);
}

/** Every candle, walking back page by page. */
function allCandles(
  fetch: (query: { before?: number; limit: number }) => CandlePage,
  pageSize = 1000,
): Candle[] {
  const candles: Candle[] = [];
  let before: number | undefined;
  for (let pages = 0; pages < 10_000; pages += 1) {
    const page = fetch(before === undefined ? { limit: pageSize } : { before, limit: pageSize });
    candles.unshift(...page.candles);
    if (page.nextBefore === null) return candles;
    before = page.nextBefore;
  }
  throw new Error('paging did not end');
}

/** Candles back into exact bars (hundredths cover both yen tenths and index hundredths). */
function toBar(candle: Candle): Bar {
  const scaled = (text: DecimalString) => decimalToScaled(text, 2);
  return {
    timeMs: candle.time,
    open: scaled(candle.open),
    high: scaled(candle.high),
    low: scaled(candle.low),
    close: scaled(candle.close),
    volume: candle.volume,
  };
}
