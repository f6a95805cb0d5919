import { GRAB_DOCUMENT_FORMAT, type GrabDocument } from '@kabuto/contract';
import { buildDrawDocument, commitmentOf, type DrawDocument } from '@kabuto/lottery';
import type { DecimalString } from '@kabuto/money';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';

/**
 * Grab shares' allocation at the close (docs/off-auction.md, "Grab shares"): the exchange's
 * proportional allocation (比例配分) of the shares sold at the upper limit among the bids queued
 * there. Pure: the same supply, entries and seed always give the same result, so the published
 * document can be recomputed by anyone (`verifyGrabDocument`).
 *
 * - When the lots queued fit in the supply, every entry is filled in full.
 * - Otherwise each entry gets ⌊supply × its lots ÷ all lots⌋ whole lots; the lots the rounding
 *   leaves are drawn by the lottery (`packages/lottery`, one lot per entry per round, in the seed's
 *   order) among the entries the rounding cut, each for at most what it lost. The remainder draw
 *   is a kabuto-draw/1 document of its own.
 *
 * The market's own bids at the limit are one entry among the customers' (ADR 0033).
 */

export type GrabEntry = { entry: string; lots: number };

export type Proration = {
  /** Lots filled per entry (entries with none are absent). */
  filled: Map<string, number>;
  remainderDraw: DrawDocument | null;
};

export function prorateAtLimit(
  supplyLots: number,
  entries: readonly GrabEntry[],
  seed: string,
  label = 'grab',
): Proration {
  const filled = new Map<string, number>();
  const queued = entries.filter((entry) => entry.lots > 0);
  const demand = queued.reduce((total, entry) => total + entry.lots, 0);
  if (supplyLots <= 0 || demand === 0) return { filled, remainderDraw: null };
  if (demand <= supplyLots) {
    for (const entry of queued) filled.set(entry.entry, entry.lots);
    return { filled, remainderDraw: null };
  }
  let given = 0;
  const proportional = new Map<string, number>();
  for (const entry of queued) {
    // Whole lots in proportion, rounded down (integers well inside 2^53: exact).
    const lots = Math.floor((supplyLots * entry.lots) / demand);
    proportional.set(entry.entry, lots);
    given += lots;
  }
  const units = supplyLots - given;
  const cut = queued
    .map((entry) => ({ entry: entry.entry, lots: entry.lots - proportional.get(entry.entry)! }))
    .filter((entry) => entry.lots > 0);
  const remainderDraw =
    units > 0
      ? buildDrawDocument({ label: `${label}:remainder`, units, seed, entries: cut })
      : null;
  const extra = new Map(remainderDraw?.allocation.map((item) => [item.entry, item.units]) ?? []);
  for (const entry of queued) {
    const lots = proportional.get(entry.entry)! + (extra.get(entry.entry) ?? 0);
    if (lots > 0) filled.set(entry.entry, lots);
  }
  return { filled, remainderDraw };
}

/** The market's entry for a stock and day (public, so anyone can tell it from the customers'). */
export const marketEntryOf = (symbol: string, tradingDay: string) =>
  sha256Hex(`kabuto-grab/market:${symbol}:${tradingDay}`);

const byEntry = (a: { entry: string }, b: { entry: string }) =>
  a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0;

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
  orders: readonly GrabEntry[];
};

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

/** The allocation and its document (kabuto-grab/1): the seed is in it, so publish it only after the close. */
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
    format: GRAB_DOCUMENT_FORMAT,
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
export function verifyGrabDocument(
  document: GrabDocument,
): { ok: true } | { ok: false; problems: string[] } {
  if (document.format !== GRAB_DOCUMENT_FORMAT) return { ok: false, problems: ['unknown format'] };
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
  const problems: string[] = [];
  for (const key of Object.keys(again) as (keyof GrabDocument)[]) {
    if (canonicalJson(again[key]) !== canonicalJson(document[key])) {
      problems.push(`${key} does not match its recomputation`);
    }
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
