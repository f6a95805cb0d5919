import { eq } from 'drizzle-orm';
import { referralRules, type ReferralRules } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { referralSettingsTable } from '../../db/schema-referral';

/**
 * The referral rules (docs/referral.md). Until the first save these defaults apply: ¥200 to the
 * inviter (issue 17), paid 30 days after the friend's second step (Robinhood holds a reward 30
 * days), at most 10 per inviter and calendar year (eToro's 10), the friend's steps within 60 days
 * of registering (Robinhood's and SBI's 60).
 */
export const DEFAULT_REFERRAL_RULES: ReferralRules = referralRules.parse({
  rewardAmount: '200',
  holdDays: 30,
  yearlyCap: 10,
  stepDeadlineDays: 60,
});

/** The saved row (the rules and when they were saved); undefined while the defaults apply. */
export async function savedReferralSettings(db: Queryable) {
  const [row] = await db
    .select()
    .from(referralSettingsTable)
    .where(eq(referralSettingsTable.id, 1))
    .limit(1);
  return row;
}

export async function readReferralRules(db: Queryable): Promise<ReferralRules> {
  const row = await savedReferralSettings(db);
  return row ? referralRules.parse(row.settings) : DEFAULT_REFERRAL_RULES;
}

/**
 * In a transaction that is about to save the rules: the rules in force, their row locked (made
 * with the defaults first if none was saved yet), so two operators saving at once take turns and
 * each audit entry's "before" is what that save replaced.
 */
export async function lockReferralRules(tx: Queryable, now: Date): Promise<ReferralRules> {
  await tx
    .insert(referralSettingsTable)
    .values({ id: 1, settings: DEFAULT_REFERRAL_RULES, updatedAt: now })
    .onConflictDoNothing({ target: referralSettingsTable.id });
  const [row] = await tx
    .select({ settings: referralSettingsTable.settings })
    .from(referralSettingsTable)
    .where(eq(referralSettingsTable.id, 1))
    .for('update');
  return referralRules.parse(row!.settings);
}

/**
 * Saves the rules. They apply to friends who register from then on: a referral row keeps the
 * amount, hold and deadline it was made with (the yearly cap is read when a reward is paid).
 */
export async function writeReferralRules(
  db: Queryable,
  settings: ReferralRules,
  now: Date,
): Promise<void> {
  await db
    .insert(referralSettingsTable)
    .values({ id: 1, settings, updatedAt: now })
    .onConflictDoUpdate({ target: referralSettingsTable.id, set: { settings, updatedAt: now } });
}
