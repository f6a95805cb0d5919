import { describe, expect, it } from 'vitest';
import { isoToTokyoInput, tokyoInputToIso } from './tokyo-time';

describe('times typed in Japan time', () => {
  it('shows an instant as a Tokyo clock reads it, whatever offset it came with', () => {
    expect(isoToTokyoInput('2026-12-01T00:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(isoToTokyoInput('2026-12-01T09:00:00+09:00')).toBe('2026-12-01T09:00');
    // Late evening in UTC is the next morning in Tokyo.
    expect(isoToTokyoInput('2026-12-31T20:30:00Z')).toBe('2027-01-01T05:30');
    expect(isoToTokyoInput(null)).toBe('');
    expect(isoToTokyoInput('not a time')).toBe('');
  });

  it('sends what was typed as Japan time with its offset', () => {
    expect(tokyoInputToIso('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+09:00');
    expect(new Date(tokyoInputToIso('2027-01-01T05:30')!).toISOString()).toBe(
      '2026-12-31T20:30:00.000Z',
    );
  });

  it('gives back the same minute both ways', () => {
    for (const typed of ['2026-03-01T00:00', '2026-06-15T23:59', '2028-02-29T12:00'])
      expect(isoToTokyoInput(tokyoInputToIso(typed))).toBe(typed);
  });

  it('refuses what is no real minute', () => {
    expect(tokyoInputToIso('')).toBeNull();
    expect(tokyoInputToIso('2026-02-30T09:00')).toBeNull();
    expect(tokyoInputToIso('2026-12-01 09:00')).toBeNull();
    expect(tokyoInputToIso('2026-12-01T24:00')).toBeNull();
  });
});
