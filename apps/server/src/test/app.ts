import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loggerOptions } from '../platform/logging';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ManualClock } from '../platform/clock';
import { DEMO_CUSTOMER, DEMO_OPERATORS } from '../seed';
import { openSeededTestDatabase } from './database';
import { TEST_CLOCK_START } from './database-snapshot';
import { runLedgerCheck } from '../ledger';
import { alwaysOpenDemoCalendar, jpxCalendar } from '../platform/calendar';
import { createSimulatedMarket, type SimulatedMarket } from '../market-data/simulator';
import { InProcessQuoteBus } from '../realtime/quote-bus';
import { InProcessEventBus, type EventBus } from '../realtime/events';
import { publishMarketFeed } from '../realtime/market-feed';
import { soleLeadership } from '../realtime/feed-leader';
import type { RateLimitStore } from '../platform/rate-limit';
import { ensureOperator } from '../modules/operators';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: AppConfig;
  /** The simulated market on the pinned clock: `t.clock.advanceSeconds(n); t.market.advanceTo(t.clock.now())`. */
  market: SimulatedMarket;
  quoteBus: InProcessQuoteBus;
  /** The app's customer and operator events: tests subscribe to see what was published. */
  events: EventBus;
  /** Every log line the app wrote, for tests that check what is (not) logged. */
  logs: string[];
  /** POST a JSON body to /api/vue<path> with optional headers; answers the parsed envelope. */
  call: TestCall;
  /** The same against the operator API, /api/admin<path>. */
  callAdmin: TestCall;
  close: () => Promise<void>;
};

export type TestCallOptions = {
  /** The caller's network address (light-my-request's default: 127.0.0.1). */
  remoteAddress?: string;
};

type TestCall = (
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  options?: TestCallOptions,
) => Promise<ApiAnswer>;

export type ApiAnswer = {
  httpStatus: number;
  status: number;
  msg: string;
  data: any;
  response: LightMyRequestResponse;
};

export type TestAppOptions = {
  configure?: (config: AppConfig) => AppConfig;
  /** Seeds the KABUTO code and the demo customer; on by default. */
  seedDemo?: boolean;
  /** The market's calendar: the always-open demo session (default) or the exchange's. */
  calendar?: 'demo' | 'jpx';
  /** Where the pinned clock starts (default 2026-11-20 10:00 JST, a Friday). */
  clockStart?: Date;
  /** The demo's headline of the day (docs/market-data.md): off unless a test asks. */
  marketHeadlines?: boolean;
  /** Rate-limit counts (default: this process's memory). */
  rateLimitStore?: RateLimitStore;
  /** Customer and operator events (default: in-process); a Redis bus to test several processes. */
  eventBus?: EventBus;
};

/** The real app on a real database, with a pinned clock and fast login throttling. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const defaults: AppConfig = {
    ...base,
    webDistDir: '/nonexistent',
    consoleDistDir: '/nonexistent',
    registerLimitPerHour: 10_000,
    moneyMovementLimitPerMinute: 100_000,
    rateLimitPerMinute: 100_000,
    tradeLimitPerMinute: 100_000,
    reportLimitPerMinute: 100_000,
    // Tests run the trading engine's session-end jobs themselves (t.app.trading.runDueJobs).
    tradingJobIntervalMs: 0,
    // Tests keep the real deposit and withdrawal hours unless one asks for the demo's.
    moneyHours: 'business',
  };
  const config = options.configure ? options.configure(defaults) : defaults;
  const clock = new ManualClock(options.clockStart ?? TEST_CLOCK_START);
  // Seeded with seedBase and seedDemo (test/database.ts copies the run's seeded snapshot).
  const database = await openSeededTestDatabase(clock, { demo: options.seedDemo ?? true });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  // Lazily generated: a test file pays only for the names and intervals it looks at.
  const market = createSimulatedMarket({
    clock,
    seed: 7,
    calendar: options.calendar === 'jpx' ? jpxCalendar : alwaysOpenDemoCalendar,
    headlines: options.marketHeadlines ?? false,
  });
  const quoteBus = new InProcessQuoteBus();
  const events = options.eventBus ?? new InProcessEventBus();
  const stopFeed = publishMarketFeed(market, quoteBus, soleLeadership, (error) => {
    throw error;
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    clock,
    market,
    quoteBus,
    eventBus: events,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    logger: loggerOptions('info', stream),
  });
  await app.ready();

  async function post(
    url: string,
    body: unknown,
    headers: Record<string, string>,
    options: TestCallOptions,
  ): Promise<ApiAnswer> {
    // A test that changed sessions or restrictions a moment ago must not race the notice that
    // tells the session cache (on PostgreSQL it arrives on its own connection).
    await Promise.all([app.sessionNotices.settle(), app.settingsNotices.settle()]);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return answerOf(response);
  }
  const under =
    (prefix: string): TestCall =>
    (path, body = {}, headers = {}, options = {}) =>
      post(`${prefix}${path}`, body, headers, options);
  const call = under('/api/vue');
  const callAdmin = under('/api/admin');

  return {
    app,
    database,
    clock,
    config,
    market,
    quoteBus,
    events,
    logs,
    call,
    callAdmin,
    close: async () => {
      stopFeed();
      market.stop();
      await app.close();
      try {
        // Whatever a test file did, it must leave a ledger that proves itself (integrity rule 2):
        // every entry balanced, cached balances equal to their postings, no customer below zero.
        const report = await runLedgerCheck(database.db);
        if (!report.ok) {
          throw new Error(
            `ledger check failed after this test file: ${JSON.stringify(report.problems.slice(0, 5))}`,
          );
        }
      } finally {
        await database.close();
      }
    },
  };
}

/** The envelope of an injected answer, parsed, with the answer itself. */
export function answerOf(response: LightMyRequestResponse): ApiAnswer {
  const parsed = response.json<{ status: number; msg: string; data: unknown }>();
  return {
    httpStatus: response.statusCode,
    status: parsed.status,
    msg: parsed.msg,
    data: parsed.data,
    response,
  };
}

export const demoCustomer = DEMO_CUSTOMER;

let accountCounter = 0;
/** A distinct, valid ten-digit account for each call within a test file. */
export function nextAccount(): string {
  accountCounter += 1;
  return `08${String(process.pid % 10_000).padStart(4, '0')}${String(accountCounter).padStart(4, '0')}`;
}

let registrations: Promise<unknown> = Promise.resolve();

/** Registers a customer and logs in; answers the headers a signed-in app sends. */
export async function signUpAndLogIn(testApp: TestApp, password = 'abcd1234') {
  const account = nextAccount();
  // One registration at a time: every test customer comes from one address, and more than the
  // address's free attempts in flight at once are throttled (counted before they are checked).
  const registering = registrations.then(() =>
    testApp.call('/user/register', {
      account,
      password,
      confirmPassword: password,
      invitationCode: 'KABUTO',
    }),
  );
  registrations = registering.catch(() => undefined);
  const registered = await registering;
  if (registered.status !== 1) throw new Error(`registration failed: ${registered.msg}`);
  const login = await testApp.call('/user/login', { account, password });
  if (login.status !== 1) throw new Error(`login failed: ${login.msg}`);
  const token = (login.data as { token: string }).token;
  return { account, password, token, headers: { account, token } };
}

/** The seeded demo operators, and a support-desk operator (no finance or compliance role). */
export type OperatorName = 'admin' | 'reviewer' | 'support';

const SUPPORT_DESK = {
  username: 'desk',
  displayName: 'Support desk',
  password: 'desk-pass-1',
  roles: ['support' as const],
};

/**
 * Logs in an operator (the support desk is created the first time); answers the header the
 * console sends.
 */
export async function logInOperator(testApp: TestApp, name: OperatorName) {
  let credentials: { username: string; password: string };
  if (name === 'support') {
    await ensureOperator(testApp.database.db, SUPPORT_DESK);
    credentials = SUPPORT_DESK;
  } else {
    credentials = DEMO_OPERATORS.find((o) => o.username === name)!;
  }
  const login = await testApp.callAdmin('/auth/login', {
    username: credentials.username,
    password: credentials.password,
  });
  if (login.status !== 1) throw new Error(`operator login failed: ${login.msg}`);
  return { 'operator-token': (login.data as { token: string }).token };
}
