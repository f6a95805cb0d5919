import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  canonicalDecimal,
  decimalPattern,
  clipText,
  compare,
  divide,
  formatCompactMoney,
  formatMoney,
  formatNonNegativeMoney,
  isDecimalString,
  type DecimalString,
  multiply,
  parseDecimal,
  roundTo,
  shortenMiddle,
  subtract,
  sum,
  toFixedPlaces,
} from './index';
import { dec, uncheckedDecimal } from './testing';

describe('decimal arithmetic', () => {
  it('adds amounts that binary floats get wrong', () => {
    expect(add(dec('0.1'), dec('0.2'))).toBe('0.3');
    expect(subtract(dec('1000000000000.01'), dec('0.02'))).toBe('999999999999.99');
    expect(multiply(dec('1234.5'), dec('0.001425'))).toBe('1.7591625');
    expect(sum([dec('1'), dec('2.5'), dec('-0.5')])).toBe('3');
  });

  it('refuses anything that is not a plain decimal string', () => {
    for (const bad of ['', '1e5', ' 1', '1,000', '+1', '01', '1.', '.5', 'NaN', 'Infinity']) {
      expect(isDecimalString(bad)).toBe(false);
      expect(() => parseDecimal(bad)).toThrow(RangeError);
    }
    expect(isDecimalString('-0.5')).toBe(true);
  });

  it('refuses division by zero', () => {
    expect(() => divide(dec('1'), dec('0'))).toThrow(RangeError);
    expect(divide(dec('10'), dec('4'))).toBe('2.5');
  });

  it('rounds in the direction asked for', () => {
    expect(roundTo(dec('1.005'), 2, 'half-up')).toBe('1.01');
    expect(roundTo(dec('1.009'), 2, 'down')).toBe('1');
    expect(roundTo(dec('1.001'), 2, 'up')).toBe('1.01');
    expect(roundTo(dec('-1.001'), 2, 'up')).toBe('-1.01');
    expect(() => roundTo(dec('1'), -1, 'up')).toThrow(RangeError);
  });

  it('never writes an exponent, however small or large the amount', () => {
    expect(add(dec('0.0000001'), dec('0'))).toBe('0.0000001');
    expect(multiply(dec('123456789012345678901234'), dec('1000'))).toBe(
      '123456789012345678901234000',
    );
    expect(toFixedPlaces(dec('0.0000001'), 2)).toBe('0.00');
    expect(toFixedPlaces(dec('1'), 3)).toBe('1.000');
  });

  it('keeps a fixed number of places without a negative zero', () => {
    expect(toFixedPlaces(dec('-0.001'), 2)).toBe('0.00');
    expect(toFixedPlaces(dec('2'), 2)).toBe('2.00');
  });

  it('addition and subtraction are exact inverses for any amounts', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => {
        const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
        const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        return units < 0n ? `-${text}` : text;
      })
      .map((text) => roundTo(canonicalDecimal(text), 8, 'half-up'));
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
      }),
    );
  });
});

describe('the DecimalString brand', () => {
  it('is made by checking: canonicalDecimal gives the canonical form or throws', () => {
    expect(canonicalDecimal('100.00000000')).toBe('100');
    expect(canonicalDecimal('-0.50')).toBe('-0.5');
    expect(canonicalDecimal('-0')).toBe('0');
    expect(canonicalDecimal('0.0000001')).toBe('0.0000001');
    for (const bad of ['', '007', '1.', '.5', '+1', '1e3', ' 1', '1,000', 'NaN']) {
      expect(() => canonicalDecimal(bad)).toThrow(RangeError);
    }
  });

  it('is what isDecimalString narrows a string to', () => {
    const text: string = '12.50';
    if (!isDecimalString(text)) throw new Error('12.50 is plain decimal syntax');
    // Narrowed: accepted where an amount is expected, and kept as written.
    expect(add(text, dec('0'))).toBe('12.5');
    expect(toFixedPlaces(text, 2)).toBe('12.50');
  });

  it('cannot be a string nobody checked (the compiler refuses it)', () => {
    // @ts-expect-error a form's text is not an amount until canonicalDecimal or isDecimalString says so
    const unchecked: DecimalString = '1,000';
    expect(isDecimalString(unchecked)).toBe(false);
  });

  it('is what the arithmetic answers, so results chain without a conversion', () => {
    const total = sum([dec('1'), add(dec('2'), dec('3')), multiply(dec('2'), dec('0.5'))]);
    expect(roundTo(divide(total, dec('3')), 2, 'down')).toBe('2.33');
  });
});

describe('decimalPattern', () => {
  it('writes the plain syntax with the sign, decimals and whole digits asked for', () => {
    const cases: [Parameters<typeof decimalPattern>[0], string[], string[]][] = [
      [{}, ['0', '-1.5', '123.456789'], ['007', '1.', '+1', '1e3', '-', '']],
      [{ sign: 'nonNegative' }, ['0', '0.00', '12'], ['-1', '-0']],
      [{ sign: 'positive' }, ['0.01', '5'], ['0', '0.00', '-5']],
      [{ scale: 0 }, ['12', '-3'], ['1.0', '1.5']],
      [{ scale: 2 }, ['1.5', '1.25'], ['1.255']],
      [{ integerDigits: 3 }, ['999', '0.5'], ['1000']],
    ];
    for (const [syntax, good, bad] of cases) {
      const pattern = decimalPattern(syntax);
      for (const text of good) expect(pattern.test(text), `${text} ${pattern}`).toBe(true);
      for (const text of bad) expect(pattern.test(text), `${text} ${pattern}`).toBe(false);
    }
    expect(() => decimalPattern({ scale: -1 })).toThrow(RangeError);
  });
});

describe('money formatting (spec section 9)', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(dec('1234567.8'))).toBe('1,234,567.80');
    expect(formatMoney(dec('0'))).toBe('0.00');
    expect(formatMoney(dec('999.995'))).toBe('1,000.00');
    expect(formatMoney(dec('12'))).toBe('12.00');
  });

  it('keeps a loss visible as a loss', () => {
    expect(formatMoney(dec('-1234.5'))).toBe('-1,234.50');
  });

  it('shows zero or less as 0.00 only for quantities that cannot be negative', () => {
    expect(formatNonNegativeMoney(dec('-5'))).toBe('0.00');
    expect(formatNonNegativeMoney(dec('0'))).toBe('0.00');
    expect(formatNonNegativeMoney(undefined)).toBe('0.00');
    expect(formatNonNegativeMoney(uncheckedDecimal('not a number'))).toBe('0.00');
    expect(formatNonNegativeMoney(dec('5000'))).toBe('5,000.00');
  });

  it('compacts large amounts by locale and leaves small ones whole', () => {
    expect(formatCompactMoney(dec('999'), 'en')).toBe('999.00');
    expect(formatCompactMoney(dec('1234'), 'en')).toBe('1.23K');
    expect(formatCompactMoney(dec('12345678'), 'en')).toBe('12.35M');
    expect(formatCompactMoney(dec('12345678'), 'ja')).toBe('1234.57万');
    expect(formatCompactMoney(dec('-12345678'), 'en')).toBe('-12.35M');
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
