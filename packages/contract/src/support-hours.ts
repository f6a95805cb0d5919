/**
 * The support desk's hours as the site configuration holds them (`support_schedule`), e.g.
 * "1-5 09:00-18:00": ISO weekdays (1 = Monday … 7 = Sunday; a range or a comma list) and the
 * opening and closing time in Japan time. Japanese public holidays are always closed (the server
 * knows them: platform/calendar.ts). Parsed here so the server, which checks a new value before
 * storing it, and the apps read it the same way.
 */
export type SupportSchedule = { weekdays: readonly number[]; openMinute: number; closeMinute: number };

const SCHEDULE = /^\s*([1-7](?:\s*[-,]\s*[1-7])*)\s+([0-2]\d):([0-5]\d)\s*-\s*([0-2]\d):([0-5]\d)\s*$/;

function weekdaysOf(spec: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to] = part.split('-').map((value) => Number(value.trim()));
    if (from === undefined || Number.isNaN(from)) return undefined;
    const last = to ?? from;
    if (last < from) return undefined;
    for (let day = from; day <= last; day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/** The schedule, or undefined when the text is not one (the server then refuses to store it). */
export function parseSupportSchedule(text: string): SupportSchedule | undefined {
  const match = SCHEDULE.exec(text);
  if (!match) return undefined;
  const [, days = '', openH, openM, closeH, closeM] = match;
  const weekdays = weekdaysOf(days);
  const openMinute = Number(openH) * 60 + Number(openM);
  const closeMinute = Number(closeH) * 60 + Number(closeM);
  if (!weekdays || openMinute >= closeMinute || closeMinute > 24 * 60) return undefined;
  return { weekdays, openMinute, closeMinute };
}

/** "We answer within N hours": a whole number of hours from 1 to 168. */
export function parseReplyWithinHours(text: string): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const hours = Number(text.trim());
  return hours >= 1 && hours <= 168 ? hours : undefined;
}

/** The site configuration names the support desk reads. */
export const SUPPORT_SCHEDULE_NAME = 'support_schedule';
export const SUPPORT_REPLY_HOURS_NAME = 'support_reply_hours';
