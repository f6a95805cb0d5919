import { z } from 'zod';

/** WebSocket at /api/ws. Messages are JSON text frames. */
export const MAX_SYMBOLS_PER_SOCKET = 200;
/** Quote updates per symbol per second, at most; in between, updates are conflated to the latest. */
export const MAX_QUOTE_UPDATES_PER_SECOND = 4;
/** The app marks a quote older than this as stale. */
export const QUOTE_STALE_AFTER_MS = 5_000;

const symbolList = z.array(z.string().regex(/^[0-9A-Za-z.^_-]{1,16}$/)).min(1).max(50);

export const clientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), symbols: symbolList }),
  z.object({ op: z.literal('unsubscribe'), symbols: symbolList }),
  z.object({ op: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * Server messages. `snapshot` answers every (re)subscribe with the latest quote, so a reconnecting
 * client never keeps showing an old price; `quote` is a live update. Both carry the per-symbol
 * sequence number and the quote's market time.
 */
export type ServerMessage<Quote = unknown> =
  | { type: 'snapshot' | 'quote'; symbol: string; seq: number; time: string; quote: Quote }
  | { type: 'error'; msg: string; symbol?: string }
  | { type: 'pong'; time: string };
