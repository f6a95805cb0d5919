import type { ErrorTexts } from './error-texts';

/**
 * Part of the error catalogue (errors.ts): the referral rules operators save (docs/referral.md;
 * the bounds and why are in endpoints/referral.ts).
 */
export const REFERRAL_ERRORS = {
  referral_reward_invalid: {
    ja: '紹介特典は1円から100,000円までの円単位の金額で入力してください',
    'zh-TW': '推薦獎勵請輸入1至100,000日圓的整數金額',
    en: 'Enter the referral reward in whole yen, from ¥1 to ¥100,000',
  },
  referral_hold_days_invalid: {
    ja: '保留期間は0日から365日までで入力してください',
    'zh-TW': '保留期間請輸入0至365天',
    en: 'The hold must be 0 to 365 days',
  },
  referral_yearly_cap_invalid: {
    ja: '年間の特典上限は1件から1,000件までで入力してください',
    'zh-TW': '每年獎勵上限請輸入1至1,000筆',
    en: 'The yearly cap must be 1 to 1,000 rewards',
  },
  referral_step_deadline_invalid: {
    ja: '手続き期限は1日から365日までで入力してください',
    'zh-TW': '步驟期限請輸入1至365天',
    en: "The deadline for the friend's steps must be 1 to 365 days",
  },
} as const satisfies ErrorTexts;
