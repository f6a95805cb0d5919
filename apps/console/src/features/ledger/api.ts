import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerCheckResponse } from '@kabuto/contract';
import type { z } from 'zod';
import { api } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type LedgerReport = z.infer<typeof ledgerCheckResponse>;

/**
 * POST /ledger/check: recomputes every balance from the journal. A mutation, not a query: each
 * run is an audited operator action and happens only when the operator presses the button.
 */
export function useLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/ledger/check', {}, ledgerCheckResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
  });
}
