import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config';

/**
 * Scale-out: two real server processes share one Redis. Only one publishes the market feed; both
 * fan it out to their own sockets. Subscribers on either process must see the same sequence.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const redisUrl = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const namespace = `kabuto-two-${randomBytes(4).toString('hex')}`;
const processes: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function startServer(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kabuto-two-'));
  dataDirs.push(dataDir);
  // The embedded database for each process: these processes must not share one PostgreSQL schema.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: namespace,
      MARKET_CALENDAR: 'demo',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      CONSOLE_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  // Generous: a loaded two-core machine takes tens of seconds to compile and warm up the market.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/vue/common/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'all' }),
      });
      if (response.ok) return port;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

type QuoteMessage = { type: string; symbol: string; seq: number; time: string; quote: { price: string } };
type QuotesMessage = { type: 'quotes'; items: Omit<QuoteMessage, 'type'>[] };

async function subscribe(port: number, symbols: string[]) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
  const received: QuoteMessage[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as QuoteMessage | QuotesMessage;
    // A tick's live updates for this socket come in one `quotes` frame: one entry each, as `quote`.
    if ('items' in message) {
      received.push(...message.items.map((item) => ({ ...item, type: 'quote' })));
    } else received.push(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ op: 'subscribe', symbols }));
  return { socket, received };
}

describe('two server processes on one Redis', () => {
  it('deliver the same sequence of quotes to subscribers on either process', async () => {
    const [portA, portB] = await Promise.all([startServer(), startServer()]);
    const listed = await fetch(`http://127.0.0.1:${portA}/api/vue/market/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sort: 'hot', pageSize: 50 }),
    });
    const symbols = ((await listed.json()) as { data: { items: { symbol: string }[] } }).data.items.map((q) => q.symbol);
    const onA = await subscribe(portA, symbols);
    const onB = await subscribe(portB, symbols);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    onA.socket.close();
    onB.socket.close();

    const live = (messages: QuoteMessage[]) =>
      messages.filter((m) => m.type === 'quote').map((m) => `${m.symbol}#${m.seq}@${m.time}=${m.quote.price}`);
    const liveA = live(onA.received);
    const liveB = live(onB.received);
    expect(liveA.length).toBeGreaterThan(10);
    // Both subscribed within moments of each other; what both saw must agree exactly, and almost
    // everything one saw the other saw too.
    const setB = new Set(liveB);
    const shared = liveA.filter((entry) => setB.has(entry));
    expect(shared.length).toBeGreaterThanOrEqual(Math.min(liveA.length, liveB.length) - 4);
    // Live quotes only: a snapshot of a symbol the leader has not yet published comes from the
    // serving process's own market, whose sequence numbers count from its own start (docs/market-data.md).
    const liveOnly = (messages: QuoteMessage[]) => messages.filter((m) => m.type === 'quote');
    const bySymbolSeqA = new Map(liveOnly(onA.received).map((m) => [`${m.symbol}#${m.seq}`, m.quote.price]));
    for (const message of liveOnly(onB.received)) {
      const priceOnA = bySymbolSeqA.get(`${message.symbol}#${message.seq}`);
      if (priceOnA !== undefined) expect(message.quote.price).toBe(priceOnA);
    }
  }, 420_000);
});
