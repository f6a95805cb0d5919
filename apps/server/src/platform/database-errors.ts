/**
 * Errors that mean "the database cannot be reached right now" (a restart, a failover, a cut
 * connection, a pool that cannot get a connection in time), as opposed to a bug or a rule the
 * data broke. They answer HTTP 503 `system_busy`: the same request may well work a moment later,
 * and nothing was decided (a transaction on a dead connection never commits; a commit whose
 * answer was lost is found again by the request's idempotency key).
 *
 * drizzle wraps a failed query in a DrizzleQueryError whose message holds the SQL and its
 * parameters; the pg error is its `cause`. So the whole `cause` chain is looked at, and what is
 * logged is only the pg error's own message and code (`databaseErrorSummary`), never the
 * wrapper's message.
 */

/** Socket-level failures (Node's errno codes) on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: admin_shutdown (pg_terminate_backend,
 * a fast or immediate stop), crash_shutdown, cannot_connect_now (starting up, recovering).
 * Class 08 (connection exception) is matched by its prefix.
 */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres and pg-pool say when a connection dies, has died or cannot be had in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/** How deep a `cause` chain is followed: drizzle adds one level, pg-pool another at most. */
const MAX_DEPTH = 5;

function* causeChain(error: unknown): Generator<Error> {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth += 1) {
    yield current;
    // A connection refused on a host with several addresses comes as an AggregateError.
    if (current instanceof AggregateError) {
      for (const inner of current.errors) if (inner instanceof Error) yield inner;
    }
    current = current.cause;
  }
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isConnectionFailure(error: Error): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || SHUTDOWN_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/** True when the error (or anything in its `cause` chain) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causeChain(error)) if (isConnectionFailure(item)) return true;
  return false;
}

/**
 * For the log: the message and code of the error that says why the database is unreachable
 * (else of the innermost cause). Never the DrizzleQueryError's own message: it carries the query's
 * parameters, which may be personal data.
 */
export function databaseErrorSummary(error: unknown): { message: string; code?: string } {
  let chosen: Error | undefined;
  for (const item of causeChain(error)) {
    if (isConnectionFailure(item)) {
      chosen = item;
      break;
    }
    chosen = item;
  }
  if (!chosen) return { message: String(error).slice(0, 200) };
  const code = codeOf(chosen);
  return code === undefined ? { message: chosen.message } : { message: chosen.message, code };
}
