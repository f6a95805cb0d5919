import { isDeepStrictEqual } from 'node:util';
import { canonicalDecimal, compare, isDecimalString, type DecimalString } from '@kabuto/money';
import type { DrawDocument } from './document';
import { commitmentOf } from './hashes';
import { byEntry, prorateWithRemainderDraw } from './prorate';
import type { VerifyResult } from './verify';

/**
 * Agreed-price bidding's allocation (docs/off-auction.md, "Agreed-price bidding"): a uniform-price
 * (Dutch) auction over whole lots. Pure: the same bids, lots and seed always give the same result,
 * so the published document (`biddingDocumentOf`) can be recomputed by anyone
 * (`verifyBiddingDocument`, and `npm run verify:draw`).
 *
 * - The clearing price is the highest price at which the bids at or above it cover the block.
 *   When all the bids together do not cover it, every bid is filled and the clearing price is
 *   the lowest price bid (the highest price at which every bid is filled).
 * - Every bid above the clearing price is filled in full; the bids at it share what is left in
 *   proportion, the remainder drawn (`prorateWithRemainderDraw`).
 * - Every bid filled pays the clearing price; nobody pays more than they bid.
 */

export const BIDDING_FORMAT = 'kabuto-bidding/1';

export type Bid = { entry: string; price: DecimalString; lots: number };
export type DemandLevel = { price: DecimalString; lots: number; cumulativeLots: number };

export type Clearing = {
  clearingPrice: DecimalString | null;
  /** Lots filled per entry (entries with none are absent). */
  filled: Map<string, number>;
  /** Price levels from the highest: lots bid at the price and at or above it. */
  demandCurve: DemandLevel[];
  /** The lots the proportional rounding left, drawn by lottery among the bids at the price. */
  remainderDraw: DrawDocument | null;
};

/** The published document (the contract's `biddingDocument` has the same shape). */
export type BiddingDocument = {
  format: typeof BIDDING_FORMAT;
  label: string;
  lotsOffered: number;
  commitment: string;
  seed: string;
  bids: Bid[];
  demandCurve: DemandLevel[];
  clearingPrice: DecimalString | null;
  allocation: { entry: string; lots: number }[];
  remainderDraw: DrawDocument | null;
};

export function demandCurveOf(bids: readonly Bid[]): DemandLevel[] {
  const levels = new Map<string, { price: DecimalString; lots: number }>();
  for (const bid of bids) {
    const level = levels.get(bid.price) ?? { price: bid.price, lots: 0 };
    level.lots += bid.lots;
    levels.set(bid.price, level);
  }
  const sorted = [...levels.values()].sort((a, b) => compare(b.price, a.price));
  let cumulativeLots = 0;
  return sorted.map((level) => {
    cumulativeLots += level.lots;
    return { price: level.price, lots: level.lots, cumulativeLots };
  });
}

export function clearUniformPrice(
  lotsOffered: number,
  bids: readonly Bid[],
  seed: string,
  label = 'bidding',
): Clearing {
  const demandCurve = demandCurveOf(bids);
  if (bids.length === 0 || lotsOffered <= 0) {
    return { clearingPrice: null, filled: new Map(), demandCurve, remainderDraw: null };
  }
  const covering = demandCurve.find((level) => level.cumulativeLots >= lotsOffered);
  if (!covering) {
    const filled = new Map(bids.map((bid) => [bid.entry, bid.lots]));
    return { clearingPrice: demandCurve.at(-1)!.price, filled, demandCurve, remainderDraw: null };
  }
  const clearingPrice = covering.price;
  const above = bids.filter((bid) => compare(bid.price, clearingPrice) > 0);
  const tied = bids.filter((bid) => compare(bid.price, clearingPrice) === 0);
  const aboveLots = above.reduce((total, bid) => total + bid.lots, 0);
  const { filled, remainderDraw } = prorateWithRemainderDraw(
    lotsOffered - aboveLots,
    tied,
    seed,
    label,
  );
  for (const bid of above) filled.set(bid.entry, bid.lots);
  return { clearingPrice, filled, demandCurve, remainderDraw };
}

/** The allocation and its public document: the seed is in it, so publish it only after the close. */
export function biddingDocumentOf(input: {
  label: string;
  lotsOffered: number;
  seed: string;
  bids: readonly Bid[];
}): { clearing: Clearing; document: BiddingDocument } {
  const clearing = clearUniformPrice(input.lotsOffered, input.bids, input.seed, input.label);
  const document: BiddingDocument = {
    format: BIDDING_FORMAT,
    label: input.label,
    lotsOffered: input.lotsOffered,
    commitment: commitmentOf(input.seed),
    seed: input.seed,
    bids: input.bids.map(({ entry, price, lots }) => ({ entry, price, lots })).sort(byEntry),
    demandCurve: clearing.demandCurve,
    clearingPrice: clearing.clearingPrice,
    allocation: [...clearing.filled.entries()]
      .map(([entry, lots]) => ({ entry, lots }))
      .sort(byEntry),
    remainderDraw: clearing.remainderDraw,
  };
  return { clearing, document };
}

/**
 * Recomputes a published document from its inputs (lots offered, seed, bids) and compares every
 * derived field (key order aside: databases store objects in their own order). The shape is
 * the caller's to check (the contract's `biddingDocument` schema).
 */
export function verifyBiddingDocument(document: BiddingDocument): VerifyResult {
  const problems: string[] = [];
  if (document.format !== BIDDING_FORMAT) problems.push('unknown format');
  if (!document.bids.every((bid) => isDecimalString(bid.price)))
    problems.push('a price is malformed');
  if (problems.length > 0) return { ok: false, problems };
  const { document: again } = biddingDocumentOf({
    label: document.label,
    lotsOffered: document.lotsOffered,
    seed: document.seed,
    bids: document.bids.map((bid) => ({ ...bid, price: canonicalDecimal(bid.price) })),
  });
  return differences(again, document);
}

/** Each field of `expected` that `given` does not match, named. */
export function differences<T extends object>(expected: T, given: T): VerifyResult {
  const problems = (Object.keys(expected) as (keyof T)[])
    .filter((key) => !isDeepStrictEqual(expected[key], given[key]))
    .map((key) => `${String(key)} does not match its recomputation`);
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
