import type { FastifyBaseLogger } from 'fastify';
import { databaseErrorSummary, isDatabaseUnavailable } from './database-errors';

const OUTAGE_LOG_INTERVAL_MS = 60_000;

export interface IntervalJob {
  stop(): void;
  /** Resolves when the run in progress (if any) has ended. */
  whenIdle(): Promise<void>;
  /** Logs a failure the way the timer's runs do (for a run started by hand, e.g. at start-up). */
  logFailure(error: unknown): void;
}

/**
 * Runs `run` every `intervalMs` (0: never; tests call the work themselves), one run at a time: a
 * slow run (or a database outage) never piles runs up. A failure is logged; while the database is
 * down every run fails, so that is said once a minute, as a summary (never the query and its
 * parameters), and the next run tries again (the work is still due then: a job's state is in the
 * database, docs/ARCHITECTURE.md).
 */
export function startIntervalJob(options: {
  name: string;
  intervalMs: number;
  logger: FastifyBaseLogger;
  run: () => Promise<unknown>;
}): IntervalJob {
  const { name, logger } = options;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let outageLoggedAt = 0;
  function logFailure(error: unknown) {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, `${name}: scheduled jobs failed`);
      return;
    }
    if (Date.now() - outageLoggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    outageLoggedAt = Date.now();
    logger.error(
      { database: databaseErrorSummary(error) },
      `${name}: scheduled jobs failed: database unavailable`,
    );
  }
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (busy) return;
          busy = true;
          running = options
            .run()
            .catch(logFailure)
            .finally(() => {
              busy = false;
            });
        }, options.intervalMs)
      : null;
  timer?.unref();
  return {
    stop: () => {
      if (timer) clearInterval(timer);
    },
    whenIdle: async () => {
      await running;
    },
    logFailure,
  };
}
