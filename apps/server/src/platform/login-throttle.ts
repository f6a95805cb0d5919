import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { throttleCounters } from '../db/schema';
import type { Clock } from './clock';

export type ThrottleVerdict = { refused: boolean; delayMs: number };

/**
 * Failed logins are counted per account and per address in fixed windows, in the database so
 * that every server process sees the same counts. After `slowdownAfterFailures` each further
 * attempt waits a little longer; from `refuseAfterFailures` the account (or address) is refused
 * with 'submitting too frequently' until its window ends. A success clears the account's count.
 */
export function loginThrottle(db: Database, clock: Clock, settings: AppConfig['loginThrottle']) {
  const windowMs = settings.windowSeconds * 1000;

  async function failuresInWindow(key: string): Promise<number> {
    const [row] = await db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
    if (!row || clock.now().getTime() - row.windowStartedAt.getTime() >= windowMs) return 0;
    return row.failures;
  }

  async function check(accountKey: string, addressKey: string): Promise<ThrottleVerdict> {
    const [accountFailures, addressFailures] = await Promise.all([
      failuresInWindow(accountKey),
      failuresInWindow(addressKey),
    ]);
    const refused =
      accountFailures >= settings.refuseAfterFailures ||
      addressFailures >= settings.refuseAfterFailuresPerAddress;
    const excess = Math.max(0, accountFailures - settings.slowdownAfterFailures + 1);
    return { refused, delayMs: Math.min(excess * settings.slowdownStepMs, 3000) };
  }

  /** Atomic: a new window starts when the old one has run out, else the count goes up by one. */
  async function recordFailure(key: string): Promise<void> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - windowMs);
    await db
      .insert(throttleCounters)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          failures: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${throttleCounters.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${throttleCounters.windowStartedAt} END`,
        },
      });
  }

  async function clear(key: string): Promise<void> {
    await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
  }

  return { check, recordFailure, clear };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
