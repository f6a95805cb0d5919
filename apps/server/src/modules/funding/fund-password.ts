import { AppError } from '../../platform/app-error';
import type { SecretPolicy, SecretThrottle } from '../../platform/secret-throttle';
import { verifyPassword } from '../../platform/secrets';
import type { GeneralSettings } from '../funding-settings';

/**
 * The fund password's throttle (docs/security.md): the one secret throttle, keyed per customer and
 * used by every route that checks the fund password (a withdrawal, and the old one when changing
 * it). Operators set two of its numbers in the funding settings: how many wrong tries go through
 * at once, and the longest wait after that; the wait starts at a minute and doubles.
 */
export const fundPasswordThrottleKey = (customerId: number) =>
  `fund-password:customer:${customerId}`;

const FIRST_WAIT_SECONDS = 60;
const FORGOTTEN_AFTER_SECONDS = 24 * 3600;

export function fundPasswordPolicy(settings: GeneralSettings): SecretPolicy {
  return {
    freeAttempts: settings.fundPasswordMaxFailures,
    firstDelaySeconds: Math.min(FIRST_WAIT_SECONDS, settings.fundPasswordWindowSeconds),
    maxDelaySeconds: settings.fundPasswordWindowSeconds,
    forgetAfterSeconds: Math.max(FORGOTTEN_AFTER_SECONDS, settings.fundPasswordWindowSeconds * 2),
  };
}

/** Refuses `fund_password_wrong` (counted) or `too_frequent` (not checked, while backing off). */
export async function checkFundPassword(
  throttle: SecretThrottle,
  settings: GeneralSettings,
  customer: { id: number; fundPasswordHash: string | null },
  password: string,
): Promise<void> {
  const hash = customer.fundPasswordHash;
  if (hash === null) throw new AppError('fund_password_not_set');
  const key = fundPasswordThrottleKey(customer.id);
  const right = await throttle.check({
    keys: [{ key, policy: fundPasswordPolicy(settings) }],
    forgetOnSuccess: [key],
    verify: () => verifyPassword(hash, password),
  });
  if (!right) throw new AppError('fund_password_wrong');
}
