/**
 * The error catalogue: every refusal the server can answer, as a key the apps translate.
 * A refusal is `{ status: 0, msg: <key>, data: null }` and changes nothing.
 * Keys cover every condition of product-spec section 8, plus the platform's own (bad input,
 * sessions, idempotency). Adding a key means adding its three texts below; a test checks that.
 */
export const ERROR_MESSAGES = {
  // Account
  account_not_found: {
    ja: 'アカウントが存在しません',
    'zh-TW': '帳號不存在',
    en: 'The account does not exist',
  },
  wrong_account_or_password: {
    ja: 'アカウントまたはパスワードが正しくありません',
    'zh-TW': '帳號或密碼錯誤',
    en: 'Wrong account or password',
  },
  login_failed: { ja: 'ログインに失敗しました', 'zh-TW': '登入失敗', en: 'Login failed' },
  account_exists: {
    ja: 'このアカウントは既に登録されています',
    'zh-TW': '帳號已存在',
    en: 'This account already exists',
  },
  account_format: {
    ja: 'アカウントは10桁の電話番号で入力してください',
    'zh-TW': '帳號須為10位數字的手機號碼',
    en: 'The account must be a ten-digit phone number',
  },
  inviter_not_found: {
    ja: '招待者が存在しません',
    'zh-TW': '邀請人不存在',
    en: 'The inviter does not exist',
  },
  invitation_code_required: {
    ja: '招待コードを入力してください',
    'zh-TW': '請輸入邀請碼',
    en: 'Please enter an invitation code',
  },
  // Passwords
  password_required: {
    ja: 'パスワードを入力してください',
    'zh-TW': '請輸入密碼',
    en: 'Please enter the password',
  },
  password_format: {
    ja: 'パスワードは英数字8文字で入力してください',
    'zh-TW': '密碼須為8位英文字母或數字',
    en: 'The password must be 8 English letters or digits',
  },
  original_password_wrong: {
    ja: '元のパスワードが正しくありません',
    'zh-TW': '原密碼錯誤',
    en: 'The original password is wrong',
  },
  passwords_differ: {
    ja: '2回入力したパスワードが一致しません',
    'zh-TW': '兩次輸入的密碼不一致',
    en: 'The two passwords differ',
  },
  new_password_same_as_old: {
    ja: '新しいパスワードは元のパスワードと異なるものにしてください',
    'zh-TW': '新密碼不可與原密碼相同',
    en: 'The new password must differ from the old one',
  },
  fund_password_format: {
    ja: '資金パスワードは数字6桁で入力してください',
    'zh-TW': '資金密碼須為6位數字',
    en: 'The fund password must be 6 digits',
  },
  fund_password_wrong: {
    ja: '資金パスワードが正しくありません',
    'zh-TW': '資金密碼錯誤',
    en: 'The fund password is wrong',
  },
  fund_password_not_set: {
    ja: '先に資金パスワードを設定してください',
    'zh-TW': '請先設定資金密碼',
    en: 'Please set a fund password first',
  },
  fund_password_already_set: {
    ja: '資金パスワードは設定済みです。変更には元の資金パスワードが必要です',
    'zh-TW': '資金密碼已設定，修改需要原資金密碼',
    en: 'A fund password is already set; changing it needs the current one',
  },
  channel_password_wrong: {
    ja: 'チャネルパスワードが正しくありません',
    'zh-TW': '通道密碼錯誤',
    en: 'The channel password is wrong',
  },
  agreement_required: {
    ja: '利用規約とプライバシーポリシーをお読みのうえ同意してください',
    'zh-TW': '請閱讀並同意用戶服務協議與隱私政策',
    en: 'Please read and accept the service agreement and privacy policy',
  },
  // Platform
  too_frequent: {
    ja: '操作が頻繁すぎます。しばらくしてからお試しください',
    'zh-TW': '提交過於頻繁，請稍後再試',
    en: 'Submitting too frequently, please try again later',
  },
  system_busy: {
    ja: 'システムが混み合っています。しばらくしてからお試しください',
    'zh-TW': '系統繁忙，請稍後再試',
    en: 'The system is busy, please try again later',
  },
  key_mismatch: {
    ja: 'キーが一致しません',
    'zh-TW': '金鑰不一致',
    en: 'Key mismatch',
  },
  upload_failed: { ja: 'アップロードに失敗しました', 'zh-TW': '上傳失敗', en: 'Upload failed' },
  upload_type_not_allowed: {
    ja: 'JPEG・PNG・WebP形式の画像のみアップロードできます',
    'zh-TW': '僅可上傳 JPEG、PNG 或 WebP 格式的圖片',
    en: 'Only JPEG, PNG or WebP images can be uploaded',
  },
  upload_too_large: {
    ja: '画像のサイズが大きすぎます（8MBまで）',
    'zh-TW': '圖片檔案過大（上限 8MB）',
    en: 'The image is too large (8 MB at most)',
  },
  upload_image_unreadable: {
    ja: '画像を読み込めませんでした。破損していない画像を選んでください',
    'zh-TW': '無法讀取圖片，請選擇未損壞的圖片',
    en: 'The image could not be read; please choose an undamaged image',
  },
  upload_not_found: {
    ja: 'アップロードした画像が見つかりません。もう一度アップロードしてください',
    'zh-TW': '找不到已上傳的圖片，請重新上傳',
    en: 'The uploaded image was not found; please upload it again',
  },
  upload_purpose_mismatch: {
    ja: 'この画像は別の用途でアップロードされています',
    'zh-TW': '此圖片是為其他用途上傳的',
    en: 'This image was uploaded for another purpose',
  },
  order_not_found: {
    ja: '注文が存在しません',
    'zh-TW': '訂單不存在',
    en: 'The order does not exist',
  },
  invalid_params: {
    ja: '入力内容に誤りがあります',
    'zh-TW': '輸入內容有誤',
    en: 'Some of the input is not valid',
  },
  unauthorized: {
    ja: 'ログインの有効期限が切れました。再度ログインしてください',
    'zh-TW': '登入已失效，請重新登入',
    en: 'Your session has ended, please log in again',
  },
  forbidden: {
    ja: 'この操作を行う権限がありません',
    'zh-TW': '您沒有執行此操作的權限',
    en: 'You are not allowed to do this',
  },
  reason_required: {
    ja: '理由を入力してください',
    'zh-TW': '請填寫原因',
    en: 'Please give a reason',
  },
  not_found: {
    ja: 'お探しのページは存在しません',
    'zh-TW': '找不到請求的內容',
    en: 'Nothing was found here',
  },
  // Funds
  insufficient_available_balance: {
    ja: '利用可能残高が不足しています',
    'zh-TW': '可用餘額不足',
    en: 'Insufficient available balance',
  },
  insufficient_balance: {
    ja: '残高が不足しています',
    'zh-TW': '餘額不足',
    en: 'Insufficient balance',
  },
  insufficient_withdrawable: {
    ja: '出金可能額が不足しています',
    'zh-TW': '可提領金額不足',
    en: 'Insufficient withdrawable amount',
  },
  credit_score_too_low: {
    ja: '信用スコアが不足しているため、この信用取引はご利用いただけません',
    'zh-TW': '信用分不足，無法使用此信用額度',
    en: 'Your credit score is too low for this credit',
  },
  other_fund_operation: {
    ja: '他の資金操作を処理中です',
    'zh-TW': '當前用戶有其他資金操作正在處理',
    en: 'Another fund operation of yours is in progress',
  },
  deposit_proof_required: {
    ja: '先に入金証明をアップロードしてください',
    'zh-TW': '請先上傳入金憑證',
    en: 'Please upload the deposit proof first',
  },
  amount_invalid: {
    ja: '正しい金額を入力してください',
    'zh-TW': '請輸入正確的金額',
    en: 'Please enter a valid amount',
  },
  amount_below_minimum: {
    ja: '金額が最低額を下回っています',
    'zh-TW': '金額低於最低限額',
    en: 'The amount is below the minimum',
  },
  amount_above_maximum: {
    ja: '金額が上限額を超えています',
    'zh-TW': '金額超過最高限額',
    en: 'The amount is above the maximum',
  },
  currency_not_available: {
    ja: 'この通貨は現在ご利用いただけません',
    'zh-TW': '此幣別目前無法使用',
    en: 'This currency is not available for this operation',
  },
  deposit_window_closed: {
    ja: '入金受付時間外です（営業日の受付時間内にお手続きください）',
    'zh-TW': '非入金時間（請於營業日的受理時間內辦理）',
    en: 'Outside deposit hours (deposits are accepted during business hours on business days)',
  },
  withdraw_window_closed: {
    ja: '出金受付時間外です（営業日の受付時間内にお手続きください）',
    'zh-TW': '非提領時間（請於營業日的受理時間內辦理）',
    en: 'Outside withdrawal hours (withdrawals are accepted during business hours on business days)',
  },
  deposit_channel_unavailable: {
    ja: 'この入金先は現在ご利用いただけません',
    'zh-TW': '此入金通道目前無法使用',
    en: 'This deposit channel is not available',
  },
  fund_password_required: {
    ja: '資金パスワードを入力してください',
    'zh-TW': '請輸入資金密碼',
    en: 'Please enter the fund password',
  },
  funding_request_not_found: {
    ja: '該当する入出金申請がありません',
    'zh-TW': '找不到此出入金申請',
    en: 'The deposit or withdrawal request does not exist',
  },
  funding_request_closed: {
    ja: 'この申請は審査済みです',
    'zh-TW': '此申請已審核完畢',
    en: 'This request has already been reviewed',
  },
  second_approver_required: {
    ja: 'この承認には別の担当者による二次承認が必要です',
    'zh-TW': '此核准需由另一位操作員進行第二次核准',
    en: 'A second, different operator must approve this',
  },
  funding_settings_invalid: {
    ja: '設定値が正しくありません（最低額・上限額・手数料・時間をご確認ください）',
    'zh-TW': '設定值有誤（請確認最低額、最高額、手續費與時間）',
    en: 'The settings are not consistent (check minimums, maximums, fees and hours)',
  },
  fx_same_currency: {
    ja: '両替元と両替先の通貨は異なるものを選んでください',
    'zh-TW': '來源幣別與目標幣別不可相同',
    en: 'The source and target currencies must differ',
  },
  fx_quote_expired: {
    ja: 'レートの有効期限が切れました。もう一度レートを取得してください',
    'zh-TW': '報價已失效，請重新取得匯率',
    en: 'The quoted rate has expired; please get a new quote',
  },
  fx_amount_too_small: {
    ja: '金額が小さすぎて両替できません',
    'zh-TW': '金額過小，無法兌換',
    en: 'The amount is too small to exchange',
  },
  fx_rate_unavailable: {
    ja: '為替レートを取得できません。しばらくしてからお試しください',
    'zh-TW': '無法取得匯率，請稍後再試',
    en: 'Exchange rates are not available right now, please try again later',
  },
  // Real-name verification
  verification_not_passed: {
    ja: '本人確認が承認されませんでした',
    'zh-TW': '實名資訊未通過',
    en: 'Your identity verification was not passed',
  },
  verification_required: {
    ja: '先に本人確認を完了してください',
    'zh-TW': '請先完成實名認證',
    en: 'Please complete identity verification first',
  },
  verification_pending: {
    ja: '提出済みです。審査をお待ちください',
    'zh-TW': '已提交，請等待審核',
    en: 'Submitted and awaiting review',
  },
  verification_already_verified: {
    ja: '本人確認は完了しています',
    'zh-TW': '實名認證已完成',
    en: 'Your identity is already verified',
  },
  verification_not_found: {
    ja: '本人確認の申請がありません',
    'zh-TW': '沒有實名認證申請',
    en: 'No identity verification has been submitted',
  },
  verification_not_in_review: {
    ja: 'この本人確認は審査待ちではありません',
    'zh-TW': '此實名認證不是待審核狀態',
    en: 'This identity verification is not awaiting review',
  },
  verification_name_required: {
    ja: '氏名を入力してください',
    'zh-TW': '請輸入姓名',
    en: 'Please enter your name',
  },
  katakana_name_required: {
    ja: '氏名（カナ）を入力してください',
    'zh-TW': '請輸入片假名姓名',
    en: 'Please enter your name in katakana',
  },
  katakana_name_format: {
    ja: '氏名（カナ）は全角カタカナで入力してください',
    'zh-TW': '片假名姓名須為全形片假名',
    en: 'The katakana name must be written in full-width katakana',
  },
  document_type_required: {
    ja: '本人確認書類の種類を選択してください',
    'zh-TW': '請選擇身分證件類型',
    en: 'Please choose the type of identity document',
  },
  id_number_required: {
    ja: '本人確認書類の番号を入力してください',
    'zh-TW': '請輸入證件號碼',
    en: 'Please enter the document number',
  },
  id_number_format: {
    ja: '本人確認書類の番号が正しくありません',
    'zh-TW': '證件號碼格式不正確',
    en: 'The document number is not valid',
  },
  id_images_required: {
    ja: '本人確認書類の表面と裏面の画像をアップロードしてください',
    'zh-TW': '請上傳證件正面與背面的圖片',
    en: 'Please upload images of the front and back of the document',
  },
  // Account state
  account_frozen: {
    ja: 'アカウントが凍結されています。サポートにお問い合わせください',
    'zh-TW': '帳號已被凍結，請聯繫客服',
    en: 'Your account is frozen, please contact support',
  },
  account_login_banned: {
    ja: 'ログインが禁止されています。サポートにお問い合わせください',
    'zh-TW': '帳號已被禁止登入，請聯繫客服',
    en: 'Your account is banned from logging in, please contact support',
  },
  account_disabled: {
    ja: 'アカウントは無効化されています。サポートにお問い合わせください',
    'zh-TW': '帳號已被停用，請聯繫客服',
    en: 'Your account is disabled, please contact support',
  },
  account_withdraw_barred: {
    ja: '出金できません。サポートにお問い合わせください',
    'zh-TW': '無法提領，請聯繫客服',
    en: 'You cannot withdraw, please contact support',
  },
  account_trade_barred: {
    ja: '取引できません。サポートにお問い合わせください',
    'zh-TW': '無法交易，請聯繫客服',
    en: 'You cannot trade, please contact support',
  },
  // Bank cards
  card_not_found: {
    ja: '銀行口座が存在しません',
    'zh-TW': '銀行卡不存在',
    en: 'The bank card does not exist',
  },
  card_not_owned: {
    ja: 'この銀行口座はお客様のものではありません',
    'zh-TW': '此銀行卡不屬於您',
    en: 'This bank card does not belong to you',
  },
  card_exists: {
    ja: 'この銀行口座は既に登録されています',
    'zh-TW': '銀行卡已存在',
    en: 'This bank card already exists',
  },
  bank_card_fields_required: {
    ja: '口座情報をすべて入力してください',
    'zh-TW': '請填寫所有銀行卡資料',
    en: 'Please fill in every bank account field',
  },
  card_number_format: {
    ja: '口座番号が正しくありません（国内の銀行は7桁）',
    'zh-TW': '帳號格式不正確（日本國內銀行為7位數字）',
    en: 'The account number is not valid (7 digits for a Japanese bank)',
  },
  card_type_invalid: {
    ja: '口座種別が正しくありません',
    'zh-TW': '帳戶類型不正確',
    en: 'The account type is not valid',
  },
  branch_code_format: {
    ja: '支店番号が正しくありません（国内の銀行は3桁）',
    'zh-TW': '分行代碼格式不正確（日本國內銀行為3位數字）',
    en: 'The branch code is not valid (3 digits for a Japanese bank)',
  },
  ifsc_format: {
    ja: 'IFSCコードが正しくありません',
    'zh-TW': 'IFSC 代碼格式不正確',
    en: 'The IFSC code is not valid',
  },
  upi_format: {
    ja: 'UPI IDが正しくありません',
    'zh-TW': 'UPI ID 格式不正確',
    en: 'The UPI ID is not valid',
  },
  ifsc_upi_not_applicable: {
    ja: 'IFSCコードとUPI IDはインドの銀行口座でのみ入力できます',
    'zh-TW': 'IFSC 代碼與 UPI ID 僅適用於印度的銀行帳戶',
    en: 'IFSC and UPI apply only to Indian bank accounts',
  },
  holder_name_mismatch: {
    ja: '口座名義が本人確認済みの氏名と一致しません',
    'zh-TW': '戶名與實名認證的姓名不一致',
    en: 'The account holder name does not match your verified name',
  },
  card_limit_reached: {
    ja: '登録できる銀行口座は5件までです',
    'zh-TW': '最多可綁定5張銀行卡',
    en: 'You can add at most 5 bank accounts',
  },
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
  block_trade_closed: {
    ja: 'ブロック取引は終了しました',
    'zh-TW': '大宗交易已關閉',
    en: 'Block trading is closed',
  },
  copy_trade_deadline_passed: {
    ja: 'この商品のコピートレード期限を過ぎています',
    'zh-TW': '產品已過跟單截止時間',
    en: 'The copy-trade deadline for this product has passed',
  },
  // Loans
  loan_limit_insufficient: {
    ja: '借入限度額が不足しています',
    'zh-TW': '借款額度不足',
    en: 'Your loan limit is insufficient',
  },
  repayment_exceeds_loan: {
    ja: '返済額が借入額を超えています',
    'zh-TW': '還款金額超過借款金額',
    en: 'The repayment exceeds the loan',
  },
} as const satisfies Record<string, Record<'ja' | 'zh-TW' | 'en', string>>;

export type ErrorKey = keyof typeof ERROR_MESSAGES;

export const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as ErrorKey[];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
