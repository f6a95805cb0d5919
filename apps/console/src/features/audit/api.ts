import { useInfiniteQuery } from '@tanstack/react-query';
import { auditListResponse } from '@kabuto/contract';
import type { z } from 'zod';
import { api } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type AuditEntry = z.infer<typeof auditListResponse>['items'][number];
export type AuditFilter = { targetType: string; targetId: string };

const PAGE_SIZE = 50;

/** POST /audit/list, newest first, one page of PAGE_SIZE per "load more" (keyset on the entry id). */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.audit, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/audit/list',
        {
          targetType: filter.targetType || undefined,
          targetId: filter.targetId || undefined,
          beforeId: pageParam ?? undefined,
          limit: PAGE_SIZE,
        },
        auditListResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBeforeId,
  });
}
