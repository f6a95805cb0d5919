import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { copyApi, queryRoot, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';

/*
 * Leading a strategy (docs/copy-trading.md, "Leaders"; the spec's seat account): my latest
 * application and, once approved, my strategy and the products that follow it; and applying.
 */

export type LeaderStatus = ResponseOf<typeof copyApi.leaderStatus>;
export type LeaderApplication = NonNullable<LeaderStatus['application']>;
export type LeaderStrategy = NonNullable<LeaderStatus['strategy']>;
export type LeaderProduct = LeaderStatus['products'][number];
export type LeaderApplyBody = RequestOf<typeof copyApi.leaderApply>;

export const leaderStatusQuery = queryOptions({
  ...endpointQuery(api, copyApi.leaderStatus, {}),
  // A review happens in the console at any time: asked again whenever the screen opens.
  staleTime: 0,
});

/** Asks for my application and strategy again (after applying, or a refusal that says it moved). */
export function useRefreshLeaderStatus(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryRoot(copyApi.leaderStatus) });
}

/**
 * Applies to lead with the submission's idempotency key: a retry of the same one (after a lost
 * answer) is answered by the first application, never a second.
 */
export function useLeaderApply(options: FormCallOptions = {}) {
  const refresh = useRefreshLeaderStatus();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LeaderApplyBody; idempotencyKey: string }) =>
      api.call(copyApi.leaderApply, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}
