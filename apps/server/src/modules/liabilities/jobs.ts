import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import { publishDue } from './publish';

export type LiabilitiesJobs = {
  /** Publishes today's (Japan) root unless published; answers whether this call published it. */
  runDue(now?: Date): Promise<boolean>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * The daily publication (docs/liabilities.md): every process runs it on the job interval and once
 * at start-up; the day's row and an advisory lock make it once per day whoever runs it.
 */
export function createLiabilitiesJobs(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): LiabilitiesJobs {
  const runDue = (now?: Date) => publishDue(deps, now);
  const job = startIntervalJob({
    name: 'liabilities',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
