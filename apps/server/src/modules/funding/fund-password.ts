import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { throttleCounters } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { verifyPassword } from '../../platform/secrets';

/**
 * Wrong fund passwords are counted per customer in fixed windows, in the same table and the same
 * way as failed logins (platform/login-throttle.ts). One difference: an attempt is counted BEFORE
 * the password is checked (and the count cleared again when it is right), so a burst of parallel
 * guesses cannot all slip in under the limit before the first failure is written. From
 * `maxFailures` wrong tries in a window, every attempt is refused as too frequent until the window
 * ends, even with the right password.
 */
export type FundPasswordPolicy = { maxFailures: number; windowSeconds: number };

export const fundPasswordThrottleKey = (customerId: number) =>
  `fund-password:customer:${customerId}`;

export async function checkFundPassword(
  db: Database,
  clock: Clock,
  policy: FundPasswordPolicy,
  customer: { id: number; fundPasswordHash: string | null },
  password: string,
): Promise<void> {
  if (customer.fundPasswordHash === null) throw new AppError('fund_password_not_set');
  const key = fundPasswordThrottleKey(customer.id);
  const now = clock.now();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  // Atomic: a new window starts when the old one has run out, else the count goes up by one.
  const [counted] = await db
    .insert(throttleCounters)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        failures: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${throttleCounters.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${throttleCounters.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${throttleCounters.windowStartedAt} END`,
      },
    })
    .returning({ failures: throttleCounters.failures });
  // This attempt is number `failures`; the ones before it were all wrong (a right one clears).
  if ((counted?.failures ?? 1) > policy.maxFailures) throw new AppError('too_frequent');
  if (!(await verifyPassword(customer.fundPasswordHash, password))) {
    throw new AppError('fund_password_wrong');
  }
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}
