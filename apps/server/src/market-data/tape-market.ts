import type { Clock } from '../platform/clock';
import type { ExchangeCalendar, IsoDate } from '../platform/calendar';
import type { LimitUpClose } from './limit-close';
import {
  pageBars,
  toCandle,
  validateCandleQuery,
  type CandleInterval,
  type CandlePageQuery,
} from './candles';
import { SeriesCache, seriesFor } from './candle-series';
import { INDEX_LEVEL_DIGITS } from './index-bars';
import type { IndexDefinition, ResolvedIndex } from './index-definitions';
import { IndexEngine } from './indices';
import type { Instrument } from './instruments';
import { tenthsToDecimal, type PriceTenths } from './price-units';
import {
  UnknownSymbolError,
  type CandlePage,
  type DataSource,
  type IndexQuote,
  type MarketDataProvider,
  type MarketListener,
  type MarketUpdate,
  type NewListing,
  type OrderBook,
  type Quote,
} from './provider';
import type { MarketTape } from './tape';
import { dayStateOf, indexQuoteAt, quoteAt, sessionStateFor } from './tape-quotes';

const PRICE_DIGITS = 1; // tenths of a yen
/** Computed candle series kept for paging (each is at most a few thousand bars). */
const SERIES_CACHE_SIZE = 16;

export interface TapeMarketOptions {
  clock: Clock;
  indices: readonly IndexDefinition[];
  /** Where errors from listeners or the timer go; default: console.error. */
  onError?: (error: unknown) => void;
}

/** An order book frozen with its levels, so a caller cannot change what others are handed. */
function deepFreeze(book: OrderBook): Readonly<OrderBook> {
  for (const level of book.bids) Object.freeze(level);
  for (const level of book.asks) Object.freeze(level);
  Object.freeze(book.bids);
  Object.freeze(book.asks);
  return Object.freeze(book);
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
  /** The last quote built per symbol, valid while its `time` is the market time. */
  private readonly builtQuotes = new Map<string, Readonly<Quote>>();
  /** The last order book built per symbol, likewise (every order walks it). */
  private readonly builtBooks = new Map<string, Readonly<OrderBook>>();
  private readonly revisions = new Map<string, string>();
  private marketRevision = '';
  private readonly listeners = new Set<MarketListener>();
  private readonly seriesCache = new SeriesCache(SERIES_CACHE_SIZE);
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

  list(listing: NewListing): void {
    const { instrument } = listing;
    if (this.bySymbol.has(instrument.symbol)) return;
    if (!this.tape.list)
      throw new Error(`a ${this.source.kind} market cannot list new instruments`);
    this.tape.list(listing);
    this.bySymbol.set(instrument.symbol, instrument);
    // Its first update is its first change after now, as for every other name.
    this.revisions.set(
      instrument.symbol,
      this.tape.revisionAt(instrument.symbol, this.marketTimeMs),
    );
  }

  marketTime(): Date {
    return new Date(this.marketTimeMs);
  }

  /**
   * A symbol's quote is the same for every caller until the market moves on (`advanceTo`), so it
   * is built once per market time and shared, frozen (every read of a quote list, a position's
   * valuation or an order answer built it again: bench/api).
   */
  quote(symbol: string): Quote {
    const built = this.builtQuotes.get(symbol);
    if (built && built.time === this.marketTimeMs) return built;
    const quote = Object.freeze(this.buildQuote(this.requireInstrument(symbol), this.marketTimeMs));
    this.builtQuotes.set(symbol, quote);
    return quote;
  }

  quotes(symbols?: readonly string[]): Quote[] {
    const wanted = symbols ?? this.tape.instruments.map((instrument) => instrument.symbol);
    return wanted.map((symbol) => this.quote(symbol));
  }

  /** Built once per market time and shared, frozen, as quotes are. */
  orderBook(symbol: string): OrderBook {
    const built = this.builtBooks.get(symbol);
    if (built && built.time === this.marketTimeMs) return built;
    const book = deepFreeze(this.buildOrderBook(this.requireInstrument(symbol)));
    this.builtBooks.set(symbol, book);
    return book;
  }

  private buildOrderBook(instrument: Instrument): OrderBook {
    const { symbol } = instrument;
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const state = dayStateOf(this.tape, instrument, day, atMs);
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
      sessionState: sessionStateFor(this.calendar, day, atMs),
      source: this.source,
      basis: this.tape.bookBasis,
    };
  }

  /**
   * How `day` ended at the upper limit, from the tape's own model (limit-close.ts); null when it
   * did not close there or the tape cannot say. Only for a day whose close market time has reached:
   * the model must not tell what has not happened yet (a RangeError otherwise).
   */
  limitUpClose(symbol: string, day: IsoDate): LimitUpClose | null {
    this.requireInstrument(symbol);
    const last = this.calendar.sessionsOn(day).at(-1);
    if (!last) return null;
    if (last.closesAt.getTime() > this.marketTimeMs) {
      throw new RangeError(`${symbol} ${day}: the day has not closed yet`);
    }
    const raw = this.tape.limitUpClose?.(symbol, day) ?? null;
    if (!raw) return null;
    return {
      symbol,
      day,
      limitPrice: tenthsToDecimal(raw.limitTenths),
      supplyShares: raw.supplyShares,
      queuedBidShares: raw.queuedBidShares,
      wholeDayAtLimit: raw.wholeDayAtLimit,
    };
  }

  candles(symbol: string, interval: CandleInterval, query: CandlePageQuery): CandlePage {
    this.requireInstrument(symbol);
    validateCandleQuery(query);
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const bars = this.seriesCache.get(
      `${symbol}|${interval}|${this.tape.revisionAt(symbol, atMs)}`,
      () =>
        seriesFor(
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

  /**
   * Builds every index's history now: its daily bars and the 1-minute bars of the completed
   * minute days, which its charts read. Left to the first chart, that is about a second of CPU in
   * one request, during which the process answers no one else (measured: 1.9 s for the first
   * daily chart of the first index). Later days are added one at a time as they complete.
   */
  warmIndexHistory(): void {
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    for (const index of this.engine.indices) this.engine.dailyBarsBefore(index, day, atMs);
  }

  indexCandles(code: string, interval: CandleInterval, query: CandlePageQuery): CandlePage {
    const index = this.requireIndex(code);
    validateCandleQuery(query);
    const atMs = this.marketTimeMs;
    const day = this.tape.quoteDayAt(atMs);
    const bars = this.seriesCache.get(
      `${code}|${interval}|${this.tape.marketRevisionAt(atMs)}`,
      () =>
        seriesFor(
          interval,
          () =>
            this.tape
              .minuteDaysBefore(day)
              .flatMap((d) => this.engine.minuteBarsAt(index, d, atMs)),
          () => this.engine.minuteBarsAt(index, day, atMs),
          () => this.engine.dailyBarsBefore(index, day, atMs),
        ),
    );
    const page = pageBars(bars, query);
    return {
      candles: page.bars.map((bar) => toCandle(bar, INDEX_LEVEL_DIGITS, true)),
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
          quote: this.quote(symbol),
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
    // After the listeners: what the next ticks will ask for is made while nothing waits for it.
    this.tape.prepareAhead?.(atMs);
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

  private buildQuote(instrument: Instrument, atMs: number): Quote {
    return quoteAt(this.tape, instrument, atMs, this.seqs.get(instrument.symbol) ?? 0);
  }

  private buildIndexQuote(index: ResolvedIndex, atMs: number): IndexQuote {
    return indexQuoteAt(
      this.tape,
      this.engine,
      index,
      atMs,
      this.seqs.get(index.definition.code) ?? 0,
    );
  }
}
