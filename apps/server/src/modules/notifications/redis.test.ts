import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTopic } from '@kabuto/contract';
import { loadConfig } from '../../config';
import { createEventHub } from '../../realtime/event-hub';
import { RedisEventBus, type TopicEvent } from '../../realtime/events';
import { buildTestApp, logInOperator, type TestApp } from '../../test/app';
import { temporaryUploadDir } from '../../test/uploads';
import { until } from '../../test/until';
import { fund, newCustomer } from '../funding/testing';

/**
 * Several processes (ADR 0039): the app that approves a deposit publishes its notice on Redis; the
 * hub of another process, sharing the namespace, hands it to that customer's sockets there and to
 * nobody else's. The Redis at 127.0.0.1:6379 (or REDIS_URL), as in realtime/redis.test.ts.
 */
const redisUrl = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const namespace = `kabuto-notices-${randomBytes(4).toString('hex')}`;
const uploads = temporaryUploadDir();
let t: TestApp;
let otherProcess: RedisEventBus;

beforeAll(async () => {
  const bus = await RedisEventBus.connect(redisUrl, namespace);
  otherProcess = await RedisEventBus.connect(redisUrl, namespace);
  t = await buildTestApp({ eventBus: bus, configure: uploads.configure });
});

afterAll(async () => {
  await t?.close();
  await t?.events.close();
  await otherProcess?.close();
  uploads.remove();
});

/** A socket of the other process: what its hub sends it. */
function fakeSocket() {
  const frames: unknown[] = [];
  const socket = { readyState: 1, send: (text: string) => frames.push(JSON.parse(text)) };
  return { socket: socket as unknown as WebSocket, frames };
}

describe('a notice across processes', () => {
  it("reaches its customer's sockets on another process, and no other customer's", async () => {
    const operators = {
      admin: await logInOperator(t, 'admin'),
      reviewer: await logInOperator(t, 'reviewer'),
    };
    const alice = await newCustomer(t);
    const bob = await newCustomer(t);
    // The other process's hub: each socket joined its own customer's topic.
    // (Its sessions stand for the customers' ids here: the authenticators are tested elsewhere.)
    const hub = createEventHub(otherProcess, (credentials) =>
      Promise.resolve([customerTopic(Number(credentials.token))]),
    );
    const aliceThere = fakeSocket();
    const bobThere = fakeSocket();
    await hub.join(aliceThere.socket, { kind: 'customer', token: String(alice.id) });
    await hub.join(bobThere.socket, { kind: 'customer', token: String(bob.id) });
    const heard: TopicEvent[] = [];
    otherProcess.subscribe((message) => heard.push(message));

    const depositId = await fund(t, alice, '30000', operators);
    await until(() => aliceThere.frames.length === 1, 5_000);
    expect(aliceThere.frames[0]).toEqual({
      type: 'event',
      topic: customerTopic(alice.id),
      event: {
        kind: 'deposit.reviewed',
        depositId,
        outcome: 'approved',
        notificationId: expect.any(Number),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobThere.frames).toEqual([]);
    expect(heard.map((message) => message.topic)).toEqual([customerTopic(alice.id)]);
    hub.close();
  });
});
