import {
  jstDateOf,
  MS_PER_MINUTE,
  type ExchangeCalendar,
  type IsoDate,
} from '../platform/calendar';
import { volumeProfile } from './sim-intraday';

/** Where the market clock stands for the whole market at an instant. */
export interface MarketPosition {
  day: IsoDate;
  dayIndex: number;
  /** Minutes of the day that have finished. */
  completedMinutes: number;
  /** The minute in progress and how many of its prints have happened (0-based index). */
  forming: { minute: number; print: number } | null;
}

/**
 * The simulated exchange's days: trading days numbered from the history start (every generated
 * series is indexed by them), the session minutes of each, and where the market stands at an
 * instant. Shared by every name, so each is worked out once.
 */
export class SimulatedDays {
  private readonly days: IsoDate[] = [];
  private readonly indexByDate = new Map<IsoDate, number>();
  private readonly minuteStarts = new Map<number, Float64Array>();
  private readonly profiles = new Map<string, Float64Array>();
  /** Quotes of every name ask about the same instant in a row. */
  private lastPosition: { atMs: number; position: MarketPosition } | null = null;

  constructor(
    readonly calendar: ExchangeCalendar,
    readonly historyStart: IsoDate,
    private readonly printsPerMinute: number,
  ) {
    this.days.push(historyStart);
    this.indexByDate.set(historyStart, 0);
  }

  quoteDayAt(atMs: number): IsoDate {
    const status = this.calendar.sessionStateAt(new Date(atMs));
    return status.tradingDay ?? this.calendar.previousTradingDay(jstDateOf(atMs));
  }

  /** Index of a trading day from the history start, extending the day list as needed. */
  index(day: IsoDate): number {
    const known = this.indexByDate.get(day);
    if (known !== undefined) return known;
    if (day < this.historyStart)
      throw new RangeError(`${day} is before the simulated history (${this.historyStart})`);
    if (!this.calendar.isTradingDay(day)) throw new RangeError(`${day} is not a trading day`);
    while (this.days[this.days.length - 1]! < day) {
      const next = this.calendar.nextTradingDay(this.days[this.days.length - 1]!);
      this.indexByDate.set(next, this.days.length);
      this.days.push(next);
    }
    return this.indexByDate.get(day)!;
  }

  /** The trading day of an index already reached by `index`. */
  day(dayIndex: number): IsoDate {
    return this.days[dayIndex]!;
  }

  /** Trading days with indices [from, to), or none when `to` is not after `from`. */
  between(from: number, to: number): readonly IsoDate[] {
    return this.days.slice(from, Math.max(from, to));
  }

  position(atMs: number): MarketPosition {
    if (this.lastPosition?.atMs === atMs) return this.lastPosition.position;
    const day = this.quoteDayAt(atMs);
    const dayIndex = this.index(day);
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
    return position;
  }

  minuteCount(dayIndex: number): number {
    return this.minuteStartTimes(dayIndex).length;
  }

  /** Start instants of every session minute of a day. */
  minuteStartTimes(dayIndex: number): Float64Array {
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

  /** Session minutes of a day of the calendar (any day, not only one the history has reached). */
  sessionMinutesOn(day: IsoDate): number {
    return this.calendar
      .sessionsOn(day)
      .reduce((sum, s) => sum + (s.closesAt.getTime() - s.opensAt.getTime()) / MS_PER_MINUTE, 0);
  }

  /** The share of a day's volume each minute gets; days with the same sessions share one. */
  profile(dayIndex: number): Float64Array {
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

  /** Forgets the minute start times of days before `dayIndex` (made again if asked for). */
  forgetBefore(dayIndex: number): void {
    for (const key of [...this.minuteStarts.keys()])
      if (key < dayIndex) this.minuteStarts.delete(key);
  }
}
