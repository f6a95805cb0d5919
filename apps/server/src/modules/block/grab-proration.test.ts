import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeOf } from '@kabuto/contract';
import {
  grabDocumentOf,
  lotsOf,
  prorateAtLimit,
  verifyDrawDocument,
  verifyGrabDocument,
} from '@kabuto/lottery';
import { canonicalDecimal, compare, subtract, sum } from '@kabuto/money';
import { sha256Hex } from '../../platform/secrets';
import { grabCost } from './grab-repo';

/*
 * The proportional allocation at the limit (packages/lottery/src/grab.ts) with exact numbers, and its
 * properties over any queue: never more than the supply, nobody more than queued, every fill at
 * the limit price, paid + fee + released = held.
 */

const SEED = 'a'.repeat(64);
const RATE = canonicalDecimal('0.001425');
const entry = (name: string) => sha256Hex(name);
const [A, B, C, M] = ['a', 'b', 'c', 'market'].map(entry) as [string, string, string, string];

describe('proportional allocation at the limit', () => {
  it('gives whole lots in proportion and draws the lots the rounding leaves', () => {
    // 10 lots for 3 + 4 + 6 = 13: ⌊30/13⌋ = 2, ⌊40/13⌋ = 3, ⌊60/13⌋ = 4; 9 given, 1 drawn.
    const { filled, remainderDraw } = prorateAtLimit(
      10,
      [
        { entry: A, lots: 3 },
        { entry: B, lots: 4 },
        { entry: C, lots: 6 },
      ],
      SEED,
    );
    expect(remainderDraw!.units).toBe(1);
    expect(verifyDrawDocument(remainderDraw!)).toMatchObject({ ok: true });
    expect(remainderDraw!.entries).toEqual(
      [
        { entry: A, lots: 1 },
        { entry: B, lots: 1 },
        { entry: C, lots: 2 },
      ].sort((x, y) => (x.entry < y.entry ? -1 : 1)),
    );
    const drawn = remainderDraw!.allocation[0]!.entry;
    expect(filled.get(A)).toBe(2 + (drawn === A ? 1 : 0));
    expect(filled.get(B)).toBe(3 + (drawn === B ? 1 : 0));
    expect(filled.get(C)).toBe(4 + (drawn === C ? 1 : 0));
  });

  it('fills everyone in full when the supply is larger than the queue', () => {
    const { filled, remainderDraw } = prorateAtLimit(
      50,
      [
        { entry: A, lots: 3 },
        { entry: M, lots: 20 },
      ],
      SEED,
    );
    expect(Object.fromEntries(filled)).toEqual({ [A]: 3, [M]: 20 });
    expect(remainderDraw).toBeNull();
  });

  it('gives nothing when the supply is zero', () => {
    const { filled, remainderDraw } = prorateAtLimit(0, [{ entry: A, lots: 3 }], SEED);
    expect(filled.size).toBe(0);
    expect(remainderDraw).toBeNull();
  });

  it('counts the market’s own bids at the limit as one entry: supply and matched + left, in whole lots', () => {
    expect(lotsOf({ lotShares: 1000, supplyShares: 234_200, marketQueuedShares: 31_200 })).toEqual({
      supplyLots: 234,
      marketLots: 265,
    });
    // A supply of less than a lot offers nothing.
    const { document, supplyLots } = grabDocumentOf({
      label: 'grab:test',
      symbol: '8591',
      tradingDay: '2026-10-04',
      limitPrice: canonicalDecimal('3471'),
      lotShares: 1000,
      supplyShares: 900,
      marketQueuedShares: 500,
      seed: SEED,
      orders: [{ entry: A, lots: 2 }],
    });
    expect(supplyLots).toBe(0);
    expect(document.allocation).toEqual([]);
    expect(verifyGrabDocument(document)).toEqual({ ok: true });
    const forged = { ...document, allocation: [{ entry: A, lots: 1 }] };
    expect(verifyGrabDocument(forged).ok).toBe(false);
  });

  it('never allocates more than the supply nor more than anyone queued; the money adds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('3471', '5610', '31640', '99.5').map(canonicalDecimal),
        (supplyShares, orderLots, queuedShares, limitPrice) => {
          const orders = orderLots.map((lots, i) => ({ entry: entry(`o${i}`), lots }));
          const { proration, document, supplyLots, marketLots } = grabDocumentOf({
            label: 'grab:property',
            symbol: '8591',
            tradingDay: '2026-10-04',
            limitPrice,
            lotShares: 100,
            supplyShares: supplyShares * 100,
            marketQueuedShares: queuedShares,
            seed: SEED,
            orders,
          });
          const total = [...proration.filled.values()].reduce((x, y) => x + y, 0);
          expect(total).toBeLessThanOrEqual(supplyLots);
          const demand = orderLots.reduce((x, y) => x + y, 0) + marketLots;
          // Everything offered goes out when the queue covers it.
          expect(total).toBe(Math.min(supplyLots, demand));
          for (const order of orders) {
            const lots = proration.filled.get(order.entry) ?? 0;
            expect(lots).toBeLessThanOrEqual(order.lots);
            // Each fill is bought at the limit price, the ordinary fee on it; the rest is released.
            const queue = { limitPrice, lotShares: 100 };
            const heldAmount = grabCost(queue, order.lots, RATE).total;
            const fill = grabCost(queue, lots, RATE);
            expect(fill.fee).toBe(lots === 0 ? '0' : chargeOf(fill.notional, RATE));
            const released = subtract(heldAmount, sum([fill.notional, fill.fee]));
            expect(compare(released, canonicalDecimal('0'))).toBeGreaterThanOrEqual(0);
            expect(sum([fill.notional, fill.fee, released])).toBe(heldAmount);
          }
          expect(verifyGrabDocument(document)).toEqual({ ok: true });
        },
      ),
      { numRuns: 150 },
    );
  });
});
