import type { Bar } from './candles';
import {
  NOT_BROADENED,
  priceLimitsTenths,
  type LimitBroadening,
  type PriceLimitsTenths,
} from './limits';
import type { TickTable } from './ticks';

/**
 * Limit broadening (制限値幅の拡大), as TSE applies it to stocks (docs/market-data.md cites the
 * pages):
 *
 * - A stock is "stuck" at its upper (lower) limit on a day when nothing traded before the close
 *   and the day ended at that limit: either no trade at all with the quote at the limit, or only
 *   the closing auction at the limit, with bids (offers) left over.
 * - Stuck on the same side two business days in a row: from the next business day that side's
 *   width is four times the normal one; the other side keeps the normal width.
 * - It stays broadened while the stock trades only at that limit (or not at all, quoted there);
 *   a trade at any other price returns the limits to normal from the next business day.
 *
 * The rule only needs each day's outcome, so it is one pure step a source can run day by day
 * (the simulator does, in its daily chain) or over the bars it has (the replay does).
 */

/** What the rule needs to know about one trading day. */
export interface LimitDayOutcome {
  /** The limit the day ended at (the last trade, or the quote with nothing traded), if any. */
  closedAt: 'up' | 'down' | null;
  /** Anything traded before the closing auction. */
  tradedBeforeClose: boolean;
  /** Anything traded at a price other than the limit the day ended at (any trade if none). */
  tradedElsewhere: boolean;
  /** Bids (at the upper limit) or offers (at the lower) still queued there after the close. */
  queueLeftAtLimit: boolean;
}

export interface BroadeningState {
  /** The sides broadened for the next day. */
  next: LimitBroadening;
  /** Business days in a row the stock was stuck at its upper (lower) limit, up to today. */
  stuckUpDays: number;
  stuckDownDays: number;
}

export const INITIAL_BROADENING_STATE: BroadeningState = Object.freeze({
  next: NOT_BROADENED,
  stuckUpDays: 0,
  stuckDownDays: 0,
});

/** How many consecutive stuck days broaden a side. */
export const STUCK_DAYS_TO_BROADEN = 2;

/**
 * The state after a day that traded under `state.next` (the day's own broadening) and ended as
 * `day` says.
 */
export function nextBroadeningState(state: BroadeningState, day: LimitDayOutcome): BroadeningState {
  const stuckUpDays = isStuck(day, 'up') ? state.stuckUpDays + 1 : 0;
  const stuckDownDays = isStuck(day, 'down') ? state.stuckDownDays + 1 : 0;
  return {
    next: {
      up: stuckUpDays >= STUCK_DAYS_TO_BROADEN || (state.next.up && onlyAtLimit(day, 'up')),
      down: stuckDownDays >= STUCK_DAYS_TO_BROADEN || (state.next.down && onlyAtLimit(day, 'down')),
    },
    stuckUpDays,
    stuckDownDays,
  };
}

function isStuck(day: LimitDayOutcome, side: 'up' | 'down'): boolean {
  return (
    day.closedAt === side && !day.tradedBeforeClose && !day.tradedElsewhere && day.queueLeftAtLimit
  );
}

/** A broadened side carries on while nothing trades away from that limit. */
function onlyAtLimit(day: LimitDayOutcome, side: 'up' | 'down'): boolean {
  return day.closedAt === side && !day.tradedElsewhere;
}

/**
 * A day's outcome read from its bar alone, for sources that keep bars and not trades (the
 * simulator's daily model, a replay). A bar cannot say when its trades happened, so a bar wholly
 * at a limit (open, high, low and close all there) is taken as a stuck day: that is the bar a day
 * with only the closing auction at the limit leaves, and its queue is taken as left over (a
 * simulated book at a limit always queues there). A real feed that knows the day's trades and
 * book should build the outcome from them instead.
 */
export function outcomeOfBar(
  bar: Pick<Bar, 'open' | 'high' | 'low' | 'close'>,
  limits: PriceLimitsTenths,
): LimitDayOutcome {
  const closedAt =
    bar.close === limits.limitUpTenths
      ? 'up'
      : bar.close === limits.limitDownTenths
        ? 'down'
        : null;
  const atClose = bar.open === bar.close && bar.high === bar.close && bar.low === bar.close;
  const wholeBarAtLimit = closedAt !== null && atClose;
  return {
    closedAt,
    tradedBeforeClose: !wholeBarAtLimit,
    tradedElsewhere: !wholeBarAtLimit,
    queueLeftAtLimit: wholeBarAtLimit,
  };
}

/**
 * The broadening of the day after `bars` (completed daily bars, oldest first, one per business
 * day). The first bar has no base price on the tape, so the rule starts from the second.
 */
export function broadeningAfterBars(bars: readonly Bar[], table: TickTable): LimitBroadening {
  let state = INITIAL_BROADENING_STATE;
  for (let i = 1; i < bars.length; i += 1) {
    const limits = priceLimitsTenths(bars[i - 1]!.close, table, state.next);
    state = nextBroadeningState(state, outcomeOfBar(bars[i]!, limits));
  }
  return state.next;
}
