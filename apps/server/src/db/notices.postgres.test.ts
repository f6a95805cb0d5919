import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { NOTICES_APPLICATION_NAME, postgresNotices } from './notices';

/**
 * The notices' own connection on PostgreSQL (db/notices.ts): heard, lost when its backend is
 * terminated (said at once, so the session cache stops trusting itself), and back on its own.
 * Runs in the PostgreSQL phase only (vitest.config.ts).
 */
const { database } = loadConfig();
if (database.kind !== 'postgres')
  throw new Error('needs DATABASE_URL (vitest.config.ts runs *.postgres.test.ts only with it)');

const admin = new pg.Client({ connectionString: database.url });
const adminReady = admin.connect();
afterAll(() => admin.end());

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('database notices on PostgreSQL', () => {
  it('are heard, say when they are lost, and come back by themselves', async () => {
    await adminReady;
    const channel = `kabuto_test_${process.pid}`;
    const heard: string[] = [];
    const states: boolean[] = [];
    const logs: string[] = [];
    const listener = await postgresNotices(database.url, (message) => logs.push(message))(channel, {
      onNotice: (payload) => heard.push(payload),
      onListening: (listening) => states.push(listening),
    });
    try {
      expect(states).toEqual([true]);
      await admin.query('SELECT pg_notify($1, $2)', [channel, '41']);
      await listener.settle();
      expect(heard).toEqual(['41']);

      const { rows } = await admin.query(
        'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [NOTICES_APPLICATION_NAME],
      );
      expect(rows.length).toBeGreaterThan(0);
      await until(() => states.length >= 3);
      expect(states).toEqual([true, false, true]);
      expect(logs.some((line) => line.includes('lost'))).toBe(true);

      await admin.query('SELECT pg_notify($1, $2)', [channel, '42']);
      await listener.settle();
      expect(heard).toEqual(['41', '42']);
    } finally {
      await listener.stop();
    }
    expect(states.at(-1)).toBe(false);
  });
});
