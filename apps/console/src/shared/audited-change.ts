import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, invalidateAll } from './query-keys';
import { useRequestKeys } from './request-keys';

/**
 * An operator's change, which the server writes to the audit log with its reason. Each distinct
 * input is sent with one idempotency key for as long as the screen or dialog that asks lives:
 * confirming again after a lost answer replays the first answer instead of changing anything
 * twice, while an input corrected after a refusal is a new request. Once settled, the caches the
 * change touches (`refresh`) and the audit log's are asked again.
 */
export function useAuditedChange<Input, Answer>(
  send: (input: Input, idempotencyKey: string) => Promise<Answer>,
  refresh: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  const keyFor = useRequestKeys();
  return useMutation({
    mutationFn: (input: Input) => send(input, keyFor(input)),
    onSettled: () => invalidateAll(queryClient, [...refresh, QUERY_ROOTS.audit]),
  });
}
