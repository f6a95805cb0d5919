import { describe, expect, it } from 'vitest';
import {
  alwaysOpenDemoCalendar,
  dayNumberOf,
  isoDateOfDayNumber,
  isWithinDepositWindow,
  jpxCalendar,
  jstDateOf,
  weekdayOf,
} from './calendar';

/** An instant written in Japan time, e.g. jst('2026-01-13T11:30'). */
function jst(local: string): Date {
  return new Date(`${local}:00+09:00`);
}

describe('Japan dates', () => {
  it('reads the Japan date of an instant with the fixed +9 offset', () => {
    expect(jstDateOf(new Date('2026-01-12T14:59:59Z'))).toBe('2026-01-12');
    expect(jstDateOf(new Date('2026-01-12T15:00:00Z'))).toBe('2026-01-13');
  });

  it('counts days and weekdays exactly', () => {
    expect(isoDateOfDayNumber(dayNumberOf('2026-03-01'))).toBe('2026-03-01');
    expect(weekdayOf('2026-01-12')).toBe(1); // Monday
    expect(weekdayOf('2026-01-11')).toBe(0); // Sunday
    expect(() => dayNumberOf('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumberOf('20260101')).toThrow(RangeError);
  });
});

describe('JPX trading days', () => {
  it('is closed on public holidays', () => {
    expect(jpxCalendar.isTradingDay('2026-01-12')).toBe(false); // Coming of Age Day
    expect(jpxCalendar.isTradingDay('2026-05-05')).toBe(false); // Children's Day
    expect(jpxCalendar.isTradingDay('2026-05-06')).toBe(false); // substitute holiday
    expect(jpxCalendar.isTradingDay('2026-01-13')).toBe(true);
  });

  it('is closed from 31 December to 3 January', () => {
    expect(jpxCalendar.isTradingDay('2025-12-30')).toBe(true);
    expect(jpxCalendar.isTradingDay('2025-12-31')).toBe(false);
    expect(jpxCalendar.isTradingDay('2026-01-01')).toBe(false);
    expect(jpxCalendar.isTradingDay('2026-01-02')).toBe(false);
    expect(jpxCalendar.isTradingDay('2027-01-04')).toBe(true); // Monday after the closure
    expect(jpxCalendar.isTradingDay('2027-12-31')).toBe(false); // a Friday, still closed
  });

  it('is closed on weekends', () => {
    expect(jpxCalendar.isTradingDay('2026-01-10')).toBe(false);
    expect(jpxCalendar.isTradingDay('2026-01-11')).toBe(false);
  });

  it('takes a Date as the Japan date it falls on', () => {
    // 2026-01-12T16:00Z is already Tuesday 13 January in Japan.
    expect(jpxCalendar.isTradingDay(new Date('2026-01-12T16:00:00Z'))).toBe(true);
    expect(jpxCalendar.isTradingDay(new Date('2026-01-12T14:00:00Z'))).toBe(false);
  });

  it('steps over weekends, holidays and the year end', () => {
    expect(jpxCalendar.nextTradingDay('2026-01-09')).toBe('2026-01-13'); // Fri -> Tue after holiday
    expect(jpxCalendar.previousTradingDay('2026-01-13')).toBe('2026-01-09');
    expect(jpxCalendar.nextTradingDay('2025-12-30')).toBe('2026-01-05');
    expect(jpxCalendar.previousTradingDay('2026-01-05')).toBe('2025-12-30');
    expect(jpxCalendar.addTradingDays('2026-01-08', 2)).toBe('2026-01-13');
    expect(jpxCalendar.addTradingDays('2026-01-13', -2)).toBe('2026-01-08');
    expect(jpxCalendar.addTradingDays('2026-01-13', 0)).toBe('2026-01-13');
  });

  it('lists trading days inclusively', () => {
    expect(jpxCalendar.tradingDaysBetween('2026-01-08', '2026-01-13')).toEqual([
      '2026-01-08',
      '2026-01-09',
      '2026-01-13',
    ]);
    expect(jpxCalendar.tradingDaysBetween('2026-05-02', '2026-05-06')).toEqual([]);
    // About 245 trading days a year.
    const year = jpxCalendar.tradingDaysBetween('2025-01-01', '2025-12-31');
    expect(year.length).toBeGreaterThan(240);
    expect(year.length).toBeLessThan(250);
  });
});

describe('JPX sessions', () => {
  const cases: [string, string][] = [
    ['2026-01-13T08:59', 'pre_open'],
    ['2026-01-13T09:00', 'morning'],
    ['2026-01-13T11:29', 'morning'],
    ['2026-01-13T11:30', 'lunch_break'],
    ['2026-01-13T12:29', 'lunch_break'],
    ['2026-01-13T12:30', 'afternoon'],
    ['2026-01-13T15:29', 'afternoon'],
    ['2026-01-13T15:30', 'closed'],
    ['2026-01-12T10:00', 'closed'], // holiday
    ['2026-01-10T10:00', 'closed'], // Saturday
    ['2025-12-31T10:00', 'closed'], // year end
  ];
  it.each(cases)('%s is %s', (local, state) => {
    expect(jpxCalendar.sessionStateAt(jst(local)).state).toBe(state);
  });

  it('is still morning one millisecond before 11:30 and closed one millisecond before 09:00', () => {
    expect(jpxCalendar.sessionStateAt(new Date(jst('2026-01-13T11:30').getTime() - 1)).state).toBe(
      'morning',
    );
    expect(jpxCalendar.sessionStateAt(new Date(jst('2026-01-13T09:00').getTime() - 1)).state).toBe(
      'pre_open',
    );
  });

  it('says when the market opens next', () => {
    expect(jpxCalendar.sessionStateAt(jst('2026-01-13T08:00')).nextOpen).toEqual(
      jst('2026-01-13T09:00'),
    );
    expect(jpxCalendar.sessionStateAt(jst('2026-01-13T10:00')).nextOpen).toEqual(
      jst('2026-01-13T12:30'),
    );
    expect(jpxCalendar.sessionStateAt(jst('2026-01-13T11:45')).nextOpen).toEqual(
      jst('2026-01-13T12:30'),
    );
    expect(jpxCalendar.sessionStateAt(jst('2026-01-13T15:30')).nextOpen).toEqual(
      jst('2026-01-14T09:00'),
    );
    expect(jpxCalendar.sessionStateAt(jst('2026-01-09T16:00')).nextOpen).toEqual(
      jst('2026-01-13T09:00'),
    );
    expect(jpxCalendar.sessionStateAt(jst('2025-12-30T15:45')).nextOpen).toEqual(
      jst('2026-01-05T09:00'),
    );
  });

  it('reports the session in progress and the trading day', () => {
    const status = jpxCalendar.sessionStateAt(jst('2026-01-13T13:00'));
    expect(status.tradingDay).toBe('2026-01-13');
    expect(status.session?.closesAt).toEqual(jst('2026-01-13T15:30'));
    expect(jpxCalendar.sessionStateAt(jst('2026-01-12T13:00')).tradingDay).toBeNull();
  });

  it('has a 150-minute morning and a 180-minute afternoon on a trading day, none on a holiday', () => {
    const sessions = jpxCalendar.sessionsOn('2026-01-13');
    expect(
      sessions.map((s) => [s.name, (s.closesAt.getTime() - s.opensAt.getTime()) / 60_000]),
    ).toEqual([
      ['morning', 150],
      ['afternoon', 180],
    ]);
    expect(jpxCalendar.sessionsOn('2026-01-12')).toEqual([]);
  });
});

describe('always-open demo calendar', () => {
  it('is labelled as a demo and open at any hour, any day', () => {
    expect(alwaysOpenDemoCalendar.isDemo).toBe(true);
    expect(alwaysOpenDemoCalendar.label).toMatch(/demo/i);
    expect(alwaysOpenDemoCalendar.isTradingDay('2026-01-01')).toBe(true);
    expect(alwaysOpenDemoCalendar.sessionStateAt(jst('2026-01-01T03:00')).state).toBe('continuous');
    expect(alwaysOpenDemoCalendar.sessionStateAt(jst('2026-01-10T23:59')).state).toBe('continuous');
    expect(jpxCalendar.isDemo).toBe(false);
  });
});

describe('deposit window', () => {
  it('opens at 09:30 and closes at 19:30 on business days', () => {
    expect(isWithinDepositWindow(jst('2026-01-13T09:29'))).toBe(false);
    expect(isWithinDepositWindow(new Date(jst('2026-01-13T09:30').getTime() - 1))).toBe(false);
    expect(isWithinDepositWindow(jst('2026-01-13T09:30'))).toBe(true);
    expect(isWithinDepositWindow(jst('2026-01-13T12:00'))).toBe(true); // lunch does not matter
    expect(isWithinDepositWindow(jst('2026-01-13T19:29'))).toBe(true);
    expect(isWithinDepositWindow(new Date(jst('2026-01-13T19:30').getTime() - 1))).toBe(true);
    expect(isWithinDepositWindow(jst('2026-01-13T19:30'))).toBe(false);
  });

  it('is closed on weekends, holidays and at year end', () => {
    expect(isWithinDepositWindow(jst('2026-01-10T12:00'))).toBe(false);
    expect(isWithinDepositWindow(jst('2026-01-12T12:00'))).toBe(false);
    expect(isWithinDepositWindow(jst('2026-05-05T12:00'))).toBe(false);
    expect(isWithinDepositWindow(jst('2025-12-31T12:00'))).toBe(false);
    expect(isWithinDepositWindow(jst('2026-01-02T12:00'))).toBe(false);
  });

  it('takes its hours as settings', () => {
    const options = { opensAtMinute: 8 * 60, closesAtMinute: 9 * 60 };
    expect(isWithinDepositWindow(jst('2026-01-13T08:30'), options)).toBe(true);
    expect(isWithinDepositWindow(jst('2026-01-13T09:30'), options)).toBe(false);
  });
});
