import { tradingSettings } from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  divide,
  isDecimalString,
  multiply,
  type DecimalString,
} from '@kabuto/money';

/**
 * Fee and tax rates travel as fractions ("0.001425", the contract's `rateField`) but operators
 * think in percent ("0.1425%"). Both directions go through @kabuto/money on decimal strings: a
 * float would turn 0.1425 / 100 into 0.0014249999999999999.
 */

const HUNDRED = canonicalDecimal('100');
const ONE = canonicalDecimal('1');

/** "0.001425" → "0.1425" (no trailing zeros; "0" stays "0"). */
export function fractionToPercent(fraction: DecimalString): DecimalString {
  return multiply(fraction, HUNDRED);
}

/**
 * What the operator typed ("0.1425", "0.1425 %", " 0.3") → the contract's fraction ("0.001425"),
 * or null when it is not a rate the contract accepts: not a plain non-negative decimal, 100% or
 * more, or finer than the contract's eight decimals of the fraction (six of the percent).
 */
export function percentToFraction(typed: string): DecimalString | null {
  const text = typed.trim().replace(/\s*%$/u, '');
  if (!isDecimalString(text) || text.startsWith('-')) return null;
  const fraction = divide(text, HUNDRED);
  if (compare(fraction, ONE) >= 0) return null;
  const checked = tradingSettings.shape.buyFeeRate.safeParse(fraction);
  return checked.success ? checked.data : null;
}
