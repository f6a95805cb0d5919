import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, builtEntries, visibleEntries } from './navigation';

const paths = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path);

const ALL = [
  'customers',
  'verification',
  'deposits',
  'withdrawals',
  'audit',
  'ledger',
  'config',
  'channels',
  'funding-settings',
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
      'config',
      'channels',
      'funding-settings',
    ]);
    expect(paths(visibleEntries(NAV_ENTRIES, ['compliance']))).toEqual([
      'customers',
      'verification',
      'audit',
      'config',
      'channels',
      'funding-settings',
    ]);
    expect(paths(visibleEntries(NAV_ENTRIES, ['finance']))).toEqual([
      'customers',
      'deposits',
      'withdrawals',
      'ledger',
      'config',
      'channels',
      'funding-settings',
    ]);
  });

  it('gives every entry a distinct path', () => {
    expect(new Set(paths(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
  });
});
