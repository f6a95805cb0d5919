/**
 * Group commit for writes that arrive together (ADR 0025): items handed to `write` while the
 * database is busy with earlier batches wait, and go in the next call as one batch, so a burst of
 * orders costs one statement and one commit instead of one each. When nothing is waiting an item
 * goes at once (after the current event-loop turn, so the requests read in one turn go together):
 * a lone order is not delayed.
 *
 * Lanes: items that lock the same rows share a lane, and calls of different lanes never wait for
 * each other's locks, so they may run side by side. Side by side is worth it only when there is
 * much to write (two calls use two database cores, but each carries fewer items and pays the
 * call's fixed cost again). So when no call runs and fewer than `splitAt` items wait, one call
 * takes the items of every lane (a joint call), and what arrives meanwhile waits for the next;
 * when `splitAt` items or more wait, each lane writes its own batches, one call at a time per lane,
 * and the lanes go on apart until a moment when no call runs. A joint call never runs beside any
 * other call, so no two calls that run at once hold rows of the same lane.
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
   * Waiting items (of all lanes) from which lanes write side by side; below it, when no call runs,
   * one joint call writes the items of every lane. 1 makes every call a lane's own; more than
   * maxBatch never lets lanes run side by side.
   */
  splitAt: number;
  /** Items with the same key never share a batch (the second waits for the next one). */
  keyOf: (item: Item) => string;
};

type Waiting<Item, Result> = {
  item: Item;
  lane: number;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

export class Batcher<Item, Result> {
  /** Every waiting item, oldest first. */
  private queue: Waiting<Item, Result>[] = [];
  /** The lanes with a call of their own running. */
  private readonly laneBusy: boolean[];
  private jointRunning = false;
  private scheduled = false;

  constructor(
    /** Writes the batch in one call and answers one result per item, in order; throws if it wrote nothing. */
    private readonly writeBatch: (items: Item[]) => Promise<Result[]>,
    private readonly options: BatchOptions<Item>,
  ) {
    this.laneBusy = Array.from({ length: options.lanes }, () => false);
  }

  write(item: Item): Promise<Result> {
    const lane = this.options.laneOf(item) % this.options.lanes;
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, lane, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.jointRunning) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  /** Starts what may start now: a joint call when nothing runs and little waits, else lane calls. */
  private pump(): void {
    if (this.jointRunning || this.queue.length === 0) return;
    // Nothing running and little to write: one call for every lane. Once lanes run apart, they go
    // on apart (each writing what waits for it) until a moment when none runs.
    if (!this.laneBusy.some(Boolean) && this.queue.length < this.options.splitAt) {
      this.jointRunning = true;
      void this.settle(this.take(() => true)).finally(() => {
        this.jointRunning = false;
        this.pump();
      });
      return;
    }
    for (let lane = 0; lane < this.options.lanes; lane += 1) {
      if (this.laneBusy[lane] || !this.queue.some((waiting) => waiting.lane === lane)) continue;
      this.laneBusy[lane] = true;
      void this.settle(this.take((waiting) => waiting.lane === lane)).finally(() => {
        this.laneBusy[lane] = false;
        this.pump();
      });
    }
  }

  /** The next batch of the items `fits` accepts: oldest first, at most maxBatch, no key twice. */
  private take(fits: (waiting: Waiting<Item, Result>) => boolean): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    const left: Waiting<Item, Result>[] = [];
    for (const waiting of this.queue) {
      const key = this.options.keyOf(waiting.item);
      if (batch.length < this.options.maxBatch && fits(waiting) && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else left.push(waiting);
    }
    this.queue = left;
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
