import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, divide, fromInteger, sum, type DecimalString } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { HOUSE_RULES, reboundRule, trendRule, type CloseHistory } from './rules';

/*
 * The house rules as published: exact scenarios on small hand-computed histories (each boundary
 * on the side the text says), the published texts, and for any history the weights' invariants.
 */

const closes = (...values: number[]): DecimalString[] => values.map((v) => fromInteger(v));

describe('Kabuto Trend', () => {
  const params = { lookbackDays: 3, momentumDays: 2, maxWeight: dec('0.25') };

  it('holds a close above both its average and its close momentumDays earlier', () => {
    const history: CloseHistory[] = [
      // SMA3 = (102 + 103 + 110) / 3 = 105 < 110; two closes earlier 102 < 110: held.
      { symbol: '7203', closes: closes(100, 101, 102, 103, 110) },
      // Falling: below both.
      { symbol: '6758', closes: closes(100, 99, 98) },
      // Two closes only (fewer than lookbackDays): not held.
      { symbol: '9984', closes: closes(100, 200) },
      // Exactly on its average (SMA3 = (90 + 110 + 100) / 3 = 100): not above, not held.
      { symbol: '8306', closes: closes(90, 110, 100) },
      // SMA3 = 100 < 102 and 99 two closes earlier < 102: held.
      { symbol: '6501', closes: closes(99, 99, 102) },
      // SMA3 = 100 < 105, but only equal to its close two earlier (105): not held.
      { symbol: '4063', closes: closes(105, 90, 105) },
    ];
    expect(trendRule.targetWeights(history, params)).toEqual([
      { symbol: '7203', weight: '0.25' },
      { symbol: '6501', weight: '0.25' },
    ]);
  });

  it('shares equally, at most maxWeight each, weights rounded down to six decimals', () => {
    const rising = (symbol: string): CloseHistory => ({ symbol, closes: closes(1, 2, 3) });
    const three = ['A', 'B', 'C'].map(rising);
    expect(trendRule.targetWeights(three, params).map((t) => t.weight)).toEqual([
      '0.25',
      '0.25',
      '0.25',
    ]);
    const capless = trendRule.targetWeights(three, { ...params, maxWeight: dec('1') });
    expect(capless.map((t) => t.weight)).toEqual(['0.333333', '0.333333', '0.333333']);
    expect(trendRule.targetWeights([], params)).toEqual([]);
  });

  it('applies the published defaults: 50-day average, 20 closes earlier, 25% each', () => {
    const up = closes(...Array.from({ length: 50 }, (_, i) => 1000 + i)); // always rising
    const down = closes(...Array.from({ length: 50 }, (_, i) => 1000 - i));
    const short = closes(...Array.from({ length: 49 }, (_, i) => 1000 + i));
    expect(
      trendRule.targetWeights([
        { symbol: 'UP', closes: up },
        { symbol: 'DOWN', closes: down },
        { symbol: 'SHORT', closes: short },
      ]),
    ).toEqual([{ symbol: 'UP', weight: '0.25' }]);
    expect(trendRule.defaults).toEqual({ lookbackDays: 50, momentumDays: 20, maxWeight: '0.25' });
  });
});

describe('Kabuto Rebound', () => {
  const params = {
    dropDays: 2,
    dropPercent: dec('10'),
    lookbackDays: 4,
    floorPercent: dec('20'),
    maxWeight: dec('0.2'),
  };

  it('holds a fall of dropPercent or more that stays above the floor of its average', () => {
    const history: CloseHistory[] = [
      // 90 / 100 − 1 = −10% (at the limit, held); SMA4 = 97.5, × 0.8 = 78 < 90.
      { symbol: 'AT_LIMIT', closes: closes(100, 100, 100, 90) },
      // −9%: not enough of a fall.
      { symbol: 'SHALLOW', closes: closes(100, 100, 100, 91) },
      // −40%: SMA4 = 90, × 0.8 = 72 ≥ 60: a collapse.
      { symbol: 'COLLAPSE', closes: closes(100, 100, 100, 60) },
      // −25%, exactly on the floor (SMA4 = 93.75, × 0.8 = 75): not above it, not held.
      { symbol: 'ON_FLOOR', closes: closes(100, 100, 100, 75) },
      // Three closes only.
      { symbol: 'SHORT', closes: closes(100, 100, 80) },
      // −30%, SMA4 = 106, × 0.8 = 84.8 > 84: a collapse.
      { symbol: 'DEEP', closes: closes(120, 120, 120, 100, 84) },
      // 100 / 120 − 1 = −16.7%, SMA4 = 105, × 0.8 = 84 < 100: held.
      { symbol: 'DIP', closes: closes(100, 100, 120, 100, 100) },
    ];
    expect(reboundRule.targetWeights(history, params)).toEqual([
      { symbol: 'AT_LIMIT', weight: '0.2' },
      { symbol: 'DIP', weight: '0.2' },
    ]);
  });

  it('applies the published defaults: 5 closes, −8%, 100-day average, 20% floor, 20% each', () => {
    const calm = Array.from({ length: 95 }, () => 1000);
    const dip = closes(...calm, 1000, 990, 960, 940, 920); // 920 / 1000 − 1 = −8%
    const flat = closes(...calm, 1000, 1000, 1000, 1000, 930); // −7%
    const held = reboundRule.targetWeights([
      { symbol: 'DIP', closes: dip },
      { symbol: 'FLAT', closes: flat },
    ]);
    expect(held).toEqual([{ symbol: 'DIP', weight: '0.2' }]);
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((symbol) => ({ symbol, closes: dip }));
    // 1/6 = 0.1666666… < 0.2, rounded down: the total stays under 1.
    expect(reboundRule.targetWeights(six).map((t) => t.weight)).toEqual(
      Array.from({ length: 6 }, () => '0.166666'),
    );
  });
});

describe('the rules refuse what they cannot decide on', () => {
  it('bad parameters, a symbol listed twice, a close that is not a price', () => {
    const h = { symbol: 'A', closes: closes(1, 2, 3) };
    expect(() => trendRule.targetWeights([h], { lookbackDays: 0 })).toThrow(RangeError);
    expect(() => trendRule.targetWeights([h], { maxWeight: dec('1.5') })).toThrow(RangeError);
    expect(() => reboundRule.targetWeights([h], { floorPercent: dec('100') })).toThrow(RangeError);
    expect(() => trendRule.targetWeights([h, h])).toThrow(/twice/);
    expect(() => trendRule.targetWeights([{ symbol: 'A', closes: [dec('0')] }])).toThrow(/price/);
  });
});

describe('the published texts', () => {
  const rules = Object.values(HOUSE_RULES);

  it('name and describe each rule in ja, zh-TW and en with its parameters', () => {
    for (const rule of rules) {
      for (const locale of ['ja', 'zh-TW', 'en'] as const) {
        expect(rule.names[locale].length).toBeGreaterThan(0);
        expect(rule.description[locale].length).toBeGreaterThan(40);
      }
    }
    for (const text of Object.values(trendRule.description)) {
      expect(text).toMatch(/50/);
      expect(text).toMatch(/20/);
      expect(text).toMatch(/25%/);
    }
    for (const text of Object.values(reboundRule.description)) {
      for (const figure of ['5', '8%', '100', '80%', '20%']) expect(text).toContain(figure);
    }
  });

  it("use the house's words: no 購入/売却/ロット/ポジション in ja, no 持倉/張/買進/賣出 in zh-TW", () => {
    for (const rule of rules) {
      for (const word of ['購入', '売却', 'ロット', 'ポジション']) {
        expect(rule.description.ja + rule.names.ja).not.toContain(word);
      }
      for (const word of ['持倉', '張', '買進', '賣出']) {
        expect(rule.description['zh-TW'] + rule.names['zh-TW']).not.toContain(word);
      }
    }
  });
});

describe('for any history', () => {
  const history = fc
    .uniqueArray(
      fc.record({
        symbol: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'),
        start: fc.integer({ min: 100, max: 400 }),
        // Daily moves with a drift, so that trends and sharp falls both occur.
        drift: fc.integer({ min: -6, max: 6 }),
        moves: fc.array(fc.integer({ min: -25, max: 25 }), { minLength: 5, maxLength: 30 }),
      }),
      { selector: (h) => h.symbol, minLength: 1, maxLength: 8 },
    )
    .map((hs) =>
      hs.map(({ symbol, start, drift, moves }) => {
        let close = start;
        const walk = moves.map((move) => (close = Math.max(1, close + drift + move)));
        return { symbol, closes: closes(...walk) };
      }),
    );
  const maxWeight = fc
    .integer({ min: 1, max: 1_000_000 })
    .map((m) => divide(fromInteger(m), dec('1000000')));

  it('weights are equal, positive, six decimals at most, each ≤ maxWeight, total ≤ 1', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 1, max: 10 }),
        maxWeight,
        fc.integer({ min: 0, max: 30 }),
        (hs, lookbackDays, days, cap, percent) => {
          const results = [
            trendRule.targetWeights(hs, { lookbackDays, momentumDays: days, maxWeight: cap }),
            reboundRule.targetWeights(hs, {
              lookbackDays,
              dropDays: days,
              dropPercent: fromInteger(percent),
              maxWeight: cap,
            }),
          ];
          for (const weights of results) {
            expect(compare(sum(weights.map((w) => w.weight)), fromInteger(1))).toBeLessThanOrEqual(
              0,
            );
            expect(new Set(weights.map((w) => w.weight)).size).toBeLessThanOrEqual(1);
            for (const { symbol, weight } of weights) {
              expect(hs.some((h) => h.symbol === symbol)).toBe(true);
              expect(weight).toMatch(/^0\.\d{1,6}$|^1$/);
              expect(compare(weight, cap)).toBeLessThanOrEqual(0);
            }
          }
          // Held: last above the average (computed by division here) and above the earlier close.
          const expected = hs.filter(({ closes: c }) => {
            const last = c.at(-1);
            const before = c[c.length - 1 - days];
            if (last === undefined || before === undefined || c.length < lookbackDays) return false;
            const sma = divide(sum(c.slice(-lookbackDays)), fromInteger(lookbackDays));
            return compare(last, sma) > 0 && compare(last, before) > 0;
          });
          expect(results[0]?.map((w) => w.symbol)).toEqual(expected.map((h) => h.symbol));
        },
      ),
      { seed: 20261127, numRuns: 200 },
    );
  });
});
