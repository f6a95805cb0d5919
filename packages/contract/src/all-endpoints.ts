import type { Endpoint } from './endpoint';
import { adminApi } from './endpoints/admin';
import { bankCardsApi } from './endpoints/bank-cards';
import { biddingAdminApi, biddingApi } from './endpoints/bidding';
import { grabAdminApi, grabApi } from './endpoints/grab';
import { blockAdminApi, blockApi } from './endpoints/block';
import { commonApi } from './endpoints/common';
import { copyApi } from './endpoints/copy';
import { copyAdminApi } from './endpoints/copy-admin';
import { fundRecordsAdminApi, fundRecordsApi } from './endpoints/fund-records';
import { fundingAdminApi, fundingApi } from './endpoints/funding-api';
import { fxApi } from './endpoints/fx';
import { kycAdminApi, kycApi, uploadApi } from './endpoints/kyc';
import { marketApi } from './endpoints/market';
import { ipoAdminApi, ipoApi } from './endpoints/ipo';
import { liabilitiesApi } from './endpoints/liabilities';
import { annualReportApi } from './endpoints/annual-report';
import { loanApi } from './endpoints/loan';
import { loanAdminApi } from './endpoints/loan-admin';
import { newsApi } from './endpoints/news';
import { notificationsApi } from './endpoints/notifications';
import { referralAdminApi, referralApi } from './endpoints/referral';
import { tradingAdminApi, tradingApi } from './endpoints/trading-api';
import { supportAdminApi, supportApi } from './endpoints/support';
import { userApi } from './endpoints/user';
import { activityApi } from './endpoints/activity';
import { alertsApi } from './endpoints/alerts';
import { twoFactorApi } from './endpoints/two-factor';

/**
 * Every endpoint of both APIs, by area. For the server (a test proves it serves exactly these) and
 * the API document; the apps import only the areas they use, never this list.
 */
export const API_AREAS = {
  user: userApi,
  activity: activityApi,
  twoFactor: twoFactorApi,
  common: commonApi,
  market: marketApi,
  news: newsApi,
  upload: uploadApi,
  kyc: kycApi,
  bankCards: bankCardsApi,
  funding: fundingApi,
  fundRecords: fundRecordsApi,
  fx: fxApi,
  trading: tradingApi,
  ipo: ipoApi,
  copy: copyApi,
  loan: loanApi,
  block: blockApi,
  bidding: biddingApi,
  grab: grabApi,
  referral: referralApi,
  support: supportApi,
  notifications: notificationsApi,
  alerts: alertsApi,
  liabilities: liabilitiesApi,
  annualReport: annualReportApi,
  admin: adminApi,
  kycAdmin: kycAdminApi,
  fundingAdmin: fundingAdminApi,
  fundRecordsAdmin: fundRecordsAdminApi,
  tradingAdmin: tradingAdminApi,
  ipoAdmin: ipoAdminApi,
  copyAdmin: copyAdminApi,
  loanAdmin: loanAdminApi,
  referralAdmin: referralAdminApi,
  blockAdmin: blockAdminApi,
  biddingAdmin: biddingAdminApi,
  grabAdmin: grabAdminApi,
  supportAdmin: supportAdminApi,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_AREAS).flatMap(
  (area) => Object.values(area) as Endpoint[],
);
