import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subtract } from '@kabuto/money';
import { clampToLimitsTenths, dailyLimitWidth, priceLimits, priceLimitsTenths } from './limits';
import { isOnTickTenths, type TickTable } from './ticks';
import { dec } from '@kabuto/money/testing';

/** market-rules.md, written out again (independently of limits.ts): "base price under:width". */
const TABLE: [string, string][] = (
  '100:30 200:50 500:80 700:100 1000:150 1500:300 2000:400 3000:500 5000:700 7000:1000 ' +
  '10000:1500 15000:3000 20000:4000 30000:5000 50000:7000 70000:10000 100000:15000'
)
  .split(' ')
  .map((row) => row.split(':') as [string, string]);

describe('daily limit width', () => {
  it.each(TABLE)('a base just under %s moves at most %s', (under, width) => {
    expect(dailyLimitWidth(subtract(dec(under), dec('0.1')))).toBe(width);
    expect(dailyLimitWidth(subtract(dec(under), dec('1')))).toBe(width);
  });

  it.each(TABLE.slice(0, -1).map(([under], i) => [under, TABLE[i + 1]![1]]))(
    'a base of exactly %s takes the next row (%s)',
    (under, nextWidth) => {
      expect(dailyLimitWidth(dec(under))).toBe(nextWidth);
    },
  );

  it('repeats ten times larger above ¥100,000', () => {
    const cases: [string, string][] = [
      ['100000', '30000'],
      ['149999', '30000'],
      ['150000', '40000'],
      ['199999.9', '40000'],
      ['200000', '50000'],
      ['299999', '50000'],
      ['300000', '70000'],
      ['500000', '100000'],
      ['700000', '150000'],
      ['999999', '150000'],
      ['1000000', '300000'],
      ['1500000', '400000'],
      ['10000000', '3000000'],
      ['50000000', '10000000'],
    ];
    for (const [base, width] of cases) expect(dailyLimitWidth(dec(base)), base).toBe(width);
  });

  it('starts at the smallest prices', () => {
    expect(dailyLimitWidth(dec('1'))).toBe('30');
    expect(dailyLimitWidth(dec('0.1'))).toBe('30');
    expect(() => dailyLimitWidth(dec('0'))).toThrow(RangeError);
  });
});

describe('limit prices', () => {
  it('are base ± width when that is on the grid', () => {
    expect(priceLimits(dec('2800'), 'topix500')).toMatchObject({
      limitUp: '3300',
      limitDown: '2300',
      width: '500',
    });
    expect(priceLimits(dec('1000'), 'topix500')).toMatchObject({
      limitUp: '1300',
      limitDown: '700',
    });
    expect(priceLimits(dec('9990'), 'other')).toMatchObject({
      limitUp: '11490',
      limitDown: '8490',
    });
  });

  it('round inwards onto the grid when base ± width is off it', () => {
    // 2999.5 + 500 = 3499.5, but above ¥3,000 a TOPIX500 stock moves in whole yen.
    expect(priceLimits(dec('2999.5'), 'topix500')).toMatchObject({
      limitUp: '3499',
      limitDown: '2499.5',
    });
    // 4995 + 700 = 5695, above ¥5,000 the other table moves in ¥10.
    expect(priceLimits(dec('4995'), 'other')).toMatchObject({ limitUp: '5690', limitDown: '4295' });
  });

  it('never go below the smallest tick', () => {
    expect(priceLimits(dec('20'), 'other')).toMatchObject({ limitUp: '50', limitDown: '1' });
    expect(priceLimits(dec('0.5'), 'topix500')).toMatchObject({ limitDown: '0.1' });
    expect(priceLimits(dec('31'), 'other')).toMatchObject({ limitDown: '1' });
  });

  it('clamp prices: limit up and limit down stop the price', () => {
    const limits = priceLimitsTenths(28000n, 'topix500');
    expect(clampToLimitsTenths(40000n, limits)).toBe(33000n);
    expect(clampToLimitsTenths(1n, limits)).toBe(23000n);
    expect(clampToLimitsTenths(28015n, limits)).toBe(28015n);
  });

  it('for any base both limits sit on the grid and bracket the base', () => {
    const base = fc.bigInt({ min: 1n, max: 2_000_000_000n });
    const table = fc.constantFrom<TickTable>('topix500', 'other');
    fc.assert(
      fc.property(base, table, (b, t) => {
        const { limitUpTenths, limitDownTenths } = priceLimitsTenths(b, t);
        expect(isOnTickTenths(limitUpTenths, t)).toBe(true);
        expect(isOnTickTenths(limitDownTenths, t)).toBe(true);
        expect(limitDownTenths < b || limitDownTenths === (t === 'topix500' ? 1n : 10n)).toBe(true);
        expect(limitUpTenths > b).toBe(true);
      }),
    );
  });
});
