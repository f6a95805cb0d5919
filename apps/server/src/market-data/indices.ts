import { divide, roundTo, type DecimalString } from '@kabuto/money';
import { jstDateOf, MS_PER_MINUTE, type IsoDate } from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import type { Instrument } from './instruments';
import {
  decimalToScaled,
  divideRoundHalfUp,
  maxBigint,
  minBigint,
  scaledToDecimal,
} from './price-units';
import type { IndexMethodology } from './provider';
import type { MarketTape } from './tape';

/**
 * Indices computed from their constituents' prices on the tape.
 *
 * - price-weighted (Nikkei-style): sum of constituent prices / divisor. The divisor is fixed so
 *   the index equals its base value at the base day's open.
 * - cap-weighted (TOPIX-style): sum of price x shares, scaled so the base day's open equals the
 *   base value (1,000 for the composite, like TOPIX's base).
 *
 * Levels are bigint hundredths of a point, computed exactly from tenth-of-yen prices and rounded
 * half up once per value.
 *
 * The index is calculated once a minute, from its constituents' 1-minute opens and closes, so a
 * 1-minute index bar runs from the value at the minute's start to the value at its end (its high
 * and low are those two); longer candles aggregate these. Days older than the 1-minute history
 * only have constituents' daily bars: their open and close are exact, their high and low are
 * estimated halfway between the open/close range and the constituents' summed highs and lows
 * (the true index high lies between those two bounds).
 */
export interface IndexDefinition {
  code: string;
  names: { ja: string; en: string; 'zh-TW': string };
  methodology: IndexMethodology;
  description: string;
  baseValue: DecimalString;
  selects(instrument: Instrument): boolean;
}

const TECH_SECTORS = new Set([
  'Electric Appliances',
  'Information & Communication',
  'Precision Instruments',
]);

export const DEFAULT_INDEX_DEFINITIONS: readonly IndexDefinition[] = [
  {
    code: '^KBPW',
    names: { ja: 'かぶと平均株価', en: 'Kabuto Average', 'zh-TW': '兜平均指數' },
    methodology: 'price-weighted',
    description:
      'Price-weighted average of the TOPIX500-table names, with a fixed divisor (Nikkei-style).',
    baseValue: '10000',
    selects: (instrument) => instrument.tickTable === 'topix500',
  },
  {
    code: '^KBCAP',
    names: { ja: 'かぶと総合指数', en: 'Kabuto Composite', 'zh-TW': '兜綜合指數' },
    methodology: 'cap-weighted',
    description:
      'Market-capitalisation weighted index of every listed name, base 1,000 (TOPIX-style).',
    baseValue: '1000',
    selects: () => true,
  },
  {
    code: '^KBTEC',
    names: { ja: 'かぶとテック指数', en: 'Kabuto Tech', 'zh-TW': '兜科技指數' },
    methodology: 'cap-weighted',
    description:
      'Cap-weighted sector index: electric appliances, information & communication, precision instruments.',
    baseValue: '1000',
    selects: (instrument) => TECH_SECTORS.has(instrument.sector),
  },
  {
    code: '^KBGRW',
    names: { ja: 'かぶとグロース指数', en: 'Kabuto Growth', 'zh-TW': '兜成長指數' },
    methodology: 'cap-weighted',
    description: 'Cap-weighted index of the smaller, non-TOPIX500 names.',
    baseValue: '1000',
    selects: (instrument) => instrument.tickTable === 'other',
  },
];

const LEVEL_DIGITS = 2;

interface Constituent {
  symbol: string;
  weight: bigint;
}

/** A bar of weighted sums (sum of weight x price) before scaling to index points. */
interface SumBar {
  timeMs: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: number;
}

/**
 * Sums weighted constituent bars by time stamp. A constituent without a bar at a time contributes
 * a flat bar at its last known close (no trade in that interval), or at `startValues` before its
 * first bar; times before every constituent has a price are left out (the index does not exist
 * yet). `withHighLow` false skips the high and low sums (minute index bars do not use them).
 */
export function sumAlignedBars(
  series: readonly (readonly Bar[])[],
  weights: readonly bigint[],
  startValues: readonly (bigint | null)[],
  withHighLow = true,
): SumBar[] {
  if (isAligned(series)) return sumAligned(series, weights, withHighLow);
  const times = new Set<number>();
  for (const bars of series) for (const bar of bars) times.add(bar.timeMs);
  const sortedTimes = [...times].sort((a, b) => a - b);
  const cursors = series.map(() => 0);
  const lastClose = startValues.slice();
  const result: SumBar[] = [];
  for (const timeMs of sortedTimes) {
    const sum: SumBar = { timeMs, open: 0n, high: 0n, low: 0n, close: 0n, volume: 0 };
    let complete = true;
    for (let i = 0; i < series.length; i += 1) {
      const weight = weights[i]!;
      const bar = series[i]![cursors[i]!];
      if (bar && bar.timeMs === timeMs) {
        cursors[i]! += 1;
        addWeighted(sum, bar, weight, withHighLow);
        lastClose[i] = bar.close;
        continue;
      }
      const flat = lastClose[i];
      if (flat === null || flat === undefined) {
        complete = false;
        break;
      }
      addWeighted(
        sum,
        { timeMs, open: flat, high: flat, low: flat, close: flat, volume: 0 },
        weight,
        withHighLow,
      );
    }
    if (complete) result.push(sum);
  }
  return result;
}

/** Every series has a bar at exactly the same times (the simulator's case): no alignment needed. */
function isAligned(series: readonly (readonly Bar[])[]): boolean {
  const [reference] = series;
  if (!reference) return true;
  for (const bars of series) {
    if (bars.length !== reference.length) return false;
    for (let j = 0; j < bars.length; j += 1)
      if (bars[j]!.timeMs !== reference[j]!.timeMs) return false;
  }
  return true;
}

function sumAligned(
  series: readonly (readonly Bar[])[],
  weights: readonly bigint[],
  withHighLow: boolean,
): SumBar[] {
  const [reference] = series;
  if (!reference) return [];
  const result = reference.map((bar) => ({
    timeMs: bar.timeMs,
    open: 0n,
    high: 0n,
    low: 0n,
    close: 0n,
    volume: 0,
  }));
  for (let i = 0; i < series.length; i += 1) {
    const bars = series[i]!;
    const weight = weights[i]!;
    for (let j = 0; j < bars.length; j += 1) addWeighted(result[j]!, bars[j]!, weight, withHighLow);
  }
  return result;
}

function addWeighted(sum: SumBar, bar: Bar, weight: bigint, withHighLow: boolean): void {
  if (weight === 1n) {
    sum.open += bar.open;
    sum.close += bar.close;
    if (withHighLow) {
      sum.high += bar.high;
      sum.low += bar.low;
    }
  } else {
    sum.open += weight * bar.open;
    sum.close += weight * bar.close;
    if (withHighLow) {
      sum.high += weight * bar.high;
      sum.low += weight * bar.low;
    }
  }
  sum.volume += bar.volume;
}

/** Index level in hundredths of a point: baseValue x sum / baseSum, rounded half up. */
export function indexLevel(sum: bigint, baseSum: bigint, baseValueHundredths: bigint): bigint {
  return divideRoundHalfUp(baseValueHundredths * sum, baseSum);
}

/** Daily-data days: exact open and close, high and low estimated between their bounds. */
export function dailyIndexBar(sums: SumBar, baseSum: bigint, baseValueHundredths: bigint): Bar {
  const level = (value: bigint): bigint => indexLevel(value, baseSum, baseValueHundredths);
  const open = level(sums.open);
  const close = level(sums.close);
  const top = maxBigint(open, close);
  const bottom = minBigint(open, close);
  const highBound = maxBigint(level(sums.high), top);
  const lowBound = minBigint(level(sums.low), bottom);
  return {
    timeMs: sums.timeMs,
    open,
    close,
    high: top + (highBound - top) / 2n,
    low: bottom - (bottom - lowBound) / 2n,
    volume: sums.volume,
  };
}

/**
 * Minute days: the index at each minute's start and end. A minute still forming only has its
 * start value: the index is calculated at the end of the minute.
 */
export function minuteIndexBar(
  sums: SumBar,
  forming: boolean,
  baseSum: bigint,
  baseValueHundredths: bigint,
): Bar {
  const open = indexLevel(sums.open, baseSum, baseValueHundredths);
  const close = forming ? open : indexLevel(sums.close, baseSum, baseValueHundredths);
  return {
    timeMs: sums.timeMs,
    open,
    close,
    high: maxBigint(open, close),
    low: minBigint(open, close),
    volume: sums.volume,
  };
}

export interface ResolvedIndex {
  definition: IndexDefinition;
  constituents: Constituent[];
  baseValueHundredths: bigint;
}

/** Which definitions have constituents on this tape, and their weights. */
export function resolveIndices(
  definitions: readonly IndexDefinition[],
  instruments: readonly Instrument[],
): ResolvedIndex[] {
  const resolved: ResolvedIndex[] = [];
  for (const definition of definitions) {
    const members = instruments.filter((instrument) => definition.selects(instrument));
    if (members.length === 0) continue;
    resolved.push({
      definition,
      baseValueHundredths: decimalToScaled(definition.baseValue, LEVEL_DIGITS),
      constituents: members.map((instrument) => ({
        symbol: instrument.symbol,
        weight:
          definition.methodology === 'price-weighted' ? 1n : BigInt(instrument.sharesOutstanding),
      })),
    });
  }
  return resolved;
}

export interface IndexBase {
  day: IsoDate;
  /** Weighted sum of the constituents' opening prices (tenths) on the base day. */
  baseSum: bigint;
  /** Price-weighted only: sum of prices in yen / divisor = level. */
  divisor: DecimalString | null;
}

/**
 * Computes and caches index bars from a tape. Completed days never change, so their bars are
 * kept; the day in progress is recomputed only when the tape's market revision changes. All
 * indices of a day are computed together, fetching each constituent's bars once.
 */
export class IndexEngine {
  readonly indices: readonly ResolvedIndex[];
  private readonly symbols: readonly string[];
  private readonly bases = new Map<string, IndexBase>();
  /** Per index: daily bars of the days before the first minute day (built on first use). */
  private readonly dailyHistory = new Map<string, readonly Bar[]>();
  /** Per completed minute day: every index's 1-minute bars. */
  private readonly completedDays = new Map<IsoDate, Map<string, Bar[]>>();
  /**
   * The day in progress at the revision it was computed at. Finished minutes never change, so
   * they are kept and only new minutes are computed (a demo day has 1,440 of them).
   */
  private current: {
    day: IsoDate;
    key: string;
    finished: Map<string, Bar[]>;
    bars: Map<string, Bar[]>;
  } | null = null;

  constructor(
    private readonly tape: MarketTape,
    definitions: readonly IndexDefinition[],
  ) {
    this.indices = resolveIndices(definitions, tape.instruments);
    this.symbols = [
      ...new Set(this.indices.flatMap((index) => index.constituents.map((c) => c.symbol))),
    ];
  }

  find(code: string): ResolvedIndex | undefined {
    return this.indices.find((index) => index.definition.code === code);
  }

  /** Completed daily bars strictly before `day`, oldest first. */
  dailyBarsBefore(index: ResolvedIndex, day: IsoDate, atMs: number): Bar[] {
    const bars = [...this.history(index, atMs)];
    for (const minuteDay of this.tape.minuteDaysBefore(day)) {
      const [dayBar] = aggregateBars(this.minuteBarsAt(index, minuteDay, atMs), '1d');
      if (dayBar) bars.push(dayBar);
    }
    return bars;
  }

  /** The last close before `day`, without building the whole daily history. */
  previousClose(index: ResolvedIndex, day: IsoDate, atMs: number): bigint | null {
    const minuteDays = this.tape.minuteDaysBefore(day);
    const lastMinuteDay = minuteDays[minuteDays.length - 1];
    if (lastMinuteDay !== undefined) {
      const bars = this.minuteBarsAt(index, lastMinuteDay, atMs);
      const last = bars[bars.length - 1];
      if (last) return last.close;
    }
    const history = this.history(index, atMs);
    return history[history.length - 1]?.close ?? null;
  }

  /** 1-minute bars of `day` visible at `atMs`; the last may be forming. */
  minuteBarsAt(index: ResolvedIndex, day: IsoDate, atMs: number): Bar[] {
    const code = index.definition.code;
    if (day < this.tape.quoteDayAt(atMs)) {
      let completed = this.completedDays.get(day);
      if (!completed) {
        completed = this.computeDay(day, atMs, new Map()).bars;
        this.completedDays.set(day, completed);
      }
      return completed.get(code) ?? [];
    }
    const key = `${day}|${this.tape.marketRevisionAt(atMs)}`;
    if (this.current?.key !== key) {
      const finished = this.current?.day === day ? this.current.finished : new Map<string, Bar[]>();
      this.current = { day, key, ...this.computeDay(day, atMs, finished) };
    }
    return this.current.bars.get(code) ?? [];
  }

  /**
   * The base: the weighted sum of constituent opens on the first day every constituent has a
   * price on the tape.
   */
  base(index: ResolvedIndex, atMs: number): IndexBase {
    const code = index.definition.code;
    const cached = this.bases.get(code);
    if (cached) return cached;
    const firsts = index.constituents.map((c) => this.tape.firstDailyBar(c.symbol));
    const [first] = firsts;
    let base: IndexBase;
    if (first && firsts.every((bar) => bar !== null && bar.timeMs === first.timeMs)) {
      let sum = 0n;
      firsts.forEach((bar, i) => (sum += index.constituents[i]!.weight * bar!.open));
      base = { day: jstDateOf(first.timeMs), baseSum: sum, divisor: null };
    } else {
      // Constituents starting on different days (a replay): the first day all of them trade.
      const [firstDaily] = this.historySums(index);
      const day = this.tape.firstMinuteDay;
      const [firstMinute] = firstDaily ? [] : this.minuteSums(index, day, atMs);
      const start = firstDaily ?? firstMinute;
      if (!start) throw new Error(`index ${code} has no data on the tape`);
      base = { day: jstDateOf(start.timeMs), baseSum: start.open, divisor: null };
    }
    if (index.definition.methodology === 'price-weighted') {
      const yenSum = divide(base.baseSum.toString(), '10');
      base.divisor = roundTo(divide(yenSum, index.definition.baseValue), 6, 'half-up');
    }
    this.bases.set(code, base);
    return base;
  }

  private history(index: ResolvedIndex, atMs: number): readonly Bar[] {
    const code = index.definition.code;
    let history = this.dailyHistory.get(code);
    if (!history) {
      const { baseSum } = this.base(index, atMs);
      history = this.historySums(index).map((sums) =>
        dailyIndexBar(sums, baseSum, index.baseValueHundredths),
      );
      this.dailyHistory.set(code, history);
    }
    return history;
  }

  private historySums(index: ResolvedIndex): SumBar[] {
    return sumAlignedBars(
      index.constituents.map((c) => this.tape.dailyBarsBefore(c.symbol, this.tape.firstMinuteDay)),
      index.constituents.map((c) => c.weight),
      index.constituents.map(() => null),
    );
  }

  private minuteSums(index: ResolvedIndex, day: IsoDate, atMs: number): SumBar[] {
    return sumAlignedBars(
      index.constituents.map((c) => this.tape.minuteBarsAt(c.symbol, day, atMs)),
      index.constituents.map((c) => c.weight),
      index.constituents.map((c) => this.tape.previousClose(c.symbol, day)),
      false,
    );
  }

  /**
   * Every index's 1-minute bars for a day, each constituent's bars fetched once. `finished` holds
   * index minutes already computed and complete; when the constituents' minutes line up (the
   * simulator) only the minutes after them are summed, and the newly complete ones are added.
   */
  private computeDay(
    day: IsoDate,
    atMs: number,
    finished: Map<string, Bar[]>,
  ): { finished: Map<string, Bar[]>; bars: Map<string, Bar[]> } {
    const minutes = new Map(
      this.symbols.map((symbol) => [symbol, this.tape.minuteBarsAt(symbol, day, atMs)]),
    );
    const nextFinished = new Map<string, Bar[]>();
    const bars = new Map<string, Bar[]>();
    for (const index of this.indices) {
      const code = index.definition.code;
      const { baseSum } = this.base(index, atMs);
      const series = index.constituents.map((c) => minutes.get(c.symbol) ?? []);
      const weights = index.constituents.map((c) => c.weight);
      const toIndexBar = (sums: SumBar) =>
        minuteIndexBar(
          sums,
          sums.timeMs + MS_PER_MINUTE > atMs,
          baseSum,
          index.baseValueHundredths,
        );
      const done = finished.get(code) ?? [];
      let all: Bar[];
      if (isAligned(series) && done.every((bar, j) => series[0]?.[j]?.timeMs === bar.timeMs)) {
        const fresh = sumAligned(
          series.map((bars) => bars.slice(done.length)),
          weights,
          false,
        ).map(toIndexBar);
        all = [...done, ...fresh];
      } else {
        const startValues = index.constituents.map((c) => this.tape.previousClose(c.symbol, day));
        all = sumAlignedBars(series, weights, startValues, false).map(toIndexBar);
      }
      bars.set(code, all);
      nextFinished.set(
        code,
        all.filter((bar) => bar.timeMs + MS_PER_MINUTE <= atMs),
      );
    }
    return { finished: nextFinished, bars };
  }
}

export function levelToDecimal(hundredths: bigint): DecimalString {
  return scaledToDecimal(hundredths, LEVEL_DIGITS, true);
}
