import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  biddingDocumentOf,
  clearUniformPrice,
  entryHashOf,
  verifyBiddingDocument,
  verifyDrawDocument,
  type Bid,
} from '@kabuto/lottery';
import { compare, fromInteger, multiply } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';

/*
 * The uniform-price allocation (docs/off-auction.md, "Bidding"), with exact numbers, and for any
 * set of bids (fast-check): at most the block is allocated, nobody pays more than they bid,
 * everybody filled pays the same price, and bids above the clearing price are filled in full.
 */

const SEED = 'a'.repeat(64);
const entry = (name: string) => entryHashOf(`bidding-test:${name}`, 'salt');
const byEntry = (a: { entry: string }, b: { entry: string }) => (a.entry < b.entry ? -1 : 1);
const bid = (name: string, price: string, lots: number): Bid => ({
  entry: entry(name),
  price: dec(price),
  lots,
});

describe('the clearing price and the allocation', () => {
  it('clears at the highest price that covers the block; the tie at it shares in proportion', () => {
    // 10 lots offered. Demand from the top: 1010 → 3, 1005 → 3 + 4 = 7, 1000 → 7 + 6 + 3 = 16 ≥ 10.
    const bids = [
      bid('a', '1010', 3),
      bid('b', '1005', 4),
      bid('c', '1000', 6),
      bid('d', '1000', 3),
      bid('e', '995', 5),
    ];
    const result = clearUniformPrice(10, bids, SEED);
    expect(result.clearingPrice).toBe('1000');
    expect(result.demandCurve).toEqual([
      { price: '1010', lots: 3, cumulativeLots: 3 },
      { price: '1005', lots: 4, cumulativeLots: 7 },
      { price: '1000', lots: 9, cumulativeLots: 16 },
      { price: '995', lots: 5, cumulativeLots: 21 },
    ]);
    expect(result.filled.get(entry('a'))).toBe(3);
    expect(result.filled.get(entry('b'))).toBe(4);
    // 3 lots left for 9 tied: c ⌊3 × 6 / 9⌋ = 2, d ⌊3 × 3 / 9⌋ = 1: nothing left to draw.
    expect(result.filled.get(entry('c'))).toBe(2);
    expect(result.filled.get(entry('d'))).toBe(1);
    expect(result.filled.has(entry('e'))).toBe(false);
    expect(result.remainderDraw).toBeNull();
  });

  it('draws the lots the rounding leaves among the tied bids', () => {
    // 5 lots for three tied bids of 2: ⌊5 × 2 / 6⌋ = 1 each, 2 lots drawn among the three.
    const bids = [bid('x', '500', 2), bid('y', '500', 2), bid('z', '500', 2)];
    const result = clearUniformPrice(5, bids, SEED);
    expect(result.clearingPrice).toBe('500');
    expect(result.remainderDraw).toMatchObject({ units: 2, seed: SEED });
    expect(result.remainderDraw!.entries).toEqual(
      ['x', 'y', 'z'].map((name) => ({ entry: entry(name), lots: 1 })).sort(byEntry),
    );
    // The remainder draw is a kabuto-draw/1 document: npm run verify:draw recomputes it.
    expect(verifyDrawDocument(result.remainderDraw)).toEqual({ ok: true });
    const lots = ['x', 'y', 'z'].map((name) => result.filled.get(entry(name)) ?? 0);
    expect(lots.reduce((a, b) => a + b, 0)).toBe(5);
    expect(lots.sort()).toEqual([1, 2, 2]);
  });

  it('fills every bid at the lowest price bid when the block is larger than the demand', () => {
    const bids = [bid('a', '1200', 2), bid('b', '1100', 1)];
    const result = clearUniformPrice(10, bids, SEED);
    expect(result.clearingPrice).toBe('1100');
    expect(result.filled.get(entry('a'))).toBe(2);
    expect(result.filled.get(entry('b'))).toBe(1);
  });

  it('fills the bids above in full and shares the rest at the tie, the remainder drawn', () => {
    // 10 lots. From the top: 1100 → 4; 1050 → 4 + 8 = 12 ≥ 10, so 1050 clears. a is filled (4);
    // 6 lots are left for the 8 tied: b ⌊6 × 3 / 8⌋ = 2, c 2, d ⌊6 × 2 / 8⌋ = 1; 1 lot is drawn
    // among b, c and d (each short of its bid by 1). e, below, gets nothing.
    const bids = [
      bid('a', '1100', 4),
      bid('b', '1050', 3),
      bid('c', '1050', 3),
      bid('d', '1050', 2),
      bid('e', '1000', 10),
    ];
    const { clearing, document } = biddingDocumentOf({
      label: 'bidding:test',
      lotsOffered: 10,
      seed: SEED,
      bids,
    });
    expect(clearing.clearingPrice).toBe('1050');
    expect(clearing.filled.get(entry('a'))).toBe(4);
    expect(clearing.filled.has(entry('e'))).toBe(false);
    expect(clearing.remainderDraw).toMatchObject({ units: 1 });
    expect(clearing.remainderDraw!.entries).toEqual(
      [
        { entry: entry('b'), lots: 1 },
        { entry: entry('c'), lots: 1 },
        { entry: entry('d'), lots: 1 },
      ].sort(byEntry),
    );
    const tied = ['b', 'c', 'd'].map((name) => clearing.filled.get(entry(name))!);
    expect(tied.reduce((a, b) => a + b, 0)).toBe(6);
    const drawn = clearing.remainderDraw!.allocation[0]!.entry;
    expect(tied).toEqual(
      ['b', 'c', 'd'].map(
        (name) => ({ b: 2, c: 2, d: 1 })[name]! + (entry(name) === drawn ? 1 : 0),
      ),
    );
    // What each pays: the clearing price for every share filled, never its own higher bid.
    const lotCost = multiply(clearing.clearingPrice!, fromInteger(1000));
    expect(multiply(lotCost, fromInteger(4))).toBe('4200000');
    expect(document.demandCurve).toEqual([
      { price: '1100', lots: 4, cumulativeLots: 4 },
      { price: '1050', lots: 8, cumulativeLots: 12 },
      { price: '1000', lots: 10, cumulativeLots: 22 },
    ]);
    expect(verifyBiddingDocument(document)).toEqual({ ok: true });
    // A changed allocation does not verify.
    const forged = {
      ...document,
      allocation: document.allocation.map((row) => ({ ...row, lots: 1 })),
    };
    expect(verifyBiddingDocument(forged)).toMatchObject({ ok: false });
  });

  it('clears exactly at the block when demand at a price equals it (no tie to share)', () => {
    const bids = [bid('a', '900', 3), bid('b', '890', 2), bid('c', '880', 4)];
    const result = clearUniformPrice(5, bids, SEED);
    expect(result.clearingPrice).toBe('890');
    expect(result.filled.get(entry('a'))).toBe(3);
    expect(result.filled.get(entry('b'))).toBe(2);
    expect(result.filled.has(entry('c'))).toBe(false);
    expect(result.remainderDraw).toBeNull();
  });

  it('allocates nothing without bids', () => {
    expect(clearUniformPrice(10, [], SEED)).toMatchObject({
      clearingPrice: null,
      filled: new Map(),
    });
  });

  it('for any bids: at most the block, one price for all, never above a bid, higher bids first', () => {
    const bidArbitrary = fc.record({
      priceTenths: fc.integer({ min: 9000, max: 9100 }),
      lots: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(bidArbitrary, { minLength: 0, maxLength: 40 }),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        (lotsOffered, raw, seed) => {
          const bids = raw.map((item, index) => ({
            entry: entryHashOf(`prop:${index}`, 'salt'),
            price: dec((item.priceTenths / 10).toFixed(1).replace(/\.0$/, '')),
            lots: item.lots,
          }));
          const result = clearUniformPrice(lotsOffered, bids, seed);
          const total = [...result.filled.values()].reduce((a, b) => a + b, 0);
          const demand = bids.reduce((a, b) => a + b.lots, 0);
          expect(total).toBe(Math.min(lotsOffered, demand));
          for (const item of bids) {
            const lots = result.filled.get(item.entry) ?? 0;
            expect(lots).toBeLessThanOrEqual(item.lots);
            if (lots > 0) expect(compare(result.clearingPrice!, item.price)).toBeLessThanOrEqual(0);
            if (compare(item.price, result.clearingPrice ?? item.price) > 0)
              expect(lots).toBe(item.lots);
            if (compare(item.price, result.clearingPrice ?? item.price) < 0) expect(lots).toBe(0);
          }
        },
      ),
      { numRuns: 300, seed: 20261127 },
    );
  });
});
