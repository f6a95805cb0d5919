import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { customerTopic } from '@kabuto/contract';
import { loadConfig } from '../config';
import { redisLeadership } from './feed-leader';
import { RedisQuoteBus, type QuoteUpdate } from './quote-bus';
import { RedisEventBus } from './events';
import { createEventHub } from './event-hub';
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
    closers.push(
      () => publisher.close(),
      () => first.close(),
      () => second.close(),
    );
    const seenByFirst: QuoteUpdate[] = [];
    const seenBySecond: QuoteUpdate[] = [];
    first.subscribe((u) => seenByFirst.push(u));
    second.subscribe((u) => seenBySecond.push(u));
    for (let seq = 1; seq <= 20; seq += 1) {
      await publisher.publish({
        symbol: '7203',
        seq,
        time: new Date(seq * 1000).toISOString(),
        quote: { price: `${2800 + seq}` },
      });
    }
    await until(() => seenByFirst.length === 20 && seenBySecond.length === 20);
    expect(seenBySecond).toEqual(seenByFirst);
    expect(seenByFirst.map((u) => u.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await second.latest('7203')).toMatchObject({ seq: 20, quote: { price: '2820' } });
    expect(await second.latest('6758')).toBeUndefined();
  });
});

describe('Redis event bus', () => {
  /** A socket as the hub sees it: open, and keeping what it is sent. */
  function fakeSocket() {
    const frames: unknown[] = [];
    const socket = { readyState: 1, send: (frame: string) => frames.push(JSON.parse(frame)) };
    return { socket: socket as unknown as WebSocket, frames };
  }

  it("carries a customer's event from the process that made it to that customer's sockets only, on every process", async () => {
    const eventsNamespace = `${namespace}-events`;
    const busA = await RedisEventBus.connect(redisUrl, eventsNamespace);
    const busB = await RedisEventBus.connect(redisUrl, eventsNamespace);
    closers.push(
      () => busA.close(),
      () => busB.close(),
    );
    // Token "one" is customer 1's session, "two" customer 2's; anything else is no session.
    const authorize = (credentials: { token: string }) =>
      Promise.resolve(
        credentials.token === 'one'
          ? [customerTopic(1)]
          : credentials.token === 'two'
            ? [customerTopic(2)]
            : undefined,
      );
    const hubA = createEventHub(busA, authorize);
    const hubB = createEventHub(busB, authorize);
    const oneOnA = fakeSocket();
    const twoOnA = fakeSocket();
    const oneOnB = fakeSocket();
    const strangerOnB = fakeSocket();
    expect(await hubA.join(oneOnA.socket, { kind: 'customer', token: 'one' })).toMatchObject({
      type: 'authed',
    });
    await hubA.join(twoOnA.socket, { kind: 'customer', token: 'two' });
    await hubB.join(oneOnB.socket, { kind: 'customer', token: 'one' });
    expect(await hubB.join(strangerOnB.socket, { kind: 'customer', token: 'forged' })).toEqual({
      type: 'error',
      msg: 'unauthorized',
    });

    // Process B makes a change for customer 1: both of customer 1's sockets hear it, on A and on B.
    await busB.publish(customerTopic(1), {
      kind: 'support.message',
      conversationId: 7,
      messageId: 70,
    });
    await until(() => oneOnA.frames.length === 1 && oneOnB.frames.length === 1);
    const expected = {
      type: 'event',
      topic: 'customer:1',
      event: { kind: 'support.message', conversationId: 7, messageId: 70 },
    };
    expect(oneOnA.frames).toEqual([expected]);
    expect(oneOnB.frames).toEqual([expected]);

    // Then one for customer 2, made on A: only customer 2's socket hears it; nobody else heard either.
    await busA.publish(customerTopic(2), { kind: 'support.conversation', conversationId: 8 });
    await until(() => twoOnA.frames.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(twoOnA.frames).toEqual([
      {
        type: 'event',
        topic: 'customer:2',
        event: { kind: 'support.conversation', conversationId: 8 },
      },
    ]);
    expect(oneOnA.frames).toHaveLength(1);
    expect(oneOnB.frames).toHaveLength(1);
    expect(strangerOnB.frames).toEqual([]);

    // A socket that leaves hears nothing more.
    hubB.leave(oneOnB.socket);
    await busA.publish(customerTopic(1), { kind: 'support.conversation', conversationId: 7 });
    await until(() => oneOnA.frames.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(oneOnB.frames).toHaveLength(1);
    hubA.close();
    hubB.close();
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
