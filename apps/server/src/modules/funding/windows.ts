import type { BusinessWindow } from '@kabuto/contract';
import {
  dayNumberOf,
  isJapanBusinessDay,
  isoDateOfDayNumber,
  isWithinDepositWindow,
  jstDateOf,
  jstInstantMs,
} from '../../platform/calendar';
import { minuteToClock } from '../funding-settings';

/**
 * The deposit and withdrawal hours: Japanese business days (the exchange calendar's rule: no
 * weekends, public holidays or 31 Dec – 3 Jan), from `opensMinute` up to, not including,
 * `closesMinute`, Japan time. The calendar module decides; this only asks it.
 */
export type WindowMinutes = { opensMinute: number; closesMinute: number };

/**
 * 'demo' (the embedded default with the demo market calendar, config MONEY_HOURS): requests are
 * accepted at any hour so a newcomer can try deposits and withdrawals whenever they look, and every
 * window says so (`alwaysOpen`); 'business': the window above.
 */
export type MoneyHours = 'demo' | 'business';

export function isWindowOpen(instant: Date, window: WindowMinutes, hours: MoneyHours): boolean {
  if (hours === 'demo') return true;
  return isWithinDepositWindow(instant, {
    opensAtMinute: window.opensMinute,
    closesAtMinute: window.closesMinute,
  });
}

/** The next instant the window opens strictly after `instant` (today's opening if still ahead). */
export function nextWindowOpening(instant: Date, window: WindowMinutes): Date {
  const dayNumber = dayNumberOf(jstDateOf(instant));
  // Japan's longest run of closed days is about ten; a year is a generous bound.
  for (let step = 0; step < 366; step += 1) {
    const day = isoDateOfDayNumber(dayNumber + step);
    if (!isJapanBusinessDay(day)) continue;
    const opensAt = jstInstantMs(day, window.opensMinute);
    if (opensAt > instant.getTime()) return new Date(opensAt);
  }
  throw new RangeError('no business day within a year');
}

export function windowView(
  instant: Date,
  window: WindowMinutes,
  hours: MoneyHours,
): BusinessWindow {
  const openNow = isWindowOpen(instant, window, hours);
  return {
    opensAt: minuteToClock(window.opensMinute),
    closesAt: minuteToClock(window.closesMinute),
    timeZone: 'Asia/Tokyo',
    businessDaysOnly: hours === 'business',
    alwaysOpen: hours === 'demo',
    openNow,
    nextOpensAt: openNow ? null : nextWindowOpening(instant, window).toISOString(),
  };
}
