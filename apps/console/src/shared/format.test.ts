import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatBytes,
  formatCount,
  formatDateTime,
  formatDecimal,
  formatSignedAmount,
} from './format';

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

describe('amounts on screen', () => {
  it('use the currency minor unit with thousands separators', () => {
    expect(formatAmount('2500000', 'JPY')).toBe('2,500,000');
    expect(formatAmount('1234.5', 'USD')).toBe('1,234.50');
    expect(formatAmount('0', 'USD')).toBe('0.00');
    expect(formatAmount('-1200', 'JPY')).toBe('-1,200');
  });

  it('keep digits a float would lose', () => {
    expect(formatAmount('123456789012345678.25', 'USD')).toBe('123,456,789,012,345,678.25');
  });

  it('show a sign on changes and leave unknown codes or values as they came', () => {
    expect(formatSignedAmount('50000', 'JPY')).toBe('+50,000');
    expect(formatSignedAmount('-50000', 'JPY')).toBe('-50,000');
    expect(formatSignedAmount('0', 'JPY')).toBe('0');
    expect(formatAmount('12', 'XXX')).toBe('12');
    expect(formatAmount('abc', 'JPY')).toBe('abc');
  });

  it('give file sizes in short units', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(35_020)).toBe('34.2 KB');
  });
});

describe('prices and counts on screen', () => {
  it('keep a price’s decimals as they came, grouped', () => {
    expect(formatDecimal('3694')).toBe('3,694');
    expect(formatDecimal('3694.5')).toBe('3,694.5');
    expect(formatDecimal('12345678.1234')).toBe('12,345,678.1234');
    expect(formatDecimal('-1000.25')).toBe('-1,000.25');
    expect(formatDecimal('99.86')).toBe('99.86');
    expect(formatDecimal('n/a')).toBe('n/a');
  });

  it('group share counts', () => {
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-2500)).toBe('-2,500');
  });
});
