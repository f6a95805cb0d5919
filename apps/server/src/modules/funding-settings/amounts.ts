import { currencyScale, type CurrencyCode } from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  isDecimalString,
  isNegative,
  isPositive,
  type DecimalString,
} from '@kabuto/money';
import { AppError } from '../../platform/app-error';

/**
 * Money amounts as the funding rules accept them: decimal strings no finer than the currency's
 * minor unit (1 yen, 0.01 dollar). One rule for what a customer types (a deposit, a withdrawal,
 * an exchange) and for the limits an operator sets.
 */

function fitsMinorUnit(amount: DecimalString, currency: CurrencyCode): boolean {
  const fraction = amount.split('.')[1] ?? '';
  return fraction.length <= currencyScale(currency);
}

/** An amount that fits the currency's minor unit and is positive (or zero, when allowed). */
export function isMoneyIn(value: string, currency: CurrencyCode, allowZero = false): boolean {
  if (!isDecimalString(value)) return false;
  const text = canonicalDecimal(value);
  if (!fitsMinorUnit(text, currency)) return false;
  return allowZero ? !isNegative(text) : isPositive(text);
}

/** A customer's amount as money in `currency`, canonical and positive; else 'amount_invalid'. */
export function parseAmount(text: string, currency: CurrencyCode): DecimalString {
  if (!isMoneyIn(text, currency)) throw new AppError('amount_invalid');
  return canonicalDecimal(text);
}

export function assertWithinLimits(amount: DecimalString, min: DecimalString, max: DecimalString) {
  if (compare(amount, min) < 0) throw new AppError('amount_below_minimum');
  if (compare(amount, max) > 0) throw new AppError('amount_above_maximum');
}
