import type Decimal from 'decimal.js';
import { KabutoDecimal, type DecimalValue } from './decimal';
import { canonicalPlain } from './plain';
import { isDecimalString, type DecimalString } from './syntax';

export {
  decimalPattern,
  isDecimalString,
  type DecimalSign,
  type DecimalString,
  type DecimalSyntax,
} from './syntax';

export function parseDecimal(text: string): DecimalValue {
  if (!isDecimalString(text)) {
    throw new RangeError(`not a plain decimal string: ${JSON.stringify(text)}`);
  }
  return new KabutoDecimal(text);
}

/**
 * The checked, canonical form of a decimal string ("100.00000000" → "100", "-0" → "0"): how a
 * decimal from outside (a database row read by raw SQL, a form's text, a constant) becomes a
 * `DecimalString`. Throws a RangeError for anything that is not plain decimal syntax.
 */
export function canonicalDecimal(text: string): DecimalString {
  if (!isDecimalString(text)) {
    throw new RangeError(`not a plain decimal string: ${JSON.stringify(text)}`);
  }
  return canonicalPlain(text);
}

/** A whole count (shares, lots, leverage) as a decimal; anything but a safe integer throws. */
export function fromInteger(value: number): DecimalString {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return canonicalDecimal(String(value));
}

export const ZERO: DecimalString = canonicalDecimal('0');

type Operand = DecimalString | DecimalValue;

function toDecimal(value: Operand): DecimalValue {
  return typeof value === 'string' ? parseDecimal(value) : value;
}

/** Writes a decimal as a plain string without exponent and without trailing zeros. */
export function toDecimalString(value: DecimalValue): DecimalString {
  const text = value.toString();
  const plain = text === '-0' ? '0' : text;
  // Decimal writes plain notation (decimal.ts), but a Decimal can also be NaN or Infinity.
  return checked(plain);
}

function checked(text: string): DecimalString {
  if (!isDecimalString(text)) throw new RangeError(`not a finite decimal: ${JSON.stringify(text)}`);
  return text;
}

export function add(a: Operand, b: Operand): DecimalString {
  return toDecimalString(toDecimal(a).plus(toDecimal(b)));
}

export function subtract(a: Operand, b: Operand): DecimalString {
  return toDecimalString(toDecimal(a).minus(toDecimal(b)));
}

export function multiply(a: Operand, b: Operand): DecimalString {
  return toDecimalString(toDecimal(a).times(toDecimal(b)));
}

/** Division keeps 40 significant digits; round the result explicitly with `roundTo`. */
export function divide(a: Operand, b: Operand): DecimalString {
  const divisor = toDecimal(b);
  if (divisor.isZero()) throw new RangeError('division by zero');
  return toDecimalString(toDecimal(a).dividedBy(divisor));
}

export function compare(a: Operand, b: Operand): -1 | 0 | 1 {
  const result = toDecimal(a).comparedTo(toDecimal(b));
  return result < 0 ? -1 : result > 0 ? 1 : 0;
}

export function isZero(value: Operand): boolean {
  return toDecimal(value).isZero();
}

export function isNegative(value: Operand): boolean {
  const decimal = toDecimal(value);
  return decimal.isNegative() && !decimal.isZero();
}

export function isPositive(value: Operand): boolean {
  const decimal = toDecimal(value);
  return decimal.isPositive() && !decimal.isZero();
}

export function negate(value: Operand): DecimalString {
  return toDecimalString(toDecimal(value).negated());
}

export function sum(values: readonly Operand[]): DecimalString {
  return toDecimalString(
    values.reduce<DecimalValue>((total, v) => total.plus(toDecimal(v)), new KabutoDecimal(0)),
  );
}

/**
 * Rounding directions, named for what they mean to the customer:
 * - `half-up`: display and neutral rounding.
 * - `down`: towards zero (amounts paid to the customer never round up in their favour by accident).
 * - `up`: away from zero (fees and taxes owed round up, the documented direction for charges).
 */
export type RoundingDirection = 'half-up' | 'down' | 'up';

const ROUNDING_MODES: Record<RoundingDirection, Decimal.Rounding> = {
  'half-up': KabutoDecimal.ROUND_HALF_UP,
  down: KabutoDecimal.ROUND_DOWN,
  up: KabutoDecimal.ROUND_UP,
};

export function roundTo(
  value: Operand,
  decimalPlaces: number,
  direction: RoundingDirection,
): DecimalString {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0) {
    throw new RangeError('decimalPlaces must be a non-negative integer');
  }
  return toDecimalString(
    toDecimal(value).toDecimalPlaces(decimalPlaces, ROUNDING_MODES[direction]),
  );
}

/** A fixed number of decimals, for display and for fixed-scale wire formats ("1234.50"). */
export function toFixedPlaces(value: Operand, decimalPlaces: number): DecimalString {
  const rounded = toDecimalString(
    toDecimal(value).toDecimalPlaces(decimalPlaces, KabutoDecimal.ROUND_HALF_UP),
  );
  if (decimalPlaces === 0) return rounded;
  const [whole, fraction = ''] = rounded.split('.');
  return checked(`${whole}.${fraction.padEnd(decimalPlaces, '0')}`);
}
