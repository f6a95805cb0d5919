import type { Locale } from '@kabuto/contract';
import en from './statuses/en.json';
import ja from './statuses/ja.json';
import zhTW from './statuses/zh-TW.json';

/**
 * The one catalogue of statuses (docs/adr/0017), read by the customer app and the console alike as
 * their `statuses` translation namespace, so a status has one name in each language wherever it is
 * shown:
 * - `order`: an order and its position (the contract's POSITION_STATUSES);
 * - `request`: a deposit or withdrawal request and a day-trading application (pending, awaiting a
 *   second approval, approved, rejected), and `completed` for a ledger entry that was no request;
 * - `verification`: where a customer's identity verification stands (VERIFICATION_STATUSES);
 * - `ipo`: a new-share application (IPO_APPLICATION_STATUSES).
 * Neither app keeps a status map of its own.
 */
export const STATUS_TEXTS = { ja, 'zh-TW': zhTW, en } as const satisfies Record<Locale, typeof ja>;

/** The catalogue in one language, as both apps register it (`resources[locale].statuses`). */
export type StatusTexts = typeof ja;

export function statusTexts(locale: Locale): StatusTexts {
  return STATUS_TEXTS[locale];
}

/** The statuses each group names, for code that must know whether it has words for one. */
export const ORDER_STATUS_KEYS = Object.keys(ja.order) as (keyof StatusTexts['order'])[];
export const REQUEST_STATUS_KEYS = Object.keys(ja.request) as (keyof StatusTexts['request'])[];
export const IPO_STATUS_KEYS = Object.keys(ja.ipo) as (keyof StatusTexts['ipo'])[];
