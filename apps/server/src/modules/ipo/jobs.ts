import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
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

  const timer =
    deps.intervalMs > 0
      ? setInterval(() => {
          running = runDue().catch((error: unknown) =>
            logger.error({ err: error }, 'ipo: scheduled jobs failed'),
          );
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
