import type { Locale } from '@kabuto/contract';
import { compare, formatMoney, isDecimalString, negate, ZERO } from '@kabuto/money';
import { formatJapanTime } from '../../shared/format';

/** A moment in Japan time (the exchange's), with seconds: orders and fills are timed to them. */
export function formatTradeTime(iso: string | null | undefined, locale: Locale): string {
  return (iso && formatJapanTime(iso, locale, 'seconds')) ?? '--';
}

/**
 * A signed amount's sign and magnitude, so a profit reads "+¥48,000.00" and a loss "-¥1,000.00"
 * (integrity rule 7: a loss is never shown as zero). `yen` wraps the magnitude in the currency.
 */
export function signedAmount(value: string, yen: (amount: string) => string): string {
  if (!isDecimalString(value)) return '--';
  const sign = compare(value, ZERO);
  const magnitude = formatMoney(sign < 0 ? negate(value) : value);
  return `${sign > 0 ? '+' : sign < 0 ? '-' : ''}${yen(magnitude)}`;
}

/** Digits and at most `decimals` decimals, as the customer types a price or an amount. */
export function numberInput(value: string, decimals: number): string {
  const folded = value.normalize('NFKC').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = folded.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (decimals === 0 || rest.length === 0) return integer;
  return `${integer}.${rest.join('').slice(0, decimals)}`;
}

/** A percentage as figures show it ("0.1425%", "99.86%"): a number format, the same in every language. */
export function percentText(value: string): string {
  return `${value}%`;
}
