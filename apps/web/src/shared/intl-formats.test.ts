import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('answers one formatter per language and options, and formats as a new one would', () => {
    const options = { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' } as const;
    const first = dateTimeFormat('ja-JP', options);
    expect(dateTimeFormat('ja-JP', { ...options })).toBe(first);
    expect(dateTimeFormat('en-GB', options)).not.toBe(first);
    expect(dateTimeFormat('ja-JP', { ...options, second: '2-digit' })).not.toBe(first);
    const at = Date.UTC(2026, 10, 29, 0, 5);
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('ja-JP', options).format(at));

    expect(numberFormat('en-US')).toBe(numberFormat('en-US', {}));
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
    expect(numberFormat('ja-JP', { notation: 'compact' }).format(13_187_400)).toBe(
      new Intl.NumberFormat('ja-JP', { notation: 'compact' }).format(13_187_400),
    );
  });
});
