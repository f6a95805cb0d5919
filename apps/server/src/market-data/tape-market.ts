import {
  divide,
  multiply,
  roundTo,
  subtract,
  toFixedPlaces,
  type DecimalString,
} from '@kabuto/money';
import type { Clock } from '../platform/clock';
import type { ExchangeCalendar, IsoDate, SessionState } from '../platform/calendar';
import {
  aggregateBars,
  isIntradayInterval,
  pageBars,
  toCandle,
  validateCandleQuery,
  type Bar,
  type CandleInterval,
  type CandlePageQuery,
} from './candles';
import { IndexEngine, levelToDecimal, type IndexDefinition, type ResolvedIndex } from './indices';
import type { Instrument } from './instruments';
import { priceLimitsTenths } from './limits';
import { tenthsToDecimal, type PriceTenths } from './price-units';
import {
  UnknownSymbolError,
  type CandlePage,
  type DataSource,
  type IndexQuote,
  type MarketDataProvider,
  type MarketListener,
  type MarketUpdate,
  type OrderBook,
  type Quote,
} from './provider';
import type { MarketTape } from './tape';

const PRICE_DIGITS = 1; // tenths of a yen
const LEVEL_DIGITS = 2; // hundredths of a point
/** Computed candle series kept for paging (each is at most a few thousand bars). */
const SERIES_CACHE_SIZE = 16;

export interface TapeMarketOptions {
  clock: Clock;
  indices: readonly IndexDefinition[];
  /** Where errors from listeners or the timer go; default: console.error. */
  onError?: (error: unknown) => void;
}

/**
 * A MarketDataProvider over any tape. Market time starts at the clock's time and only moves in
 * `advanceTo`; every answer is computed from the tape at market time, so a test that pins the
 * clock sees exactly what a customer would have seen at that instant.
 */
export class TapeMarket implements MarketDataProvider {
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;
  private readonly clock: Clock;
  private readonly onError: (error: unknown) => void;
  private readonly bySymbol: Map<string, Instrument>;
  private readonly engine: IndexEngine;
  private marketTimeMs: number;
  private readonly seqs = new Map<string, number>();
  private readonly revisions = new Map<string, string>();
  private marketRevision = '';
  private readonly listeners = new Set<MarketListener>();
  private readonly seriesCache = new Map<string, Bar[]>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly tape: MarketTape,
    options: TapeMarketOptions,
  ) {
    this.source = tape.source;
    this.calendar = tape.calendar;
    this.clock = options.clock;
    this.onError = options.onError ?? ((error) => console.error(error));
    this.bySymbol = new Map(tape.instruments.map((instrument) => [instrument.symbol, instrument]));
    this.engine = new IndexEngine(tape, options.indices);
    this.marketTimeMs = this.clock.now().getTime();
    // What is visible now is the starting point: the first update is the first change after it.
    for (const instrument of tape.instruments) {
      this.revisions.set(instrument.symbol, tape.revisionAt(instrument.symbol, this.marketTimeMs));
    }
    this.marketRevision = this.marketRevisionKey(this.marketTimeMs);
  }

  instruments(): readonly Instrument[] {
    return this.tape.instruments;
  }

  instrument(symbol: string): Instrument | undefined {
    return this.bySymbol.get(symbol);
  }

  marketTime(): Date {
    return new Date(this.marketTimeMs);
  }

  quote(symbol: string): Quote {
    return this.buildQuote(this.requireInstrument(symbol), this.marketTimeMs);
  }

  quotes(symbols?: readonly string[]): Quote[] {
    const wanted = symbols ?? this.tape.instruments.map((instrument) => instrument.symbol);
    return wanted.map((symbol) => this.quote(symbol));
  }

  orderBook(symbol: string): OrderBook {
    const instrument = this.requireInstrument(symbol);
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const state = this.dayState(instrument.symbol, day, atMs);
    const raw = this.tape.book(symbol, atMs, {
      day,
      lastTenths: state.lastTenths,
      limits: state.limits,
    });
    const level = (l: { priceTenths: PriceTenths; sizeShares: number }) => ({
      price: tenthsToDecimal(l.priceTenths),
      sizeShares: l.sizeShares,
    });
    return {
      symbol,
      bids: raw.bids.map(level),
      asks: raw.asks.map(level),
      time: atMs,
      seq: this.seqs.get(symbol) ?? 0,
      sessionState: this.sessionStateFor(day, atMs),
      source: this.source,
      basis: this.tape.bookBasis,
    };
  }

  candles(symbol: string, interval: CandleInterval, query: CandlePageQuery): CandlePage {
    this.requireInstrument(symbol);
    validateCandleQuery(query);
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const bars = this.cachedSeries(
      `${symbol}|${interval}|${this.tape.revisionAt(symbol, atMs)}`,
      () =>
        this.seriesFor(
          interval,
          () =>
            this.tape.minuteDaysBefore(day).flatMap((d) => this.tape.minuteBarsAt(symbol, d, atMs)),
          () => this.tape.minuteBarsAt(symbol, day, atMs),
          () => this.tape.dailyBarsBefore(symbol, day),
        ),
    );
    const page = pageBars(bars, query);
    return {
      candles: page.bars.map((bar) => toCandle(bar, PRICE_DIGITS, false)),
      nextBefore: page.nextBefore,
    };
  }

  indices(): IndexQuote[] {
    return this.engine.indices.map((index) => this.buildIndexQuote(index, this.marketTimeMs));
  }

  indexQuote(code: string): IndexQuote {
    return this.buildIndexQuote(this.requireIndex(code), this.marketTimeMs);
  }

  indexCandles(code: string, interval: CandleInterval, query: CandlePageQuery): CandlePage {
    const index = this.requireIndex(code);
    validateCandleQuery(query);
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const bars = this.cachedSeries(`${code}|${interval}|${this.tape.marketRevisionAt(atMs)}`, () =>
      this.seriesFor(
        interval,
        () =>
          this.tape.minuteDaysBefore(day).flatMap((d) => this.engine.minuteBarsAt(index, d, atMs)),
        () => this.engine.minuteBarsAt(index, day, atMs),
        () => this.engine.dailyBarsBefore(index, day, atMs),
      ),
    );
    const page = pageBars(bars, query);
    return {
      candles: page.bars.map((bar) => toCandle(bar, LEVEL_DIGITS, true)),
      nextBefore: page.nextBefore,
    };
  }

  subscribe(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  advanceTo(time: Date): void {
    const atMs = time.getTime();
    if (!Number.isFinite(atMs)) throw new RangeError('advanceTo needs a valid time');
    if (atMs <= this.marketTimeMs) return;
    this.marketTimeMs = atMs;
    const errors: unknown[] = [];
    const publish = (update: MarketUpdate): void => {
      for (const listener of this.listeners) {
        try {
          listener(update);
        } catch (error) {
          errors.push(error);
        }
      }
    };
    for (const instrument of this.tape.instruments) {
      const { symbol } = instrument;
      const revision = this.tape.revisionAt(symbol, atMs);
      if (revision === this.revisions.get(symbol)) continue;
      this.revisions.set(symbol, revision);
      const seq = this.nextSeq(symbol);
      // Sequence numbers advance even with nobody listening, so a later snapshot's seq is right.
      if (this.listeners.size > 0) {
        publish({
          kind: 'quote',
          symbol,
          seq,
          time: atMs,
          quote: this.buildQuote(instrument, atMs),
        });
      }
    }
    const marketRevision = this.marketRevisionKey(atMs);
    if (marketRevision !== this.marketRevision) {
      this.marketRevision = marketRevision;
      for (const index of this.engine.indices) {
        const code = index.definition.code;
        const seq = this.nextSeq(code);
        if (this.listeners.size > 0) {
          publish({
            kind: 'index',
            symbol: code,
            seq,
            time: atMs,
            index: this.buildIndexQuote(index, atMs),
          });
        }
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'market listener failed');
  }

  start(options: { intervalMs?: number } = {}): void {
    if (this.timer) return;
    const intervalMs = options.intervalMs ?? 250;
    this.timer = setInterval(() => {
      try {
        this.advanceTo(this.clock.now());
      } catch (error) {
        this.onError(error);
      }
    }, intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * A client paging back through a chart asks for the same series many times in a row; the
   * series only changes when the symbol's revision does, so the last few are kept.
   */
  private cachedSeries(key: string, build: () => Bar[]): Bar[] {
    const cached = this.seriesCache.get(key);
    if (cached) {
      this.seriesCache.delete(key);
      this.seriesCache.set(key, cached); // most recently used last
      return cached;
    }
    const bars = build();
    this.seriesCache.set(key, bars);
    if (this.seriesCache.size > SERIES_CACHE_SIZE) {
      const oldest = this.seriesCache.keys().next().value;
      if (oldest !== undefined) this.seriesCache.delete(oldest);
    }
    return bars;
  }

  private nextSeq(symbol: string): number {
    const seq = (this.seqs.get(symbol) ?? 0) + 1;
    this.seqs.set(symbol, seq);
    return seq;
  }

  private marketRevisionKey(atMs: number): string {
    return `${this.tape.marketRevisionAt(atMs)}|${this.calendar.sessionStateAt(new Date(atMs)).state}`;
  }

  private requireInstrument(symbol: string): Instrument {
    const instrument = this.bySymbol.get(symbol);
    if (!instrument) throw new UnknownSymbolError(symbol);
    return instrument;
  }

  private requireIndex(code: string): ResolvedIndex {
    const index = this.engine.find(code);
    if (!index) throw new UnknownSymbolError(code);
    return index;
  }

  /**
   * The session state shown with the data. When the tape's day is not the calendar's day in
   * progress (a replay that has run out of data) the data is a closed day's.
   */
  private sessionStateFor(day: IsoDate, atMs: number): SessionState {
    const status = this.calendar.sessionStateAt(new Date(atMs));
    return status.tradingDay === day ? status.state : 'closed';
  }

  /**
   * One interval's bars, oldest first: intraday intervals from 1-minute bars (completed minute
   * days, then today's), day and longer from daily bars plus today's minutes aggregated, so a
   * week or month is the sum of its days including the one in progress.
   */
  private seriesFor(
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

  private dayState(symbol: string, day: IsoDate, atMs: number) {
    const instrument = this.requireInstrument(symbol);
    const dayBar = this.tape.dayBarAt(symbol, day, atMs);
    const prevClose = this.tape.previousClose(symbol, day);
    const base = prevClose ?? dayBar?.open;
    if (base === undefined)
      throw new Error(
        `${symbol}: no price on the tape for ${day} at ${new Date(atMs).toISOString()}`,
      );
    const limits = priceLimitsTenths(base, instrument.tickTable);
    const lastTenths = dayBar?.close ?? base;
    return { prevClose, limits, dayBar, lastTenths };
  }

  private buildQuote(instrument: Instrument, atMs: number): Quote {
    const { symbol } = instrument;
    const day = this.tape.quoteDayAt(atMs);
    const state = this.dayState(symbol, day, atMs);
    const stats = this.tape.tradeStats(symbol, day, atMs);
    const last = tenthsToDecimal(state.lastTenths);
    const prevClose = state.prevClose === null ? null : tenthsToDecimal(state.prevClose);
    const { change, changePercent } = changeOf(last, prevClose);
    return {
      symbol,
      tradingDay: day,
      last,
      lastTradeTime: stats.lastTradeTimeMs,
      open: state.dayBar ? tenthsToDecimal(state.dayBar.open) : null,
      high: state.dayBar ? tenthsToDecimal(state.dayBar.high) : null,
      low: state.dayBar ? tenthsToDecimal(state.dayBar.low) : null,
      prevClose,
      change,
      changePercent,
      volume: state.dayBar?.volume ?? 0,
      turnover: tenthsToDecimal(stats.turnoverTenths),
      turnoverBasis: this.tape.turnoverBasis,
      limitUp: tenthsToDecimal(state.limits.limitUpTenths),
      limitDown: tenthsToDecimal(state.limits.limitDownTenths),
      sessionState: this.sessionStateFor(day, atMs),
      time: atMs,
      seq: this.seqs.get(symbol) ?? 0,
      source: this.source,
      simulated: this.source.simulated,
    };
  }

  private buildIndexQuote(index: ResolvedIndex, atMs: number): IndexQuote {
    const day = this.tape.quoteDayAt(atMs);
    const base = this.engine.base(index, atMs);
    const bars = this.engine.minuteBarsAt(index, day, atMs);
    const prevCloseLevel = this.engine.previousClose(index, day, atMs);
    const [today] = aggregateBars(bars, '1d');
    const lastLevel = today?.close ?? prevCloseLevel;
    if (lastLevel === null) throw new Error(`index ${index.definition.code} has no value yet`);
    const last = levelToDecimal(lastLevel);
    const prevClose = prevCloseLevel === null ? null : levelToDecimal(prevCloseLevel);
    const { change, changePercent } = changeOf(last, prevClose);
    const { definition } = index;
    return {
      code: definition.code,
      names: definition.names,
      methodology: definition.methodology,
      description: definition.description,
      constituentCount: index.constituents.length,
      baseValue: definition.baseValue,
      baseDay: base.day,
      divisor: base.divisor,
      tradingDay: day,
      last,
      open: today ? levelToDecimal(today.open) : null,
      high: today ? levelToDecimal(today.high) : null,
      low: today ? levelToDecimal(today.low) : null,
      prevClose,
      change: change === null ? null : toFixedPlaces(change, LEVEL_DIGITS),
      changePercent,
      sessionState: this.sessionStateFor(day, atMs),
      time: atMs,
      seq: this.seqs.get(definition.code) ?? 0,
      source: this.source,
      simulated: this.source.simulated,
    };
  }
}

/** Change against the previous close, and as a percentage rounded half up to two decimals. */
export function changeOf(
  last: DecimalString,
  prevClose: DecimalString | null,
): { change: DecimalString | null; changePercent: DecimalString | null } {
  if (prevClose === null) return { change: null, changePercent: null };
  const change = subtract(last, prevClose);
  const percent = roundTo(divide(multiply(change, '100'), prevClose), 2, 'half-up');
  return { change, changePercent: toFixedPlaces(percent, 2) };
}
