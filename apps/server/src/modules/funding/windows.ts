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

export function isWindowOpen(instant: Date, window: WindowMinutes): boolean {
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

export function windowView(instant: Date, window: WindowMinutes): BusinessWindow {
  const openNow = isWindowOpen(instant, window);
  return {
    opensAt: minuteToClock(window.opensMinute),
    closesAt: minuteToClock(window.closesMinute),
    timeZone: 'Asia/Tokyo',
    businessDaysOnly: true,
    openNow,
    nextOpensAt: openNow ? null : nextWindowOpening(instant, window).toISOString(),
  };
}
