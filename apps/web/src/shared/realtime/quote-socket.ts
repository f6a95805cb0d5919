import { indexQuote, quote, type IndexQuote, type Quote } from '@kabuto/contract';
import {
  acceptsUpdate,
  chunkSymbols,
  reconnectDelayMs,
  type LinkState,
  type LiveEntry,
} from './quote-feed';

/** A stock quote or, for codes such as ^KBCAP, an index quote, as the socket delivered it. */
export type LiveQuote = Quote | IndexQuote;

/** The part of a WebSocket the client uses, so tests can drive it without a server. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type QuoteSocketEnvironment = {
  connect(): SocketLike;
  now(): number;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
};

const OPEN = 1;
/** The link is confirmed by a pong at this rate (well inside QUOTE_STALE_AFTER_MS). */
export const PING_EVERY_MS = 2_000;
/** Silence this long on an open socket means it is dead: drop it and reconnect. */
export const SILENT_SOCKET_MS = 10_000;
/** After the last screen lets go, the socket stays this long (the next screen usually wants it). */
export const IDLE_CLOSE_MS = 15_000;

/**
 * A live quote, checked against the contract in development and in the tests. The production
 * build trusts the server, as it trusts its answers (docs/adr/0022: the server builds both from
 * the same contract), and looks at the shape only: the contract's schemas, and zod, stay off the
 * screens that show live quotes.
 */
function parseQuote(symbol: string, payload: unknown): LiveQuote | null {
  if (import.meta.env.DEV) {
    const parsed = symbol.startsWith('^')
      ? indexQuote.safeParse(payload)
      : quote.safeParse(payload);
    return parsed.success ? parsed.data : null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const figure = symbol.startsWith('^')
    ? (payload as { value?: unknown }).value
    : (payload as { price?: unknown }).price;
  return typeof figure === 'string' ? (payload as LiveQuote) : null;
}

/** One quote the socket delivered: a `snapshot`, a `quote`, or an item of a `quotes` frame. */
type FeedItem = {
  symbol: string;
  seq: number;
  time: string;
  quote: unknown;
};

function asFeedItem(value: unknown): FeedItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.symbol !== 'string' || typeof item.seq !== 'number') return null;
  if (typeof item.time !== 'string') return null;
  return item as FeedItem;
}

/**
 * The quotes in one server message. A `quotes` frame holds the live updates of one feed tick, in
 * the order they were published; an item that is not a quote is dropped, the others still count.
 */
function feedItems(value: unknown): FeedItem[] {
  if (typeof value !== 'object' || value === null) return [];
  const message = value as Record<string, unknown>;
  if (message.type === 'snapshot' || message.type === 'quote') {
    const item = asFeedItem(message);
    return item ? [item] : [];
  }
  if (message.type !== 'quotes' || !Array.isArray(message.items)) return [];
  return message.items.map(asFeedItem).filter((item): item is FeedItem => item !== null);
}

/**
 * One socket per app to /api/ws. Screens subscribe to symbols (reference-counted); the client
 * subscribes on open and again after every reconnect (the server answers each with a snapshot),
 * keeps the newest entry per symbol by `seq`, pings so the link can vouch for quiet quotes, and
 * reconnects with exponential backoff.
 */
export class QuoteSocket {
  private readonly env: QuoteSocketEnvironment;
  private socket: SocketLike | null = null;
  private readonly counts = new Map<string, number>();
  private readonly entries = new Map<string, LiveEntry<LiveQuote>>();
  private readonly listeners = new Set<() => void>();
  private attempt = 0;
  private lastHeardAtMs: number | null = null;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private idleTimer: unknown = null;
  private version = 0;

  constructor(env: QuoteSocketEnvironment) {
    this.env = env;
  }

  /** Starts (or keeps) receiving these symbols; the returned function lets go of them. */
  subscribe(symbols: readonly string[]): () => void {
    const fresh = [...new Set(symbols)].filter((symbol) => {
      const count = this.counts.get(symbol) ?? 0;
      this.counts.set(symbol, count + 1);
      return count === 0;
    });
    this.cancelIdleClose();
    if (!this.socket) this.open();
    else if (this.socket.readyState === OPEN && fresh.length > 0) this.send('subscribe', fresh);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release([...new Set(symbols)]);
    };
  }

  /**
   * A fresh connection now, subscribed to all that is wanted (the app came back to the
   * foreground: the old connection may have died without a word while the phone slept). Nothing
   * when nothing is wanted.
   */
  reconnect(): void {
    if (this.counts.size === 0) return;
    if (this.reconnectTimer !== null) this.env.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempt = 0;
    const old = this.socket;
    this.socket = null;
    this.stopPing();
    old?.close();
    this.open();
  }

  entry(symbol: string): LiveEntry<LiveQuote> | undefined {
    return this.entries.get(symbol);
  }

  link(): LinkState {
    return { open: this.socket?.readyState === OPEN, lastHeardAtMs: this.lastHeardAtMs };
  }

  /** Increments whenever an entry or the link changes (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  onChange = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private release(symbols: string[]): void {
    const gone = symbols.filter((symbol) => {
      const count = (this.counts.get(symbol) ?? 1) - 1;
      if (count > 0) {
        this.counts.set(symbol, count);
        return false;
      }
      this.counts.delete(symbol);
      return true;
    });
    if (gone.length > 0 && this.socket?.readyState === OPEN) this.send('unsubscribe', gone);
    if (this.counts.size === 0) {
      this.idleTimer = this.env.setTimer(() => this.close(), IDLE_CLOSE_MS);
    }
  }

  private cancelIdleClose(): void {
    if (this.idleTimer !== null) this.env.clearTimer(this.idleTimer);
    this.idleTimer = null;
  }

  private send(op: 'subscribe' | 'unsubscribe', symbols: string[]): void {
    for (const chunk of chunkSymbols(symbols)) {
      this.socket?.send(JSON.stringify({ op, symbols: chunk }));
    }
  }

  private open(): void {
    const socket = this.env.connect();
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.lastHeardAtMs = this.env.now();
      // Every (re)subscribe is answered with a snapshot: no old price survives a reconnect silently.
      if (this.counts.size > 0) this.send('subscribe', [...this.counts.keys()]);
      this.schedulePing();
      this.changed();
    };
    socket.onmessage = (event) => this.receive(event.data as unknown);
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      this.changed();
      if (this.counts.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelayMs(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = this.env.setTimer(() => {
      this.reconnectTimer = null;
      if (!this.socket && this.counts.size > 0) this.open();
    }, delay);
  }

  private schedulePing(): void {
    this.pingTimer = this.env.setTimer(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== OPEN) return;
      const heard = this.lastHeardAtMs ?? 0;
      if (this.env.now() - heard > SILENT_SOCKET_MS) {
        // A half-open connection: drop it; onclose reconnects and resubscribes.
        socket.close();
        return;
      }
      socket.send(JSON.stringify({ op: 'ping' }));
      this.schedulePing();
    }, PING_EVERY_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) this.env.clearTimer(this.pingTimer);
    this.pingTimer = null;
  }

  private close(): void {
    this.idleTimer = null;
    if (this.counts.size > 0) return;
    if (this.reconnectTimer !== null) this.env.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.stopPing();
    socket?.close();
  }

  /** Applies one server message; exported behaviour is tested through a fake socket. */
  private receive(data: unknown): void {
    this.lastHeardAtMs = this.env.now();
    let payload: unknown;
    try {
      payload = typeof data === 'string' ? JSON.parse(data) : null;
    } catch {
      payload = null;
    }
    // One frame, however many quotes it holds, is one change for the screens.
    for (const item of feedItems(payload)) {
      if (!this.counts.has(item.symbol)) continue;
      const parsed = parseQuote(item.symbol, item.quote);
      const incoming = parsed ? { quote: parsed, seq: item.seq, time: item.time } : null;
      if (incoming && acceptsUpdate(this.entries.get(item.symbol), incoming)) {
        this.entries.set(item.symbol, incoming);
      }
    }
    this.changed();
  }
}
