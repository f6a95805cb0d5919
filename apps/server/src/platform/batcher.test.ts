import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

type Item = { key: string; lane: number; refuse?: boolean };

/** A batcher over a fake database call that records every call and refuses a batch holding a refused item. */
function recording(options: { maxBatch?: number; callsPerLane?: number } = {}) {
  const calls: string[][] = [];
  const batcher = new Batcher<Item, string>(
    async (items) => {
      calls.push(items.map((item) => item.key));
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (items.some((item) => item.refuse)) throw new Error(`refused: ${items.length}`);
      return items.map((item) => `written ${item.key}`);
    },
    {
      maxBatch: options.maxBatch ?? 64,
      lanes: 2,
      laneOf: (item) => item.lane,
      callsPerLane: options.callsPerLane ?? 1,
      keyOf: (item) => item.key,
    },
  );
  return { batcher, calls };
}

describe('the batcher (group commit)', () => {
  it('writes what arrives together in one call per lane, and a lone item at once', async () => {
    const { batcher, calls } = recording();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key, index) => batcher.write({ key, lane: index % 2 })),
    );
    expect(results).toEqual(['written a', 'written b', 'written c', 'written d']);
    expect(calls.map((call) => [...call].sort())).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(await batcher.write({ key: 'e', lane: 0 })).toBe('written e');
    expect(calls.at(-1)).toEqual(['e']);
  });

  it('gives a refusal to its own item only: the batch is written again in halves', async () => {
    const { batcher, calls } = recording();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const outcomes = await Promise.all(
      keys.map((key) =>
        batcher.write({ key, lane: 0, refuse: key === 'f' }).then(
          (result) => result,
          (error: Error) => error.message,
        ),
      ),
    );
    expect(outcomes).toEqual([
      'written a',
      'written b',
      'written c',
      'written d',
      'written e',
      'refused: 1',
      'written g',
      'written h',
    ]);
    // Every item but the refused one was written exactly once.
    const written = calls.filter((call) => !call.includes('f')).flat();
    expect([...written].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'h']);
    expect(calls.at(0)).toHaveLength(8);
  });

  it('never puts one key twice in a batch, and keeps batches within their size', async () => {
    const { batcher, calls } = recording({ maxBatch: 3 });
    await Promise.all(['a', 'a', 'b', 'c', 'd'].map((key) => batcher.write({ key, lane: 1 })));
    for (const call of calls) {
      expect(call.length).toBeLessThanOrEqual(3);
      expect(new Set(call).size).toBe(call.length);
    }
    expect(calls.flat().sort()).toEqual(['a', 'a', 'b', 'c', 'd']);
  });

  it('runs at most callsPerLane calls of a lane at once', async () => {
    let running = 0;
    let most = 0;
    const batcher = new Batcher<Item, number>(
      async (items) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return items.map(() => 1);
      },
      { maxBatch: 1, lanes: 1, laneOf: () => 0, callsPerLane: 2, keyOf: (item) => item.key },
    );
    await Promise.all(
      Array.from({ length: 8 }, (_, index) => batcher.write({ key: String(index), lane: 0 })),
    );
    expect(most).toBe(2);
  });
});
