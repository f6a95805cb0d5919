import { isDecimalString, parseDecimal, toDecimalString, type DecimalString } from '@kabuto/money';

/**
 * Inside the market-data library a yen price is an exact integer count of tenths of a yen
 * (a bigint). Every tick on either JPX tick table is a whole number of tenths (the finest is
 * ¥0.1), so tick rounding, limits and comparisons are integer arithmetic: no binary fractions
 * anywhere. Prices leave the library as decimal strings; index levels are bigint hundredths of
 * a point and leave the same way.
 */
export type PriceTenths = bigint;

export const TENTHS_PER_YEN = 10n;

/** "2801.5" -> 28015n. Refuses prices finer than ¥0.1: no JPX price has them. */
export function decimalToTenths(price: DecimalString): PriceTenths {
  return decimalToScaled(price, 1);
}

/** 28015n -> "2801.5", 28000n -> "2800". */
export function tenthsToDecimal(tenths: PriceTenths): DecimalString {
  return scaledToDecimal(tenths, 1, false);
}

/** Exact decimal string -> integer in units of 10^-digits; refuses anything finer. */
export function decimalToScaled(text: DecimalString, digits: number): bigint {
  const scaled = parseDecimal(text).times(10 ** digits);
  if (!scaled.isInteger()) {
    throw new RangeError(`${text} has more than ${digits} decimal place(s)`);
  }
  return BigInt(toDecimalString(scaled));
}

/**
 * Integer in units of 10^-digits -> decimal string. With `fixed` the string always carries
 * `digits` decimals (index levels "1000.00"); without, trailing zeros are dropped ("2800").
 */
export function scaledToDecimal(value: bigint, digits: number, fixed: boolean): DecimalString {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const unit = 10n ** BigInt(digits);
  const whole = (magnitude / unit).toString();
  let fraction = (magnitude % unit).toString().padStart(digits, '0');
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const text = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  const signed = negative && magnitude !== 0n ? `-${text}` : text;
  // Digits of a bigint around one point: plain decimal syntax, kept as written ("1000.00").
  if (!isDecimalString(signed)) throw new RangeError(`not a decimal: ${value}e-${digits}`);
  return signed;
}

/** Integer division rounding half away from zero (for a positive divisor). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

export function maxBigint(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function minBigint(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
