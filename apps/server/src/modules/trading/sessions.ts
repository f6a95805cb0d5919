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

type OpenedPosition = {
  openedAt: Date;
  openTradingDay: IsoDate;
  dayTrade: boolean;
  origin: 'order' | 'ipo' | 'block';
};

/**
 * The two closing rules a position waits for (docs/trading.md, "Closing"), as instants: the
 * minimum holding time after opening (15 minutes, the spec's constant) and the settlement day
 * rule (not before the open of the trading day `sellAfterTradingDays` after the opening day;
 * null when the setting is 0). Day trades are exempt from both, and so are new shares from an IPO:
 * they were paid for days before and are the customer's to sell from the listing (docs/ipo.md).
 */
function closingRules(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  position: OpenedPosition,
): { holdingEnds: Date; settlementOpens: Date | null } | null {
  if (position.dayTrade || position.origin === 'ipo') return null;
  const holdingEnds = new Date(position.openedAt.getTime() + SELL_AFTER_MINUTES * 60_000);
  if (settings.sellAfterTradingDays === 0) return { holdingEnds, settlementOpens: null };
  const firstDay = calendar.addTradingDays(position.openTradingDay, settings.sellAfterTradingDays);
  return { holdingEnds, settlementOpens: calendar.sessionsOn(firstDay)[0]!.opensAt };
}

/** When a position may first be closed by its customer: the later of the two rules. */
export function closableFrom(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  position: OpenedPosition,
): Date | null {
  const rules = closingRules(calendar, settings, position);
  if (!rules) return null;
  if (!rules.settlementOpens) return rules.holdingEnds;
  return new Date(Math.max(rules.holdingEnds.getTime(), rules.settlementOpens.getTime()));
}

/**
 * Refuses a close that a rule still forbids, with the key of the rule that decides when it can be
 * made: the settlement day while it has not come (it is always the later one then: a close within
 * the 15 minutes on the opening day waits for the day), else the minimum holding time.
 */
export function assertClosable(
  calendar: ExchangeCalendar,
  settings: TradingSettings,
  position: OpenedPosition,
  now: Date,
): void {
  const rules = closingRules(calendar, settings, position);
  if (!rules) return;
  const ms = now.getTime();
  if (rules.settlementOpens && ms < rules.settlementOpens.getTime()) {
    throw new AppError('close_before_settlement_day');
  }
  if (ms < rules.holdingEnds.getTime()) throw new AppError('close_min_holding_time');
}
