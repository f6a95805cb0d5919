import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): credit scores, loans and repayments (docs/credit.md). */
export const CREDIT_ERRORS = {
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
  amount_required: {
    ja: '金額を入力してください',
    'zh-TW': '請輸入金額',
    en: 'Please enter an amount',
  },
  loan_product_unknown: {
    ja: 'この借入期間は選べません',
    'zh-TW': '無法選擇此借款期限',
    en: 'This loan term is not offered',
  },
  loan_application_pending: {
    ja: '審査中の借入申込があります',
    'zh-TW': '您已有審核中的借款申請',
    en: 'You already have a loan application under review',
  },
  loan_not_found: {
    ja: '借入が見つかりません',
    'zh-TW': '找不到此借款',
    en: 'Loan not found',
  },
  loan_not_open: {
    ja: 'この借入は返済中ではありません',
    'zh-TW': '此借款目前無需還款',
    en: 'This loan has nothing to repay',
  },
  loan_review_closed: {
    ja: 'この申込はすでに審査済みです',
    'zh-TW': '此申請已審核完畢',
    en: 'This application has already been reviewed',
  },
  loan_rate_above_legal_cap: {
    ja: '金利が法定の上限を超えています（年15%、遅延損害金は年20%まで、遅延利率は通常金利以上）',
    'zh-TW': '利率超過法定上限（年利 15%，遲延利率最高 20% 且不低於一般利率）',
    en: 'The rate is above the legal cap (15% a year; a late rate at most 20% and not below the rate)',
  },
  credit_bands_invalid: {
    ja: '限度額表は0点から始まり、点数の昇順である必要があります',
    'zh-TW': '額度表須從 0 分開始，並依分數由低到高排列',
    en: 'The limit table must start at score 0 and rise by score',
  },
  insufficient_withdrawable_loan: {
    ja: '借入金は出金できません。出金額を減らすか、先に借入を返済してください',
    'zh-TW': '借款資金不可出金，請減少出金金額或先還款',
    en: 'Borrowed money cannot be withdrawn: withdraw less or repay your loan first',
  },
} as const satisfies ErrorTexts;
