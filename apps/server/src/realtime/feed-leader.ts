import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Exactly one process publishes the market feed. Alone (no Redis) that is this process. With
 * Redis, processes race for a short-lived key; the holder renews it, and if it dies another takes
 * over within one lease. A lease lost by a slow renewal is noticed on the next renewal.
 */
export interface FeedLeadership {
  isLeader(): boolean;
  close(): Promise<void>;
}

export const soleLeadership: FeedLeadership = { isLeader: () => true, close: () => Promise.resolve() };

export async function redisLeadership(redisUrl: string, namespace = 'kabuto', leaseMs = 5000): Promise<FeedLeadership> {
  const LEADER_KEY = `${namespace}:market-feed-leader`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const me = randomUUID();
  let leader = false;
  // When our lease ends at the latest, on this machine's monotonic clock: counted from when the
  // request was sent, so a process that stalls (a long synchronous warm-up, a loaded machine) stops
  // publishing once its lease may have passed to another process, before its next renewal runs.
  let leaseEndsAtMs = 0;

  async function contend(): Promise<void> {
    const sentAtMs = performance.now();
    // Renew only our own lease (compare-and-set in one script), or take a free one.
    const renewed = (await redis.eval(
      "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
      1,
      LEADER_KEY,
      me,
      String(leaseMs),
    )) as number;
    if (renewed === 1) {
      leader = true;
      leaseEndsAtMs = sentAtMs + leaseMs;
      return;
    }
    const takenAtMs = performance.now();
    leader = (await redis.set(LEADER_KEY, me, 'PX', leaseMs, 'NX')) === 'OK';
    if (leader) leaseEndsAtMs = takenAtMs + leaseMs;
  }

  await contend();
  const timer = setInterval(() => {
    contend().catch(() => {
      leader = false;
    });
  }, Math.floor(leaseMs / 3));
  timer.unref();

  return {
    isLeader: () => leader && performance.now() < leaseEndsAtMs,
    close: async () => {
      clearInterval(timer);
      if (leader) {
        await redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, LEADER_KEY, me);
      }
      await redis.quit().catch(() => undefined);
    },
  };
}
