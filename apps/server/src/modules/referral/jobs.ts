import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import { runDueReferrals } from './rewards';

export type ReferralJobs = {
  /** Records new friends and advances every referral that can move; answers how many moved. */
  runDue(now?: Date): Promise<number>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * The reward job (docs/referral.md): every process runs it on the job interval; its state is the
 * referral rows and the ledger, so a run repeated, run by two processes or run after downtime
 * pays each friend's reward once (row locks and the entry's idempotency key).
 */
export function createReferralJobs(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): ReferralJobs {
  const runDue = (now?: Date) => runDueReferrals(deps, now);
  const job = startIntervalJob({
    name: 'referral',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
