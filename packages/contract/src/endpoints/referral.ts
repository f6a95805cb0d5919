import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';
import type { ErrorKey } from '../errors';
import { reasonField } from './admin';

/**
 * Invite and share (docs/referral.md, ADR 0034): a customer's invitation code, the rules of the
 * referral reward and a step tracker for every friend who registered with the code. The reward
 * (¥200 by default) goes to the inviter only, from the house's `referral_rewards` account, once
 * the friend has verified their identity and had a first deposit approved before the deadline,
 * after a hold, within a yearly cap; never when the two accounts share an identity, a bank
 * account holder or a device.
 */

/** The journal entry type of a paid reward (fund records name it). */
export const REFERRAL_ENTRY_TYPES = ['referral_reward'] as const;

/**
 * A referral's reward: waiting for the friend's steps, qualified and on hold until a date, paid,
 * not eligible (a reason says why), or expired (the steps were not done by the deadline).
 */
export const REFERRAL_STATUSES = ['waiting', 'on_hold', 'paid', 'not_eligible', 'expired'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a referral earns nothing: the abuse checks (docs/referral.md) and the yearly cap. */
export const REFERRAL_INELIGIBLE_REASONS = [
  'shared_identity',
  'shared_card_holder',
  'shared_device',
  'yearly_cap_reached',
] as const;
export type ReferralIneligibleReason = (typeof REFERRAL_INELIGIBLE_REASONS)[number];

const yenField = decimalField({
  sign: 'nonNegative',
  integerDigits: 12,
  scale: 0,
  error: 'invalid_params',
});

/** A whole number of days or rewards from `min` to `max`, refused with `error` otherwise. */
function wholeNumber(min: number, max: number, error: ErrorKey) {
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/**
 * The published rules (operator settings; docs/referral.md), as saved and as stored. Bounds:
 * - `rewardAmount`: whole yen (JPY has no minor unit), ¥1 to ¥100,000. A reward of nothing is no
 *   programme; the ceiling is far above what brokers pay (a few thousand yen) and stops a slip of
 *   the keyboard (an extra zero or two) before the house pays it to every new friend.
 * - `holdDays` 0 to 365: 0 pays as soon as the job finds both steps done (no time for the checks'
 *   second look, the operator's choice); past a year it is a payment withheld, not a hold.
 * - `yearlyCap` 1 to 1,000: 0 would switch the programme off through a side door. The cap is read
 *   when a reward is paid, not fixed per friend, so every friend already on hold would lose the
 *   promised reward (`yearly_cap_reached`). 1,000 a year is no longer a friends' programme.
 * - `stepDeadlineDays` 1 to 365: a friend needs at least a day for the two steps, and a deadline
 *   beyond a year keeps a waiting referral open longer than anyone remembers the invitation.
 */
export const referralRules = z.object({
  /** Paid to the inviter per qualifying friend, in yen. */
  rewardAmount: decimalField({
    sign: 'positive',
    integerDigits: 6,
    scale: 0,
    // Whole yen, so below ¥100,001 is at most ¥100,000.
    below: '100001',
    error: 'referral_reward_invalid',
  }),
  /** Days a qualified reward waits before it is paid. */
  holdDays: wholeNumber(0, 365, 'referral_hold_days_invalid'),
  /** Rewards paid to one inviter per calendar year (Japan) at most. */
  yearlyCap: wholeNumber(1, 1000, 'referral_yearly_cap_invalid'),
  /** Days from the friend's registration to finish both steps. */
  stepDeadlineDays: wholeNumber(1, 365, 'referral_step_deadline_invalid'),
});
export type ReferralRules = z.infer<typeof referralRules>;

/**
 * One referral's steps and reward, as both sides see it: dates and states only, never the other
 * side's name, identity or money.
 */
export const referralTracker = z.object({
  registeredAt: z.string(),
  identityVerified: z.boolean(),
  firstDeposit: z.boolean(),
  /** The instant by which both steps must be done. */
  deadlineAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** When a reward on hold is paid (status on_hold). */
  holdUntil: z.string().nullable(),
  paidAt: z.string().nullable(),
  reason: z.enum(REFERRAL_INELIGIBLE_REASONS).nullable(),
  /** The reward this referral pays (or paid) the inviter. */
  rewardAmount: yenField,
});
export type ReferralTracker = z.infer<typeof referralTracker>;

export const referralInvitee = referralTracker.extend({
  /** The friend's number, masked: 09******01. */
  account: z.string(),
});
export type ReferralInvitee = z.infer<typeof referralInvitee>;

export const referralInfoResponse = z.object({
  /** The caller's own invitation code (the link is the registration screen with it). */
  code: z.string(),
  rules: referralRules,
  /** Rewards paid to the caller this calendar year (Japan). */
  paidThisYear: z.number().int().min(0),
  invitees: z.array(referralInvitee),
  /** The caller's own steps, when they registered with another customer's code (no reward to them). */
  asFriend: referralTracker.nullable(),
});
export type ReferralInfo = z.infer<typeof referralInfoResponse>;

export const referralApi = {
  info: customerEndpoint({
    path: '/referral/info',
    summary:
      'My invitation code, the referral rules, my invited friends with their steps (masked numbers) and, if I was invited, my own steps',
    request: z.object({}).optional(),
    response: referralInfoResponse,
    access: CUSTOMER,
  }),
};

/** The last saved change of the rules (the audit log says who and why); null while the defaults apply. */
export const referralRulesChange = z.object({
  /** When the rules in force were saved: friends who registered from then on have them. */
  at: z.string(),
  /** The operator's user name (null for a row written without an operator). */
  operator: z.string().nullable(),
  reason: z.string(),
  /** The rules that change replaced; null when the audit log has none that are still readable. */
  before: referralRules.nullable(),
});

export const referralSettingsView = z.object({
  rules: referralRules,
  lastChange: referralRulesChange.nullable(),
});
export type ReferralSettingsView = z.infer<typeof referralSettingsView>;

export const referralSettingsSaveRequest = z.object({
  rules: referralRules,
  reason: reasonField,
});

export const referralAdminApi = {
  settings: operatorEndpoint({
    path: '/referral/settings',
    summary: 'The referral rules in force and their last change (who, when, why, what they were)',
    request: z.object({}).optional(),
    response: referralSettingsView,
    access: operators('support', 'compliance', 'finance'),
  }),
  saveSettings: operatorEndpoint({
    path: '/referral/saveSettings',
    summary:
      'Change the referral rules (audited with before and after); friends who registered earlier keep their terms',
    request: referralSettingsSaveRequest,
    response: referralSettingsView,
    access: operators('admin'),
    idempotency: 'optional',
  }),
};
