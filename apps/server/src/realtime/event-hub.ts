import type { WebSocket } from 'ws';
import type { ServerMessage } from '@kabuto/contract';
import type { EventBus, TopicEvent } from './events';

const OPEN = 1;

/**
 * What an `auth` or `authOperator` message resolves to: the topics the session may hear, or
 * undefined when it names no live session. Given by app.ts, which knows the authenticators.
 */
export type TopicAuthorizer = (
  credentials:
    | { kind: 'customer'; token: string; account?: string | undefined }
    | { kind: 'operator'; token: string },
) => Promise<string[] | undefined>;

/**
 * Sends the event bus's events to the sockets that authenticated for their topic. A socket joins
 * by sending its session's token over the socket (a browser cannot set headers on a WebSocket);
 * only topics the session grants are joined, so a customer hears their own events, never another's.
 */
export function createEventHub(bus: EventBus, authorize: TopicAuthorizer) {
  const socketsByTopic = new Map<string, Set<WebSocket>>();
  const topicsBySocket = new Map<WebSocket, string[]>();

  function deliver({ topic, event }: TopicEvent): void {
    const sockets = socketsByTopic.get(topic);
    if (!sockets) return;
    const message: ServerMessage = { type: 'event', topic, event };
    const frame = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === OPEN) socket.send(frame);
  }
  const unsubscribe = bus.subscribe(deliver);

  function leave(socket: WebSocket): void {
    for (const topic of topicsBySocket.get(socket) ?? []) {
      const sockets = socketsByTopic.get(topic);
      sockets?.delete(socket);
      if (sockets?.size === 0) socketsByTopic.delete(topic);
    }
    topicsBySocket.delete(socket);
  }

  /**
   * Replaces the socket's topics with those of the session it names (signing in as someone else
   * on the same socket leaves the earlier topics). An unknown session leaves it with none.
   */
  async function join(
    socket: WebSocket,
    credentials: Parameters<TopicAuthorizer>[0],
  ): Promise<ServerMessage> {
    leave(socket);
    const topics = await authorize(credentials);
    if (!topics) return { type: 'error', msg: 'unauthorized' };
    // The socket may have closed while the session was looked up: its 'close' has already run.
    if (socket.readyState !== OPEN) return { type: 'authed', topics: [] };
    topicsBySocket.set(socket, topics);
    for (const topic of topics) {
      let sockets = socketsByTopic.get(topic);
      if (!sockets) {
        sockets = new Set();
        socketsByTopic.set(topic, sockets);
      }
      sockets.add(socket);
    }
    return { type: 'authed', topics };
  }

  function close(): void {
    unsubscribe();
    socketsByTopic.clear();
    topicsBySocket.clear();
  }

  return { join, leave, close, topicCount: () => socketsByTopic.size };
}

export type EventHub = ReturnType<typeof createEventHub>;
