/**
 * The subscribing side of bench/quotes, in its own process (started by run.ts; never run by hand).
 * Opens the WebSockets it is told to (loopback only), subscribes each to every symbol, and for the
 * current window counts the quotes that arrive and how old they are: age = arrival wall-clock time
 * minus the quote's own `time` (the publisher stamps each update with the time it was due; both are
 * Date.now() on this machine). A live frame is a `quote` (one update) or, from kabuto, a `quotes`
 * frame holding a tick's updates; every quote in it counts, each with its own time.
 *
 * Kept cheap so that the servers, not this process, are what is measured: no JSON.parse per
 * message, just a prefix check and each quote's time read from the bytes.
 */
import { WebSocket } from 'ws';
import { MAX_AGE_MS, type ClientCommand, type ClientReply, type Implementation } from './protocol';

/** `{"type":"quote",…}` and `{"type":"quotes","items":[…]}` both start so; snapshots do not. */
const LIVE_PREFIX = Buffer.from('{"type":"quote');
const TIME_MARK = Buffer.from('"time":"');
/** `2026-11-24T07:30:00.000Z`, as `Date.prototype.toISOString` writes it. */
const ISO_LENGTH = 24;
/**
 * Both servers write an update's fields in the contract's order (symbol, seq, time, quote), so each
 * update's own `time` is the one right before its `"quote":` (the quote object's inner `time` is
 * not, and no quote holds a `"quote"` key). The search is for `quote":`: its first byte is rare in
 * these frames, so the native search skips ahead quickly.
 */
const QUOTE_KEY = Buffer.from('quote":');
/** `","` between the time's closing quote and the key's opening one. */
const QUOTE_KEY_LEAD = Buffer.from('","');
const CONNECT_CONCURRENCY = 200;

type Tally = { delivered: number; arrived: number; histogram: Uint32Array; unreadable: number };
const newTally = (): Tally => ({
  delivered: 0,
  arrived: 0,
  histogram: new Uint32Array(MAX_AGE_MS + 1),
  unreadable: 0,
});

const sockets: WebSocket[] = [];
const tallies: Record<Implementation, Tally> = { kabuto: newTally(), naive: newTally() };
let window: { from: number; until: number; onTimeUntil: number } | null = null;
/** Every live frame received, counted or not: run.ts watches it to know when traffic has stopped. */
let received = 0;
let cpuAtWindowStart = process.cpuUsage();

function reply(message: ClientReply): void {
  process.send?.(message);
}

/** The decimal number in `data[from, from + length)`. */
function digits(data: Buffer, from: number, length: number): number {
  let value = 0;
  for (let index = from; index < from + length; index += 1) value = value * 10 + data[index]! - 48;
  return value;
}

/** Epoch ms of the ISO time (`YYYY-MM-DDTHH:MM:SS.mmmZ`) at `start`, read digit by digit. */
function isoMs(data: Buffer, start: number): number {
  return Date.UTC(
    digits(data, start, 4),
    digits(data, start + 5, 2) - 1,
    digits(data, start + 8, 2),
    digits(data, start + 11, 2),
    digits(data, start + 14, 2),
    digits(data, start + 17, 2),
    digits(data, start + 20, 3),
  );
}

/** Whether `data` holds `expected` at `at` (a loop: cheaper than a native call for a few bytes). */
function holds(data: Buffer, at: number, expected: Buffer): boolean {
  if (at < 0) return false;
  for (let index = 0; index < expected.length; index += 1)
    if (data[at + index] !== expected[index]) return false;
  return true;
}

/** Counts the quotes of one live frame, each by its own `time` (read from the bytes). */
function onMessage(tally: Tally, data: Buffer): void {
  if (
    data.length < LIVE_PREFIX.length ||
    data.compare(LIVE_PREFIX, 0, LIVE_PREFIX.length, 0, LIVE_PREFIX.length) !== 0
  ) {
    return; // snapshots and anything else: not counted
  }
  received += 1;
  const current = window;
  if (!current) return;
  const now = Date.now();
  let quotes = 0;
  for (
    let at = data.indexOf(QUOTE_KEY);
    at >= 0;
    at = data.indexOf(QUOTE_KEY, at + QUOTE_KEY.length)
  ) {
    // …"time":"2026-11-24T07:30:00.000Z","quote":{…
    const lead = at - QUOTE_KEY_LEAD.length;
    const start = lead - ISO_LENGTH;
    if (!holds(data, lead, QUOTE_KEY_LEAD) || !holds(data, start - TIME_MARK.length, TIME_MARK))
      continue;
    quotes += 1;
    const time = isoMs(data, start);
    if (time < current.from || time >= current.until) continue;
    tally.arrived += 1;
    if (now <= current.onTimeUntil) tally.delivered += 1;
    tally.histogram[Math.min(MAX_AGE_MS, Math.max(0, now - time))]! += 1;
  }
  if (quotes === 0) tally.unreadable += 1;
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
        unreadable: tally.unreadable,
      });
      // The sockets hold this tally object: reset it in place.
      tally.delivered = 0;
      tally.arrived = 0;
      tally.histogram.fill(0);
      tally.unreadable = 0;
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
