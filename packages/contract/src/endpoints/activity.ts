import { z } from 'zod';
import { CUSTOMER, OPERATOR_ROLE_KEYS, customerEndpoint, type OperatorRole } from '../endpoint';
import { AUDIT_REASON_KEYS } from './admin';
import { currencyField, moneyString } from './funding';
import { RESTRICTION_KINDS, emptyRequest } from './user';

/**
 * Account activity (docs/activity.md): what operators did to the customer's account, read from the
 * audit log (never written a second time), and the customer's sign-ins.
 *
 * The audit actions a customer sees, each with the desk whose job it is: the customer is told which
 * role acted, never who. An audit entry on a customer-owned target (CUSTOMER_AUDIT_TARGET_TYPES)
 * must carry the customer's id and one of these actions: the server refuses to write it otherwise
 * (apps/server/src/platform/audit.ts), so a new action cannot be forgotten here, nor its label in
 * the app (a web test checks every action has one in every language).
 */
export const CUSTOMER_AUDIT_ACTIONS = {
  'kyc.approve': 'compliance',
  'kyc.reject': 'compliance',
  'kyc.view_image': 'compliance',
  'deposit.approve_first': 'finance',
  'deposit.approve': 'finance',
  'deposit.reject': 'finance',
  'deposit.view_proof': 'finance',
  'withdrawal.approve_first': 'finance',
  'withdrawal.approve': 'finance',
  'withdrawal.reject': 'finance',
  'customer.restrict': 'compliance',
  'customer.lift_restriction': 'compliance',
  'trading.lock_position': 'compliance',
  'trading.unlock_position': 'compliance',
  'trading.approve_day_trading': 'compliance',
  'trading.reject_day_trading': 'compliance',
  'loan.approve_first': 'finance',
  'loan.approve': 'finance',
  'loan.reject': 'finance',
  'copy.approve_leader': 'compliance',
  'copy.reject_leader': 'compliance',
  'support.assign': 'support',
  'support.reply': 'support',
  'support.close': 'support',
} as const satisfies Record<string, OperatorRole>;
export type CustomerAuditAction = keyof typeof CUSTOMER_AUDIT_ACTIONS;
export const CUSTOMER_AUDIT_ACTION_KEYS = Object.keys(CUSTOMER_AUDIT_ACTIONS) as [
  CustomerAuditAction,
  ...CustomerAuditAction[],
];

/** Audit targets that belong to one customer: an entry on them must name that customer. */
export const CUSTOMER_AUDIT_TARGET_TYPES = [
  'customer',
  'identity_verification',
  'deposit',
  'withdrawal',
  'position',
  'day_trading_application',
  'loan',
  'copy_leader_application',
  'support_conversation',
] as const;

export const activityListRequest = z.object({
  /** The previous page's nextCursor. */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'invalid_params' })
    .nullish(),
  limit: z.number().int().min(1).max(50).default(20),
});

/**
 * What the entry changed, as far as it is meaningful and safe to tell: a status before and after,
 * a restriction's kind, an amount, the side of a document viewed. Never internal fields (operator
 * ids, journal entries, uploads).
 */
export const activityDetail = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  restriction: z.enum(RESTRICTION_KINDS).nullable(),
  /** A request's amount in `currency` (deposits, withdrawals, loans), a decimal string. */
  amount: moneyString.nullable(),
  currency: currencyField.nullable(),
  side: z.enum(['front', 'back']).nullable(),
});

export const activityEntry = z.object({
  id: z.number().int(),
  action: z.enum(CUSTOMER_AUDIT_ACTION_KEYS),
  /** The desk that acted; the person is never named. */
  role: z.enum(OPERATOR_ROLE_KEYS),
  /** The operator's own words, as written (one language, whichever they wrote in); null when none. */
  operatorReason: z.string().nullable(),
  /** A reason the server wrote: a catalogue key the app translates, with its values. */
  reasonKey: z.enum(AUDIT_REASON_KEYS).nullable(),
  reasonParams: z.record(z.string(), z.string()).nullable(),
  detail: activityDetail,
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityListResponse = z.object({
  items: z.array(activityEntry),
  nextCursor: z.string().nullable(),
});

export const customerSession = z.object({
  id: z.number().int(),
  /** The session this request came with. */
  current: z.boolean(),
  /** The browser's user-agent string as it came (the app shows a readable browser and system). */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CustomerSession = z.infer<typeof customerSession>;

export const sessionListResponse = z.array(customerSession);
export const signOutOthersResponse = z.object({ revoked: z.number().int() });

export const activityApi = {
  list: customerEndpoint({
    path: '/user/activity',
    summary:
      'What operators did to the signed-in customer’s account, from the audit log, newest first (keyset paged); the operator by role only',
    request: activityListRequest,
    response: activityListResponse,
    access: CUSTOMER,
  }),
  sessions: customerEndpoint({
    path: '/user/sessions',
    summary:
      'The signed-in customer’s live sessions (sign-ins), newest first, the current one marked',
    request: emptyRequest,
    response: sessionListResponse,
    access: CUSTOMER,
  }),
  signOutOthers: customerEndpoint({
    path: '/user/sessions/signOutOthers',
    summary: 'End every session of the signed-in customer but this one, at once',
    request: emptyRequest,
    response: signOutOthersResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
};
