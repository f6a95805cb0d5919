import holidayJp from '@holiday-jp/holiday_jp';

/**
 * The exchange calendar, in Japan time.
 *
 * Japan has no daylight saving time, so Japan time is always UTC+9 and every conversion here is a
 * fixed offset: no Intl, no process time zone. A calendar day is written as an ISO date string
 * ("2026-01-12") and always means that date in Japan, whatever time zone the server runs in.
 *
 * The calendar is an interface so the simulated exchange, the trading rules and the deposit
 * window take it as a dependency: production uses `jpxCalendar`, the embedded demo may use
 * `alwaysOpenDemoCalendar`, which says so in its id and label.
 */

/** A calendar date in Japan time, "YYYY-MM-DD". */
export type IsoDate = string;

/**
 * Where the market stands at an instant. `continuous` is only ever reported by the always-open
 * demo calendar, so a screen can never mistake the demo for the real morning or afternoon session.
 */
export type SessionState =
  'pre_open' | 'morning' | 'lunch_break' | 'afternoon' | 'closed' | 'continuous';

export type SessionName = 'morning' | 'afternoon' | 'continuous';

export interface TradingSession {
  name: SessionName;
  /** First instant of the session (inclusive). */
  opensAt: Date;
  /** End of the session (exclusive): at 11:30:00 the morning session is already over. */
  closesAt: Date;
}

export interface SessionStatus {
  state: SessionState;
  /** The trading day the instant falls on, or null when that Japan date is not a trading day. */
  tradingDay: IsoDate | null;
  /** The session in progress, if any. */
  session: TradingSession | null;
  /** The next session opening strictly after the instant. */
  nextOpen: Date;
}

export type CalendarId = 'jpx' | 'always-open-demo';

export interface ExchangeCalendar {
  readonly id: CalendarId;
  /** Shown wherever the calendar decides what the customer sees (the demo says it is a demo). */
  readonly label: string;
  readonly isDemo: boolean;
  /** A Date is read as the Japan date it falls on. */
  isTradingDay(day: IsoDate | Date): boolean;
  /** The sessions of a day in order; empty on a day the market is closed. */
  sessionsOn(day: IsoDate): readonly TradingSession[];
  sessionStateAt(instant: Date): SessionStatus;
  /** The first trading day strictly after `day`. */
  nextTradingDay(day: IsoDate): IsoDate;
  /** The last trading day strictly before `day`. */
  previousTradingDay(day: IsoDate): IsoDate;
  /** Moves `count` trading days forward (positive) or back (negative) from `day`. */
  addTradingDays(day: IsoDate, count: number): IsoDate;
  /** The trading days from `from` to `to`, both inclusive, in order. */
  tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[];
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
/** Japan Standard Time is UTC+9 all year. */
export const JST_OFFSET_MS = 9 * 3_600_000;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates already converted, and days' sessions (every order and position view does calendar
 * arithmetic on a few days); both forgotten past this many.
 */
const DAYS_KEPT = 10_000;
const dayNumbers = new Map<string, number>();

/** Days since 1970-01-01 for a Japan date: a plain counter that makes day arithmetic exact. */
export function dayNumberOf(day: IsoDate): number {
  const known = dayNumbers.get(day);
  if (known !== undefined) return known;
  const dayNumber = computeDayNumber(day);
  if (dayNumbers.size >= DAYS_KEPT) dayNumbers.clear();
  dayNumbers.set(day, dayNumber);
  return dayNumber;
}

function computeDayNumber(day: IsoDate): number {
  const match = ISO_DATE_PATTERN.exec(day);
  if (!match) throw new RangeError(`not an ISO date: ${JSON.stringify(day)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 30 February over into March; a real date survives the round trip.
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`not a calendar date: ${day}`);
  }
  return ms / MS_PER_DAY;
}

/** Days since 1970-01-01 of the Japan date an instant falls on. */
export function jstDayNumberOf(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Math.floor((ms + JST_OFFSET_MS) / MS_PER_DAY);
}

export function isoDateOfDayNumber(dayNumber: number): IsoDate {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Japan date an instant falls on. */
export function jstDateOf(instant: Date | number): IsoDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Milliseconds since Japan midnight of the instant's Japan date. */
export function jstMsOfDay(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const shifted = ms + JST_OFFSET_MS;
  return ((shifted % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
}

/** The instant that is `minuteOfDay` minutes after Japan midnight on `day` (epoch ms). */
export function jstInstantMs(day: IsoDate, minuteOfDay: number): number {
  return dayNumberOf(day) * MS_PER_DAY - JST_OFFSET_MS + minuteOfDay * MS_PER_MINUTE;
}

/** 0 = Sunday ... 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekdayOf(day: IsoDate): number {
  return (((dayNumberOf(day) + 4) % 7) + 7) % 7;
}

function toDay(day: IsoDate | Date): IsoDate {
  return typeof day === 'string' ? day : jstDateOf(day);
}

/** A session as minutes after Japan midnight: [start, end). */
export interface SessionTemplate {
  name: SessionName;
  startMinute: number;
  endMinute: number;
}

/** Tokyo Stock Exchange sessions since 2024-11-05 (afternoon extended to 15:30). */
export const JPX_SESSIONS: readonly SessionTemplate[] = [
  { name: 'morning', startMinute: 9 * 60, endMinute: 11 * 60 + 30 },
  { name: 'afternoon', startMinute: 12 * 60 + 30, endMinute: 15 * 60 + 30 },
];

/**
 * Business days in Japan as the exchange (and the deposit window) count them: not a weekend, not
 * a public holiday (the holiday package covers 1970 to 2050) and not the exchange's year-end
 * closure from 31 December to 3 January, which is not a public holiday and must be added.
 */
export function isJapanBusinessDay(day: IsoDate): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  if (
    monthDay === '12-31' ||
    monthDay === '01-01' ||
    monthDay === '01-02' ||
    monthDay === '01-03'
  ) {
    return false;
  }
  // The string form of isHoliday looks the date up directly; the Date form would read the
  // process's local time zone, which is exactly what we must not depend on.
  return !holidayJp.isHoliday(day);
}

/** A calendar built from a rule for open days and a fixed list of daily sessions. */
export class SessionCalendar implements ExchangeCalendar {
  private readonly openDayCache = new Map<IsoDate, boolean>();
  private readonly sessionsCache = new Map<IsoDate, readonly TradingSession[]>();

  constructor(
    readonly id: CalendarId,
    readonly label: string,
    readonly isDemo: boolean,
    private readonly isOpenDay: (day: IsoDate) => boolean,
    private readonly sessionTemplates: readonly SessionTemplate[],
  ) {
    if (sessionTemplates.length === 0)
      throw new RangeError('a calendar needs at least one session');
  }

  isTradingDay(day: IsoDate | Date): boolean {
    const isoDay = toDay(day);
    let open = this.openDayCache.get(isoDay);
    if (open === undefined) {
      dayNumberOf(isoDay); // validates the date before it is cached
      open = this.isOpenDay(isoDay);
      this.openDayCache.set(isoDay, open);
    }
    return open;
  }

  /** A day's sessions, built once per day and shared (frozen; treat the dates as read-only). */
  sessionsOn(day: IsoDate): readonly TradingSession[] {
    const known = this.sessionsCache.get(day);
    if (known) return known;
    const sessions = Object.freeze(
      this.isTradingDay(day)
        ? this.sessionTemplates.map((template) =>
            Object.freeze({
              name: template.name,
              opensAt: new Date(jstInstantMs(day, template.startMinute)),
              closesAt: new Date(jstInstantMs(day, template.endMinute)),
            }),
          )
        : [],
    );
    if (this.sessionsCache.size >= DAYS_KEPT) this.sessionsCache.clear();
    this.sessionsCache.set(day, sessions);
    return sessions;
  }

  sessionStateAt(instant: Date): SessionStatus {
    const day = jstDateOf(instant);
    const ms = instant.getTime();
    const nextDayOpen = (): Date => this.firstOpenOf(this.nextTradingDay(day));
    if (!this.isTradingDay(day)) {
      return { state: 'closed', tradingDay: null, session: null, nextOpen: nextDayOpen() };
    }
    const sessions = this.sessionsOn(day);
    for (const [index, session] of sessions.entries()) {
      if (ms < session.opensAt.getTime()) {
        const state: SessionState = index === 0 ? 'pre_open' : 'lunch_break';
        return { state, tradingDay: day, session: null, nextOpen: session.opensAt };
      }
      if (ms < session.closesAt.getTime()) {
        const following = sessions[index + 1];
        return {
          state: session.name,
          tradingDay: day,
          session,
          nextOpen: following ? following.opensAt : nextDayOpen(),
        };
      }
    }
    return { state: 'closed', tradingDay: day, session: null, nextOpen: nextDayOpen() };
  }

  nextTradingDay(day: IsoDate): IsoDate {
    return this.step(day, 1);
  }

  previousTradingDay(day: IsoDate): IsoDate {
    return this.step(day, -1);
  }

  addTradingDays(day: IsoDate, count: number): IsoDate {
    if (!Number.isInteger(count)) throw new RangeError('count must be an integer');
    let current = day;
    for (let i = 0; i < Math.abs(count); i += 1) current = this.step(current, count > 0 ? 1 : -1);
    return current;
  }

  tradingDaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
    const last = dayNumberOf(to);
    const days: IsoDate[] = [];
    for (let n = dayNumberOf(from); n <= last; n += 1) {
      const day = isoDateOfDayNumber(n);
      if (this.isTradingDay(day)) days.push(day);
    }
    return days;
  }

  private firstOpenOf(day: IsoDate): Date {
    const [first] = this.sessionsOn(day);
    if (!first) throw new RangeError(`${day} is not a trading day`);
    return first.opensAt;
  }

  private step(day: IsoDate, direction: 1 | -1): IsoDate {
    let dayNumber = dayNumberOf(day);
    // The longest run of closed days in Japan is about ten (year end next to a weekend, or Golden
    // Week); a year without a trading day means the rule is broken, not that we should loop on.
    for (let i = 0; i < 366; i += 1) {
      dayNumber += direction;
      const candidate = isoDateOfDayNumber(dayNumber);
      if (this.isTradingDay(candidate)) return candidate;
    }
    throw new RangeError(`no trading day within a year of ${day}`);
  }
}

/** The Tokyo Stock Exchange calendar: what production follows. */
export const jpxCalendar: ExchangeCalendar = new SessionCalendar(
  'jpx',
  'Tokyo Stock Exchange hours (Japan time)',
  false,
  isJapanBusinessDay,
  JPX_SESSIONS,
);

/**
 * The embedded demo's calendar: every Japan date is a trading day with one session from midnight
 * to midnight, so the demo can be tried at any hour. It is labelled as a demo wherever shown.
 */
export const alwaysOpenDemoCalendar: ExchangeCalendar = new SessionCalendar(
  'always-open-demo',
  'Demo market, always open (not exchange hours)',
  true,
  () => true,
  [{ name: 'continuous', startMinute: 0, endMinute: 24 * 60 }],
);

export interface DepositWindowOptions {
  /** Minutes after Japan midnight; default 09:30. */
  opensAtMinute?: number;
  /** Minutes after Japan midnight, exclusive; default 19:30. */
  closesAtMinute?: number;
  /** Which days count as business days; default the Japanese business day rule. */
  isBusinessDay?: (day: IsoDate) => boolean;
}

/**
 * Deposits are accepted on business days from 09:30 up to (not including) 19:30 Japan time
 * (product spec; the hours are settings). The window follows real business days even when the
 * market runs on the always-open demo calendar: banks do not open because the demo does.
 */
export function isWithinDepositWindow(instant: Date, options: DepositWindowOptions = {}): boolean {
  const opensAtMinute = options.opensAtMinute ?? 9 * 60 + 30;
  const closesAtMinute = options.closesAtMinute ?? 19 * 60 + 30;
  const isBusinessDay = options.isBusinessDay ?? isJapanBusinessDay;
  if (!isBusinessDay(jstDateOf(instant))) return false;
  const msOfDay = jstMsOfDay(instant);
  return msOfDay >= opensAtMinute * MS_PER_MINUTE && msOfDay < closesAtMinute * MS_PER_MINUTE;
}
