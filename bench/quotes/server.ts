/**
 * The serving side of bench/quotes, in its own process (started by run.ts; never run by hand):
 *
 *   node --import tsx bench/quotes/server.ts <kabuto|naive> <symbols> <updates per symbol per second> <burst|staggered>
 *
 * - kabuto: the real fan-out. A bare Fastify with @fastify/websocket (the options app.ts uses),
 *   createQuoteHub over an InProcessQuoteBus, and registerRealtimeRoutes: /api/ws exactly as the app
 *   serves it, without the database and the market.
 * - naive: a plain `ws` WebSocketServer that, for each update, loops over all its clients and sends
 *   each one `JSON.stringify` of the message.
 *
 * Both publish the same synthetic schedule when told to: each symbol `rate` times a second, either
 * all symbols at the same instants (burst: what the market feed does, one update per changed symbol
 * on each tick) or spread evenly (staggered). Each update's own `time` is the wall-clock time it
 * was due (so a server too busy to publish on time shows in the age clients measure). Listens on 127.0.0.1 only, and
 * exits when run.ts says so, when run.ts goes away, or after five minutes whatever happens.
 */
import { createServer } from 'node:http';
// Types only: registerRealtimeRoutes hides its route from the API docs (`schema.hide` comes from swagger).
import type {} from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { MAX_QUOTE_UPDATES_PER_SECOND } from '@kabuto/contract';
import { systemClock } from '../../apps/server/src/platform/clock';
import { InProcessQuoteBus, type QuoteUpdate } from '../../apps/server/src/realtime/quote-bus';
import { createQuoteHub } from '../../apps/server/src/realtime/quote-hub';
import { registerRealtimeRoutes } from '../../apps/server/src/realtime/routes';
import { symbolCodes, syntheticUpdate, type ServerCommand, type ServerReply } from './protocol';

const HOST = '127.0.0.1';

type Serving = {
  port: number;
  publish: (update: QuoteUpdate) => void;
  subscriptions: () => number;
  close: () => Promise<void>;
};

async function serveKabuto(symbols: readonly string[]): Promise<Serving> {
  const known = new Set(symbols);
  const bus = new InProcessQuoteBus();
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const hub = createQuoteHub({
    bus,
    clock: systemClock,
    isKnownSymbol: (symbol) => known.has(symbol),
    currentQuote: (symbol) => syntheticUpdate(symbol, symbols.indexOf(symbol), 0, Date.now()),
    // Every benchmark socket comes from 127.0.0.1: the per-address cap would refuse all but 20.
    limits: { socketsPerAddress: 1_000_000 },
  });
  app.addHook('onClose', () => hub.close());
  registerRealtimeRoutes(app, hub, () => Promise.reject(new Error('the bench sends no token')));
  await app.listen({ host: HOST, port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    publish: (update) => {
      bus.publish(update).catch((error: unknown) => console.error(error));
    },
    subscriptions: () => hub.subscriberCount(),
    close: () => app.close(),
  };
}

async function serveNaive(symbols: readonly string[]): Promise<Serving> {
  const server = createServer((_request, response) => response.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/api/ws', maxPayload: 16 * 1024 });
  const subscribed = new Set<WebSocket>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as { op?: string };
      if (message.op === 'subscribe') subscribed.add(socket);
    });
    socket.on('close', () => subscribed.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    // The textbook broadcast: every client, one JSON.stringify each.
    publish: (update) => {
      for (const client of wss.clients) {
        if (client.readyState === WebSocket.OPEN)
          client.send(JSON.stringify({ type: 'quote', ...update }));
      }
    },
    subscriptions: () => subscribed.size * symbols.length,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function reply(message: ServerReply): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const [mode, symbolCount, updatesPerSecond, pattern] = process.argv.slice(2);
  if ((mode !== 'kabuto' && mode !== 'naive') || !process.send) {
    throw new Error(
      'started by bench/quotes/run.ts only: server.ts <kabuto|naive> <symbols> <rate> <burst|staggered>',
    );
  }
  const symbols = symbolCodes(Number(symbolCount));
  const rate = Number(updatesPerSecond);
  const serving = mode === 'kabuto' ? await serveKabuto(symbols) : await serveNaive(symbols);
  const seqBySymbol = symbols.map(() => 0);

  /**
   * Publishes the schedule's updates due in [from, until), then reports. A publisher that wakes up
   * late (its server's event loop was busy) publishes each due symbol once, stamped with the time it
   * was due, and schedules that symbol's next update a period later but never sooner than the hub's
   * minimum gap after now, as the market feed's setInterval does after a late tick. So the hub's
   * conflation never has anything to drop, and a server too busy to keep up is offered fewer updates
   * (counted as skipped), and its quotes arrive older.
   */
  function publishWindow(from: number, until: number): void {
    const periodMs = 1000 / rate;
    const minimumGapMs = 1000 / MAX_QUOTE_UPDATES_PER_SECOND + 25;
    // burst: every symbol at the same instants, as the market feed's tick emits them; staggered: spread evenly.
    const firstDue = symbols.map(
      (_, index) => from + (pattern === 'staggered' ? (index * periodMs) / symbols.length : 0),
    );
    const scheduled = firstDue.reduce(
      (total, due) => total + Math.ceil((until - due) / periodMs),
      0,
    );
    const nextDue = [...firstDue];
    let published = 0;
    let lateMs = 0;
    let cpuBefore: NodeJS.CpuUsage | undefined;
    const tick = () => {
      cpuBefore ??= process.cpuUsage();
      const now = Date.now();
      for (let index = 0; index < symbols.length; index += 1) {
        const due = nextDue[index]!;
        if (due > now || due >= until) continue;
        lateMs = Math.max(lateMs, now - due);
        seqBySymbol[index]! += 1;
        serving.publish(
          syntheticUpdate(symbols[index]!, index, seqBySymbol[index]!, Math.floor(due)),
        );
        published += 1;
        nextDue[index] = Math.max(due + periodMs, now + minimumGapMs);
      }
      const soonest = Math.min(...nextDue);
      if (soonest < until) {
        setTimeout(tick, Math.max(0, soonest - Date.now()));
        return;
      }
      // The sends of the last update are queued; CPU is counted up to the end of the window.
      setTimeout(
        () => {
          const cpu = process.cpuUsage(cpuBefore);
          reply({
            type: 'published',
            updates: published,
            skipped: scheduled - published,
            cpuMs: (cpu.user + cpu.system) / 1000,
            lateMs: Math.round(lateMs),
          });
        },
        Math.max(0, until - Date.now()),
      );
    };
    setTimeout(tick, Math.max(0, from - Date.now()));
  }

  process.on('message', (command: ServerCommand) => {
    if (command.type === 'publish') publishWindow(command.from, command.until);
    else if (command.type === 'stats')
      reply({ type: 'stats', subscriptions: serving.subscriptions() });
    else if (command.type === 'exit') void serving.close().finally(() => process.exit(0));
  });
  process.on('disconnect', () => process.exit(0));
  reply({ type: 'ready', port: serving.port });
}

setTimeout(() => process.exit(3), 5 * 60_000).unref();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
