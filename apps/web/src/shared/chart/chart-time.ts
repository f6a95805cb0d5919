import { TickMarkType, type Time } from 'lightweight-charts';

/**
 * Axis and crosshair dates in the reader's language (lightweight-charts' own default reads
 * "24 11月 '26" in Japanese): 2026年 / 11月 / 24日 / 09:30 in ja and zh-TW, 2026 / Nov / 24 in en.
 * Times are already Japan's wall clock (chartTime), so they are formatted as UTC.
 */
function formatterOf(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (time: Time) => format.format(new Date(Number(time) * 1000));
}

export function tickMarkFormatter(locale: string) {
  const byType = {
    [TickMarkType.Year]: formatterOf(locale, { year: 'numeric' }),
    [TickMarkType.Month]: formatterOf(locale, { month: 'short' }),
    [TickMarkType.DayOfMonth]: formatterOf(locale, { day: 'numeric' }),
    [TickMarkType.Time]: formatterOf(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    [TickMarkType.TimeWithSeconds]: formatterOf(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
  };
  return (time: Time, type: TickMarkType) => byType[type](time);
}

export function crosshairTimeFormatter(locale: string, intraday: boolean) {
  return formatterOf(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(intraday ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });
}
