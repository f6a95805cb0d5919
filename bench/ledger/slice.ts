import { canonicalDecimal } from '@kabuto/money';
import type { Database } from '../../apps/server/src/db/client';
import { customerAccount, postEntry } from '../../apps/server/src/ledger';
import { AppError } from '../../apps/server/src/platform/app-error';

const ONE_YEN = canonicalDecimal('1');
const MINUS_ONE_YEN = canonicalDecimal('-1');

/** What one client process measured in one slice of a phase. */
export type Slice = {
  entries: number;
  seconds: number;
  /** CPU time the client process spent, in ms (the Node side of the postings). */
  clientCpuMs: number;
  failures: Record<string, number>;
  latencies: number[];
};

/** Messages from the coordinator (run.ts) to a client process (client.ts), and back. */
export type ToClient =
  | { kind: 'open'; url: string; index: number }
  | { kind: 'slice'; name: string; pool: number[]; workers: number; seconds: number }
  | { kind: 'close' };
export type FromClient =
  { kind: 'ready' } | { kind: 'slice'; slice: Slice } | { kind: 'error'; message: string };

let serial = 0;

/**
 * `workers` concurrent callers, each posting one entry per transaction (BEGIN, postEntry, COMMIT,
 * as business code does): a transfer of 1 JPY between two random customers of `pool`.
 */
export async function ledgerSlice(
  db: Database,
  client: number,
  name: string,
  pool: readonly number[],
  workers: number,
  seconds: number,
): Promise<Slice> {
  const slice: Slice = { entries: 0, seconds: 0, clientCpuMs: 0, failures: {}, latencies: [] };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const ends = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < ends) {
        const from = pool[Math.floor(Math.random() * pool.length)]!;
        let to = pool[Math.floor(Math.random() * (pool.length - 1))]!;
        if (to === from) to = pool[pool.length - 1]!;
        const postedAt = performance.now();
        try {
          await db.transaction((tx) =>
            postEntry(tx, {
              type: 'transfer',
              reason: 'Benchmark transfer',
              reference: { type: 'benchmark', id: worker },
              idempotencyKey: `bench:${name}:${client}:${worker}:${++serial}`,
              postings: [
                { account: customerAccount(from, 'JPY'), amount: MINUS_ONE_YEN },
                { account: customerAccount(to, 'JPY'), amount: ONE_YEN },
              ],
            }),
          );
          slice.entries += 1;
          slice.latencies.push(performance.now() - postedAt);
        } catch (error) {
          const key =
            error instanceof AppError
              ? error.key
              : error instanceof Error
                ? (error.message.split('\n')[0] ?? 'error')
                : 'error';
          slice.failures[key] = (slice.failures[key] ?? 0) + 1;
        }
      }
    }),
  );
  slice.seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  slice.clientCpuMs = (cpu.user + cpu.system) / 1000;
  return slice;
}
