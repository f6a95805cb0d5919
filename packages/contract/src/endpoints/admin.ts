import { z } from 'zod';
import { OPERATOR_ROLE_KEYS } from '../endpoint';
import { PUBLIC, operatorEndpoint, operators } from '../endpoint';
import { siteConfigEntry } from './common';
import {
  parseReplyWithinHours,
  parseSupportSchedule,
  SUPPORT_REPLY_HOURS_NAME,
  SUPPORT_SCHEDULE_NAME,
} from '../support-hours';
import { reasonLocaleField } from '../localized';
import { emptyRequest, emptyResponse } from './user';

/** The operator API lives under /api/admin with its own header, never the customer's `token`. */
export const HEADER_OPERATOR_TOKEN = 'operator-token';
export const operatorRole = z.enum(OPERATOR_ROLE_KEYS);

export const operatorLoginRequest = z.object({
  username: z.string().min(1, { error: 'wrong_account_or_password' }).max(64),
  password: z.string().min(1, { error: 'password_required' }).max(128),
});
export const operatorProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(operatorRole),
});
export const operatorLoginResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  operator: operatorProfile,
});

/** Every operator action that changes something states why; the reason goes to the audit log. */
export const reasonField = z
  .string()
  .trim()
  .min(2, { error: 'reason_required' })
  .max(500, { error: 'invalid_params' });

export const auditListRequest = z.object({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(40).optional(),
  beforeId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
/**
 * Reasons the server writes itself (a default or a record of a view), as catalogue keys the console
 * shows in the operator's language; an operator's own words stay as written. Parameters:
 * `kyc_image_viewed` {side}, `first_approval_above_threshold` {amount} (JPY, "" when unpriced).
 */
export const AUDIT_REASON_KEYS = [
  'kyc_image_viewed',
  'kyc_approved',
  'deposit_proof_viewed',
  'ledger_check_run',
  'first_approval_above_threshold',
  'deposit_credited',
  'deposit_credited_second',
  'withdrawal_paid',
  'withdrawal_paid_second',
  'demo_channel',
  'loan_approved',
  'loan_approved_second',
  'support_assigned',
  'support_replied',
  'support_closed',
] as const;
export type AuditReasonKey = (typeof AUDIT_REASON_KEYS)[number];
/** A reason the server writes: its key and the values its text names. */
export type AuditReason = { key: AuditReasonKey; params?: Record<string, string> };

export const auditEntry = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The operator's words; empty when the server wrote the reason (reasonKey). */
  reason: z.string(),
  reasonKey: z.enum(AUDIT_REASON_KEYS).nullable(),
  reasonParams: z.record(z.string(), z.string()).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const auditListResponse = z.object({
  items: z.array(auditEntry),
  nextBeforeId: z.number().int().nullable(),
});

export const siteConfigUpdateRequest = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, { error: 'invalid_params' }),
    value: z.string().max(2000, { error: 'invalid_params' }),
    reason: reasonField,
  })
  // The support desk's figures are read by the server (the customer's "we answer within …"):
  // a value it could not read is refused, never stored and then silently ignored.
  .superRefine((update, context) => {
    if (update.name === SUPPORT_SCHEDULE_NAME && !parseSupportSchedule(update.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'support_schedule_format' });
    }
    if (update.name === SUPPORT_REPLY_HOURS_NAME && parseReplyWithinHours(update.value) === undefined) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'invalid_params' });
    }
  });

export const customerSearchRequest = z.object({
  query: z.string().trim().max(40).default(''),
  limit: z.number().int().min(1).max(100).default(20),
});
export const customerSummary = z.object({
  id: z.number().int(),
  account: z.string(),
  verificationStatus: z.string(),
  registeredAt: z.string(),
  restrictions: z.array(z.string()),
});
export const customerSearchResponse = z.array(customerSummary);

export const customerIdRequest = z.object({ customerId: z.number().int().positive() });
export const restrictionRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftReason: z.string().nullable(),
});
export const customerDetailResponse = customerSummary.extend({
  invitationCode: z.string(),
  registeredWithCode: z.string(),
  restrictionHistory: z.array(restrictionRecord),
});

export const RESTRICTION_KIND_KEYS = [
  'frozen',
  'login_banned',
  'disabled',
  'withdraw_barred',
  'trade_barred',
] as const;
export const restrictRequest = z.object({
  customerId: z.number().int().positive(),
  kind: z.enum(RESTRICTION_KIND_KEYS, { error: 'invalid_params' }),
  reason: reasonField,
  /**
   * The language a restriction's reason is written in (the console sends its own): the customer
   * reads it on the withdraw screen and the order ticket. Not kept for a lift's reason.
   */
  reasonLocale: reasonLocaleField,
});

export const adminApi = {
  login: operatorEndpoint({
    path: '/auth/login',
    summary: 'Operator login (separate accounts and sessions from customers)',
    request: operatorLoginRequest,
    response: operatorLoginResponse,
    access: PUBLIC,
  }),
  logout: operatorEndpoint({
    path: '/auth/logout',
    summary: 'End this operator session',
    request: emptyRequest,
    response: emptyResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  me: operatorEndpoint({
    path: '/auth/me',
    summary: 'The signed-in operator',
    request: emptyRequest,
    response: operatorProfile,
    access: operators('support', 'compliance', 'finance'),
  }),
  list: operatorEndpoint({
    path: '/audit/list',
    summary: 'The audit log, newest first (append-only)',
    request: auditListRequest,
    response: auditListResponse,
    access: operators('compliance'),
  }),
  configList: operatorEndpoint({
    path: '/config/list',
    summary: 'Site configuration',
    request: emptyRequest,
    response: z.array(siteConfigEntry),
    access: operators('support', 'compliance', 'finance'),
  }),
  update: operatorEndpoint({
    path: '/config/update',
    summary: 'Set one site configuration value (audited)',
    request: siteConfigUpdateRequest,
    response: emptyResponse,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  search: operatorEndpoint({
    path: '/customers/search',
    summary: 'Find customers by account',
    request: customerSearchRequest,
    response: customerSearchResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  detail: operatorEndpoint({
    path: '/customers/detail',
    summary: 'One customer with restriction history',
    request: customerIdRequest,
    response: customerDetailResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  restrict: operatorEndpoint({
    path: '/customers/restrict',
    summary: 'Set a restriction with a reason (audited); bans end the customer’s sessions',
    request: restrictRequest,
    response: emptyResponse,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
  lift: operatorEndpoint({
    path: '/customers/lift',
    summary: 'Lift a restriction with a reason (audited)',
    request: restrictRequest,
    response: emptyResponse,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
};
