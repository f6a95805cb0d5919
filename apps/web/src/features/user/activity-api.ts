import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { activityApi, queryKey } from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';

const ACTIVITY_PAGE = 20;

/** POST /user/activity, newest first, a page at a time. */
export function activityQuery() {
  return infiniteQueryOptions({
    queryKey: queryKey(activityApi.list, { limit: ACTIVITY_PAGE }),
    queryFn: ({ signal, pageParam }) =>
      api.call(activityApi.list, { cursor: pageParam, limit: ACTIVITY_PAGE }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** POST /user/sessions: the live sign-ins, the current one marked. */
export function sessionsQuery() {
  return queryOptions({ ...endpointQuery(api, activityApi.sessions, {}), staleTime: 0 });
}

/** POST /user/sessions/signOutOthers, then the list again. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(activityApi.signOutOthers, {}, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
