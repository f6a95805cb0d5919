/**
 * Group commit for writes that arrive together (ADR 0025): items handed to `write` while the
 * database is busy with earlier batches wait, and go in the next call as one batch, so a burst of
 * orders costs one statement and one commit instead of one each. When nothing is waiting an item
 * goes at once (after the current event-loop turn, so the requests read in one turn go together):
 * a lone order is not delayed.
 *
 * A batch is all or nothing (the database function raises and writes nothing when one item is
 * refused). A batch that fails is split in halves and each half written again, down to single
 * items, so a refusal reaches only the item it belongs to and every other item is written; an item
 * alone gets the error its own call raised. This holds for any error, a lost connection included:
 * an item whose batch did commit before the answer was lost is found again by its idempotency key
 * when written once more (the callers' rows carry their keys).
 */
export type BatchOptions<Item> = {
  /** Most items in one call. */
  maxBatch: number;
  /**
   * Lanes (`laneOf`, 0 to lanes - 1): items that lock the same rows (one customer's orders, their
   * house shard) share a lane, so calls of different lanes never wait for each other's locks.
   */
  lanes: number;
  laneOf: (item: Item) => number;
  /**
   * Calls at once per lane (each holds a database connection while it runs). With two, a lane's
   * next call is already in the database, queued behind the running one's row locks, when that
   * one commits: the lane does not wait for Node to read an answer before the next call starts
   * (the calls lock rows in one order, so they queue and never deadlock). The price is smaller
   * batches, each paying the call's fixed cost: the order writer uses one (ADR 0025).
   */
  callsPerLane: number;
  /** Items with the same key never share a batch (the second waits for the next one). */
  keyOf: (item: Item) => string;
};

type Waiting<Item, Result> = {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

type Lane<Item, Result> = { queue: Waiting<Item, Result>[]; calls: number; scheduled: boolean };

export class Batcher<Item, Result> {
  private readonly lanes: Lane<Item, Result>[];

  constructor(
    /** Writes the batch in one call and answers one result per item, in order; throws if it wrote nothing. */
    private readonly writeBatch: (items: Item[]) => Promise<Result[]>,
    private readonly options: BatchOptions<Item>,
  ) {
    this.lanes = Array.from({ length: options.lanes }, () => ({
      queue: [],
      calls: 0,
      scheduled: false,
    }));
  }

  write(item: Item): Promise<Result> {
    const lane = this.lanes[this.options.laneOf(item) % this.lanes.length]!;
    return new Promise<Result>((resolve, reject) => {
      lane.queue.push({ item, resolve, reject });
      this.schedule(lane);
    });
  }

  private schedule(lane: Lane<Item, Result>): void {
    if (lane.scheduled || lane.calls >= this.options.callsPerLane) return;
    lane.scheduled = true;
    setImmediate(() => {
      lane.scheduled = false;
      this.pump(lane);
    });
  }

  private pump(lane: Lane<Item, Result>): void {
    while (lane.calls < this.options.callsPerLane && lane.queue.length > 0) {
      const batch = this.take(lane);
      lane.calls += 1;
      void this.settle(batch).finally(() => {
        lane.calls -= 1;
        this.pump(lane);
      });
    }
  }

  /** The lane's next batch: oldest first, at most maxBatch, no key twice. */
  private take(lane: Lane<Item, Result>): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    const left: Waiting<Item, Result>[] = [];
    for (const waiting of lane.queue) {
      const key = this.options.keyOf(waiting.item);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else left.push(waiting);
    }
    lane.queue = left;
    return batch;
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    let results: Result[];
    try {
      results = await this.writeBatch(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.settle(batch.slice(0, half));
      await this.settle(batch.slice(half));
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`a batch of ${batch.length} answered ${results.length} results`);
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(results[index]!));
  }
}
