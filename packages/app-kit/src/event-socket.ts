import type { ClientMessage, RealtimeEvent } from '@kabuto/contract';

/** The part of a browser WebSocket the client uses, so tests can drive it without a server. */
export type EventSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export type EventSocketOptions = {
  connect: () => EventSocketLike;
  /** The session to join with (read at every (re)connect); null: no session, no socket. */
  auth: () => Extract<ClientMessage, { op: 'auth' | 'authOperator' }> | null;
  onEvent: (topic: string, event: RealtimeEvent) => void;
  /**
   * Called each time the socket has joined its topics, the first time and after every reconnect:
   * events sent while the socket was away are lost, so the screen fetches what it shows again.
   */
  onJoined: () => void;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

const OPEN = 1;
/** A quiet socket is kept alive (and found dead) by a ping this often. */
const PING_EVERY_MS = 20_000;
const MAX_RETRY_MS = 30_000;

/**
 * A socket to /api/ws that joins the session's event topics (docs/realtime.md) and reconnects
 * with back-off until stopped. An `unauthorized` answer stops it: the session has ended and the
 * API calls will send the customer or operator to sign in. Answers the function that stops it.
 */
export function openEventSocket(options: EventSocketOptions): () => void {
  let socket: EventSocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: unknown = null;
  let ping: unknown = null;

  function schedulePing(): void {
    ping = options.setTimer(() => {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify({ op: 'ping' }));
      schedulePing();
    }, PING_EVERY_MS);
  }

  function connect(): void {
    const auth = options.auth();
    if (stopped || !auth) return;
    const current = options.connect();
    socket = current;
    current.onopen = () => current.send(JSON.stringify(auth));
    current.onmessage = (message) => {
      let data: { type?: unknown; msg?: unknown; topic?: unknown; event?: unknown };
      try {
        data = JSON.parse(String(message.data)) as typeof data;
      } catch {
        return;
      }
      if (data.type === 'authed') {
        attempt = 0;
        options.onJoined();
      } else if (data.type === 'event' && typeof data.topic === 'string' && data.event) {
        options.onEvent(data.topic, data.event as RealtimeEvent);
      } else if (data.type === 'error' && data.msg === 'unauthorized') {
        stopped = true;
        current.close();
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt);
      attempt += 1;
      retry = options.setTimer(connect, delay);
    };
  }

  connect();
  schedulePing();
  return () => {
    stopped = true;
    if (retry !== null) options.clearTimer(retry);
    if (ping !== null) options.clearTimer(ping);
    socket?.close();
    socket = null;
  };
}
