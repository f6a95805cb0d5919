import { dec } from '@kabuto/money/testing';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_CAPS,
  fractionToPercent,
  parseWhole,
  parseYen,
  ratePercentToFraction,
  sharePercentToFraction,
} from './rates';

describe('credit rates in percent', () => {
  it('shows the contract’s fractions in percent, exactly', () => {
    expect(fractionToPercent(dec('0.029'))).toBe('2.9');
    expect(fractionToPercent(dec('0.14'))).toBe('14');
    expect(fractionToPercent(dec('0.4'))).toBe('40');
    expect(fractionToPercent(dec('0'))).toBe('0');
    expect(fractionToPercent(dec('0.123456'))).toBe('12.3456');
  });

  it('turns a typed rate into the fraction as a decimal string, with no float on the way', () => {
    expect(ratePercentToFraction('2.9')).toBe('0.029');
    // 2.9 / 100 in floating point is 0.028999999999999998.
    expect(ratePercentToFraction(' 2.9 % ')).toBe('0.029');
    expect(ratePercentToFraction('14％')).toBe('0.14');
    expect(ratePercentToFraction('12.3456')).toBe('0.123456');
    expect(ratePercentToFraction('0.0001')).toBe('0.000001');
  });

  it('refuses what the contract’s rate field refuses', () => {
    for (const typed of ['', 'abc', '-1', '0', '1e1', '1,5', '12.34567', '1000', '007'])
      expect(ratePercentToFraction(typed), typed).toBeNull();
  });

  it('reads a share of own assets up to 100%, to four decimals of the fraction', () => {
    expect(sharePercentToFraction('40')).toBe('0.4');
    expect(sharePercentToFraction('0')).toBe('0');
    expect(sharePercentToFraction('100')).toBe('1');
    expect(sharePercentToFraction('12.34')).toBe('0.1234');
    for (const typed of ['100.01', '-5', '12.345', 'x'])
      expect(sharePercentToFraction(typed), typed).toBeNull();
  });

  it('shows the legal caps the contract enforces, in percent', () => {
    expect(LEGAL_CAPS).toEqual({ annual: '15', late: '20' });
  });

  it('round-trips every rate it shows', () => {
    for (const fraction of ['0.029', '0.034', '0.039', '0.14', '0.15', '0.2', '0.000001'])
      expect(ratePercentToFraction(fractionToPercent(dec(fraction)))).toBe(fraction);
  });
});

describe('whole yen and whole numbers', () => {
  it('reads yen with separators, a yen sign or a unit', () => {
    expect(parseYen('1,000,000')).toBe('1000000');
    expect(parseYen('¥300,000')).toBe('300000');
    expect(parseYen('￥ 500000 円')).toBe('500000');
    expect(parseYen('500000 JPY')).toBe('500000');
    expect(parseYen('0')).toBe('0');
    expect(parseYen('0500')).toBe('500');
  });

  it('refuses fractions, signs and more than twelve digits', () => {
    for (const typed of ['', '1.5', '-1', '1e6', '1234567890123', 'abc'])
      expect(parseYen(typed), typed).toBeNull();
  });

  it('reads whole numbers of a few digits', () => {
    expect(parseWhole(' 30 ', 3)).toBe(30);
    expect(parseWhole('1000', 3)).toBeNull();
    expect(parseWhole('3.5', 3)).toBeNull();
  });
});
