import { BIDDING_DOCUMENT_FORMAT, type BiddingDocument } from '@kabuto/contract';
import { buildDrawDocument, commitmentOf, type DrawDocument } from '@kabuto/lottery';
import { canonicalDecimal, compare, isDecimalString, type DecimalString } from '@kabuto/money';
import { canonicalJson } from '../../platform/idempotency';

/**
 * Agreed-price bidding's allocation (docs/off-auction.md, "Agreed-price bidding"): a uniform-price
 * (Dutch) auction over whole lots. Pure: the same bids, lots and seed always give the same result,
 * so the published document (`biddingDocumentOf`) can be recomputed by anyone (`verifyBiddingDocument`).
 *
 * - The clearing price is the highest price at which the bids at or above it cover the block.
 *   When all the bids together do not cover it, every bid is filled and the clearing price is
 *   the lowest price bid (the highest price at which every bid is filled).
 * - Every bid above the clearing price is filled in full; the bids at it share what is left in
 *   proportion to their lots, rounded down to whole lots; the lots the rounding leaves go by the
 *   lottery (`packages/lottery`, the IPO draw's: one lot per entry per round, in the seed's order)
 *   among the bids at the clearing price, each for at most what its rounding took from it. The
 *   remainder draw is a kabuto-draw/1 document of its own, so `npm run verify:draw` checks it.
 * - Every bid filled pays the clearing price; nobody pays more than they bid.
 */

export type Bid = { entry: string; price: DecimalString; lots: number };

export type Clearing = {
  clearingPrice: DecimalString | null;
  /** Lots filled per entry (entries with none are absent). */
  filled: Map<string, number>;
  /** Price levels from the highest: lots bid at the price and at or above it. */
  demandCurve: { price: DecimalString; lots: number; cumulativeLots: number }[];
  /** The lots the proportional rounding left, drawn by lottery among the bids at the price. */
  remainderDraw: DrawDocument | null;
};

export function demandCurveOf(bids: readonly Bid[]): Clearing['demandCurve'] {
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
  const filled = new Map<string, number>();
  if (bids.length === 0 || lotsOffered <= 0) {
    return { clearingPrice: null, filled, demandCurve, remainderDraw: null };
  }
  const covering = demandCurve.find((level) => level.cumulativeLots >= lotsOffered);
  if (!covering) {
    for (const bid of bids) filled.set(bid.entry, bid.lots);
    return {
      clearingPrice: demandCurve.at(-1)!.price,
      filled,
      demandCurve,
      remainderDraw: null,
    };
  }
  const clearingPrice = covering.price;
  const above = bids.filter((bid) => compare(bid.price, clearingPrice) > 0);
  const tied = bids.filter((bid) => compare(bid.price, clearingPrice) === 0);
  for (const bid of above) filled.set(bid.entry, bid.lots);
  const aboveLots = above.reduce((total, bid) => total + bid.lots, 0);
  const left = lotsOffered - aboveLots;
  const tiedLots = tied.reduce((total, bid) => total + bid.lots, 0);
  let given = 0;
  const proportional = new Map<string, number>();
  for (const bid of tied) {
    // Whole lots in proportion, rounded down (integers: exact).
    const lots = Math.floor((left * bid.lots) / tiedLots);
    proportional.set(bid.entry, lots);
    given += lots;
  }
  const units = left - given;
  const entries = tied
    .map((bid) => ({ entry: bid.entry, lots: bid.lots - proportional.get(bid.entry)! }))
    .filter((entry) => entry.lots > 0);
  const remainderDraw =
    units > 0 ? buildDrawDocument({ label: `${label}:remainder`, units, seed, entries }) : null;
  const extra = new Map(remainderDraw?.allocation.map((item) => [item.entry, item.units]) ?? []);
  for (const bid of tied) {
    const lots = proportional.get(bid.entry)! + (extra.get(bid.entry) ?? 0);
    if (lots > 0) filled.set(bid.entry, lots);
  }
  return { clearingPrice, filled, demandCurve, remainderDraw };
}

const byEntry = (a: { entry: string }, b: { entry: string }) =>
  a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0;

/** The allocation and its public document (kabuto-bidding/1): the seed is in it, so publish it only after the close. */
export function biddingDocumentOf(input: {
  label: string;
  lotsOffered: number;
  seed: string;
  bids: readonly Bid[];
}): { clearing: Clearing; document: BiddingDocument } {
  const clearing = clearUniformPrice(input.lotsOffered, input.bids, input.seed, input.label);
  const document: BiddingDocument = {
    format: BIDDING_DOCUMENT_FORMAT,
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

/** Recomputes a published document from its inputs (lots offered, seed, bids) and compares every derived field. */
export function verifyBiddingDocument(
  document: BiddingDocument,
): { ok: true } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  if (document.format !== BIDDING_DOCUMENT_FORMAT) problems.push('unknown format');
  if (!document.bids.every((bid) => isDecimalString(bid.price)))
    problems.push('a price is malformed');
  if (problems.length > 0) return { ok: false, problems };
  const { document: again } = biddingDocumentOf({
    label: document.label,
    lotsOffered: document.lotsOffered,
    seed: document.seed,
    bids: document.bids.map((bid) => ({ ...bid, price: canonicalDecimal(bid.price) })),
  });
  for (const key of Object.keys(again) as (keyof BiddingDocument)[]) {
    // Key order is not part of the document (jsonb stores objects in its own order).
    if (canonicalJson(again[key]) !== canonicalJson(document[key])) {
      problems.push(`${key} does not match its recomputation`);
    }
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
