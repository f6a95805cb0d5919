import { useQuery } from '@tanstack/react-query';
import { kycAdminApi, queryKey, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { uiLocale } from '../../shared/i18n/use-locale';
import { useAuditedChange } from '../../shared/audited-change';
import { usePagedList } from '../../shared/paged-query';
import { QUERY_ROOTS } from '../../shared/query-keys';
import type { Decision } from '../../shared/ui/decision-buttons';

export type KycQueueItem = ResponseOf<typeof kycAdminApi.queue>['items'][number];
export type KycDetail = ResponseOf<typeof kycAdminApi.detail>;
export type DocumentSide = 'front' | 'back';

const PAGE_SIZE = 20;

/** Pending submissions, oldest first, keyset paged on the id ("load more"). */
export function useKycQueue() {
  return usePagedList(
    kycAdminApi.queue,
    { limit: PAGE_SIZE },
    { field: 'afterId', next: (page) => page.nextAfterId },
  );
}

/** The submission in full, earlier submissions and same-document matches. */
export function useKycDetail(verificationId: number) {
  return useQuery(endpointQuery(api, kycAdminApi.detail, { verificationId }));
}

/**
 * The image's cache entry. A decision refreshes the queue and the detail only, never this: every
 * fetch of an identity document is written to the audit log.
 */
export function kycImageQuery(verificationId: number, side: DocumentSide) {
  const body = { verificationId, side };
  return {
    queryKey: queryKey(kycAdminApi.image, body),
    load: (signal: AbortSignal) => api.callForImage(kycAdminApi.image, body, { signal }),
  };
}

export type KycDecision = {
  verificationId: number;
  decision: Decision;
  reason: string;
};

/** POST /kyc/approve or /kyc/reject with the reason and the decision's key. */
export function decideKyc(
  { verificationId, decision, reason }: KycDecision,
  idempotencyKey: string,
) {
  // A rejection's reason is the customer's to read: it goes with the language it is written in.
  return decision === 'approve'
    ? api.call(kycAdminApi.approve, { verificationId, reason }, { idempotencyKey })
    : api.call(
        kycAdminApi.reject,
        { verificationId, reason, reasonLocale: uiLocale() },
        { idempotencyKey },
      );
}

/**
 * What a decision changes (besides the audit log): the queue, the detail, the customer. The images
 * stay as they are (fetching one again would be another audited view).
 */
export const AFTER_DECISION = [
  queryKey(kycAdminApi.queue),
  queryKey(kycAdminApi.detail),
  QUERY_ROOTS.customers,
];

/** A decision sent with one key per reason (a retry after a lost answer replays it). */
export function useKycDecision() {
  return useAuditedChange(decideKyc, AFTER_DECISION);
}
