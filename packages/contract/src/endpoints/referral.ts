import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { CUSTOMER, customerEndpoint } from '../endpoint';

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

/** The published rules (operator settings; docs/referral.md). */
export const referralRules = z.object({
  /** Paid to the inviter per qualifying friend, in yen. */
  rewardAmount: decimalField({
    sign: 'positive',
    integerDigits: 9,
    scale: 0,
    error: 'invalid_params',
  }),
  /** Days a qualified reward waits before it is paid. */
  holdDays: z.number().int().min(0).max(365),
  /** Rewards paid to one inviter per calendar year (Japan) at most. */
  yearlyCap: z.number().int().min(0).max(1000),
  /** Days from the friend's registration to finish both steps. */
  stepDeadlineDays: z.number().int().min(1).max(365),
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
