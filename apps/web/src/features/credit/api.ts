import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fundRecordsApi,
  loanApi,
  queryRoot,
  type LoanProduct,
  type LoanView,
  type RequestOf,
} from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type { LoanProduct, LoanView };
export { loanInfoQuery, useLoanInfo, type LoanInfo } from '../../shared/api/loan-info';

/** My loans, newest first, with what each owes today and its schedule. */
export const loanRecordsQuery = queryOptions({
  ...endpointQuery(api, loanApi.records, {}),
  // Interest accrues daily and an operator may decide at any moment: current on every visit.
  staleTime: 0,
});

/**
 * After an application or a repayment, every figure it moved is fetched again: the whole loan
 * area (the score, the limit, the records), the member centre's funds and the fund records.
 */
function useRefreshCredit() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryRoot(loanApi.info), userInfoQuery.queryKey, queryRoot(fundRecordsApi.records)].map(
        (key) => client.invalidateQueries({ queryKey: key }),
      ),
    );
}

type Submission<Body> = { body: Body; idempotencyKey: string };

/**
 * Applies with the submission's idempotency key (a retry of the same one is answered by the first
 * application); the form shows the refusals that belong to its amount beside it.
 */
export function useApplyLoan(options: FormCallOptions = {}) {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Submission<RequestOf<typeof loanApi.apply>>) =>
      api.call(loanApi.apply, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

/** Repays from available funds, interest first, with the submission's idempotency key. */
export function useRepayLoan(options: FormCallOptions = {}) {
  const refresh = useRefreshCredit();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Submission<RequestOf<typeof loanApi.repay>>) =>
      api.call(loanApi.repay, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}
