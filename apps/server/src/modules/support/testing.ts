import WebSocket from 'ws';
import type { ServerMessage } from '@kabuto/contract';
import type { TestApp } from '../../test/app';

/** Helpers other tests may use with the support chat. */

export type EventSocket = {
  socket: WebSocket;
  received: ServerMessage[];
  events: () => Extract<ServerMessage, { type: 'event' }>[];
  close: () => void;
};

/** The app's /api/ws address once it listens (tests that open sockets call it once). */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/**
 * A socket that sent `auth` (or `authOperator`) and got its answer: `authed` with its topics, or
 * the `error` for an unknown session.
 */
export async function authedSocket(
  url: string,
  auth: { op: 'auth'; token: string; account?: string } | { op: 'authOperator'; operatorToken: string },
): Promise<EventSocket & { answer: ServerMessage }> {
  const socket = new WebSocket(url);
  const received: ServerMessage[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const answer = new Promise<ServerMessage>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      received.push(message);
      if (message.type === 'authed' || message.type === 'error') resolve(message);
    });
  });
  socket.send(JSON.stringify(auth));
  return {
    socket,
    received,
    answer: await answer,
    events: () => received.filter((m): m is Extract<ServerMessage, { type: 'event' }> => m.type === 'event'),
    close: () => socket.close(),
  };
}
