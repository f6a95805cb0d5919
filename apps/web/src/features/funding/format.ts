import { CURRENCIES, type CurrencyCode, type Locale } from '@kabuto/contract';
import { formatMoney, formatNonNegativeMoney, type DecimalString } from '@kabuto/money';
import { formatJapanTime } from '../../shared/format';

/** A currency's name in the reader's language ("米ドル", "美元", "US dollar"). */
export function currencyName(code: CurrencyCode, locale: Locale): string {
  return CURRENCIES.find((currency) => currency.code === code)?.names[locale] ?? code;
}

const SYMBOLS: Partial<Record<CurrencyCode, string>> = { JPY: '¥', USD: 'US$' };

/**
 * An amount with its currency: "¥12,000.00", "US$80.15", "1,200.00 CNY". Balances and limits
 * (never negative) pass `signed: false`; a movement keeps its sign (integrity rule 7).
 */
export function formatAmount(value: DecimalString, currency: CurrencyCode, signed = false): string {
  const text = signed ? formatMoney(value) : formatNonNegativeMoney(value);
  const symbol = SYMBOLS[currency];
  if (!symbol) return `${text} ${currency}`;
  if (text.startsWith('-')) return `-${symbol}${text.slice(1)}`;
  return `${symbol}${text}`;
}

/** A signed movement with an explicit plus for credits. */
export function formatMovement(value: DecimalString, currency: CurrencyCode): string {
  const text = formatAmount(value, currency, true);
  return text.startsWith('-') || /^[^1-9]*$/.test(text) ? text : `+${text}`;
}

/** Date and time in Japan time, as the deposit window and the records use. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** Digits and one decimal point, as the customer types an amount. */
export function amountInput(value: string, decimals: number): string {
  const folded = value.normalize('NFKC').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = folded.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').slice(0, 18);
  if (decimals === 0 || rest.length === 0) return integer;
  return `${integer}.${rest.join('').slice(0, decimals)}`;
}
