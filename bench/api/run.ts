/**
 * API benchmark (issue 12): what the reads every screen makes cost, against what the framework
 * costs. For each of `/common/config`, `/user/info`, `/market/list`, `/trade/positions` and
 * `/funding/records`: requests per second and p50 / p99 at `--connections` keep-alive connections
 * through the real server, and through a bare Fastify (bench/api/bare.ts) answering the very bytes
 * the real server answered, in the same run, in interleaved windows.
 *
 *   npx tsx bench/api/run.ts [--seconds=6] [--rounds=2] [--connections=50] [--warmup=1] [--profile]
 *
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * it must be on this machine. The run creates a scratch database and drops it on every way out.
 *
 * 1. The real server (apps/server/src/main.ts, production mode, the always-open demo calendar, no
 *    demo seed, no rate limit in the way) on the scratch database, port 3230-3239.
 * 2. One customer registers and logs in through the API, is funded through a real ledger entry
 *    and opens three positions, so that positions and fund records have rows to show.
 * 3. Each endpoint's answer is taken once (no accept-encoding: the same bytes both ways) and
 *    handed to the bare Fastify (port 3240-3249).
 * 4. For every endpoint, `--rounds` rounds of a real window and a bare window (which goes first
 *    rotates), `--seconds` in total per side, after a `--warmup` s warm-up of each. Every answer
 *    is checked: HTTP 200 and the envelope's `"status":1`; anything else is counted as failed and
 *    fails the run.
 * Targets (issue 12): /user/info >= 0.15 x bare, /common/config >= 0.35 x bare; the others are
 * printed for comparison. Diagnostics: the server's CPU per request in its windows; with
 * --profile the server runs with --cpu-prof and the script prints where its CPU went, per endpoint.
 * Prints the figures next to their targets with PASS or MISS, writes bench/results/api-<time>.json
 * and exits 0 (every target met), 1 (one missed) or 2 (the run failed). A watchdog ends the run
 * within 10 minutes; both servers and the database go on every way out.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { processCpuMs, loadAverage } from '../orders/probe';
import { exitWith, startWatchdog } from '../shared/ending';
import { fixed, percentile, round1, round3 } from '../shared/figures';
import { HttpLoad, type HttpRequestSpec, type HttpWindow } from '../shared/http-load';
import {
  addBenchInvitationCode,
  callApi,
  freePortIn,
  fundCustomers,
  registerCustomers,
  startKabuto,
} from '../shared/kabuto';
import { createDatabases, databaseUrl, dropDatabase, localServerUrl } from '../shared/postgres';
import { printProfile, summarizeServerProfile } from '../shared/profile';
import { interleave } from '../shared/rounds';
import { repositoryRoot, startServer, stopServer, type ServerHolder } from '../shared/server';

const KABUTO_PORTS = [3230, 3239] as const;
const BARE_PORTS = [3240, 3249] as const;

type Endpoint = { path: string; body: unknown; signedIn: boolean; target?: number };

/** The reads, with the issue's bars where it sets one (ratio to the bare Fastify). */
const ENDPOINTS: readonly Endpoint[] = [
  { path: '/api/vue/common/config', body: { type: 'all' }, signedIn: false, target: 0.35 },
  { path: '/api/vue/user/info', body: {}, signedIn: true, target: 0.15 },
  { path: '/api/vue/market/list', body: { sort: 'hot', page: 1, pageSize: 20 }, signedIn: false },
  { path: '/api/vue/trade/positions', body: { tab: 'open' }, signedIn: true },
  { path: '/api/vue/funding/records', body: { tab: 'all' }, signedIn: true },
];

type Options = {
  seconds: number;
  rounds: number;
  connections: number;
  warmup: number;
  profile: boolean;
  /** Only the endpoints whose path contains one of these (all when empty). */
  only: string[];
};

function parseOptions(argv: string[]): Options {
  const options: Options = {
    seconds: 6,
    rounds: 2,
    connections: 50,
    warmup: 1,
    profile: false,
    only: [],
  };
  for (const argument of argv) {
    if (argument === '--profile') {
      options.profile = true;
      continue;
    }
    if (argument.startsWith('--only=')) {
      options.only = argument.slice('--only='.length).split(',').filter(Boolean);
      continue;
    }
    const match = /^--(seconds|rounds|connections|warmup)=(\d+)$/.exec(argument);
    if (!match) {
      throw new Error(
        `unknown argument ${argument} (use --seconds=, --rounds=, --connections=, --warmup=, --profile, --only=/user/info,/market/list)`,
      );
    }
    options[match[1] as 'seconds' | 'rounds' | 'connections' | 'warmup'] = Number(match[2]);
  }
  if (options.seconds < 1 || options.seconds > 60) throw new Error('--seconds must be 1..60');
  if (options.rounds < 1 || options.rounds > options.seconds)
    throw new Error('--rounds must be 1..--seconds');
  if (options.connections < 1 || options.connections > 200)
    throw new Error('--connections must be 1..200');
  if (options.warmup < 1 || options.warmup > 10) throw new Error('--warmup must be 1..10');
  return options;
}

/** What this run started, undone on every way out. */
const kabuto: ServerHolder = { server: null };
const bare: ServerHolder = { server: null };
const cleanup = { baseUrl: '', databases: [] as string[], directory: null as string | null };

async function undo(): Promise<void> {
  await stopServer(bare, 5_000);
  await stopServer(kabuto, 10_000);
  for (const name of cleanup.databases) await dropDatabase(cleanup.baseUrl, name).catch(() => {});
  cleanup.databases = [];
  if (cleanup.directory) rmSync(cleanup.directory, { recursive: true, force: true });
  cleanup.directory = null;
}

/** An answer counts when it is HTTP 200 and the envelope says status 1 (a refusal says 0). */
const OK_MARK = Buffer.from('"status":1');
const accepts = (status: number, body: Buffer) => status === 200 && body.includes(OK_MARK);

type Side = { windows: HttpWindow[]; cpuMs: number };
type Figures = {
  path: string;
  reqPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: Record<string, number>;
  cpuMsPerRequest: number | null;
};

function figuresOf(path_: string, side: Side): Figures {
  const ok = side.windows.reduce((total, window) => total + window.ok, 0);
  const seconds = side.windows.reduce((total, window) => total + window.seconds, 0);
  const latencies = side.windows.flatMap((window) => window.latencies).sort((a, b) => a - b);
  const failed: Record<string, number> = {};
  for (const window of side.windows)
    for (const [reason, count] of Object.entries(window.failed))
      failed[reason] = (failed[reason] ?? 0) + count;
  return {
    path: path_,
    reqPerSecond: ok / seconds,
    p50Ms: percentile(latencies, 0.5, Number.POSITIVE_INFINITY),
    p99Ms: percentile(latencies, 0.99, Number.POSITIVE_INFINITY),
    failed,
    cpuMsPerRequest: ok > 0 && side.cpuMs > 0 ? side.cpuMs / ok : null,
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const endpoints = options.only.length
    ? ENDPOINTS.filter((endpoint) => options.only.some((part) => endpoint.path.includes(part)))
    : ENDPOINTS;
  if (endpoints.length === 0)
    throw new Error(`no endpoint matches --only=${options.only.join(',')}`);
  const { baseUrl, host } = localServerUrl();
  startWatchdog(10 * 60_000, undo);
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  const suffix = randomBytes(5).toString('hex');
  const name = `kabuto_api_${suffix}`;
  cleanup.baseUrl = baseUrl;
  cleanup.databases = [name];
  const { serverVersion } = await createDatabases(baseUrl, cleanup.databases);
  const url = databaseUrl(baseUrl, name);
  const load = new HttpLoad(options.connections);
  try {
    console.log(
      `PostgreSQL ${serverVersion} at ${host}; Node ${process.version}; load average ` +
        `${loadAtStart.join(' ')}; ${options.connections} connections; ${options.seconds} s per ` +
        `side and endpoint in ${options.rounds} interleaved rounds after ${options.warmup} s of warm-up`,
    );
    const handle = await openDatabase({ kind: 'postgres', url });
    await addBenchInvitationCode(handle, 'bench/api');
    const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
    const resultsDir = path.join(repositoryRoot, 'bench', 'results');
    const profileDir = options.profile ? path.join(resultsDir, `api-${stamp}-cpuprof`) : null;
    const server = await startKabuto({
      databaseUrl: url,
      ports: KABUTO_PORTS,
      holder: kabuto,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    const [session] = await registerCustomers(server.origin, 1);
    const [customer] = await fundCustomers(handle, [session!], '100000000');
    await handle.close();
    for (const symbol of ['7203', '6758', '8306']) {
      await fetch(`${server.origin}/api/vue/trade/place`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: customer!.token,
          account: customer!.account,
          'idempotency-key': `bench-api-${suffix}-${symbol}`,
        },
        body: JSON.stringify({
          symbol,
          direction: 'long',
          orderType: 'market',
          lots: 1,
          leverage: 2,
        }),
      }).then(async (response) => {
        const answer = (await response.json()) as { status: number; msg: string };
        if (answer.status !== 1) throw new Error(`order for ${symbol} refused: ${answer.msg}`);
      });
    }
    await callApi(server.origin, '/user/info', {}, customer);

    // The real answers, byte for byte, for the bare Fastify.
    const sessionHeaders = { token: customer!.token, account: customer!.account };
    const specs = (origin: string) =>
      endpoints.map((endpoint): HttpRequestSpec => ({
        origin,
        path: endpoint.path,
        body: JSON.stringify(endpoint.body),
        headers: endpoint.signedIn ? sessionHeaders : {},
      }));
    const answers = await Promise.all(
      specs(server.origin).map(async (spec) => {
        const response = await fetch(new URL(spec.path, spec.origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(spec.headers as object) },
          body: spec.body,
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (!accepts(response.status, body))
          throw new Error(
            `${spec.path} answered ${response.status}: ${body.toString().slice(0, 200)}`,
          );
        return {
          path: spec.path,
          contentType: response.headers.get('content-type') ?? 'application/json',
          bodyBase64: body.toString('base64'),
          bytes: body.length,
        };
      }),
    );
    cleanup.directory = mkdtempSync(path.join(tmpdir(), 'kabuto-bench-api-'));
    const answersFile = path.join(cleanup.directory, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await freePortIn(BARE_PORTS);
    const bareServer = await startServer({
      port: barePort,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(barePort),
        BARE_ANSWERS: answersFile,
      },
      entry: path.join('bench', 'api', 'bare.ts'),
      serves: async (origin) => (await fetch(`${origin}/ready`)).ok,
      timeoutSeconds: 60,
      holder: bare,
    });

    const realSpecs = specs(server.origin);
    const bareSpecs = specs(bareServer.origin);
    const results: { real: Figures; bare: Figures; bytes: number; target?: number }[] = [];
    /** Each endpoint's real windows in µs of the monotonic clock, to cut the profile to them. */
    const profileWindows: [number, number][][] = [];
    const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
    for (const [index, endpoint] of endpoints.entries()) {
      const real: Side = { windows: [], cpuMs: 0 };
      const baseline: Side = { windows: [], cpuMs: 0 };
      await load.closedLoop(options.warmup, realSpecs[index]!, accepts);
      await load.closedLoop(options.warmup, bareSpecs[index]!, accepts);
      const perRound = options.seconds / options.rounds;
      const realWindows: [number, number][] = [];
      profileWindows.push(realWindows);
      const windowOf = (spec: HttpRequestSpec, side: Side, pid: number) => async () => {
        const cpuBefore = processCpuMs(pid) ?? 0;
        const startUs = monotonicUs();
        side.windows.push(await load.closedLoop(perRound, spec, accepts));
        if (pid === server.pid) realWindows.push([startUs, monotonicUs()]);
        side.cpuMs += (processCpuMs(pid) ?? 0) - cpuBefore;
      };
      await interleave(options.rounds, [
        windowOf(realSpecs[index]!, real, server.pid),
        windowOf(bareSpecs[index]!, baseline, bareServer.pid),
      ]);
      results.push({
        real: figuresOf(endpoint.path, real),
        bare: figuresOf(endpoint.path, baseline),
        bytes: answers[index]!.bytes,
        target: endpoint.target,
      });
    }

    const loadAtEnd = loadAverage();
    console.log(
      `\n${'endpoint'.padEnd(26)} ${'bytes'.padStart(6)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ` +
        `${'p99 ms'.padStart(7)} ${'CPU ms/req'.padStart(10)} ${'bare req/s'.padStart(10)} ` +
        `${'bare p50'.padStart(8)} ${'ratio'.padStart(6)}  target`,
    );
    let missed = false;
    let failed = false;
    for (const { real, bare: baseline, bytes, target } of results) {
      const ratio = real.reqPerSecond / baseline.reqPerSecond;
      const verdict = target === undefined ? '' : ratio >= target ? 'PASS' : 'MISS';
      if (verdict === 'MISS') missed = true;
      console.log(
        `${real.path.replace('/api/vue', '').padEnd(26)} ${String(bytes).padStart(6)} ` +
          `${fixed(real.reqPerSecond, 0).padStart(8)} ${fixed(real.p50Ms, 2).padStart(7)} ` +
          `${fixed(real.p99Ms, 2).padStart(7)} ${(real.cpuMsPerRequest === null ? 'none' : fixed(real.cpuMsPerRequest, 3)).padStart(10)} ` +
          `${fixed(baseline.reqPerSecond, 0).padStart(10)} ${fixed(baseline.p50Ms, 2).padStart(8)} ` +
          `${fixed(ratio, 3).padStart(6)}  ${target === undefined ? '(none)' : `>= ${target} ${verdict}`}`,
      );
      for (const [reason, count] of [
        ...Object.entries(real.failed),
        ...Object.entries(baseline.failed),
      ]) {
        failed = true;
        console.log(`  FAILED answers: ${count} x ${reason}`);
      }
    }
    console.log(`load average at the end ${loadAtEnd.join(' ')}`);
    if (profileDir) {
      // The profile is written when the server exits.
      await stopServer(kabuto, 20_000);
      for (const [index, endpoint] of endpoints.entries()) {
        const profile = summarizeServerProfile(profileDir, profileWindows[index]!);
        if (profile) printProfile(profile, profileDir, `${endpoint.path} windows only`);
      }
    }
    mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, `api-${stamp}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          startedAt,
          options,
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          results: results.map(({ real, bare: baseline, bytes, target }) => ({
            path: real.path,
            bytes,
            target,
            ratio: round3(real.reqPerSecond / baseline.reqPerSecond),
            real: { ...real, reqPerSecond: round1(real.reqPerSecond) },
            bare: { ...baseline, reqPerSecond: round1(baseline.reqPerSecond) },
          })),
        },
        null,
        2,
      ),
    );
    console.log(`results written to ${path.relative(repositoryRoot, file)}`);
    if (failed) return 2;
    return missed ? 1 : 0;
  } finally {
    load.close();
    await undo();
  }
}

void exitWith(main);
