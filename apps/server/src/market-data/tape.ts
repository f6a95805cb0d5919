import type { ExchangeCalendar, IsoDate } from '../platform/calendar';
import type { Bar } from './candles';
import type { Instrument } from './instruments';
import type { LimitBroadening, PriceLimitsTenths } from './limits';
import type { PriceTenths } from './price-units';
import type { DataSource, NewListing } from './provider';

/**
 * A market tape: the trading history of every instrument as far as it is known at a given
 * instant, in exact units (prices in tenths of a yen, see price-units.ts). The simulator
 * generates its tape, the replay reads it from CSV files; TapeMarket turns any tape into a
 * MarketDataProvider, so quotes, candles, indices and the live stream are computed one way for
 * every source, and a real feed only has to supply a tape too.
 *
 * A tape must never reveal the future: whatever it returns for `atMs` is what had happened by
 * then.
 */
export interface MarketTape {
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;
  readonly instruments: readonly Instrument[];
  readonly turnoverBasis: 'trades' | 'bar-estimate';
  readonly bookBasis: 'simulated' | 'synthesized';

  /**
   * The trading day quotes at `atMs` are about: the day in progress (also before its open and
   * after its close), or the last trading day when the market is closed all day.
   */
  quoteDayAt(atMs: number): IsoDate;

  /** The first day with 1-minute data (the same for every symbol); intraday candles start here. */
  readonly firstMinuteDay: IsoDate;

  /** Days with 1-minute data strictly before `day`, oldest first (the same for every symbol). */
  minuteDaysBefore(day: IsoDate): readonly IsoDate[];

  /**
   * Completed daily bars strictly before `day`, oldest first. Days that have 1-minute data are
   * the aggregate of their minutes; older days come from daily data.
   */
  dailyBarsBefore(symbol: string, day: IsoDate): readonly Bar[];

  /** The first daily bar on the tape (its open is the base of the indices), if any. */
  firstDailyBar(symbol: string): Bar | null;

  /** The 1-minute bars of `day` visible at `atMs`; the last may still be forming. */
  minuteBarsAt(symbol: string, day: IsoDate, atMs: number): readonly Bar[];

  /** The day's bar so far at `atMs` (the aggregate of minuteBarsAt), or null before any trade. */
  dayBarAt(symbol: string, day: IsoDate, atMs: number): Bar | null;

  /** The close of the trading day before `day` (the base of its price limits), if known. */
  previousClose(symbol: string, day: IsoDate): PriceTenths | null;

  /**
   * The sides of `day`'s limits the exchange broadened (limit-broadening.ts): decided by the days
   * before it, so quotes, books and order checks all see the same limits.
   */
  limitBroadening(symbol: string, day: IsoDate): LimitBroadening;

  /** Turnover and the time of the last trade of `day` as of `atMs`. */
  tradeStats(symbol: string, day: IsoDate, atMs: number): TradeStats;

  /** The order book at `atMs`, around the last price and inside the day's limits. */
  book(symbol: string, atMs: number, context: BookContext): RawBook;

  /** Changes whenever anything a symbol's quote or book shows at `atMs` changes. */
  revisionAt(symbol: string, atMs: number): string;

  /**
   * Optional spare work after each tick at `atMs` (a simulated tape makes what the next ticks will
   * ask for); must change nothing the tape shows.
   */
  prepareAhead?(atMs: number): void;

  /** Changes whenever an index computed from the tape could change. */
  marketRevisionAt(atMs: number): string;

  /**
   * Adds a new listing (provider.ts, `list`). Only a tape that makes its own prices can: a
   * recorded one has no data for a name it never saw.
   */
  list?(listing: NewListing): void;

  /**
   * How day `day` of `symbol` ended at its upper price limit, from the source's own model: null
   * when the day did not close at that limit (limit-close.ts). Only a tape that models the trades
   * and the book at the limit can say; a recorded tape of bars leaves it out.
   */
  limitUpClose?(symbol: string, day: IsoDate): RawLimitUpClose | null;
}

export interface RawLimitUpClose {
  limitTenths: PriceTenths;
  /** Shares the closing auction (the day's last minute) sold at the limit price. */
  supplyShares: number;
  /** Shares still bid at the limit in the book after the close (the queue left over). */
  queuedBidShares: number;
  /** The whole day traded at the limit (open, high, low and close there). */
  wholeDayAtLimit: boolean;
}

export interface TradeStats {
  /** Yen traded, in tenths of a yen. */
  turnoverTenths: bigint;
  lastTradeTimeMs: number | null;
}

export interface BookContext {
  day: IsoDate;
  lastTenths: PriceTenths;
  limits: PriceLimitsTenths;
}

export interface RawBookLevel {
  priceTenths: PriceTenths;
  sizeShares: number;
}

export interface RawBook {
  bids: RawBookLevel[];
  asks: RawBookLevel[];
}
