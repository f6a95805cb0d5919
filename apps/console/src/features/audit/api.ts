import { adminApi, type ResponseOf } from '@kabuto/contract';
import { usePagedList } from '../../shared/paged-query';

export type AuditEntry = ResponseOf<typeof adminApi.list>['items'][number];
export type AuditFilter = { targetType: string; targetId: string };

const PAGE_SIZE = 50;

/** The audit log, newest first, one page of PAGE_SIZE per "load more" (keyset on the entry id). */
export function useAuditLog(filter: AuditFilter) {
  // The question without its page: every page of one filter is one cache entry.
  const body = {
    targetType: filter.targetType || undefined,
    targetId: filter.targetId || undefined,
    limit: PAGE_SIZE,
  };
  return usePagedList(adminApi.list, body, {
    field: 'beforeId',
    next: (page) => page.nextBeforeId,
  });
}
