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
  'audit',
  'ledger',
  'config',
  'channels',
  'funding-settings',
  'trading-settings',
  'lending-quotas',
];

describe('console navigation', () => {
  it('links every page, the review queues and the ledger check included', () => {
    expect(paths(builtEntries(NAV_ENTRIES))).toEqual(ALL);
  });

  it('shows an administrator every built page', () => {
    expect(paths(visibleEntries(NAV_ENTRIES, ['admin']))).toEqual(ALL);
  });

  it('shows each desk the pages the server lets it use', () => {
    expect(paths(visibleEntries(NAV_ENTRIES, ['support']))).toEqual([
      'customers',
      'positions',
      'config',
      'channels',
      'funding-settings',
      'trading-settings',
      'lending-quotas',
    ]);
    expect(paths(visibleEntries(NAV_ENTRIES, ['compliance']))).toEqual([
      'customers',
      'verification',
      'positions',
      'day-trading',
      'audit',
      'config',
      'channels',
      'funding-settings',
      'trading-settings',
      'lending-quotas',
    ]);
    expect(paths(visibleEntries(NAV_ENTRIES, ['finance']))).toEqual([
      'customers',
      'deposits',
      'withdrawals',
      'positions',
      'ledger',
      'config',
      'channels',
      'funding-settings',
      'trading-settings',
      'lending-quotas',
    ]);
  });

  it('opens a position from the list and keeps the day-trading queue to compliance', () => {
    const positions = NAV_ENTRIES.find((entry) => entry.path === 'positions');
    expect(positions?.children?.map((child) => child.path)).toEqual([':positionId']);
    expect(paths(visibleEntries(NAV_ENTRIES, ['support', 'finance']))).not.toContain('day-trading');
  });

  it('gives every entry a distinct path', () => {
    expect(new Set(paths(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
  });
});
