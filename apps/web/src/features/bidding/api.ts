import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  biddingApi,
  fundRecordsApi,
  queryRoot,
  tradingApi,
  type BiddingBidView,
  type BiddingOfferingView,
  type RequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery, type FormCallOptions } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type Offering = BiddingOfferingView;
export type Bid = BiddingBidView;
export type Demand = ResponseOf<typeof biddingApi.demand>;
export type BiddingDocumentAnswer = ResponseOf<typeof biddingApi.document>;

/** An offering moves on the server's schedule (its window closes, the allocation runs). */
const BIDDING_REFRESH_MS = 15_000;

/** The open offerings and those of the last 30 days, each with my bid if I made one. */
export const offeringsQuery = queryOptions({
  ...endpointQuery(api, biddingApi.offerings, {}),
  refetchInterval: BIDDING_REFRESH_MS,
  staleTime: 0,
});

/** My bids, newest first: their status changes at the close, so current on every visit. */
export const recordsQuery = queryOptions({
  ...endpointQuery(api, biddingApi.records, {}),
  staleTime: 0,
});

/** The demand curve and the clearing price: published after the close, never changed after. */
export const demandQuery = (offeringId: number) =>
  queryOptions({ ...endpointQuery(api, biddingApi.demand, { offeringId }), staleTime: 0 });

/** The allocation document: null until the allocation ran. */
export const documentQuery = (offeringId: number) =>
  queryOptions({ ...endpointQuery(api, biddingApi.document, { offeringId }), staleTime: 0 });

/** The stock's order ticket: its tick size at the current price and the day's price limits. */
export const ticketQuery = (symbol: string) =>
  queryOptions({ ...endpointQuery(api, tradingApi.ticket, { symbol }), staleTime: 60_000 });

/** After a bid or a withdrawal, every figure it moved is fetched again (the hold, the records). */
function useRefreshBidding() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        queryRoot(biddingApi.offerings),
        queryRoot(biddingApi.records),
        userInfoQuery.queryKey,
        queryRoot(fundRecordsApi.records),
      ].map((key) => client.invalidateQueries({ queryKey: key })),
    );
}

export type BidBody = RequestOf<typeof biddingApi.bid>;

/**
 * Bids with the sheet's idempotency key: a double tap or a retry after a lost answer returns the
 * first bid instead of refusing the second as "already bid". The sheet shows every refusal itself
 * (`showsRefusal`), translated from the catalogue.
 */
export function usePlaceBid(options: FormCallOptions = {}) {
  const refresh = useRefreshBidding();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BidBody; idempotencyKey: string }) =>
      api.call(biddingApi.bid, body, { ...options, idempotencyKey }),
    onSuccess: refresh,
  });
}

/** Withdraws my pending bid while the window is open: the hold comes back, and I may bid again. */
export function useWithdrawBid() {
  const refresh = useRefreshBidding();
  return useMutation({
    mutationFn: (bidId: number) => api.call(biddingApi.withdraw, { bidId }),
    onSuccess: refresh,
  });
}
