import type { Locale } from '@kabuto/contract';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import zhTW from '../../locales/zh-TW.json';
import activityEn from '../../locales/activity/en.json';
import activityJa from '../../locales/activity/ja.json';
import activityZhTW from '../../locales/activity/zh-TW.json';
import biddingEn from '../../locales/bidding/en.json';
import biddingJa from '../../locales/bidding/ja.json';
import biddingZhTW from '../../locales/bidding/zh-TW.json';
import blockEn from '../../locales/block/en.json';
import blockJa from '../../locales/block/ja.json';
import blockZhTW from '../../locales/block/zh-TW.json';
import copyEn from '../../locales/copy/en.json';
import copyJa from '../../locales/copy/ja.json';
import copyZhTW from '../../locales/copy/zh-TW.json';
import documentsEn from '../../locales/documents/en.json';
import documentsJa from '../../locales/documents/ja.json';
import documentsZhTW from '../../locales/documents/zh-TW.json';
import creditEn from '../../locales/credit/en.json';
import creditJa from '../../locales/credit/ja.json';
import creditZhTW from '../../locales/credit/zh-TW.json';
import grabEn from '../../locales/grab/en.json';
import grabJa from '../../locales/grab/ja.json';
import grabZhTW from '../../locales/grab/zh-TW.json';
import fundingEn from '../../locales/funding/en.json';
import fundingJa from '../../locales/funding/ja.json';
import fundingZhTW from '../../locales/funding/zh-TW.json';
import ipoEn from '../../locales/ipo/en.json';
import ipoJa from '../../locales/ipo/ja.json';
import ipoZhTW from '../../locales/ipo/zh-TW.json';
import supportEn from '../../locales/support/en.json';
import supportJa from '../../locales/support/ja.json';
import supportZhTW from '../../locales/support/zh-TW.json';
import marketEn from '../../locales/market/en.json';
import marketJa from '../../locales/market/ja.json';
import marketZhTW from '../../locales/market/zh-TW.json';
import referralEn from '../../locales/referral/en.json';
import referralJa from '../../locales/referral/ja.json';
import referralZhTW from '../../locales/referral/zh-TW.json';
import reportEn from '../../locales/report/en.json';
import reportJa from '../../locales/report/ja.json';
import reportZhTW from '../../locales/report/zh-TW.json';
import tradingEn from '../../locales/trading/en.json';
import tradingJa from '../../locales/trading/ja.json';
import tradingZhTW from '../../locales/trading/zh-TW.json';

/**
 * Every locale file of the app in every language, for the locale tests. The app itself never
 * imports this module: it loads one language at a time (./catalogues.ts).
 */
export const TRANSLATIONS = { ja, 'zh-TW': zhTW, en } as const satisfies Record<Locale, typeof ja>;

/**
 * Feature namespaces, one folder of three files each (locales/<namespace>/), so features can grow
 * their texts without touching each other's files. Use them as `useTranslation('market')`.
 */
export const FEATURE_TRANSLATIONS = {
  market: { ja: marketJa, 'zh-TW': marketZhTW, en: marketEn },
  funding: { ja: fundingJa, 'zh-TW': fundingZhTW, en: fundingEn },
  trading: { ja: tradingJa, 'zh-TW': tradingZhTW, en: tradingEn },
  ipo: { ja: ipoJa, 'zh-TW': ipoZhTW, en: ipoEn },
  copy: { ja: copyJa, 'zh-TW': copyZhTW, en: copyEn },
  credit: { ja: creditJa, 'zh-TW': creditZhTW, en: creditEn },
  block: { ja: blockJa, 'zh-TW': blockZhTW, en: blockEn },
  bidding: { ja: biddingJa, 'zh-TW': biddingZhTW, en: biddingEn },
  grab: { ja: grabJa, 'zh-TW': grabZhTW, en: grabEn },
  referral: { ja: referralJa, 'zh-TW': referralZhTW, en: referralEn },
  support: { ja: supportJa, 'zh-TW': supportZhTW, en: supportEn },
  activity: { ja: activityJa, 'zh-TW': activityZhTW, en: activityEn },
  report: { ja: reportJa, 'zh-TW': reportZhTW, en: reportEn },
  documents: { ja: documentsJa, 'zh-TW': documentsZhTW, en: documentsEn },
} as const satisfies Record<string, Record<Locale, object>>;
