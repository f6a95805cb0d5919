import { SELL_AFTER_MINUTES, type TradingSessionKey, type TradingSettings } from '@kabuto/contract';
import {
  jstDateOf,
  jstInstantMs,
  type ExchangeCalendar,
  type IsoDate,
} from '../../platform/calendar';
import { AppError } from '../../platform/app-error';
import { minuteOfDay } from './settings';

/**
 * Where trading stands at an instant (docs/trading.md, "Sessions"): the regular sessions of the
 * exchange calendar, the pre-market window before the first session of a trading day (orders
 * executed at the opening price) and the fixed-price after-market session after the last one
 * (orders executed at the closing price). The always-open demo calendar has no before or after:
 * its one session spans the day.
 */
export type SessionClock = {
  now: Date;
  /** The Japan date of `now` when it is a trading day, else null. */
  tradingDay: IsoDate | null;
  regularOpen: boolean;
  preMarketOpen: boolean;
  afterMarketOpen: boolean;
  /** The first session's opening and the last session's end of the trading day. */
  firstOpensAt: Date | null;
  sessionEndsAt: Date | null;
};

export function sessionClock(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  now: Date,
): SessionClock {
  const day = jstDateOf(now);
  const sessions = calendar.sessionsOn(day);
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  if (!first || !last) {
    return {
      now,
      tradingDay: null,
      regularOpen: false,
      preMarketOpen: false,
      afterMarketOpen: false,
      firstOpensAt: null,
      sessionEndsAt: null,
    };
  }
  const ms = now.getTime();
  const regularOpen = sessions.some(
    (session) => ms >= session.opensAt.getTime() && ms < session.closesAt.getTime(),
  );
  const preOpensMs = jstInstantMs(day, minuteOfDay(settings.preMarketOpensAt));
  const afterOpensMs = Math.max(
    jstInstantMs(day, minuteOfDay(settings.afterMarketOpensAt)),
    last.closesAt.getTime(),
  );
  const afterClosesMs = jstInstantMs(day, minuteOfDay(settings.afterMarketClosesAt));
  return {
    now,
    tradingDay: day,
    regularOpen,
    preMarketOpen: ms >= preOpensMs && ms < first.opensAt.getTime(),
    afterMarketOpen: ms >= afterOpensMs && ms < afterClosesMs,
    firstOpensAt: first.opensAt,
    sessionEndsAt: last.closesAt,
  };
}

/** Refuses an order outside the session it names ('non_trading_time'). */
export function assertSessionOpen(clock: SessionClock, session: TradingSessionKey): IsoDate {
  const open =
    session === 'regular'
      ? clock.regularOpen
      : session === 'pre_market'
        ? clock.preMarketOpen
        : clock.afterMarketOpen;
  if (!open || clock.tradingDay === null) throw new AppError('non_trading_time');
  return clock.tradingDay;
}

/**
 * When a position may first be sold by its customer: 15 minutes after it was bought, and not
 * before the trading day `sellAfterTradingDays` after the buy day (2: not on the buy day nor T+1).
 * Day trades are exempt from both.
 */
export function closableFrom(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  position: { openedAt: Date; openTradingDay: IsoDate; dayTrade: boolean },
): Date | null {
  if (position.dayTrade) return null;
  const afterMinutes = position.openedAt.getTime() + SELL_AFTER_MINUTES * 60_000;
  if (settings.sellAfterTradingDays === 0) return new Date(afterMinutes);
  const firstDay = calendar.addTradingDays(position.openTradingDay, settings.sellAfterTradingDays);
  const dayOpens = calendar.sessionsOn(firstDay)[0]!.opensAt.getTime();
  return new Date(Math.max(afterMinutes, dayOpens));
}

/** The customer's sale rules, each with its catalogue key: the 15 minutes first, then the days. */
export function assertSellAllowed(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  position: { openedAt: Date; openTradingDay: IsoDate; dayTrade: boolean },
  now: Date,
): void {
  if (position.dayTrade) return;
  if (now.getTime() < position.openedAt.getTime() + SELL_AFTER_MINUTES * 60_000) {
    throw new AppError('sell_after_15_minutes');
  }
  const from = closableFrom(calendar, settings, position);
  if (from !== null && now.getTime() < from.getTime())
    throw new AppError('cannot_sell_today_or_t1');
}
