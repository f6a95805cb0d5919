import { allocatePrepared, drawOrderOfPrepared, prepareDraw, type Allocation } from './draw';
import { checkUnits, commitmentOf, shown, type LotteryEntry } from './hashes';

/** The version of the document format and of every definition it relies on (docs/lottery.md). */
export const DRAW_FORMAT = 'kabuto-draw/1';

/**
 * Everything needed to recompute a draw, published after the seed is revealed. Only seed, entries
 * and units are inputs; every other field is derived from them, and the verifier recomputes each.
 */
export type DrawDocument = {
  format: typeof DRAW_FORMAT;
  /** What was drawn, e.g. 'ipo:12'. Free text: it is in the document only, not in any hash. */
  label: string;
  /** Units (lots) offered. */
  units: number;
  /** sha256 of the seed's bytes, published before entries closed. */
  commitment: string;
  seed: string;
  listHash: string;
  /** Sorted by entry ascending. */
  entries: LotteryEntry[];
  /** Round 1's order over every entry. */
  drawOrder: string[];
  /** As allocate() returns: winners only, sorted by entry ascending. */
  allocation: Allocation[];
};

/** Builds the public document of a draw; throws on a bad seed, entry, lots or units. */
export function buildDrawDocument(input: {
  label: string;
  units: number;
  seed: string;
  entries: readonly LotteryEntry[];
}): DrawDocument {
  if (typeof input.label !== 'string') {
    throw new Error(`label must be a string, got ${shown(input.label)}`);
  }
  const units = checkUnits(input.units);
  const draw = prepareDraw(input.seed, input.entries);
  return {
    format: DRAW_FORMAT,
    label: input.label,
    units,
    commitment: commitmentOf(input.seed),
    seed: input.seed,
    listHash: draw.listHash,
    entries: draw.sorted,
    drawOrder: drawOrderOfPrepared(draw),
    allocation: allocatePrepared(draw, units),
  };
}
