import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { formatRate, rateDecimals } from './exchange-rate';

describe('an exchange rate on the exchange screen', () => {
  it('shows yen per dollar with two decimals, not the twelve the server quotes', () => {
    expect(formatRate(dec('150.123456789012'), 'USD', 'JPY')).toBe('150.12');
  });

  it('shows dollars per yen with enough decimals to read it (issue 11: 11 significant digits)', () => {
    expect(formatRate(dec('0.006666666667'), 'JPY', 'USD')).toBe('0.006667');
  });

  it('rounds half-up from the exact decimal, never through a float', () => {
    // As a binary float 0.0066665 is a hair under, and (0.0066665).toFixed(6) gives 0.006666.
    expect(formatRate(dec('0.0066665'), 'JPY', 'USD')).toBe('0.006667');
    expect(formatRate(dec('1.08334999'), 'CNY', 'HKD')).toBe('1.0833');
  });

  it('groups the thousands of a large rate and keeps the small one readable', () => {
    expect(formatRate(dec('25012.345678901234'), 'USD', 'VND')).toBe('25,012.35');
    expect(formatRate(dec('0.000039980806'), 'VND', 'USD')).toBe('0.00003998');
  });

  it('keeps a fixed number of decimals for a pair, whatever the rate does', () => {
    expect(formatRate(dec('151'), 'USD', 'JPY')).toBe('151.00');
    expect(formatRate(dec('99.995'), 'USD', 'JPY')).toBe('100.00');
    expect(rateDecimals('USD', 'JPY')).toBe(2);
    expect(rateDecimals('JPY', 'USD')).toBe(6);
    expect(rateDecimals('KRW', 'VND')).toBe(3);
  });
});
