import { createHash } from 'node:crypto';
import {
  bytesOf,
  canonicalEntries,
  checkUnits,
  compareHex,
  listHashOfCanonical,
  type LotteryEntry,
} from './hashes';

/** What one entry won: units >= 1 (entries that won nothing are left out). */
export type Allocation = { entry: string; units: number };

/** A validated draw: the seed's bytes and the entries in canonical order with their list hash. */
export type PreparedDraw = {
  seedBytes: Buffer;
  sorted: LotteryEntry[];
  listHash: string;
  listHashBytes: Buffer;
};

/** Validates (seed, entries) once, for the functions below and the document builder. */
export function prepareDraw(seed: string, entries: readonly LotteryEntry[]): PreparedDraw {
  const seedBytes = bytesOf(seed, 'seed');
  const sorted = canonicalEntries(entries);
  const listHash = listHashOfCanonical(sorted);
  return { seedBytes, sorted, listHash, listHashBytes: Buffer.from(listHash, 'hex') };
}

/**
 * ticket(entry, round) = sha256(seed ‖ listHash ‖ uint32be(round) ‖ entry), all as bytes, read as
 * a 256-bit big-endian number. The list hash is inside, so nobody can pick an entry that wins
 * without also knowing every other entry and the seed; the round is inside, so each round is a
 * fresh shuffle rather than round 1 again.
 */
function ticketOf(draw: PreparedDraw, round: number, entry: string): string {
  const roundBytes = Buffer.alloc(4);
  roundBytes.writeUInt32BE(round);
  return createHash('sha256')
    .update(draw.seedBytes)
    .update(draw.listHashBytes)
    .update(roundBytes)
    .update(Buffer.from(entry, 'hex'))
    .digest('hex');
}

/**
 * The entries ordered by their ticket for `round`, lowest first. Tickets are 64 hex characters
 * each, so comparing the strings compares the numbers. Equal tickets (a sha256 collision) fall
 * back to the entry hash so the order is total and every implementation agrees.
 */
function roundOrder(draw: PreparedDraw, round: number, entries: readonly string[]): string[] {
  return entries
    .map((entry) => ({ entry, ticket: ticketOf(draw, round, entry) }))
    .sort((a, b) => compareHex(a.ticket, b.ticket) || compareHex(a.entry, b.entry))
    .map(({ entry }) => entry);
}

/** drawOrderOf for a prepared draw. */
export function drawOrderOfPrepared(draw: PreparedDraw): string[] {
  return roundOrder(
    draw,
    1,
    draw.sorted.map(({ entry }) => entry),
  );
}

/**
 * Round 1's order over every entry. When a winner does not take up its units, the server offers
 * them to the next entries in this order, so the fallback is as checkable as the draw.
 */
export function drawOrderOf(seed: string, entries: readonly LotteryEntry[]): string[] {
  return drawOrderOfPrepared(prepareDraw(seed, entries));
}

/**
 * allocate for a prepared draw. The definition (docs/lottery.md) goes round by round: in round r
 * every entry still short of its lots is ordered by ticket(entry, r) and given one unit each, in
 * that order, while units remain.
 *
 * A round in which units are enough for every eligible entry gives each one a unit whatever the
 * order, so it needs no tickets; such rounds are taken in bulk (as many as the units and the
 * smallest remaining request allow). Only the last, partial round is ordered. The result is the
 * same as going round by round (the tests check it against a literal round-by-round version), and
 * the cost no longer grows with the number of units: an offering of a million units to a few
 * entries is as quick as one of five.
 */
export function allocatePrepared(draw: PreparedDraw, units: number): Allocation[] {
  const { sorted } = draw;
  const allotted = sorted.map(() => 0);
  let eligible = sorted.map((_, index) => index);
  let remaining = checkUnits(units);
  let round = 0; // rounds completed

  while (remaining > 0 && eligible.length > 0) {
    const count = eligible.length;
    let smallestLeft = Infinity;
    for (const index of eligible) {
      smallestLeft = Math.min(smallestLeft, sorted[index]!.lots - allotted[index]!);
    }
    const fullRounds = Math.min(Math.floor(remaining / count), smallestLeft);
    if (fullRounds > 0) {
      for (const index of eligible) allotted[index]! += fullRounds;
      remaining -= fullRounds * count;
      round += fullRounds;
      eligible = eligible.filter((index) => allotted[index]! < sorted[index]!.lots);
      continue;
    }
    // Fewer units than eligible entries: the tickets of the next round decide who gets one.
    round += 1;
    const order = roundOrder(
      draw,
      round,
      eligible.map((index) => sorted[index]!.entry),
    );
    const position = new Map(sorted.map(({ entry }, index) => [entry, index]));
    for (const entry of order.slice(0, remaining)) allotted[position.get(entry)!]! += 1;
    remaining = 0;
  }

  return sorted
    .map(({ entry }, index) => ({ entry, units: allotted[index]! }))
    .filter(({ units: won }) => won > 0);
}

/**
 * Draws `units` among the entries by equal lottery per entry: in round 1 every entry has the same
 * chance of a unit whatever it asked for; later rounds go among those who asked for more. Returns
 * the entries that won at least one unit, sorted by entry ascending. With units at or above the
 * total of lots, every entry gets all it asked for.
 */
export function allocate(
  seed: string,
  entries: readonly LotteryEntry[],
  units: number,
): Allocation[] {
  return allocatePrepared(prepareDraw(seed, entries), units);
}
