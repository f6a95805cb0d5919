import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  clipText,
  compare,
  divide,
  formatCompactMoney,
  formatMoney,
  formatNonNegativeMoney,
  isDecimalString,
  multiply,
  parseDecimal,
  roundTo,
  shortenMiddle,
  subtract,
  sum,
  toFixedPlaces,
} from './index';

describe('decimal arithmetic', () => {
  it('adds amounts that binary floats get wrong', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('1000000000000.01', '0.02')).toBe('999999999999.99');
    expect(multiply('1234.5', '0.001425')).toBe('1.7591625');
    expect(sum(['1', '2.5', '-0.5'])).toBe('3');
  });

  it('refuses anything that is not a plain decimal string', () => {
    for (const bad of ['', '1e5', ' 1', '1,000', '+1', '01', '1.', '.5', 'NaN', 'Infinity']) {
      expect(isDecimalString(bad)).toBe(false);
      expect(() => parseDecimal(bad)).toThrow(RangeError);
    }
    expect(isDecimalString('-0.5')).toBe(true);
  });

  it('refuses division by zero', () => {
    expect(() => divide('1', '0')).toThrow(RangeError);
    expect(divide('10', '4')).toBe('2.5');
  });

  it('rounds in the direction asked for', () => {
    expect(roundTo('1.005', 2, 'half-up')).toBe('1.01');
    expect(roundTo('1.009', 2, 'down')).toBe('1');
    expect(roundTo('1.001', 2, 'up')).toBe('1.01');
    expect(roundTo('-1.001', 2, 'up')).toBe('-1.01');
    expect(() => roundTo('1', -1, 'up')).toThrow(RangeError);
  });

  it('never writes an exponent, however small or large the amount', () => {
    expect(add('0.0000001', '0')).toBe('0.0000001');
    expect(multiply('123456789012345678901234', '1000')).toBe('123456789012345678901234000');
    expect(toFixedPlaces('0.0000001', 2)).toBe('0.00');
    expect(toFixedPlaces('1', 3)).toBe('1.000');
  });

  it('keeps a fixed number of places without a negative zero', () => {
    expect(toFixedPlaces('-0.001', 2)).toBe('0.00');
    expect(toFixedPlaces('2', 2)).toBe('2.00');
  });

  it('addition and subtraction are exact inverses for any amounts', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => {
        const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
        const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        return units < 0n ? `-${text}` : text;
      })
      .map((text) => roundTo(text, 8, 'half-up'));
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
      }),
    );
  });
});

describe('money formatting (spec section 9)', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('999.995')).toBe('1,000.00');
    expect(formatMoney('12')).toBe('12.00');
  });

  it('keeps a loss visible as a loss', () => {
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
  });

  it('shows zero or less as 0.00 only for quantities that cannot be negative', () => {
    expect(formatNonNegativeMoney('-5')).toBe('0.00');
    expect(formatNonNegativeMoney('0')).toBe('0.00');
    expect(formatNonNegativeMoney(undefined)).toBe('0.00');
    expect(formatNonNegativeMoney('not a number')).toBe('0.00');
    expect(formatNonNegativeMoney('5000')).toBe('5,000.00');
  });

  it('compacts large amounts by locale and leaves small ones whole', () => {
    expect(formatCompactMoney('999', 'en')).toBe('999.00');
    expect(formatCompactMoney('1234', 'en')).toBe('1.23K');
    expect(formatCompactMoney('12345678', 'en')).toBe('12.35M');
    expect(formatCompactMoney('12345678', 'ja')).toBe('1234.57万');
    expect(formatCompactMoney('-12345678', 'en')).toBe('-12.35M');
  });
});

describe('text shortening (spec section 9)', () => {
  it('joins the first and last six characters of strings over 20', () => {
    expect(shortenMiddle('12345678901234567890')).toBe('12345678901234567890');
    expect(shortenMiddle('123456789012345678901')).toBe('123456...678901');
  });

  it('cuts strings over ten characters to ten', () => {
    expect(clipText('トヨタ自動車')).toBe('トヨタ自動車');
    expect(clipText('1234567890')).toBe('1234567890');
    expect(clipText('三菱UFJフィナンシャル・グループ')).toBe('三菱UFJフィナンシ…');
  });
});
