/**
 * Web benchmark (issue 3, item 9): Lighthouse, mobile profile, on the customer app's Home
 * (/#/home/index) served by the real server, in Debian's Chromium; the median of five runs, and the
 * gzip size of the JavaScript Home loads.
 *
 *   npm run bench:web [-- --runs=5]
 *
 * 1. Builds the app (`npm run build -w @kabuto/web`, into a scratch directory so a build running
 *    elsewhere in the tree is neither disturbed nor picked up).
 * 2. Starts the server (apps/server/src/main.ts) on 127.0.0.1, a free port, a fresh DATA_DIR (which
 *    seeds the demo customer), WEB_DIST_DIR pointing at that build, and a global rate limit no run
 *    reaches (RATE_LIMIT_PER_MINUTE): the default (600 a minute from one address) refused the
 *    audits' own requests, and one run measured 3.1 KB of refusals instead of the app.
 * 3. Logs in through the API (POST /api/vue/user/login) as the demo customer.
 * 4. Each run: a fresh Chromium (/usr/bin/chromium, new profile, cold cache) started by
 *    chrome-launcher; a tab on the app's origin gets the session written into localStorage (the
 *    keys of apps/web/src/shared/storage.ts) over the DevTools protocol; then Lighthouse's Node API
 *    audits Home in a new tab of the same browser (default config = mobile emulation with simulated
 *    throttling; storage reset off so the session stays, the fresh profile gives the cold cache).
 *    A run that does not end on Home (for example bounced to the login screen) fails the benchmark.
 * 5. Reports the median performance score, total blocking time, cumulative layout shift and largest
 *    contentful paint, and the JavaScript Home loaded: every Script request in Lighthouse's network
 *    records, each file fetched again and gzipped here (zlib default level, as Vite's build report
 *    does) and summed; also what went over the wire. 1 KB = 1,000 bytes. Every response measured is
 *    checked, and the run fails (exit 2) rather than report figures of something else: each script
 *    answered 200 in the audit and again here, as JavaScript, with the body the browser got; no
 *    request of the app's origin was refused (HTTP 4xx/5xx, a rate limit's 429 among them); and the
 *    scripts include the entry index.html names.
 * 6. Lighthouse's accessibility category: on Home in every run (median), and once on the signed-out
 *    login screen; the audits that failed are named.
 * Targets (issue 12's bars): performance >= 90, TBT < 200 ms, CLS < 0.1, initial JS <= 150 KB
 * gzip; accessibility >= 95 on Home and on login (issue 11).
 * Stops the server and removes its scratch directories on every way out; a watchdog ends the run
 * after ten minutes. Writes bench/results/web-<time>.json.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { WebSocket } from 'ws';
import { STORAGE_KEYS } from '../../apps/web/src/shared/storage';
import { startWatchdog } from '../shared/ending';
import { fixed } from '../shared/figures';
import { repositoryRoot, startServer, stopServer } from '../shared/server';

const run = promisify(execFile);

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEMO_LOGIN = { account: '0900000001', password: 'demo1234' };
const HOME_HASH = '#/home/index';
const KB = 1000;
const LOGIN_HASH = '#/login/login';
const TARGETS = { performance: 90, tbtMs: 200, cls: 0.1, jsGzipKb: 150, accessibility: 95 };
/** Far above what a run sends: the audits' requests must never meet the server's rate limit. */
const RATE_LIMIT_PER_MINUTE = 100_000;

type Options = { runs: number };

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 5 };
  for (const argument of argv) {
    const match = /^--runs=(\d+)$/.exec(argument);
    if (!match) throw new Error(`unknown argument ${argument} (use --runs=)`);
    options.runs = Number(match[1]);
  }
  if (options.runs < 1 || options.runs > 9) throw new Error('--runs must be 1..9');
  return options;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** What this run started, undone on every way out. */
const cleanup: {
  server: ChildProcess | null;
  chrome: chromeLauncher.LaunchedChrome | null;
  directories: string[];
} = {
  server: null,
  chrome: null,
  directories: [],
};

async function startKabuto(
  port: number,
  dataDir: string,
  webDistDir: string,
): Promise<{ origin: string; log: () => string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
  };
  // The embedded database and the in-process quote bus, whatever this shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return startServer({
    port,
    env,
    serves: async (origin) => (await fetch(`${origin}/`)).ok,
    timeoutSeconds: 180,
    holder: cleanup,
  });
}

async function login(origin: string): Promise<{ token: string; account: string }> {
  const response = await fetch(`${origin}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (response.status !== 200) throw new Error(`login answered HTTP ${response.status}`);
  const body = (await response.json()) as {
    status: number;
    msg: string;
    data: { token: string; account: string } | null;
  };
  if (body.status !== 1 || !body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.data.token, account: body.data.account };
}

/** Minimal DevTools-protocol client for one target: send a command, wait for its answer or an event. */
class Cdp {
  private next = 0;
  private readonly pending = new Map<
    number,
    (message: { result?: unknown; error?: { message: string } }) => void
  >();
  private readonly eventWaiters: { method: string; resolve: () => void }[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as {
        id?: number;
        method?: string;
        result?: unknown;
        error?: { message: string };
      };
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      } else if (message.method) {
        for (const waiter of this.eventWaiters.filter(
          (candidate) => candidate.method === message.method,
        )) {
          this.eventWaiters.splice(this.eventWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  }

  static async connect(url: string): Promise<Cdp> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Cdp(socket);
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  event(method: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: not fired`)), 30_000);
      this.eventWaiters.push({
        method,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Writes the session into the origin's localStorage from a tab that loads a page of the origin that
 * is not the app (a 404), so nothing of the app is cached before the audit.
 */
async function seedSession(
  chromePort: number,
  origin: string,
  session: { token: string; account: string },
): Promise<void> {
  const devtools = `http://127.0.0.1:${chromePort}`;
  const target = (await (
    await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const cdp = await Cdp.connect(target.webSocketDebuggerUrl);
  try {
    await cdp.send('Page.enable');
    const loaded = cdp.event('Page.loadEventFired');
    await cdp.send('Page.navigate', { url: `${origin}/kabuto-bench-session-seed` });
    await loaded;
    const entries = [
      [STORAGE_KEYS.token, session.token],
      [STORAGE_KEYS.account, session.account],
    ];
    await cdp.send('Runtime.evaluate', {
      expression: `for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value); localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}) !== null`,
      returnByValue: true,
    });
  } finally {
    cdp.close();
    await fetch(`${devtools}/json/close/${target.id}`).catch(() => undefined);
  }
}

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
};

/** Lighthouse's long-tasks audit: one row per main-thread task over 50 ms (simulated). */
type LongTaskItem = { url: string; startTime: number; duration: number };

/** A task blocks for what it lasts beyond 50 ms (the definition of total blocking time). */
const BLOCKING_AFTER_MS = 50;

type RunResult = {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  speedIndexMs: number;
  cls: number;
  benchmarkIndex: number;
  finalUrl: string;
  scripts: { url: string; transferBytes: number; bytes: number; gzipBytes: number }[];
  jsGzipBytes: number;
  jsTransferBytes: number;
  accessibility: number;
  accessibilityFailures: string[];
  /** Lighthouse's long tasks from first contentful paint on (simulated times): what makes TBT. */
  blockingTasks: { script: string; startMs: number; durationMs: number }[];
  warnings: string[];
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The accessibility audits that count towards the score and did not pass, by id. */
function failedAccessibilityAudits(lhr: Lhr): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
}

/** Lighthouse's accessibility category on the signed-out login screen (a fresh browser). */
async function auditLoginAccessibility(
  origin: string,
): Promise<{ score: number; failures: string[] }> {
  return withChrome(async (port) => {
    const result = await lighthouse(`${origin}/${LOGIN_HASH}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      failures: failedAccessibilityAudits(lhr),
    };
  });
}

/** A fresh Chromium (new profile, cold cache) for one audit, stopped on every way out. */
async function withChrome<T>(audit: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  cleanup.chrome = chrome;
  try {
    return await audit(chrome.port);
  } finally {
    cleanup.chrome = null;
    chrome.kill();
  }
}

/** The path of the script index.html loads: the app's entry, which every audit must have loaded. */
async function entryScript(origin: string): Promise<string> {
  const response = await fetch(`${origin}/`);
  if (response.status !== 200) throw new Error(`index.html answered HTTP ${response.status}`);
  const match = /<script type="module"[^>]* src="\.?(\/[^"]+)"/.exec(await response.text());
  if (!match) throw new Error('index.html names no module script');
  return match[1]!;
}

/**
 * The scripts of the app's origin that the audit loaded, each fetched again and gzipped. Fails
 * loudly instead of measuring anything else than the app: a request of the origin refused during
 * the audit (a rate limit's 429 among them), a script not answered 200 in the audit or now, not
 * served as JavaScript, or not the bytes the browser got; no script at all, or not the entry.
 */
async function measuredScripts(origin: string, items: NetworkItem[]) {
  const ours = items.filter((item) => item.url.startsWith(`${origin}/`));
  const refused = ours.filter((item) => (item.statusCode ?? 0) >= 400);
  if (refused.length > 0)
    throw new Error(
      `the server refused requests of the audit: ${refused.map((item) => `${item.statusCode} ${item.url}`).join(', ')}`,
    );
  const scriptItems = ours.filter((item) => item.resourceType === 'Script');
  const entry = await entryScript(origin);
  if (!scriptItems.some((item) => new URL(item.url).pathname === entry))
    throw new Error(`the audit did not load the app's entry ${entry}`);
  const scripts = [];
  for (const item of scriptItems) {
    if (item.statusCode !== 200)
      throw new Error(`${item.url} answered HTTP ${item.statusCode} in the audit`);
    const response = await fetch(item.url);
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('javascript'))
      throw new Error(`${item.url} answered HTTP ${response.status} (${type}) when measured`);
    if (bytes.length === 0 || (item.resourceSize && item.resourceSize !== bytes.length))
      throw new Error(
        `${item.url}: ${bytes.length} bytes when measured, ${item.resourceSize} in the audit`,
      );
    scripts.push({
      url: item.url.replace(origin, ''),
      transferBytes: item.transferSize ?? 0,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
    });
  }
  return scripts;
}

async function audit(
  origin: string,
  session: { token: string; account: string },
): Promise<RunResult> {
  return withChrome(async (port) => {
    await seedSession(port, origin, session);
    const result = await lighthouse(`${origin}/${HOME_HASH}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new LighthouseError(lhr.runtimeError.code, lhr.runtimeError.message);
    const finalUrl = lhr.finalDisplayedUrl;
    if (!finalUrl.endsWith(HOME_HASH))
      throw new Error(`the audit did not end on Home but on ${finalUrl} (session not accepted?)`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits['network-requests']?.details as
      { items?: NetworkItem[] } | undefined;
    const scripts = await measuredScripts(origin, details?.items ?? []);
    const longTasks =
      (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [];
    const fcpMs = numeric('first-contentful-paint');
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      accessibilityFailures: failedAccessibilityAudits(lhr),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs,
      speedIndexMs: numeric('speed-index'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl,
      scripts,
      jsGzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0),
      jsTransferBytes: scripts.reduce((total, script) => total + script.transferBytes, 0),
      blockingTasks: longTasks
        .filter((task) => task.startTime >= fcpMs && task.duration > BLOCKING_AFTER_MS)
        .sort((a, b) => a.startTime - b.startTime)
        .map((task) => ({
          script: task.url.startsWith(origin) ? task.url.slice(origin.length) : task.url,
          startMs: task.startTime,
          durationMs: task.duration,
        })),
      warnings: lhr.runWarnings,
    };
  });
}

/** Lighthouse could not record the page load (its own failure, not the app's). */
class LighthouseError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/** Trace failures Lighthouse itself asks to run again for ("Please run Lighthouse again"). */
const TRACE_FAILURES = ['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED'];

/** An audit, run again (at most twice, said so) when Lighthouse failed to record the trace. */
async function auditAgainOnTraceFailure(
  origin: string,
  session: { token: string; account: string },
): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(origin, session);
    } catch (error) {
      if (
        !(error instanceof LighthouseError) ||
        !TRACE_FAILURES.includes(error.code) ||
        attempt > 2
      )
        throw error;
      console.log(`  ${error.message.split('.')[0]}: this run is audited again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${fixed(bytes / KB, 1)} KB`;

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  process.env.CHROME_PATH = CHROME_PATH;
  const { stdout: chromeVersion } = await run(CHROME_PATH, ['--version']);
  console.log(
    `Lighthouse (mobile, simulated throttling) on Home, ${options.runs} runs; ${chromeVersion.trim()}; ` +
      `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((value) => fixed(value, 2))
        .join(' ')}`,
  );

  const scratch = mkdtempSync(path.join(tmpdir(), 'kabuto-bench-web-'));
  cleanup.directories.push(scratch);
  const webDistDir = path.join(scratch, 'dist');
  const dataDir = path.join(scratch, 'data');

  const buildStarted = Date.now();
  await run(
    'npm',
    ['run', 'build', '-w', '@kabuto/web', '--', '--outDir', webDistDir, '--emptyOutDir'],
    {
      cwd: repositoryRoot,
      timeout: 5 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  console.log(`built apps/web in ${fixed((Date.now() - buildStarted) / 1000, 1)} s`);

  const serverStarted = Date.now();
  const { origin } = await startKabuto(await freePort(), dataDir, webDistDir);
  console.log(
    `server up on ${origin} in ${fixed((Date.now() - serverStarted) / 1000, 1)} s (fresh DATA_DIR)`,
  );
  const session = await login(origin);
  console.log(`logged in as the demo customer ${session.account}\n`);

  const runs: RunResult[] = [];
  for (let index = 0; index < options.runs; index += 1) {
    const result = await auditAgainOnTraceFailure(origin, session);
    runs.push(result);
    console.log(
      `run ${index + 1}: performance ${String(result.performance).padStart(3)}  TBT ${fixed(result.tbtMs, 0).padStart(5)} ms  ` +
        `LCP ${fixed(result.lcpMs, 0).padStart(5)} ms  FCP ${fixed(result.fcpMs, 0).padStart(5)} ms  SI ${fixed(result.speedIndexMs, 0).padStart(5)} ms  ` +
        `CLS ${fixed(result.cls, 3)}  JS ${result.scripts.length} files ${kb(result.jsGzipBytes)} gzip (${kb(result.jsTransferBytes)} transferred)  ` +
        `benchmarkIndex ${fixed(result.benchmarkIndex, 0)}  accessibility ${result.accessibility}`,
    );
    const blocking = result.blockingTasks
      .map((task) => `${task.script} ${fixed(task.durationMs, 0)} ms at ${fixed(task.startMs, 0)}`)
      .join(', ');
    console.log(`  tasks over 50 ms from FCP on: ${blocking || 'none'}`);
    for (const warning of result.warnings) console.log(`  warning: ${warning}`);
  }

  const loginAccessibility = await auditLoginAccessibility(origin);
  console.log(
    `login (signed out): accessibility ${loginAccessibility.score}` +
      (loginAccessibility.failures.length > 0
        ? `, failing: ${loginAccessibility.failures.join(', ')}`
        : ''),
  );
  const performance = median(runs.map((result) => result.performance));
  const homeAccessibility = median(runs.map((result) => result.accessibility));
  const homeFailures = runs[0]!.accessibilityFailures;
  const tbtMs = median(runs.map((result) => result.tbtMs));
  const lcpMs = median(runs.map((result) => result.lcpMs));
  const cls = median(runs.map((result) => result.cls));
  const jsGzipBytes = median(runs.map((result) => result.jsGzipBytes));
  const jsTransferBytes = median(runs.map((result) => result.jsTransferBytes));
  const scripts =
    runs.find((result) => result.jsGzipBytes === jsGzipBytes)?.scripts ?? runs[0]!.scripts;
  const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const shown = largest.slice(0, 8);
  const rest = largest.slice(shown.length);
  console.log(`\nJavaScript Home loads (median run): ${scripts.length} files, largest first`);
  for (const script of shown) {
    console.log(
      `  ${script.url.padEnd(44)} ${kb(script.bytes).padStart(10)} raw ${kb(script.gzipBytes).padStart(9)} gzip ${kb(script.transferBytes).padStart(10)} transferred`,
    );
  }
  if (rest.length > 0) {
    const sum = (key: 'bytes' | 'gzipBytes' | 'transferBytes') =>
      rest.reduce((total, script) => total + script[key], 0);
    console.log(
      `  ${`${rest.length} more files`.padEnd(44)} ${kb(sum('bytes')).padStart(10)} raw ${kb(sum('gzipBytes')).padStart(9)} gzip ${kb(sum('transferBytes')).padStart(10)} transferred`,
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((value) => fixed(value, 2))
      .join(' ')}\n`,
  );

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const checks = [
    { name: 'performance', ok: performance >= TARGETS.performance },
    { name: 'tbt', ok: tbtMs < TARGETS.tbtMs },
    { name: 'js', ok: jsGzipBytes <= TARGETS.jsGzipKb * KB },
    { name: 'accessibility-home', ok: homeAccessibility >= TARGETS.accessibility },
    { name: 'accessibility-login', ok: loginAccessibility.score >= TARGETS.accessibility },
    { name: 'cls', ok: cls < TARGETS.cls },
  ];
  console.log(
    `performance score (median)  = ${fixed(performance, 0).padStart(8)}      target >= ${TARGETS.performance}        ${verdict(checks[0]!.ok)}`,
  );
  console.log(
    `total blocking time (median) = ${fixed(tbtMs, 0).padStart(7)} ms   target < ${TARGETS.tbtMs} ms     ${verdict(checks[1]!.ok)}`,
  );
  console.log(
    `cumulative layout shift      = ${fixed(cls, 3).padStart(7)}      target < ${TARGETS.cls}       ${verdict(checks[5]!.ok)}`,
  );
  console.log(
    `largest contentful paint     = ${fixed(lcpMs, 0).padStart(7)} ms   (reported, no target)`,
  );
  console.log(
    `initial JavaScript (gzip)    = ${kb(jsGzipBytes).padStart(10)}   target <= ${TARGETS.jsGzipKb} KB    ${verdict(checks[2]!.ok)}`,
  );
  console.log(
    `accessibility, Home (median)  = ${fixed(homeAccessibility, 0).padStart(7)}      target >= ${TARGETS.accessibility}        ${verdict(checks[3]!.ok)}` +
      (homeFailures.length > 0 ? `  (failing: ${homeFailures.join(', ')})` : ''),
  );
  console.log(
    `accessibility, login          = ${fixed(loginAccessibility.score, 0).padStart(7)}      target >= ${TARGETS.accessibility}        ${verdict(checks[4]!.ok)}`,
  );
  console.log(
    `  (${kb(jsTransferBytes)} went over the wire: the server ${jsTransferBytes > jsGzipBytes * 1.5 ? 'does not compress' : 'compresses'} JavaScript)`,
  );

  const resultsDir = path.join(repositoryRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ options, chrome: chromeVersion.trim(), node: process.version, loadAfter: loadavg(), median: { performance, tbtMs, cls, lcpMs, jsGzipBytes, jsTransferBytes, homeAccessibility }, loginAccessibility, targets: TARGETS, checks, runs }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(repositoryRoot, file)}`);
  return checks.every((check) => check.ok) ? 0 : 1;
}

async function undo(): Promise<void> {
  cleanup.chrome?.kill();
  cleanup.chrome = null;
  await stopServer(cleanup, 15_000);
  for (const directory of cleanup.directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
}

// Bounded: whatever happens, the run ends within ten minutes, stopping what it started.
startWatchdog(10 * 60_000, undo);

void main()
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  )
  .finally(() => undo());
