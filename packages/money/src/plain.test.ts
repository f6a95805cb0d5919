import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compare,
  isNegative,
  isZero,
  negate,
  parseDecimal,
  toDecimalString,
  toFixedPlaces,
} from './amount';
import { canonicalPlain, compareDecimalStrings, fixedPlaces, magnitude, signOf } from './plain';
import { isDecimalString, type DecimalString } from './syntax';
import { dec } from './testing';

/**
 * Any plain decimal string, canonical or not: "1.50", "-0.00", "0.005", "123456789012.345678",
 * built from digits so that halves, nines and zeros come often.
 */
const decimalText = fc
  .tuple(
    fc.boolean(),
    fc.oneof(
      fc.constant('0'),
      fc.stringMatching(/^[1-9][0-9]{0,14}$/),
      fc.stringMatching(/^9{1,6}$/),
    ),
    fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^[0-9]{1,10}$/),
      fc.stringMatching(/^[0-9]{0,3}[459]0*$/),
    ),
  )
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  )
  .filter(isDecimalString);

describe('decimal strings without decimal.js (plain.ts) give what decimal.js gives', () => {
  it('canonical forms', () => {
    fc.assert(
      fc.property(decimalText, (value) => {
        expect(canonicalPlain(value)).toBe(toDecimalString(parseDecimal(value)));
      }),
    );
    expect(canonicalPlain('-0.000')).toBe('0');
    expect(canonicalPlain('10.100')).toBe('10.1');
    expect(canonicalPlain('100')).toBe('100');
  });

  it('signs', () => {
    fc.assert(
      fc.property(decimalText, (value) => {
        expect(signOf(value)).toBe(isZero(value) ? 0 : isNegative(value) ? -1 : 1);
      }),
    );
    expect(signOf(dec('-0.00'))).toBe(0);
  });

  it('order', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimalStrings(a, b)).toBe(compare(a, b));
      }),
    );
    expect(compareDecimalStrings(dec('1.5'), dec('1.50'))).toBe(0);
    // Equal negatives are 0, not -0 (the counterexample fast-check found: ["-9999.5","-9999.5"]).
    expect(compareDecimalStrings(dec('-9999.5'), dec('-9999.5'))).toBe(0);
    expect(compareDecimalStrings(dec('-1.5'), dec('-1.50'))).toBe(0);
  });

  it('size without sign', () => {
    fc.assert(
      fc.property(decimalText, (value) => {
        const expected = isNegative(value) ? negate(value) : value;
        expect(compare(magnitude(value), expected)).toBe(0);
      }),
    );
  });

  it('rounding to a number of decimals, half away from zero', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 8 }), (value, places) => {
        expect(fixedPlaces(value, places)).toBe(toFixedPlaces(value, places));
      }),
      { numRuns: 500 },
    );
    expect(fixedPlaces(dec('1.005'), 2)).toBe('1.01');
    expect(fixedPlaces(dec('-1.005'), 2)).toBe('-1.01');
    expect(fixedPlaces(dec('-0.001'), 2)).toBe('0.00');
    expect(fixedPlaces(dec('9.995'), 2)).toBe('10.00');
    expect(fixedPlaces(dec('0.5'), 0)).toBe('1');
  });

  it('refuses what is not a plain decimal string, as parsing does', () => {
    for (const bad of ['', '1e5', '01', '1.', 'NaN'])
      expect(() => signOf(bad as DecimalString)).toThrow(RangeError);
  });
});
