import { canonicalDecimal, type DecimalString } from '@kabuto/money';
import { decimalToTenths, maxBigint, tenthsToDecimal, type PriceTenths } from './price-units';
import { minimumPriceTenths, roundTenthsToTick, type TickTable } from './ticks';

/**
 * Daily price limits (制限値幅), as JPX publishes them (docs/market-data.md cites the page): the
 * day's prices may move at most a fixed yen width from the base price (normally the previous
 * close). A base price "under" a bound excludes the bound: a base of exactly ¥100 already takes
 * the ¥50 width. The table is written out row by row, top rows included, because above ¥100,000
 * it is not a clean repetition of the rows below and it ends: from ¥50,000,000 the width stays
 * ¥10,000,000 however high the base.
 */
const LIMIT_ROWS: readonly (readonly [string, string])[] = [
  ['100', '30'],
  ['200', '50'],
  ['500', '80'],
  ['700', '100'],
  ['1000', '150'],
  ['1500', '300'],
  ['2000', '400'],
  ['3000', '500'],
  ['5000', '700'],
  ['7000', '1000'],
  ['10000', '1500'],
  ['15000', '3000'],
  ['20000', '4000'],
  ['30000', '5000'],
  ['50000', '7000'],
  ['70000', '10000'],
  ['100000', '15000'],
  ['150000', '30000'],
  ['200000', '40000'],
  ['300000', '50000'],
  ['500000', '70000'],
  ['700000', '100000'],
  ['1000000', '150000'],
  ['1500000', '300000'],
  ['2000000', '400000'],
  ['3000000', '500000'],
  ['5000000', '700000'],
  ['7000000', '1000000'],
  ['10000000', '1500000'],
  ['15000000', '3000000'],
  ['20000000', '4000000'],
  ['30000000', '5000000'],
  ['50000000', '7000000'],
];

/** The table's last row: ¥50,000,000 or more. */
const TOP_WIDTH = '10000000';

const LIMIT_BANDS = LIMIT_ROWS.map(([under, width]) => ({
  underTenths: decimalToTenths(canonicalDecimal(under)),
  widthTenths: decimalToTenths(canonicalDecimal(width)),
}));

const TOP_WIDTH_TENTHS = decimalToTenths(canonicalDecimal(TOP_WIDTH));

/**
 * How many times the normal width a broadened side of the limits gets (制限値幅の拡大; JPX widens
 * only the side a stock was stuck at, see limit-broadening.ts for when).
 */
export const BROADENED_WIDTH_MULTIPLIER = 4n;

/** Which side of a day's limits the exchange has broadened. */
export interface LimitBroadening {
  up: boolean;
  down: boolean;
}

export const NOT_BROADENED: LimitBroadening = Object.freeze({ up: false, down: false });

/** The normal limit width for a base price. */
export function dailyLimitWidthTenths(baseTenths: PriceTenths): PriceTenths {
  if (baseTenths <= 0n) throw new RangeError('a base price must be positive');
  for (const band of LIMIT_BANDS) {
    if (baseTenths < band.underTenths) return band.widthTenths;
  }
  return TOP_WIDTH_TENTHS;
}

export interface PriceLimitsTenths {
  limitUpTenths: PriceTenths;
  limitDownTenths: PriceTenths;
}

/**
 * The day's highest and lowest allowed prices. Both must be prices one can actually trade at,
 * so base ± width is rounded inwards onto the tick grid (limit up down, limit down up), and the
 * limit down never goes below the smallest tick: a ¥20 stock with a ¥30 width bottoms at ¥1.
 * A broadened side moves four times the normal width; the other side keeps the normal one.
 */
export function priceLimitsTenths(
  baseTenths: PriceTenths,
  table: TickTable,
  broadening: LimitBroadening = NOT_BROADENED,
): PriceLimitsTenths {
  const { upTenths, downTenths } = sideWidthsTenths(baseTenths, broadening);
  const limitUpTenths = roundTenthsToTick(baseTenths + upTenths, table, 'down');
  const floor = minimumPriceTenths(table);
  const rawDown = baseTenths - downTenths;
  const limitDownTenths =
    rawDown < floor ? floor : maxBigint(floor, roundTenthsToTick(rawDown, table, 'up'));
  return { limitUpTenths, limitDownTenths };
}

function sideWidthsTenths(
  baseTenths: PriceTenths,
  broadening: LimitBroadening,
): { upTenths: PriceTenths; downTenths: PriceTenths } {
  const width = dailyLimitWidthTenths(baseTenths);
  return {
    upTenths: broadening.up ? width * BROADENED_WIDTH_MULTIPLIER : width,
    downTenths: broadening.down ? width * BROADENED_WIDTH_MULTIPLIER : width,
  };
}

export interface PriceLimits {
  base: DecimalString;
  /** The normal width of the base's row. */
  width: DecimalString;
  /** The width each side actually moves: the normal one, or four times it when broadened. */
  upWidth: DecimalString;
  downWidth: DecimalString;
  limitUp: DecimalString;
  limitDown: DecimalString;
}

export function dailyLimitWidth(basePrice: DecimalString): DecimalString {
  return tenthsToDecimal(dailyLimitWidthTenths(decimalToTenths(basePrice)));
}

/** Limits for a base price given as a decimal string (at most one decimal, as JPX prices are). */
export function priceLimits(
  basePrice: DecimalString,
  table: TickTable,
  broadening: LimitBroadening = NOT_BROADENED,
): PriceLimits {
  const baseTenths = decimalToTenths(basePrice);
  const { limitUpTenths, limitDownTenths } = priceLimitsTenths(baseTenths, table, broadening);
  const { upTenths, downTenths } = sideWidthsTenths(baseTenths, broadening);
  return {
    base: tenthsToDecimal(baseTenths),
    width: tenthsToDecimal(dailyLimitWidthTenths(baseTenths)),
    upWidth: tenthsToDecimal(upTenths),
    downWidth: tenthsToDecimal(downTenths),
    limitUp: tenthsToDecimal(limitUpTenths),
    limitDown: tenthsToDecimal(limitDownTenths),
  };
}

/** Clamps a price into the day's limits: limit up and limit down stop the price. */
export function clampToLimitsTenths(
  priceTenths: PriceTenths,
  limits: PriceLimitsTenths,
): PriceTenths {
  if (priceTenths > limits.limitUpTenths) return limits.limitUpTenths;
  if (priceTenths < limits.limitDownTenths) return limits.limitDownTenths;
  return priceTenths;
}

export function isWithinLimitsTenths(priceTenths: PriceTenths, limits: PriceLimitsTenths): boolean {
  return priceTenths >= limits.limitDownTenths && priceTenths <= limits.limitUpTenths;
}
