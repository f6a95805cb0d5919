import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  blockApi,
  fundRecordsApi,
  queryRoot,
  type BlockApplicationView,
  type BlockOfferingView,
  type RequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type Offering = BlockOfferingView;
export type Application = BlockApplicationView;
export type BlockDraw = ResponseOf<typeof blockApi.draw>;

/**
 * An offering moves on the server's schedule (its window opens and closes, the allocation runs at
 * the close) and its demand grows with every application: looked at again this often.
 */
const BLOCK_REFRESH_MS = 15_000;

/** The open offerings and those of the last 30 days, each with my application if I made one. */
export const offeringsQuery = queryOptions({
  ...endpointQuery(api, blockApi.offerings, {}),
  refetchInterval: BLOCK_REFRESH_MS,
  staleTime: 0,
});

/** My applications, newest first: their status changes at the allocation, so current on every visit. */
export const recordsQuery = queryOptions({
  ...endpointQuery(api, blockApi.records, {}),
  staleTime: 0,
});

/** The allocation document: null until the allocation ran, never changed after. */
export const drawQuery = (offeringId: number) =>
  queryOptions({
    ...endpointQuery(api, blockApi.draw, { offeringId }),
    staleTime: 0,
  });

/**
 * After an application, every figure it moved is fetched again: the offerings (the demand, my
 * application), my records, the member centre's funds (the hold) and the fund records.
 */
function useRefreshBlock() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        queryRoot(blockApi.offerings),
        queryRoot(blockApi.records),
        userInfoQuery.queryKey,
        queryRoot(fundRecordsApi.records),
      ].map((key) => client.invalidateQueries({ queryKey: key })),
    );
}

export type ApplyBody = RequestOf<typeof blockApi.apply>;

/**
 * Applies with the sheet's idempotency key: a double tap or a retry after a lost answer returns
 * the first application instead of refusing the second as "already applied". The sheet shows
 * every refusal itself (`showsRefusal`), translated from the catalogue.
 */
export function useApplyBlock(options: FormCallOptions = {}) {
  const refresh = useRefreshBlock();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ApplyBody; idempotencyKey: string }) =>
      api.call(blockApi.apply, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}
