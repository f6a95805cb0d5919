import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): block trades, bidding and grabbing shares (docs/off-auction.md). */
export const OFF_AUCTION_ERRORS = {
  block_offering_not_found: {
    ja: 'ブロック取引の募集が見つかりません',
    'zh-TW': '找不到此大宗交易',
    en: 'Block trade offering not found',
  },
  block_lots_invalid: {
    ja: '申込数量を正しく入力してください',
    'zh-TW': '請輸入正確的申購單位數',
    en: 'Please enter a valid number of lots',
  },
  block_lots_out_of_range: {
    ja: '申込数量がお一人あたりの下限・上限の範囲外です',
    'zh-TW': '申購單位數超出每人最低或最高限制',
    en: 'The lots are outside the minimum and maximum per customer',
  },
  block_below_minimum_amount: {
    ja: '申込金額が最低申込金額に達していません',
    'zh-TW': '申購金額未達最低申購金額',
    en: 'The amount is below the minimum for this offering',
  },
  block_one_purchase_per_day: {
    ja: 'ブロック取引の申込は1日1回までです',
    'zh-TW': '大宗交易每日僅限申購一次',
    en: 'One block trade purchase per day',
  },
  block_already_applied: {
    ja: 'この募集にはすでに申し込んでいます',
    'zh-TW': '您已申購此大宗交易',
    en: 'You have already applied for this offering',
  },
  block_price_out_of_band: {
    ja: '価格は前日終値の±7%以内で設定してください',
    'zh-TW': '價格須在前一日收盤價的 ±7% 以內',
    en: 'The price must be within ±7% of the previous close',
  },
  block_offering_invalid: {
    ja: '募集の条件が正しくありません（数量の下限・上限、申込期間）',
    'zh-TW': '大宗交易條件不正確（單位數上下限、申購期間）',
    en: 'The offering is not valid (lot bounds or window)',
  },
  block_offering_not_open: {
    ja: 'この募集は受付中ではありません',
    'zh-TW': '此大宗交易未在受理中',
    en: 'This offering is not open',
  },
  bidding_offering_not_found: {
    ja: '入札の募集が見つかりません',
    'zh-TW': '找不到此競價募集',
    en: 'Bidding offering not found',
  },
  bidding_closed: {
    ja: 'この入札は受付を終了しています',
    'zh-TW': '此競價已截止',
    en: 'Bidding for this offering is closed',
  },
  bidding_already_bid: {
    ja: 'この募集にはすでに入札しています',
    'zh-TW': '您已對此募集出價',
    en: 'You have already bid for this offering',
  },
  bidding_price_invalid: {
    ja: '入札価格を正しく入力してください',
    'zh-TW': '請輸入正確的出價',
    en: 'Please enter a valid bid price',
  },
  bidding_price_below_floor: {
    ja: '入札価格が最低入札価格を下回っています',
    'zh-TW': '出價低於最低價格',
    en: 'The bid price is below the floor price',
  },
  bidding_lots_invalid: {
    ja: '入札数量を正しく入力してください',
    'zh-TW': '請輸入正確的出價單位數',
    en: 'Please enter a valid number of lots',
  },
  bidding_lots_out_of_range: {
    ja: '入札数量がお一人あたりの下限・上限の範囲外です',
    'zh-TW': '出價單位數超出每人最低或最高限制',
    en: 'The lots are outside the minimum and maximum per customer',
  },
  bidding_floor_invalid: {
    ja: '最低入札価格は呼値の単位に合わせ、当日の値幅制限の範囲内で設定してください',
    'zh-TW': '最低價格須符合跳動單位，並在當日漲跌幅限制以內',
    en: "The floor price must be on the tick grid and within the day's price limits",
  },
  bidding_offering_invalid: {
    ja: '入札の条件が正しくありません（数量の下限・上限、受付期間）',
    'zh-TW': '競價條件不正確（單位數上下限、出價期間）',
    en: 'The offering is not valid (lot bounds or window)',
  },
  bidding_offering_not_open: {
    ja: 'この入札は受付中ではありません',
    'zh-TW': '此競價未在受理中',
    en: 'This bidding offering is not open',
  },
  bidding_bid_not_found: {
    ja: '入札が見つかりません',
    'zh-TW': '找不到此出價',
    en: 'Bid not found',
  },
  bidding_bid_not_pending: {
    ja: 'この入札は取り消せません',
    'zh-TW': '此出價無法撤回',
    en: 'This bid can no longer be withdrawn',
  },
  grab_not_at_limit: {
    ja: 'この銘柄は現在ストップ高ではありません',
    'zh-TW': '此股票目前未漲停',
    en: 'This stock is not at its upper price limit now',
  },
  grab_closed: {
    ja: '本日のストップ高比例配分の受付は終了しました',
    'zh-TW': '今日漲停排隊已截止',
    en: "Today's queue at the limit price is closed",
  },
  grab_lots_invalid: {
    ja: '数量を正しく入力してください',
    'zh-TW': '請輸入正確的單位數',
    en: 'Please enter a valid number of lots',
  },
  grab_already_joined: {
    ja: 'この銘柄の本日の列にはすでに並んでいます',
    'zh-TW': '您今日已排隊搶購此股票',
    en: "You are already in today's queue for this stock",
  },
  grab_order_not_found: {
    ja: '申込が見つかりません',
    'zh-TW': '找不到此搶購申請',
    en: 'Order not found',
  },
  grab_order_not_pending: {
    ja: 'この申込は取り消せません',
    'zh-TW': '此搶購申請無法取消',
    en: 'This order can no longer be canceled',
  },
  grab_queue_not_found: {
    ja: '比例配分の列が見つかりません',
    'zh-TW': '找不到此排隊',
    en: 'Queue not found',
  },
} as const satisfies ErrorTexts;
