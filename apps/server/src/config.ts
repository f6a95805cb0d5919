import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = path.resolve(serverRoot, '..', '..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * The only module that reads process.env. Everything else receives a typed `AppConfig`.
 * Without DATABASE_URL the server runs on the embedded PGlite database in DATA_DIR.
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key and channel, so deployments (and test runs) sharing a Redis stay apart. */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .default('kabuto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** Seeds the demo customer and invitation code. Defaults to on for the embedded database only. */
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps', 'web', 'dist')),
  CONSOLE_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps', 'console', 'dist')),
  /**
   * Page origins of the native shell (apps/mobile) allowed to call the customer API across
   * origins, comma-separated; empty for none (platform/native-origins.ts).
   */
  NATIVE_APP_ORIGINS: z.string().default('https://localhost,capacitor://localhost'),
  /** Customer uploads (identity documents, deposit proofs): outside any public path. */
  UPLOAD_DIR: z.string().optional(),
  /** 'demo' runs the labelled always-open session; 'jpx' follows the exchange calendar. */
  MARKET_CALENDAR: z.enum(['demo', 'jpx']).optional(),
  /**
   * The deposit and withdrawal hours: 'demo' accepts requests at any hour (labelled as a demo, like
   * the market); 'business' keeps the configured window on Japanese business days. Defaults to
   * the market calendar's choice ('demo' with the demo calendar).
   */
  MONEY_HOURS: z.enum(['demo', 'business']).optional(),
  MARKET_SEED: z.coerce.number().int().min(1).default(1),
  /** Tests and demos only: the server's clock starts at this instant and runs on from there. */
  CLOCK_START: z.string().datetime({ offset: true }).optional(),
  /**
   * Tests and demos only (refused in production, needs CLOCK_START): POST /api/test/clock/advance
   * moves the shifted clock forward, so an end-to-end test can move past the 15-minute rule.
   */
  CLOCK_CONTROL: booleanFlag.optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  MONEY_MOVEMENT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Orders, closes, cancels and added margin per address per minute. */
  TRADE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Annual report files (CSV, PDF) per address per minute: a PDF costs about half a second of CPU. */
  REPORT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** New WebSocket connections per address per minute (a budget apart from the REST one). */
  WS_UPGRADES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Open WebSocket connections per address, and per customer session, in one process. */
  WS_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  WS_SOCKETS_PER_SESSION: z.coerce.number().int().positive().default(5),
  /** Messages a socket may send per second, sustained, and at once. */
  WS_MESSAGES_PER_SECOND: z.coerce.number().positive().default(20),
  WS_MESSAGE_BURST: z.coerce.number().int().positive().default(40),
  /** The OpenAPI document and its UI at /api/docs: on by default, except in production. */
  API_DOCS: booleanFlag.optional(),
  /** How often the trading engine runs its session-end jobs (lapsed orders, day-trade closes). */
  TRADING_JOB_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  /** Wrong logins per account (or per trusted device) that go through before the back-off. */
  LOGIN_FREE_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** Wrong logins per address (across accounts) that go through before the back-off. */
  LOGIN_ADDRESS_FREE_ATTEMPTS: z.coerce.number().int().positive().default(50),
  /** The back-off's first wait; it doubles with every further attempt, up to the maximum. */
  LOGIN_BACKOFF_FIRST_SECONDS: z.coerce.number().positive().default(1),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce
    .number()
    .positive()
    .default(15 * 60),
  /** Failures are forgotten after this long without an attempt. */
  LOGIN_FAILURES_FORGOTTEN_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600),
  /**
   * The key that seals two-factor secrets at rest (platform/secret-box.ts): 32 bytes, base64.
   * Outside production a fixed development key stands in; in production without it, two-factor
   * sign-in cannot be turned on (docs/two-factor.md).
   */
  TWO_FACTOR_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64',
    })
    .optional(),
});

/** The shape of platform/secret-throttle.ts's SecretPolicy (config imports nothing from platform). */
export type SecretPolicyConfig = {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
};

export type AppConfig = {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  redisUrl: string | undefined;
  redisNamespace: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  sessionTtlSeconds: number;
  seedDemo: boolean;
  webDistDir: string;
  consoleDistDir: string;
  /** Origins of the native shell's pages (platform/native-origins.ts). */
  nativeAppOrigins: string[];
  uploadDir: string;
  publicImagesDir: string;
  market: { calendar: 'demo' | 'jpx'; seed: number };
  /** Deposit and withdrawal hours (modules/funding/windows.ts). */
  moneyHours: 'demo' | 'business';
  clockStart: Date | null;
  /** POST /api/test/clock/advance is served (tests and demos only). */
  clockControl: boolean;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  registerLimitPerHour: number;
  moneyMovementLimitPerMinute: number;
  tradeLimitPerMinute: number;
  /** Report files (the annual report's CSV and PDF) per address per minute, each route. */
  reportLimitPerMinute: number;
  websocketUpgradesPerMinute: number;
  /** The shape of realtime/socket-limits.ts's SocketLimits. */
  socketLimits: {
    socketsPerAddress: number;
    socketsPerSession: number;
    messagesPerSecond: number;
    messageBurst: number;
  };
  /** Serve /api/docs (the UI) and /api/docs/json. */
  apiDocs: boolean;
  /** 0 leaves the session-end jobs to the caller (tests run them explicitly). */
  tradingJobIntervalMs: number;
  /**
   * The login password's throttle (platform/secret-throttle.ts, docs/security.md): per account
   * for devices that never signed in, per device for those that did, and per address.
   */
  loginThrottle: { account: SecretPolicyConfig; address: SecretPolicyConfig };
  /**
   * The two-factor secrets' key (32 bytes): TWO_FACTOR_KEY, or outside production the development
   * key; null in production without TWO_FACTOR_KEY (two-factor cannot be turned on).
   */
  twoFactorKey: Buffer | 'development' | null;
};

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.CLOCK_START && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  CLOCK_START: not allowed in production');
  }
  if (env.CLOCK_CONTROL && (env.NODE_ENV === 'production' || !env.CLOCK_START)) {
    throw new Error(
      'Invalid environment:\n  CLOCK_CONTROL: only with CLOCK_START, never in production',
    );
  }
  const database: AppConfig['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : // Relative to the repository, not to the workspace folder npm runs the server from.
      { kind: 'pglite', dataDir: path.resolve(repositoryRoot, env.DATA_DIR) };
  // The embedded default trades around the clock (labelled as a demo); PostgreSQL deployments
  // follow the real calendar unless told otherwise.
  const calendar = env.MARKET_CALENDAR ?? (database.kind === 'pglite' ? 'demo' : 'jpx');
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    redisUrl: env.REDIS_URL,
    redisNamespace: env.REDIS_NAMESPACE,
    logLevel: env.LOG_LEVEL,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    seedDemo: env.SEED_DEMO ?? database.kind === 'pglite',
    webDistDir: env.WEB_DIST_DIR,
    consoleDistDir: env.CONSOLE_DIST_DIR,
    nativeAppOrigins: env.NATIVE_APP_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    uploadDir: path.resolve(repositoryRoot, env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    publicImagesDir: path.join(serverRoot, 'public', 'images'),
    market: { calendar, seed: env.MARKET_SEED },
    moneyHours: env.MONEY_HOURS ?? (calendar === 'demo' ? 'demo' : 'business'),
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : null,
    clockControl: env.CLOCK_CONTROL ?? false,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    registerLimitPerHour: env.REGISTER_LIMIT_PER_HOUR,
    moneyMovementLimitPerMinute: env.MONEY_MOVEMENT_LIMIT_PER_MINUTE,
    tradeLimitPerMinute: env.TRADE_LIMIT_PER_MINUTE,
    reportLimitPerMinute: env.REPORT_LIMIT_PER_MINUTE,
    websocketUpgradesPerMinute: env.WS_UPGRADES_PER_MINUTE,
    socketLimits: {
      socketsPerAddress: env.WS_SOCKETS_PER_ADDRESS,
      socketsPerSession: env.WS_SOCKETS_PER_SESSION,
      messagesPerSecond: env.WS_MESSAGES_PER_SECOND,
      messageBurst: env.WS_MESSAGE_BURST,
    },
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    twoFactorKey: env.TWO_FACTOR_KEY
      ? Buffer.from(env.TWO_FACTOR_KEY, 'base64')
      : env.NODE_ENV === 'production'
        ? null
        : 'development',
    tradingJobIntervalMs: env.TRADING_JOB_INTERVAL_MS,
    loginThrottle: {
      account: {
        freeAttempts: env.LOGIN_FREE_ATTEMPTS,
        firstDelaySeconds: env.LOGIN_BACKOFF_FIRST_SECONDS,
        maxDelaySeconds: env.LOGIN_BACKOFF_MAX_SECONDS,
        forgetAfterSeconds: env.LOGIN_FAILURES_FORGOTTEN_AFTER_SECONDS,
      },
      address: {
        freeAttempts: env.LOGIN_ADDRESS_FREE_ATTEMPTS,
        firstDelaySeconds: env.LOGIN_BACKOFF_FIRST_SECONDS,
        maxDelaySeconds: env.LOGIN_BACKOFF_MAX_SECONDS,
        forgetAfterSeconds: env.LOGIN_FAILURES_FORGOTTEN_AFTER_SECONDS,
      },
    },
  };
}
