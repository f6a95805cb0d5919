const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is PostgreSQL refusing a duplicate on the constraint whose name contains
 * `constraintFragment`: the backstop behind a check that a race slipped past. Drizzle wraps the
 * driver's error (its `cause`); PGlite names the constraint only in the message.
 */
export function isUniqueViolation(error: unknown, constraintFragment: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: unknown; constraint?: unknown; message?: unknown };
  const constraint = typeof details.constraint === 'string' ? details.constraint : '';
  const message = typeof details.message === 'string' ? details.message : '';
  return (
    details.code === UNIQUE_VIOLATION &&
    (constraint.includes(constraintFragment) || message.includes(constraintFragment))
  );
}
