import { dayNumberOf, jstInstantMs, MS_PER_MINUTE } from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import type { Instrument } from './instruments';
import { maxBigint, minBigint } from './price-units';
import { hashSeed, Prng } from './prng';
import type { DailyChain, SymbolModel } from './sim-daily';
import type { MarketFactor } from './sim-volatility';
import type { MarketPosition, SimulatedDays } from './sim-days';
import { generateMinutePath, generatePrints, type MinutePath, type Prints } from './sim-intraday';
import type { TradeStats } from './tape';

/** What every simulated name shares: the seed, the days, the market's own moves, the units. */
export interface SimulationContext {
  readonly seed: number;
  readonly days: SimulatedDays;
  readonly market: MarketFactor;
  readonly marketMinutes: MarketMinuteNoise;
  readonly printsPerMinute: number;
  readonly unitShares: number;
  /** The newest day the market has reached: the one whose finished minutes are kept as bars. */
  newestDayIndex(): number;
}

type Forming = MarketPosition['forming'];
type KeptPrints = { key: string; prints: Prints };
const printsKey = (dayIndex: number, minute: number) => `${dayIndex}|${minute}`;

/** Market-wide minute shocks, one standard normal per session minute, shared by every name. */
export class MarketMinuteNoise {
  private readonly noise = new Map<number, Float64Array>();

  constructor(private readonly seed: number) {}

  of(dayNumber: number, minutes: number): Float64Array {
    let noise = this.noise.get(dayNumber);
    if (!noise) {
      const rng = new Prng(hashSeed(this.seed, 'market-minutes', dayNumber));
      noise = Float64Array.from({ length: minutes }, () => rng.normal());
      this.noise.set(dayNumber, noise);
    }
    return noise;
  }
}

interface MinutePrefix {
  high: BigInt64Array;
  low: BigInt64Array;
  volumeUnits: Float64Array;
}

/**
 * One simulated name: its daily chain, its 1-minute paths and prints generated per day on first
 * use (each from its own seed, so the order things are asked in never changes them), and the
 * running sums that keep a quote from walking the whole day.
 */
export class SimulatedSymbol {
  private readonly minutePaths = new Map<number, MinutePath>();
  private readonly minuteDayBars = new Map<number, Bar>();
  private readonly prefixes = new Map<number, MinutePrefix>();
  /** Per day index: turnover (tenths) of the day's first n minutes at [n], filled lazily. */
  private readonly cumulativeTurnover = new Map<number, bigint[]>();
  /**
   * Kept prints: the minute in progress (quotes ask for it at every tick), the minute before it
   * (the turnover of the finished minutes adds it up once, at the minute's turn) and the next
   * minute, made ahead (`prepare`).
   */
  private lastPrints: KeptPrints | null = null;
  private previousPrints: KeptPrints | null = null;
  private nextPrints: KeptPrints | null = null;
  /** Finished minute bars of the day in progress. */
  private today: { dayIndex: number; bars: Bar[] } | null = null;

  constructor(
    readonly instrument: Instrument,
    readonly model: SymbolModel,
    readonly chain: DailyChain,
    private readonly context: SimulationContext,
  ) {}

  /** Whether the name traded on day `dayIndex` at all (a new listing has no days before it). */
  listedOn(dayIndex: number): boolean {
    return dayIndex >= this.chain.firstDayIndex;
  }

  extendDailyTo(dayCount: number): void {
    this.chain.extendTo(dayCount, this.context.market);
  }

  /** Daily bars of days [0, end): from the daily chain, then aggregated minutes from `firstMinuteIndex`. */
  dailyBarsBefore(end: number, firstMinuteIndex: number): Bar[] {
    const { days, unitShares } = this.context;
    this.extendDailyTo(end);
    const bars: Bar[] = [];
    const { firstDayIndex } = this.chain;
    for (let i = firstDayIndex; i < Math.min(end, firstMinuteIndex); i += 1) {
      const { chain } = this;
      bars.push({
        timeMs: jstInstantMs(days.day(i), 0),
        open: chain.open[i]!,
        high: chain.high[i]!,
        low: chain.low[i]!,
        close: chain.close[i]!,
        volume: chain.volumeUnits[i]! * unitShares,
      });
    }
    // Days with minute data: the aggregate of their minutes (equal to the daily model by
    // construction, and tested to be).
    for (let i = Math.max(firstMinuteIndex, firstDayIndex); i < end; i += 1)
      bars.push(this.minuteDayBar(i));
    return bars;
  }

  /** A finished minute day's daily bar, aggregated from its minutes once. */
  minuteDayBar(dayIndex: number): Bar {
    let bar = this.minuteDayBars.get(dayIndex);
    if (!bar) {
      [bar] = aggregateBars(
        this.minuteBars(dayIndex, this.context.days.minuteCount(dayIndex), null),
        '1d',
      );
      if (!bar) throw new Error(`no minutes on ${this.context.days.day(dayIndex)}`);
      this.minuteDayBars.set(dayIndex, bar);
    }
    return bar;
  }

  /** The day in progress as one bar: `completed` finished minutes and the forming one's prints. */
  dayBarSoFar(dayIndex: number, completed: number, forming: Forming): Bar | null {
    const { days, unitShares } = this.context;
    const prefix = this.prefix(dayIndex);
    const path = this.minutePath(dayIndex);
    let bar: Bar | null =
      completed > 0
        ? {
            timeMs: jstInstantMs(days.day(dayIndex), 0),
            open: path.open[0]!,
            high: prefix.high[completed - 1]!,
            low: prefix.low[completed - 1]!,
            close: path.close[completed - 1]!,
            volume: prefix.volumeUnits[completed - 1]! * unitShares,
          }
        : null;
    if (forming) {
      const partial = this.formingBar(dayIndex, forming);
      bar = bar
        ? {
            ...bar,
            high: maxBigint(bar.high, partial.high),
            low: minBigint(bar.low, partial.low),
            close: partial.close,
            volume: bar.volume + partial.volume,
          }
        : { ...partial, timeMs: jstInstantMs(days.day(dayIndex), 0) };
    }
    return bar;
  }

  /** Turnover and the last trade's time after `completed` minutes and the forming one's prints. */
  tradeStats(dayIndex: number, completed: number, forming: Forming): TradeStats {
    const { days, printsPerMinute, unitShares } = this.context;
    let turnover = this.turnoverThrough(dayIndex, completed);
    const starts = days.minuteStartTimes(dayIndex);
    const printMs = MS_PER_MINUTE / printsPerMinute;
    let lastTradeTimeMs =
      completed > 0 ? starts[completed - 1]! + (printsPerMinute - 1) * printMs : null;
    if (forming) {
      const prints = this.prints(dayIndex, forming.minute);
      for (let k = 0; k <= forming.print; k += 1) {
        turnover += prints.prices[k]! * BigInt(prints.units[k]! * unitShares);
      }
      lastTradeTimeMs = starts[forming.minute]! + forming.print * printMs;
    }
    return { turnoverTenths: turnover, lastTradeTimeMs };
  }

  /**
   * Minute bars of a day: `completed` finished minutes, plus the minute in progress built from
   * its prints so far when `forming` is given.
   */
  minuteBars(dayIndex: number, completed: number, forming: Forming): Bar[] {
    if (dayIndex === this.context.newestDayIndex()) {
      // The day in progress is asked for every few seconds: its finished minutes are kept.
      if (this.today?.dayIndex !== dayIndex) this.today = { dayIndex, bars: [] };
      const kept = this.today.bars;
      if (kept.length < completed) kept.push(...this.materialize(dayIndex, kept.length, completed));
      const bars = kept.slice(0, completed);
      if (forming) bars.push(this.formingBar(dayIndex, forming));
      return bars;
    }
    const bars = this.materialize(dayIndex, 0, completed);
    if (forming) bars.push(this.formingBar(dayIndex, forming));
    return bars;
  }

  minutePath(dayIndex: number): MinutePath {
    let path = this.minutePaths.get(dayIndex);
    if (path) return path;
    const { seed, days, marketMinutes, printsPerMinute } = this.context;
    this.extendDailyTo(dayIndex + 1);
    const { chain, model } = this;
    const dayNumber = dayNumberOf(days.day(dayIndex));
    const minutes = days.minuteCount(dayIndex);
    path = generateMinutePath(
      new Prng(hashSeed(seed, model.symbol, dayNumber, 'minutes')),
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
        marketNoise: marketMinutes.of(dayNumber, minutes),
        volumeProfile: days.profile(dayIndex),
        printsPerMinute,
      },
    );
    this.minutePaths.set(dayIndex, path);
    return path;
  }

  /**
   * Forgets generated minute data of days before `dayIndex`. Anything forgotten is generated
   * again identically if asked for (the model is deterministic), so only memory changes.
   */
  forgetBefore(dayIndex: number): void {
    for (const map of [this.minutePaths, this.prefixes, this.cumulativeTurnover]) {
      for (const key of [...map.keys()]) if (key < dayIndex) map.delete(key);
    }
  }

  /** The prints of one minute; the minute in progress is kept, since quotes ask for it often. */
  private prints(dayIndex: number, minute: number): Prints {
    const key = printsKey(dayIndex, minute);
    if (this.lastPrints?.key === key) return this.lastPrints.prints;
    const prints = this.keptPrints(dayIndex, minute);
    this.previousPrints = this.lastPrints;
    this.lastPrints = { key, prints };
    return prints;
  }

  /** A minute's prints from the kept ones, or made now. */
  private keptPrints(dayIndex: number, minute: number): Prints {
    const key = printsKey(dayIndex, minute);
    for (const kept of [this.lastPrints, this.previousPrints, this.nextPrints])
      if (kept?.key === key) return kept.prints;
    return this.generatePrintsOf(dayIndex, minute);
  }

  /**
   * Makes a minute's prints before any quote needs them (SimulatedTape.prepareAhead): at a minute's
   * turn every symbol needs its new minute's prints in the same tick, which held the process up
   * for milliseconds (more under load) once a minute. True when it made them, false when kept.
   */
  prepare(dayIndex: number, minute: number): boolean {
    const key = printsKey(dayIndex, minute);
    if (this.nextPrints?.key === key || this.lastPrints?.key === key) return false;
    this.nextPrints = { key, prints: this.generatePrintsOf(dayIndex, minute) };
    return true;
  }

  /** The prints of one minute of a day, generated afresh (the same as the tape shows them). */
  printsOf(dayIndex: number, minute: number): Prints {
    return this.generatePrintsOf(dayIndex, minute);
  }

  private generatePrintsOf(dayIndex: number, minute: number): Prints {
    const { seed, days, printsPerMinute } = this.context;
    const path = this.minutePath(dayIndex);
    return generatePrints(
      new Prng(
        hashSeed(seed, this.model.symbol, dayNumberOf(days.day(dayIndex)), minute, 'prints'),
      ),
      {
        open: path.open[minute]!,
        high: path.high[minute]!,
        low: path.low[minute]!,
        close: path.close[minute]!,
        volumeUnits: path.volumeUnits[minute]!,
      },
      printsPerMinute,
      this.model.table,
    );
  }

  /**
   * Yen traded (tenths) in the first `minutes` minutes of a day: every print's price times its
   * size, accumulated minute by minute and kept, so each minute's prints are made once.
   */
  private turnoverThrough(dayIndex: number, minutes: number): bigint {
    let cumulative = this.cumulativeTurnover.get(dayIndex);
    if (!cumulative) {
      cumulative = [0n];
      this.cumulativeTurnover.set(dayIndex, cumulative);
    }
    while (cumulative.length <= minutes) {
      const minute = cumulative.length - 1;
      const prints = this.keptPrints(dayIndex, minute);
      let turnover = cumulative[minute]!;
      for (let k = 0; k < prints.prices.length; k += 1) {
        turnover += prints.prices[k]! * BigInt(prints.units[k]! * this.context.unitShares);
      }
      cumulative.push(turnover);
    }
    return cumulative[minutes]!;
  }

  /** Running high, low and volume of a day's minutes, so a quote never walks the whole day. */
  private prefix(dayIndex: number): MinutePrefix {
    let prefix = this.prefixes.get(dayIndex);
    if (!prefix) {
      const path = this.minutePath(dayIndex);
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
      this.prefixes.set(dayIndex, prefix);
    }
    return prefix;
  }

  /** The minute in progress as a bar: its prints so far. */
  private formingBar(dayIndex: number, forming: { minute: number; print: number }): Bar {
    const prints = this.prints(dayIndex, forming.minute);
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
      timeMs: this.context.days.minuteStartTimes(dayIndex)[forming.minute]!,
      open: prints.prices[0]!,
      high,
      low,
      close: prints.prices[forming.print]!,
      volume: units * this.context.unitShares,
    };
  }

  /** Minute bars [from, to) of a day as objects. */
  private materialize(dayIndex: number, from: number, to: number): Bar[] {
    const path = this.minutePath(dayIndex);
    const starts = this.context.days.minuteStartTimes(dayIndex);
    const bars: Bar[] = [];
    for (let m = from; m < to; m += 1) {
      bars.push({
        timeMs: starts[m]!,
        open: path.open[m]!,
        high: path.high[m]!,
        low: path.low[m]!,
        close: path.close[m]!,
        volume: path.volumeUnits[m]! * this.context.unitShares,
      });
    }
    return bars;
  }
}
