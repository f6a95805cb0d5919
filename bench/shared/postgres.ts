import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The PostgreSQL side of a benchmark: scratch databases on a local server (created for the run,
 * dropped on every way out) and pgbench windows next to what the benchmark measures.
 */

const run = promisify(execFile);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** DATABASE_URL (default the local `postgres` database); refuses a server on another machine. */
export function localServerUrl(): { baseUrl: string; host: string } {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(baseUrl).hostname;
  if (!LOOPBACK.has(host))
    throw new Error(`the benchmark runs against a local server only, not ${host}`);
  return { baseUrl, host };
}

/** The URL of database `name` on the server of `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A connection to the server as the benchmark's administrator, for the work given, then closed. */
export async function withAdminClient<T>(
  baseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type ServerFacts = { serverVersion: string; settings: Record<string, string> };

/** Creates the scratch databases; answers the server's version and the settings figures depend on. */
export async function createDatabases(
  baseUrl: string,
  names: readonly string[],
): Promise<ServerFacts> {
  return withAdminClient(baseUrl, async (client) => {
    for (const name of names) await client.query(`CREATE DATABASE ${name}`);
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const rows = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings
        WHERE name IN ('synchronous_commit', 'fsync', 'max_connections', 'shared_buffers', 'wal_level')`,
    );
    return {
      serverVersion: version.rows[0]?.server_version ?? '?',
      settings: Object.fromEntries(rows.rows.map((row) => [row.name, row.setting])),
    };
  });
}

/** Drops a scratch database once its connections are gone (a pool's end() does not wait for them). */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, async (client) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Fills a scratch database with pgbench's tables (scale 1), for `pgbench -N`. */
export async function initPgbench(url: string): Promise<void> {
  await run('pgbench', ['-i', '-q', '-s', '1', url], { timeout: 120_000 });
}

export type PgbenchWindow = { tps: number; seconds: number; statementMs: number[] };

/**
 * One pgbench window of `seconds` with `clients` connections (`-j 2`): `-N` (the reference), or
 * with `script`, a custom script in prepared mode, with `scriptFlags` besides (`-n` where there are
 * no pgbench tables to vacuum, `-r` for per-statement latencies). Answers the transactions per
 * second (connection set-up excluded) and, with `-r`, each SQL command's mean latency in ms.
 */
export async function runPgbench(
  url: string,
  clients: number,
  seconds: number,
  script?: { file: string; flags?: readonly string[] },
): Promise<PgbenchWindow> {
  const mode = script ? [...(script.flags ?? []), '-f', script.file, '-M', 'prepared'] : ['-N'];
  const { stdout } = await run(
    'pgbench',
    [...mode, '-c', String(clients), '-j', '2', '-T', String(seconds), url],
    { timeout: (seconds + 60) * 1000 },
  ).catch((error: unknown) => {
    // pgbench's first error line says why (a refused statement, a syntax error), not the command.
    const { stderr } = error as { stderr?: string };
    const why = (stderr ?? '').split('\n').find((line) => line.includes('error:'));
    throw new Error(why ?? (error instanceof Error ? error.message : String(error)));
  });
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match) throw new Error(`could not read pgbench output:\n${stdout}`);
  const statementMs = (stdout.split('statement latencies in milliseconds')[1] ?? '')
    .split('\n')
    .map((line) => /^\s+([\d.]+)\s+\d+\s+(.*)$/.exec(line))
    .filter((found): found is RegExpExecArray => found !== null && !found[2]!.startsWith('\\'))
    .map((found) => Number(found[1]));
  return { tps: Number(match[1]), seconds, statementMs };
}
