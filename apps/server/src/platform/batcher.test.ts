import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

type Item = { key: string; lane: number; refuse?: boolean };

/** A batcher over a fake database call that records every call and refuses a batch holding a refused item. */
function recording(options: { maxBatch?: number; splitAt?: number } = {}) {
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
      splitAt: options.splitAt ?? 1,
      keyOf: (item) => item.key,
    },
  );
  return { batcher, calls };
}

describe('the batcher (group commit)', () => {
  it('writes what arrives together in one call per lane, and a lone item at once', async () => {
    const { batcher, calls } = recording({ splitAt: 4 });
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

  it('writes every lane in one joint call while fewer than splitAt items wait', async () => {
    const { batcher, calls } = recording({ splitAt: 5 });
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((key, index) => batcher.write({ key, lane: index % 2 })),
    );
    expect(calls).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('never runs a joint call beside another call, nor two calls of one lane at once', async () => {
    const running: number[][] = [];
    const overlaps: string[] = [];
    let most = 0;
    let joint = 0;
    const batcher = new Batcher<Item, number>(
      async (items) => {
        const lanes = [...new Set(items.map((item) => item.lane))];
        if (lanes.length === 2) joint += 1;
        for (const other of running)
          if (other.some((lane) => lanes.includes(lane)))
            overlaps.push(`${other.join(',')} with ${lanes.join(',')}`);
        running.push(lanes);
        most = Math.max(most, running.length);
        // Lane 1's calls take longer, so lane calls end apart and the queue drains beside them.
        await new Promise((resolve) => setTimeout(resolve, lanes.includes(1) ? 4 : 1));
        running.splice(running.indexOf(lanes), 1);
        return items.map(() => 1);
      },
      { maxBatch: 4, lanes: 2, laneOf: (item) => item.lane, splitAt: 6, keyOf: (item) => item.key },
    );
    // A burst (lanes side by side), then pairs now and then (joint calls), then a burst again.
    const writes: Promise<number>[] = [];
    for (let index = 0; index < 20; index += 1)
      writes.push(batcher.write({ key: `burst ${index}`, lane: index % 2 }));
    for (let index = 0; index < 10; index += 2) {
      await new Promise((resolve) => setTimeout(resolve, 6));
      writes.push(batcher.write({ key: `trickle ${index}`, lane: 0 }));
      writes.push(batcher.write({ key: `trickle ${index + 1}`, lane: 1 }));
    }
    for (let index = 0; index < 20; index += 1)
      writes.push(batcher.write({ key: `again ${index}`, lane: index % 2 }));
    expect((await Promise.all(writes)).length).toBe(50);
    expect(overlaps).toEqual([]);
    expect(most).toBe(2);
    expect(joint).toBeGreaterThan(0);
  });
});
