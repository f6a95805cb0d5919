import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { notificationsApi, queryKey, queryRoot } from '@kabuto/contract';
import { api, endpointQuery } from './index';

/** The inbox (ADR 0039): fetched again on every notice and every (re)join of the events socket. */

export const INBOX_PAGE = 20;

export function inboxQuery() {
  const body = { limit: INBOX_PAGE };
  return infiniteQueryOptions({
    queryKey: queryKey(notificationsApi.list, body),
    queryFn: ({ signal, pageParam }) =>
      api.call(notificationsApi.list, { ...body, cursor: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** The bell's badge: under the same root as the list, so a notice refreshes both. */
export const unreadQuery = queryOptions({
  ...endpointQuery(api, notificationsApi.unread, {}),
  staleTime: 0,
});

function useRefreshInbox() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryRoot(notificationsApi.list) });
}

export function useMarkRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: number) => api.call(notificationsApi.read, { id }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: () => api.call(notificationsApi.readAll, {}),
    onSuccess: refresh,
  });
}
