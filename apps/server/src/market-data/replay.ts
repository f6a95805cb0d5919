import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalDecimal } from '@kabuto/money';
import type { Clock } from '../platform/clock';
import {
  jpxCalendar,
  jstDateOf,
  MS_PER_MINUTE,
  type ExchangeCalendar,
  type IsoDate,
} from '../platform/calendar';
import { aggregateBars, type Bar } from './candles';
import { DEFAULT_INDEX_DEFINITIONS, type IndexDefinition } from './index-definitions';
import { bundledInstruments, type Instrument } from './instruments';
import { broadeningAfterBars } from './limit-broadening';
import type { LimitBroadening } from './limits';
import { buildBook } from './order-book';
import { decimalToTenths, type PriceTenths } from './price-units';
import { hashSeed, Prng } from './prng';
import type { DataSource } from './provider';
import type { BookContext, MarketTape, RawBook, TradeStats } from './tape';
import { TapeMarket } from './tape-market';

/**
 * Replays OHLCV files, so an operator can run Kabuto on recorded (real or synthetic) history.
 *
 * One CSV per symbol and interval, columns `time,open,high,low,close,volume`:
 * - 1-minute bars (`interval: '1m'`): `time` is the bar's start as ISO 8601 with an offset
 *   ("2026-03-05T09:00:00+09:00"); a bar becomes visible when its minute is over.
 * - daily bars (`interval: '1d'`): `time` is the Japan date ("2026-03-04"); used for the days
 *   before the first day with 1-minute bars, and visible once that day is over.
 * Prices are yen decimals with at most one decimal (as JPX prices are), volume whole shares.
 * Bars are replayed at their recorded times: drive the clock to those times (shiftedClock helps).
 *
 * Bars carry no trades, so turnover is estimated as close x volume per bar (the quote says so),
 * and the order book is synthesized around the replayed price (the book says so).
 */
export interface ReplaySeries {
  symbol: string;
  interval: '1m' | '1d';
  csv: string;
  /** For error messages, e.g. the file name. */
  name?: string;
}

export interface ReplayOptions {
  clock: Clock;
  series: readonly ReplaySeries[];
  /** Says where the data comes from, shown with every price, e.g. "Replay of TSE 2025-03 bars". */
  label: string;
  /** True when the replayed prices are not real market prices (synthetic fixtures). */
  simulated: boolean;
  calendar?: ExchangeCalendar;
  /** Instruments to take names, sectors and tick tables from (default: the bundled list). */
  instruments?: readonly Instrument[];
  indices?: readonly IndexDefinition[];
  onError?: (error: unknown) => void;
}

const CSV_HEADER = 'time,open,high,low,close,volume';

/** Parses one OHLCV file into bars in time order, checking every row. */
export function parseOhlcvCsv(
  csv: string,
  interval: '1m' | '1d',
  calendar: ExchangeCalendar,
  name = 'csv',
): Bar[] {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== CSV_HEADER) throw new Error(`${name}: expected header ${CSV_HEADER}`);
  const bars: Bar[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const fail = (why: string): Error => new Error(`${name} line ${i + 1}: ${why}`);
    const fields = lines[i]!.split(',').map((field) => field.trim());
    if (fields.length !== 6) throw fail('expected 6 fields');
    const [time, open, high, low, close, volume] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const timeMs = parseBarTime(time, interval);
    if (timeMs === null) throw fail(`bad time ${time}`);
    const day = jstDateOf(timeMs);
    if (!calendar.isTradingDay(day)) throw fail(`${day} is not a trading day`);
    if (interval === '1m' && !isSessionMinute(timeMs, day, calendar))
      throw fail(`${time} is not a session minute`);
    let prices: PriceTenths[];
    try {
      prices = [open, high, low, close].map((price) => decimalToTenths(canonicalDecimal(price)));
    } catch (error) {
      throw fail(error instanceof Error ? error.message : 'bad price');
    }
    const [o, h, l, c] = prices as [PriceTenths, PriceTenths, PriceTenths, PriceTenths];
    if (l <= 0n || l > o || l > c || h < o || h < c)
      throw fail('needs 0 < low <= open, close <= high');
    if (!/^\d+$/.test(volume) || !Number.isSafeInteger(Number(volume)))
      throw fail('volume must be whole shares');
    const previous = bars[bars.length - 1];
    if (previous && previous.timeMs >= timeMs) throw fail('times must increase');
    bars.push({ timeMs, open: o, high: h, low: l, close: c, volume: Number(volume) });
  }
  return bars;
}

function parseBarTime(text: string, interval: '1m' | '1d'): number | null {
  if (interval === '1d') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    const ms = new Date(`${text}T00:00:00+09:00`).getTime();
    return Number.isNaN(ms) || jstDateOf(ms) !== text ? null : ms;
  }
  // An explicit offset or Z is required: a bare local time would depend on the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) || ms % MS_PER_MINUTE !== 0 ? null : ms;
}

function isSessionMinute(timeMs: number, day: IsoDate, calendar: ExchangeCalendar): boolean {
  return calendar
    .sessionsOn(day)
    .some((session) => timeMs >= session.opensAt.getTime() && timeMs < session.closesAt.getTime());
}

/** Reads `<symbol>.1m.csv` and `<symbol>.1d.csv` files from a directory. */
export function loadReplayDirectory(directory: string): ReplaySeries[] {
  const series: ReplaySeries[] = [];
  for (const file of readdirSync(directory).sort()) {
    const match = /^([0-9A-Z]{4})\.(1m|1d)\.csv$/.exec(file);
    if (!match) continue;
    series.push({
      symbol: match[1]!,
      interval: match[2] as '1m' | '1d',
      csv: readFileSync(path.join(directory, file), 'utf8'),
      name: file,
    });
  }
  return series;
}

/** A clock running `offsetMs` from another: replays old bars as if they were happening now. */
export function shiftedClock(base: Clock, offsetMs: number): Clock {
  return { now: () => new Date(base.now().getTime() + offsetMs) };
}

interface ReplaySymbol {
  daily: Bar[];
  /** 1-minute bars grouped by Japan date. */
  minutesByDay: Map<IsoDate, Bar[]>;
}

const BAR_MS = MS_PER_MINUTE;

export class ReplayTape implements MarketTape {
  readonly source: DataSource;
  readonly calendar: ExchangeCalendar;
  readonly instruments: readonly Instrument[];
  readonly turnoverBasis = 'bar-estimate' as const;
  readonly bookBasis = 'synthesized' as const;
  readonly firstMinuteDay: IsoDate;
  private readonly minuteDays: IsoDate[];
  private readonly data = new Map<string, ReplaySymbol>();
  /** Broadening per "symbol|day": every quote asks, and it walks the symbol's whole history. */
  private readonly broadenings = new Map<string, LimitBroadening>();

  constructor(options: ReplayOptions) {
    if (options.label.trim() === '')
      throw new Error('a replay needs a label saying what it replays');
    this.calendar = options.calendar ?? jpxCalendar;
    this.source = { kind: 'replay', simulated: options.simulated, label: options.label };
    const known = new Map((options.instruments ?? bundledInstruments()).map((i) => [i.symbol, i]));
    for (const series of options.series) {
      const instrument = known.get(series.symbol);
      if (!instrument)
        throw new Error(`replay: no instrument ${series.symbol} (add it to the instrument list)`);
      const entry = this.data.get(series.symbol) ?? {
        daily: [],
        minutesByDay: new Map<IsoDate, Bar[]>(),
      };
      const bars = parseOhlcvCsv(
        series.csv,
        series.interval,
        this.calendar,
        series.name ?? series.symbol,
      );
      if (series.interval === '1d') {
        if (entry.daily.length > 0) throw new Error(`replay: two daily files for ${series.symbol}`);
        entry.daily = bars;
      } else {
        if (entry.minutesByDay.size > 0)
          throw new Error(`replay: two minute files for ${series.symbol}`);
        for (const bar of bars) {
          const day = jstDateOf(bar.timeMs);
          const list = entry.minutesByDay.get(day) ?? [];
          list.push(bar);
          entry.minutesByDay.set(day, list);
        }
      }
      this.data.set(series.symbol, entry);
    }
    this.instruments = [...this.data.keys()].sort().map((symbol) => known.get(symbol)!);
    this.minuteDays = [
      ...new Set([...this.data.values()].flatMap((d) => [...d.minutesByDay.keys()])),
    ].sort();
    const [firstMinuteDay] = this.minuteDays;
    if (!firstMinuteDay) throw new Error('replay: needs 1-minute bars for at least one day');
    this.firstMinuteDay = firstMinuteDay;
    for (const [symbol, entry] of this.data) {
      // Daily rows only cover the days before the minute data; the minutes are the detail.
      entry.daily = entry.daily.filter((bar) => jstDateOf(bar.timeMs) < firstMinuteDay);
      if (entry.minutesByDay.size === 0) throw new Error(`replay: ${symbol} has no 1-minute bars`);
    }
    const nowMs = options.clock.now().getTime();
    if (nowMs < this.firstRevealMs()) {
      throw new Error(
        `replay: the clock (${new Date(nowMs).toISOString()}) is before the first replayed minute ends`,
      );
    }
  }

  quoteDayAt(atMs: number): IsoDate {
    const today = jstDateOf(atMs);
    let day = this.firstMinuteDay;
    for (const candidate of this.minuteDays) if (candidate <= today) day = candidate;
    return day;
  }

  minuteDaysBefore(day: IsoDate): readonly IsoDate[] {
    return this.minuteDays.filter((candidate) => candidate < day);
  }

  dailyBarsBefore(symbol: string, day: IsoDate): readonly Bar[] {
    const entry = this.entry(symbol);
    const bars = entry.daily.filter((bar) => jstDateOf(bar.timeMs) < day);
    for (const minuteDay of this.minuteDaysBefore(day)) {
      const [dayBar] = aggregateBars(entry.minutesByDay.get(minuteDay) ?? [], '1d');
      if (dayBar) bars.push(dayBar);
    }
    return bars;
  }

  firstDailyBar(symbol: string): Bar | null {
    const entry = this.entry(symbol);
    return (
      entry.daily[0] ??
      aggregateBars(entry.minutesByDay.get(this.firstMinuteDay) ?? [], '1d')[0] ??
      null
    );
  }

  minuteBarsAt(symbol: string, day: IsoDate, atMs: number): readonly Bar[] {
    const bars = this.entry(symbol).minutesByDay.get(day) ?? [];
    return bars.slice(0, this.revealedCount(bars, atMs));
  }

  dayBarAt(symbol: string, day: IsoDate, atMs: number): Bar | null {
    return aggregateBars(this.minuteBarsAt(symbol, day, atMs), '1d')[0] ?? null;
  }

  previousClose(symbol: string, day: IsoDate): PriceTenths | null {
    const before = this.dailyBarsBefore(symbol, day);
    return before[before.length - 1]?.close ?? null;
  }

  /** From the replayed days' bars (see outcomeOfBar for what a bar can and cannot tell). */
  limitBroadening(symbol: string, day: IsoDate): LimitBroadening {
    const key = `${symbol}|${day}`;
    let broadening = this.broadenings.get(key);
    if (!broadening) {
      const table = this.instruments.find((i) => i.symbol === symbol)!.tickTable;
      broadening = broadeningAfterBars(this.dailyBarsBefore(symbol, day), table);
      this.broadenings.set(key, broadening);
    }
    return broadening;
  }

  tradeStats(symbol: string, day: IsoDate, atMs: number): TradeStats {
    const bars = this.minuteBarsAt(symbol, day, atMs);
    let turnoverTenths = 0n;
    for (const bar of bars) turnoverTenths += bar.close * BigInt(bar.volume);
    const last = bars[bars.length - 1];
    return { turnoverTenths, lastTradeTimeMs: last ? last.timeMs + BAR_MS : null };
  }

  book(symbol: string, atMs: number, context: BookContext): RawBook {
    const instrument = this.instruments.find((i) => i.symbol === symbol)!;
    const bars = this.minuteBarsAt(symbol, context.day, atMs);
    const lastVolume = bars[bars.length - 1]?.volume ?? 0;
    return buildBook(new Prng(hashSeed(symbol, 'replay-book', this.revisionAt(symbol, atMs))), {
      lastTenths: context.lastTenths,
      table: instrument.tickTable,
      limits: context.limits,
      typicalLevelUnits: Math.max(1, Math.round(lastVolume / 100 / 4)),
      unitShares: 100,
    });
  }

  revisionAt(symbol: string, atMs: number): string {
    const day = this.quoteDayAt(atMs);
    return `${day}|${this.minuteBarsAt(symbol, day, atMs).length}`;
  }

  marketRevisionAt(atMs: number): string {
    const day = this.quoteDayAt(atMs);
    let revealed = 0;
    for (const instrument of this.instruments)
      revealed += this.minuteBarsAt(instrument.symbol, day, atMs).length;
    return `${day}|${revealed}`;
  }

  private entry(symbol: string): ReplaySymbol {
    const entry = this.data.get(symbol);
    if (!entry) throw new Error(`unknown symbol ${symbol}`);
    return entry;
  }

  /** Bars whose minute has ended by `atMs` (binary search; bars are in time order). */
  private revealedCount(bars: readonly Bar[], atMs: number): number {
    let low = 0;
    let high = bars.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bars[middle]!.timeMs + BAR_MS <= atMs) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private firstRevealMs(): number {
    let first = Number.POSITIVE_INFINITY;
    for (const entry of this.data.values()) {
      const bar = entry.minutesByDay.get(this.firstMinuteDay)?.[0];
      if (bar) first = Math.min(first, bar.timeMs + BAR_MS);
    }
    return first;
  }
}

/** A MarketDataProvider that replays OHLCV files; labelled with the replay's own label. */
export function createReplayMarket(options: ReplayOptions): TapeMarket {
  return new TapeMarket(new ReplayTape(options), {
    clock: options.clock,
    indices: options.indices ?? DEFAULT_INDEX_DEFINITIONS,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
