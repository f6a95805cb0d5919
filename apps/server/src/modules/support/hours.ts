import {
  parseReplyWithinHours,
  parseSupportSchedule,
  SUPPORT_REPLY_HOURS_NAME,
  SUPPORT_SCHEDULE_NAME,
  type SupportHours,
  type SupportSchedule,
} from '@kabuto/contract';
import {
  isJapanBusinessDay,
  isoDateOfDayNumber,
  jstDayNumberOf,
  jstInstantMs,
  weekdayOf,
} from '../../platform/calendar';

/** How far ahead the next opening is looked for: a schedule with no open day finds none. */
const DAYS_AHEAD = 21;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Whether the desk works on a day: a weekday of the schedule, and not a Japanese public holiday
 * or the year-end closure when it falls on a weekday (a Saturday or Sunday in the schedule is
 * worked whatever the holiday calendar says).
 */
function worksOn(schedule: SupportSchedule, dayNumber: number): boolean {
  const day = isoDateOfDayNumber(dayNumber);
  const weekday = weekdayOf(day);
  const isoWeekday = weekday === 0 ? 7 : weekday;
  if (!schedule.weekdays.includes(isoWeekday)) return false;
  return isoWeekday >= 6 || isJapanBusinessDay(day);
}

/** The desk's hours now, from the site configuration's names and values. */
export function supportHoursAt(config: readonly { name: string; value: string }[], now: Date): SupportHours {
  const value = (name: string) => config.find((entry) => entry.name === name)?.value;
  const schedule = parseSupportSchedule(value(SUPPORT_SCHEDULE_NAME) ?? '');
  const replyWithinHours = parseReplyWithinHours(value(SUPPORT_REPLY_HOURS_NAME) ?? '') ?? null;
  const base = {
    note: value('support_hours') ?? '',
    contact: value('support_contact') ?? '',
    replyWithinHours,
  };
  // No schedule configured: the app cannot say when the desk is open, so it never claims it is.
  if (!schedule) return { ...base, schedule: null, open: false, nextOpenAt: null };
  const nowMs = now.getTime();
  const today = jstDayNumberOf(now);
  let open = false;
  let nextOpenAt: string | null = null;
  for (let dayNumber = today; dayNumber <= today + DAYS_AHEAD; dayNumber += 1) {
    if (!worksOn(schedule, dayNumber)) continue;
    const day = isoDateOfDayNumber(dayNumber);
    const opens = jstInstantMs(day, schedule.openMinute);
    const closes = jstInstantMs(day, schedule.closeMinute);
    if (nowMs >= opens && nowMs < closes) {
      open = true;
      break;
    }
    if (opens > nowMs) {
      nextOpenAt = new Date(opens).toISOString();
      break;
    }
  }
  return {
    ...base,
    schedule: {
      weekdays: [...schedule.weekdays],
      open: hhmm(schedule.openMinute),
      close: hhmm(schedule.closeMinute),
    },
    open,
    nextOpenAt: open ? null : nextOpenAt,
  };
}
