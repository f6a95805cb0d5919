import {
  canonicalDecimal,
  compare,
  divide,
  isPositive,
  multiply,
  negate,
  parseDecimal,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { PriceAlertKind } from '@kabuto/contract';
import { dailyLimitWidth } from '../../market-data/limits';
import { isOnTick, type TickTable } from '../../market-data/ticks';

const HUNDRED = canonicalDecimal('100');

/** What an alert asks of the price (docs/alerts.md). */
export type AlertCondition = { kind: PriceAlertKind; threshold: DecimalString };

/** The figures of a quote the conditions read. */
export type PricePoint = { last: DecimalString; prevClose: DecimalString | null };

/**
 * Whether `price` meets the condition: at or above / at or below the threshold, or a move from
 * the previous close (either way) of at least the threshold's percentage. Exact decimal
 * arithmetic (|last - prevClose| x 100 >= threshold x prevClose), never the rounded change
 * percentage a quote shows. Without a previous close no move can be measured: not met.
 */
export function conditionMet(condition: AlertCondition, price: PricePoint): boolean {
  switch (condition.kind) {
    case 'above':
      return compare(price.last, condition.threshold) >= 0;
    case 'below':
      return compare(price.last, condition.threshold) <= 0;
    case 'day_move': {
      if (price.prevClose === null || !isPositive(price.prevClose)) return false;
      const change = subtract(price.last, price.prevClose);
      const size = compare(change, ZERO) < 0 ? negate(change) : change;
      return compare(multiply(size, HUNDRED), multiply(condition.threshold, price.prevClose)) >= 0;
    }
  }
}

/** The largest move a day allows, in percent of the previous close (the normal daily limit). */
export function dailyLimitPercent(prevClose: DecimalString): DecimalString {
  return divide(multiply(dailyLimitWidth(prevClose), HUNDRED), prevClose);
}

/**
 * Whether a threshold makes sense for the stock: a price on its tick grid, or a percentage with
 * at most two decimals, above 0 and within the daily price limit (a larger move cannot happen in
 * a day). A `day_move` needs a previous close; the caller refuses without one.
 */
export function thresholdValid(
  condition: AlertCondition,
  stock: { tickTable: TickTable; prevClose: DecimalString | null },
): boolean {
  if (!isPositive(condition.threshold)) return false;
  if (condition.kind !== 'day_move') return isOnTick(condition.threshold, stock.tickTable);
  if (stock.prevClose === null) return false;
  if (parseDecimal(condition.threshold).decimalPlaces() > 2) return false;
  return compare(condition.threshold, dailyLimitPercent(stock.prevClose)) <= 0;
}
