import { Redis } from 'ioredis';

/**
 * One quote update as it travels between processes: the symbol, its per-symbol sequence number,
 * the market time it describes, and the quote itself (opaque here: the hub never looks inside).
 */
export type QuoteUpdate<Quote = unknown> = { symbol: string; seq: number; time: string; quote: Quote };

export type QuoteListener = (update: QuoteUpdate) => void;

/**
 * Carries quote updates from the one process that produces them to every process that serves
 * sockets. In one process it is a plain in-memory fan-out; with REDIS_URL it is Redis pub/sub, so N
 * stateless API processes all see the same stream.
 */
export interface QuoteBus {
  publish(update: QuoteUpdate): Promise<void>;
  /** The last update published for a symbol, from any process: what a new subscriber sees first. */
  latest(symbol: string): Promise<QuoteUpdate | undefined>;
  subscribe(listener: QuoteListener): () => void;
  close(): Promise<void>;
}

export class InProcessQuoteBus implements QuoteBus {
  private readonly listeners = new Set<QuoteListener>();
  private readonly latestBySymbol = new Map<string, QuoteUpdate>();

  publish(update: QuoteUpdate): Promise<void> {
    this.latestBySymbol.set(update.symbol, update);
    for (const listener of this.listeners) listener(update);
    return Promise.resolve();
  }

  latest(symbol: string): Promise<QuoteUpdate | undefined> {
    return Promise.resolve(this.latestBySymbol.get(symbol));
  }

  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}


export class RedisQuoteBus implements QuoteBus {
  private readonly listeners = new Set<QuoteListener>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly latestHash: string;
  private readonly channel: string;

  private constructor(publisher: Redis, subscriber: Redis, namespace: string) {
    this.publisher = publisher;
    this.subscriber = subscriber;
    this.channel = `${namespace}:quotes`;
    this.latestHash = `${namespace}:quotes:latest`;
    this.subscriber.on('message', (_channel: string, message: string) => {
      const update = JSON.parse(message) as QuoteUpdate;
      for (const listener of this.listeners) listener(update);
    });
  }

  /** `namespace` keeps deployments (and test runs) sharing one Redis apart. */
  static async connect(redisUrl: string, namespace = 'kabuto'): Promise<RedisQuoteBus> {
    const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(`${namespace}:quotes`);
    return new RedisQuoteBus(publisher, subscriber, namespace);
  }

  async publish(update: QuoteUpdate): Promise<void> {
    const message = JSON.stringify(update);
    // Store, then announce, in one round trip: a subscriber that reads `latest` after hearing an
    // update never sees an older one.
    await this.publisher.multi().hset(this.latestHash, update.symbol, message).publish(this.channel, message).exec();
  }

  async latest(symbol: string): Promise<QuoteUpdate | undefined> {
    const message = await this.publisher.hget(this.latestHash, symbol);
    return message ? (JSON.parse(message) as QuoteUpdate) : undefined;
  }

  subscribe(listener: QuoteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => undefined);
  }
}
