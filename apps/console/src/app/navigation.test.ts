import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, builtEntries, visibleEntries } from './navigation';

const paths = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path);

describe('console navigation', () => {
  it('links only pages that exist: the queues and the ledger check are planned, not shown', () => {
    expect(paths(builtEntries(NAV_ENTRIES))).toEqual(['customers', 'audit', 'config']);
    expect(paths(NAV_ENTRIES)).toEqual(
      expect.arrayContaining(['verification', 'deposits', 'withdrawals', 'ledger']),
    );
  });

  it('shows an administrator every built page', () => {
    expect(paths(visibleEntries(NAV_ENTRIES, ['admin']))).toEqual(['customers', 'audit', 'config']);
  });

  it('hides the audit log from an operator without the compliance role, as the server would refuse it', () => {
    expect(paths(visibleEntries(NAV_ENTRIES, ['support']))).toEqual(['customers', 'config']);
    expect(paths(visibleEntries(NAV_ENTRIES, ['compliance', 'finance', 'support']))).toEqual([
      'customers',
      'audit',
      'config',
    ]);
  });

  it('gives every entry a distinct path', () => {
    expect(new Set(paths(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
  });
});
