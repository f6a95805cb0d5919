import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import {
  type ClientMessage,
  clientMessage,
  MAX_QUOTE_UPDATES_PER_SECOND,
  MAX_SYMBOLS_PER_SOCKET,
  type ServerMessage,
  type WsCloseName,
} from '@kabuto/contract';
import type { Clock } from '../platform/clock';
import type { EventHub } from './event-hub';
import type { QuoteBus, QuoteUpdate } from './quote-bus';
import {
  closeWith,
  messageBucket,
  SocketCounter,
  socketLimits,
  type SocketLimits,
} from './socket-limits';

/** A socket that has this much unsent data is too slow: it skips updates until it catches up. */
const SLOW_CONSUMER_BYTES = 1 << 20;
const OPEN = 1;
/**
 * An update this much earlier than its symbol's minimum gap still goes out at once. The market
 * feed ticks every 250 ms, the same as the gap: without this, timer jitter would hold some of a
 * tick's updates back by a millisecond and split the tick into two frames.
 */
const TICK_JITTER_MS = 10;

type QuoteItem = Extract<ServerMessage, { type: 'quotes' }>['items'][number];

/**
 * The updates one socket gets in this event-loop turn, in order: a path in a trie of the turn's
 * updates, each held as its JSON (`{"symbol","seq","time","quote"}`, serialised once for every
 * socket). Sockets that get the same updates in the same order share one node, so its frame is
 * built and UTF-8 encoded once for all of them (the usual case: many screens watch one list).
 */
type Batch = {
  parent: Batch | null;
  last: string | null;
  next: Map<string, Batch>;
  frame?: Buffer;
};

const emptyBatch = (): Batch => ({ parent: null, last: null, next: new Map() });

/**
 * The one text frame for a batch: a plain `quote` message for a single update, else
 * `{"type":"quotes","items":[…]}` with the items in the order they were published. Built by
 * concatenating each update's JSON, which was serialised once.
 */
function frameOf(batch: Batch): Buffer {
  if (batch.frame) return batch.frame;
  const items: string[] = [];
  for (let at: Batch | null = batch; at?.last; at = at.parent) items.push(at.last);
  items.reverse();
  const text =
    items.length === 1
      ? `{"type":"quote",${items[0]!.slice(1)}`
      : `{"type":"quotes","items":[${items.join(',')}]}`;
  batch.frame = Buffer.from(text);
  return batch.frame;
}

export type QuoteHubOptions = {
  bus: QuoteBus;
  clock: Clock;
  /** Whether a symbol exists (subscribing to an unknown one answers an error). */
  isKnownSymbol: (symbol: string) => boolean;
  /** The quote to show when nothing has been published yet for a symbol (for example after a restart). */
  currentQuote: (symbol: string) => QuoteUpdate | undefined;
  /** Caps on sockets and messages (socket-limits.ts); unset ones take DEFAULT_SOCKET_LIMITS. */
  limits?: Partial<SocketLimits>;
  /** Customer and operator events on the same socket (`auth` messages); none: refused. */
  events?: EventHub;
};

/** Who is at the other end of a socket, as far as the upgrade request told (routes.ts). */
export type SocketPeer = {
  /** `request.ip` at upgrade. */
  address: string;
  /** The customer session the upgrade's `token` header resolved to; none for an anonymous socket. */
  sessionId?: number;
  /** A reason known before the upgrade to refuse the socket (an invalid token). */
  refusal?: WsCloseName;
};

/**
 * Fans quote updates out to this process's sockets. Each update is serialised once, whatever the
 * number of subscribers. The updates a socket is due in one event-loop turn (the feed publishes a
 * tick's updates synchronously) go out together in one `setImmediate`, as one text frame per
 * socket: one write per socket per tick, not one per update (docs/adr/0023). Updates for one
 * symbol go out at most MAX_QUOTE_UPDATES_PER_SECOND times a second, conflated to the latest in
 * between.
 */
export function createQuoteHub(options: QuoteHubOptions) {
  const minimumGapMs = 1000 / MAX_QUOTE_UPDATES_PER_SECOND;
  const subscribersBySymbol = new Map<string, Set<WebSocket>>();
  const lastSentMsBySymbol = new Map<string, number>();
  const pendingBySymbol = new Map<string, QuoteUpdate>();
  const timers = new Map<string, NodeJS.Timeout>();
  const limits = socketLimits(options.limits);
  const socketsByAddress = new SocketCounter<string>();
  const socketsBySession = new SocketCounter<number>();
  let openSockets = 0;
  /** This turn's updates per socket, sent by `flush`; `root` is the empty path all batches start from. */
  let batches = new Map<WebSocket, Batch>();
  let root = emptyBatch();
  let flushing: NodeJS.Immediate | null = null;

  /** A Buffer is encoded once for every socket; `binary: false` keeps it a text frame. */
  function send(socket: WebSocket, payload: string | Buffer): void {
    if (socket.readyState !== OPEN || socket.bufferedAmount > SLOW_CONSUMER_BYTES) return;
    socket.send(payload, { binary: false });
  }

  /**
   * One frame to each socket that has updates this turn. `setImmediate` runs after every I/O and
   * timer callback of the turn (a Redis bus delivers a tick as separate messages; conflation timers
   * due together fire in one timers phase), where `process.nextTick` would run after each of them.
   */
  function flush(): void {
    flushing = null;
    const due = batches;
    batches = new Map();
    root = emptyBatch();
    for (const [socket, batch] of due) send(socket, frameOf(batch));
  }

  function emit(update: QuoteUpdate): void {
    // Throttling is about wall time on this machine, not market time: a monotonic clock.
    lastSentMsBySymbol.set(update.symbol, performance.now());
    const subscribers = subscribersBySymbol.get(update.symbol);
    if (!subscribers || subscribers.size === 0) return;
    const { symbol, seq, time, quote } = update;
    const item: QuoteItem = { symbol, seq, time, quote };
    // Serialised once, whatever the number of subscribers (bench/quotes).
    const json = JSON.stringify(item);
    for (const socket of subscribers) {
      const before = batches.get(socket) ?? root;
      let after = before.next.get(json);
      if (!after) {
        after = { parent: before, last: json, next: new Map() };
        before.next.set(json, after);
      }
      batches.set(socket, after);
    }
    flushing ??= setImmediate(flush);
  }

  function onUpdate(update: QuoteUpdate): void {
    if (!subscribersBySymbol.has(update.symbol)) return;
    const sinceLastMs = performance.now() - (lastSentMsBySymbol.get(update.symbol) ?? -Infinity);
    if (sinceLastMs >= minimumGapMs - TICK_JITTER_MS && !timers.has(update.symbol)) {
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

  /** An `auth` message: the socket's events from now on are those of the session it names. */
  function joinTopics(
    socket: WebSocket,
    message: Extract<ClientMessage, { op: 'auth' | 'authOperator' }>,
  ): void {
    if (!options.events) {
      sendError(socket, 'invalid_params');
      return;
    }
    const credentials =
      message.op === 'auth'
        ? { kind: 'customer' as const, token: message.token, account: message.account }
        : { kind: 'operator' as const, token: message.operatorToken };
    options.events
      .join(socket, credentials)
      .then((answer) => send(socket, JSON.stringify(answer)))
      .catch(() => sendError(socket, 'system_busy'));
  }

  function sendError(socket: WebSocket, msg: string, symbol?: string): void {
    const message: ServerMessage =
      symbol === undefined ? { type: 'error', msg } : { type: 'error', msg, symbol };
    send(socket, JSON.stringify(message));
  }

  /** Whether one more socket from this address would be admitted (lets routes.ts skip a session lookup). */
  function hasRoomFor(address: string): boolean {
    return socketsByAddress.count(address) < limits.socketsPerAddress;
  }

  /** Why this socket may not join, if it may not. */
  function refusalFor(peer: SocketPeer): WsCloseName | undefined {
    if (peer.refusal) return peer.refusal;
    if (!hasRoomFor(peer.address)) return 'tooManySocketsFromAddress';
    if (
      peer.sessionId !== undefined &&
      socketsBySession.count(peer.sessionId) >= limits.socketsPerSession
    ) {
      return 'tooManySocketsForSession';
    }
    return undefined;
  }

  /**
   * Serves one socket until it closes. A socket over a cap is closed at once with its close code:
   * the client learns why, which an HTTP refusal of the upgrade would not tell a browser.
   */
  function attach(socket: WebSocket, peer: SocketPeer): void {
    // A client that hung up during the upgrade has already had its 'close': counting it would leak.
    if (socket.readyState !== OPEN) return;
    const refusal = refusalFor(peer);
    if (refusal) {
      closeWith(socket, refusal);
      return;
    }
    openSockets += 1;
    socketsByAddress.increment(peer.address);
    if (peer.sessionId !== undefined) socketsBySession.increment(peer.sessionId);

    const bucket = messageBucket(limits.messagesPerSecond, limits.messageBurst);
    /** Every frame spends from the budget, whatever it holds; false once the socket is being closed. */
    function withinBudget(): boolean {
      // Frames still arriving after our close frame are ignored, not answered.
      if (socket.readyState !== OPEN) return false;
      if (bucket.take()) return true;
      closeWith(socket, 'tooManyMessages');
      return false;
    }
    // Protocol pings are answered by `ws` itself, but a flood of them is still a flood.
    socket.on('ping', () => withinBudget());
    socket.on('pong', () => withinBudget());

    const mine = new Set<string>();
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      if (!withinBudget()) return;
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
      if (message.op === 'auth' || message.op === 'authOperator') {
        joinTopics(socket, message);
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
    // 'close' comes exactly once, after errors too: the one place the counts go down.
    socket.on('close', () => {
      openSockets -= 1;
      socketsByAddress.decrement(peer.address);
      if (peer.sessionId !== undefined) socketsBySession.decrement(peer.sessionId);
      options.events?.leave(socket);
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
    if (flushing) clearImmediate(flushing);
    flushing = null;
    batches = new Map();
  }

  function subscriberCount(): number {
    return [...subscribersBySymbol.values()].reduce((n, s) => n + s.size, 0);
  }

  /** What this process holds now: every count returns to zero once every socket has closed. */
  function stats() {
    return {
      sockets: openSockets,
      addresses: socketsByAddress.size,
      sessions: socketsBySession.size,
      subscriptions: subscriberCount(),
    };
  }

  return { attach, hasRoomFor, close, subscriberCount, stats };
}

export type QuoteHub = ReturnType<typeof createQuoteHub>;
