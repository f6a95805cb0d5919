import type { Clock } from '../platform/clock';
import {
  dayNumberOf,
  jpxCalendar,
  type ExchangeCalendar,
  type IsoDate,
} from '../platform/calendar';
import type { Bar } from './candles';
import type { IndexDefinition } from './index-definitions';
import type { LimitBroadening } from './limits';
import { bundledInstruments, type Instrument } from './instruments';
import { buildBook } from './order-book';
import { decimalToTenths, type PriceTenths } from './price-units';
import { hashSeed, Prng } from './prng';
import type { DataSource, NewListing } from './provider';
import { DailyChain, symbolModel } from './sim-daily';
import { MarketFactor } from './sim-volatility';
import { SimulatedDays, type MarketPosition } from './sim-days';
import { MarketMinuteNoise, SimulatedSymbol, type SimulationContext } from './sim-symbol';
import { limitUpCloseOf } from './limit-close';
import type { BookContext, MarketTape, RawBook, RawLimitUpClose, TradeStats } from './tape';

export interface SimulatorOptions {
  clock: Clock;
  /** Same seed, same history start and calendar: the same market, on any machine. Default 1. */
  seed?: number;
  /** jpxCalendar (default) or the labelled alwaysOpenDemoCalendar. */
  calendar?: ExchangeCalendar;
  instruments?: readonly Instrument[];
  indices?: readonly IndexDefinition[];
  /**
   * The first simulated day. Fixed (not "two years before now") so the market is the same after
   * a restart; it must lie at least two years before the clock's time. Default 2023-01-04 (the
   * first session of 2023), so history grows by about 245 days a year.
   */
  historyStart?: IsoDate;
  /** Sessions of 1-minute history before the current day, generated on first start. Default 10. */
  minuteHistorySessions?: number;
  /** Trades per minute per name: how often a quote moves. At least 4. Default 12 (every 5 s). */
  printsPerMinute?: number;
  /** Shares per trading unit for volume and book sizes. Default 100 (the TSE unit). */
  unitShares?: number;
  /**
   * The demo's headline of the day (docs/market-data.md): every trading day news lifts one of the
   * growth names (the "other" tick table) to its upper limit for the whole day, given back the
   * next, so there is always a stock to grab at its limit. Off by default (tests, history studies).
   */
  headlines?: boolean;
  onError?: (error: unknown) => void;
}

export const DEFAULT_HISTORY_START: IsoDate = '2023-01-04';

/**
 * Symbols whose next minute's prints a tick makes ahead (prepareAhead): 123 names at two a tick
 * and four ticks a second are ready 15 s into the minute, at a fraction of a millisecond a tick.
 */
const PREPARED_PER_TICK = 2;
const MINIMUM_HISTORY_DAYS = 730;

/**
 * The built-in simulated exchange as a tape: deterministic for its seed, generated lazily per
 * name and per day, never showing anything later than the instant asked about. The days live in
 * sim-days.ts, each name's generated data in sim-symbol.ts; this class answers the tape's
 * questions from them and decides how long generated minutes are kept.
 */
export class SimulatedTape implements MarketTape {
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;
  readonly turnoverBasis = 'trades' as const;
  readonly bookBasis = 'simulated' as const;
  readonly firstMinuteDay: IsoDate;
  readonly historyStart: IsoDate;
  private readonly seed: number;
  private readonly printsPerMinute: number;
  private readonly unitShares: number;
  private readonly days: SimulatedDays;
  private readonly symbols = new Map<string, SimulatedSymbol>();
  /** The bundled names, then new listings in the order they were listed. */
  private readonly listedInstruments: Instrument[];
  private readonly context: SimulationContext;
  private readonly minimumDailyUnits: number;
  /** Generated minute data is kept for this many sessions back; older days are regenerated. */
  private readonly keptSessions: number;
  private newestDayIndex = -1;

  constructor(options: SimulatorOptions) {
    this.seed = options.seed ?? 1;
    if (!Number.isSafeInteger(this.seed)) throw new RangeError('seed must be an integer');
    this.calendar = options.calendar ?? jpxCalendar;
    this.listedInstruments = [...(options.instruments ?? bundledInstruments())];
    this.printsPerMinute = options.printsPerMinute ?? 12;
    if (
      !Number.isInteger(this.printsPerMinute) ||
      this.printsPerMinute < 4 ||
      60_000 % this.printsPerMinute !== 0
    ) {
      throw new RangeError(
        'printsPerMinute must be an integer of at least 4 that divides a minute',
      );
    }
    this.unitShares = options.unitShares ?? 100;
    const requestedStart = options.historyStart ?? DEFAULT_HISTORY_START;
    this.historyStart = this.calendar.isTradingDay(requestedStart)
      ? requestedStart
      : this.calendar.nextTradingDay(requestedStart);
    this.days = new SimulatedDays(this.calendar, this.historyStart, this.printsPerMinute);

    const today = this.quoteDayAt(options.clock.now().getTime());
    if (dayNumberOf(today) - dayNumberOf(this.historyStart) < MINIMUM_HISTORY_DAYS) {
      throw new RangeError(
        `historyStart ${this.historyStart} must be at least two years before ${today}`,
      );
    }
    const minuteSessions = options.minuteHistorySessions ?? 10;
    this.firstMinuteDay = this.calendar.addTradingDays(today, -minuteSessions);
    this.keptSessions = minuteSessions + 1;
    const calendarNote = this.calendar.isDemo ? `, ${this.calendar.label}` : '';
    this.source = {
      kind: 'simulated',
      simulated: true,
      label: `Simulated market (seed ${this.seed})${calendarNote}. Not real prices.`,
    };
    this.context = {
      seed: this.seed,
      days: this.days,
      market: new MarketFactor(
        this.seed,
        options.headlines
          ? this.listedInstruments
              .filter((instrument) => instrument.tickTable === 'other')
              .map((instrument) => instrument.symbol)
              .sort()
          : [],
      ),
      marketMinutes: new MarketMinuteNoise(this.seed),
      printsPerMinute: this.printsPerMinute,
      unitShares: this.unitShares,
      newestDayIndex: () => this.newestDayIndex,
    };
    // The most minutes any day of this calendar has, times one unit per print.
    this.minimumDailyUnits = this.days.sessionMinutesOn(this.historyStart) * this.printsPerMinute;
    for (const instrument of this.listedInstruments) {
      const model = symbolModel(this.seed, instrument, this.unitShares);
      const chain = new DailyChain(this.seed, model, this.minimumDailyUnits);
      this.symbols.set(
        instrument.symbol,
        new SimulatedSymbol(instrument, model, chain, this.context),
      );
    }
  }

  get instruments(): readonly Instrument[] {
    return this.listedInstruments;
  }

  /**
   * Lists a new name (a new share offering reaching the market): from its first trading day (the
   * listing date, or the next trading day) it trades like every other name, its first day's limits
   * from the offering price (the instrument's reference price, also its model's anchor). Nothing
   * exists before that day. Deterministic: the same listing gives the same prices in every
   * process and after every restart. A symbol already known is left as it is.
   */
  list(listing: NewListing): void {
    const { instrument } = listing;
    if (this.symbols.has(instrument.symbol)) return;
    const firstDay = this.calendar.isTradingDay(listing.firstDay)
      ? listing.firstDay
      : this.calendar.nextTradingDay(listing.firstDay);
    const model = symbolModel(this.seed, instrument, this.unitShares);
    const chain = new DailyChain(this.seed, model, this.minimumDailyUnits, {
      firstDayIndex: this.days.index(firstDay),
      basePrice: decimalToTenths(instrument.referencePrice),
    });
    this.symbols.set(
      instrument.symbol,
      new SimulatedSymbol(instrument, model, chain, this.context),
    );
    this.listedInstruments.push(instrument);
  }

  quoteDayAt(atMs: number): IsoDate {
    return this.days.quoteDayAt(atMs);
  }

  minuteDaysBefore(day: IsoDate): readonly IsoDate[] {
    return this.days.between(this.days.index(this.firstMinuteDay), this.days.index(day));
  }

  dailyBarsBefore(symbol: string, day: IsoDate): readonly Bar[] {
    const state = this.state(symbol);
    return state.dailyBarsBefore(this.days.index(day), this.days.index(this.firstMinuteDay));
  }

  firstDailyBar(symbol: string): Bar | null {
    const [first] = this.dailyBarsBefore(symbol, this.calendar.nextTradingDay(this.historyStart));
    return first ?? null;
  }

  minuteBarsAt(symbol: string, day: IsoDate, atMs: number): readonly Bar[] {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.days.index(day);
    if (dayIndex < this.days.index(this.firstMinuteDay) || !state.listedOn(dayIndex)) return [];
    if (dayIndex > position.dayIndex) return [];
    if (dayIndex < position.dayIndex)
      return state.minuteBars(dayIndex, this.days.minuteCount(dayIndex), null);
    return state.minuteBars(dayIndex, position.completedMinutes, position.forming);
  }

  dayBarAt(symbol: string, day: IsoDate, atMs: number): Bar | null {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.days.index(day);
    if (
      dayIndex > position.dayIndex ||
      dayIndex < this.days.index(this.firstMinuteDay) ||
      !state.listedOn(dayIndex)
    )
      return null;
    if (dayIndex < position.dayIndex) return state.minuteDayBar(dayIndex);
    return state.dayBarSoFar(dayIndex, position.completedMinutes, position.forming);
  }

  previousClose(symbol: string, day: IsoDate): PriceTenths | null {
    const state = this.state(symbol);
    const index = this.days.index(day);
    state.extendDailyTo(index);
    return state.chain.closeBefore(index);
  }

  limitBroadening(symbol: string, day: IsoDate): LimitBroadening {
    const state = this.state(symbol);
    const index = this.days.index(day);
    state.extendDailyTo(index);
    return state.chain.broadeningOn(index);
  }

  tradeStats(symbol: string, day: IsoDate, atMs: number): TradeStats {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.days.index(day);
    if (
      dayIndex > position.dayIndex ||
      dayIndex < this.days.index(this.firstMinuteDay) ||
      !state.listedOn(dayIndex)
    ) {
      return { turnoverTenths: 0n, lastTradeTimeMs: null };
    }
    const current = dayIndex === position.dayIndex;
    const completed = current ? position.completedMinutes : this.days.minuteCount(dayIndex);
    return state.tradeStats(dayIndex, completed, current ? position.forming : null);
  }

  book(symbol: string, atMs: number, context: BookContext): RawBook {
    return this.bookAtRevision(symbol, this.revisionAt(symbol, atMs), context);
  }

  /**
   * How the day ended at its upper limit (limit-close.ts): the closing minute's prints at the
   * limit and the bids the book shows at the limit after the close (the revision the tape gives
   * any instant after that day's close), both from the model's own seeded streams, so asking
   * never moves a price.
   */
  limitUpClose(symbol: string, day: IsoDate): RawLimitUpClose | null {
    const state = this.state(symbol);
    const dayIndex = this.days.index(day);
    if (!state.listedOn(dayIndex)) return null;
    const minutes = this.days.minuteCount(dayIndex);
    return limitUpCloseOf(state, dayIndex, this.unitShares, (limits) =>
      this.bookAtRevision(symbol, `${day}|${minutes}`, {
        day,
        lastTenths: limits.limitUpTenths,
        limits,
      }),
    );
  }

  private bookAtRevision(symbol: string, revision: string, context: BookContext): RawBook {
    const state = this.state(symbol);
    const dayIndex = this.days.index(context.day);
    state.extendDailyTo(dayIndex + 1);
    const printsPerDay = this.days.minuteCount(dayIndex) * this.printsPerMinute;
    const unitsPerPrint = state.chain.volumeUnits[dayIndex]! / printsPerDay;
    const rng = new Prng(hashSeed(this.seed, symbol, 'book', revision));
    return buildBook(rng, {
      lastTenths: context.lastTenths,
      table: state.instrument.tickTable,
      limits: context.limits,
      typicalLevelUnits: Math.max(1, unitsPerPrint * 2),
      unitShares: this.unitShares,
    });
  }

  revisionAt(_symbol: string, atMs: number): string {
    const { day, completedMinutes, forming } = this.position(atMs);
    return forming ? `${day}|${forming.minute}|${forming.print}` : `${day}|${completedMinutes}`;
  }

  marketRevisionAt(atMs: number): string {
    const { day, completedMinutes } = this.position(atMs);
    return `${day}|${completedMinutes}`;
  }

  /**
   * Spare work after a tick (TapeMarket.advanceTo): the next minute's prints of a few symbols, so
   * that a minute's turn finds them made instead of making every symbol's in one tick. Changes
   * nothing the tape shows: the prints are the model's own, seeded by symbol, day and minute.
   */
  prepareAhead(atMs: number): void {
    const { dayIndex, forming } = this.position(atMs);
    if (!forming || forming.minute + 1 >= this.days.minuteCount(dayIndex)) return;
    let left = PREPARED_PER_TICK;
    for (const state of this.symbols.values()) {
      if (left === 0) return;
      if (state.listedOn(dayIndex) && state.prepare(dayIndex, forming.minute + 1)) left -= 1;
    }
  }

  /**
   * Generates everything the market shows on first start: every name's daily history to today
   * and its 1-minute history. Returns how long each part took (milliseconds).
   */
  warmUp(atMs: number): { dailyMs: number; minuteMs: number } {
    const position = this.position(atMs);
    const started = performance.now();
    for (const state of this.symbols.values()) state.extendDailyTo(position.dayIndex + 1);
    const dailyDone = performance.now();
    for (const state of this.symbols.values()) {
      const first = Math.max(this.days.index(this.firstMinuteDay), state.chain.firstDayIndex);
      for (let i = first; i <= position.dayIndex; i += 1) state.minutePath(i);
    }
    return { dailyMs: dailyDone - started, minuteMs: performance.now() - dailyDone };
  }

  private state(symbol: string): SimulatedSymbol {
    const state = this.symbols.get(symbol);
    if (!state) throw new Error(`unknown symbol ${symbol}`);
    return state;
  }

  /**
   * Where the market stands at `atMs`. Reaching a new day forgets generated minute data of days
   * more than `keptSessions` back: a long-running server would otherwise keep every day it has
   * seen.
   */
  private position(atMs: number): MarketPosition {
    const position = this.days.position(atMs);
    if (position.dayIndex > this.newestDayIndex) {
      this.newestDayIndex = position.dayIndex;
      const forgetBefore = position.dayIndex - this.keptSessions;
      for (const state of this.symbols.values()) state.forgetBefore(forgetBefore);
      this.days.forgetBefore(forgetBefore);
    }
    return position;
  }
}
