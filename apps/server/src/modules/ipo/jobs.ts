import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { databaseErrorSummary, isDatabaseUnavailable } from '../../platform/database-errors';

const OUTAGE_LOG_INTERVAL_MS = 60_000;
import { drawOffering } from './draw';
import { settleLapses } from './lapses';
import { dueForDraw, dueForLapses } from './repo';

export type IpoJobs = {
  /** Draws every offering whose draw time has come, then settles every passed purchase deadline. */
  runDue(now?: Date): Promise<{ drawn: number; settled: number }>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * The IPO's scheduled work (docs/ipo.md, "Jobs"). Its state is the offerings' own rows: what is
 * due is read from them at every run, so a run missed while the server was down is caught up by
 * the next one; each step takes the offering's row lock and checks its state again, so every
 * process may run the jobs and each step still happens once.
 */
export function createIpoJobs(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): IpoJobs {
  const { db, clock, logger } = deps;
  let running: Promise<unknown> = Promise.resolve();

  async function runDue(now: Date = clock.now()) {
    let drawn = 0;
    let settled = 0;
    for (const { id } of await dueForDraw(db, now)) {
      const outcome = await drawOffering(db, id, now);
      if (outcome === 'drawn') {
        drawn += 1;
        logger.info({ offeringId: id }, 'ipo: offering drawn');
      }
      if (outcome === 'no_final_price') {
        logger.warn({ offeringId: id }, 'ipo: the draw is due but the final price is not set');
      }
    }
    for (const { id } of await dueForLapses(db, now)) {
      if (await settleLapses(db, id, now)) {
        settled += 1;
        logger.info({ offeringId: id }, 'ipo: purchase deadline settled');
      }
    }
    return { drawn, settled };
  }

  // While the database is down every run fails: say so once a minute, as a summary (never the
  // query and its parameters), and try again at the next run (the work is still due then).
  let outageLoggedAt = 0;
  let busy = false;
  function logFailure(error: unknown) {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'ipo: scheduled jobs failed');
      return;
    }
    if (Date.now() - outageLoggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    outageLoggedAt = Date.now();
    logger.error(
      { database: databaseErrorSummary(error) },
      'ipo: scheduled jobs failed: database unavailable',
    );
  }

  const timer =
    deps.intervalMs > 0
      ? setInterval(() => {
          // One run at a time: a slow run (or a database outage) must not pile runs up.
          if (busy) return;
          busy = true;
          running = runDue()
            .catch(logFailure)
            .finally(() => {
              busy = false;
            });
        }, deps.intervalMs)
      : null;
  timer?.unref();

  return {
    runDue,
    stop: () => {
      if (timer) clearInterval(timer);
    },
    whenIdle: async () => {
      await running;
    },
  };
}
