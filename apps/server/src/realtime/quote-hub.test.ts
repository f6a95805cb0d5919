import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket from 'ws';
import { MAX_SYMBOLS_PER_SOCKET, WS_CLOSE } from '@kabuto/contract';
import { UnauthorizedError } from '../platform/app-error';
import { ManualClock } from '../platform/clock';
import { InProcessQuoteBus, type QuoteUpdate } from './quote-bus';
import { createQuoteHub, type QuoteHub } from './quote-hub';
import { registerRealtimeRoutes } from './routes';
import { until } from '../test/until';

let app: FastifyInstance;
let bus: InProcessQuoteBus;
let hub: QuoteHub;
let url: string;

function update(symbol: string, seq: number, price: string): QuoteUpdate {
  return {
    symbol,
    seq,
    time: new Date(Date.UTC(2026, 10, 20, 0, 0, seq)).toISOString(),
    quote: { price },
  };
}

beforeAll(async () => {
  bus = new InProcessQuoteBus();
  hub = createQuoteHub({
    bus,
    clock: new ManualClock(),
    // X000…X999 stand in for a market large enough to reach the per-socket subscription cap.
    isKnownSymbol: (symbol) => ['7203', '6758', '9984'].includes(symbol) || /^X\d{3}$/.test(symbol),
    currentQuote: (symbol) => (symbol === '9984' ? update('9984', 0, '9000') : undefined),
  });
  app = Fastify();
  await app.register(websocket);
  // Sessions on the real database are covered by socket-limits.test.ts; here only a failing lookup.
  registerRealtimeRoutes(app, hub, (request) =>
    Promise.reject(
      request.headers.token === 'db-down' ? new Error('database down') : new UnauthorizedError(),
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/api/ws`;
});

afterAll(async () => {
  hub.close();
  await app.close();
});

type Item = { symbol: string; seq: number; time: string; quote: { price: string } };
type Received = {
  type: string;
  symbol?: string;
  seq?: number;
  msg?: string;
  quote?: { price: string };
  items?: Item[];
};

async function connect() {
  const socket = new WebSocket(url);
  const received: Received[] = [];
  socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as Received));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, send: (message: unknown) => socket.send(JSON.stringify(message)) };
}

describe('quote hub over /api/ws', () => {
  it('answers every (re)subscribe with a snapshot of the latest quote, then live updates', async () => {
    await bus.publish(update('7203', 1, '2800'));
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['7203', '9984'] });
    await until(() => client.received.length >= 2);
    expect(client.received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'snapshot',
          symbol: '7203',
          seq: 1,
          quote: { price: '2800' },
        }),
        expect.objectContaining({ type: 'snapshot', symbol: '9984', seq: 0 }),
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bus.publish(update('7203', 2, '2801'));
    await until(() => client.received.some((m) => m.type === 'quote' && m.seq === 2));

    client.send({ op: 'subscribe', symbols: ['7203'] });
    await until(
      () =>
        client.received.filter((m) => m.type === 'snapshot' && m.symbol === '7203').length === 2,
    );
    expect(client.received.at(-1)).toMatchObject({ type: 'snapshot', seq: 2 });
    client.socket.close();
  });

  it('sends at most four updates a second per symbol, conflated to the latest', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['6758'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    for (let seq = 1; seq <= 100; seq += 1) {
      await bus.publish(update('6758', seq, String(3500 + seq)));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const elapsedSeconds = (Date.now() - started) / 1000;
    await until(() => client.received.some((m) => m.type === 'quote' && m.seq === 100));
    const quotes = client.received.filter((m) => m.type === 'quote');
    expect(quotes.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds * 4) + 2);
    expect(quotes.length).toBeGreaterThan(1);
    const seqs = quotes.map((m) => m.seq ?? 0);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(quotes.at(-1)?.quote?.price).toBe('3600');
    client.socket.close();
  });

  it('sends a socket the updates published in one turn as one frame', async () => {
    const all = await connect();
    const one = await connect();
    const before = hub.stats().subscriptions;
    all.send({ op: 'subscribe', symbols: ['X300', 'X301', 'X302'] });
    one.send({ op: 'subscribe', symbols: ['X301'] });
    await until(() => hub.stats().subscriptions === before + 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const framesBefore = { all: all.received.length, one: one.received.length };
    // The feed publishes a tick's updates synchronously, one after another.
    void bus.publish(update('X300', 1, '100'));
    void bus.publish(update('X301', 1, '101'));
    void bus.publish(update('X302', 1, '102'));
    await until(
      () => all.received.length > framesBefore.all && one.received.length > framesBefore.one,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(all.received.slice(framesBefore.all)).toEqual([
      {
        type: 'quotes',
        items: [update('X300', 1, '100'), update('X301', 1, '101'), update('X302', 1, '102')],
      },
    ]);
    // A socket with one update in the turn gets it as a plain live update.
    expect(one.received.slice(framesBefore.one)).toEqual([
      { type: 'quote', ...update('X301', 1, '101') },
    ]);
    all.socket.close();
    one.socket.close();
    await until(() => hub.stats().sockets === 0);
  });

  it('keeps a tick in one frame when the feed ticks at the per-symbol gap (timer jitter)', async () => {
    const client = await connect();
    const before = hub.stats().subscriptions;
    client.send({ op: 'subscribe', symbols: ['X310', 'X311'] });
    await until(() => hub.stats().subscriptions === before + 2);
    void bus.publish(update('X310', 1, '310'));
    // The next tick, a hair early for X310's 250 ms, also brings X311's first update.
    await new Promise((resolve) => setTimeout(resolve, 245));
    await until(() => client.received.length === 1);
    void bus.publish(update('X310', 2, '310.5'));
    void bus.publish(update('X311', 1, '311'));
    await until(() => client.received.some((m) => m.items?.length === 2 || m.symbol === 'X311'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.received.slice(1)).toEqual([
      { type: 'quotes', items: [update('X310', 2, '310.5'), update('X311', 1, '311')] },
    ]);
    client.socket.close();
    await until(() => hub.stats().sockets === 0);
  });

  it('skips a socket with over 1 MiB unsent until it drains; it then sees a seq gap, not a stale price', async () => {
    const client = await connect();
    const symbols = Array.from({ length: 20 }, (_, i) => `X${400 + i}`);
    const before = hub.stats().subscriptions;
    client.send({ op: 'subscribe', symbols: [...symbols, 'X499'] });
    await until(() => hub.stats().subscriptions === before + symbols.length + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.socket.pause();
    // 20 turns of 2 MB each: more than the kernel's buffers hold for a socket that does not read.
    const big = 'x'.repeat(2_000_000);
    for (const symbol of symbols) {
      await bus.publish(update(symbol, 1, big));
      await new Promise((resolve) => setImmediate(resolve));
    }
    client.socket.resume();
    await until(() => client.received.some((m) => m.symbol === symbols[0] && m.type === 'quote'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const delivered = new Set(
      client.received.filter((m) => m.type === 'quote').map((m) => m.symbol),
    );
    expect(delivered.size).toBeGreaterThan(0);
    expect(delivered.size).toBeLessThan(symbols.length);
    // Drained: the next update arrives.
    await bus.publish(update('X499', 1, '299'));
    await until(() => client.received.some((m) => m.symbol === 'X499'));
    client.socket.close();
    await until(() => hub.stats().sockets === 0);
  }, 20_000);

  it('stops sending to a socket after unsubscribe or close', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['9984'] });
    await until(() => client.received.length === 1);
    client.send({ op: 'unsubscribe', symbols: ['9984'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bus.publish(update('9984', 5, '9100'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received.filter((m) => m.type === 'quote')).toHaveLength(0);
    client.socket.close();
    await until(() => hub.subscriberCount() === 0);
  });

  it('refuses unknown symbols and malformed messages with catalogue keys', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['0000'] });
    client.socket.send('not json');
    client.send({ op: 'dance' });
    await until(() => client.received.length === 3);
    expect(client.received[0]).toEqual({
      type: 'error',
      msg: 'product_unavailable',
      symbol: '0000',
    });
    expect(client.received.slice(1)).toEqual([
      { type: 'error', msg: 'invalid_params' },
      { type: 'error', msg: 'invalid_params' },
    ]);
    client.socket.close();
  });

  it('refuses subscriptions past MAX_SYMBOLS_PER_SOCKET and keeps the socket open', async () => {
    const client = await connect();
    const symbols = Array.from(
      { length: MAX_SYMBOLS_PER_SOCKET + 1 },
      (_, i) => `X${String(i).padStart(3, '0')}`,
    );
    // 50 a message, the contract's largest list.
    for (let start = 0; start < symbols.length; start += 50) {
      client.send({ op: 'subscribe', symbols: symbols.slice(start, start + 50) });
    }
    await until(() => client.received.length === 1);
    expect(client.received[0]).toEqual({
      type: 'error',
      msg: 'too_frequent',
      symbol: symbols.at(-1),
    });
    expect(hub.stats().subscriptions).toBe(MAX_SYMBOLS_PER_SOCKET);
    // Re-subscribing to one it holds is not a new subscription.
    client.send({ op: 'ping' });
    client.send({ op: 'subscribe', symbols: [symbols[0]] });
    await until(() => client.received.some((m) => m.type === 'pong'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.received.filter((m) => m.type === 'error')).toHaveLength(1);
    client.socket.close();
    await until(() => hub.stats().sockets === 0);
    expect(hub.stats()).toEqual({ sockets: 0, addresses: 0, sessions: 0, subscriptions: 0 });
  });

  it('closes a socket whose session cannot be checked with system_busy, not as anonymous', async () => {
    const socket = new WebSocket(url, { headers: { token: 'db-down' } });
    const [code, reason] = await new Promise<[number, Buffer]>((resolve) =>
      socket.once('close', (...args) => resolve(args)),
    );
    expect({ code, reason: reason.toString() }).toEqual({
      code: WS_CLOSE.sessionCheckFailed.code,
      reason: 'system_busy',
    });
    expect(hub.stats().sockets).toBe(0);
  });
});
