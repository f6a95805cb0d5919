import 'i18next';
import type { StatusTexts } from '@kabuto/app-kit';
import type { ErrorKey } from '@kabuto/contract';
import type ja from '../../locales/ja.json';
import type biddingJa from '../../locales/bidding/ja.json';
import type blockJa from '../../locales/block/ja.json';
import type copyJa from '../../locales/copy/ja.json';
import type creditJa from '../../locales/credit/ja.json';
import type grabJa from '../../locales/grab/ja.json';
import type fundingJa from '../../locales/funding/ja.json';
import type ipoJa from '../../locales/ipo/ja.json';
import type supportJa from '../../locales/support/ja.json';
import type activityJa from '../../locales/activity/ja.json';
import type marketJa from '../../locales/market/ja.json';
import type referralJa from '../../locales/referral/ja.json';
import type reportJa from '../../locales/report/ja.json';
import type documentsJa from '../../locales/documents/ja.json';
import type tradingJa from '../../locales/trading/ja.json';

// Translation keys are checked at compile time: a key missing from ja.json does not type-check,
// and the locale test keeps the three files' keys identical.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ja;
      errors: Record<ErrorKey, string>;
      statuses: StatusTexts;
      market: typeof marketJa;
      funding: typeof fundingJa;
      trading: typeof tradingJa;
      ipo: typeof ipoJa;
      copy: typeof copyJa;
      credit: typeof creditJa;
      block: typeof blockJa;
      bidding: typeof biddingJa;
      grab: typeof grabJa;
      referral: typeof referralJa;
      support: typeof supportJa;
      activity: typeof activityJa;
      report: typeof reportJa;
      documents: typeof documentsJa;
    };
  }
}
