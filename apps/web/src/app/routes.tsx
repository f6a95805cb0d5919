import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  createHashRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { hasSession } from '../shared/storage';
import { Loading } from '../shared/ui/status';
import { NotFoundScreen } from './not-found-screen';
import { ScreenError } from './screen-error';
import { TabLayout } from './tab-layout';

/** Every screen is loaded on demand (spec section 2): one chunk per screen. */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const Screen: LazyExoticComponent<ComponentType> = lazy(async () => ({
    default: (await load())[name],
  }));
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

/** Customer screens need a session; without one the customer logs in first. */
function RequireSession() {
  return hasSession() ? <Outlet /> : <Navigate to="/login/login" replace />;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const ROUTES: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ScreenError />,
    children: [
      { path: '/', element: <Navigate to="/login/start" replace /> },
      // Public: start, onboarding, login, registration, the legal texts, language and about.
      {
        path: '/login/start',
        element: lazyScreen(() => import('../features/auth/start-screen'), 'StartScreen'),
      },
      {
        path: '/login/logon',
        element: lazyScreen(() => import('../features/auth/onboarding-screen'), 'LogonScreen'),
      },
      {
        path: '/login/logon2',
        element: lazyScreen(() => import('../features/auth/onboarding-screen'), 'Logon2Screen'),
      },
      {
        path: '/login/login',
        element: lazyScreen(() => import('../features/auth/login-screen'), 'LoginScreen'),
      },
      {
        path: '/login/register',
        element: lazyScreen(() => import('../features/auth/register-screen'), 'RegisterScreen'),
      },
      {
        path: '/login/agreement',
        element: lazyScreen(() => import('../features/auth/legal-screen'), 'AgreementScreen'),
      },
      {
        path: '/login/privacy',
        element: lazyScreen(() => import('../features/auth/legal-screen'), 'PrivacyScreen'),
      },
      {
        path: '/user/changeLang',
        element: lazyScreen(() => import('../features/user/language-screen'), 'LanguageScreen'),
      },
      {
        path: '/user/aboutUs',
        element: lazyScreen(() => import('../features/user/about-screen'), 'AboutScreen'),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <TabLayout />,
            children: [
              {
                path: '/home/index',
                element: lazyScreen(() => import('../features/home/home-screen'), 'HomeScreen'),
              },
              {
                path: '/market/market',
                element: lazyScreen(
                  () => import('../features/market/market-screen'),
                  'MarketScreen',
                ),
              },
              {
                path: '/position/position',
                element: lazyScreen(
                  () => import('../features/trading/positions-screen'),
                  'PositionsScreen',
                ),
              },
              {
                path: '/user/usercenter',
                element: lazyScreen(
                  () => import('../features/user/user-center-screen'),
                  'UserCenterScreen',
                ),
              },
            ],
          },
          // Market: news and search (Home area), the hot list and stock detail.
          {
            path: '/home/moreNews',
            element: lazyScreen(
              () => import('../features/home/more-news-screen'),
              'MoreNewsScreen',
            ),
          },
          {
            path: '/home/DetailsPage',
            element: lazyScreen(() => import('../features/home/article-screen'), 'ArticleScreen'),
          },
          {
            path: '/home/search',
            element: lazyScreen(() => import('../features/market/search-screen'), 'SearchScreen'),
          },
          {
            path: '/market/stockHot/stockList',
            element: lazyScreen(
              () => import('../features/market/stock-hot-screen'),
              'StockHotScreen',
            ),
          },
          {
            path: '/market/indexDetail',
            element: lazyScreen(
              () => import('../features/market/index-detail-screen'),
              'IndexDetailScreen',
            ),
          },
          {
            path: '/market/marketDetail',
            element: lazyScreen(
              () => import('../features/market/stock-detail-screen'),
              'StockDetailScreen',
            ),
          },
          // Trading: the order ticket, a position's detail, day trading, pre- and after-market.
          {
            path: '/market/marketBuy',
            element: lazyScreen(() => import('../features/trading/ticket-screen'), 'TicketScreen'),
          },
          {
            path: '/position/positionDetail',
            element: lazyScreen(
              () => import('../features/trading/position-detail-screen'),
              'PositionDetailScreen',
            ),
          },
          {
            path: '/common/dayTrading',
            element: lazyScreen(
              () => import('../features/trading/day-trading-screen'),
              'DayTradingScreen',
            ),
          },
          {
            path: '/common/sessionTrading',
            element: lazyScreen(
              () => import('../features/trading/session-trading-screen'),
              'SessionTradingScreen',
            ),
          },
          {
            path: '/user/setting',
            element: lazyScreen(() => import('../features/user/setting-screen'), 'SettingScreen'),
          },
          {
            path: '/user/loginPassword',
            element: lazyScreen(
              () => import('../features/user/login-password-screen'),
              'LoginPasswordScreen',
            ),
          },
          {
            path: '/user/setPassword',
            element: lazyScreen(
              () => import('../features/user/fund-password-screen'),
              'FundPasswordScreen',
            ),
          },
          // Funding: verification, bank cards, deposits, withdrawals, exchange, fund records.
          {
            path: '/user/bandCard',
            element: lazyScreen(() => import('../features/funding/kyc-screen'), 'KycScreen'),
          },
          {
            path: '/user/BankCard',
            element: lazyScreen(
              () => import('../features/funding/bank-cards-screen'),
              'BankCardsScreen',
            ),
          },
          {
            path: '/user/WithCard',
            element: lazyScreen(
              () => import('../features/funding/bank-cards-screen'),
              'AddCardScreen',
            ),
          },
          {
            path: '/user/recharge',
            element: lazyScreen(
              () => import('../features/funding/recharge-screen'),
              'RechargeScreen',
            ),
          },
          {
            path: '/user/rechargeChannel',
            element: lazyScreen(
              () => import('../features/funding/recharge-channel-screen'),
              'RechargeChannelScreen',
            ),
          },
          {
            path: '/user/withdraw',
            element: lazyScreen(
              () => import('../features/funding/withdraw-screen'),
              'WithdrawScreen',
            ),
          },
          {
            path: '/user/exchange',
            element: lazyScreen(
              () => import('../features/funding/exchange-screen'),
              'ExchangeScreen',
            ),
          },
          {
            path: '/user/FundingDetails',
            element: lazyScreen(
              () => import('../features/funding/fund-records-screen'),
              'FundRecordsScreen',
            ),
          },
        ],
      },
      // An address with no screen says so (it used to land on the splash, which moved on silently).
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export const router = createHashRouter(ROUTES);
