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
  /** Customer uploads (identity documents, deposit proofs): outside any public path. */
  UPLOAD_DIR: z.string().optional(),
  /** 'demo' runs the labelled always-open session; 'jpx' follows the exchange calendar. */
  MARKET_CALENDAR: z.enum(['demo', 'jpx']).optional(),
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
  /** How often the trading engine runs its session-end jobs (lapsed orders, day-trade closes). */
  TRADING_JOB_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(5),
  LOGIN_REFUSE_AFTER: z.coerce.number().int().positive().default(10),
  LOGIN_IP_REFUSE_AFTER: z.coerce.number().int().positive().default(50),
  LOGIN_SLOWDOWN_STEP_MS: z.coerce.number().int().min(0).default(400),
});

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
  uploadDir: string;
  publicImagesDir: string;
  market: { calendar: 'demo' | 'jpx'; seed: number };
  clockStart: Date | null;
  /** POST /api/test/clock/advance is served (tests and demos only). */
  clockControl: boolean;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  registerLimitPerHour: number;
  moneyMovementLimitPerMinute: number;
  tradeLimitPerMinute: number;
  /** 0 leaves the session-end jobs to the caller (tests run them explicitly). */
  tradingJobIntervalMs: number;
  loginThrottle: {
    windowSeconds: number;
    slowdownAfterFailures: number;
    refuseAfterFailures: number;
    refuseAfterFailuresPerAddress: number;
    slowdownStepMs: number;
  };
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
    throw new Error('Invalid environment:\n  CLOCK_CONTROL: only with CLOCK_START, never in production');
  }
  const database: AppConfig['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : // Relative to the repository, not to the workspace folder npm runs the server from.
      { kind: 'pglite', dataDir: path.resolve(repositoryRoot, env.DATA_DIR) };
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
    uploadDir: path.resolve(repositoryRoot, env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    publicImagesDir: path.join(serverRoot, 'public', 'images'),
    // The embedded default trades around the clock (labelled as a demo); PostgreSQL deployments
    // follow the real calendar unless told otherwise.
    market: {
      calendar: env.MARKET_CALENDAR ?? (database.kind === 'pglite' ? 'demo' : 'jpx'),
      seed: env.MARKET_SEED,
    },
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : null,
    clockControl: env.CLOCK_CONTROL ?? false,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    registerLimitPerHour: env.REGISTER_LIMIT_PER_HOUR,
    moneyMovementLimitPerMinute: env.MONEY_MOVEMENT_LIMIT_PER_MINUTE,
    tradeLimitPerMinute: env.TRADE_LIMIT_PER_MINUTE,
    tradingJobIntervalMs: env.TRADING_JOB_INTERVAL_MS,
    loginThrottle: {
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      slowdownAfterFailures: env.LOGIN_SLOWDOWN_AFTER,
      refuseAfterFailures: env.LOGIN_REFUSE_AFTER,
      refuseAfterFailuresPerAddress: env.LOGIN_IP_REFUSE_AFTER,
      slowdownStepMs: env.LOGIN_SLOWDOWN_STEP_MS,
    },
  };
}
