/**
 * Interleaved rounds: what a benchmark compares (its own load, pgbench, ...) takes turns in short
 * windows, so that whatever else the machine does weighs on all of them alike.
 */

/** Runs every step once per round, the order rotating by one each round. */
export async function interleave(
  rounds: number,
  steps: readonly (() => Promise<unknown>)[],
): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < steps.length; step += 1)
      await steps[(round + step) % steps.length]!();
  }
}

/** Transactions per second over several windows: their transactions over their time. */
export function overallTps(windows: readonly { tps: number; seconds: number }[]): number {
  return (
    windows.reduce((total, window) => total + window.tps * window.seconds, 0) /
    windows.reduce((total, window) => total + window.seconds, 0)
  );
}
