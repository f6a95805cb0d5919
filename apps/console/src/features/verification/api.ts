import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kycDecisionResponse, kycDetailResponse, kycQueueResponse } from '@kabuto/contract';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type KycQueueItem = z.infer<typeof kycQueueResponse>['items'][number];
export type KycDetail = z.infer<typeof kycDetailResponse>;
export type DocumentSide = 'front' | 'back';

const PAGE_SIZE = 20;

/** POST /kyc/queue: pending submissions, oldest first, keyset paged on the id ("load more"). */
export function useKycQueue() {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.verifications, 'queue'],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/kyc/queue',
        { afterId: pageParam ?? undefined, limit: PAGE_SIZE },
        kycQueueResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextAfterId,
  });
}

/** POST /kyc/detail: the submission in full, earlier submissions and same-document matches. */
export function useKycDetail(verificationId: number) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.verifications, 'detail', verificationId],
    queryFn: ({ signal }) =>
      api.post('/kyc/detail', { verificationId }, kycDetailResponse, { signal }),
  });
}

/** The image's cache key: outside the verifications root, so a decision does not fetch it again. */
export function kycImageKey(verificationId: number, side: DocumentSide) {
  return ['kyc-image', verificationId, side] as const;
}

/** POST /kyc/image: the document image itself (each fetch is audited by the server). */
export function loadKycImage(verificationId: number, side: DocumentSide, signal: AbortSignal) {
  return api.postForBlob('/kyc/image', { verificationId, side }, { signal });
}

export type KycDecision = {
  verificationId: number;
  decision: 'approve' | 'reject';
  reason: string;
};

/** POST /kyc/approve or /kyc/reject, with the reason; the queue, the customer and the audit log change. */
export function useKycDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verificationId, decision, reason }: KycDecision) =>
      api.post(`/kyc/${decision}`, { verificationId, reason }, kycDecisionResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.verifications }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.customers }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}
