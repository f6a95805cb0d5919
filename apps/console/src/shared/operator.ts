import { useQuery } from '@tanstack/react-query';
import { operatorProfile } from '@kabuto/contract';
import type { z } from 'zod';
import { api } from './api';
import { QUERY_ROOTS } from './query-keys';
import { hasAnyRole, type OperatorRole } from './roles';

export type OperatorProfile = z.infer<typeof operatorProfile>;

export const OPERATOR_QUERY_KEY = [...QUERY_ROOTS.operator, 'me'] as const;

/** POST /auth/me: the signed-in operator and their roles. */
export function useOperator() {
  return useQuery({
    queryKey: OPERATOR_QUERY_KEY,
    queryFn: ({ signal }) => api.post('/auth/me', {}, operatorProfile, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in operator holds one of the roles (false while the profile is loading). */
export function useHasRole(allowed: readonly OperatorRole[]): boolean {
  const { data } = useOperator();
  return data ? hasAnyRole(data.roles, allowed) : false;
}
