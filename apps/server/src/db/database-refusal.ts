/** What PostgreSQL said when it refused a statement. */
export type DatabaseRefusal = {
  /** The SQLSTATE (23505 a duplicate, 23503 a foreign key, 23514 a check, KBnnn ours). */
  code: string | undefined;
  /** The constraint's name, when the driver gives it. */
  constraint: string | undefined;
  message: string;
};

/**
 * The SQLSTATE, constraint and message of a database error. Drizzle wraps the driver's error (its
 * `cause`); pg and PGlite errors carry the fields themselves.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const details = (cause ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return {
    code: typeof details.code === 'string' ? details.code : undefined,
    constraint: typeof details.constraint === 'string' ? details.constraint : undefined,
    message: typeof details.message === 'string' ? details.message : '',
  };
}
