import {
  biddingAdminApi,
  blockAdminApi,
  copyAdminApi,
  grabAdminApi,
  ipoAdminApi,
  loanAdminApi,
  referralAdminApi,
  tradingAdminApi,
} from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, builtEntries, visibleEntries } from './navigation';

const paths = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path);

const ALL = [
  'customers',
  'verification',
  'deposits',
  'withdrawals',
  'positions',
  'day-trading',
  'ipo',
  'block',
  'bidding',
  'grab',
  'copy',
  'copy-leaders',
  'loans',
  'credit-settings',
  'support',
  'audit',
  'ledger',
  'config',
  'channels',
  'funding-settings',
  'trading-settings',
  'referral-settings',
  'lending-quotas',
];

describe('console navigation', () => {
  it('links every page, the review queues and the ledger check included', () => {
    expect(paths(builtEntries(NAV_ENTRIES))).toEqual(ALL);
  });

  it('shows an administrator every built page', () => {
    expect(paths(visibleEntries(NAV_ENTRIES, ['admin']))).toEqual(ALL);
  });

  it('shows each desk the pages the contract lets it use (all but those it may not call)', () => {
    const without = (hidden: readonly string[]) => ALL.filter((path) => !hidden.includes(path));
    const hiddenFrom = {
      support: [
        'verification',
        'deposits',
        'withdrawals',
        'day-trading',
        'block',
        'bidding',
        'grab',
        'loans',
        'credit-settings',
        'audit',
        'ledger',
      ],
      compliance: ['deposits', 'withdrawals', 'support', 'ledger'],
      finance: ['verification', 'day-trading', 'support', 'audit'],
    } as const;
    for (const [desk, hidden] of Object.entries(hiddenFrom))
      expect(paths(visibleEntries(NAV_ENTRIES, [desk as keyof typeof hiddenFrom])), desk).toEqual(
        without(hidden),
      );
  });

  it('opens a position from the list and keeps the day-trading queue to compliance', () => {
    const positions = NAV_ENTRIES.find((entry) => entry.path === 'positions');
    expect(positions?.children?.map((child) => child.path)).toEqual([':positionId']);
    expect(paths(visibleEntries(NAV_ENTRIES, ['support', 'finance']))).not.toContain('day-trading');
  });

  it('takes who sees a page from the contract: the day-trading queue is compliance’s there', () => {
    const dayTrading = NAV_ENTRIES.find((entry) => entry.path === 'day-trading');
    expect(dayTrading?.needs).toEqual([tradingAdminApi.dayTradingQueue]);
    expect(tradingAdminApi.dayTradingQueue.access).toEqual({
      kind: 'operator',
      roles: ['compliance'],
    });
    expect(paths(visibleEntries(NAV_ENTRIES, ['support']))).not.toContain('day-trading');
    expect(paths(visibleEntries(NAV_ENTRIES, ['compliance']))).toContain('day-trading');
  });

  it('names for every page the operator endpoints it needs, and writes no role of its own', () => {
    for (const entry of NAV_ENTRIES) {
      expect(entry.needs.length, entry.path).toBeGreaterThan(0);
      expect(
        entry.needs.every((endpoint) => endpoint.api === 'operator'),
        entry.path,
      ).toBe(true);
      expect(entry).not.toHaveProperty('roles');
    }
  });

  it('shows the new-share offerings to every desk, and their changes only to the administrator', () => {
    for (const desk of ['support', 'compliance', 'finance'] as const)
      expect(paths(visibleEntries(NAV_ENTRIES, [desk])), desk).toContain('ipo');
    const ipo = NAV_ENTRIES.find((entry) => entry.path === 'ipo');
    expect(ipo?.children?.map((child) => child.path)).toEqual([':offeringId']);
    expect(ipoAdminApi.saveOffering.access).toEqual({ kind: 'operator', roles: ['admin'] });
  });

  it('shows copy trading to every desk, its pools below it, and its changes only to the administrator', () => {
    for (const desk of ['support', 'compliance', 'finance'] as const)
      expect(paths(visibleEntries(NAV_ENTRIES, [desk])), desk).toContain('copy');
    const copy = NAV_ENTRIES.find((entry) => entry.path === 'copy');
    expect(copy?.children?.map((child) => child.path)).toEqual([':productId']);
    for (const change of [
      copyAdminApi.saveStrategy,
      copyAdminApi.saveProduct,
      copyAdminApi.openProduct,
      copyAdminApi.closeProduct,
      copyAdminApi.suspendStrategy,
    ])
      expect(change.access).toEqual({ kind: 'operator', roles: ['admin'] });
  });

  it('shows the leader applications to every desk, and their review to administrators and compliance', () => {
    for (const desk of ['support', 'compliance', 'finance'] as const)
      expect(paths(visibleEntries(NAV_ENTRIES, [desk])), desk).toContain('copy-leaders');
    const leaders = NAV_ENTRIES.find((entry) => entry.path === 'copy-leaders');
    expect(leaders?.needs).toEqual([copyAdminApi.leaderApplications]);
    expect(copyAdminApi.reviewLeader.access).toEqual({
      kind: 'operator',
      roles: ['admin', 'compliance'],
    });
  });

  it('shows credit to finance and compliance: review is finance’s, the settings’ changes the administrator’s', () => {
    for (const desk of ['compliance', 'finance'] as const) {
      const shown = paths(visibleEntries(NAV_ENTRIES, [desk]));
      expect(shown, desk).toContain('loans');
      expect(shown, desk).toContain('credit-settings');
    }
    const loans = NAV_ENTRIES.find((entry) => entry.path === 'loans');
    expect(loans?.section).toBe('credit');
    expect(loans?.children?.map((child) => child.path)).toEqual([':loanId']);
    expect(loanAdminApi.review.access).toEqual({ kind: 'operator', roles: ['finance'] });
    expect(loanAdminApi.saveSettings.access).toEqual({ kind: 'operator', roles: ['admin'] });
  });

  it('shows the referral rules to every desk, and their changes only to the administrator', () => {
    for (const desk of ['support', 'compliance', 'finance'] as const)
      expect(paths(visibleEntries(NAV_ENTRIES, [desk])), desk).toContain('referral-settings');
    const referral = NAV_ENTRIES.find((entry) => entry.path === 'referral-settings');
    expect(referral?.section).toBe('system');
    expect(referralAdminApi.saveSettings.access).toEqual({ kind: 'operator', roles: ['admin'] });
  });

  it('shows block trades to finance and compliance, and their announcing and withdrawal only to finance', () => {
    for (const desk of ['compliance', 'finance'] as const)
      expect(paths(visibleEntries(NAV_ENTRIES, [desk])), desk).toContain('block');
    expect(paths(visibleEntries(NAV_ENTRIES, ['support']))).not.toContain('block');
    const block = NAV_ENTRIES.find((entry) => entry.path === 'block');
    expect(block?.children?.map((child) => child.path)).toEqual([':offeringId']);
    for (const change of [blockAdminApi.saveOffering, blockAdminApi.cancel])
      expect(change.access).toEqual({ kind: 'operator', roles: ['finance'] });
  });

  it('shows bidding and grab shares to finance and compliance: bidding’s changes are finance’s, grab has none', () => {
    for (const desk of ['compliance', 'finance'] as const) {
      const shown = paths(visibleEntries(NAV_ENTRIES, [desk]));
      expect(shown, desk).toContain('bidding');
      expect(shown, desk).toContain('grab');
    }
    const support = paths(visibleEntries(NAV_ENTRIES, ['support']));
    expect(support).not.toContain('bidding');
    expect(support).not.toContain('grab');
    const bidding = NAV_ENTRIES.find((entry) => entry.path === 'bidding');
    expect(bidding?.children?.map((child) => child.path)).toEqual([':offeringId']);
    for (const change of [biddingAdminApi.saveOffering, biddingAdminApi.cancel])
      expect(change.access).toEqual({ kind: 'operator', roles: ['finance'] });
    const grab = NAV_ENTRIES.find((entry) => entry.path === 'grab');
    expect(grab?.children?.map((child) => child.path)).toEqual([':queueId']);
    expect(grab?.needs).toEqual([grabAdminApi.queues, grabAdminApi.orders]);
  });

  it('gives every entry a distinct path', () => {
    expect(new Set(paths(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
  });
});
