import type { ErrorTexts } from './error-texts';

/** Part of the error catalogue (errors.ts): the support chat (docs/support.md), the notifications inbox and the annual report. */
export const SUPPORT_ERRORS = {
  support_message_empty: {
    ja: 'メッセージを入力するか、画像を添付してください',
    'zh-TW': '請輸入訊息或附加圖片',
    en: 'Write a message or attach an image',
  },
  support_message_too_long: {
    ja: 'メッセージは2,000文字以内で入力してください',
    'zh-TW': '訊息請在2,000字以內',
    en: 'A message may be at most 2,000 characters',
  },
  support_conversation_not_found: {
    ja: 'お問い合わせが見つかりません',
    'zh-TW': '找不到此客服對話',
    en: 'The conversation was not found',
  },
  support_conversation_closed: {
    ja: 'このお問い合わせは終了しています',
    'zh-TW': '此客服對話已結束',
    en: 'This conversation is closed',
  },
  support_canned_not_found: {
    ja: '定型文が見つかりません',
    'zh-TW': '找不到此常用回覆',
    en: 'The canned reply was not found',
  },
  support_schedule_format: {
    ja: '受付時間は「1-5 09:00-18:00」の形式で入力してください（1＝月曜、7＝日曜、日本時間）',
    'zh-TW': '服務時間請以「1-5 09:00-18:00」格式輸入（1＝週一，7＝週日，日本時間）',
    en: 'Enter the hours as "1-5 09:00-18:00" (1 = Monday, 7 = Sunday, Japan time)',
  },
  notification_not_found: {
    ja: 'お知らせが見つかりません',
    'zh-TW': '找不到此通知',
    en: 'The notification was not found',
  },
  // Annual report (docs/annual-report.md)
  report_year_unavailable: {
    ja: 'この年の年間取引報告書はありません',
    'zh-TW': '此年度沒有年度交易報告',
    en: 'There is no annual report for this year',
  },
} as const satisfies ErrorTexts;
