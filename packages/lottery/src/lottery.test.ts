import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  buildDrawDocument,
  commitmentOf,
  drawOrderOf,
  entryHashOf,
  listHashOf,
  newSeed,
  verifyDrawDocument,
  type Allocation,
  type LotteryEntry,
} from './index';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// Pinned once from this implementation and checked against an independent Python version written
// from docs/lottery.md alone; a change here is a change of the published definition.
const SEED = 'a3f1c2e4b5d60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const E1 = 'c4f929e2540dab5274bf710daad3c6b27a86b2b2e083ffa9f8b1146e03cbd2d2';
const E2 = 'b7edd59c52475d56a58070115a6f03b86bbd06e1131af30200bc4c4646a3c692';
const E3 = '864aaf0998adcdb6f25ca7b6e9791bf7539c2067e5ac00aa297cfb643348ec89';
const E4 = '62a1b41336743e1ad04cd5ccb514c2a608d65778fc3f81773e301a987a6bc38a';
const E5 = 'c50500ecce42c1b09bba0380f70d5e4ea3e548510ddf877c80722566c5e9926b';
const ENTRIES: LotteryEntry[] = [
  { entry: E1, lots: 1 },
  { entry: E2, lots: 3 },
  { entry: E3, lots: 2 },
  { entry: E4, lots: 5 },
  { entry: E5, lots: 1 },
];

describe('known answer', () => {
  it('derives the entry hashes from context and salt', () => {
    expect([1, 2, 3, 4, 5].map((i) => entryHashOf(`ipo:1:${i}`, `salt-${i}`))).toEqual([
      E1,
      E2,
      E3,
      E4,
      E5,
    ]);
  });

  it('pins the commitment, list hash, draw order and allocation', () => {
    expect(commitmentOf(SEED)).toBe(
      'd723111859e894495aa9f1cceebb4252bfe25ff07b0d2fe29393472a0d393ca9',
    );
    expect(listHashOf(ENTRIES)).toBe(
      '75837674cdc73508b8ed0c1d80ee00890abb27a7dc6f2a5b9f64f3bd9ad1d651',
    );
    expect(drawOrderOf(SEED, ENTRIES)).toEqual([E4, E3, E1, E2, E5]);
    // 7 units, 5 entries: round 1 gives each entry one; round 2 is among E2 (3 lots), E3 (2) and
    // E4 (5), and its tickets give the two units left to E3 and E2.
    expect(allocate(SEED, ENTRIES, 7)).toEqual([
      { entry: E4, units: 1 },
      { entry: E3, units: 2 },
      { entry: E2, units: 2 },
      { entry: E1, units: 1 },
      { entry: E5, units: 1 },
    ]);
    // 3 units: round 1 only, so the first three of the draw order.
    expect(allocate(SEED, ENTRIES, 3)).toEqual([
      { entry: E4, units: 1 },
      { entry: E3, units: 1 },
      { entry: E1, units: 1 },
    ]);
  });

  it('defines the hashes on bytes and lines exactly as documented', () => {
    expect(commitmentOf(SEED)).toBe(sha256(Buffer.from(SEED, 'hex')));
    const lines = [...ENTRIES]
      .sort((a, b) => (a.entry < b.entry ? -1 : 1))
      .map(({ entry, lots }) => `${entry}:${lots}\n`)
      .join('');
    expect(listHashOf(ENTRIES)).toBe(sha256(lines));
    expect(listHashOf([])).toBe(sha256(''));
    expect(entryHashOf('ipo:12:345', 'salt')).toBe(sha256('kabuto-entry/1\nipo:12:345\nsalt'));
  });
});

describe('inputs', () => {
  it('makes fresh 32-byte seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a seed that is not 64 lowercase hex characters', () => {
    for (const seed of [SEED.slice(1), `${SEED}0`, SEED.toUpperCase(), `${SEED.slice(1)}g`, '']) {
      expect(() => commitmentOf(seed)).toThrow(/seed must be 64 lowercase hex/);
      expect(() => allocate(seed, ENTRIES, 1)).toThrow(/seed/);
    }
  });

  it('refuses bad entries, lots and units', () => {
    expect(() => listHashOf([{ entry: 'abc', lots: 1 }])).toThrow(/entry must be 64 lowercase hex/);
    expect(() => listHashOf([...ENTRIES, { entry: E3, lots: 1 }])).toThrow(/duplicate entry/);
    for (const lots of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 32]) {
      expect(() => drawOrderOf(SEED, [{ entry: E1, lots }])).toThrow(/lots of entry/);
    }
    for (const units of [-1, 0.5, Number.NaN, Infinity]) {
      expect(() => allocate(SEED, ENTRIES, units)).toThrow(/units must be an integer >= 0/);
    }
    expect(() =>
      buildDrawDocument({ label: 'x', units: -1, seed: SEED, entries: ENTRIES }),
    ).toThrow(/units/);
  });

  it('refuses an entry context with a newline or an empty salt', () => {
    expect(() => entryHashOf('ipo:1\n2', 'salt')).toThrow(/without newlines/);
    expect(() => entryHashOf('', 'salt')).toThrow(/context/);
    expect(() => entryHashOf('ipo:1:2', '')).toThrow(/salt/);
  });

  it('gives nothing when nothing is offered or nobody entered', () => {
    expect(allocate(SEED, ENTRIES, 0)).toEqual([]);
    expect(allocate(SEED, [], 10)).toEqual([]);
    expect(drawOrderOf(SEED, [])).toEqual([]);
  });

  it('draws a million units among a few entries without going round by round', () => {
    const big = ENTRIES.map(({ entry }, index) => ({ entry, lots: 400_000 + index }));
    const won = allocate(SEED, big, 1_000_000);
    expect(won.reduce((total, { units }) => total + units, 0)).toBe(1_000_000);
    for (const { units } of won) expect([199_999, 200_000, 200_001]).toContain(units);
  });
});

// The definition taken literally, round by round, to check allocate's bulk rounds against.
function referenceAllocate(seed: string, entries: LotteryEntry[], units: number): Allocation[] {
  const listHash = Buffer.from(listHashOf(entries), 'hex');
  const ticket = (entry: string, round: number) => {
    const roundBytes = Buffer.alloc(4);
    roundBytes.writeUInt32BE(round);
    const parts = [Buffer.from(seed, 'hex'), listHash, roundBytes, Buffer.from(entry, 'hex')];
    return sha256(Buffer.concat(parts));
  };
  const got = new Map(entries.map(({ entry }) => [entry, 0]));
  let left = units;
  for (let round = 1; left > 0; round++) {
    const eligible = entries.filter(({ entry, lots }) => got.get(entry)! < lots);
    if (eligible.length === 0) break;
    const order = eligible
      .map(({ entry }) => ({ entry, ticket: ticket(entry, round) }))
      .sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0));
    for (const { entry } of order.slice(0, left)) got.set(entry, got.get(entry)! + 1);
    left -= Math.min(left, order.length);
  }
  return [...got]
    .filter(([, won]) => won > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([entry, won]) => ({ entry, units: won }));
}

const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const entryList = (minLength = 0) =>
  fc.uniqueArray(fc.record({ entry: hex32, lots: fc.integer({ min: 1, max: 6 }) }), {
    selector: ({ entry }) => entry,
    minLength,
    maxLength: 12,
  });
const totalLots = (entries: LotteryEntry[]) => entries.reduce((sum, { lots }) => sum + lots, 0);
const unitsOf = (allocation: Allocation[]) => allocation.reduce((sum, { units }) => sum + units, 0);

describe('properties', () => {
  it('matches the round-by-round definition', () => {
    fc.assert(
      fc.property(hex32, entryList(), fc.integer({ min: 0, max: 80 }), (seed, entries, units) => {
        expect(allocate(seed, entries, units)).toEqual(referenceAllocate(seed, entries, units));
      }),
    );
  });

  it('never gives more than offered or asked, and gives min(units, total lots)', () => {
    fc.assert(
      fc.property(hex32, entryList(), fc.integer({ min: 0, max: 80 }), (seed, entries, units) => {
        const allocation = allocate(seed, entries, units);
        const asked = new Map(entries.map(({ entry, lots }) => [entry, lots]));
        for (const { entry, units: won } of allocation) {
          expect(won).toBeGreaterThanOrEqual(1);
          expect(won).toBeLessThanOrEqual(asked.get(entry)!);
        }
        expect(unitsOf(allocation)).toBe(Math.min(units, totalLots(entries)));
        if (units >= totalLots(entries)) {
          expect(allocation).toEqual(
            [...entries]
              .sort((a, b) => (a.entry < b.entry ? -1 : 1))
              .map(({ entry, lots }) => ({ entry, units: lots })),
          );
        }
      }),
    );
  });

  it('does not depend on the order of the input', () => {
    fc.assert(
      fc.property(hex32, entryList(), fc.nat(40), fc.nat(), (seed, entries, units, shift) => {
        const shuffled = [...entries].reverse();
        if (shuffled.length > 0) shuffled.push(...shuffled.splice(0, shift % shuffled.length));
        expect(listHashOf(shuffled)).toBe(listHashOf(entries));
        expect(drawOrderOf(seed, shuffled)).toEqual(drawOrderOf(seed, entries));
        expect(allocate(seed, shuffled, units)).toEqual(allocate(seed, entries, units));
      }),
    );
  });

  it('gives every entry a unit when units are at least the number of entries', () => {
    fc.assert(
      fc.property(hex32, entryList(), fc.nat(20), (seed, entries, extra) => {
        const allocation = allocate(seed, entries, entries.length + extra);
        expect(allocation.map(({ entry }) => entry).sort()).toEqual(
          entries.map(({ entry }) => entry).sort(),
        );
      }),
    );
  });

  it('gives round 1 to the head of the draw order when units are fewer than entries', () => {
    fc.assert(
      fc.property(hex32, entryList(1), fc.nat(), (seed, entries, pick) => {
        const units = pick % entries.length;
        const winners = allocate(seed, entries, units).map(({ entry }) => entry);
        expect(winners.sort()).toEqual(drawOrderOf(seed, entries).slice(0, units).sort());
      }),
    );
  });

  it('changes the list hash when any entry changes, and the document no longer verifies', () => {
    fc.assert(
      fc.property(hex32, entryList(2), fc.nat(), hex32, (seed, entries, which, other) => {
        const document = buildDrawDocument({ label: 'p', units: 3, seed, entries });
        const index = which % entries.length;
        const changedLots = entries.map((item, i) =>
          i === index ? { ...item, lots: item.lots + 1 } : item,
        );
        expect(listHashOf(changedLots)).not.toBe(document.listHash);
        expect(verifyDrawDocument({ ...document, entries: changedLots }).ok).toBe(false);
        fc.pre(entries.every(({ entry }) => entry !== other));
        const changedEntry = entries.map((item, i) =>
          i === index ? { ...item, entry: other } : item,
        );
        expect(listHashOf(changedEntry)).not.toBe(document.listHash);
        expect(verifyDrawDocument({ ...document, entries: changedEntry }).ok).toBe(false);
      }),
    );
  });

  it('no longer verifies when the seed changes', () => {
    fc.assert(
      fc.property(hex32, hex32, entryList(2), (seed, other, entries) => {
        fc.pre(seed !== other);
        const document = buildDrawDocument({ label: 'p', units: 1, seed, entries });
        expect(verifyDrawDocument({ ...document, seed: other }).ok).toBe(false);
      }),
    );
  });

  it('reorders a 20-entry draw when the seed or one entry changes', () => {
    // Fixed inputs: a random pair could keep the order by chance (1 in 20!, never in practice).
    const entries = Array.from({ length: 20 }, (_, i) => ({
      entry: entryHashOf('reorder', String(i)),
      lots: 1 + (i % 3),
    }));
    const order = drawOrderOf(SEED, entries);
    expect(drawOrderOf(sha256('another seed'), entries)).not.toEqual(order);
    const changed = entries.map((item, i) => (i === 7 ? { ...item, lots: item.lots + 1 } : item));
    expect(drawOrderOf(SEED, changed)).not.toEqual(order);
  });
});
