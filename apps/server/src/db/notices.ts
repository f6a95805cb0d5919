import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseErrorSummary } from '../platform/database-errors';

/**
 * Database notices (LISTEN/NOTIFY): a committed change announces itself to every process on the
 * same database, whichever process or tool made it. PostgreSQL sends a NOTIFY only when its
 * transaction commits, and in commit order.
 *
 * On PostgreSQL a process listens on a connection of its own (not one of the pool's), and when
 * that connection is lost it says so (`onListening(false)`: whoever relies on the notices must
 * stop relying on them), then connects again with a growing pause and says so again. PGlite is one
 * process: its notices are delivered before the statement that caused them has answered.
 */
export type NoticeHandlers = {
  onNotice: (payload: string) => void;
  /** Whether notices are being heard now; false until the first LISTEN has succeeded. */
  onListening: (listening: boolean) => void;
};

export type NoticeListener = {
  /**
   * Resolves once every notice committed before the call has been delivered (a notice of our own
   * sent behind them has come back): for a test that changed rows directly and must not race the
   * delivery.
   */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
};

export type ListenForNotices = (
  channel: string,
  handlers: NoticeHandlers,
) => Promise<NoticeListener>;

export function pgliteNotices(client: PGlite): ListenForNotices {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.onNotice);
    handlers.onListening(true);
    return {
      settle: () => Promise.resolve(),
      stop: async () => {
        handlers.onListening(false);
        await unlisten();
      },
    };
  };
}

const RECONNECT_FIRST_MS = 200;
const RECONNECT_MAX_MS = 5_000;
const SETTLE_PREFIX = 'settle:';
/** How the listening connection shows in pg_stat_activity. */
export const NOTICES_APPLICATION_NAME = 'kabuto-notices';

export function postgresNotices(url: string, log: (message: string) => void): ListenForNotices {
  return async (channel, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let pauseMs = RECONNECT_FIRST_MS;
    let retry: NodeJS.Timeout | null = null;
    let settleCount = 0;
    let settled: Promise<void> = Promise.resolve();
    const settling = new Map<string, () => void>();

    /** Nothing is trusted while deaf, so a settle waiting on a lost connection is over too. */
    const releaseSettles = () => {
      for (const resolve of settling.values()) resolve();
      settling.clear();
    };

    const lost = (why: unknown) => {
      if (client === null) return;
      const dead = client;
      client = null;
      handlers.onListening(false);
      releaseSettles();
      dead.removeAllListeners('notification');
      dead.end().catch(() => undefined);
      if (stopped) return;
      log(
        `database notices on "${channel}" lost (${databaseErrorSummary(why).message}); listening again`,
      );
      schedule();
    };

    const schedule = () => {
      retry = setTimeout(() => {
        retry = null;
        void connect().catch((error: unknown) => {
          log(
            `database notices on "${channel}" not yet back (${databaseErrorSummary(error).message})`,
          );
          pauseMs = Math.min(pauseMs * 2, RECONNECT_MAX_MS);
          schedule();
        });
      }, pauseMs);
      retry.unref();
    };

    async function connect(): Promise<void> {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5_000,
        application_name: NOTICES_APPLICATION_NAME,
      });
      next.on('error', (error) => lost(error));
      next.on('end', () => lost(new Error('connection ended')));
      next.on('notification', (message) => {
        if (message.channel !== channel) return;
        const payload = message.payload ?? '';
        if (payload.startsWith(SETTLE_PREFIX)) {
          settling.get(payload)?.();
          settling.delete(payload);
          return;
        }
        handlers.onNotice(payload);
      });
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      pauseMs = RECONNECT_FIRST_MS;
      handlers.onListening(true);
    }

    await connect();
    return {
      settle: () => {
        // One at a time on the listening connection (pg runs one query per client at once).
        const next = settled.then(async () => {
          const current = client;
          if (!current) return;
          const token = `${SETTLE_PREFIX}${process.pid}:${(settleCount += 1)}`;
          const heard = new Promise<void>((resolve) => settling.set(token, resolve));
          try {
            await current.query('SELECT pg_notify($1, $2)', [channel, token]);
          } catch {
            // The connection is going: `lost` says so and nothing cached is used meanwhile.
            settling.delete(token);
            return;
          }
          await heard;
        });
        settled = next.catch(() => undefined);
        return next;
      },
      stop: async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        releaseSettles();
        const current = client;
        client = null;
        handlers.onListening(false);
        if (current) {
          current.removeAllListeners();
          current.on('error', () => undefined);
          await current.end().catch(() => undefined);
        }
      },
    };
  };
}
