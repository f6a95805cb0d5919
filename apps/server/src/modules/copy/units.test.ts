import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  fromInteger,
  multiply,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import {
  FIRST_UNIT_VALUE,
  highWaterAfterTopUp,
  navPerUnit,
  redeem,
  unitsFor,
  valueOf,
  type Holding,
  type PoolFigures,
} from './units';

/*
 * The pool's arithmetic (docs/copy-trading.md, "Units and NAV"), with exact yen in scenarios and,
 * for any sequence of follows, market moves and redemptions, the properties the issue asks for:
 * units add up, the holders' values reconcile with the pool's equity, equal units have equal
 * figures, and nobody's coming or going takes value from those who stay.
 */

describe('units and NAV, in yen', () => {
  it('a first follow buys units at ¥10,000; a later one at the NAV of the moment', () => {
    const empty: PoolFigures = { equity: ZERO, units: ZERO };
    expect(navPerUnit(empty)).toBe(FIRST_UNIT_VALUE);
    const first = unitsFor(empty, dec('1000000'));
    expect(first).toBe('100');
    // The strategy made 12% for the pool: ¥1,120,000 for 100 units, NAV ¥11,200.
    const grown: PoolFigures = { equity: dec('1120000'), units: first };
    expect(navPerUnit(grown)).toBe('11200');
    const second = unitsFor(grown, dec('500000'));
    expect(second).toBe('44.642857'); // 500,000 ÷ 11,200, rounded down
    const after: PoolFigures = { equity: dec('1620000'), units: add(first, second) };
    // The first follower's value did not move; the fraction rounded off stays in the pool.
    expect(valueOf(after, first)).toBe('1120000');
    expect(valueOf(after, second)).toBe('499999');
  });

  it('redeems at the NAV now, charging the performance fee only on the gain above the high-water mark', () => {
    const pool: PoolFigures = { equity: dec('1500000'), units: dec('100') }; // NAV ¥15,000
    const holding: Holding = { units: dec('40'), highWaterNav: dec('12000') };
    // 20% of (15,000 - 12,000) x 40 units = ¥24,000.
    expect(redeem(pool, holding, dec('40'), dec('0.2'))).toEqual({
      units: '40',
      gross: '600000',
      fee: '24000',
      net: '576000',
      nav: '15000',
    });
    // Below the mark: no fee.
    const below = redeem(
      pool,
      { units: dec('40'), highWaterNav: dec('16000') },
      dec('10'),
      dec('0.2'),
    );
    expect(below).toMatchObject({ gross: '150000', fee: '0', net: '150000' });
  });

  it('a top-up moves the mark to the units-weighted mean, so the gain owed is unchanged', () => {
    const holding: Holding = { units: dec('100'), highWaterNav: dec('10000') };
    const mark = highWaterAfterTopUp(holding, dec('50'), dec('13000'));
    expect(mark).toBe('11000'); // (100 x 10,000 + 50 x 13,000) / 150
    // At NAV 14,000: per purchase (4,000 x 100 + 1,000 x 50) = 450,000 = 3,000 x 150.
    expect(multiply(subtract(dec('14000'), mark), dec('150'))).toBe('450000');
  });

  it('refuses what cannot be priced', () => {
    expect(() => unitsFor({ equity: ZERO, units: dec('10') }, dec('1000'))).toThrow(/no equity/);
    expect(() => unitsFor({ equity: dec('10'), units: dec('10') }, ZERO)).toThrow(/positive/);
    expect(() =>
      redeem(
        { equity: dec('10'), units: dec('10') },
        { units: dec('1'), highWaterNav: dec('1') },
        dec('2'),
        ZERO,
      ),
    ).toThrow(/units held/);
  });
});

type Op =
  | { kind: 'follow'; holder: number; amount: number }
  | { kind: 'move'; percent: number }
  | { kind: 'redeem'; holder: number; share: number };

const HOLDERS = 5;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('follow' as const),
    holder: fc.integer({ min: 0, max: HOLDERS - 1 }),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
  }),
  fc.record({ kind: fc.constant('move' as const), percent: fc.integer({ min: -60, max: 80 }) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    holder: fc.integer({ min: 0, max: HOLDERS - 1 }),
    share: fc.integer({ min: 1, max: 100 }),
  }),
);

describe('units and NAV, for any sequence', () => {
  it('reconcile with the pool, treat equal units equally and never move value between followers', () => {
    const FEE_RATE = dec('0.2');
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let pool: PoolFigures = { equity: ZERO, units: ZERO };
        const holdings: Holding[] = Array.from({ length: HOLDERS }, () => ({
          units: ZERO,
          highWaterNav: ZERO,
        }));
        const values = () => holdings.map((holding) => valueOf(pool, holding.units));
        const noneLost = (before: DecimalString[], except: number) => {
          const after = values();
          for (let k = 0; k < HOLDERS; k += 1) {
            if (k !== except) expect(compare(after[k]!, before[k]!)).toBeGreaterThanOrEqual(0);
          }
        };
        const reconcile = () => {
          expect(compare(sum(holdings.map((holding) => holding.units)), pool.units)).toBe(0);
          const total = sum(values());
          expect(compare(total, pool.equity)).toBeLessThanOrEqual(0);
          // Each holder's figure is rounded down to the yen: less than one yen each stays unshown.
          expect(compare(subtract(pool.equity, total), fromInteger(HOLDERS))).toBeLessThan(0);
          if (compare(pool.units, ZERO) === 0) expect(pool.equity).toBe('0');
          for (const a of holdings) {
            for (const b of holdings) {
              if (compare(a.units, b.units) === 0) {
                expect(valueOf(pool, a.units)).toBe(valueOf(pool, b.units));
              }
            }
          }
        };
        for (const step of ops) {
          if (step.kind === 'follow') {
            const amount = fromInteger(step.amount);
            const holding = holdings[step.holder]!;
            const before = values();
            let bought: DecimalString;
            try {
              bought = unitsFor(pool, amount);
            } catch (error) {
              // Only an emptied pool, or an amount too small for a millionth of a unit, is refused.
              expect(String(error)).toMatch(/no equity|too small/);
              continue;
            }
            holding.highWaterNav = highWaterAfterTopUp(holding, bought, navPerUnit(pool));
            holding.units = add(holding.units, bought);
            pool = { equity: add(pool.equity, amount), units: add(pool.units, bought) };
            noneLost(before, step.holder);
          } else if (step.kind === 'move') {
            if (compare(pool.units, ZERO) === 0) continue;
            pool = {
              ...pool,
              equity: roundTo(
                multiply(pool.equity, dec(String((100 + step.percent) / 100))),
                0,
                'down',
              ),
            };
          } else {
            const holding = holdings[step.holder]!;
            if (compare(holding.units, ZERO) === 0) continue;
            const units =
              step.share === 100
                ? holding.units
                : roundTo(multiply(holding.units, dec(String(step.share / 100))), 6, 'down');
            if (compare(units, ZERO) === 0) continue;
            const before = values();
            const redemption = redeem(pool, holding, units, FEE_RATE);
            expect(compare(redemption.fee, ZERO)).toBeGreaterThanOrEqual(0);
            expect(compare(redemption.fee, redemption.gross)).toBeLessThanOrEqual(0);
            if (compare(redemption.nav, holding.highWaterNav) <= 0)
              expect(redemption.fee).toBe('0');
            expect(redemption.net).toBe(subtract(redemption.gross, redemption.fee));
            holding.units = subtract(holding.units, units);
            pool = {
              equity: subtract(pool.equity, redemption.gross),
              units: subtract(pool.units, units),
            };
            noneLost(before, step.holder);
          }
          reconcile();
        }
      }),
      { numRuns: 300, seed: 20261127 },
    );
  });
});
