import { useQuery } from '@tanstack/react-query';
import { loanAdminApi, queryRoot, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';
import { uiLocale } from '../../shared/i18n/use-locale';
import { QUERY_ROOTS } from '../../shared/query-keys';
import type { Decision } from '../../shared/ui/decision-buttons';

export const LOAN_QUEUE_STATUSES = ['open', 'approved', 'rejected', 'all'] as const;
export type LoanQueueStatus = (typeof LOAN_QUEUE_STATUSES)[number];
export type AdminLoan = ResponseOf<typeof loanAdminApi.queue>[number];
export type LoanDetail = ResponseOf<typeof loanAdminApi.detail>;
export type CreditSettings = ResponseOf<typeof loanAdminApi.settings>;
export type SettingsSave = RequestOf<typeof loanAdminApi.saveSettings>;

/** Every entry of the credit area in the cache (queue, detail, settings). */
const CREDIT_ROOT = queryRoot(loanAdminApi.queue);

/** Open applications oldest first; approved, rejected or all of them newest first. */
export function useLoanQueue(status: LoanQueueStatus) {
  return useQuery(endpointQuery(api, loanAdminApi.queue, { status }));
}

/** One loan with the applicant's score and limit as they are now, its accruals and repayments. */
export function useLoanDetail(loanId: number) {
  return useQuery(endpointQuery(api, loanAdminApi.detail, { loanId }));
}

/** The limit table, the products and the second-approval threshold in force. */
export function useCreditSettings() {
  return useQuery(endpointQuery(api, loanAdminApi.settings, {}));
}

export type LoanDecisionInput = { loanId: number; decision: Decision; text: string };

/**
 * Approve, with the operator's note for the audit log if they wrote one, or reject with the
 * reason the customer reads, written in the console's language and sent with it (reasonLocale).
 */
export function reviewLoan(
  { loanId, decision, text }: LoanDecisionInput,
  idempotencyKey: string,
): Promise<AdminLoan> {
  const words = text.trim();
  const body =
    decision === 'approve'
      ? { loanId, decision, ...(words ? { note: words } : {}) }
      : { loanId, decision, reason: words, reasonLocale: uiLocale() };
  return api.call(loanAdminApi.review, body, { idempotencyKey });
}

/** An approval moves money: the customer's pages are asked again along with the credit area. */
export const AFTER_REVIEW = [CREDIT_ROOT, QUERY_ROOTS.customers];

export function useLoanReview() {
  return useAuditedChange(reviewLoan, AFTER_REVIEW);
}

/** (admin) The new table, products and threshold, audited with the reason. */
export function useSaveCreditSettings() {
  return useAuditedChange(
    (body: SettingsSave, idempotencyKey) =>
      api.call(loanAdminApi.saveSettings, body, { idempotencyKey }),
    [CREDIT_ROOT],
  );
}
