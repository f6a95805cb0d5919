import { queryOptions, useQuery } from '@tanstack/react-query';
import { loanApi, type LoanInfo } from '@kabuto/contract';
import { api, endpointQuery } from './index';

export type { LoanInfo };

/**
 * The customer's credit (docs/credit.md): the score with its factors, the limit, what may still
 * be borrowed and what is owed. Mine shows its figures and the credit screen all of it, so it lives
 * in shared/. Its key is `queryKey(loanApi.info, {})`; `queryRoot(loanApi.info)` refreshes credit.
 */
export const loanInfoQuery = queryOptions({
  ...endpointQuery(api, loanApi.info, {}),
  // The limit follows the customer's assets, which move with the market: current on every visit.
  staleTime: 0,
});

export function useLoanInfo() {
  return useQuery(loanInfoQuery);
}
