import { useQuery } from '@tanstack/react-query';
import { adminApi, queryKey, type Endpoint, type ResponseOf } from '@kabuto/contract';
import { mayCall } from './access';
import { api, endpointQuery } from './api';

export type OperatorProfile = ResponseOf<typeof adminApi.me>;

/** The profile's cache entry: login fills it with the profile its answer carries. */
export const OPERATOR_QUERY_KEY = queryKey(adminApi.me, {});

/** The signed-in operator and their roles. */
export function useOperator() {
  return useQuery({ ...endpointQuery(api, adminApi.me, {}), staleTime: 5 * 60_000 });
}

/**
 * Whether the signed-in operator may call the endpoint, by the roles its declaration names (false
 * while the profile is loading): what a screen shows or enables follows the contract.
 */
export function useMayCall(endpoint: Pick<Endpoint, 'access'>): boolean {
  const { data } = useOperator();
  return data ? mayCall(data.roles, endpoint) : false;
}
