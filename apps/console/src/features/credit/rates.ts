import {
  LOWEST_LEGAL_ANNUAL_RATE,
  MAX_LATE_ANNUAL_RATE,
  creditBand,
  loanProduct,
} from '@kabuto/contract';
import {
  canonicalDecimal,
  divide,
  isDecimalString,
  multiply,
  type DecimalString,
} from '@kabuto/money';
import type { z } from 'zod';

/**
 * Credit's rates and shares travel as fractions ("0.029" a year, "0.4" of own assets, the
 * contract's fields) but operators think in percent ("2.9%", "40%"). Both directions go through
 * @kabuto/money on decimal strings (a float would turn 2.9 / 100 into 0.028999999999999998), and
 * what the operator typed is checked by the contract's own field, so the console accepts exactly
 * what the server will.
 */

const HUNDRED = canonicalDecimal('100');

type DecimalSchema = z.ZodType<DecimalString, string>;

/** "0.029" → "2.9" (no trailing zeros; "0" stays "0"). */
export function fractionToPercent(fraction: DecimalString): DecimalString {
  return multiply(fraction, HUNDRED);
}

/** What the operator typed, without a trailing "%" and the spaces around it. */
function percentText(typed: string): string {
  return typed.trim().replace(/\s*[%％]$/u, '');
}

function percentAs(schema: DecimalSchema, typed: string): DecimalString | null {
  const text = percentText(typed);
  if (!isDecimalString(text) || text.startsWith('-')) return null;
  const checked = schema.safeParse(divide(text, HUNDRED));
  return checked.success ? checked.data : null;
}

/**
 * A yearly rate typed in percent ("2.9", "2.9 %") → the contract's fraction ("0.029"), or null
 * when it is none the contract takes: not a plain decimal, zero or less, 1000% or more, or finer
 * than the fraction's six decimals (four of the percent). The legal caps are checked apart
 * (settings-form.ts), so the operator reads which rule a rate breaks.
 */
export function ratePercentToFraction(typed: string): DecimalString | null {
  return percentAs(loanProduct.shape.annualRate, typed);
}

/**
 * A share of own assets typed in percent ("40") → the contract's fraction ("0.4"), or null: not a
 * plain decimal, negative, above 100%, or finer than the fraction's four decimals.
 */
export function sharePercentToFraction(typed: string): DecimalString | null {
  return percentAs(creditBand.shape.collateralShare, typed);
}

/**
 * Whole yen as typed ("1,000,000", "¥300,000", "500000 円") → "1000000", or null for anything
 * else (a fraction of a yen, a sign, more than twelve digits).
 */
export function parseYen(typed: string): DecimalString | null {
  const text = typed
    .trim()
    .replace(/^[¥￥]\s*/u, '')
    .replace(/\s*(?:円|JPY)$/iu, '')
    .replace(/[,_\s]/gu, '');
  if (!/^\d{1,12}$/u.test(text)) return null;
  const checked = creditBand.shape.maxLimit.safeParse(text.replace(/^0+(?=\d)/u, ''));
  return checked.success ? checked.data : null;
}

/** A whole number of up to `digits` digits ("30", " 180 "), or null. */
export function parseWhole(typed: string, digits: number): number | null {
  const text = typed.trim();
  if (!new RegExp(`^\\d{1,${digits}}$`, 'u').test(text)) return null;
  return Number(text);
}

/**
 * The legal caps in percent ("15", "20"), from the contract's loan arithmetic: 15% a year is
 * within the law at any principal; a late rate at most 20%.
 */
export const LEGAL_CAPS = {
  annual: fractionToPercent(LOWEST_LEGAL_ANNUAL_RATE),
  late: fractionToPercent(MAX_LATE_ANNUAL_RATE),
} as const;
