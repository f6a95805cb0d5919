import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MarketDataProvider } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import type { TradingService } from '../trading';
import { runDueRebalances } from './rebalance-job';

export type CopyJobs = {
  /** Runs every house product's rebalance due now (once per trading day); how many ran. */
  runDue(now?: Date): Promise<number>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * Copy trading's scheduled work (docs/copy-trading.md, "House strategies"): every process runs it
 * on the trading job interval; what is due and what is done is in `copy_rebalances`.
 */
export function createCopyJobs(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  trading: TradingService;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): CopyJobs {
  const runDue = (now?: Date) => runDueRebalances(deps, now);
  const job = startIntervalJob({
    name: 'copy',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
