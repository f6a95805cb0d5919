import { describe, expect, it } from 'vitest';
import {
  buildDrawDocument,
  DRAW_FORMAT,
  entryHashOf,
  newSeed,
  verifyDrawDocument,
  type DrawDocument,
} from './index';

const SEED = 'a3f1c2e4b5d60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const ENTRIES = Array.from({ length: 8 }, (_, i) => ({
  entry: entryHashOf('ipo:7', `salt-${i}`),
  lots: 1 + (i % 4),
}));

function built(units = 10): DrawDocument {
  return buildDrawDocument({ label: 'ipo:7', units, seed: SEED, entries: ENTRIES });
}

/** The problems of a document that must fail; fails the test when it verifies. */
function problemsOf(document: unknown): string[] {
  const result = verifyDrawDocument(document);
  if (result.ok) throw new Error('expected the document to fail verification');
  return result.problems;
}

/** A structured copy, as a document read back from JSON would be. */
const copy = (document: DrawDocument): DrawDocument => structuredClone(document);

describe('buildDrawDocument', () => {
  it('builds a document that verifies, also after a JSON round trip', () => {
    const document = built();
    expect(document.format).toBe(DRAW_FORMAT);
    expect(document.entries.map(({ entry }) => entry)).toEqual(
      ENTRIES.map(({ entry }) => entry).sort(),
    );
    expect(verifyDrawDocument(document)).toEqual({ ok: true });
    expect(verifyDrawDocument(JSON.parse(JSON.stringify(document)))).toEqual({ ok: true });
  });

  it('verifies documents of any fresh seed, with no entries and with nothing offered', () => {
    for (let i = 0; i < 20; i++) {
      const seed = newSeed();
      const document = buildDrawDocument({ label: `t${i}`, units: i, seed, entries: ENTRIES });
      expect(verifyDrawDocument(document)).toEqual({ ok: true });
    }
    const empty = buildDrawDocument({ label: 'none', units: 5, seed: SEED, entries: [] });
    expect(empty.allocation).toEqual([]);
    expect(verifyDrawDocument(empty)).toEqual({ ok: true });
    expect(verifyDrawDocument(built(0))).toEqual({ ok: true });
  });
});

describe('verifyDrawDocument', () => {
  it('fails a changed seed on the commitment', () => {
    const problems = problemsOf({ ...built(), seed: newSeed() });
    expect(problems.some((problem) => problem.startsWith('commitment does not match'))).toBe(true);
  });

  it('fails a changed entry list on the list hash', () => {
    const document = copy(built());
    document.entries.pop();
    expect(problemsOf(document).some((problem) => problem.startsWith('listHash does not'))).toBe(
      true,
    );
    const swapped = copy(built());
    swapped.entries[2]!.entry = entryHashOf('ipo:7', 'someone else');
    swapped.entries.sort((a, b) => (a.entry < b.entry ? -1 : 1));
    const problems = problemsOf(swapped);
    expect(problems.some((problem) => problem.startsWith('listHash does not'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('drawOrder does not'))).toBe(true);
  });

  it('fails changed lots on the list hash', () => {
    const document = copy(built());
    document.entries[0]!.lots += 1;
    expect(problemsOf(document).some((problem) => problem.startsWith('listHash does not'))).toBe(
      true,
    );
  });

  it('fails changed units on the allocation, naming the units', () => {
    const problems = problemsOf({ ...built(10), units: 11 });
    expect(problems).toContain(
      'allocation gives out 10 units; with 11 units offered and 20 lots asked for, it should give out 11',
    );
    expect(problems.some((problem) => problem.includes('units (11)'))).toBe(true);
  });

  it('fails a tampered allocation, naming the entry', () => {
    const document = copy(built());
    const winner = document.allocation[0]!;
    winner.units += 1;
    document.allocation.pop();
    const problems = problemsOf(document);
    expect(
      problems.some(
        (problem) =>
          problem.startsWith('allocation does not match') &&
          problem.includes(`entry ${winner.entry.slice(0, 16)}`),
      ),
    ).toBe(true);
    // The same winners listed out of order are a problem too: the format fixes the order.
    const reordered = copy(built());
    reordered.allocation.reverse();
    expect(problemsOf(reordered)).toEqual(['allocation is not sorted by entry ascending']);
  });

  it('fails a tampered draw order, naming the position', () => {
    const document = copy(built());
    [document.drawOrder[3], document.drawOrder[4]] = [
      document.drawOrder[4]!,
      document.drawOrder[3]!,
    ];
    const problems = problemsOf(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^drawOrder does not match .*: position 4 should be /);
    expect(problemsOf({ ...built(), drawOrder: built().drawOrder.slice(1) })[0]).toMatch(
      /^drawOrder does not match .*: it lists 7 entries, there are 8$/,
    );
  });

  it('names every broken field of a malformed document', () => {
    expect(problemsOf(null)).toEqual(['the document is not a JSON object']);
    expect(problemsOf([])).toEqual(['the document is not a JSON object']);
    const document: Record<string, unknown> = { ...built() };
    delete document.listHash;
    Object.assign(document, {
      format: 'kabuto-draw/2',
      label: 7,
      units: -1,
      seed: SEED.toUpperCase(),
      extra: true,
      entries: [...built().entries, built().entries[0], { entry: 'x', lots: 1 }],
    });
    expect(problemsOf(document)).toEqual([
      'unknown field "extra" (kabuto-draw/1 has no such field)',
      'field "listHash" is missing',
      'format must be "kabuto-draw/1", got "kabuto-draw/2"',
      'label must be a string, got 7',
      'units must be an integer >= 0, got -1',
      `seed must be 64 lowercase hex characters, got "${SEED.toUpperCase()}"`,
      'entries[9].entry must be 64 lowercase hex characters, got "x"',
      `entry ${built().entries[0]!.entry} is listed more than once in entries`,
      'entries are not sorted by entry ascending (at entries[8])',
    ]);
  });

  it('names bad lots, unsorted entries and bad allocation items', () => {
    const document = copy(built());
    const [first, second] = document.entries;
    document.entries[0] = second!;
    document.entries[1] = first!;
    expect(problemsOf(document)).toEqual([
      'entries are not sorted by entry ascending (at entries[1])',
    ]);
    expect(
      problemsOf({ ...built(), entries: [{ entry: SEED, lots: 0, note: 'x' }] }).slice(0, 2),
    ).toEqual([
      'entries[0] has an unknown field "note"',
      `lots of entry ${SEED} must be an integer from 1 to 4294967295, got 0`,
    ]);
    expect(problemsOf({ ...built(), allocation: [{ entry: SEED, units: 0 }] })).toEqual([
      'allocation[0].units must be an integer >= 1, got 0',
    ]);
  });
});
