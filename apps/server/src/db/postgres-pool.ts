import pg from 'pg';
import { databaseErrorSummary } from '../platform/database-errors';

/**
 * The PostgreSQL connection pool, made to survive its connections being cut (a database restart,
 * a failover, `pg_terminate_backend`, a network blip) without taking the process down, and to
 * serve again on its own once PostgreSQL is back.
 *
 * Why each piece is needed (node-postgres 8, pg-pool 3, drizzle-orm 0.45):
 * - A pg Client whose connection dies emits 'error'. pg-pool listens only while the client is
 *   idle in the pool; a client checked out for a transaction has no listener, and an 'error'
 *   event without a listener kills the process. So every client gets a permanent listener, added
 *   when it connects.
 * - drizzle's transaction sends BEGIN before its try/finally: when BEGIN fails on a dead
 *   connection, drizzle never releases the client, and the dead client would hold one of the
 *   pool's slots for ever (after `max` such losses, every request would wait for a connection
 *   for ever). So a checked-out client whose connection dies is released at once, with the error,
 *   which makes the pool discard it; the caller's own later release is then a no-op instead of
 *   pg-pool's "released twice" error, which would hide the real one.
 * - A client released without an error but no longer queryable is discarded by pg-pool itself
 *   (`_release` checks `_queryable`), so a broken connection is never handed out again.
 */

const POOL_SIZE = 20;
/**
 * How long a query waits for a connection (a new one, or a free slot) before it fails with
 * `system_busy`: without a limit, a network that swallows packets leaves requests hanging for the
 * OS's TCP timeout (minutes). Longer than the apps wait for an answer (10 s), so a busy moment is
 * not turned into an error that a client would still have waited for.
 */
const CONNECT_TIMEOUT_MS = 15_000;

type Logger = (message: string) => void;

type ReleaseArgument = Error | boolean | undefined;

/**
 * Makes one checkout safe: the connection dying while checked out releases the client with the
 * error (the pool drops it), and releasing twice is harmless.
 */
function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  const onError = (error: Error) => release(error);
  function release(error?: ReleaseArgument): void {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    poolRelease(error);
  }
  client.on('error', onError);
  client.release = release;
  return client;
}

/** pg.Pool with guarded checkouts. drizzle recognises it as a pool (it is an instance of pg.Pool). */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: ReleaseArgument) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: ReleaseArgument) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `pool.query`, which already releases the client with the
    // error when its connection dies; drizzle's transactions use the promise form.
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

export function createPostgresPool(
  connectionString: string,
  {
    log = console.warn,
    max = POOL_SIZE,
    idleTimeoutMillis,
  }: {
    log?: Logger;
    max?: number;
    /**
     * When an idle connection beyond the kept ones would close (pg-pool's 10 s). None is beyond
     * them while all are kept: a test sets it short to show that none closes.
     */
    idleTimeoutMillis?: number;
  } = {},
): pg.Pool {
  const pool = new ResilientPool({
    connectionString,
    max,
    // Every connection opened stays open (pg-pool closes none of the first `min` when idle).
    // pg-pool's default closed one after 10 s without a query, and the orders after a quiet spell
    // then waited for new backends (a fork, the catalogue caches, the order functions compiled and
    // planned again): in bench:orders the orders of the first second after 15 s without any
    // answered at p50 295-464 ms, and 27 ms with the connections kept (bench/README, "tenth
    // session"). A dead idle connection is still dropped (pg-pool listens for its error; TCP
    // keep-alive finds a vanished peer), and the pool never holds more than `max`, the share of
    // the database each process uses.
    min: max,
    ...(idleTimeoutMillis === undefined ? {} : { idleTimeoutMillis }),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive finds a peer that vanished (a failover, a dropped route) on idle connections.
    keepAlive: true,
  });
  // Every connection, idle or checked out, has a listener for the rest of its life: an 'error'
  // event without one would end the process. The log names the failure only (message and SQLSTATE
  // or errno), never a query or its parameters.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const { message, code } = databaseErrorSummary(error);
      log(`PostgreSQL connection lost: ${message}${code ? ` (${code})` : ''}`);
    });
  });
  // pg-pool also reports an idle client's failure on the pool (after dropping the client); without
  // a listener that too would end the process. The client's own listener above has logged it.
  pool.on('error', () => undefined);
  return pool;
}
