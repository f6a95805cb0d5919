import { QUOTE_STALE_AFTER_MS } from '@kabuto/contract';

/**
 * The pure part of live quotes: which message may replace the one shown, and when a shown quote
 * is stale. No sockets, no timers, no React, so the rules are unit-tested on their own.
 */
export type LiveEntry<Quote> = {
  quote: Quote;
  /** The feed's per-symbol sequence number: it only grows. */
  seq: number;
  /** The quote's market time (ISO 8601). */
  time: string;
};

/**
 * A message may replace the shown quote only if it is not older: a lower `seq` is a late or
 * replayed message and is ignored. An equal `seq` (the snapshot after a resubscribe repeating the
 * last update) replaces it harmlessly.
 */
export function acceptsUpdate<Quote>(
  shown: LiveEntry<Quote> | undefined,
  incoming: LiveEntry<Quote>,
): boolean {
  return shown === undefined || incoming.seq >= shown.seq;
}

/** The newer of two entries (a REST answer and a socket message race; the higher `seq` wins). */
export function newerEntry<Quote>(
  a: LiveEntry<Quote> | undefined,
  b: LiveEntry<Quote> | undefined,
): LiveEntry<Quote> | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return b.seq >= a.seq ? b : a;
}

/** What the app knows about its link to the feed at a given instant. */
export type LinkState = {
  /** The socket is open and the symbol is subscribed. */
  open: boolean;
  /** When the server last said anything on this socket (any message, pongs included), epoch ms. */
  lastHeardAtMs: number | null;
};

/** How old a quote is at `nowMs`, by its market time; an unreadable time counts as infinitely old. */
export function quoteAgeMs(time: string, nowMs: number): number {
  const at = Date.parse(time);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : Math.max(0, nowMs - at);
}

/**
 * A quote is stale when it is older than QUOTE_STALE_AFTER_MS and nothing vouches that it is still
 * the latest price. A live, subscribed socket that heard from the server within the same limit
 * vouches for it: the server sends every new print (conflated to at most 4 a second) and a snapshot
 * on every resubscribe, so a quiet stock on a live link shows its last price with its own quote
 * time, while a quote kept across a dropped or silent link is marked stale after 5 seconds.
 */
export function isStale(time: string, nowMs: number, link: LinkState): boolean {
  if (quoteAgeMs(time, nowMs) <= QUOTE_STALE_AFTER_MS) return false;
  const linkConfirmed =
    link.open && link.lastHeardAtMs !== null && nowMs - link.lastHeardAtMs <= QUOTE_STALE_AFTER_MS;
  return !linkConfirmed;
}

/** Reconnect delays: 0.5 s, 1 s, 2 s, ... capped at 30 s (exponential backoff). */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelayMs(attempt: number): number {
  const exponent = Math.min(Math.max(attempt, 0), 16);
  return Math.min(RECONNECT_BASE_MS * 2 ** exponent, RECONNECT_MAX_MS);
}

/** The server takes at most 50 symbols per subscribe message. */
export const SYMBOLS_PER_MESSAGE = 50;

export function chunkSymbols(symbols: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let index = 0; index < symbols.length; index += SYMBOLS_PER_MESSAGE) {
    chunks.push(symbols.slice(index, index + SYMBOLS_PER_MESSAGE));
  }
  return chunks;
}
