import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { redisLeadership } from './feed-leader';
import { RedisQuoteBus, type QuoteUpdate } from './quote-bus';
import { until } from '../test/until';

// The machine's Redis (CI has one on localhost); REDIS_URL points elsewhere when set.
const redisUrl = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const namespace = `kabuto-test-${randomBytes(4).toString('hex')}`;
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('Redis quote bus', () => {
  it('delivers the same sequence to every process and remembers the latest per symbol', async () => {
    const publisher = await RedisQuoteBus.connect(redisUrl, namespace);
    const first = await RedisQuoteBus.connect(redisUrl, namespace);
    const second = await RedisQuoteBus.connect(redisUrl, namespace);
    closers.push(() => publisher.close(), () => first.close(), () => second.close());
    const seenByFirst: QuoteUpdate[] = [];
    const seenBySecond: QuoteUpdate[] = [];
    first.subscribe((u) => seenByFirst.push(u));
    second.subscribe((u) => seenBySecond.push(u));
    for (let seq = 1; seq <= 20; seq += 1) {
      await publisher.publish({ symbol: '7203', seq, time: new Date(seq * 1000).toISOString(), quote: { price: `${2800 + seq}` } });
    }
    await until(() => seenByFirst.length === 20 && seenBySecond.length === 20);
    expect(seenBySecond).toEqual(seenByFirst);
    expect(seenByFirst.map((u) => u.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await second.latest('7203')).toMatchObject({ seq: 20, quote: { price: '2820' } });
    expect(await second.latest('6758')).toBeUndefined();
  });
});

describe('market feed leadership', () => {
  it('gives the feed to exactly one process, and to another when the leader leaves', async () => {
    const a = await redisLeadership(redisUrl, namespace, 600);
    const b = await redisLeadership(redisUrl, namespace, 600);
    closers.push(() => b.close());
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    await a.close();
    await until(() => b.isLeader(), 3000);
    expect(b.isLeader()).toBe(true);
  });

  it('stops claiming the feed the moment its lease may have passed, even before its renewal runs', async () => {
    const a = await redisLeadership(redisUrl, `${namespace}-stall`, 300);
    closers.push(() => a.close());
    expect(a.isLeader()).toBe(true);
    // A stalled event loop (a long synchronous warm-up): no renewal can run meanwhile.
    const stallUntil = performance.now() + 400;
    while (performance.now() < stallUntil) {
      // busy
    }
    expect(a.isLeader()).toBe(false);
    // Nobody else took the key: the next renewal takes it back.
    await until(() => a.isLeader(), 3000);
  });
});
