import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): Trading, and the products to come (IPO, block trades, copy trading, loans). */
export const TRADING_ERRORS = {
  // Trading
  exceeds_price_limit: {
    ja: '値幅制限を超えています',
    'zh-TW': '超出漲跌停價格限制',
    en: 'The price exceeds the daily price limit',
  },
  close_min_holding_time: {
    ja: '建玉は新規約定から15分経過後に決済できます',
    'zh-TW': '部位須於建倉成交15分鐘後才可平倉',
    en: 'A position can be closed only 15 minutes after it was opened',
  },
  close_before_settlement_day: {
    ja: '受渡しの規則により、この建玉は決済可能日時から決済できます（建玉の詳細に表示）',
    'zh-TW': '依交割規則，此部位須於可平倉時間起才可平倉（見部位明細）',
    en: 'Under the settlement rule this position can be closed only from its closable date, shown on the position',
  },
  position_locked: {
    ja: 'この建玉はロックされています',
    'zh-TW': '此部位已鎖定',
    en: 'This position is locked',
  },
  order_not_pending: {
    ja: '注文は未約定の状態ではありません',
    'zh-TW': '此委託已非委託中（未成交）狀態',
    en: 'The order is not pending',
  },
  non_trading_time: {
    ja: '取引時間外です',
    'zh-TW': '非交易時間',
    en: 'Outside trading hours',
  },
  product_unavailable: {
    ja: '銘柄が存在しないか上場廃止されています',
    'zh-TW': '此股票不存在或已下市',
    en: 'The stock does not exist or is delisted',
  },
  price_unavailable: {
    ja: '株価を取得できませんでした',
    'zh-TW': '無法取得股價',
    en: 'The stock price could not be obtained',
  },
  not_yet_listed: { ja: 'まだ上場していません', 'zh-TW': '尚未上市', en: 'Not yet listed' },
  order_awaiting_review: {
    ja: '注文は審査待ちです',
    'zh-TW': '委託審核中',
    en: 'The order is awaiting review',
  },
  order_not_in_review: {
    ja: '注文は審査中の状態ではありません',
    'zh-TW': '此委託不在審核中',
    en: 'The order is not in review',
  },
  duplicate_operation: {
    ja: '注文は保有中・申込中・未約定のいずれでもありません。重複操作はしないでください',
    'zh-TW': '此委託不是持有中、申購中或委託中狀態，請勿重複操作',
    en: 'The order is not holding, subscribing or pending; do not repeat the operation',
  },
  price_not_on_tick: {
    ja: '価格が呼値の単位に合っていません',
    'zh-TW': '價格不符合升降單位',
    en: 'The price is not on the tick size grid',
  },
  limit_price_required: {
    ja: '指値を入力してください',
    'zh-TW': '請輸入限價',
    en: 'Please enter a limit price',
  },
  order_lots_invalid: {
    ja: '注文数量（単元）が正しくありません',
    'zh-TW': '委託單位數不正確',
    en: 'The number of lots is not allowed',
  },
  leverage_unavailable: {
    ja: '選択できないレバレッジです',
    'zh-TW': '不可選擇此槓桿倍數',
    en: 'This leverage is not available',
  },
  insufficient_liquidity: {
    ja: '反対側の注文がないため約定できません',
    'zh-TW': '無對手委託，無法成交',
    en: 'There are no orders on the other side to trade with',
  },
  session_order_type_unavailable: {
    ja: 'この時間帯は成行注文のみ受け付けます',
    'zh-TW': '此時段僅接受市價單',
    en: 'Only market orders are taken in this session',
  },
  day_trading_not_enabled: {
    ja: 'デイトレードは申請の承認後にご利用いただけます',
    'zh-TW': '當沖須申請核准後方可使用',
    en: 'Day trading is available once your application is approved',
  },
  day_trading_session_only: {
    ja: 'デイトレードは通常の取引時間のみ注文できます',
    'zh-TW': '當沖僅可於一般交易時段下單',
    en: 'Day trades can only be placed in the regular session',
  },
  day_trading_already_applied: {
    ja: 'デイトレードの申請は既に提出済みです',
    'zh-TW': '已提交當沖申請',
    en: 'You have already applied for day trading',
  },
  day_trading_applications_closed: {
    ja: '現在デイトレードの申請は受け付けていません',
    'zh-TW': '目前不受理當沖申請',
    en: 'Day trading applications are not being taken at the moment',
  },
  application_closed: {
    ja: 'この申請は既に審査済みです',
    'zh-TW': '此申請已審核',
    en: 'This application has already been decided',
  },
  trading_settings_invalid: {
    ja: '取引設定の値が正しくありません',
    'zh-TW': '交易設定值不正確',
    en: 'The trading settings are not valid',
  },
  warning_level_not_above_maintenance: {
    ja: '警告となる証拠金維持率は、強制決済となる証拠金維持率より高くしてください',
    'zh-TW': '警示的保證金維持率須高於強制平倉的保證金維持率',
    en: 'The warning margin level must be above the forced-liquidation margin level',
  },
  idempotency_key_required: {
    ja: '注文の識別キーがありません。画面を開き直してください',
    'zh-TW': '缺少委託識別碼，請重新開啟頁面',
    en: 'The order has no idempotency key; please reopen the screen',
  },
  lending_quota_full: {
    ja: 'この銘柄の貸株枠が上限に達したか、停止されています',
    'zh-TW': '此股票的融券額度已滿或已暫停',
    en: 'Borrow availability for this stock is used up or suspended',
  },
  // IPO, block trades, copy trading
  ipo_already_subscribed: {
    ja: '新規公開株は1銘柄につき1回のみ申し込めます',
    'zh-TW': '每檔新股僅可申購一次',
    en: 'Each new share can be subscribed only once',
  },
  subscription_not_started: {
    ja: '申込期間はまだ始まっていません',
    'zh-TW': '未到申購時間',
    en: 'The subscription period has not started',
  },
  subscription_closed: {
    ja: '申込期間は終了しました',
    'zh-TW': '申購時間已結束',
    en: 'The subscription period has ended',
  },
  ipo_not_found: {
    ja: 'この新規公開株は見つかりません',
    'zh-TW': '找不到此新股',
    en: 'This new share offering was not found',
  },
  ipo_application_not_found: {
    ja: 'この申込は見つかりません',
    'zh-TW': '找不到此申購',
    en: 'This application was not found',
  },
  ipo_lots_invalid: {
    ja: '申込口数は1口から上限までの整数で入力してください',
    'zh-TW': '申購單位數須為 1 至上限之間的整數',
    en: 'Enter a whole number of lots from one up to the maximum',
  },
  ipo_payment_not_due: {
    ja: 'この申込は払込待ちではありません',
    'zh-TW': '此申購不在待繳款狀態',
    en: 'This application is not awaiting payment',
  },
  ipo_purchase_deadline_passed: {
    ja: '払込期限を過ぎたため、当選は失効しました',
    'zh-TW': '已超過認購期限，中籤已失效',
    en: 'The purchase deadline has passed and the win has expired',
  },
  ipo_symbol_invalid: {
    ja: '銘柄コードは4桁の数字で入力してください',
    'zh-TW': '股票代號須為 4 位數字',
    en: 'The code must be four digits',
  },
  ipo_symbol_listed: {
    ja: 'この銘柄コードはすでに上場しているか、別の募集で使われています',
    'zh-TW': '此代號已上市或已用於其他新股',
    en: 'This code is already listed or used by another offering',
  },
  ipo_price_invalid: {
    ja: '公開価格は仮条件の範囲内で、下限は上限以下にしてください',
    'zh-TW': '承銷價須在價格區間內，且下限不得高於上限',
    en: 'The final price must lie in the range, and the range’s low must not exceed its high',
  },
  ipo_price_range_raised: {
    ja: '公開後は仮条件の上限を引き上げられません（申込者の拘束金額が不足するため）',
    'zh-TW': '公開後不可調高價格區間上限（申購人圈存金額將不足）',
    en: 'After publication the top of the range cannot be raised (applicants’ held money would not cover it)',
  },
  ipo_schedule_invalid: {
    ja: '日程は 申込開始 < 申込締切 ≤ 抽選 < 払込期限 ≤ 上場日 の順にしてください',
    'zh-TW': '日程須依序：開始申購 < 截止申購 ≤ 抽籤 < 認購期限 ≤ 上市日',
    en: 'The schedule must run: subscription opens < closes ≤ draw < purchase deadline ≤ listing date',
  },
  ipo_offering_locked: {
    ja: 'この募集は抽選済みまたは取り下げ済みのため変更できません',
    'zh-TW': '此新股已抽籤或已撤銷，無法變更',
    en: 'This offering has been drawn or withdrawn and cannot be changed',
  },
  ipo_not_draft: {
    ja: '下書きの募集のみ公開できます',
    'zh-TW': '僅可公開草稿狀態的新股',
    en: 'Only a draft offering can be published',
  },
  block_trade_closed: {
    ja: 'ブロック取引は終了しました',
    'zh-TW': '大宗交易已關閉',
    en: 'Block trading is closed',
  },
  copy_trade_deadline_passed: {
    ja: 'この商品のコピートレード期限を過ぎています',
    'zh-TW': '此商品已過跟單截止時間',
    en: 'The copy-trade deadline for this product has passed',
  },
  copy_product_not_found: {
    ja: 'コピートレード商品が見つかりません',
    'zh-TW': '找不到此跟單商品',
    en: 'Copy-trade product not found',
  },
  copy_minimum_not_met: {
    ja: '最低投資額に達していません',
    'zh-TW': '未達最低投資金額',
    en: 'The amount is below the minimum investment',
  },
  copy_product_full: {
    ja: 'この商品は募集上限に達しています',
    'zh-TW': '此商品已達募集上限',
    en: 'This product has reached its capacity',
  },
  copy_amount_too_small: {
    ja: '金額が小さすぎるため、フォローできません',
    'zh-TW': '金額過小，無法跟單',
    en: 'The amount is too small to follow with',
  },
  copy_lockup_not_ended: {
    ja: 'フォロー期間（ロックアップ）が終わるまで解約できません',
    'zh-TW': '跟單期限（鎖定期）結束前無法贖回',
    en: 'You cannot redeem before the follow time limit (lock-up) ends',
  },
  copy_holding_not_found: {
    ja: 'この商品の口数を保有していません',
    'zh-TW': '您未持有此商品的單位',
    en: 'You hold no units of this product',
  },
  copy_units_invalid: {
    ja: '解約口数は保有口数の範囲内で指定してください',
    'zh-TW': '贖回單位須在持有單位範圍內',
    en: 'Redeem between zero and the units you hold',
  },
  copy_stop_loss_invalid: {
    ja: 'コピーストップロスは投資額の1%〜99%で指定してください',
    'zh-TW': '跟單停損請設定為投資金額的 1% 至 99%',
    en: 'Set the copy stop-loss between 1% and 99% of your investment',
  },
  copy_product_closed: {
    ja: 'この商品は終了しました。保有口数はすべて解約されます',
    'zh-TW': '此商品已結束，所持單位將全部贖回',
    en: 'This product has ended; every holding is being redeemed',
  },
  copy_strategy_not_found: {
    ja: '戦略が見つかりません',
    'zh-TW': '找不到此策略',
    en: 'Strategy not found',
  },
  copy_leader_history_too_short: {
    ja: 'リーダーに申し込むには、最初の建玉から30日以上の取引履歴が必要です',
    'zh-TW': '申請成為交易員，須自首筆建倉起有 30 天以上的交易紀錄',
    en: 'To apply as a leader you need at least 30 days of trading since your first position',
  },
  copy_leader_application_pending: {
    ja: 'リーダーへの申し込みは審査中です',
    'zh-TW': '您的交易員申請正在審核中',
    en: 'Your application to lead is being reviewed',
  },
  copy_already_leader: {
    ja: 'すでにリーダーとして承認されています',
    'zh-TW': '您已核准成為交易員',
    en: 'You are already a leader',
  },
  copy_leader_application_not_found: {
    ja: 'リーダー申し込みが見つかりません',
    'zh-TW': '找不到此交易員申請',
    en: 'Leader application not found',
  },
} as const satisfies ErrorTexts;
