import type { ReactElement } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { userInfoQuery } from '../shared/api/user-info';
import { CustomerNotices } from '../shared/realtime/customer-notices';
import { hasSession } from '../shared/storage';
import { queryClient } from './query-client';
import { isKeptRoute, KeepAliveRoutes, type RouteHandle } from './keep-alive';
import { lazyScreen, screenPreloads } from './lazy-screen';
import { ScrollMemory } from './scroll-memory';
import { TabLayout } from './tab-layout';
import type { SCREEN_LOADERS as ScreenLoadersValue } from './screen-loaders';

type ScreenLoaders = typeof ScreenLoadersValue;

/** A screen loaded through screen-loaders.ts (itself loaded with the first such screen). */
function later<Key extends keyof ScreenLoaders>(key: Key): ScreenLoaders[Key] {
  const load = async () => {
    const { SCREEN_LOADERS } = await import('./screen-loaders');
    const loadScreen: () => Promise<unknown> = SCREEN_LOADERS[key];
    return loadScreen();
  };
  // The same module as SCREEN_LOADERS[key] answers, one import further.
  return load as ScreenLoaders[Key];
}

/**
 * Customer screens need a session; without one the customer logs in first. While they show, the
 * customer's live events are heard (toasts, and what changed fetched again).
 */
function RequireSession() {
  if (!hasSession()) return <Navigate to="/login/login" replace />;
  return (
    <>
      <CustomerNotices />
      <Outlet />
    </>
  );
}

/** The route table's keep-alive flag (spec section 2): the screen stays while a detail shows. */
const KEEP_ALIVE: { handle: RouteHandle } = { handle: { keepAlive: true } };

/** The customer's screens: only with a session. */
const SIGNED_IN_ONLY = { element: <RequireSession /> };

export const ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to="/login/start" replace /> },
  // Public: start, onboarding, login, registration, the legal texts, language and about.
  {
    path: '/login/start',
    element: lazyScreen(() => import('../features/auth/start-screen'), 'StartScreen'),
  },
  {
    path: '/login/logon',
    element: lazyScreen(later('auth/onboarding-screen'), 'LogonScreen'),
  },
  {
    path: '/login/logon2',
    element: lazyScreen(later('auth/onboarding-screen'), 'Logon2Screen'),
  },
  {
    path: '/login/login',
    element: lazyScreen(() => import('../features/auth/login-screen'), 'LoginScreen'),
  },
  {
    path: '/login/register',
    element: lazyScreen(later('auth/register-screen'), 'RegisterScreen'),
  },
  {
    path: '/login/agreement',
    element: lazyScreen(later('auth/legal-screen'), 'AgreementScreen'),
  },
  {
    path: '/login/privacy',
    element: lazyScreen(later('auth/legal-screen'), 'PrivacyScreen'),
  },
  {
    path: '/user/changeLang',
    element: lazyScreen(later('user/language-screen'), 'LanguageScreen'),
  },
  {
    path: '/user/aboutUs',
    element: lazyScreen(later('user/about-screen'), 'AboutScreen'),
  },
  {
    path: '/user/licenses',
    element: lazyScreen(later('user/licenses-screen'), 'LicensesScreen'),
  },
  {
    ...SIGNED_IN_ONLY,
    children: [
      {
        element: <TabLayout />,
        children: [
          {
            path: '/home/index',
            ...KEEP_ALIVE,
            element: lazyScreen(() => import('../features/home/home-screen'), 'HomeScreen', {
              laterTexts: false,
              // The account card is the first thing Home shows: no skeleton, nothing moving under it.
              prefetch: () => queryClient.prefetchQuery(userInfoQuery),
            }),
          },
          {
            path: '/market/market',
            ...KEEP_ALIVE,
            element: lazyScreen(later('market/market-screen'), 'MarketScreen'),
          },
          {
            path: '/position/position',
            ...KEEP_ALIVE,
            element: lazyScreen(later('trading/positions-screen'), 'PositionsScreen'),
          },
          {
            path: '/gdindex/gdindex',
            element: lazyScreen(later('copy/copy-screen'), 'CopyScreen'),
          },
          {
            path: '/user/usercenter',
            element: lazyScreen(later('user/user-center-screen'), 'UserCenterScreen'),
          },
        ],
      },
      // Market: news and search (Home area), the hot list and stock detail.
      {
        path: '/home/moreNews',
        element: lazyScreen(later('home/more-news-screen'), 'MoreNewsScreen'),
      },
      {
        path: '/home/DetailsPage',
        element: lazyScreen(later('home/article-screen'), 'ArticleScreen'),
      },
      {
        path: '/home/search',
        element: lazyScreen(later('market/search-screen'), 'SearchScreen'),
      },
      {
        path: '/market/stockHot/stockList',
        element: lazyScreen(later('market/stock-hot-screen'), 'StockHotScreen'),
      },
      {
        path: '/market/indexDetail',
        element: lazyScreen(later('market/index-detail-screen'), 'IndexDetailScreen'),
      },
      {
        path: '/market/marketDetail',
        element: lazyScreen(later('market/stock-detail-screen'), 'StockDetailScreen'),
      },
      // New-share (IPO) subscriptions: the offerings, one offering, its draw, my applications.
      {
        path: '/market/subscribe',
        element: lazyScreen(later('ipo/subscribe-screen'), 'SubscribeScreen'),
      },
      {
        path: '/market/subscribeDetail',
        element: lazyScreen(later('ipo/subscribe-detail-screen'), 'SubscribeDetailScreen'),
      },
      {
        path: '/market/subscribeDraw',
        element: lazyScreen(later('ipo/draw-screen'), 'SubscribeDrawScreen'),
      },
      {
        path: '/market/subscribeRecord',
        element: lazyScreen(later('ipo/subscribe-record-screen'), 'SubscribeRecordScreen'),
      },
      // Copy trading: a product (follow, redeem), my records, leading a strategy.
      {
        path: '/gdindex/detail',
        element: lazyScreen(later('copy/product-screen'), 'ProductScreen'),
      },
      {
        path: '/gdindex/gdList',
        element: lazyScreen(later('copy/records-screen'), 'CopyRecordsScreen'),
      },
      {
        path: '/gdindex/lead',
        element: lazyScreen(later('copy/lead-screen'), 'LeadScreen'),
      },
      // Trading: the order ticket, a position's detail, day trading, pre- and after-market.
      {
        path: '/market/marketBuy',
        element: lazyScreen(later('trading/ticket-screen'), 'TicketScreen'),
      },
      {
        path: '/position/positionDetail',
        element: lazyScreen(later('trading/position-detail-screen'), 'PositionDetailScreen'),
      },
      {
        path: '/common/dayTrading',
        element: lazyScreen(later('trading/day-trading-screen'), 'DayTradingScreen'),
      },
      {
        path: '/common/sessionTrading',
        element: lazyScreen(later('trading/session-trading-screen'), 'SessionTradingScreen'),
      },
      // Block trades: the offerings (applying), my applications, an offering's allocation.
      {
        path: '/common/dividend',
        element: lazyScreen(later('block/offerings-screen'), 'BlockOfferingsScreen'),
      },
      {
        path: '/common/dividend2',
        element: lazyScreen(later('block/records-screen'), 'BlockRecordsScreen'),
      },
      {
        path: '/common/dividendDraw',
        element: lazyScreen(later('block/draw-screen'), 'BlockDrawScreen'),
      },
      // Agreed-price bidding: the offerings (bidding, results, demand) and my bids; the document.
      {
        path: '/common/dividend3',
        element: lazyScreen(later('bidding/bidding-screen'), 'BiddingScreen'),
      },
      {
        path: '/common/dividend3Draw',
        element: lazyScreen(later('bidding/document-screen'), 'BiddingDocumentScreen'),
      },
      // Grab shares: the stocks at their upper limit now (joining the queue) and my orders.
      {
        path: '/common/grab',
        element: lazyScreen(later('grab/grab-screen'), 'GrabScreen'),
      },
      {
        path: '/user/setting',
        element: lazyScreen(later('user/setting-screen'), 'SettingScreen'),
      },
      // Account activity (from the audit log) and sign-ins: docs/activity.md.
      {
        path: '/user/activity',
        element: lazyScreen(later('user/activity-screen'), 'ActivityScreen'),
      },
      {
        path: '/user/sessions',
        element: lazyScreen(later('user/sessions-screen'), 'SessionsScreen'),
      },
      // Two-factor sign-in: docs/two-factor.md.
      {
        path: '/user/twoFactor',
        element: lazyScreen(later('user/two-factor-screen'), 'TwoFactorScreen'),
      },
      {
        path: '/user/loginPassword',
        element: lazyScreen(later('user/login-password-screen'), 'LoginPasswordScreen'),
      },
      {
        path: '/user/setPassword',
        element: lazyScreen(later('user/fund-password-screen'), 'FundPasswordScreen'),
      },
      // Funding: verification, bank cards, deposits, withdrawals, exchange, fund records.
      {
        path: '/user/bandCard',
        element: lazyScreen(later('funding/kyc-screen'), 'KycScreen'),
      },
      {
        path: '/user/BankCard',
        element: lazyScreen(later('funding/bank-cards-screen'), 'BankCardsScreen'),
      },
      {
        path: '/user/WithCard',
        element: lazyScreen(later('funding/bank-cards-screen'), 'AddCardScreen'),
      },
      {
        path: '/user/recharge',
        element: lazyScreen(later('funding/recharge-screen'), 'RechargeScreen'),
      },
      {
        path: '/user/rechargeChannel',
        element: lazyScreen(later('funding/recharge-channel-screen'), 'RechargeChannelScreen'),
      },
      {
        path: '/user/withdraw',
        element: lazyScreen(later('funding/withdraw-screen'), 'WithdrawScreen'),
      },
      {
        path: '/user/exchange',
        element: lazyScreen(later('funding/exchange-screen'), 'ExchangeScreen'),
      },
      {
        path: '/user/FundingDetails',
        element: lazyScreen(later('funding/fund-records-screen'), 'FundRecordsScreen'),
      },
      // Credit: the score, the limit and applying; the loan records and repaying.
      // The notifications inbox (Home's bell).
      {
        path: '/user/notifications',
        element: lazyScreen(later('notifications/inbox-screen'), 'InboxScreen'),
      },
      // Price alerts across stocks (Mine); each stock's are on its page (docs/alerts.md).
      {
        path: '/user/priceAlerts',
        element: lazyScreen(later('market/price-alerts-screen'), 'PriceAlertsScreen'),
      },
      // The support chat (Home's customer service, Mine's online support).
      {
        path: '/user/support',
        element: lazyScreen(later('support/support-screen'), 'SupportScreen'),
      },
      // Proof of liabilities: the day's published root and my own proof (docs/liabilities.md).
      {
        path: '/user/liabilities',
        element: lazyScreen(later('user/liabilities-screen'), 'LiabilitiesScreen'),
      },
      // The annual report: a year's trades, money movements and totals, CSV and PDF (docs/annual-report.md).
      {
        path: '/user/annualReport',
        element: lazyScreen(later('user/annual-report-screen'), 'AnnualReportScreen'),
      },
      {
        path: '/user/pj',
        element: lazyScreen(later('referral/referral-screen'), 'ReferralScreen'),
      },
      {
        path: '/user/credit',
        element: lazyScreen(later('credit/credit-screen'), 'CreditScreen'),
      },
      {
        path: '/user/jkjl',
        element: lazyScreen(later('credit/loan-records-screen'), 'LoanRecordsScreen'),
      },
    ],
  },
  // An address with no screen says so (it used to land on the splash, which moved on silently).
  { path: '*', element: lazyScreen(() => import('./not-found-screen'), 'NotFoundScreen') },
];

/**
 * Starts loading the code of the screen at `pathname`, and the data its first view shows (the
 * first screen, while the app starts): they then arrive with the site configuration and the texts
 * rather than after them. Nothing is loaded for a screen the customer will not see (one that needs
 * a session, without one).
 */
export function preloadScreen(pathname: string): void {
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  if (!hasSession() && matches.some((match) => match.route.element === SIGNED_IN_ONLY.element))
    return;
  const element = matches.at(-1)?.route.element;
  const preload = element ? screenPreloads.get(element as ReactElement) : undefined;
  // A failure is the screen's to show, when it asks again.
  for (const loading of preload?.() ?? []) void loading.catch(() => undefined);
}

/**
 * The screens for the address (Home, Market and the Trade tab kept alive: keep-alive.tsx). A
 * screen that fails to load or render shows ScreenError instead, until the customer moves elsewhere.
 */
export function AppRoutes() {
  return (
    <>
      <KeepAliveRoutes routes={ROUTES} />
      {/* After the screens: a kept screen is back in the page before its place is restored. */}
      <ScrollMemory isKept={(pathname) => isKeptRoute(ROUTES, pathname)} />
    </>
  );
}
