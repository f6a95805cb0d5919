import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fundRecordsApi,
  grabApi,
  queryRoot,
  tradingApi,
  type GrabCandidate,
  type GrabOrderView,
  type RequestOf,
} from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type Candidate = GrabCandidate;
export type GrabOrder = GrabOrderView;

/**
 * A stock comes to and leaves its upper limit with the market, and the market's bids at the limit
 * move with it: the list is looked at again this often.
 */
const GRAB_REFRESH_MS = 15_000;

/** The stocks at their upper limit now, each with my order in its queue if I joined it. */
export const candidatesQuery = queryOptions({
  ...endpointQuery(api, grabApi.candidates, {}),
  refetchInterval: GRAB_REFRESH_MS,
  staleTime: 0,
});

/** My orders, newest first: their status changes at the close, so current on every visit. */
export const recordsQuery = queryOptions({
  ...endpointQuery(api, grabApi.records, {}),
  staleTime: 0,
});

/** The stock's order ticket: the most lots one order may ask for (the trading settings'). */
export const ticketQuery = (symbol: string) =>
  queryOptions({ ...endpointQuery(api, tradingApi.ticket, { symbol }), staleTime: 60_000 });

/** After a join or a cancel, every figure it moved is fetched again (the hold, the records). */
function useRefreshGrab() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        queryRoot(grabApi.candidates),
        queryRoot(grabApi.records),
        userInfoQuery.queryKey,
        queryRoot(fundRecordsApi.records),
      ].map((key) => client.invalidateQueries({ queryKey: key })),
    );
}

export type JoinBody = RequestOf<typeof grabApi.join>;

/**
 * Joins with the sheet's idempotency key: a double tap or a retry after a lost answer returns the
 * first order instead of refusing the second as "already joined". The sheet shows every refusal
 * itself (`showsRefusal`), translated from the catalogue.
 */
export function useJoinGrab(options: FormCallOptions = {}) {
  const refresh = useRefreshGrab();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: JoinBody; idempotencyKey: string }) =>
      api.call(grabApi.join, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

/** Cancels my pending order before the close: the hold comes back, and I may join again. */
export function useCancelGrab() {
  const refresh = useRefreshGrab();
  return useMutation({
    mutationFn: (orderId: number) => api.call(grabApi.cancel, { orderId }),
    onSuccess: refresh,
  });
}
