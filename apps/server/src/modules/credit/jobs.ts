import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { startIntervalJob } from '../../platform/interval-job';
import { runDueAccruals } from './accrual';

export type CreditJobs = {
  /** Accrues every loan's interest through yesterday (Japan); answers how many loans it accrued. */
  runDue(now?: Date): Promise<number>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * Credit's scheduled work (docs/credit.md): every process runs the accrual on the job interval;
 * which days are done is in the database (`loans.accrued_through`, `loan_accruals`), so a run
 * repeated, run by two processes or run after downtime charges each day once.
 */
export function createCreditJobs(deps: {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  intervalMs: number;
}): CreditJobs {
  const runDue = (now?: Date) => runDueAccruals(deps, now);
  const job = startIntervalJob({
    name: 'credit',
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    run: () => runDue(),
  });
  return { runDue, stop: () => job.stop(), whenIdle: () => job.whenIdle() };
}
