import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInfoResponse } from '@kabuto/contract';
import { api } from './index';

/** The signed-in customer (home and member centre both show it, so it lives in shared/). */
export const userInfoQuery = queryOptions({
  queryKey: ['user', 'info'] as const,
  queryFn: ({ signal }) => api.post('/user/info', {}, userInfoResponse, { signal }),
  // Balances must be current whenever a screen opens; the cached copy only bridges the wait.
  staleTime: 0,
});

export function useUserInfo() {
  return useQuery(userInfoQuery);
}
