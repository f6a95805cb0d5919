import type { CurrencyCode } from '@kabuto/contract';
import { toFixedPlaces, type DecimalString } from '@kabuto/money';

/**
 * The order of magnitude of one US dollar in each currency: ¥150 is 10², ₫25,000 is 10⁴. A rate
 * `to per from` is about 10^(to - from), which tells how many decimals it needs.
 */
const USD_MAGNITUDE: Record<CurrencyCode, number> = {
  JPY: 2,
  CNY: 0,
  TWD: 1,
  HKD: 0,
  USD: 0,
  MYR: 0,
  THB: 1,
  VND: 4,
  KRW: 3,
  INR: 1,
};

/** About five significant digits, as FX screens quote: USD→JPY 150.12, JPY→USD 0.006667. */
const RATE_SIGNIFICANT_DIGITS = 5;
const MIN_RATE_DECIMALS = 2;
const MAX_RATE_DECIMALS = 8;

/** The decimals a pair's rate is shown with: fixed per pair, whatever the rate does today. */
export function rateDecimals(from: CurrencyCode, to: CurrencyCode): number {
  const magnitude = USD_MAGNITUDE[to] - USD_MAGNITUDE[from];
  const decimals = RATE_SIGNIFICANT_DIGITS - 1 - magnitude;
  return Math.min(MAX_RATE_DECIMALS, Math.max(MIN_RATE_DECIMALS, decimals));
}

const GROUPED = new Map<number, Intl.NumberFormat>();

/**
 * A quoted rate for display ("150.12", "0.006667", "25,012.35"), rounded half-up from the exact
 * rate the exchange applies (the server quotes 12 decimals). Decimal strings throughout: the money
 * package rounds, and Intl only groups the digits of that string (it formats a numeric string
 * exactly, without a float).
 */
export function formatRate(rate: DecimalString, from: CurrencyCode, to: CurrencyCode): string {
  const decimals = rateDecimals(from, to);
  let format = GROUPED.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    GROUPED.set(decimals, format);
  }
  return format.format(toFixedPlaces(rate, decimals) as `${number}`);
}
