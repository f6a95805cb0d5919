import { isBelowMaintenance, notionalOf, pnlAtPrice, type TradingSettings } from '@kabuto/contract';
import {
  add,
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isPositive,
  multiply,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { decimalToTenths, tenthsToDecimal, type PriceTenths } from '../../market-data/price-units';
import {
  minimumPriceTenths,
  nextTickDownTenths,
  nextTickUpTenths,
  roundToTick,
  type TickTable,
} from '../../market-data/ticks';
import type { PositionRow } from './repo';

/**
 * Where a position's margin level meets the warning and the maintenance levels (docs/trading.md,
 * "Money"; the settings' `warningLevelPercent` and `maintenanceLevelPercent`). The margin level
 * is (margin total + P/L) ÷ margin total × 100, with P/L = ±(price × shares − open trade value),
 * so it is at or below L% exactly when
 *   long:  price × shares ≤ open trade value − (1 − L/100) × margin total
 *   short: price × shares ≥ open trade value + (1 − L/100) × margin total
 * the formula of the margin call price the database keeps for the engine (migration 0015), which
 * widens it by ¥0.0001 to look in the right place; here it is rounded onto the tick grid in exact
 * decimals, since prices are on the grid.
 */

export type MarginAlertSubject = Pick<
  PositionRow,
  'direction' | 'openNotional' | 'margin' | 'addedMargin' | 'shares'
>;

export type MarginAlerts = {
  /** The price at which the level reaches the warning level, rounded the way that warns earlier. */
  warningPrice: DecimalString | null;
  /** The first price at which the level is at or below the maintenance level: the forced close. */
  forcedClosePrice: DecimalString | null;
  /** At or below the warning level at `markPrice`, or the price has reached `warningPrice`. */
  marginWarning: boolean;
};

export const NO_MARGIN_ALERTS: MarginAlerts = {
  warningPrice: null,
  forcedClosePrice: null,
  marginWarning: false,
};

const ONE = canonicalDecimal('1');
const HUNDRED = canonicalDecimal('100');

/** The trade value (price × shares) at which the margin level is exactly `levelPercent`. */
export function notionalAtMarginLevel(
  position: MarginAlertSubject & { openNotional: DecimalString },
  levelPercent: DecimalString,
): DecimalString {
  const marginTotal = add(position.margin, position.addedMargin);
  // The levels have two decimals: (1 − L/100) has four, and the product is exact.
  const cushion = multiply(subtract(ONE, divide(levelPercent, HUNDRED)), marginTotal);
  return position.direction === 'long'
    ? subtract(position.openNotional, cushion)
    : add(position.openNotional, cushion);
}

const priceOf = (tenths: PriceTenths) => tenthsToDecimal(tenths);
const valueAt = (tenths: PriceTenths, shares: number) => notionalOf(priceOf(tenths), shares);

/** The highest price on the grid whose trade value is at or below `notional`; null when none is. */
export function gridPriceAtOrBelow(
  notional: DecimalString,
  shares: number,
  table: TickTable,
): DecimalString | null {
  const lowest = minimumPriceTenths(table);
  if (compare(valueAt(lowest, shares), notional) > 0) return null;
  // A first guess from the quotient (40 significant digits), then exact steps on the grid.
  const quotient = divide(notional, fromInteger(shares));
  let tenths = decimalToTenths(roundToTick(quotient, table, 'down'));
  while (compare(valueAt(tenths, shares), notional) > 0) {
    tenths = nextTickDownTenths(tenths, table) ?? lowest;
  }
  for (;;) {
    const up = nextTickUpTenths(tenths, table);
    if (compare(valueAt(up, shares), notional) > 0) return priceOf(tenths);
    tenths = up;
  }
}

/** The lowest price on the grid whose trade value is at or above `notional` (positive). */
export function gridPriceAtOrAbove(
  notional: DecimalString,
  shares: number,
  table: TickTable,
): DecimalString {
  const lowest = minimumPriceTenths(table);
  if (compare(valueAt(lowest, shares), notional) >= 0) return priceOf(lowest);
  const quotient = divide(notional, fromInteger(shares));
  let tenths = decimalToTenths(roundToTick(quotient, table, 'up'));
  while (compare(valueAt(tenths, shares), notional) < 0) tenths = nextTickUpTenths(tenths, table);
  for (;;) {
    const down = nextTickDownTenths(tenths, table);
    if (down === null || compare(valueAt(down, shares), notional) < 0) return priceOf(tenths);
    tenths = down;
  }
}

/**
 * A holding position's warning and forced-close prices on its symbol's tick grid, and whether the
 * warning applies at `markPrice` (null: no price now, only the prices are given).
 */
export function marginAlerts(
  position: MarginAlertSubject,
  table: TickTable,
  levels: Pick<TradingSettings, 'warningLevelPercent' | 'maintenanceLevelPercent'>,
  markPrice: DecimalString | null,
): MarginAlerts {
  const { openNotional } = position;
  if (openNotional === null || position.shares <= 0) return NO_MARGIN_ALERTS;
  const subject = { ...position, openNotional };
  const warningValue = notionalAtMarginLevel(subject, levels.warningLevelPercent);
  const closeValue = notionalAtMarginLevel(subject, levels.maintenanceLevelPercent);
  const long = position.direction === 'long';
  // A long warns from the lowest grid price at or above its level's price (earlier: higher), and is
  // closed from the highest at or below; a short the other way round. A long whose level price is
  // zero or below is never reached.
  const warningPrice = long
    ? isPositive(warningValue)
      ? gridPriceAtOrAbove(warningValue, position.shares, table)
      : null
    : gridPriceAtOrBelow(warningValue, position.shares, table);
  const forcedClosePrice = long
    ? gridPriceAtOrBelow(closeValue, position.shares, table)
    : gridPriceAtOrAbove(closeValue, position.shares, table);
  return {
    warningPrice,
    forcedClosePrice,
    marginWarning:
      markPrice !== null && isWarned(subject, levels.warningLevelPercent, warningPrice, markPrice),
  };
}

function isWarned(
  position: MarginAlertSubject & { openNotional: DecimalString },
  warningLevelPercent: DecimalString,
  warningPrice: DecimalString | null,
  markPrice: DecimalString,
): boolean {
  const pnl = pnlAtPrice(position.direction, position.openNotional, markPrice, position.shares);
  const marginTotal = add(position.margin, position.addedMargin);
  if (isBelowMaintenance(marginTotal, pnl, warningLevelPercent)) return true;
  if (warningPrice === null) return false;
  const side = compare(markPrice, warningPrice);
  return position.direction === 'long' ? side <= 0 : side >= 0;
}
