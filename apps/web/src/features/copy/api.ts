import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  copyApi,
  fundRecordsApi,
  marketApi,
  queryRoot,
  type RequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { useEffect, useState } from 'react';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type CopyProduct = ResponseOf<typeof copyApi.product>;
export type CopyHolding = NonNullable<CopyProduct['myHolding']>;
export type CopyRecord = ResponseOf<typeof copyApi.records>[number];
export type CopyFlow = CopyRecord['flows'][number];

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

export const recordsQuery = queryOptions({
  ...endpointQuery(api, copyApi.records, {}),
  staleTime: 0,
});

/** The server's time, as the market status tells it (the lock-up and the deadline are the server's). */
const serverTimeQuery = queryOptions({
  ...endpointQuery(api, marketApi.status, {}),
  staleTime: 0,
});

/** How often the screen looks at the time again (a lock-up that ends while it is open). */
const TICK_MS = 15_000;

/**
 * Now on the server's clock, in milliseconds: the market status's time moved on by the time since
 * it came (never ahead of the server). Null until it has come; the device's clock if it cannot.
 */
export function useServerNow(): number | null {
  const status = useQuery(serverTimeQuery);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (status.data) {
    return Date.parse(status.data.time) + Math.max(0, now - status.dataUpdatedAt);
  }
  return status.isError ? now : null;
}

/**
 * After a follow or a redemption, every figure it moved is fetched again: the products, my
 * records, the member centre's funds and the fund records.
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
