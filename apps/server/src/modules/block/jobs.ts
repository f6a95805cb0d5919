import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MarketDataProvider } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import { runDueAllocations } from './allocation';
import { runDueBiddingCloses } from './bidding-allocation';
import { runDueGrabCloses } from './grab-allocation';

export type BlockJobs = {
  /** Allocates every open block offering, closes every bidding offering whose window has closed and every grab queue whose day has closed; answers how many. */
  runDue(now?: Date): Promise<number>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * Block trades' and bidding's scheduled work: every process runs it on the trading job interval; the offering's
 * row lock and status make each allocation happen once, also after downtime.
 */
export function createBlockJobs(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): BlockJobs {
  // Block trades, bidding, then the grab queues at the limit: each under its own row lock, in its
  // own transaction.
  const runDue = async (now?: Date) =>
    (await runDueAllocations(deps, now)) +
    (await runDueBiddingCloses(deps, now)) +
    (await runDueGrabCloses(deps, now));
  const job = startIntervalJob({
    name: 'block',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
