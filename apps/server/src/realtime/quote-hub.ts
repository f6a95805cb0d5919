import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import {
  clientMessage,
  MAX_QUOTE_UPDATES_PER_SECOND,
  MAX_SYMBOLS_PER_SOCKET,
  type ServerMessage,
} from '@kabuto/contract';
import type { Clock } from '../platform/clock';
import type { QuoteBus, QuoteUpdate } from './quote-bus';

/** A socket that has this much unsent data is too slow: it skips updates until it catches up. */
const SLOW_CONSUMER_BYTES = 1 << 20;
const OPEN = 1;

export type QuoteHubOptions = {
  bus: QuoteBus;
  clock: Clock;
  /** Whether a symbol exists (subscribing to an unknown one answers an error). */
  isKnownSymbol: (symbol: string) => boolean;
  /** The quote to show when nothing has been published yet for a symbol (for example after a restart). */
  currentQuote: (symbol: string) => QuoteUpdate | undefined;
};

/**
 * Fans quote updates out to this process's sockets. Each update is serialised once per symbol and
 * the same text goes to every subscriber; updates for one symbol go out at most
 * MAX_QUOTE_UPDATES_PER_SECOND times a second, conflated to the latest in between.
 */
export function createQuoteHub(options: QuoteHubOptions) {
  const minimumGapMs = 1000 / MAX_QUOTE_UPDATES_PER_SECOND;
  const subscribersBySymbol = new Map<string, Set<WebSocket>>();
  const lastSentMsBySymbol = new Map<string, number>();
  const pendingBySymbol = new Map<string, QuoteUpdate>();
  const timers = new Map<string, NodeJS.Timeout>();

  /** A Buffer is encoded once for every socket; `binary: false` keeps it a text frame. */
  function send(socket: WebSocket, payload: string | Buffer): void {
    if (socket.readyState !== OPEN || socket.bufferedAmount > SLOW_CONSUMER_BYTES) return;
    socket.send(payload, { binary: false });
  }

  function emit(update: QuoteUpdate): void {
    // Throttling is about wall time on this machine, not market time: a monotonic clock.
    lastSentMsBySymbol.set(update.symbol, performance.now());
    const subscribers = subscribersBySymbol.get(update.symbol);
    if (!subscribers || subscribers.size === 0) return;
    const message: ServerMessage = { type: 'quote', ...update };
    // Serialised and UTF-8 encoded once, whatever the number of subscribers (bench/quotes).
    const payload = Buffer.from(JSON.stringify(message));
    for (const socket of subscribers) send(socket, payload);
  }

  function onUpdate(update: QuoteUpdate): void {
    if (!subscribersBySymbol.has(update.symbol)) return;
    const sinceLastMs = performance.now() - (lastSentMsBySymbol.get(update.symbol) ?? -Infinity);
    if (sinceLastMs >= minimumGapMs && !timers.has(update.symbol)) {
      emit(update);
      return;
    }
    pendingBySymbol.set(update.symbol, update);
    if (timers.has(update.symbol)) return;
    const timer = setTimeout(
      () => {
        timers.delete(update.symbol);
        const pending = pendingBySymbol.get(update.symbol);
        pendingBySymbol.delete(update.symbol);
        if (pending) emit(pending);
      },
      Math.max(0, minimumGapMs - sinceLastMs),
    );
    timers.set(update.symbol, timer);
  }

  const unsubscribeFromBus = options.bus.subscribe(onUpdate);

  async function sendSnapshot(socket: WebSocket, symbol: string): Promise<void> {
    const latest = (await options.bus.latest(symbol)) ?? options.currentQuote(symbol);
    if (!latest) return;
    const message: ServerMessage = { type: 'snapshot', ...latest };
    send(socket, JSON.stringify(message));
  }

  function sendError(socket: WebSocket, msg: string, symbol?: string): void {
    const message: ServerMessage =
      symbol === undefined ? { type: 'error', msg } : { type: 'error', msg, symbol };
    send(socket, JSON.stringify(message));
  }

  /** Serves one socket until it closes. */
  function attach(socket: WebSocket): void {
    const mine = new Set<string>();
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      let parsed: unknown;
      try {
        parsed = isBinary ? undefined : JSON.parse(raw.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      const result = clientMessage.safeParse(parsed);
      if (!result.success) {
        sendError(socket, 'invalid_params');
        return;
      }
      const message = result.data;
      if (message.op === 'ping') {
        const pong: ServerMessage = { type: 'pong', time: options.clock.now().toISOString() };
        send(socket, JSON.stringify(pong));
        return;
      }
      for (const symbol of message.symbols) {
        if (message.op === 'unsubscribe') {
          mine.delete(symbol);
          subscribersBySymbol.get(symbol)?.delete(socket);
          continue;
        }
        if (!options.isKnownSymbol(symbol)) {
          sendError(socket, 'product_unavailable', symbol);
          continue;
        }
        if (!mine.has(symbol) && mine.size >= MAX_SYMBOLS_PER_SOCKET) {
          sendError(socket, 'too_frequent', symbol);
          continue;
        }
        mine.add(symbol);
        let subscribers = subscribersBySymbol.get(symbol);
        if (!subscribers) {
          subscribers = new Set();
          subscribersBySymbol.set(symbol, subscribers);
        }
        subscribers.add(socket);
        // Every (re)subscribe gets the latest quote at once, so nobody keeps showing an old price.
        sendSnapshot(socket, symbol).catch(() => sendError(socket, 'system_busy', symbol));
      }
    });
    socket.on('close', () => {
      for (const symbol of mine) {
        const subscribers = subscribersBySymbol.get(symbol);
        subscribers?.delete(socket);
        if (subscribers?.size === 0) subscribersBySymbol.delete(symbol);
      }
      mine.clear();
    });
  }

  function close(): void {
    unsubscribeFromBus();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  return {
    attach,
    close,
    subscriberCount: () => [...subscribersBySymbol.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type QuoteHub = ReturnType<typeof createQuoteHub>;
