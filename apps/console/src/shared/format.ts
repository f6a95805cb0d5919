import { currencyScale, isCurrencyCode } from '@kabuto/contract';
import { isDecimalString, isPositive, toFixedPlaces } from '@kabuto/money';

/** The brokerage runs on Japan time: every timestamp on screen is shown there, labelled once in the top bar. */
export const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `2025-11-21 09:05:03` in Japan time, the same in every language: a back office compares and
 * copies timestamps, so one sortable shape beats each locale's own.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function groupDigits(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount in its currency's minor unit with thousands separators ("1,234,567" for JPY,
 * "1,234.50" for USD), through decimal strings only: no amount passes through a float.
 * A code the console does not know, or a malformed value, is shown as it came.
 */
export function formatAmount(value: string, currency: string): string {
  if (!isCurrencyCode(currency) || !isDecimalString(value)) return value;
  const fixed = toFixedPlaces(value, currencyScale(currency));
  const negative = fixed.startsWith('-');
  const [integerPart = '0', fractionPart] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = groupDigits(integerPart);
  return `${negative ? '-' : ''}${fractionPart ? `${grouped}.${fractionPart}` : grouped}`;
}

/**
 * A price or a percentage with thousands separators and its decimals as they came ("3,694.5"):
 * prices sit on the tick grid, so rounding them to a currency's unit would hide a real digit.
 */
export function formatDecimal(value: string): string {
  if (!isDecimalString(value)) return value;
  const negative = value.startsWith('-');
  const [integerPart = '0', fractionPart] = (negative ? value.slice(1) : value).split('.');
  const grouped = groupDigits(integerPart);
  return `${negative ? '-' : ''}${fractionPart ? `${grouped}.${fractionPart}` : grouped}`;
}

/** A count of shares or lots: whole numbers, grouped ("1,000,000"). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupDigits(String(Math.abs(count)))}`;
}

/** A signed change with its sign always shown: "+50,000", "-1,200". */
export function formatSignedAmount(value: string, currency: string): string {
  const text = formatAmount(value, currency);
  return isDecimalString(value) && isPositive(value) ? `+${text}` : text;
}

/** Bytes as a short size: "812 B", "34.2 KB", "1.8 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
