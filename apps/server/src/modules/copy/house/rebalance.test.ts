import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  divide,
  fromInteger,
  isNegative,
  isZero,
  multiply,
  negate,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { DEFAULT_TOLERANCE, planRebalance, type RebalanceInput } from './rebalance';

/*
 * From target weights to whole-lot orders: scenarios in exact yen for each rule of the plan, and
 * for any pool the properties the job relies on (the cash never goes negative and reconciles to
 * the yen, lots are whole and positive, a symbol closed is not re-opened, and every symbol ends
 * near its target unless the cash or the whole positions explain why not).
 */

const position = (positionId: number, symbol: string, value: string) => ({
  positionId,
  symbol,
  shares: 100,
  value: dec(value),
});

describe('the plan, in yen', () => {
  it('opens whole lots toward the targets, rounded down, largest shortfall first', () => {
    const plan = planRebalance({
      equity: dec('1000000'),
      cash: dec('1000000'),
      lotShares: 100,
      holdings: [],
      prices: { A: dec('1000'), B: dec('2345') },
      targets: [
        { symbol: 'B', weight: dec('0.25') },
        { symbol: 'A', weight: dec('0.25') },
      ],
    });
    // A: 250,000 ÷ 100,000 = 2 lots; B: 250,000 ÷ 234,500 = 1 lot. Equal shortfalls: by symbol.
    expect(plan).toEqual({
      closes: [],
      opens: [
        { symbol: 'A', lots: 2, cost: '200000' },
        { symbol: 'B', lots: 1, cost: '234500' },
      ],
      cashAfter: '565500',
      uninvested: '565500',
    });
  });

  it('closes every position of a symbol whose target is 0 or absent, and opens with the money', () => {
    const plan = planRebalance({
      equity: dec('1000000'),
      cash: dec('0'),
      lotShares: 100,
      holdings: [position(7, 'C', '300000'), position(8, 'D', '50000'), position(9, 'C', '650000')],
      prices: { A: dec('1000') },
      targets: [
        { symbol: 'D', weight: dec('0') },
        { symbol: 'A', weight: dec('0.4') },
      ],
    });
    expect(plan).toEqual({
      closes: [{ positionId: 9 }, { positionId: 7 }, { positionId: 8 }],
      opens: [{ symbol: 'A', lots: 4, cost: '400000' }],
      cashAfter: '600000',
      uninvested: '600000',
    });
  });

  it('trades nothing within the tolerance (2% of equity by default)', () => {
    expect(DEFAULT_TOLERANCE).toBe('0.02');
    const plan = planRebalance({
      equity: dec('1000000'),
      cash: dec('505000'),
      lotShares: 100,
      // A is 10,000 over its 250,000, B 15,000 under: both within the 20,000 band.
      holdings: [position(1, 'A', '260000'), position(2, 'B', '235000')],
      prices: { A: dec('100'), B: dec('100') },
      targets: [
        { symbol: 'A', weight: dec('0.25') },
        { symbol: 'B', weight: dec('0.25') },
      ],
    });
    expect(plan).toEqual({ closes: [], opens: [], cashAfter: '505000', uninvested: '505000' });
  });

  describe('reducing a symbol over its target (700,000 of 10,000,000, band 50,000)', () => {
    const reduce = (holdings: ReturnType<typeof position>[]) =>
      planRebalance({
        equity: dec('10000000'),
        cash: dec('1000000'),
        lotShares: 100,
        holdings,
        prices: { A: dec('1000') },
        targets: [{ symbol: 'A', weight: dec('0.07') }],
        tolerance: dec('0.005'),
      });

    it('skips a position whose close would fall under the band and closes the next', () => {
      // 1,200,000: closing 600,000 would leave 600,000 < 650,000; closing 500,000 leaves 700,000.
      const plan = reduce([
        position(1, 'A', '600000'),
        position(2, 'A', '500000'),
        position(3, 'A', '100000'),
      ]);
      expect(plan).toEqual({
        closes: [{ positionId: 2 }],
        opens: [],
        cashAfter: '1500000',
        uninvested: '1500000',
      });
    });

    it('keeps or closes the last whole position, whichever is nearer the target, never re-opens', () => {
      // 1,000,000: 300,000 over if kept, 700,000 under if closed: kept.
      expect(reduce([position(1, 'A', '1000000')]).closes).toEqual([]);
      // 1,500,000: 800,000 over if kept, 700,000 under if closed: closed, and not bought back.
      expect(reduce([position(1, 'A', '1500000')])).toEqual({
        closes: [{ positionId: 1 }],
        opens: [],
        cashAfter: '2500000',
        uninvested: '2500000',
      });
      // 900,000 closed (800,000 left); closing 800,000 too would be 700,000 under: kept.
      const two = reduce([position(2, 'A', '800000'), position(1, 'A', '900000')]);
      expect(two.closes).toEqual([{ positionId: 1 }]);
    });
  });

  it('scales the opens down to the cash, then spends what is left largest shortfall first', () => {
    const plan = planRebalance({
      equity: dec('1000000'),
      cash: dec('250000'),
      lotShares: 100,
      holdings: [],
      prices: { A: dec('1000'), B: dec('500') },
      targets: [
        { symbol: 'A', weight: dec('0.3') },
        { symbol: 'B', weight: dec('0.1') },
      ],
    });
    // Wanted: A 3 lots (300,000), B 2 lots (100,000); cash covers 250 / 400. Scaled: A 1, B 1,
    // 100,000 left, which buys A one more lot.
    expect(plan).toEqual({
      closes: [],
      opens: [
        { symbol: 'A', lots: 2, cost: '200000' },
        { symbol: 'B', lots: 1, cost: '50000' },
      ],
      cashAfter: '0',
      uninvested: '0',
    });
  });

  it('refuses an input it cannot plan', () => {
    const base: RebalanceInput = {
      equity: dec('1000000'),
      cash: dec('1000000'),
      lotShares: 100,
      holdings: [],
      prices: {},
      targets: [{ symbol: 'A', weight: dec('0.5') }],
    };
    expect(() => planRebalance({ ...base, cash: dec('-1') })).toThrow(RangeError);
    expect(() => planRebalance({ ...base, lotShares: 1.5 })).toThrow(RangeError);
    expect(() => planRebalance({ ...base, targets: [...base.targets, ...base.targets] })).toThrow(
      /twice/,
    );
    const over = [{ symbol: 'B', weight: dec('0.6') }, ...base.targets];
    expect(() => planRebalance({ ...base, targets: over })).toThrow(/more than 1/);
    expect(() => planRebalance(base)).toThrow(/no positive price for A/);
  });
});

describe('for any pool', () => {
  const SYMBOLS = ['A', 'B', 'C', 'D', 'E'] as const;
  const MILLION = fromInteger(1_000_000);
  const pool = fc.record({
    lotShares: fc.constantFrom(1, 10, 100),
    tenths: fc.tuple(...SYMBOLS.map(() => fc.integer({ min: 1, max: 50_000 }))),
    positions: fc.array(
      fc.record({
        symbol: fc.constantFrom(...SYMBOLS),
        lots: fc.integer({ min: 1, max: 60 }),
        percent: fc.integer({ min: 50, max: 150 }),
      }),
      { maxLength: 10 },
    ),
    cash: fc.integer({ min: 0, max: 30_000_000 }),
    pending: fc.integer({ min: 0, max: 3_000_000 }),
    raw: fc.tuple(...SYMBOLS.map(() => fc.option(fc.integer({ min: 0, max: 1_000_000 })))),
    tolerance: fc.constantFrom(undefined, dec('0'), dec('0.01'), dec('0.05')),
  });

  type Pool = typeof pool extends fc.Arbitrary<infer T> ? T : never;

  function inputOf(p: Pool): RebalanceInput {
    const prices: Record<string, DecimalString> = {};
    SYMBOLS.forEach((s, i) => (prices[s] = divide(fromInteger(p.tenths[i] ?? 1), fromInteger(10))));
    const holdings = p.positions.map((h, i) => ({
      positionId: i + 1,
      symbol: h.symbol,
      shares: h.lots * p.lotShares,
      value: multiply(
        multiply(fromInteger(h.lots * p.lotShares), prices[h.symbol] ?? ZERO),
        divide(fromInteger(h.percent), fromInteger(100)),
      ),
    }));
    const total = fromInteger(p.raw.reduce<number>((t, w) => t + (w ?? 0), 0));
    const scale = compare(total, MILLION) > 0 ? total : MILLION;
    const targets = SYMBOLS.flatMap((symbol, i) => {
      const w = p.raw[i];
      return w === null || w === undefined
        ? []
        : [{ symbol, weight: roundTo(divide(fromInteger(w), scale), 6, 'down') }];
    });
    const cash = fromInteger(p.cash);
    const equity = add(add(cash, sum(holdings.map((h) => h.value))), fromInteger(p.pending));
    return {
      equity,
      cash,
      lotShares: p.lotShares,
      holdings,
      prices,
      targets,
      tolerance: p.tolerance,
    };
  }

  const abs = (v: DecimalString) => (isNegative(v) ? negate(v) : v);
  const max = (a: DecimalString, b: DecimalString) => (compare(a, b) >= 0 ? a : b);

  it('spends no more than the cash, reconciles it, and brings each symbol near its target', () => {
    fc.assert(
      fc.property(pool, (p) => {
        const input = inputOf(p);
        const plan = planRebalance(input);
        const closedIds = plan.closes.map((c) => c.positionId);
        expect(new Set(closedIds).size).toBe(closedIds.length);
        const closed = input.holdings.filter((h) => closedIds.includes(h.positionId));
        expect(closed.length).toBe(closedIds.length);
        const cashAfterCloses = add(input.cash, sum(closed.map((h) => h.value)));
        const spent = sum(plan.opens.map((o) => o.cost));
        expect(compare(spent, cashAfterCloses)).toBeLessThanOrEqual(0);
        expect(plan.cashAfter).toBe(subtract(cashAfterCloses, spent));
        expect(plan.uninvested).toBe(plan.cashAfter);
        expect(isNegative(plan.cashAfter)).toBe(false);

        const band = multiply(input.tolerance ?? DEFAULT_TOLERANCE, input.equity);
        const closedSymbols = new Set(closed.map((h) => h.symbol));
        for (const o of plan.opens) {
          expect(Number.isSafeInteger(o.lots) && o.lots > 0).toBe(true);
          expect(o.cost).toBe(multiply(fromInteger(o.lots * p.lotShares), input.prices[o.symbol]!));
          expect(closedSymbols.has(o.symbol)).toBe(false);
        }
        expect(new Set(plan.opens.map((o) => o.symbol)).size).toBe(plan.opens.length);

        for (const symbol of SYMBOLS) {
          const mine = input.holdings.filter((h) => h.symbol === symbol);
          const before = sum(mine.map((h) => h.value));
          const target = multiply(
            input.targets.find((t) => t.symbol === symbol)?.weight ?? ZERO,
            input.equity,
          );
          const opened = plan.opens.find((o) => o.symbol === symbol);
          const after = add(
            subtract(before, sum(closed.filter((h) => h.symbol === symbol).map((h) => h.value))),
            opened?.cost ?? ZERO,
          );
          if (isZero(target)) {
            expect(isZero(after)).toBe(true);
          } else if (compare(before, add(target, band)) > 0) {
            // Reduced (whole positions only): within the band or half a position of the target.
            const largest = mine.reduce((m, h) => max(m, h.value), ZERO);
            expect(opened).toBeUndefined();
            expect(
              compare(abs(subtract(after, target)), max(band, divide(largest, fromInteger(2)))),
            ).toBeLessThanOrEqual(0);
          } else {
            // Never closed within the band; opens never pass the target; a shortfall beyond the
            // band and a lot is explained by the cash (not even one more lot was affordable).
            expect(closedSymbols.has(symbol)).toBe(false);
            if (opened) expect(compare(after, target)).toBeLessThanOrEqual(0);
            const lot = multiply(input.prices[symbol]!, fromInteger(p.lotShares));
            if (compare(subtract(target, after), max(band, lot)) > 0) {
              expect(compare(plan.uninvested, lot)).toBeLessThan(0);
            }
          }
        }
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });
});
