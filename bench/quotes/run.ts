/**
 * Quote fan-out benchmark (issue 3, item 9; age bars from issue 12): quote updates delivered per
 * second to 1,000 and to 5,000 WebSocket subscribers on loopback, and the age of a quote on
 * arrival, through the server's own hub next to a naive `ws` broadcast loop measured in the same
 * run.
 *
 *   npm run bench:quotes [-- --seconds=10 --rounds=4 --symbols=20 --rate=2 --pattern=burst
 *                            --subscribers=1000,5000 --client-processes=1 --warmup=1]
 *
 * Processes (2 cores: the servers and the clients must not share an event loop):
 * - two server processes (server.ts): `kabuto` is createQuoteHub + InProcessQuoteBus +
 *   registerRealtimeRoutes on a bare Fastify with @fastify/websocket, i.e. /api/ws as the app serves
 *   it; `naive` is a plain `ws` WebSocketServer that loops over its clients and sends each one
 *   JSON.stringify of every update.
 * - `--client-processes` client processes (client.ts) hold the subscribers: every subscriber is
 *   connected to both servers and subscribes to every symbol. Sizes are measured smallest first,
 *   adding sockets to the same servers.
 * Only one server publishes at a time: `--symbols` symbols, each updated `--rate` times a second
 * (at most the hub's 4/s, so its conflation drops nothing from an on-time schedule), all symbols at
 * the same instants like the market feed's ticks (`--pattern=burst`) or spread evenly
 * (`--pattern=staggered`). Each update's own `time` is the wall-clock time it was due; the client
 * records its age on arrival (arrival time minus that `time`, for every quote of a batched frame).
 * A publisher that falls behind (its server's event loop is busy) publishes what is due once and
 * carries on from there, as the feed's timer does, so an overloaded server is offered less (never
 * a burst of catch-up updates for the hub to conflate). The two servers take turns
 * in `--rounds` interleaved windows per size (the order alternates each round) after a warm-up,
 * `--seconds` in total each, so that whatever else the machine is doing weighs on both alike.
 *
 * A delivery counts when a quote published in a window reaches a subscriber within one second of the
 * window's end; ages are those of every quote of the window that arrived before traffic stopped.
 * Targets: kabuto deliveries/s >= naive's at each size; kabuto p99 age <= 100 ms at 1,000 and
 * <= 250 ms at 5,000 subscribers (issue 12; 718 ms and 2.6 s when the hub sent a frame per update).
 * Everything listens and connects on 127.0.0.1; the run stops by itself (four-minute watchdog).
 * Writes bench/results/quotes-<time>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_QUOTE_UPDATES_PER_SECOND } from '@kabuto/contract';
import {
  MAX_AGE_MS,
  symbolCodes,
  type ClientCommand,
  type ClientReply,
  type Implementation,
  type ServerCommand,
  type ServerReply,
} from './protocol';
import { fixed } from '../shared/figures';

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '..', '..');

/** A quote counts as delivered if it arrives within this long after its window closed. */
const ON_TIME_GRACE_MS = 1000;
/** File descriptors a process needs beyond its sockets (stdio, IPC, epoll, libuv, module files). */
const FD_HEADROOM = 200;
const WATCHDOG_MS = 4 * 60_000;
/** Issue 12's bars: kabuto's p99 quote age at these sizes, in ms. */
const P99_AGE_BARS_MS = new Map([
  [1000, 100],
  [5000, 250],
]);

type Options = {
  seconds: number;
  rounds: number;
  symbols: number;
  rate: number;
  pattern: 'burst' | 'staggered';
  warmup: number;
  subscribers: number[];
  clientProcesses: number;
};

function parseOptions(argv: string[]): Options {
  const options: Options = {
    seconds: 10,
    rounds: 4,
    symbols: 20,
    rate: 2,
    pattern: 'burst',
    warmup: 1,
    subscribers: [1000, 5000],
    clientProcesses: 1,
  };
  for (const argument of argv) {
    const list = /^--subscribers=(\d+(?:,\d+)*)$/.exec(argument);
    if (list) {
      options.subscribers = list[1]!.split(',').map(Number);
      continue;
    }
    const pattern = /^--pattern=(burst|staggered)$/.exec(argument);
    if (pattern) {
      options.pattern = pattern[1] as Options['pattern'];
      continue;
    }
    const match = /^--(seconds|rounds|symbols|rate|warmup|client-processes)=(\d+)$/.exec(argument);
    if (!match) {
      throw new Error(
        `unknown argument ${argument} (use --seconds=, --rounds=, --symbols=, --rate=, --pattern=burst|staggered, --warmup=, --subscribers=a,b, --client-processes=)`,
      );
    }
    const key =
      match[1] === 'client-processes'
        ? 'clientProcesses'
        : (match[1] as 'seconds' | 'rounds' | 'symbols' | 'rate' | 'warmup');
    options[key] = Number(match[2]);
  }
  if (options.seconds < 2 || options.seconds > 30) throw new Error('--seconds must be 2..30');
  if (options.rounds < 1 || options.rounds > 10) throw new Error('--rounds must be 1..10');
  if (options.symbols < 1 || options.symbols > 50)
    throw new Error('--symbols must be 1..50 (one subscribe message)');
  if (options.rate < 1 || options.rate > MAX_QUOTE_UPDATES_PER_SECOND) {
    throw new Error(`--rate must be 1..${MAX_QUOTE_UPDATES_PER_SECOND} (the hub's per-symbol cap)`);
  }
  if (options.warmup > 10) throw new Error('--warmup must be 0..10');
  if (options.subscribers.some((count) => count < 1 || count > 10_000))
    throw new Error('--subscribers must be 1..10000 each');
  if (options.clientProcesses < 1 || options.clientProcesses > 2)
    throw new Error('--client-processes must be 1 or 2');
  return options;
}

/** The open-files limits of processes started from here (Node cannot read or raise its own). */
function fileLimits(): { soft: number; hard: number } {
  const result = spawnSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' });
  const [soft, hard] = result.stdout
    .trim()
    .split('\n')
    .map((line) => (line === 'unlimited' ? Infinity : Number(line)));
  return { soft: soft ?? 1024, hard: hard ?? soft ?? 1024 };
}

function ephemeralPorts(): number {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return (high ?? 0) - (low ?? 0) + 1;
  } catch {
    return Infinity;
  }
}

/** A child process with request/answer over IPC: one outstanding request per answer type. */
class Child<Command, Reply extends { type: string }> {
  private readonly waiting = new Map<
    string,
    { resolve: (reply: Reply) => void; reject: (error: Error) => void }
  >();
  private exitError: Error | null = null;
  readonly process: ChildProcess;

  constructor(name: string, script: string, args: string[], openFiles: number | null) {
    const node = [process.execPath, '--import', 'tsx', path.join(here, script), ...args];
    const options = {
      cwd: repositoryRoot,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as ('ignore' | 'inherit' | 'ipc')[],
    };
    // Raising the soft limit (up to the hard one) needs no privilege; the shell does it, then execs node.
    this.process =
      openFiles === null
        ? spawn(node[0]!, node.slice(1), options)
        : spawn('sh', ['-c', `ulimit -Sn ${openFiles} && exec "$@"`, 'sh', ...node], options);
    this.process.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.type);
      this.waiting.delete(reply.type);
      waiter?.resolve(reply);
    });
    this.process.on('exit', (code, signal) => {
      this.exitError = new Error(`${name} exited (${signal ?? code})`);
      for (const waiter of this.waiting.values()) waiter.reject(this.exitError);
      this.waiting.clear();
    });
  }

  send(command: Command): void {
    if (this.exitError) throw this.exitError;
    this.process.send(command as object);
  }

  /** Sends `command` (if any) and waits for the next reply of type `type`. */
  request<T extends Reply['type']>(
    command: Command | null,
    type: T,
    timeoutMs: number,
  ): Promise<Extract<Reply, { type: T }>> {
    if (this.exitError) return Promise.reject(this.exitError);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(type);
        reject(new Error(`no '${type}' within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(type, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply as Extract<Reply, { type: T }>);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      if (command !== null) this.send(command);
    });
  }

  stop(): void {
    if (this.process.exitCode === null && this.process.signalCode === null) this.process.kill();
  }
}

type ServerChild = Child<ServerCommand, ServerReply>;
type ClientChild = Child<ClientCommand, ClientReply>;

/** Every child this run started, stopped on every way out. */
const children: { stop(): void }[] = [];
function track<T extends { stop(): void }>(child: T): T {
  children.push(child);
  return child;
}

type Sample = {
  seconds: number;
  updates: number;
  skipped: number;
  delivered: number;
  arrived: number;
  histogram: Map<number, number>;
  serverCpuMs: number;
  clientCpuMs: number;
  publisherLateMs: number;
  drained: boolean;
  /** Live frames in which the clients found no quote `time` (the servers' layout changed). */
  unreadable: number;
};

type Measured = {
  implementation: Implementation;
  subscribers: number;
  seconds: number;
  /** Updates published x subscribers, per second. */
  offeredPerSecond: number;
  /** Schedule slots the publisher missed (fell behind), per second. */
  skippedUpdatesPerSecond: number;
  deliveredPerSecond: number;
  ageMs: { p50: number; p99: number; max: number };
  serverCoreShare: number;
  serverMicrosecondsPerDelivery: number;
  /** All client processes together, from each window's start until its traffic stopped. */
  clientMicrosecondsPerDelivery: number;
  publisherLateMsMax: number;
  perRound: number[];
  drained: boolean;
  unreadable: number;
};

function percentile(histogram: Map<number, number>, fraction: number): number {
  const total = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return 0;
  const target = Math.ceil(total * fraction);
  let seen = 0;
  for (const [age, count] of [...histogram.entries()].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= target) return age;
  }
  return MAX_AGE_MS;
}

function summarize(
  implementation: Implementation,
  subscribers: number,
  samples: Sample[],
): Measured {
  const seconds = samples.reduce((total, sample) => total + sample.seconds, 0);
  const delivered = samples.reduce((total, sample) => total + sample.delivered, 0);
  const offered = samples.reduce((total, sample) => total + sample.updates * subscribers, 0);
  const cpuMs = samples.reduce((total, sample) => total + sample.serverCpuMs, 0);
  const clientCpuMs = samples.reduce((total, sample) => total + sample.clientCpuMs, 0);
  const histogram = new Map<number, number>();
  for (const sample of samples) {
    for (const [age, count] of sample.histogram)
      histogram.set(age, (histogram.get(age) ?? 0) + count);
  }
  return {
    implementation,
    subscribers,
    seconds,
    offeredPerSecond: offered / seconds,
    skippedUpdatesPerSecond: samples.reduce((total, sample) => total + sample.skipped, 0) / seconds,
    deliveredPerSecond: delivered / seconds,
    ageMs: {
      p50: percentile(histogram, 0.5),
      p99: percentile(histogram, 0.99),
      max: Math.max(0, ...histogram.keys()),
    },
    serverCoreShare: cpuMs / (seconds * 1000),
    serverMicrosecondsPerDelivery: delivered > 0 ? (cpuMs * 1000) / delivered : 0,
    clientMicrosecondsPerDelivery: delivered > 0 ? (clientCpuMs * 1000) / delivered : 0,
    publisherLateMsMax: Math.max(0, ...samples.map((sample) => sample.publisherLateMs)),
    perRound: samples.map((sample) => Math.round(sample.delivered / sample.seconds)),
    drained: samples.every((sample) => sample.drained),
    unreadable: samples.reduce((total, sample) => total + sample.unreadable, 0),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no quote has arrived at any client for 300 ms (at most 3 s); false if traffic never stopped. */
async function drain(clients: ClientChild[]): Promise<boolean> {
  let last = -1;
  let quietPolls = 0;
  const ends = Date.now() + 3_000;
  while (Date.now() < ends) {
    const progress = await Promise.all(
      clients.map((client) => client.request({ type: 'progress' }, 'progress', 5000)),
    );
    const received = progress.reduce((total, reply) => total + reply.received, 0);
    quietPolls = received === last ? quietPolls + 1 : 0;
    if (quietPolls >= 3) return true;
    last = received;
    await sleep(100);
  }
  return false;
}

/** One publishing window of one server; counted (a sample) unless it is a warm-up. */
async function window(
  server: ServerChild,
  implementation: Implementation,
  clients: ClientChild[],
  seconds: number,
  counted: boolean,
): Promise<Sample | null> {
  const from = Date.now() + 300;
  const until = from + seconds * 1000;
  for (const client of clients)
    client.send({
      type: 'window',
      window: counted ? { from, until, onTimeUntil: until + ON_TIME_GRACE_MS } : null,
    });
  const published = await server.request(
    { type: 'publish', from, until },
    'published',
    (seconds + 30) * 1000,
  );
  const drained = await drain(clients);
  for (const client of clients) client.send({ type: 'window', window: null });
  if (!counted) return null;
  const reports = await Promise.all(
    clients.map((client) => client.request({ type: 'report', implementation }, 'report', 10_000)),
  );
  const histogram = new Map<number, number>();
  for (const report of reports) {
    for (const [age, count] of report.histogram)
      histogram.set(age, (histogram.get(age) ?? 0) + count);
  }
  return {
    seconds,
    updates: published.updates,
    skipped: published.skipped,
    delivered: reports.reduce((total, report) => total + report.delivered, 0),
    arrived: reports.reduce((total, report) => total + report.arrived, 0),
    histogram,
    serverCpuMs: published.cpuMs,
    clientCpuMs: reports.reduce((total, report) => total + report.cpuMs, 0),
    publisherLateMs: published.lateMs,
    drained,
    unreadable: reports.reduce((total, report) => total + report.unreadable, 0),
  };
}

type Servers = Map<Implementation, { server: ServerChild; port: number; connected: number }>;

const IMPLEMENTATIONS: Implementation[] = ['kabuto', 'naive'];

async function startServers(options: Options, openFiles: number | null): Promise<Servers> {
  const servers: Servers = new Map();
  await Promise.all(
    IMPLEMENTATIONS.map(async (implementation) => {
      const server = track(
        new Child<ServerCommand, ServerReply>(
          `${implementation} server`,
          'server.ts',
          [implementation, String(options.symbols), String(options.rate), options.pattern],
          openFiles,
        ),
      );
      const { port } = await server.request(null, 'ready', 30_000);
      servers.set(implementation, { server, port, connected: 0 });
    }),
  );
  return servers;
}

/** Brings every server to `subscribers` subscribers (each on every symbol), spread over the client processes. */
async function connectUpTo(
  options: Options,
  servers: Servers,
  clients: ClientChild[],
  subscribers: number,
): Promise<void> {
  const symbols = symbolCodes(options.symbols);
  for (const [implementation, serving] of servers) {
    const more = subscribers - serving.connected;
    const share = (index: number) =>
      Math.floor(more / clients.length) + (index < more % clients.length ? 1 : 0);
    const results = await Promise.all(
      clients.map((client, index) =>
        client.request(
          {
            type: 'connect',
            implementation,
            url: `ws://127.0.0.1:${serving.port}/api/ws`,
            count: share(index),
            symbols,
          },
          'connected',
          90_000,
        ),
      ),
    );
    const failed = results.reduce((total, result) => total + result.failed, 0);
    if (failed > 0) {
      const firstError = results.find((result) => result.firstError)?.firstError ?? '?';
      const hint = /EMFILE|ENFILE/.test(firstError)
        ? ' (out of file descriptors: raise `ulimit -n`)'
        : /EADDRNOTAVAIL/.test(firstError)
          ? ' (out of ephemeral ports)'
          : '';
      throw new Error(
        `${failed} of ${more} connections to ${implementation} failed: ${firstError}${hint}`,
      );
    }
    serving.connected = subscribers;
  }
  // Subscriptions are in place once each server counts every subscriber on every symbol.
  for (const [implementation, { server }] of servers) {
    const wanted = subscribers * options.symbols;
    const ends = Date.now() + 30_000;
    for (;;) {
      const { subscriptions } = await server.request({ type: 'stats' }, 'stats', 5000);
      if (subscriptions >= wanted) break;
      if (Date.now() > ends)
        throw new Error(
          `${implementation}: ${subscriptions} of ${wanted} subscriptions after 30 s`,
        );
      await sleep(100);
    }
  }
}

async function measureSize(
  options: Options,
  servers: Servers,
  clients: ClientChild[],
  subscribers: number,
  warmup: boolean,
): Promise<Measured[]> {
  const started = Date.now();
  await connectUpTo(options, servers, clients, subscribers);
  const connectedSeconds = (Date.now() - started) / 1000;
  if (warmup && options.warmup > 0) {
    for (const implementation of IMPLEMENTATIONS)
      await window(
        servers.get(implementation)!.server,
        implementation,
        clients,
        options.warmup,
        false,
      );
  }
  const samples = new Map<Implementation, Sample[]>(
    IMPLEMENTATIONS.map((implementation) => [implementation, []]),
  );
  const sliceSeconds = options.seconds / options.rounds;
  for (let round = 0; round < options.rounds; round += 1) {
    const order = round % 2 === 0 ? IMPLEMENTATIONS : [...IMPLEMENTATIONS].reverse();
    for (const implementation of order) {
      const sample = await window(
        servers.get(implementation)!.server,
        implementation,
        clients,
        sliceSeconds,
        true,
      );
      samples.get(implementation)!.push(sample!);
    }
  }
  console.log(
    `  ${String(subscribers).padStart(5)} subscribers: both servers connected and subscribed in ${fixed(connectedSeconds, 1)} s; ` +
      `measured in ${fixed((Date.now() - started) / 1000 - connectedSeconds, 1)} s`,
  );
  return IMPLEMENTATIONS.map((implementation) =>
    summarize(implementation, subscribers, samples.get(implementation)!),
  );
}

async function stopServers(servers: Servers, clients: ClientChild[]): Promise<void> {
  await Promise.all(
    clients.map((client) =>
      client.request({ type: 'disconnect' }, 'disconnected', 30_000).catch(() => undefined),
    ),
  );
  await Promise.all(
    [...servers.values()].map(
      ({ server }) =>
        new Promise<void>((resolve) => {
          if (server.process.exitCode !== null || server.process.signalCode !== null)
            return resolve();
          const force = setTimeout(() => server.stop(), 10_000);
          server.process.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          try {
            server.send({ type: 'exit' });
          } catch {
            server.stop();
          }
        }),
    ),
  );
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const limits = fileLimits();
  const cores = cpus().length;
  const load = loadavg().map((value) => fixed(value, 2));
  console.log(
    `quote fan-out on 127.0.0.1: ${options.symbols} symbols x ${options.rate} updates/s = ${options.symbols * options.rate} updates/s ` +
      `(${options.pattern === 'burst' ? 'all symbols at each tick, like the market feed' : 'staggered evenly'}), ` +
      `every subscriber on every symbol; ${options.seconds} s measured per server and size in ${options.rounds} interleaved rounds after ${options.warmup} s warm-up`,
  );
  console.log(
    `Node ${process.version}, ${cores} cores, load average ${load.join(' ')}; ${options.clientProcesses} client process(es); ` +
      `open files: soft ${limits.soft}, hard ${limits.hard}`,
  );

  // Each server holds one socket per subscriber; the client processes hold both servers' sockets.
  const clientNeed = (subscribers: number) =>
    Math.ceil((2 * subscribers) / options.clientProcesses) + FD_HEADROOM;
  const serverNeed = (subscribers: number) => subscribers + FD_HEADROOM;
  const sizes: number[] = [];
  const skipped: { subscribers: number; reason: string }[] = [];
  for (const subscribers of [...options.subscribers].sort((a, b) => a - b)) {
    const need = Math.max(clientNeed(subscribers), serverNeed(subscribers));
    if (need > limits.hard) {
      const reason =
        `${subscribers} subscribers need about ${need} open files per process, but the hard limit here is ${limits.hard}. ` +
        `Raise it (e.g. \`ulimit -Hn ${need}\` as root, or nofile in /etc/security/limits.conf) or use --client-processes=2, then run again.`;
      console.log(`SKIPPED: ${reason}`);
      skipped.push({ subscribers, reason });
    } else sizes.push(subscribers);
  }
  if (sizes.length > 0 && 2 * Math.max(...sizes) > ephemeralPorts()) {
    console.log(
      `warning: ${ephemeralPorts()} ephemeral ports (net.ipv4.ip_local_port_range); connections may fail`,
    );
  }
  const maxClientNeed = Math.max(0, ...sizes.map(clientNeed));
  const maxServerNeed = Math.max(0, ...sizes.map(serverNeed));
  const raise = (need: number) => (need > limits.soft ? need : null);
  if (maxClientNeed > limits.soft || maxServerNeed > limits.soft) {
    console.log(
      `raising the soft open-files limit of the child processes to ${Math.max(maxClientNeed, maxServerNeed)} (soft limit here: ${limits.soft})`,
    );
  }
  console.log('');
  if (sizes.length === 0) return 1;

  const clients = Array.from({ length: options.clientProcesses }, (_, index) =>
    track(
      new Child<ClientCommand, ClientReply>(
        `client ${index + 1}`,
        'client.ts',
        [],
        raise(maxClientNeed),
      ),
    ),
  );
  const results: Measured[] = [];
  const serversStarted = Date.now();
  const servers = await startServers(options, raise(maxServerNeed));
  console.log(`  servers up in ${fixed((Date.now() - serversStarted) / 1000, 1)} s`);
  try {
    for (const [index, subscribers] of sizes.entries())
      results.push(...(await measureSize(options, servers, clients, subscribers, index === 0)));
  } finally {
    await stopServers(servers, clients);
    for (const client of clients) client.stop();
  }
  const loadAfter = loadavg().map((value) => fixed(value, 2));

  console.log('');
  console.log(
    'subscribers scheduled/s | kabuto deliveries/s  naive deliveries/s  ratio | kabuto age p50/p99 ms  naive age p50/p99 ms | server CPU µs/delivery kabuto  naive',
  );
  const rows: { subscribers: number; ratio: number; kabuto: Measured; naive: Measured }[] = [];
  for (const subscribers of sizes) {
    const kabuto = results.find(
      (result) => result.subscribers === subscribers && result.implementation === 'kabuto',
    )!;
    const naive = results.find(
      (result) => result.subscribers === subscribers && result.implementation === 'naive',
    )!;
    const ratio =
      naive.deliveredPerSecond > 0 ? kabuto.deliveredPerSecond / naive.deliveredPerSecond : 0;
    rows.push({ subscribers, ratio, kabuto, naive });
    console.log(
      `${String(subscribers).padStart(11)} ${fixed(subscribers * options.symbols * options.rate, 0).padStart(11)} | ` +
        `${fixed(kabuto.deliveredPerSecond, 0).padStart(19)} ${fixed(naive.deliveredPerSecond, 0).padStart(19)} ${fixed(ratio, 2).padStart(6)} | ` +
        `${`${kabuto.ageMs.p50} / ${kabuto.ageMs.p99}`.padStart(21)} ${`${naive.ageMs.p50} / ${naive.ageMs.p99}`.padStart(20)} | ` +
        `${fixed(kabuto.serverMicrosecondsPerDelivery, 1).padStart(29)} ${fixed(naive.serverMicrosecondsPerDelivery, 1).padStart(6)}`,
    );
  }
  console.log('');
  for (const row of rows) {
    for (const measured of [row.kabuto, row.naive]) {
      const missing =
        measured.offeredPerSecond * measured.seconds -
        measured.deliveredPerSecond * measured.seconds;
      console.log(
        `  ${measured.implementation.padEnd(6)} ${String(row.subscribers).padStart(5)}: deliveries/s by round ${measured.perRound.join(' ')}; ` +
          `offered ${fixed(measured.offeredPerSecond, 0)}/s (publisher skipped ${fixed(measured.skippedUpdatesPerSecond, 1)} updates/s, up to ${measured.publisherLateMsMax} ms behind), ` +
          `${fixed(missing, 0)} of the offered quotes lost or arrived over ${ON_TIME_GRACE_MS} ms after the window; max age ${measured.ageMs.max} ms; ` +
          `server ${fixed(measured.serverCoreShare * 100, 0)}% of a core; clients ${fixed(measured.clientMicrosecondsPerDelivery, 1)} µs CPU/delivery` +
          (measured.drained
            ? ''
            : '; traffic had not stopped 3 s after a window (ages undercounted)') +
          (measured.unreadable === 0
            ? ''
            : `; ${measured.unreadable} live frames without a readable quote time (not counted)`),
      );
    }
  }
  for (const row of rows) {
    // Informational: CPU time is what each server actually got, so this holds up on a busy machine.
    const perCore = (measured: Measured) =>
      measured.serverMicrosecondsPerDelivery > 0 ? 1e6 / measured.serverMicrosecondsPerDelivery : 0;
    console.log(
      `  ${String(row.subscribers).padStart(5)}: deliveries per second of server CPU: kabuto ${fixed(perCore(row.kabuto), 0)}, ` +
        `naive ${fixed(perCore(row.naive), 0)}, ratio ${fixed(perCore(row.kabuto) / Math.max(1, perCore(row.naive)), 2)} (informational)`,
    );
  }
  console.log(`load average after: ${loadAfter.join(' ')}`);
  console.log('');

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const checks: { name: string; ok: boolean }[] = [];
  for (const row of rows) {
    const ok = row.ratio >= 1;
    checks.push({ name: `ratio ${row.subscribers}`, ok });
    console.log(
      `kabuto / naive deliveries at ${String(row.subscribers).padStart(5)} = ${fixed(row.ratio, 2).padStart(5)}   target >= 1.00         ${verdict(ok)}`,
    );
  }
  for (const row of rows) {
    const bar = P99_AGE_BARS_MS.get(row.subscribers);
    if (bar === undefined) continue;
    const ok = row.kabuto.ageMs.p99 <= bar;
    checks.push({ name: `p99 ${row.subscribers}`, ok });
    console.log(
      `kabuto p99 age at ${String(row.subscribers).padStart(5)}        = ${String(row.kabuto.ageMs.p99).padStart(5)} ms target <= ${bar} ms     ${verdict(ok)}`,
    );
  }
  for (const row of rows) {
    const unreadable = row.kabuto.unreadable + row.naive.unreadable;
    if (unreadable === 0) continue;
    checks.push({ name: `readable ${row.subscribers}`, ok: false });
    console.log(
      `${row.subscribers} subscribers: ${unreadable} live frames without a readable quote time   MISS`,
    );
  }
  for (const skip of skipped) {
    checks.push({ name: `skipped ${skip.subscribers}`, ok: false });
    console.log(
      `${skip.subscribers} subscribers: not measured (open-files limit)                 MISS`,
    );
  }

  const resultsDir = path.join(repositoryRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `quotes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ options, node: process.version, cores, loadBefore: load, loadAfter, limits, onTimeGraceMs: ON_TIME_GRACE_MS, results, rows: rows.map(({ subscribers, ratio }) => ({ subscribers, ratio })), skipped, checks }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(repositoryRoot, file)}`);
  return checks.every((check) => check.ok) ? 0 : 1;
}

function stopChildren(): void {
  for (const child of children) child.stop();
}

// Bounded: whatever happens, the run ends within four minutes and takes its processes with it.
const watchdog = setTimeout(() => {
  console.error('benchmark took too long; giving up');
  stopChildren();
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    stopChildren();
    process.exitCode = 2;
  },
);
