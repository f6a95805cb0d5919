import { describe, expect, it } from 'vitest';
import type { Locale } from '@kabuto/contract';
import { formatJapanDayTime, japanTimeParts } from './japan-time';

const INTL_LOCALE: Record<Locale, string> = { ja: 'ja-JP', 'zh-TW': 'zh-TW', en: 'en-GB' };

/** Instants that cross Japan's midnight, month ends, a year end and a leap day, at odd minutes. */
function instants(): number[] {
  const out: number[] = [];
  for (const year of [2026, 2028]) {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 28, 29, 30, 31]) {
        for (let hour = 0; hour < 24; hour += 1) {
          const at = Date.UTC(year, month, day, hour, (hour * 7 + day) % 60, (hour * 13) % 60);
          if (new Date(at).getUTCMonth() === month) out.push(at);
        }
      }
    }
  }
  return out;
}

describe('Japan time without Intl', () => {
  it('gives the same year, month, day and time as Intl in Asia/Tokyo', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    for (const at of instants()) {
      const parts = Object.fromEntries(
        intl.formatToParts(at).map((part) => [part.type, part.value] as const),
      );
      expect(japanTimeParts(at), new Date(at).toISOString()).toEqual({
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
        second: Number(parts.second),
      });
    }
  });

  it.each(['ja', 'zh-TW', 'en'] as const)('writes a day and time as Intl does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'Asia/Tokyo',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const at of instants()) {
      expect(formatJapanDayTime(at, locale), new Date(at).toISOString()).toBe(intl.format(at));
    }
  });

  it('reads the examples a customer sees', () => {
    const at = Date.parse('2026-09-03T06:16:00Z'); // 15:16 in Tokyo
    expect(formatJapanDayTime(at, 'ja')).toBe('9月3日 15:16');
    expect(formatJapanDayTime(at, 'zh-TW')).toBe('9月3日 下午03:16');
    expect(formatJapanDayTime(at, 'en')).toBe('3 Sept, 15:16');
    const midnight = Date.parse('2026-12-31T15:00:00Z'); // New Year's midnight in Tokyo
    expect(formatJapanDayTime(midnight, 'ja')).toBe('1月1日 00:00');
    expect(formatJapanDayTime(midnight, 'zh-TW')).toBe('1月1日 上午12:00');
  });
});
