import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE } from '@kabuto/contract';
import { buildTestApp, signUpAndLogIn, type TestApp } from '../test/app';
import { DEFAULT_SOCKET_LIMITS, messageBucket, socketLimits } from './socket-limits';
import { until } from '../test/until';

describe('messageBucket', () => {
  it('allows a burst, then the sustained rate', () => {
    let nowMs = 0;
    const bucket = messageBucket(20, 40, () => nowMs);
    for (let i = 0; i < 40; i += 1) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    nowMs += 50; // one message's worth at 20 a second
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    nowMs += 60_000; // a long pause refills to the burst, never beyond
    for (let i = 0; i < 40; i += 1) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('refuses limits that make no sense at start-up', () => {
    expect(socketLimits()).toEqual(DEFAULT_SOCKET_LIMITS);
    expect(() => socketLimits({ socketsPerAddress: 0 })).toThrow(/socketsPerAddress/);
    expect(() => socketLimits({ messageBurst: 1.5 })).toThrow(/messageBurst/);
    expect(() => socketLimits({ messagesPerSecond: Number.NaN })).toThrow(/messagesPerSecond/);
  });
});

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/api/ws`;
});

afterAll(async () => {
  await t.close();
});

type Client = {
  socket: WebSocket;
  received: { type: string; msg?: string }[];
  /** How the server closed it: its code and reason. */
  closed: Promise<{ code: number; reason: string }>;
};

async function connect(headers: Record<string, string> = {}): Promise<Client> {
  const socket = new WebSocket(url, { headers });
  const received: Client['received'] = [];
  socket.on('message', (data: Buffer) =>
    received.push(JSON.parse(data.toString()) as Client['received'][number]),
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  // A refused socket opens too (the refusal is its close code), so 'open' says nothing about admission.
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received, closed };
}

async function closeAll(clients: Client[]): Promise<void> {
  for (const client of clients) client.socket.close();
  await Promise.all(clients.map((client) => client.closed));
  // Nothing leaks: every count is back to zero once the server has seen every close.
  await until(() => t.app.realtimeStats().sockets === 0);
  expect(t.app.realtimeStats()).toEqual({
    sockets: 0,
    addresses: 0,
    sessions: 0,
    subscriptions: 0,
  });
}

const expectedClose = (name: keyof typeof WS_CLOSE) => ({
  code: WS_CLOSE[name].code,
  reason: WS_CLOSE[name].reason,
});

describe('/api/ws limits on the real app', () => {
  it('closes the socket past the per-address cap with its code, and closing one frees a slot', async () => {
    const cap = DEFAULT_SOCKET_LIMITS.socketsPerAddress;
    const clients = await Promise.all(Array.from({ length: cap }, () => connect()));
    await until(() => t.app.realtimeStats().sockets === cap);
    expect(t.app.realtimeStats()).toMatchObject({ sockets: cap, addresses: 1 });

    const refused = await connect();
    expect(await refused.closed).toEqual(expectedClose('tooManySocketsFromAddress'));
    expect(t.app.realtimeStats().sockets).toBe(cap);

    const [first, ...rest] = clients;
    first!.socket.close();
    await first!.closed;
    await until(() => t.app.realtimeStats().sockets === cap - 1);
    const admitted = await connect();
    admitted.socket.send(JSON.stringify({ op: 'ping' }));
    await until(() => admitted.received.some((m) => m.type === 'pong'));
    expect(t.app.realtimeStats().sockets).toBe(cap);

    await closeAll([...rest, admitted]);
  });

  it("closes a session's socket past the per-session cap; the address still has room", async () => {
    const { headers } = await signUpAndLogIn(t);
    const cap = DEFAULT_SOCKET_LIMITS.socketsPerSession;
    const clients = await Promise.all(Array.from({ length: cap }, () => connect(headers)));
    await until(() => t.app.realtimeStats().sockets === cap);
    expect(t.app.realtimeStats()).toMatchObject({ sockets: cap, sessions: 1 });

    const refused = await connect(headers);
    expect(await refused.closed).toEqual(expectedClose('tooManySocketsForSession'));

    const anonymous = await connect();
    await until(() => t.app.realtimeStats().sockets === cap + 1);
    await closeAll([...clients, anonymous]);
  });

  it('refuses a token that names no live session rather than counting the socket as anonymous', async () => {
    const client = await connect({ token: 'not-a-session' });
    expect(await client.closed).toEqual(expectedClose('unauthorized'));
    expect(t.app.realtimeStats().sockets).toBe(0);
  });

  it('closes a socket that floods messages; malformed and binary frames count too, and are still answered', async () => {
    const client = await connect();
    await until(() => t.app.realtimeStats().sockets === 1);
    for (let i = 0; i < 100; i += 1) client.socket.send(Buffer.from('x'), { binary: true });
    expect(await client.closed).toEqual(expectedClose('tooManyMessages'));
    const refusals = client.received.filter(
      (m) => m.type === 'error' && m.msg === 'invalid_params',
    );
    // The burst is answered; what follows the budget is not (a little refill may slip in).
    expect(refusals.length).toBeGreaterThanOrEqual(DEFAULT_SOCKET_LIMITS.messageBurst);
    expect(refusals.length).toBeLessThan(DEFAULT_SOCKET_LIMITS.messageBurst + 5);
    await until(() => t.app.realtimeStats().sockets === 0);
  });

  it('closes a socket that floods protocol pings', async () => {
    const client = await connect();
    for (let i = 0; i < 100; i += 1) client.socket.ping();
    expect(await client.closed).toEqual(expectedClose('tooManyMessages'));
    await until(() => t.app.realtimeStats().sockets === 0);
  });

  it('frees the slot of a socket that the server drops for an oversized frame', async () => {
    const client = await connect();
    await until(() => t.app.realtimeStats().sockets === 1);
    client.socket.send('x'.repeat(17 * 1024));
    // `ws` refuses frames over maxPayload with 1009; the connection may be cut before it arrives.
    expect([1006, 1009]).toContain((await client.closed).code);
    await until(() => t.app.realtimeStats().sockets === 0);
  });
});
