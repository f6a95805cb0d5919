import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('timestamps on screen', () => {
  it('are shown in Japan time in one sortable shape', () => {
    expect(formatDateTime('2025-11-21T00:05:03.000Z')).toBe('2025-11-21 09:05:03');
  });

  it('roll over to the next day in Japan when it is still the day before in UTC', () => {
    expect(formatDateTime('2025-12-31T15:00:00Z')).toBe('2026-01-01 00:00:00');
  });

  it('leave an unreadable value as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
