import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { fractionToPercent, percentToFraction } from './rates';

describe('fee rates shown as percent, sent as fractions', () => {
  it('shows the default rates as the percentages docs/trading.md names', () => {
    expect(fractionToPercent(dec('0.001425'))).toBe('0.1425');
    expect(fractionToPercent(dec('0.0005'))).toBe('0.05');
    expect(fractionToPercent(dec('0.003'))).toBe('0.3');
    expect(fractionToPercent(dec('0'))).toBe('0');
    expect(fractionToPercent(dec('0.00000001'))).toBe('0.000001');
  });

  it('sends what the operator typed as the exact fraction, never through a float', () => {
    // 0.1425 / 100 in binary floating point is 0.0014249999999999999.
    expect(percentToFraction('0.1425')).toBe('0.001425');
    expect(percentToFraction('0.3')).toBe('0.003');
    expect(percentToFraction('0.05')).toBe('0.0005');
    expect(percentToFraction('12.5')).toBe('0.125');
    expect(percentToFraction('0')).toBe('0');
    expect(percentToFraction('0.000001')).toBe('0.00000001');
    expect(percentToFraction('99.999999')).toBe('0.99999999');
  });

  it('accepts a trailing percent sign and surrounding spaces', () => {
    expect(percentToFraction(' 0.1425 % ')).toBe('0.001425');
    expect(percentToFraction('0.3%')).toBe('0.003');
  });

  it('refuses what the contract would refuse', () => {
    expect(percentToFraction('')).toBeNull();
    expect(percentToFraction('abc')).toBeNull();
    expect(percentToFraction('-0.1')).toBeNull();
    expect(percentToFraction('100')).toBeNull();
    expect(percentToFraction('250')).toBeNull();
    expect(percentToFraction('1e-2')).toBeNull();
    expect(percentToFraction('0,1')).toBeNull();
    // Finer than eight decimals of the fraction.
    expect(percentToFraction('0.0000001')).toBeNull();
  });

  it('round-trips every rate the contract allows', () => {
    for (const fraction of ['0', '0.001425', '0.0005', '0.003', '0.12345678', '0.99999999']) {
      expect(percentToFraction(fractionToPercent(dec(fraction)))).toBe(fraction);
    }
  });
});
