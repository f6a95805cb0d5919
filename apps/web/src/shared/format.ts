import type { Locale } from '@kabuto/contract';
import { dateTimeFormat } from './intl-formats';

export {
  formatMoney,
  formatNonNegativeMoney,
  formatCompactMoney,
  shortenMiddle,
  clipText,
} from '@kabuto/money';

/** A phone-number account shown in public places: 0900000001 becomes 090****0001. */
export function maskAccount(account: string): string {
  if (account.length < 8) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

/** The language's own number and date conventions (Intl locale) for each app language. */
export const INTL_LOCALE: Record<Locale, string> = { ja: 'ja-JP', 'zh-TW': 'zh-TW', en: 'en-US' };

/**
 * A moment in Japan time (the exchange's, and the deposit windows'), in the reader's language:
 * orders and fills are timed to the second, records and windows to the minute. Japan has no
 * daylight saving time, so the fixed zone is exact. `undefined` for a timestamp that does not parse.
 */
export function formatJapanTime(
  iso: string,
  locale: Locale,
  precision: 'minutes' | 'seconds',
): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'seconds' ? { second: '2-digit' as const } : {}),
    hour12: false,
  }).format(date);
}
