import { Redis } from 'ioredis';
import type { RealtimeEvent } from '@kabuto/contract';

/**
 * Events for customers and operators (docs/realtime.md, ADR 0035), by topic: `customer:<id>` for
 * one customer's sockets, `operators:support` for the support desk's. Published by the process
 * that made the change, after its transaction committed; delivered to every process's hub, which
 * sends each event to the sockets that authenticated for its topic. Like the quote bus: in-process
 * alone, Redis pub/sub with REDIS_URL. Delivery is at most once: a client refetches on reconnect.
 */
export type TopicEvent = { topic: string; event: RealtimeEvent };
export type TopicListener = (message: TopicEvent) => void;

export interface EventBus {
  publish(topic: string, event: RealtimeEvent): Promise<void>;
  subscribe(listener: TopicListener): () => void;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<TopicListener>();

  publish(topic: string, event: RealtimeEvent): Promise<void> {
    for (const listener of this.listeners) listener({ topic, event });
    return Promise.resolve();
  }

  subscribe(listener: TopicListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}

export class RedisEventBus implements EventBus {
  private readonly listeners = new Set<TopicListener>();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    this.subscriber.on('message', (_channel: string, message: string) => {
      const parsed = JSON.parse(message) as TopicEvent;
      for (const listener of this.listeners) listener(parsed);
    });
  }

  /** `namespace` keeps deployments (and test runs) sharing one Redis apart. */
  static async connect(redisUrl: string, namespace = 'kabuto'): Promise<RedisEventBus> {
    const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    const channel = `${namespace}:events`;
    await subscriber.subscribe(channel);
    return new RedisEventBus(publisher, subscriber, channel);
  }

  async publish(topic: string, event: RealtimeEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify({ topic, event }));
  }

  subscribe(listener: TopicListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => undefined);
  }
}
