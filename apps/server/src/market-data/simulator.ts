import type { Clock } from '../platform/clock';
import {
  dayNumberOf,
  jpxCalendar,
  jstDateOf,
  jstInstantMs,
  MS_PER_MINUTE,
  type ExchangeCalendar,
  type IsoDate,
} from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import { DEFAULT_INDEX_DEFINITIONS, type IndexDefinition } from './indices';
import { bundledInstruments, type Instrument } from './instruments';
import { buildBook } from './order-book';
import { maxBigint, minBigint, type PriceTenths } from './price-units';
import { hashSeed, Prng } from './prng';
import type { DataSource } from './provider';
import { DailyChain, MarketFactor, symbolModel, type SymbolModel } from './sim-daily';
import {
  generateMinutePath,
  generatePrints,
  volumeProfile,
  type MinutePath,
  type Prints,
} from './sim-intraday';
import { TapeMarket } from './tape-market';
import type { BookContext, MarketTape, RawBook, TradeStats } from './tape';

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
  onError?: (error: unknown) => void;
}

export const DEFAULT_HISTORY_START: IsoDate = '2023-01-04';
const MINIMUM_HISTORY_DAYS = 730;

/** Where the market clock stands for the whole market at an instant. */
interface MarketPosition {
  day: IsoDate;
  dayIndex: number;
  /** Minutes of the day that have finished. */
  completedMinutes: number;
  /** The minute in progress and how many of its prints have happened (0-based index). */
  forming: { minute: number; print: number } | null;
}

interface MinutePrefix {
  high: BigInt64Array;
  low: BigInt64Array;
  volumeUnits: Float64Array;
}

interface SymbolState {
  instrument: Instrument;
  model: SymbolModel;
  chain: DailyChain;
  minutePaths: Map<number, MinutePath>;
  minuteDayBars: Map<number, Bar>;
  prefixes: Map<number, MinutePrefix>;
  /** Per day index: turnover (tenths) of the day's first n minutes at [n], filled lazily. */
  cumulativeTurnover: Map<number, bigint[]>;
  lastPrints: { key: string; prints: Prints } | null;
  /** Finished minute bars of the day in progress. */
  today: { dayIndex: number; bars: Bar[] } | null;
}

/**
 * The built-in simulated exchange as a tape: deterministic for its seed, generated lazily per
 * name and per day, never showing anything later than the instant asked about.
 */
export class SimulatedTape implements MarketTape {
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;
  readonly instruments: readonly Instrument[];
  readonly turnoverBasis = 'trades' as const;
  readonly bookBasis = 'simulated' as const;
  readonly firstMinuteDay: IsoDate;
  readonly historyStart: IsoDate;
  private readonly seed: number;
  private readonly printsPerMinute: number;
  private readonly unitShares: number;
  private readonly market: MarketFactor;
  private readonly days: IsoDate[] = [];
  private readonly dayIndexByDate = new Map<IsoDate, number>();
  private readonly symbols = new Map<string, SymbolState>();
  private readonly minuteStarts = new Map<number, Float64Array>();
  private readonly marketNoise = new Map<number, Float64Array>();
  private readonly profiles = new Map<string, Float64Array>();
  private lastPosition: { atMs: number; position: MarketPosition } | null = null;
  /** Generated minute data is kept for this many sessions back; older days are regenerated. */
  private readonly keptSessions: number;
  private newestDayIndex = -1;

  constructor(options: SimulatorOptions) {
    this.seed = options.seed ?? 1;
    if (!Number.isSafeInteger(this.seed)) throw new RangeError('seed must be an integer');
    this.calendar = options.calendar ?? jpxCalendar;
    this.instruments = options.instruments ?? bundledInstruments();
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
    this.market = new MarketFactor(this.seed);
    const requestedStart = options.historyStart ?? DEFAULT_HISTORY_START;
    this.historyStart = this.calendar.isTradingDay(requestedStart)
      ? requestedStart
      : this.calendar.nextTradingDay(requestedStart);
    this.days.push(this.historyStart);
    this.dayIndexByDate.set(this.historyStart, 0);

    const nowMs = options.clock.now().getTime();
    const today = this.quoteDayAt(nowMs);
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
    for (const instrument of this.instruments) {
      const model = symbolModel(this.seed, instrument, this.unitShares);
      this.symbols.set(instrument.symbol, {
        instrument,
        model,
        chain: new DailyChain(this.seed, model, this.minimumDailyUnits()),
        minutePaths: new Map(),
        minuteDayBars: new Map(),
        prefixes: new Map(),
        cumulativeTurnover: new Map(),
        lastPrints: null,
        today: null,
      });
    }
  }

  quoteDayAt(atMs: number): IsoDate {
    const status = this.calendar.sessionStateAt(new Date(atMs));
    return status.tradingDay ?? this.calendar.previousTradingDay(jstDateOf(atMs));
  }

  minuteDaysBefore(day: IsoDate): readonly IsoDate[] {
    const from = this.dayIndex(this.firstMinuteDay);
    const to = this.dayIndex(day);
    return this.days.slice(from, Math.max(from, to));
  }

  dailyBarsBefore(symbol: string, day: IsoDate): readonly Bar[] {
    const state = this.state(symbol);
    const end = this.dayIndex(day);
    const firstMinuteIndex = this.dayIndex(this.firstMinuteDay);
    state.chain.extendTo(end, this.market);
    const bars: Bar[] = [];
    for (let i = 0; i < Math.min(end, firstMinuteIndex); i += 1) {
      const { chain } = state;
      bars.push({
        timeMs: jstInstantMs(this.days[i]!, 0),
        open: chain.open[i]!,
        high: chain.high[i]!,
        low: chain.low[i]!,
        close: chain.close[i]!,
        volume: chain.volumeUnits[i]! * this.unitShares,
      });
    }
    // Days with minute data: the aggregate of their minutes (equal to the daily model by
    // construction, and tested to be).
    for (let i = firstMinuteIndex; i < end; i += 1) bars.push(this.minuteDayBar(state, i));
    return bars;
  }

  firstDailyBar(symbol: string): Bar | null {
    const [first] = this.dailyBarsBefore(symbol, this.calendar.nextTradingDay(this.historyStart));
    return first ?? null;
  }

  minuteBarsAt(symbol: string, day: IsoDate, atMs: number): readonly Bar[] {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.dayIndex(day);
    if (dayIndex < this.dayIndex(this.firstMinuteDay)) return [];
    if (dayIndex > position.dayIndex) return [];
    if (dayIndex < position.dayIndex)
      return this.minuteBars(state, dayIndex, this.minuteCount(dayIndex), null);
    return this.minuteBars(state, dayIndex, position.completedMinutes, position.forming);
  }

  dayBarAt(symbol: string, day: IsoDate, atMs: number): Bar | null {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.dayIndex(day);
    if (dayIndex > position.dayIndex || dayIndex < this.dayIndex(this.firstMinuteDay)) return null;
    if (dayIndex < position.dayIndex) return this.minuteDayBar(state, dayIndex);
    const { completedMinutes, forming } = position;
    const prefix = this.prefix(state, dayIndex);
    const path = this.minutePath(state, dayIndex);
    let bar: Bar | null =
      completedMinutes > 0
        ? {
            timeMs: jstInstantMs(day, 0),
            open: path.open[0]!,
            high: prefix.high[completedMinutes - 1]!,
            low: prefix.low[completedMinutes - 1]!,
            close: path.close[completedMinutes - 1]!,
            volume: prefix.volumeUnits[completedMinutes - 1]! * this.unitShares,
          }
        : null;
    if (forming) {
      const partial = this.formingBar(state, dayIndex, forming);
      bar = bar
        ? {
            ...bar,
            high: maxBigint(bar.high, partial.high),
            low: minBigint(bar.low, partial.low),
            close: partial.close,
            volume: bar.volume + partial.volume,
          }
        : { ...partial, timeMs: jstInstantMs(day, 0) };
    }
    return bar;
  }

  previousClose(symbol: string, day: IsoDate): PriceTenths | null {
    const state = this.state(symbol);
    const index = this.dayIndex(day);
    state.chain.extendTo(index, this.market);
    return state.chain.closeBefore(index);
  }

  tradeStats(symbol: string, day: IsoDate, atMs: number): TradeStats {
    const state = this.state(symbol);
    const position = this.position(atMs);
    const dayIndex = this.dayIndex(day);
    if (dayIndex > position.dayIndex || dayIndex < this.dayIndex(this.firstMinuteDay)) {
      return { turnoverTenths: 0n, lastTradeTimeMs: null };
    }
    const current = dayIndex === position.dayIndex;
    const completed = current ? position.completedMinutes : this.minuteCount(dayIndex);
    let turnover = this.turnoverThrough(state, dayIndex, completed);
    const starts = this.minuteStartTimes(dayIndex);
    const printMs = MS_PER_MINUTE / this.printsPerMinute;
    let lastTradeTimeMs =
      completed > 0 ? starts[completed - 1]! + (this.printsPerMinute - 1) * printMs : null;
    const forming = current ? position.forming : null;
    if (forming) {
      const prints = this.prints(state, dayIndex, forming.minute);
      for (let k = 0; k <= forming.print; k += 1) {
        turnover += prints.prices[k]! * BigInt(prints.units[k]! * this.unitShares);
      }
      lastTradeTimeMs = starts[forming.minute]! + forming.print * printMs;
    }
    return { turnoverTenths: turnover, lastTradeTimeMs };
  }

  book(symbol: string, atMs: number, context: BookContext): RawBook {
    const state = this.state(symbol);
    const dayIndex = this.dayIndex(context.day);
    state.chain.extendTo(dayIndex + 1, this.market);
    const printsPerDay = this.minuteCount(dayIndex) * this.printsPerMinute;
    const unitsPerPrint = state.chain.volumeUnits[dayIndex]! / printsPerDay;
    const rng = new Prng(hashSeed(this.seed, symbol, 'book', this.revisionAt(symbol, atMs)));
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
   * Generates everything the market shows on first start: every name's daily history to today
   * and its 1-minute history. Returns how long each part took (milliseconds).
   */
  warmUp(atMs: number): { dailyMs: number; minuteMs: number } {
    const position = this.position(atMs);
    const started = performance.now();
    for (const state of this.symbols.values())
      state.chain.extendTo(position.dayIndex + 1, this.market);
    const dailyDone = performance.now();
    for (const state of this.symbols.values()) {
      for (let i = this.dayIndex(this.firstMinuteDay); i <= position.dayIndex; i += 1)
        this.minutePath(state, i);
    }
    return { dailyMs: dailyDone - started, minuteMs: performance.now() - dailyDone };
  }

  private state(symbol: string): SymbolState {
    const state = this.symbols.get(symbol);
    if (!state) throw new Error(`unknown symbol ${symbol}`);
    return state;
  }

  /** Index of a trading day from the history start, extending the day list as needed. */
  private dayIndex(day: IsoDate): number {
    const known = this.dayIndexByDate.get(day);
    if (known !== undefined) return known;
    if (day < this.historyStart)
      throw new RangeError(`${day} is before the simulated history (${this.historyStart})`);
    if (!this.calendar.isTradingDay(day)) throw new RangeError(`${day} is not a trading day`);
    while (this.days[this.days.length - 1]! < day) {
      const next = this.calendar.nextTradingDay(this.days[this.days.length - 1]!);
      this.dayIndexByDate.set(next, this.days.length);
      this.days.push(next);
    }
    return this.dayIndexByDate.get(day)!;
  }

  private position(atMs: number): MarketPosition {
    if (this.lastPosition?.atMs === atMs) return this.lastPosition.position;
    const day = this.quoteDayAt(atMs);
    const dayIndex = this.dayIndex(day);
    let completedMinutes = 0;
    let forming: MarketPosition['forming'] = null;
    for (const session of this.calendar.sessionsOn(day)) {
      const opens = session.opensAt.getTime();
      const closes = session.closesAt.getTime();
      if (atMs < opens) break;
      if (atMs >= closes) {
        completedMinutes += (closes - opens) / MS_PER_MINUTE;
        continue;
      }
      const elapsed = atMs - opens;
      completedMinutes += Math.floor(elapsed / MS_PER_MINUTE);
      const intoMinute = elapsed % MS_PER_MINUTE;
      forming = {
        minute: completedMinutes,
        print: Math.floor(intoMinute / (MS_PER_MINUTE / this.printsPerMinute)),
      };
      break;
    }
    const position = { day, dayIndex, completedMinutes, forming };
    this.lastPosition = { atMs, position };
    if (dayIndex > this.newestDayIndex) {
      this.newestDayIndex = dayIndex;
      this.evictBefore(dayIndex - this.keptSessions);
    }
    return position;
  }

  /**
   * Forgets generated minute data of days before `dayIndex`. A long-running server would
   * otherwise keep every day it has seen; anything evicted is regenerated identically if asked
   * for again (the model is deterministic), so only memory changes.
   */
  private evictBefore(dayIndex: number): void {
    const stale = (key: number) => key < dayIndex;
    for (const state of this.symbols.values()) {
      for (const map of [state.minutePaths, state.prefixes, state.cumulativeTurnover]) {
        for (const key of [...map.keys()]) if (stale(key)) map.delete(key);
      }
    }
    for (const key of [...this.minuteStarts.keys()]) if (stale(key)) this.minuteStarts.delete(key);
  }

  /** A finished minute day's daily bar, aggregated from its minutes once. */
  private minuteDayBar(state: SymbolState, dayIndex: number): Bar {
    let bar = state.minuteDayBars.get(dayIndex);
    if (!bar) {
      [bar] = aggregateBars(
        this.minuteBars(state, dayIndex, this.minuteCount(dayIndex), null),
        '1d',
      );
      if (!bar) throw new Error(`no minutes on ${this.days[dayIndex]}`);
      state.minuteDayBars.set(dayIndex, bar);
    }
    return bar;
  }

  private minuteCount(dayIndex: number): number {
    return this.minuteStartTimes(dayIndex).length;
  }

  /** Start instants of every session minute of a day. */
  private minuteStartTimes(dayIndex: number): Float64Array {
    let starts = this.minuteStarts.get(dayIndex);
    if (!starts) {
      const sessions = this.calendar.sessionsOn(this.days[dayIndex]!);
      const list: number[] = [];
      for (const session of sessions) {
        for (let t = session.opensAt.getTime(); t < session.closesAt.getTime(); t += MS_PER_MINUTE)
          list.push(t);
      }
      starts = Float64Array.from(list);
      this.minuteStarts.set(dayIndex, starts);
    }
    return starts;
  }

  private minimumDailyUnits(): number {
    // The most minutes any day of this calendar has, times one unit per print.
    const sample = this.calendar.sessionsOn(this.historyStart);
    const minutes = sample.reduce(
      (sum, s) => sum + (s.closesAt.getTime() - s.opensAt.getTime()) / MS_PER_MINUTE,
      0,
    );
    return minutes * this.printsPerMinute;
  }

  private minutePath(state: SymbolState, dayIndex: number): MinutePath {
    let path = state.minutePaths.get(dayIndex);
    if (path) return path;
    state.chain.extendTo(dayIndex + 1, this.market);
    const { chain, model } = state;
    const day = this.days[dayIndex]!;
    const dayNumber = dayNumberOf(day);
    const minutes = this.minuteCount(dayIndex);
    path = generateMinutePath(
      new Prng(hashSeed(this.seed, model.symbol, dayNumber, 'minutes')),
      {
        open: chain.open[dayIndex]!,
        high: chain.high[dayIndex]!,
        low: chain.low[dayIndex]!,
        close: chain.close[dayIndex]!,
        volumeUnits: chain.volumeUnits[dayIndex]!,
      },
      {
        table: model.table,
        dailySigma: model.dailySigma,
        marketCorrelation: model.marketCorrelation,
        marketNoise: this.marketMinuteNoise(dayNumber, minutes),
        volumeProfile: this.profile(dayIndex),
        printsPerMinute: this.printsPerMinute,
      },
    );
    state.minutePaths.set(dayIndex, path);
    return path;
  }

  private marketMinuteNoise(dayNumber: number, minutes: number): Float64Array {
    let noise = this.marketNoise.get(dayNumber);
    if (!noise) {
      const rng = new Prng(hashSeed(this.seed, 'market-minutes', dayNumber));
      noise = Float64Array.from({ length: minutes }, () => rng.normal());
      this.marketNoise.set(dayNumber, noise);
    }
    return noise;
  }

  private profile(dayIndex: number): Float64Array {
    const lengths = this.calendar
      .sessionsOn(this.days[dayIndex]!)
      .map((s) => (s.closesAt.getTime() - s.opensAt.getTime()) / MS_PER_MINUTE);
    const key = lengths.join(',');
    let profile = this.profiles.get(key);
    if (!profile) {
      profile = volumeProfile(lengths);
      this.profiles.set(key, profile);
    }
    return profile;
  }

  /** The prints of one minute; the minute in progress is kept, since quotes ask for it often. */
  private prints(state: SymbolState, dayIndex: number, minute: number): Prints {
    const key = `${dayIndex}|${minute}`;
    if (state.lastPrints?.key === key) return state.lastPrints.prints;
    const prints = this.generatePrintsOf(state, dayIndex, minute);
    state.lastPrints = { key, prints };
    return prints;
  }

  private generatePrintsOf(state: SymbolState, dayIndex: number, minute: number): Prints {
    const path = this.minutePath(state, dayIndex);
    return generatePrints(
      new Prng(
        hashSeed(
          this.seed,
          state.model.symbol,
          dayNumberOf(this.days[dayIndex]!),
          minute,
          'prints',
        ),
      ),
      {
        open: path.open[minute]!,
        high: path.high[minute]!,
        low: path.low[minute]!,
        close: path.close[minute]!,
        volumeUnits: path.volumeUnits[minute]!,
      },
      this.printsPerMinute,
      state.model.table,
    );
  }

  /**
   * Yen traded (tenths) in the first `minutes` minutes of a day: every print's price times its
   * size, accumulated minute by minute and kept, so each minute's prints are made once.
   */
  private turnoverThrough(state: SymbolState, dayIndex: number, minutes: number): bigint {
    let cumulative = state.cumulativeTurnover.get(dayIndex);
    if (!cumulative) {
      cumulative = [0n];
      state.cumulativeTurnover.set(dayIndex, cumulative);
    }
    while (cumulative.length <= minutes) {
      const minute = cumulative.length - 1;
      const prints = this.generatePrintsOf(state, dayIndex, minute);
      let turnover = cumulative[minute]!;
      for (let k = 0; k < prints.prices.length; k += 1) {
        turnover += prints.prices[k]! * BigInt(prints.units[k]! * this.unitShares);
      }
      cumulative.push(turnover);
    }
    return cumulative[minutes]!;
  }

  /** Running high, low and volume of a day's minutes, so a quote never walks the whole day. */
  private prefix(state: SymbolState, dayIndex: number): MinutePrefix {
    let prefix = state.prefixes.get(dayIndex);
    if (!prefix) {
      const path = this.minutePath(state, dayIndex);
      const count = path.open.length;
      prefix = {
        high: new BigInt64Array(count),
        low: new BigInt64Array(count),
        volumeUnits: new Float64Array(count),
      };
      for (let m = 0; m < count; m += 1) {
        prefix.high[m] = m === 0 ? path.high[0]! : maxBigint(prefix.high[m - 1]!, path.high[m]!);
        prefix.low[m] = m === 0 ? path.low[0]! : minBigint(prefix.low[m - 1]!, path.low[m]!);
        prefix.volumeUnits[m] = (m === 0 ? 0 : prefix.volumeUnits[m - 1]!) + path.volumeUnits[m]!;
      }
      state.prefixes.set(dayIndex, prefix);
    }
    return prefix;
  }

  /** The minute in progress as a bar: its prints so far. */
  private formingBar(
    state: SymbolState,
    dayIndex: number,
    forming: { minute: number; print: number },
  ): Bar {
    const prints = this.prints(state, dayIndex, forming.minute);
    let high = prints.prices[0]!;
    let low = high;
    let units = 0;
    for (let k = 0; k <= forming.print; k += 1) {
      const price = prints.prices[k]!;
      if (price > high) high = price;
      if (price < low) low = price;
      units += prints.units[k]!;
    }
    return {
      timeMs: this.minuteStartTimes(dayIndex)[forming.minute]!,
      open: prints.prices[0]!,
      high,
      low,
      close: prints.prices[forming.print]!,
      volume: units * this.unitShares,
    };
  }

  /**
   * Minute bars of a day: `completed` finished minutes, plus the minute in progress built from
   * its prints so far when `forming` is given.
   */
  private minuteBars(
    state: SymbolState,
    dayIndex: number,
    completed: number,
    forming: MarketPosition['forming'],
  ): Bar[] {
    if (dayIndex === this.newestDayIndex) {
      // The day in progress is asked for every few seconds: its finished minutes are kept.
      if (state.today?.dayIndex !== dayIndex) state.today = { dayIndex, bars: [] };
      const kept = state.today.bars;
      if (kept.length < completed)
        kept.push(...this.materialize(state, dayIndex, kept.length, completed));
      const bars = kept.slice(0, completed);
      if (forming) bars.push(this.formingBar(state, dayIndex, forming));
      return bars;
    }
    const bars = this.materialize(state, dayIndex, 0, completed);
    if (forming) bars.push(this.formingBar(state, dayIndex, forming));
    return bars;
  }

  /** Minute bars [from, to) of a day as objects. */
  private materialize(state: SymbolState, dayIndex: number, from: number, to: number): Bar[] {
    const path = this.minutePath(state, dayIndex);
    const starts = this.minuteStartTimes(dayIndex);
    const bars: Bar[] = [];
    for (let m = from; m < to; m += 1) {
      bars.push({
        timeMs: starts[m]!,
        open: path.open[m]!,
        high: path.high[m]!,
        low: path.low[m]!,
        close: path.close[m]!,
        volume: path.volumeUnits[m]! * this.unitShares,
      });
    }
    return bars;
  }
}

export interface WarmUpTimings {
  dailyMs: number;
  minuteMs: number;
  indicesMs: number;
  totalMs: number;
}

/** The built-in simulated exchange as a MarketDataProvider. Every quote says it is simulated. */
export class SimulatedMarket extends TapeMarket {
  private constructor(
    private readonly simulatedTape: SimulatedTape,
    options: SimulatorOptions,
  ) {
    super(simulatedTape, {
      clock: options.clock,
      indices: options.indices ?? DEFAULT_INDEX_DEFINITIONS,
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }

  static create(options: SimulatorOptions): SimulatedMarket {
    return new SimulatedMarket(new SimulatedTape(options), options);
  }

  /** The first simulated day and the first day with 1-minute data. */
  get historyStart(): IsoDate {
    return this.simulatedTape.historyStart;
  }

  get firstMinuteDay(): IsoDate {
    return this.simulatedTape.firstMinuteDay;
  }

  /**
   * Generates the whole history now (every name's daily bars and 1-minute days, and the indices)
   * instead of on first use, and says how long it took in milliseconds.
   */
  warmUp(): WarmUpTimings {
    const started = performance.now();
    const { dailyMs, minuteMs } = this.simulatedTape.warmUp(this.marketTime().getTime());
    const indicesStarted = performance.now();
    this.indices();
    const finished = performance.now();
    return { dailyMs, minuteMs, indicesMs: finished - indicesStarted, totalMs: finished - started };
  }
}

export function createSimulatedMarket(options: SimulatorOptions): SimulatedMarket {
  return SimulatedMarket.create(options);
}
