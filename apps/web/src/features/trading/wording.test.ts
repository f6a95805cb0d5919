import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';
import en from '../../locales/trading/en.json';
import ja from '../../locales/trading/ja.json';
import zhTW from '../../locales/trading/zh-TW.json';

/**
 * Opening is 新規 / 建倉 / Open and closing is 決済 / 平倉 / Close, whatever the direction
 * (shared/design/glossary.md): a short is opened by a sale and closed by a purchase, so no text
 * about opening or closing may say "buy" or "sell". Only the two directions themselves do
 * (Buy long, Sell short; 新規買, 新規売; 做多, 做空). A newcomer met "15 minutes after buying" on
 * a refusal, and ロット, 張 and ポジション beside the glossary's 単元, 單位 and 建玉.
 */
const FORBIDDEN: Record<Locale, RegExp> = {
  ja: /売却|購入|買付|買い建|売り建|ロット|ポジション/,
  'zh-TW': /賣出|買進|買入|買漲|買跌|張|持倉|掛單|撤單|訂單/,
  en: /\b(sell|sells|sold|selling|sale|buy|buys|bought|buying)\b/i,
};

/** The directions, named by the glossary's own words for them. */
const DIRECTION_KEYS = new Set([
  'direction.buyLong',
  'direction.buyShort',
  'ticket.review_long',
  'ticket.review_short',
  'confirm.place_long',
  'confirm.place_short',
  // "borrowed for short selling" names the direction, not a close.
  'costs.lending',
]);

/** The trading keys of the error catalogue (packages/contract/src/errors.ts, "Trading"). */
const TRADING_ERRORS: readonly ErrorKey[] = [
  'exceeds_price_limit',
  'close_min_holding_time',
  'close_before_settlement_day',
  'position_locked',
  'order_not_pending',
  'non_trading_time',
  'product_unavailable',
  'price_unavailable',
  'order_awaiting_review',
  'order_not_in_review',
  'duplicate_operation',
  'price_not_on_tick',
  'limit_price_required',
  'order_lots_invalid',
  'leverage_unavailable',
  'insufficient_liquidity',
  'session_order_type_unavailable',
  'day_trading_not_enabled',
  'day_trading_session_only',
  'day_trading_already_applied',
  'day_trading_applications_closed',
  'application_closed',
  'trading_settings_invalid',
  'warning_level_not_above_maintenance',
  'idempotency_key_required',
  'lending_quota_full',
];

function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

const FILES: Record<Locale, unknown> = { ja, 'zh-TW': zhTW, en };

describe('trading words assume no direction when they open or close', () => {
  for (const locale of ['ja', 'zh-TW', 'en'] as const) {
    it(`the trading texts in ${locale}`, () => {
      const offending = flatten(FILES[locale]).filter(
        ([key, text]) => !DIRECTION_KEYS.has(key) && FORBIDDEN[locale].test(text),
      );
      expect(offending).toEqual([]);
    });

    it(`the trading refusals in ${locale}`, () => {
      const offending = TRADING_ERRORS.map((key) => [key, ERROR_MESSAGES[key][locale]]).filter(
        ([, text]) => FORBIDDEN[locale].test(text!),
      );
      expect(offending).toEqual([]);
    });
  }
});
