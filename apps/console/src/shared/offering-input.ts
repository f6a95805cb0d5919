import {
  divide,
  fromInteger,
  isDecimalString,
  isPositive,
  multiply,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';

/**
 * What an operator types in an offering's form, read the way the contract reads it: prices and
 * amounts with thousands separators allowed, whole counts, stock codes in capitals. Anything the
 * contract would refuse is passed on as it is (or NaN), so the contract names the field wrong.
 */

/** A price or an amount as typed, thousands separators allowed ("1,200.5" → "1200.5"). */
export function typedDecimal(typed: string): string {
  return typed.trim().replace(/[,_\s]/g, '');
}

/** A whole count; thousands separators allowed. NaN for anything else (the contract refuses it). */
export function typedCount(typed: string): number {
  const text = typed.trim().replace(/[,_\s]/g, '');
  return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
}

/** A stock code as the contract reads it (four characters, the first a digit), or null. */
export function typedSymbol(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return /^[0-9][0-9A-Z]{3}$/.test(code) ? code : null;
}

/** The price against the previous close in percent, signed ("-2.15": 2.15% below it). */
export function versusClose(price: string, reference: DecimalString): DecimalString | null {
  if (!isDecimalString(price) || !isPositive(reference)) return null;
  return roundTo(
    multiply(divide(subtract(price, reference), reference), fromInteger(100)),
    2,
    'half-up',
  );
}
