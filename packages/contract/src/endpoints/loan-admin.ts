import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { operatorEndpoint, operators } from '../endpoint';
import { reasonLocaleField } from '../localized';
import { reasonField } from './admin';
import { creditFactorView, creditSettings, LOAN_REVIEW_STATUSES, loanView } from './loan';

/**
 * Credit's operator endpoints (docs/credit.md), under /api/admin/loan/: the applications queue,
 * loans with their accruals and repayments, the limit table and products. Every change audited;
 * an approval above `secondApprovalAbove` needs a second, different operator. No endpoint sets a
 * customer's score: it is computed from facts only.
 */

const decimal = decimalField();

export const adminLoan = loanView.extend({
  /** The operator's own status ('awaiting_second_approval' included). */
  reviewStatus: z.enum(LOAN_REVIEW_STATUSES),
  customerId: z.number().int(),
  account: z.string(),
  needsSecondApproval: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type AdminLoan = z.infer<typeof adminLoan>;

export const adminLoanDetail = adminLoan.extend({
  /** The applicant at the time the console asks: score and its factors, limit, borrowable. */
  score: z.number().int(),
  factors: z.array(creditFactorView),
  creditLimit: decimal,
  borrowable: decimal,
  accruals: z.array(
    z.object({
      day: z.string(),
      principal: decimal,
      annualRate: decimal,
      late: z.boolean(),
      /** What the day added to the interest basis ÷ 365, exact; charged to the yen on the running total. */
      interestExact: decimal,
      entryId: z.number().int().nullable(),
    }),
  ),
  repayments: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      amount: decimal,
      interest: decimal,
      principal: decimal,
      entryId: z.number().int(),
    }),
  ),
});

export const loanQueueRequest = z.object({
  /** 'open': pending and awaiting a second approval, oldest first; otherwise newest first. */
  status: z
    .enum(['open', 'approved', 'rejected', 'all'], { error: 'invalid_params' })
    .default('open'),
  customerId: z.number().int().positive().optional(),
});

export const loanReviewRequest = z.object({
  loanId: z.number({ error: 'loan_not_found' }).int().positive({ error: 'loan_not_found' }),
  decision: z.enum(['approve', 'reject'], { error: 'invalid_params' }),
  /** A rejection's reason, for the customer to read, in the language it is written in. */
  reason: reasonField.optional(),
  reasonLocale: reasonLocaleField,
  /** An approval's note, kept in the audit log. */
  note: z.string().trim().max(500).optional(),
});

export const creditSettingsSaveRequest = z.object({
  settings: creditSettings,
  reason: reasonField,
});

export const loanAdminApi = {
  queue: operatorEndpoint({
    path: '/loan/queue',
    summary: 'Loan applications to review (open: oldest first) or reviewed loans (newest first)',
    request: loanQueueRequest,
    response: z.array(adminLoan),
    access: operators('finance', 'compliance'),
  }),
  detail: operatorEndpoint({
    path: '/loan/detail',
    summary: "One loan with the applicant's score and limit now, its daily accruals and repayments",
    request: z.object({ loanId: loanReviewRequest.shape.loanId }),
    response: adminLoanDetail,
    access: operators('finance', 'compliance'),
  }),
  review: operatorEndpoint({
    path: '/loan/review',
    summary:
      'Approve a loan (the money is credited; above the threshold a second, different operator must approve) or reject it with a reason (audited)',
    request: loanReviewRequest,
    response: adminLoan,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  settings: operatorEndpoint({
    path: '/loan/settings',
    summary:
      'The credit settings: the limit table by score, the loan products, the second-approval threshold',
    request: z.object({}).optional(),
    response: creditSettings,
    access: operators('finance', 'compliance', 'admin'),
  }),
  saveSettings: operatorEndpoint({
    path: '/loan/saveSettings',
    summary:
      'Change the limit table, the products or the threshold (audited; existing loans keep their terms)',
    request: creditSettingsSaveRequest,
    response: creditSettings,
    access: operators('admin'),
    idempotency: 'optional',
  }),
};
