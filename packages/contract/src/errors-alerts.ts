import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): price alerts (docs/alerts.md). */
export const ALERT_ERRORS = {
  price_alert_threshold_invalid: {
    ja: '価格は呼値の単位で、変動率は0より大きく値幅制限以内で入力してください',
    'zh-TW': '價格請依升降單位輸入，漲跌幅請輸入大於0且不超過漲跌幅限制的數值',
    en: "Enter a price on the stock's tick size, or a move above 0% and within its daily price limit",
  },
  price_alert_already_met: {
    ja: '現在の株価ですでに条件に達しています。まだ達していない値を設定してください',
    'zh-TW': '目前股價已達到此條件，請設定尚未達到的數值',
    en: 'The current price already meets this condition; choose a value it has not reached',
  },
  price_alert_limit: {
    ja: '株価アラートは20件まで設定できます。不要なアラートを削除してください',
    'zh-TW': '股價提醒最多可設定20則，請先刪除不需要的提醒',
    en: 'You can keep up to 20 price alerts; delete one first',
  },
  price_alert_not_found: {
    ja: '株価アラートが見つかりません',
    'zh-TW': '找不到此股價提醒',
    en: 'The price alert was not found',
  },
} as const satisfies ErrorTexts;
