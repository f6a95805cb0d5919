import { z } from 'zod';
import { decimalField } from '../decimal-field';
import {
  localeField,
  localizedNames,
  localizedTextInput,
  operatorReason,
  reasonLocaleField,
} from '../localized';
import { reasonField } from './admin';

/**
 * Leaders (docs/copy-trading.md, "Leaders"): what a customer writes to apply to lead, and what the
 * console reviews and publishes. The endpoints are copy.ts's (`copyApi.leaderApply`,
 * `leaderStatus`, `copyAdminApi.leaderApplications`, `reviewLeader`).
 */

const decimal = decimalField();

/**
 * Calendar days (Japan) between a customer's first opened position and an application to lead:
 * a shorter trading history is refused ('copy_leader_history_too_short').
 */
export const COPY_LEADER_MIN_HISTORY_DAYS = 30;

export const COPY_LEADER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What a customer writes to apply, in the language they write it in (the operator publishes it). */
export const copyLeaderApplyRequest = z.object({
  displayName: z
    .string({ error: 'invalid_params' })
    .trim()
    .min(1, { error: 'invalid_params' })
    .max(40, { error: 'invalid_params' }),
  profile: z
    .string({ error: 'invalid_params' })
    .trim()
    .min(1, { error: 'invalid_params' })
    .max(1000, { error: 'invalid_params' }),
  locale: localeField,
});

export const copyLeaderApplicationView = z.object({
  id: z.number().int(),
  status: z.enum(COPY_LEADER_APPLICATION_STATUSES),
  displayName: z.string(),
  profile: z.string(),
  locale: localeField,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The operator's reason: a rejection's is for the applicant to read, in the language written. */
  reviewReason: operatorReason.nullable(),
  /** The leader strategy an approval made. */
  strategyId: z.number().int().nullable(),
});

export const copyLeaderStrategyView = z.object({
  id: z.number().int(),
  /** The names and description as the operator published them. */
  names: localizedNames,
  description: localizedNames,
  status: z.enum(['active', 'suspended']),
  suspendReason: localizedNames.nullable(),
});

export const copyLeaderApplicationsRequest = z.object({
  /** The queue (pending, oldest first) by default; reviewed ones newest first. */
  status: z.enum(COPY_LEADER_APPLICATION_STATUSES, { error: 'invalid_params' }).default('pending'),
});

export const adminCopyLeaderApplication = copyLeaderApplicationView.extend({
  customerId: z.number().int(),
  account: z.string(),
  verificationStatus: z.string(),
  /** The applicant's trading history when the console asks: first opened position, closed ones, realised net P/L. */
  firstTradeAt: z.string().nullable(),
  closedPositions: z.number().int(),
  realizedPnl: decimal,
  reviewerOperatorId: z.number().int().nullable(),
});

/**
 * Approving publishes the strategy with the names and description the operator writes in every
 * language (required then, 'every_language_required'); rejecting tells the applicant `reason`.
 */
export const copyReviewLeaderRequest = z.object({
  applicationId: z.number({ error: 'copy_leader_application_not_found' }).int().positive(),
  decision: z.enum(['approve', 'reject'], { error: 'invalid_params' }),
  names: localizedTextInput(60).optional(),
  description: localizedTextInput(2000).optional(),
  reason: reasonField,
  reasonLocale: reasonLocaleField,
});
