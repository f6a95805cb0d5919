import { canonicalDecimal, type DecimalString } from '@kabuto/money';
import { decimalToTenths, maxBigint, tenthsToDecimal, type PriceTenths } from './price-units';
import { minimumPriceTenths, roundTenthsToTick, type TickTable } from './ticks';

/**
 * Daily price limits (値幅制限) from market-rules.md: the day's prices may move at most a fixed
 * yen width from the base price (normally the previous close). A base price "under" a bound
 * excludes the bound: a base of exactly ¥100 already takes the ¥50 width.
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
];

const LIMIT_BANDS = LIMIT_ROWS.map(([under, width]) => ({
  underTenths: decimalToTenths(canonicalDecimal(under)),
  widthTenths: decimalToTenths(canonicalDecimal(width)),
}));

const TABLE_TOP_TENTHS = decimalToTenths(canonicalDecimal('100000'));

/**
 * The limit width for a base price. Above ¥100,000 the pattern of the ¥10,000–¥100,000 rows
 * repeats ten times larger (¥150,000 -> 30,000 ... ¥1,000,000 -> 150,000), so a base at or above
 * the table top takes ten times the width of a tenth of its price. Dividing the base by ten and
 * truncating to whole tenths cannot cross a bound, since every scaled bound is whole tenths.
 */
export function dailyLimitWidthTenths(baseTenths: PriceTenths): PriceTenths {
  if (baseTenths <= 0n) throw new RangeError('a base price must be positive');
  if (baseTenths >= TABLE_TOP_TENTHS) return 10n * dailyLimitWidthTenths(baseTenths / 10n);
  for (const band of LIMIT_BANDS) {
    if (baseTenths < band.underTenths) return band.widthTenths;
  }
  throw new Error('unreachable: bases at the table top recurse above');
}

export interface PriceLimitsTenths {
  limitUpTenths: PriceTenths;
  limitDownTenths: PriceTenths;
}

/**
 * The day's highest and lowest allowed prices. Both must be prices one can actually trade at,
 * so base ± width is rounded inwards onto the tick grid (limit up down, limit down up), and the
 * limit down never goes below the smallest tick: a ¥20 stock with a ¥30 width bottoms at ¥1.
 */
export function priceLimitsTenths(baseTenths: PriceTenths, table: TickTable): PriceLimitsTenths {
  const width = dailyLimitWidthTenths(baseTenths);
  const limitUpTenths = roundTenthsToTick(baseTenths + width, table, 'down');
  const floor = minimumPriceTenths(table);
  const rawDown = baseTenths - width;
  const limitDownTenths =
    rawDown < floor ? floor : maxBigint(floor, roundTenthsToTick(rawDown, table, 'up'));
  return { limitUpTenths, limitDownTenths };
}

export interface PriceLimits {
  base: DecimalString;
  width: DecimalString;
  limitUp: DecimalString;
  limitDown: DecimalString;
}

export function dailyLimitWidth(basePrice: DecimalString): DecimalString {
  return tenthsToDecimal(dailyLimitWidthTenths(decimalToTenths(basePrice)));
}

/** Limits for a base price given as a decimal string (at most one decimal, as JPX prices are). */
export function priceLimits(basePrice: DecimalString, table: TickTable): PriceLimits {
  const baseTenths = decimalToTenths(basePrice);
  const { limitUpTenths, limitDownTenths } = priceLimitsTenths(baseTenths, table);
  return {
    base: tenthsToDecimal(baseTenths),
    width: tenthsToDecimal(dailyLimitWidthTenths(baseTenths)),
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
