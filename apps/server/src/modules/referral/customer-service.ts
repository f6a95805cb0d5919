import { desc, eq } from 'drizzle-orm';
import type { ReferralInfo, ReferralTracker } from '@kabuto/contract';
import { customers } from '../../db/schema';
import { referrals } from '../../db/schema-referral';
import type { AuthenticatedCustomer } from '../../platform/auth';
import {
  paidInYear,
  runDueReferrals,
  stepsOf,
  type ReferralDeps,
  type ReferralRow,
} from './rewards';
import { readReferralRules } from './settings';

/** The most friends one page lists (the newest first). */
const INVITEES_SHOWN = 200;

/** A friend's number as the inviter sees it: 0912345601 → 09******01. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return '*'.repeat(account.length);
  return account.slice(0, 2) + '*'.repeat(account.length - 4) + account.slice(-2);
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

async function trackerOf(deps: ReferralDeps, row: ReferralRow): Promise<ReferralTracker> {
  const steps = await stepsOf(deps.db, row.friendCustomerId);
  return {
    registeredAt: row.registeredAt.toISOString(),
    identityVerified: steps.verifiedAt !== null,
    firstDeposit: steps.depositedAt !== null,
    deadlineAt: row.deadlineAt.toISOString(),
    status: row.status,
    holdUntil: row.status === 'on_hold' ? iso(row.holdUntil) : null,
    paidAt: iso(row.paidAt),
    reason: row.reason,
    rewardAmount: row.rewardAmount,
  };
}

/**
 * Invite and share for the signed-in customer: only ever their own code, the friends who
 * registered with it (masked numbers, steps and dates, no names) and their own steps as a friend.
 */
export function referralCustomerService(deps: ReferralDeps) {
  return {
    async info(customer: AuthenticatedCustomer): Promise<ReferralInfo> {
      // The caller's referrals are brought up to date first: the page never shows a state the
      // job would change on its next run.
      await runDueReferrals(deps, undefined, [customer.id]);
      const now = deps.clock.now();
      const [rules, [me], invited, [asFriend], paidThisYear] = await Promise.all([
        readReferralRules(deps.db),
        deps.db
          .select({ code: customers.invitationCode })
          .from(customers)
          .where(eq(customers.id, customer.id)),
        deps.db
          .select({ row: referrals, account: customers.account })
          .from(referrals)
          .innerJoin(customers, eq(customers.id, referrals.friendCustomerId))
          .where(eq(referrals.inviterCustomerId, customer.id))
          .orderBy(desc(referrals.registeredAt), desc(referrals.friendCustomerId))
          .limit(INVITEES_SHOWN),
        deps.db.select().from(referrals).where(eq(referrals.friendCustomerId, customer.id)),
        paidInYear(deps.db, customer.id, now),
      ]);
      const invitees = await Promise.all(
        invited.map(async ({ row, account }) => ({
          ...(await trackerOf(deps, row)),
          account: maskAccount(account),
        })),
      );
      return {
        code: me!.code,
        rules,
        paidThisYear,
        invitees,
        asFriend: asFriend ? await trackerOf(deps, asFriend) : null,
      };
    },
  };
}
export type ReferralCustomerService = ReturnType<typeof referralCustomerService>;
