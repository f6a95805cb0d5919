import { compareDecimalStrings, fixedPlaces, magnitude, signOf } from './plain';
import { isDecimalString, type DecimalString } from './syntax';

/*
 * Display needs no arithmetic: this module works on the digits (plain.ts), so an app that only
 * shows amounts does not load decimal.js.
 */

/** The app's languages, as BCP 47 tags for Intl. */
export type DisplayLocale = 'ja' | 'zh-TW' | 'en';

const INTL_LOCALE: Record<DisplayLocale, string> = { ja: 'ja-JP', 'zh-TW': 'zh-TW', en: 'en-US' };

function groupDigits(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Money as the spec shows it: two decimals with thousands separators ("1,234,567.80").
 * A signed amount keeps its sign: a loss shows as a loss (integrity rule 7).
 * The string path avoids JS numbers entirely, so no amount is ever rounded through binary floats.
 */
export function formatMoney(value: DecimalString): string {
  const fixed = fixedPlaces(value, 2);
  const negative = fixed.startsWith('-');
  const [integerPart = '0', fractionPart = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${groupDigits(integerPart)}.${fractionPart}`;
}

/**
 * The spec's "zero or less shows 0.00" rule, only for quantities that cannot be negative
 * (a balance, a frozen amount). Anything that can be a loss goes through `formatMoney`.
 * An empty or malformed value (not loaded yet) also shows 0.00 rather than "NaN".
 */
export function formatNonNegativeMoney(value: DecimalString | null | undefined): string {
  if (value == null || !isDecimalString(value) || signOf(value) <= 0) return '0.00';
  return formatMoney(value);
}

const THOUSAND = '1000' as DecimalString;

/**
 * Compact display, locale-aware through Intl: in English 1,234 → "1.2K" and 12,345,678 → "12M",
 * in Japanese "1234万" style. Values under 1,000 are shown in full with two decimals.
 * Intl.NumberFormat formats a decimal string exactly (no float conversion) in Node 20+ and
 * current browsers.
 */
export function formatCompactMoney(value: DecimalString, locale: DisplayLocale): string {
  if (compareDecimalStrings(magnitude(value), THOUSAND) < 0) return formatMoney(value);
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
    notation: 'compact',
    maximumFractionDigits: 2,
  });
  // Intl accepts numeric strings ("string decimal" in Intl.NumberFormat v3) and keeps them exact.
  return formatter.format(value as unknown as number);
}

/**
 * Text shortening rule of the spec: strings longer than 20 characters become the first 6 and the
 * last 6 characters joined with dots (used for long order numbers and addresses).
 */
export function shortenMiddle(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= 20) return text;
  return `${characters.slice(0, 6).join('')}...${characters.slice(-6).join('')}`;
}

/**
 * The spec's second rule: strings over 9 characters are cut to 10 characters (used for names in
 * narrow columns). A string of exactly 10 is therefore shown whole; a longer one is cut to its
 * first 10 and marked with an ellipsis so the reader knows it was cut.
 */
export function clipText(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= 10) return text;
  return `${characters.slice(0, 10).join('')}…`;
}
