import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, subtract } from '@kabuto/money';
import { tenthsToDecimal } from './price-units';
import {
  isOnTick,
  isOnTickTenths,
  nextTickDownTenths,
  nextTickUpTenths,
  roundTenthsToTick,
  roundToTick,
  snapModelValueToTick,
  tickSize,
  type TickTable,
} from './ticks';
import { dec } from '@kabuto/money/testing';

/** The table of market-rules.md, written out again so the test does not trust the code's copy. */
const EXPECTED: Record<TickTable, [string, string, string][]> = {
  // [price up to, tick at that price, tick just above it]
  topix500: [
    ['1000', '0.1', '0.5'],
    ['3000', '0.5', '1'],
    ['5000', '1', '1'],
    ['10000', '1', '5'],
    ['30000', '5', '10'],
    ['50000', '10', '10'],
    ['100000', '10', '50'],
    ['300000', '50', '100'],
    ['500000', '100', '100'],
    ['1000000', '100', '500'],
    ['3000000', '500', '1000'],
    ['5000000', '1000', '1000'],
    ['10000000', '1000', '5000'],
    ['30000000', '5000', '10000'],
    ['50000000', '10000', '10000'],
  ],
  other: [
    ['1000', '1', '1'],
    ['3000', '1', '5'],
    ['5000', '5', '10'],
    ['10000', '10', '10'],
    ['30000', '10', '50'],
    ['50000', '50', '100'],
    ['100000', '100', '100'],
    ['300000', '100', '500'],
    ['500000', '500', '1000'],
    ['1000000', '1000', '1000'],
    ['3000000', '1000', '5000'],
    ['5000000', '5000', '10000'],
    ['10000000', '10000', '10000'],
    ['30000000', '10000', '50000'],
    ['50000000', '50000', '100000'],
  ],
};

describe.each(['topix500', 'other'] as const)('tick table %s', (table) => {
  it.each(EXPECTED[table])(
    'up to %s the tick is %s, just above it %s',
    (bound, tickAt, tickAbove) => {
      expect(tickSize(dec(bound), table)).toBe(tickAt);
      expect(tickSize(subtract(dec(bound), dec('0.1')), table)).toBe(tickAt);
      expect(tickSize(dec(`${bound}.1`), table)).toBe(tickAbove);
      // The bound itself is always a valid price, and one tick above it is too.
      expect(isOnTick(dec(bound), table)).toBe(true);
      const firstAbove = nextTickUpTenths(BigInt(bound) * 10n, table);
      expect(tenthsToDecimal(firstAbove - BigInt(bound) * 10n)).toBe(tickAbove);
      expect(roundToTick(dec(`${bound}.1`), table, 'down')).toBe(bound);
      expect(roundToTick(dec(`${bound}.1`), table, 'up')).toBe(tenthsToDecimal(firstAbove));
    },
  );

  it('the open-ended top band uses the last tick', () => {
    expect(tickSize(dec('900000000'), table)).toBe(table === 'topix500' ? '10000' : '100000');
  });
});

describe('tick rounding', () => {
  it('rounds TOPIX500 prices around ¥1,000 and ¥3,000', () => {
    expect(roundToTick(dec('999.95'), 'topix500', 'down')).toBe('999.9');
    expect(roundToTick(dec('999.95'), 'topix500', 'up')).toBe('1000');
    expect(roundToTick(dec('1000.3'), 'topix500', 'nearest')).toBe('1000.5');
    expect(roundToTick(dec('1000.2'), 'topix500', 'nearest')).toBe('1000');
    expect(roundToTick(dec('1000.25'), 'topix500', 'nearest')).toBe('1000.5'); // a tie rounds up
    expect(roundToTick(dec('3000.4'), 'topix500', 'nearest')).toBe('3000');
    expect(isOnTick(dec('2801.5'), 'topix500')).toBe(true);
    expect(isOnTick(dec('3001.5'), 'topix500')).toBe(false);
    expect(isOnTick(dec('999.9'), 'topix500')).toBe(true);
    expect(isOnTick(dec('1000.1'), 'topix500')).toBe(false);
  });

  it('rounds other-table prices around ¥3,000 and ¥5,000', () => {
    expect(roundToTick(dec('3002'), 'other', 'down')).toBe('3000');
    expect(roundToTick(dec('3002'), 'other', 'up')).toBe('3005');
    expect(roundToTick(dec('3002.5'), 'other', 'nearest')).toBe('3005');
    expect(roundToTick(dec('5003'), 'other', 'nearest')).toBe('5000');
    expect(isOnTick(dec('5005'), 'other')).toBe(false);
    expect(isOnTick(dec('2999'), 'other')).toBe(true);
    expect(isOnTick(dec('2999.5'), 'other')).toBe(false);
  });

  it('never rounds twice: 100.46 is nearer 100 than 101', () => {
    expect(roundToTick(dec('100.46'), 'other', 'nearest')).toBe('100');
    expect(roundToTick(dec('100.5'), 'other', 'nearest')).toBe('101');
  });

  it('refuses prices that are not positive and rounding down below the smallest tick', () => {
    expect(() => roundToTick(dec('0'), 'other', 'up')).toThrow(RangeError);
    expect(() => roundToTick(dec('-5'), 'other', 'nearest')).toThrow(RangeError);
    expect(() => roundToTick(dec('0.5'), 'other', 'down')).toThrow(RangeError);
    expect(roundToTick(dec('0.4'), 'other', 'nearest')).toBe('1');
    expect(roundToTick(dec('0.04'), 'topix500', 'nearest')).toBe('0.1');
    expect(isOnTick(dec('0'), 'other')).toBe(false);
    expect(nextTickDownTenths(10n, 'other')).toBeNull();
    expect(nextTickDownTenths(1n, 'topix500')).toBeNull();
  });
});

describe('tick rounding properties', () => {
  const table = fc.constantFrom<TickTable>('topix500', 'other');
  // Prices from ¥0.1 to ¥60,000,000 in tenths, biased to small values by the log scale.
  const tenths = fc
    .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 60_000 }))
    .map(([scale, digits]) => BigInt(digits) * 10n ** BigInt(scale))
    .filter((value) => value <= 600_000_000n);

  it('down <= price <= up, both on the grid, nothing valid strictly between them', () => {
    fc.assert(
      fc.property(tenths, table, (price, t) => {
        if (price < (t === 'topix500' ? 1n : 10n)) return;
        const down = roundTenthsToTick(price, t, 'down');
        const up = roundTenthsToTick(price, t, 'up');
        expect(down <= price && price <= up).toBe(true);
        expect(isOnTickTenths(down, t) && isOnTickTenths(up, t)).toBe(true);
        if (down !== up) expect(nextTickUpTenths(down, t)).toBe(up);
        const nearest = roundTenthsToTick(price, t, 'nearest');
        expect(nearest === down || nearest === up).toBe(true);
      }),
    );
  });

  it('next tick up and down are inverse steps on the grid', () => {
    fc.assert(
      fc.property(tenths, table, (price, t) => {
        const onGrid = roundTenthsToTick(price, t, 'nearest');
        const up = nextTickUpTenths(onGrid, t);
        expect(isOnTickTenths(up, t)).toBe(true);
        expect(nextTickDownTenths(up, t)).toBe(onGrid);
      }),
    );
  });

  it('decimal-string rounding picks the nearer neighbour for prices with many decimals', () => {
    const decimal = fc
      .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 9999 }))
      .map(([whole, fraction]) => dec(`${whole}.${String(fraction).padStart(4, '0')}`));
    fc.assert(
      fc.property(decimal, table, (price, t) => {
        const down = roundToTick(price, t, 'down');
        const up = roundToTick(price, t, 'up');
        const nearest = roundToTick(price, t, 'nearest');
        expect(compare(down, price) <= 0 && compare(price, up) <= 0).toBe(true);
        const expected = compare(subtract(up, price), subtract(price, down)) <= 0 ? up : down;
        expect(nearest).toBe(expected);
        expect(isOnTick(nearest, t)).toBe(true);
      }),
    );
  });
});

describe('snapModelValueToTick', () => {
  it('agrees with roundTenthsToTick on whole tenths and stays on the grid for any real value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 6e8, noNaN: true }),
        fc.constantFrom<TickTable>('topix500', 'other'),
        fc.constantFrom('down', 'up', 'nearest' as const),
        (value, table, direction) => {
          const snapped = snapModelValueToTick(value, table, direction);
          expect(isOnTickTenths(snapped, table)).toBe(true);
          const whole =
            direction === 'down'
              ? Math.floor(value)
              : direction === 'up'
                ? Math.ceil(value)
                : Math.round(value);
          const minimum = table === 'topix500' ? 1n : 10n;
          if (BigInt(whole) >= minimum) {
            expect(snapped).toBe(roundTenthsToTick(BigInt(whole), table, direction));
          } else {
            expect(snapped).toBe(minimum);
          }
        },
      ),
    );
  });
});
