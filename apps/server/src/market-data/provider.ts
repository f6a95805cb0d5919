import type { DecimalString } from '@kabuto/money';
import type { ExchangeCalendar, IsoDate, SessionState } from '../platform/calendar';
import type { Candle, CandleInterval, CandlePageQuery } from './candles';
import type { Instrument } from './instruments';
import type { LimitUpClose } from './limit-close';

export type { Candle, CandleInterval, CandlePageQuery } from './candles';
export type { Instrument } from './instruments';
export type { LimitUpClose } from './limit-close';

/**
 * The market-data provider: the one place prices come from (integrity.md rule 3: one market for
 * everyone, no per-customer or operator price). The built-in simulated exchange and the CSV
 * replay implement it today; a real feed implements the same interface later.
 *
 * Everything is synchronous and in memory. Time only moves when `advanceTo` is called (by the
 * provider's own timer after `start()`, or by a test with a pinned clock), so what the provider
 * shows is a pure function of its data and its market time.
 */
export interface MarketDataProvider {
  /** Where the data comes from; shown wherever its prices appear (integrity.md rule 10). */
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;

  instruments(): readonly Instrument[];
  /** The instrument, or undefined for an unknown symbol. */
  instrument(symbol: string): Instrument | undefined;

  /** The quote at market time. Throws UnknownSymbolError. */
  quote(symbol: string): Quote;
  /** Quotes for the given symbols (default: every instrument), in the order asked. */
  quotes(symbols?: readonly string[]): Quote[];
  /** Five best bids and asks around the quote at market time. Throws UnknownSymbolError. */
  orderBook(symbol: string): OrderBook;
  /**
   * Candles, oldest first, starting strictly before `before` (keyset paging backwards in time).
   * The newest candle may still be forming. Throws UnknownSymbolError, RangeError on a bad query.
   */
  candles(symbol: string, interval: CandleInterval, query: CandlePageQuery): CandlePage;

  indices(): IndexQuote[];
  /** Throws UnknownSymbolError for an unknown index code. */
  indexQuote(code: string): IndexQuote;
  indexCandles(code: string, interval: CandleInterval, query: CandlePageQuery): CandlePage;

  /**
   * Live updates: at most one per symbol (or index) per `advanceTo`, each with that symbol's next
   * sequence number and the market time. Returns the unsubscribe function.
   */
  subscribe(listener: MarketListener): () => void;

  /**
   * A new share offering reaches the market: from `listing.firstDay` (or the next trading day) the
   * instrument is listed, its first day's price limits based on its reference price (the offering
   * price). Listing a known symbol again changes nothing. Throws when the source cannot list
   * (a replay only has the names it recorded).
   */
  list(listing: NewListing): void;

  /**
   * How a closed day of `symbol` ended at its upper price limit, from the source's own model: the
   * shares sold at the limit at the close and the bids left queued there (limit-close.ts); null
   * when the day did not close at the limit or the source cannot say. Throws RangeError for a
   * day not closed yet at market time.
   */
  limitUpClose?(symbol: string, day: IsoDate): LimitUpClose | null;

  /** The instant the provider's data is shown as of. */
  marketTime(): Date;
  /** Moves market time forward (never back; an earlier time is ignored) and publishes updates. */
  advanceTo(time: Date): void;
  /** Follows the clock: advances to clock.now() every `intervalMs` (default 250 ms). */
  start(options?: { intervalMs?: number }): void;
  stop(): void;
}

/** A new listing: the instrument (its reference price is the offering price) and its first day. */
export interface NewListing {
  instrument: Instrument;
  /** Japan date of the listing; a day the exchange is closed lists on the next trading day. */
  firstDay: IsoDate;
}

export type DataSourceKind = 'simulated' | 'replay';

export interface DataSource {
  kind: DataSourceKind;
  /** True for the built-in simulated exchange: such prices must be labelled as simulated. */
  simulated: boolean;
  /** Human-readable, e.g. "Simulated market (seed 42), always-open demo session". */
  label: string;
}

/**
 * A quote. Prices are decimal strings in yen. Before the day's first trade `open`, `high` and
 * `low` are null and `last` is the previous close.
 */
export interface Quote {
  symbol: string;
  /** The trading day the figures belong to (Japan date). */
  tradingDay: IsoDate;
  last: DecimalString;
  lastTradeTime: number | null;
  open: DecimalString | null;
  high: DecimalString | null;
  low: DecimalString | null;
  /** The base price of the day's limits; null only for a first day without history. */
  prevClose: DecimalString | null;
  /** last - prevClose, and that as a percentage with two decimals; null without a prevClose. */
  change: DecimalString | null;
  changePercent: DecimalString | null;
  /** Shares traded this trading day. */
  volume: number;
  /** Yen traded this trading day. */
  turnover: DecimalString;
  /** `trades`: the sum of every trade; `bar-estimate`: close x volume per bar (replayed bars). */
  turnoverBasis: 'trades' | 'bar-estimate';
  limitUp: DecimalString;
  limitDown: DecimalString;
  sessionState: SessionState;
  /** Market time of this quote, epoch ms. */
  time: number;
  /** Per-symbol sequence number of the last update published for this symbol (0 before any). */
  seq: number;
  source: DataSource;
  simulated: boolean;
}

export interface BookLevel {
  price: DecimalString;
  sizeShares: number;
}

export interface OrderBook {
  symbol: string;
  /** Best first: bids descending, asks ascending; at most five each, fewer at a price limit. */
  bids: BookLevel[];
  asks: BookLevel[];
  time: number;
  seq: number;
  sessionState: SessionState;
  source: DataSource;
  /** `simulated` for the simulator's book; `synthesized` when made up around replayed prices. */
  basis: 'simulated' | 'synthesized';
}

export interface CandlePage {
  candles: Candle[];
  /** Pass as `before` to get the next older page; null when there is nothing older. */
  nextBefore: number | null;
}

export type IndexMethodology = 'price-weighted' | 'cap-weighted';

export interface IndexQuote {
  code: string;
  names: { ja: string; en: string; 'zh-TW': string };
  methodology: IndexMethodology;
  description: string;
  constituentCount: number;
  /** The index's value on its base day (at the open). */
  baseValue: DecimalString;
  baseDay: IsoDate;
  /** Price-weighted only: sum of constituent prices (yen) / divisor = index value. */
  divisor: DecimalString | null;
  tradingDay: IsoDate;
  /** Index values have two decimals. */
  last: DecimalString;
  open: DecimalString | null;
  high: DecimalString | null;
  low: DecimalString | null;
  prevClose: DecimalString | null;
  change: DecimalString | null;
  changePercent: DecimalString | null;
  sessionState: SessionState;
  time: number;
  seq: number;
  source: DataSource;
  simulated: boolean;
}

export type MarketUpdate =
  | { kind: 'quote'; symbol: string; seq: number; time: number; quote: Quote }
  | { kind: 'index'; symbol: string; seq: number; time: number; index: IndexQuote };

export type MarketListener = (update: MarketUpdate) => void;

export class UnknownSymbolError extends Error {
  constructor(readonly symbol: string) {
    super(`unknown symbol or index: ${symbol}`);
    this.name = 'UnknownSymbolError';
  }
}
