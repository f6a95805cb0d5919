import { canonicalDecimal, divide, roundTo, type DecimalString } from '@kabuto/money';
import { jstDateOf, MS_PER_MINUTE, type IsoDate } from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import {
  dailyIndexBar,
  isAligned,
  minuteIndexBar,
  sumAligned,
  sumAlignedBars,
  type SumBar,
} from './index-bars';
import { resolveIndices, type IndexDefinition, type ResolvedIndex } from './index-definitions';
import type { MarketTape } from './tape';

const TEN = canonicalDecimal('10');

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
      const yenSum = divide(canonicalDecimal(base.baseSum.toString()), TEN);
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
      let aligned = false;
      // `done` holds only minutes summed on this path, so all series lined up before done.length.
      if (
        isAligned(series, done.length) &&
        done.every((bar, j) => series[0]?.[j]?.timeMs === bar.timeMs)
      ) {
        const fresh = sumAligned(
          series.map((bars) => bars.slice(done.length)),
          weights,
          false,
        ).map(toIndexBar);
        all = [...done, ...fresh];
        aligned = true;
      } else {
        const startValues = index.constituents.map((c) => this.tape.previousClose(c.symbol, day));
        all = sumAlignedBars(series, weights, startValues, false).map(toIndexBar);
      }
      bars.set(code, all);
      if (aligned)
        nextFinished.set(
          code,
          all.filter((bar) => bar.timeMs + MS_PER_MINUTE <= atMs),
        );
    }
    return { finished: nextFinished, bars };
  }
}
