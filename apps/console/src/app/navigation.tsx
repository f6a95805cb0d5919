import {
  adminApi,
  biddingAdminApi,
  blockAdminApi,
  copyAdminApi,
  fundingAdminApi,
  grabAdminApi,
  ipoAdminApi,
  kycAdminApi,
  loanAdminApi,
  referralAdminApi,
  supportAdminApi,
  tradingAdminApi,
  type Endpoint,
  type OperatorRole,
} from '@kabuto/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type ja from '../locales/ja.json';
import { mayCallAll } from '../shared/access';
import type { IconName } from '../shared/ui/icons';

export type NavSection = keyof (typeof ja)['nav']['sections'];
export type NavLabel = Exclude<keyof (typeof ja)['nav'], 'label' | 'sections'>;
export type Screen = LazyExoticComponent<ComponentType>;

export type NavEntry = {
  /** The route path below the console root, and the entry's translation key in `nav.*`. */
  path: string;
  label: NavLabel;
  icon: IconName;
  section: NavSection;
  /**
   * The endpoints the page cannot work without: it is shown to an operator who may call them all,
   * by the roles their declarations in the contract name (admins always may). No role is written
   * here.
   */
  needs: readonly Endpoint[];
  /** The screen; null for a page still being built: no link and no route until it exists. */
  screen: Screen | null;
  /** Screens below the entry (a detail page), relative to its path. */
  children?: readonly { path: string; screen: Screen }[];
};

/** Each page is its own chunk, loaded when first opened. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Screen {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * The customer page with what other desks keep about the customer (their orders and positions):
 * composed here, because a feature never imports another.
 */
const customerPage: Screen = lazy(async () => {
  const [{ CustomerDetailScreen }, { CustomerPositionsPanel }] = await Promise.all([
    import('../features/customers/customer-detail-screen'),
    import('../features/trading/customer-positions-panel'),
  ]);
  const panels = [CustomerPositionsPanel];
  function CustomerPage() {
    return <CustomerDetailScreen panels={panels} />;
  }
  return { default: CustomerPage };
});

export const NAV_SECTIONS: readonly NavSection[] = ['operations', 'credit', 'oversight', 'system'];

/** The console's pages. Adding a page is one entry here (and its nav.* label in the locale files). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    path: 'customers',
    label: 'customers',
    icon: 'customers',
    section: 'operations',
    needs: [adminApi.search],
    screen: screen(() => import('../features/customers/customers-screen'), 'CustomersScreen'),
    children: [{ path: ':customerId', screen: customerPage }],
  },
  {
    path: 'verification',
    label: 'verification',
    icon: 'verification',
    section: 'operations',
    needs: [kycAdminApi.queue],
    screen: screen(
      () => import('../features/verification/verification-queue-screen'),
      'VerificationQueueScreen',
    ),
    children: [
      {
        path: ':verificationId',
        screen: screen(
          () => import('../features/verification/verification-detail-screen'),
          'VerificationDetailScreen',
        ),
      },
    ],
  },
  {
    path: 'deposits',
    label: 'deposits',
    icon: 'deposits',
    section: 'operations',
    needs: [fundingAdminApi.depositQueue],
    screen: screen(() => import('../features/funding/queue-screen'), 'DepositQueueScreen'),
    children: [
      {
        path: ':depositId',
        screen: screen(
          () => import('../features/funding/deposit-detail-screen'),
          'DepositDetailScreen',
        ),
      },
    ],
  },
  {
    path: 'withdrawals',
    label: 'withdrawals',
    icon: 'withdrawals',
    section: 'operations',
    needs: [fundingAdminApi.withdrawQueue],
    screen: screen(() => import('../features/funding/queue-screen'), 'WithdrawalQueueScreen'),
    children: [
      {
        path: ':withdrawalId',
        screen: screen(
          () => import('../features/funding/withdrawal-detail-screen'),
          'WithdrawalDetailScreen',
        ),
      },
    ],
  },
  {
    path: 'positions',
    label: 'positions',
    icon: 'positions',
    section: 'operations',
    needs: [tradingAdminApi.positions],
    screen: screen(() => import('../features/trading/positions-screen'), 'PositionsScreen'),
    children: [
      {
        path: ':positionId',
        screen: screen(
          () => import('../features/trading/position-detail-screen'),
          'PositionDetailScreen',
        ),
      },
    ],
  },
  {
    path: 'day-trading',
    label: 'dayTrading',
    icon: 'clock',
    section: 'operations',
    needs: [tradingAdminApi.dayTradingQueue],
    screen: screen(() => import('../features/trading/day-trading-screen'), 'DayTradingScreen'),
  },
  {
    path: 'ipo',
    label: 'ipo',
    icon: 'ipo',
    section: 'operations',
    needs: [ipoAdminApi.offerings, ipoAdminApi.applications],
    screen: screen(() => import('../features/ipo/offerings-screen'), 'OfferingsScreen'),
    children: [
      {
        path: ':offeringId',
        screen: screen(
          () => import('../features/ipo/offering-detail-screen'),
          'OfferingDetailScreen',
        ),
      },
    ],
  },
  {
    // Block trades: finance and compliance read; announcing and withdrawing are finance's.
    path: 'block',
    label: 'block',
    icon: 'block',
    section: 'operations',
    needs: [blockAdminApi.offerings, blockAdminApi.applications],
    screen: screen(() => import('../features/block/offerings-screen'), 'BlockOfferingsScreen'),
    children: [
      {
        path: ':offeringId',
        screen: screen(
          () => import('../features/block/offering-detail-screen'),
          'BlockOfferingDetailScreen',
        ),
      },
    ],
  },
  {
    // Agreed-price bidding: finance and compliance read; announcing and withdrawing are finance's.
    path: 'bidding',
    label: 'bidding',
    icon: 'bidding',
    section: 'operations',
    needs: [biddingAdminApi.offerings, biddingAdminApi.bids],
    screen: screen(() => import('../features/bidding/offerings-screen'), 'BiddingOfferingsScreen'),
    children: [
      {
        path: ':offeringId',
        screen: screen(
          () => import('../features/bidding/offering-detail-screen'),
          'BiddingOfferingDetailScreen',
        ),
      },
    ],
  },
  {
    // Grab shares: finance and compliance read the queues; nobody acts on them (the job allocates).
    path: 'grab',
    label: 'grab',
    icon: 'grab',
    section: 'operations',
    needs: [grabAdminApi.queues, grabAdminApi.orders],
    screen: screen(() => import('../features/grab/queues-screen'), 'GrabQueuesScreen'),
    children: [
      {
        path: ':queueId',
        screen: screen(
          () => import('../features/grab/queue-detail-screen'),
          'GrabQueueDetailScreen',
        ),
      },
    ],
  },
  {
    // Readable by every desk; every change is the administrator's (the screens ask the contract).
    path: 'copy',
    label: 'copy',
    icon: 'copy',
    section: 'operations',
    needs: [copyAdminApi.strategies, copyAdminApi.products, copyAdminApi.pool],
    screen: screen(() => import('../features/copy/copy-screen'), 'CopyScreen'),
    children: [
      {
        path: ':productId',
        screen: screen(() => import('../features/copy/pool-screen'), 'PoolScreen'),
      },
    ],
  },
  {
    // Readable by every desk; approving and rejecting are the administrator's and compliance's.
    path: 'copy-leaders',
    label: 'copyLeaders',
    icon: 'leader',
    section: 'operations',
    needs: [copyAdminApi.leaderApplications],
    screen: screen(() => import('../features/copy/leaders-screen'), 'LeadersScreen'),
  },
  {
    // Loan applications: reviewing is finance's (the detail page asks the contract).
    path: 'loans',
    label: 'loans',
    icon: 'loan',
    section: 'credit',
    needs: [loanAdminApi.queue, loanAdminApi.detail],
    screen: screen(() => import('../features/credit/queue-screen'), 'LoanQueueScreen'),
    children: [
      {
        path: ':loanId',
        screen: screen(() => import('../features/credit/loan-detail-screen'), 'LoanDetailScreen'),
      },
    ],
  },
  {
    // The limit table, products and threshold: saving is the administrator's.
    path: 'credit-settings',
    label: 'creditSettings',
    icon: 'credit',
    section: 'credit',
    needs: [loanAdminApi.settings],
    screen: screen(() => import('../features/credit/settings-screen'), 'CreditSettingsScreen'),
  },
  {
    // The support chat's inbox: the support role (and admins).
    path: 'support',
    label: 'support',
    icon: 'support',
    section: 'operations',
    needs: [supportAdminApi.inbox, supportAdminApi.conversation],
    screen: screen(() => import('../features/support/inbox-screen'), 'SupportInboxScreen'),
    children: [
      {
        path: 'canned',
        screen: screen(() => import('../features/support/canned-screen'), 'CannedRepliesScreen'),
      },
    ],
  },
  {
    path: 'audit',
    label: 'audit',
    icon: 'audit',
    section: 'oversight',
    needs: [adminApi.list],
    screen: screen(() => import('../features/audit/audit-screen'), 'AuditScreen'),
  },
  {
    path: 'ledger',
    label: 'ledger',
    icon: 'ledger',
    section: 'oversight',
    needs: [fundingAdminApi.check],
    screen: screen(() => import('../features/ledger/ledger-screen'), 'LedgerScreen'),
  },
  {
    path: 'config',
    label: 'config',
    icon: 'config',
    section: 'system',
    needs: [adminApi.configList],
    screen: screen(() => import('../features/config/config-screen'), 'ConfigScreen'),
  },
  {
    path: 'channels',
    label: 'channels',
    icon: 'bank',
    section: 'system',
    needs: [fundingAdminApi.channels],
    screen: screen(() => import('../features/funding/channels-screen'), 'ChannelsScreen'),
  },
  {
    path: 'funding-settings',
    label: 'fundingSettings',
    icon: 'limits',
    section: 'system',
    needs: [fundingAdminApi.settings],
    screen: screen(() => import('../features/funding/settings-screen'), 'FundingSettingsScreen'),
  },
  {
    // Readable by every desk; saving is the administrator's (the screen asks the contract).
    path: 'trading-settings',
    label: 'tradingSettings',
    icon: 'tradingSettings',
    section: 'system',
    needs: [tradingAdminApi.settings],
    screen: screen(() => import('../features/trading/settings-screen'), 'TradingSettingsScreen'),
  },
  {
    // The referral rules: readable by every desk; saving is the administrator's.
    path: 'referral-settings',
    label: 'referralSettings',
    icon: 'referral',
    section: 'system',
    needs: [referralAdminApi.settings],
    screen: screen(() => import('../features/referral/settings-screen'), 'ReferralSettingsScreen'),
  },
  {
    path: 'lending-quotas',
    label: 'lendingQuotas',
    icon: 'lending',
    section: 'system',
    needs: [tradingAdminApi.lendingQuotas],
    screen: screen(
      () => import('../features/trading/lending-quotas-screen'),
      'LendingQuotasScreen',
    ),
  },
];

/** Entries that have a screen, in order. */
export function builtEntries(entries: readonly NavEntry[]): (NavEntry & { screen: Screen })[] {
  return entries.filter((entry): entry is NavEntry & { screen: Screen } => entry.screen !== null);
}

/** Entries the operator sees in the sidebar: built, and every endpoint they need callable. */
export function visibleEntries(
  entries: readonly NavEntry[],
  roles: readonly OperatorRole[],
): NavEntry[] {
  return builtEntries(entries).filter((entry) => mayCallAll(roles, entry.needs));
}
