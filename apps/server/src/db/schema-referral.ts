import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  REFERRAL_INELIGIBLE_REASONS,
  REFERRAL_STATUSES,
  type ReferralRules,
} from '@kabuto/contract';
import { customers } from './schema';
import { at, money, sqlTextList } from './columns';

/*
 * Invite and share (docs/referral.md, ADR 0034): the reward's rules and one row per invited
 * friend. The money is in the ledger: a paid reward is one journal entry from the house's
 * `referral_rewards` account to the inviter's `available`, keyed `referral:<friend id>:reward`.
 */

/** The referral rules (contract `referralRules`), one row; until the first save the defaults apply. */
export const referralSettingsTable = pgTable('referral_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').$type<ReferralRules>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One friend who registered with a customer's code (the friend is the key: a customer is invited
 * once). The amount, hold and deadline are fixed when the row is made, so a later change of the
 * rules never changes a friend's promise. The reward job moves a row waiting → on hold → paid, or
 * to not eligible (with a reason) or expired; `entry_id` names the payment.
 */
export const referrals = pgTable(
  'referrals',
  {
    friendCustomerId: bigint('friend_customer_id', { mode: 'number' })
      .primaryKey()
      .references(() => customers.id),
    inviterCustomerId: bigint('inviter_customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    registeredAt: at('registered_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    holdDays: integer('hold_days').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('waiting'),
    /** When the second of the friend's steps was done (both before the deadline). */
    qualifiedAt: at('qualified_at'),
    holdUntil: at('hold_until'),
    paidAt: at('paid_at'),
    reason: text('reason', { enum: REFERRAL_INELIGIBLE_REASONS }),
    entryId: bigint('entry_id', { mode: 'number' }),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('referrals_inviter_idx').on(table.inviterCustomerId, table.friendCustomerId),
    index('referrals_open_idx')
      .on(table.status, table.friendCustomerId)
      .where(sql`status IN ('waiting', 'on_hold')`),
    check('referrals_status_known', sql`status IN (${sqlTextList(REFERRAL_STATUSES)})`),
    check('referrals_not_self', sql`friend_customer_id <> inviter_customer_id`),
    check('referrals_amounts', sql`reward_amount >= 0 AND hold_days >= 0`),
    check(
      'referrals_state',
      sql`(status = 'waiting' AND qualified_at IS NULL AND paid_at IS NULL AND reason IS NULL)
        OR (status = 'on_hold' AND qualified_at IS NOT NULL AND hold_until IS NOT NULL AND paid_at IS NULL AND reason IS NULL)
        OR (status = 'paid' AND paid_at IS NOT NULL AND entry_id IS NOT NULL AND reason IS NULL)
        OR (status = 'not_eligible' AND reason IS NOT NULL AND paid_at IS NULL)
        OR (status = 'expired' AND paid_at IS NULL AND reason IS NULL)`,
    ),
  ],
);
