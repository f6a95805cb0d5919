import type { Locale } from '@kabuto/contract';

/**
 * Japan time without Intl, for what Home's first view shows (docs/adr/0022). The first Intl date or
 * number formatter a page makes loads ICU's formatting data: 40-70 ms of main thread, measured in
 * Chromium, which is one long task on a phone (bench:web). Japan keeps UTC+9 all year (no daylight
 * saving time), so a fixed shift is exact; japan-time.test.ts holds each output equal to Intl's.
 */
/** Japan's offset from UTC, the one the app's Japan dates, times and charts use. */
export const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

export type JapanTimeParts = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export function japanTimeParts(epochMs: number): JapanTimeParts {
  const shifted = new Date(epochMs + JAPAN_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** CLDR's abbreviated months for en-GB (September is "Sept"), as Intl gives them. */
const EN_GB_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A day and time in Japan as Intl writes `{ month: 'short', day: 'numeric', hour: '2-digit',
 * minute: '2-digit' }` in each app language: "11月29日 15:16", "11月29日 下午03:16" (Taiwan's
 * 12-hour clock), "29 Nov, 15:16" (en-GB, the app's English dates).
 */
export function formatJapanDayTime(epochMs: number, locale: Locale): string {
  const { month, day, hour, minute } = japanTimeParts(epochMs);
  switch (locale) {
    case 'ja':
      return `${month}月${day}日 ${twoDigits(hour)}:${twoDigits(minute)}`;
    case 'zh-TW':
      return `${month}月${day}日 ${hour < 12 ? '上午' : '下午'}${twoDigits(hour % 12 || 12)}:${twoDigits(minute)}`;
    case 'en':
      return `${day} ${EN_GB_MONTHS[month - 1]}, ${twoDigits(hour)}:${twoDigits(minute)}`;
  }
}
