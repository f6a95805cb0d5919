import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { crosshairTimeFormatter, tickMarkFormatter } from './chart-time';

/** 2026-11-24 09:30 on Japan's wall clock, as the chart holds it (chartTime). */
const time = (Date.UTC(2026, 10, 24, 9, 30) / 1000) as UTCTimestamp;

describe('chart dates in the reader’s language', () => {
  it.each([
    ['ja', ['2026年', '11月', '24日', '09:30'], '2026/11/24 09:30'],
    ['zh-TW', ['2026年', '11月', '24日', '09:30'], '2026/11/24 09:30'],
    ['en', ['2026', 'Nov', '24', '09:30'], '11/24/2026, 09:30'],
  ])('%s', (locale, ticks, crosshair) => {
    const tick = tickMarkFormatter(locale);
    expect(
      [TickMarkType.Year, TickMarkType.Month, TickMarkType.DayOfMonth, TickMarkType.Time].map(
        (type) => tick(time, type),
      ),
    ).toEqual(ticks);
    // Intl may separate date and time with a no-break space.
    expect(crosshairTimeFormatter(locale, true)(time).replace(/\s/gu, ' ')).toBe(crosshair);
  });
});
