import { z } from 'zod';
import type { ErrorKey } from './errors';
import type { Notice } from './endpoints/notifications';

/** WebSocket at /api/ws. Messages are JSON text frames. */
export const MAX_SYMBOLS_PER_SOCKET = 200;
/** Quote updates per symbol per second, at most; in between, updates are conflated to the latest. */
export const MAX_QUOTE_UPDATES_PER_SECOND = 4;
/** The app marks a quote older than this as stale. */
export const QUOTE_STALE_AFTER_MS = 5_000;

const symbolList = z.array(z.string().regex(/^[0-9A-Za-z.^_-]{1,16}$/)).min(1).max(50);

const token = z.string().min(1).max(256);

export const clientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), symbols: symbolList }),
  z.object({ op: z.literal('unsubscribe'), symbols: symbolList }),
  z.object({ op: z.literal('ping') }),
  /**
   * Join the caller's own event topics (a browser cannot set headers on a WebSocket): a customer
   * session (`token`, `account`) joins `customer:<id>`; an operator session (`operatorToken`) with
   * the support role joins `operators:support`. Answered with `authed` or `error` `unauthorized`.
   */
  z.object({ op: z.literal('auth'), token, account: z.string().max(20).optional() }),
  z.object({ op: z.literal('authOperator'), operatorToken: token }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/**
 * Server messages. `snapshot` answers every (re)subscribe with the latest quote, so a reconnecting
 * client never keeps showing an old price; `quote` is a live update. Both carry the per-symbol
 * sequence number and the quote's market time. `quotes` holds the live updates a socket gets in one
 * feed tick, in the order they were published (one frame per socket per tick; a tick with a single
 * update for the socket sends a plain `quote`).
 */
export type ServerMessage<Quote = unknown> =
  | { type: 'snapshot' | 'quote'; symbol: string; seq: number; time: string; quote: Quote }
  | {
      type: 'quotes';
      items: { symbol: string; seq: number; time: string; quote: Quote }[];
    }
  | { type: 'error'; msg: string; symbol?: string }
  | { type: 'pong'; time: string }
  | { type: 'authed'; topics: string[] }
  | { type: 'event'; topic: string; event: RealtimeEvent };

/**
 * An event for a customer or for operators (docs/realtime.md, ADRs 0035 and 0039). It says what
 * changed, never the content: the app fetches that through the API with its own rights, so a
 * socket whose session has since ended learns nothing it could not read. A customer's notice
 * (order filled, deposit reviewed, …) carries the id of the inbox notification written with it.
 */
export type RealtimeEvent =
  | { kind: 'support.message'; conversationId: number; messageId: number }
  | { kind: 'support.conversation'; conversationId: number }
  | NoticeEvent;

/** A notice as a live event: the notice and the id of its inbox notification. */
export type NoticeEvent = Notice & { notificationId: number };

/** The topics events travel on. */
export const customerTopic = (customerId: number) => `customer:${customerId}`;
export const SUPPORT_OPERATORS_TOPIC = 'operators:support';

/**
 * Why the server closed a socket: an application close code (4000–4999, so it never collides with
 * the protocol's own) and, as the close frame's reason, a catalogue key the app can translate. A
 * socket refused at the door is accepted and closed at once with one of these, rather than refused
 * with an HTTP status, because a browser's WebSocket never shows the status of a failed upgrade.
 * Several codes share `too_frequent`: the code tells the cases apart for logs and back-off.
 */
export const WS_CLOSE = {
  /** The upgrade's `token` header names no live session (expired, revoked, wrong `account`, …). */
  unauthorized: { code: 4001, reason: 'unauthorized' },
  /** This process already holds as many sockets from the client's address as it allows. */
  tooManySocketsFromAddress: { code: 4002, reason: 'too_frequent' },
  /** This process already holds as many sockets for the `token`'s session as it allows. */
  tooManySocketsForSession: { code: 4003, reason: 'too_frequent' },
  /** The socket sent messages (any frame, valid or not) faster than its budget. */
  tooManyMessages: { code: 4004, reason: 'too_frequent' },
  /** The session could not be checked (database trouble): try again later. */
  sessionCheckFailed: { code: 4005, reason: 'system_busy' },
} as const satisfies Record<string, { code: number; reason: ErrorKey }>;
export type WsCloseName = keyof typeof WS_CLOSE;
