import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { secretAttempts } from '../db/schema-security';
import { queryRows } from '../ledger/rows';
import { ThrottledError } from './app-error';
import type { Clock } from './clock';

/**
 * One throttle for every secret a customer or an operator proves: the login password (at login,
 * and as the old password when changing it or setting a first fund password), the fund password
 * (withdrawals, and as the old one when changing it), the operator password; TOTP codes later.
 * The policy is written down in docs/security.md.
 *
 * - **Counted before the check.** An attempt is counted by one guarded statement before the
 *   secret is compared, so a burst of parallel guesses cannot slip in under the limit: each one
 *   either wins a counted slot or is refused without being checked.
 * - **Back-off, not a lock.** The first `freeAttempts` attempts at a key go through at once; each
 *   later one must wait `firstDelaySeconds`, doubling with every attempt, up to
 *   `maxDelaySeconds`. A right answer forgets the key; so does `forgetAfterSeconds` of silence.
 * - **Shared.** The counts live in the database, so every server process sees the same ones and a
 *   restart forgets nothing.
 */
export type SecretPolicy = {
  freeAttempts: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
};

export type ThrottleKey = { key: string; policy: SecretPolicy };

/** Delays double at most this many times (2^30 s is far beyond any maximum delay). */
const MAX_DOUBLINGS = 30;

export function secretThrottle(db: Database, clock: Clock) {
  /** Counts one attempt at `key` if its back-off allows one now; answers whether it did. */
  async function countAttempt(
    tx: Queryable,
    { key, policy }: ThrottleKey,
    now: Date,
  ): Promise<boolean> {
    const forgetBefore = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
    const attempts = sql`(CASE WHEN s.last_attempt_at <= ${forgetBefore} THEN 1 ELSE s.attempts + 1 END)`;
    const delaySeconds = (count: SQL) => sql`LEAST(${policy.maxDelaySeconds}::float8,
      ${policy.firstDelaySeconds}::float8 * power(2, LEAST(${count} - ${policy.freeAttempts}, ${MAX_DOUBLINGS})))`;
    // Within the free attempts there is no wait at all: the epoch rather than `now`, so that a
    // clock set back (a test's, or a host's after a correction) never blocks a free attempt.
    const nextAllowed = (
      count: SQL,
    ) => sql`(CASE WHEN ${count} < ${policy.freeAttempts} THEN 'epoch'::timestamptz
      ELSE ${now}::timestamptz + make_interval(secs => ${delaySeconds(count)}) END)`;
    const rows = await queryRows<{ attempts: number }>(
      tx,
      sql`INSERT INTO secret_attempts AS s (key, attempts, last_attempt_at, next_allowed_at)
          VALUES (${key}, 1, ${now}, ${nextAllowed(sql`1`)})
          ON CONFLICT (key) DO UPDATE SET
            attempts = ${attempts},
            last_attempt_at = ${now},
            next_allowed_at = ${nextAllowed(attempts)}
          WHERE s.next_allowed_at <= ${now} OR s.last_attempt_at <= ${forgetBefore}
          RETURNING s.attempts`,
    );
    return rows.length === 1;
  }

  /**
   * Counts an attempt on every key, or on none: refused (ThrottledError, `too_frequent` with a
   * Retry-After) when any key is still backing off. Keys are taken in a fixed order so that two
   * attempts sharing keys cannot deadlock.
   */
  async function countOrRefuse(keys: readonly ThrottleKey[]): Promise<void> {
    const now = clock.now();
    const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const refusedKey = await db
      .transaction(async (tx) => {
        for (const key of ordered) {
          if (!(await countAttempt(tx, key, now))) throw new RefusedKey(key.key);
        }
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof RefusedKey) return error.key;
        throw error;
      });
    if (refusedKey === null) return;
    const [row] = await db
      .select({ nextAllowedAt: secretAttempts.nextAllowedAt })
      .from(secretAttempts)
      .where(inArray(secretAttempts.key, [refusedKey]));
    const waitMs = (row?.nextAllowedAt.getTime() ?? now.getTime()) - now.getTime();
    throw new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** A right answer: these keys start again from nothing. */
  async function forget(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await db.delete(secretAttempts).where(inArray(secretAttempts.key, [...keys]));
  }

  /**
   * A right answer on a key that is not forgotten (an address): the attempt counted before the
   * check was not a failure after all. Its back-off stays as it was while the key still has
   * more than its free attempts; once it is back within them, the wait it started is lifted —
   * otherwise a burst of right answers in parallel (five customers registering at once behind one
   * address) would leave a wait that no failure earned.
   */
  async function uncount(keys: readonly ThrottleKey[]): Promise<void> {
    for (const { key, policy } of keys) {
      await db
        .update(secretAttempts)
        .set({
          attempts: sql`GREATEST(${secretAttempts.attempts} - 1, 0)`,
          nextAllowedAt: sql`CASE WHEN ${secretAttempts.attempts} - 1 < ${policy.freeAttempts}
            THEN 'epoch'::timestamptz ELSE ${secretAttempts.nextAllowedAt} END`,
        })
        .where(eq(secretAttempts.key, key));
    }
  }

  /**
   * The whole protocol: count (or refuse), check; when right, forget `forgetOnSuccess` and take
   * the attempt back from the other keys. Answers whether the secret was right; a wrong one stays
   * counted.
   */
  async function check(options: {
    keys: readonly ThrottleKey[];
    forgetOnSuccess: readonly string[];
    verify: () => Promise<boolean>;
  }): Promise<boolean> {
    await countOrRefuse(options.keys);
    const right = await options.verify();
    if (right) {
      await forget(options.forgetOnSuccess);
      await uncount(options.keys.filter(({ key }) => !options.forgetOnSuccess.includes(key)));
    }
    return right;
  }

  return { countOrRefuse, forget, check };
}

export type SecretThrottle = ReturnType<typeof secretThrottle>;

class RefusedKey extends Error {
  constructor(readonly key: string) {
    super(`throttled: ${key}`);
  }
}

type SQL = ReturnType<typeof sql>;
