import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorApi } from '@kabuto/contract';
import { api, endpointQuery } from './index';

/**
 * Whether two-factor sign-in is on (docs/two-factor.md): its screen shows it, and the withdrawal
 * and trading-PIN forms ask for a code only while it is on, so it lives in shared/.
 */
export const twoFactorStatusQuery = queryOptions({
  ...endpointQuery(api, twoFactorApi.status, {}),
  staleTime: 0,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}
