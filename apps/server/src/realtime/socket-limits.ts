import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { WS_CLOSE, type WsCloseName } from '@kabuto/contract';

/**
 * What one process allows on /api/ws (issue 9: a pen test held 563 sockets from one address).
 * Counted per process: with several processes behind a balancer each has its own budget; the rate
 * of new upgrades is limited across processes by the rate limiter (`rateLimitClass: 'websocket'`).
 */
export type SocketLimits = {
  /** Open sockets from one `request.ip`: a household behind one NAT address has a handful of devices. */
  socketsPerAddress: number;
  /** Open sockets whose upgrade carried the same customer session's `token`: an app opens one. */
  socketsPerSession: number;
  /** Sustained client messages per second per socket (any frame: text, binary, ping, malformed). */
  messagesPerSecond: number;
  /** Messages a socket may send at once before the sustained rate applies (a reconnect's subscribes). */
  messageBurst: number;
};

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  socketsPerAddress: 20,
  socketsPerSession: 5,
  messagesPerSecond: 20,
  messageBurst: 40,
};

/** Fills in defaults and refuses nonsense at start-up rather than at the first socket. */
export function socketLimits(overrides: Partial<SocketLimits> = {}): SocketLimits {
  const limits = { ...DEFAULT_SOCKET_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`WebSocket limit ${name} must be positive: ${value}`);
  }
  for (const name of ['socketsPerAddress', 'socketsPerSession', 'messageBurst'] as const) {
    if (!Number.isInteger(limits[name]))
      throw new Error(`WebSocket limit ${name} must be an integer: ${limits[name]}`);
  }
  return limits;
}

/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. The clock is monotonic wall
 * time on this machine (a budget for this connection, nothing to do with market time).
 */
export function messageBucket(
  perSecond: number,
  burst: number,
  nowMs: () => number = () => performance.now(),
): { take: () => boolean } {
  let tokens = burst;
  let lastRefillMs = nowMs();
  return {
    take() {
      const now = nowMs();
      tokens = Math.min(burst, tokens + ((now - lastRefillMs) / 1000) * perSecond);
      lastRefillMs = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Open sockets per key; a key whose count falls to zero is forgotten, so the map never grows. */
export class SocketCounter<Key> {
  private readonly counts = new Map<Key, number>();

  count(key: Key): number {
    return this.counts.get(key) ?? 0;
  }

  increment(key: Key): void {
    this.counts.set(key, this.count(key) + 1);
  }

  decrement(key: Key): void {
    const next = this.count(key) - 1;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }

  /** How many keys hold at least one socket. */
  get size(): number {
    return this.counts.size;
  }
}

/**
 * A client gets this long to answer our close frame before its connection is cut: without it `ws`
 * waits 30 s, and a client that ignores close frames would hold the connection that long.
 */
const CLOSE_GRACE_MS = 1_000;

/** Closes a socket with one of the contract's close codes, its catalogue key as the reason. */
export function closeWith(socket: WebSocket, name: WsCloseName): void {
  const { code, reason } = WS_CLOSE[name];
  socket.close(code, reason);
  const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
