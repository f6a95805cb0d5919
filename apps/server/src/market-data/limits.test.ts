import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subtract } from '@kabuto/money';
import {
  clampToLimitsTenths,
  dailyLimitWidth,
  NOT_BROADENED,
  priceLimits,
  priceLimitsTenths,
} from './limits';
import { isOnTickTenths, type TickTable } from './ticks';
import { dec } from '@kabuto/money/testing';

/**
 * JPX's table (docs/market-data.md), written out again independently of limits.ts: "base price
 * under:width", and the last row "50000000+:width" for bases of ¥50,000,000 or more.
 */
const ORACLE =
  '100:30 200:50 500:80 700:100 1000:150 1500:300 2000:400 3000:500 5000:700 7000:1000 ' +
  '10000:1500 15000:3000 20000:4000 30000:5000 50000:7000 70000:10000 100000:15000 ' +
  '150000:30000 200000:40000 300000:50000 500000:70000 700000:100000 1000000:150000 ' +
  '1500000:300000 2000000:400000 3000000:500000 5000000:700000 7000000:1000000 ' +
  '10000000:1500000 15000000:3000000 20000000:4000000 30000000:5000000 50000000:7000000 ' +
  '50000000+:10000000';
const ROWS = ORACLE.split(' ').map((row) => row.split(':') as [string, string]);
const TABLE = ROWS.filter(([under]) => !under.endsWith('+'));
const [TOP_FROM, TOP_WIDTH] = ROWS[ROWS.length - 1]!;

describe('daily limit width', () => {
  it('has every row of the exchange’s table, up to its open-ended top row', () => {
    expect(TABLE).toHaveLength(33);
    expect([TOP_FROM, TOP_WIDTH]).toEqual(['50000000+', '10000000']);
  });

  it.each(TABLE)('a base just under %s moves at most %s', (under, width) => {
    expect(dailyLimitWidth(subtract(dec(under), dec('0.1')))).toBe(width);
    expect(dailyLimitWidth(subtract(dec(under), dec('1')))).toBe(width);
  });

  it.each(TABLE.map(([under], i) => [under, (TABLE[i + 1] ?? [TOP_FROM, TOP_WIDTH])[1]]))(
    'a base of exactly %s takes the next row (%s)',
    (under, nextWidth) => {
      expect(dailyLimitWidth(dec(under))).toBe(nextWidth);
    },
  );

  it('stops at the top row: ¥50,000,000 or more always moves ¥10,000,000', () => {
    for (const base of ['50000000', '50000000.1', '70000000', '100000000', '987654321.5'])
      expect(dailyLimitWidth(dec(base)), base).toBe('10000000');
  });

  it('starts at the smallest prices', () => {
    expect(dailyLimitWidth(dec('1'))).toBe('30');
    expect(dailyLimitWidth(dec('0.1'))).toBe('30');
    expect(() => dailyLimitWidth(dec('0'))).toThrow(RangeError);
  });
});

describe('broadened limits', () => {
  // Examples from JPX's notices of broadened limits (docs/market-data.md): base, the side, limits.
  it('widen only the broadened side, to four times the normal width', () => {
    expect(priceLimits(dec('1117'), 'other', { up: true, down: false })).toMatchObject({
      width: '300',
      upWidth: '1200',
      downWidth: '300',
      limitUp: '2317',
      limitDown: '817',
    });
    expect(priceLimits(dec('19170'), 'other', { up: false, down: true })).toMatchObject({
      upWidth: '4000',
      downWidth: '16000',
      limitUp: '23170',
      limitDown: '3170',
    });
    expect(priceLimits(dec('495'), 'other', { up: false, down: true })).toMatchObject({
      limitUp: '575',
      limitDown: '175',
    });
    expect(priceLimits(dec('860'), 'other', { up: true, down: false })).toMatchObject({
      limitUp: '1460',
      limitDown: '710',
    });
  });

  it('still stop at the smallest tick and stay on the grid', () => {
    // 90 - 4 x 30 is below zero: the lowest price is one tick.
    expect(priceLimits(dec('90'), 'other', { up: false, down: true })).toMatchObject({
      limitDown: '1',
      limitUp: '120',
    });
    // 2999.5 + 4 x 500 = 4999.5, but a TOPIX500 stock moves in whole yen there.
    expect(priceLimits(dec('2999.5'), 'topix500', { up: true, down: false }).limitUp).toBe('4999');
  });

  it('are the normal limits when nothing is broadened', () => {
    expect(priceLimits(dec('2800'), 'topix500', NOT_BROADENED)).toEqual(
      priceLimits(dec('2800'), 'topix500'),
    );
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

  it('for any base both limits sit on the grid and bracket the base; broadening only widens', () => {
    const base = fc.bigInt({ min: 1n, max: 2_000_000_000n });
    const table = fc.constantFrom<TickTable>('topix500', 'other');
    const broadening = fc.record({ up: fc.boolean(), down: fc.boolean() });
    fc.assert(
      fc.property(base, table, broadening, (b, t, sides) => {
        const { limitUpTenths, limitDownTenths } = priceLimitsTenths(b, t, sides);
        expect(isOnTickTenths(limitUpTenths, t)).toBe(true);
        expect(isOnTickTenths(limitDownTenths, t)).toBe(true);
        expect(limitDownTenths < b || limitDownTenths === (t === 'topix500' ? 1n : 10n)).toBe(true);
        expect(limitUpTenths > b).toBe(true);
        const normal = priceLimitsTenths(b, t);
        expect(
          sides.up ? limitUpTenths >= normal.limitUpTenths : limitUpTenths === normal.limitUpTenths,
        ).toBe(true);
        expect(
          sides.down
            ? limitDownTenths <= normal.limitDownTenths
            : limitDownTenths === normal.limitDownTenths,
        ).toBe(true);
      }),
    );
  });
});
