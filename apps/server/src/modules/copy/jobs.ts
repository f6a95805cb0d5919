import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MarketDataProvider } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import type { TradingService } from '../trading';
import { runDueMirrors } from './mirror-job';
import { recordNavCloses } from './nav-history';
import { runDueRebalances } from './rebalance-job';
import { runDueRedemptions } from './redemption-job';
import { fireStopLosses } from './stop-loss';

export type CopyJobs = {
  /**
   * One run of copy trading's scheduled work: fire reached stop-losses, pay waiting redemptions
   * (selling first), mirror the leaders' trades into their products' pools (mirror-job.ts),
   * every house product's rebalance due now (once per trading day), and the
   * day's NAV closes once its session is over; returns how many rebalances ran.
   */
  runDue(now?: Date): Promise<number>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * Copy trading's scheduled work (docs/copy-trading.md): every process runs it on the trading job
 * interval; what is due and what is done is in the database (`copy_rebalances`, waiting
 * `copy_redemptions`, `copy_mirrors`, the stop-loss stamps), so a run repeated or run by two
 * processes does it once.
 */
export function createCopyJobs(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  trading: TradingService;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): CopyJobs {
  const runDue = async (now?: Date) => {
    await fireStopLosses(deps);
    await runDueRedemptions(deps);
    await runDueMirrors(deps, now);
    const rebalanced = await runDueRebalances(deps, now);
    await recordNavCloses(deps, now);
    return rebalanced;
  };
  const job = startIntervalJob({
    name: 'copy',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
