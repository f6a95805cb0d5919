import { createHash } from 'node:crypto';
import type { DecimalString } from '@kabuto/money';
import { differences } from './bidding';
import type { DrawDocument } from './document';
import { commitmentOf, type LotteryEntry } from './hashes';
import { byEntry, prorateWithRemainderDraw, type Proration } from './prorate';
import type { VerifyResult } from './verify';

/**
 * Grab shares' allocation at the close (docs/off-auction.md, "Grab shares"): the exchange's
 * proportional allocation (比例配分) of the shares sold at the upper limit among the bids queued
 * there, the remainder drawn (`prorateWithRemainderDraw`). The market's own bids at the limit are
 * one entry among the customers' (ADR 0033). Pure, so anyone can recompute the published document
 * (`verifyGrabDocument`, and `npm run verify:draw`).
 */

export const GRAB_FORMAT = 'kabuto-grab/1';

/** The published document (the contract's `grabDocument` has the same shape). */
export type GrabDocument = {
  format: typeof GRAB_FORMAT;
  label: string;
  symbol: string;
  tradingDay: string;
  limitPrice: DecimalString;
  lotShares: number;
  supplyShares: number;
  marketQueuedShares: number;
  supplyLots: number;
  commitment: string;
  seed: string;
  marketEntry: string;
  entries: LotteryEntry[];
  allocation: { entry: string; lots: number }[];
  remainderDraw: DrawDocument | null;
};

export type GrabDocumentInput = {
  label: string;
  symbol: string;
  tradingDay: string;
  limitPrice: DecimalString;
  lotShares: number;
  supplyShares: number;
  marketQueuedShares: number;
  seed: string;
  /** The customers' orders as entries. */
  orders: readonly LotteryEntry[];
};

/** The market's entry for a stock and day (public, so anyone can tell it from the customers'). */
export const marketEntryOf = (symbol: string, tradingDay: string) =>
  createHash('sha256').update(`kabuto-grab/market:${symbol}:${tradingDay}`).digest('hex');

/**
 * The supply and the market's bids in whole lots: the supply rounded down (a part lot is not
 * offered to anyone), and the market's bids at the close (what its auction matched plus what is
 * left) rounded down.
 */
export function lotsOf(
  input: Pick<GrabDocumentInput, 'lotShares' | 'supplyShares' | 'marketQueuedShares'>,
) {
  return {
    supplyLots: Math.floor(input.supplyShares / input.lotShares),
    marketLots: Math.floor((input.supplyShares + input.marketQueuedShares) / input.lotShares),
  };
}

/** Shares `supplyLots` among the queued entries (the market's among them). */
export function prorateAtLimit(
  supplyLots: number,
  entries: readonly LotteryEntry[],
  seed: string,
  label = 'grab',
): Proration {
  return prorateWithRemainderDraw(supplyLots, entries, seed, label);
}

/** The allocation and its document: the seed is in it, so publish it only after the close. */
export function grabDocumentOf(input: GrabDocumentInput): {
  proration: Proration;
  document: GrabDocument;
  supplyLots: number;
  marketLots: number;
} {
  const { supplyLots, marketLots } = lotsOf(input);
  const marketEntry = marketEntryOf(input.symbol, input.tradingDay);
  const entries = [{ entry: marketEntry, lots: marketLots }, ...input.orders];
  const proration = prorateAtLimit(supplyLots, entries, input.seed, input.label);
  const document: GrabDocument = {
    format: GRAB_FORMAT,
    label: input.label,
    symbol: input.symbol,
    tradingDay: input.tradingDay,
    limitPrice: input.limitPrice,
    lotShares: input.lotShares,
    supplyShares: input.supplyShares,
    marketQueuedShares: input.marketQueuedShares,
    supplyLots,
    commitment: commitmentOf(input.seed),
    seed: input.seed,
    marketEntry,
    entries: entries.map(({ entry, lots }) => ({ entry, lots })).sort(byEntry),
    allocation: [...proration.filled.entries()]
      .map(([entry, lots]) => ({ entry, lots }))
      .sort(byEntry),
    remainderDraw: proration.remainderDraw,
  };
  return { proration, document, supplyLots, marketLots };
}

/** Recomputes a published document from its inputs and compares every derived field. */
export function verifyGrabDocument(document: GrabDocument): VerifyResult {
  if (document.format !== GRAB_FORMAT) return { ok: false, problems: ['unknown format'] };
  const { document: again } = grabDocumentOf({
    label: document.label,
    symbol: document.symbol,
    tradingDay: document.tradingDay,
    limitPrice: document.limitPrice,
    lotShares: document.lotShares,
    supplyShares: document.supplyShares,
    marketQueuedShares: document.marketQueuedShares,
    seed: document.seed,
    orders: document.entries.filter((entry) => entry.entry !== document.marketEntry),
  });
  return differences(again, document);
}
