import { databaseRefusal } from './database-refusal';

const UNIQUE_VIOLATION = '23505';

/**
 * Whether `error` is PostgreSQL refusing a duplicate on the constraint whose name contains
 * `constraintFragment`: the backstop behind a check that a race slipped past. The constraint is
 * looked for in the message too, for a driver that names it only there.
 */
export function isUniqueViolation(error: unknown, constraintFragment: string): boolean {
  const { code, constraint, message } = databaseRefusal(error);
  return (
    code === UNIQUE_VIOLATION &&
    ((constraint ?? '').includes(constraintFragment) || message.includes(constraintFragment))
  );
}
