/**
 * The subscribing side of bench/quotes, in its own process (started by run.ts; never run by hand).
 * Opens the WebSockets it is told to (loopback only), subscribes each to every symbol, and for the
 * current window counts the quotes that arrive and how old they are: age = arrival wall-clock time
 * minus the time the update was due to be published (both Date.now() on this machine).
 *
 * Kept cheap so that the servers, not this process, are what is measured: no JSON.parse per
 * message, just a prefix check and the publish time read from the bytes.
 */
import { WebSocket } from 'ws';
import {
  MAX_AGE_MS,
  PUBLISHED_FIELD,
  type ClientCommand,
  type ClientReply,
  type Implementation,
} from './protocol';

const QUOTE_PREFIX = Buffer.from('{"type":"quote"');
const PUBLISHED_MARK = Buffer.from(`"${PUBLISHED_FIELD}":`);
const CONNECT_CONCURRENCY = 200;

type Tally = { delivered: number; arrived: number; histogram: Uint32Array };
const newTally = (): Tally => ({
  delivered: 0,
  arrived: 0,
  histogram: new Uint32Array(MAX_AGE_MS + 1),
});

const sockets: WebSocket[] = [];
const tallies: Record<Implementation, Tally> = { kabuto: newTally(), naive: newTally() };
let window: { from: number; until: number; onTimeUntil: number } | null = null;
/** Every quote message received, counted or not: run.ts watches it to know when traffic has stopped. */
let received = 0;
let cpuAtWindowStart = process.cpuUsage();

function reply(message: ClientReply): void {
  process.send?.(message);
}

/** The publish time in a quote message, read from its bytes (digits after `"publishedMs":`). */
function publishedMs(data: Buffer): number {
  const at = data.lastIndexOf(PUBLISHED_MARK);
  if (at < 0) return -1;
  let value = 0;
  for (let index = at + PUBLISHED_MARK.length; index < data.length; index += 1) {
    const digit = data[index]! - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

function onMessage(tally: Tally, data: Buffer): void {
  if (
    data.length < QUOTE_PREFIX.length ||
    data.compare(QUOTE_PREFIX, 0, QUOTE_PREFIX.length, 0, QUOTE_PREFIX.length) !== 0
  ) {
    return; // snapshots and anything else: not counted
  }
  received += 1;
  const current = window;
  if (!current) return;
  const published = publishedMs(data);
  if (published < current.from || published >= current.until) return;
  const now = Date.now();
  tally.arrived += 1;
  if (now <= current.onTimeUntil) tally.delivered += 1;
  tally.histogram[Math.min(MAX_AGE_MS, Math.max(0, now - published))]! += 1;
}

function open(url: string, symbols: string[], tally: Tally): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    socket.binaryType = 'nodebuffer';
    socket.on('message', (data: Buffer) => onMessage(tally, data));
    socket.once('open', () => {
      socket.send(JSON.stringify({ op: 'subscribe', symbols }));
      sockets.push(socket);
      resolve(null);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  if (!command.url.startsWith('ws://127.0.0.1:'))
    throw new Error(`loopback only, not ${command.url}`);
  let next = 0;
  let opened = 0;
  let failed = 0;
  let firstError: string | null = null;
  const tally = tallies[command.implementation];
  await Promise.all(
    Array.from({ length: Math.min(CONNECT_CONCURRENCY, command.count) }, async () => {
      while (next < command.count) {
        next += 1;
        const error = await open(command.url, command.symbols, tally);
        if (error === null) opened += 1;
        else {
          failed += 1;
          firstError ??= error;
        }
      }
    }),
  );
  reply({ type: 'connected', opened, failed, firstError });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connect(command);
      break;
    case 'window':
      if (command.window) cpuAtWindowStart = process.cpuUsage();
      window = command.window;
      break;
    case 'progress':
      reply({ type: 'progress', received });
      break;
    case 'report': {
      const tally = tallies[command.implementation];
      const histogram: [number, number][] = [];
      tally.histogram.forEach((count, age) => {
        if (count > 0) histogram.push([age, count]);
      });
      const cpu = process.cpuUsage(cpuAtWindowStart);
      reply({
        type: 'report',
        delivered: tally.delivered,
        arrived: tally.arrived,
        histogram,
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
      // The sockets hold this tally object: reset it in place.
      tally.delivered = 0;
      tally.arrived = 0;
      tally.histogram.fill(0);
      break;
    }
    case 'disconnect':
      for (const socket of sockets.splice(0)) socket.terminate();
      reply({ type: 'disconnected' });
      break;
  }
});
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(3), 5 * 60_000).unref();
