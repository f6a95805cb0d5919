/**
 * Diagnostics for bench/orders, none of them a target: CPU time of processes from /proc (the
 * server, PostgreSQL's backends), what PostgreSQL's backends are doing (sampled from
 * pg_stat_activity), and the machine's load average.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';

/** Kernel clock ticks per second (`getconf CLK_TCK`, 100 on Linux everywhere that matters). */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of a process in ms, or null when it is gone (or this is not Linux). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export const loadAverage = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** One backend of the sampled database at one instant, as pg_stat_activity shows it. */
type ActivityRow = { pid: number; state: string | null; wait: string | null; query: string };

/** A short name for a statement: the ledger posting by name, anything else by its first words. */
function statementLabel(query: string): string {
  if (query.includes('FROM unnest($1::int[]') || query.includes("'{0,1}'::int[]"))
    return 'ledger posting (postEntry)';
  return query.replace(/\s+/g, ' ').trim().slice(0, 48);
}

/**
 * What the backends of one database spend their time on: every `intervalMs`, pg_stat_activity
 * for that database, counted by state and wait event ("backend samples"). `active` without a wait
 * is running (CPU); `Lock:*` waits on another transaction's row lock; `IO:WALSync`/`LWLock:WALWrite`
 * is the commit's flush; `idle in transaction` is a transaction held open while the client (the
 * Kabuto server) works or talks; `idle` is a pooled connection nobody is using. It also follows
 * each backend's CPU time from /proc, so a window can be charged the database's CPU.
 */
export class ActivitySampler {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private counts: Record<string, number> = {};
  private statements: Record<string, number> = {};
  private samples = 0;
  /** CPU ms of each backend pid: first and latest reading in the window. */
  private cpu = new Map<number, { first: number; last: number }>();

  private database = '';

  private constructor(
    private readonly client: pg.Client,
    private readonly intervalMs: number,
  ) {}

  static async open(baseUrl: string, intervalMs = 20): Promise<ActivitySampler> {
    const client = new pg.Client({
      connectionString: baseUrl,
      application_name: 'kabuto-bench-probe',
    });
    await client.connect();
    return new ActivitySampler(client, intervalMs);
  }

  /** Starts a window on `database`'s backends: counts and CPU readings from zero. */
  start(database: string): void {
    this.stopTimer();
    this.database = database;
    this.counts = {};
    this.statements = {};
    this.samples = 0;
    this.cpu = new Map();
    // A failed sample (the connection closing at the end of a run) only loses that sample.
    const sampleQuietly = () => void this.sample().catch(() => undefined);
    sampleQuietly();
    this.timer = setInterval(sampleQuietly, this.intervalMs);
  }

  /** Ends the window: backend samples by state, and the backends' CPU time over it (ms). */
  async stop(): Promise<{
    samples: number;
    states: Record<string, number>;
    /** Samples of active backends by statement and what it waited on. */
    statements: Record<string, number>;
    backendCpuMs: number;
  }> {
    this.stopTimer();
    while (this.busy) await new Promise((resolve) => setTimeout(resolve, 2));
    await this.sample();
    let backendCpuMs = 0;
    for (const { first, last } of this.cpu.values()) backendCpuMs += last - first;
    return {
      samples: this.samples,
      states: { ...this.counts },
      statements: { ...this.statements },
      backendCpuMs,
    };
  }

  async close(): Promise<void> {
    this.stopTimer();
    await this.client.end();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.client.query<ActivityRow>(
        `SELECT pid, state, left(query, 200) AS query,
                CASE WHEN wait_event IS NULL THEN NULL ELSE wait_event_type || ':' || wait_event END AS wait
           FROM pg_stat_activity
          WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        [this.database],
      );
      this.samples += 1;
      for (const row of rows) {
        const state =
          row.state === 'active'
            ? row.wait
              ? `active, waiting ${row.wait}`
              : 'active, running'
            : (row.state ?? 'unknown');
        this.counts[state] = (this.counts[state] ?? 0) + 1;
        if (row.state === 'active') {
          const label = `${statementLabel(row.query)} [${row.wait ?? 'running'}]`;
          this.statements[label] = (this.statements[label] ?? 0) + 1;
        }
        const ms = processCpuMs(row.pid);
        if (ms === null) continue;
        const seen = this.cpu.get(row.pid);
        if (seen) seen.last = ms;
        else this.cpu.set(row.pid, { first: ms, last: ms });
      }
    } finally {
      this.busy = false;
    }
  }
}
