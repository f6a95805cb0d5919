import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fundingAdminApi, type ResponseOf } from '@kabuto/contract';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type LedgerReport = ResponseOf<typeof fundingAdminApi.check>;

/**
 * Recomputes every balance from the journal. A mutation, not a query: each run is an audited
 * operator action and happens only when the operator presses the button (one key per press: a
 * double-sent press is one run).
 */
export function useLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(fundingAdminApi.check, {}, { idempotencyKey: newIdempotencyKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
  });
}
