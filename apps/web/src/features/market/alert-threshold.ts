import {
  add,
  canonicalDecimal,
  compare,
  fromInteger,
  isDecimalString,
  isPositive,
  multiply,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import type { PriceAlertKind } from '@kabuto/contract';

/** How far from the current price a new alert's price starts: a few ticks, on the grid. */
const SUGGESTED_TICKS = fromInteger(10);
const SUGGESTED_PERCENT = canonicalDecimal('3');

/**
 * The threshold a new alert's field starts with, near the current price on the side the alert
 * watches (ten ticks above or below; the server checks the grid), or a 3% day move (less when
 * the daily limit allows less). The customer edits it freely.
 */
export function suggestedThreshold(
  kind: PriceAlertKind,
  stock: { price: DecimalString; tickSize: DecimalString; maxDayMovePercent: DecimalString | null },
): string {
  if (kind === 'day_move') {
    const max = stock.maxDayMovePercent;
    return max !== null && compare(max, SUGGESTED_PERCENT) < 0 ? max : SUGGESTED_PERCENT;
  }
  const offset = multiply(stock.tickSize, SUGGESTED_TICKS);
  if (kind === 'above') return add(stock.price, offset);
  const below = subtract(stock.price, offset);
  return isPositive(below) ? below : stock.tickSize;
}

/** The typed threshold as the API takes it, or null when it is not a positive plain decimal. */
export function thresholdOf(text: string): DecimalString | null {
  const trimmed = text.trim().replaceAll(',', '');
  return isDecimalString(trimmed) && isPositive(trimmed) ? trimmed : null;
}
