import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApi } from '@kabuto/contract';
import { api, endpointQuery } from './index';

/**
 * The signed-in customer (home and member centre both show it, so it lives in shared/). Its key is
 * `queryKey(userApi.info, {})`; invalidate it through `userInfoQuery.queryKey`.
 */
export const userInfoQuery = queryOptions({
  ...endpointQuery(api, userApi.info, {}),
  // Balances must be current whenever a screen opens; the cached copy only bridges the wait.
  staleTime: 0,
});

export function useUserInfo() {
  return useQuery(userInfoQuery);
}
