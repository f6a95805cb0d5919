import { z } from 'zod';

/**
 * What a day's rebalance did (the server's `RebalanceSummary`, stored as JSON in
 * `copy_rebalances.summary` and answered as it is): the orders it opened by symbol and lots, the
 * positions it closed, the orders the trading rules refused (tried again the next trading day).
 * Read defensively: the contract types it as unknown, and a run still going has none.
 */
const rebalanceSummary = z.object({
  opened: z.array(z.object({ symbol: z.string(), lots: z.number() })).default([]),
  closed: z.array(z.number()).default([]),
  refused: z.array(z.object({ order: z.string(), key: z.string() })).default([]),
});

export type RebalanceSummary = z.infer<typeof rebalanceSummary>;

/** The summary, or null when there is none yet; 'unreadable' for anything of another shape. */
export function readSummary(summary: unknown): RebalanceSummary | null | 'unreadable' {
  if (summary === null || summary === undefined) return null;
  const parsed = rebalanceSummary.safeParse(summary);
  return parsed.success ? parsed.data : 'unreadable';
}

/** Whether the day placed no order at all (nothing to open, close or refuse). */
export function isQuietDay(summary: RebalanceSummary): boolean {
  return summary.opened.length + summary.closed.length + summary.refused.length === 0;
}
