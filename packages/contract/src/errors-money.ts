import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): Funds, real-name verification, account states and bank cards. */
export const MONEY_ERRORS = {
  // Funds
  insufficient_available_balance: {
    ja: '利用可能額が不足しています',
    'zh-TW': '可用資金不足',
    en: 'Your available funds are insufficient',
  },
  insufficient_balance: {
    ja: '残高が不足しています',
    'zh-TW': '餘額不足',
    en: 'Insufficient balance',
  },
  insufficient_withdrawable: {
    ja: '出金可能額が不足しています',
    'zh-TW': '可出金金額不足',
    en: 'Insufficient withdrawable amount',
  },
  credit_score_too_low: {
    ja: '信用スコアが基準に達していないため、ご利用いただけません',
    'zh-TW': '信用評分不足，無法使用此服務',
    en: 'Your credit score is too low for this service',
  },
  other_fund_operation: {
    ja: '他の資金操作を処理中です',
    'zh-TW': '您有其他資金申請正在處理中',
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
    'zh-TW': '非出金時間（請於營業日的受理時間內辦理）',
    en: 'Outside withdrawal hours (withdrawals are accepted during business hours on business days)',
  },
  deposit_channel_unavailable: {
    ja: 'この入金先は現在ご利用いただけません',
    'zh-TW': '此入金管道目前無法使用',
    en: 'This deposit channel is not available',
  },
  fund_password_required: {
    ja: '取引暗証番号を入力してください',
    'zh-TW': '請輸入交易密碼',
    en: 'Please enter your trading PIN',
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
    'zh-TW': '實名認證未通過',
    en: 'Your identity verification was not approved',
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
    ja: '氏名（フリガナ）を入力してください',
    'zh-TW': '請輸入姓名（片假名）',
    en: 'Please enter your name (katakana)',
  },
  katakana_name_format: {
    ja: '氏名（フリガナ）は全角カタカナで入力してください',
    'zh-TW': '姓名（片假名）須為全形片假名',
    en: 'The name (katakana) must be written in full-width katakana',
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
    'zh-TW': '無法出金，請聯繫客服',
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
    'zh-TW': '銀行帳戶不存在',
    en: 'The bank account does not exist',
  },
  card_not_owned: {
    ja: 'この銀行口座はお客様のものではありません',
    'zh-TW': '此銀行帳戶不屬於您',
    en: 'This bank account does not belong to you',
  },
  card_exists: {
    ja: 'この銀行口座は既に登録されています',
    'zh-TW': '此銀行帳戶已綁定',
    en: 'This bank account has already been added',
  },
  bank_card_fields_required: {
    ja: '口座情報をすべて入力してください',
    'zh-TW': '請填寫所有銀行帳戶資料',
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
    'zh-TW': '最多可綁定5個銀行帳戶',
    en: 'You can add at most 5 bank accounts',
  },
} as const satisfies ErrorTexts;
