import { buildDrawDocument, type DrawDocument } from './document';
import type { LotteryEntry } from './hashes';

/**
 * Whole lots in proportion, the remainder drawn (docs/lottery.md): the one rule for every
 * allocation that shares what is left pro rata — bids at a clearing price (agreed-price
 * bidding), a queue at the upper limit (grab shares).
 *
 * - When the lots asked fit in `units`, every entry gets all it asked for.
 * - Otherwise each gets ⌊units × its lots ÷ all lots⌋ (integers well inside 2^53: exact); the
 *   units the rounding leaves are drawn by the lottery (one lot per entry per round, in the seed's
 *   order) among the entries the rounding cut, each for at most what it lost. The remainder draw
 *   is a kabuto-draw/1 document of its own, labelled `<label>:remainder`.
 */
export type Proration = {
  /** Lots filled per entry (entries with none are absent). */
  filled: Map<string, number>;
  remainderDraw: DrawDocument | null;
};

export function prorateWithRemainderDraw(
  units: number,
  entries: readonly LotteryEntry[],
  seed: string,
  label: string,
): Proration {
  const filled = new Map<string, number>();
  const asking = entries.filter((entry) => entry.lots > 0);
  const demand = asking.reduce((total, entry) => total + entry.lots, 0);
  if (units <= 0 || demand === 0) return { filled, remainderDraw: null };
  if (demand <= units) {
    for (const entry of asking) filled.set(entry.entry, entry.lots);
    return { filled, remainderDraw: null };
  }
  let given = 0;
  const proportional = new Map<string, number>();
  for (const entry of asking) {
    const lots = Math.floor((units * entry.lots) / demand);
    proportional.set(entry.entry, lots);
    given += lots;
  }
  const left = units - given;
  const cut = asking
    .map((entry) => ({ entry: entry.entry, lots: entry.lots - proportional.get(entry.entry)! }))
    .filter((entry) => entry.lots > 0);
  const remainderDraw =
    left > 0
      ? buildDrawDocument({ label: `${label}:remainder`, units: left, seed, entries: cut })
      : null;
  const extra = new Map(remainderDraw?.allocation.map((item) => [item.entry, item.units]) ?? []);
  for (const entry of asking) {
    const lots = proportional.get(entry.entry)! + (extra.get(entry.entry) ?? 0);
    if (lots > 0) filled.set(entry.entry, lots);
  }
  return { filled, remainderDraw };
}

/** Entries sorted by their hash, as every document lists them. */
export const byEntry = (a: { entry: string }, b: { entry: string }) =>
  a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0;
