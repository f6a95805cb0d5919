import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  copyApi,
  fundRecordsApi,
  queryRoot,
  type RequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type CopyProduct = ResponseOf<typeof copyApi.product>;
export type CopyHolding = NonNullable<CopyProduct['myHolding']>;
export type CopyRecord = ResponseOf<typeof copyApi.records>[number];
export type CopyFlow = CopyRecord['flows'][number];
export type CopyRedemption = ResponseOf<typeof copyApi.redeem>;
export type CopyHistory = ResponseOf<typeof copyApi.history>;
export type CopyFollowersGot = NonNullable<CopyHistory['followersGot']>;

/** A pool's figures move with every follow and redemption: looked at again this often. */
const COPY_REFRESH_MS = 30_000;

export const productsQuery = queryOptions({
  ...endpointQuery(api, copyApi.products, {}),
  refetchInterval: COPY_REFRESH_MS,
  staleTime: 0,
});

export const productQuery = (productId: number) =>
  queryOptions({
    ...endpointQuery(api, copyApi.product, { productId }),
    refetchInterval: COPY_REFRESH_MS,
    staleTime: 0,
  });

/** The NAV at each recorded close (one a trading day) and what the followers got. */
export const historyQuery = (productId: number) =>
  queryOptions({
    ...endpointQuery(api, copyApi.history, { productId }),
    refetchInterval: COPY_REFRESH_MS,
    staleTime: 0,
  });

export const recordsQuery = queryOptions({
  ...endpointQuery(api, copyApi.records, {}),
  staleTime: 0,
});

/** Now on the server's clock (shared: block trades read it too). */
export { useServerNow } from '../../shared/api/server-now';

/**
 * After a follow, a redemption or a stop-loss change, every figure it moved is fetched again: the
 * products, a product, its history and my records (the whole copy area), the member centre's funds
 * and the fund records.
 */
function useRefreshCopy() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryRoot(copyApi.products), userInfoQuery.queryKey, queryRoot(fundRecordsApi.records)].map(
        (key) => client.invalidateQueries({ queryKey: key }),
      ),
    );
}

type Submission<Body> = { body: Body; idempotencyKey: string };

/**
 * Follows with the submission's idempotency key (a retry of the same one is answered by the first
 * flow); the form shows the refusals that belong to its amount beside it.
 */
export function useFollow(options: FormCallOptions = {}) {
  const refresh = useRefreshCopy();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Submission<RequestOf<typeof copyApi.follow>>) =>
      api.call(copyApi.follow, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useRedeem(options: FormCallOptions = {}) {
  const refresh = useRefreshCopy();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Submission<RequestOf<typeof copyApi.redeem>>) =>
      api.call(copyApi.redeem, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

/**
 * Sets (a rate 0.01–0.99) or removes (null) my copy stop-loss on a product, with the submission's
 * idempotency key; the answer is my holding with it.
 */
export function useStopLoss(options: FormCallOptions = {}) {
  const refresh = useRefreshCopy();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Submission<RequestOf<typeof copyApi.stopLoss>>) =>
      api.call(copyApi.stopLoss, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}
