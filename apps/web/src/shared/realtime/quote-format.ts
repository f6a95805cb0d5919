import { formatCompactMoney, isDecimalString, signOf, type DisplayLocale } from '@kabuto/money';
import { INTL_LOCALE } from '../format';
import { numberFormat } from '../intl-formats';
import { japanTimeParts, twoDigits } from '../japan-time';

/**
 * Quote figures as a broker shows them. Prices keep exactly the decimals the feed sent (a stock on
 * a 1-yen tick shows "3,668", one on a 0.1-yen tick "812.3", an index "983.14"): the tick is part of
 * the price, so nothing is padded or rounded. Every function works on the decimal strings; no
 * price passes through a binary float.
 */
function groupDigits(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "3668" → "3,668"; "-1234.50" → "-1,234.50"; anything unreadable (not loaded) → "--". */
export function formatPrice(value: string | null | undefined): string {
  if (value == null || !isDecimalString(value)) return '--';
  const negative = value.startsWith('-');
  const [integerPart = '0', fractionPart] = (negative ? value.slice(1) : value).split('.');
  const grouped = groupDigits(integerPart);
  return `${negative ? '-' : ''}${grouped}${fractionPart === undefined ? '' : `.${fractionPart}`}`;
}

/** A change with its sign: "+4", "-4", "0"; missing → "--". */
export function formatSignedPrice(value: string | null | undefined): string {
  if (value == null || !isDecimalString(value)) return '--';
  return signOf(value) > 0 ? `+${formatPrice(value)}` : formatPrice(value);
}

/** A percentage change with its sign: "+0.11%", "-3.17%", "0.00%"; missing → "--". */
export function formatSignedPercent(value: string | null | undefined): string {
  if (value == null || !isDecimalString(value)) return '--';
  return `${formatSignedPrice(value)}%`;
}

/** A share count, compact in the reader's language: 13,187,400 → "1319万" / "1319萬" / "13.19M". */
export function formatVolume(shares: number, locale: DisplayLocale): string {
  if (!Number.isFinite(shares)) return '--';
  if (Math.abs(shares) < 10_000) return numberFormat(INTL_LOCALE[locale]).format(shares);
  return numberFormat(INTL_LOCALE[locale], {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(shares);
}

/** Turnover (yen), compact: "48260159200" → "482.6億" / "482.6億" / "48.26B". */
export function formatTurnover(value: string | null | undefined, locale: DisplayLocale): string {
  if (value == null || !isDecimalString(value)) return '--';
  return formatCompactMoney(value, locale);
}

/** A share count in full, for the order book: 14300 → "14,300". */
export function formatShares(shares: number): string {
  return Number.isFinite(shares) ? groupDigits(String(Math.trunc(shares))) : '--';
}

/**
 * Market time in Japan (the exchange's zone, fixed UTC+9), as "HH:mm:ss"; with `withDate` also
 * "MM/DD". Japan has no daylight saving time, so a fixed zone is exact.
 */
export function formatMarketTime(iso: string, withDate = false): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '--';
  // Without Intl (shared/japan-time.ts): exact for Japan's fixed zone, and no ICU formatter to build.
  const { month, day, hour, minute, second } = japanTimeParts(at);
  const time = `${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`;
  return withDate ? `${twoDigits(month)}/${twoDigits(day)} ${time}` : time;
}
