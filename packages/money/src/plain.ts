import { isDecimalString, type DecimalString } from './syntax';

/**
 * What needs no arithmetic on decimal strings: their sign, their order, their size without the
 * sign, and rounding to a number of decimals for display. Written on the digits alone, so a screen
 * that only shows amounts does not load decimal.js (the customer app's Home, docs/adr/0022); each
 * function gives what its decimal.js counterpart in amount.ts gives (money.test.ts compares them).
 */

type Parts = { negative: boolean; whole: string; fraction: string };

/** Refuses what is not plain decimal syntax, as decimal.js's parsing does (amount.ts). */
function partsOf(value: DecimalString): Parts {
  if (!isDecimalString(value))
    throw new RangeError(`not a plain decimal string: ${JSON.stringify(value)}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  return { negative, whole, fraction };
}

function isZeroParts({ whole, fraction }: Parts): boolean {
  return /^0*$/.test(whole + fraction);
}

/** -1, 0 or 1: the sign of the amount ("-0.00" is zero). */
export function signOf(value: DecimalString): -1 | 0 | 1 {
  const parts = partsOf(value);
  if (isZeroParts(parts)) return 0;
  return parts.negative ? -1 : 1;
}

/** The amount without its sign: "-1.50" → "1.50". */
export function magnitude(value: DecimalString): DecimalString {
  const { whole, fraction } = partsOf(value);
  return (fraction ? `${whole}.${fraction}` : whole) as DecimalString;
}

/** Compares the sizes of two amounts without sign (plain syntax: no leading zeros). */
function compareMagnitudes(a: Parts, b: Parts): -1 | 0 | 1 {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const fractionA = a.fraction.padEnd(length, '0');
  const fractionB = b.fraction.padEnd(length, '0');
  if (fractionA === fractionB) return 0;
  return fractionA < fractionB ? -1 : 1;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` ("1.5" equals "1.50"). */
export function compareDecimalStrings(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  const signA = signOf(a);
  const signB = signOf(b);
  if (signA !== signB) return signA < signB ? -1 : 1;
  if (signA === 0) return 0;
  const order = compareMagnitudes(partsOf(a), partsOf(b));
  // Not `-order` for two equal negatives: that is -0, which is not 0 to Object.is (a property
  // test met "-9999.5" against itself).
  if (order === 0) return 0;
  return signA < 0 ? (-order as -1 | 1) : order;
}

/** Adds one to a string of digits ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  let carry = 1;
  let result = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const digit = Number(digits[index]) + carry;
    carry = digit === 10 ? 1 : 0;
    result = String(digit % 10) + result;
  }
  return carry === 1 ? `1${result}` : result;
}

/**
 * A fixed number of decimals, half away from zero ("1.005" → "1.01", "-1.005" → "-1.01"), for
 * display and fixed-scale wire formats ("1234.50"); zero has no sign ("-0.001" → "0.00"). The
 * same as amount.ts's `toFixedPlaces`.
 */
export function fixedPlaces(value: DecimalString, decimalPlaces: number): DecimalString {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0)
    throw new RangeError('decimalPlaces must be a non-negative integer');
  const { negative, whole, fraction } = partsOf(value);
  let digits = whole + fraction.slice(0, decimalPlaces).padEnd(decimalPlaces, '0');
  if ((fraction[decimalPlaces] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - decimalPlaces).replace(/^0+(?=\d)/, '');
  const fractionDigits = digits.slice(digits.length - decimalPlaces);
  const rounded: Parts = { negative, whole: wholeDigits, fraction: fractionDigits };
  const sign = negative && !isZeroParts(rounded) ? '-' : '';
  return `${sign}${wholeDigits}${decimalPlaces > 0 ? `.${fractionDigits}` : ''}` as DecimalString;
}

/**
 * The canonical form of text in plain decimal syntax (already checked): trailing zeros of the
 * fraction and a bare point dropped, "-0" as "0"; what `toDecimalString(parseDecimal(text))`
 * gives, on the digits (every numeric a database row carries goes through it).
 */
export function canonicalPlain(text: string): DecimalString {
  let end = text.length;
  const point = text.indexOf('.');
  if (point >= 0) {
    while (end > point + 1 && text.charCodeAt(end - 1) === 48) end -= 1;
    if (end === point + 1) end = point;
  }
  const out = end === text.length ? text : text.slice(0, end);
  return (out === '-0' ? '0' : out) as DecimalString;
}
