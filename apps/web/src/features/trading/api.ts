import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  QUOTE_PAGE_SIZE,
  biddingApi,
  copyApi,
  fundRecordsApi,
  ipoApi,
  marketApi,
  queryKey,
  queryRoot,
  tradingApi,
  type Locale,
  type OrderTypeKey,
  type PlaceOrderRequest,
} from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type PositionTab = 'open' | 'closed';

/** The book is not on the socket; the ticket (book, funds, sessions) is fetched again this often. */
export const TICKET_REFRESH_MS = 5_000;

export const ticketQuery = (symbol: string) =>
  queryOptions({
    ...endpointQuery(api, tradingApi.ticket, { symbol }),
    refetchInterval: TICKET_REFRESH_MS,
    staleTime: 0,
  });

export const POSITIONS_PAGE = 20;

/**
 * Copy holdings and agreed-price bids move on their own schedules, which no live event tells of
 * yet: fetched again this often. Positions are not polled: they are valued by the server at each
 * answer and by live quotes in between, and a fill or a close the engine makes is a live event
 * that fetches them again (shared/realtime/notices.ts, ADR 0039), as does every (re)join of the
 * events socket and the app's return to the foreground.
 */
const POSITIONS_REFRESH_MS = 15_000;

export function positionsQuery(tab: PositionTab, dayTrade?: boolean) {
  // The question without its page: every page of one tab is one cache entry.
  const body = { tab, dayTrade, limit: POSITIONS_PAGE };
  return infiniteQueryOptions({
    queryKey: queryKey(tradingApi.positions, body),
    queryFn: ({ signal, pageParam }) =>
      api.call(tradingApi.positions, { ...body, cursor: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/**
 * The customer's new-share applications, for the Trade tab's "auction" (in progress) and
 * "allotment" (paid) tabs: the same question as the IPO records screen (one cache entry).
 */
export function ipoApplicationsQuery() {
  const body = { limit: POSITIONS_PAGE };
  return infiniteQueryOptions({
    queryKey: queryKey(ipoApi.records, body),
    queryFn: ({ signal, pageParam }) =>
      api.call(ipoApi.records, { ...body, cursor: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/**
 * My copy-trading records, for the Trade tab's "copy-trade" tab: the same question as the copy
 * records screen (one cache entry); the holdings' values move with their pools.
 */
export const copyRecordsQuery = queryOptions({
  ...endpointQuery(api, copyApi.records, {}),
  refetchInterval: POSITIONS_REFRESH_MS,
  staleTime: 0,
});

/**
 * My agreed-price bids, for the Trade tab's "bidding" tab: the same question as the bidding
 * screen's "My bids" (one cache entry); a bid is decided at its offering's close.
 */
export const biddingRecordsQuery = queryOptions({
  ...endpointQuery(api, biddingApi.records, {}),
  refetchInterval: POSITIONS_REFRESH_MS,
  staleTime: 0,
});

export const positionQuery = (positionId: number) =>
  queryOptions({
    ...endpointQuery(api, tradingApi.position, { positionId }),
    // A pending order fills, a closing one closes, on the server's schedule: its live event
    // fetches it again (no polling).
    staleTime: 0,
  });

/**
 * A held position's stock, minute by minute (its detail's chart): the same question as the stock
 * chart's intraday view (same endpoint and body), so the two share one cache entry.
 */
export const positionCandlesQuery = (symbol: string) =>
  queryOptions({
    ...endpointQuery(api, marketApi.candles, { symbol, interval: '1m', limit: 500 }),
    staleTime: 30_000,
  });

/** Unrealised figures follow the live quotes (position-list.tsx); the rest changes with events. */
export const tradeSummaryQuery = queryOptions({
  ...endpointQuery(api, tradingApi.summary, {}),
  staleTime: 0,
});

export const dayTradingInfoQuery = queryOptions({
  ...endpointQuery(api, tradingApi.info, {}),
  staleTime: 0,
});

/** Stocks to pick from (day trading, pre- and after-market): the most traded ones first. */
export const PICKER_SIZE = 10;

/**
 * The top of the market's first hot page: the same question as the market's list and Home's hot
 * stocks (same endpoint, same body), so the three share one cache entry.
 */
export const hotStocksQuery = queryOptions({
  ...endpointQuery(api, marketApi.list, { sort: 'hot', page: 1, pageSize: QUOTE_PAGE_SIZE }),
  staleTime: 30_000,
  select: (page) => page.items.slice(0, PICKER_SIZE),
});

/** The market's search, shared with the market's search screen (same body, same cache entry). */
export const stockSearchQuery = (keyword: string, lang: Locale) =>
  queryOptions({
    ...endpointQuery(api, marketApi.search, { keyword, lang }),
    enabled: keyword.trim().length > 0,
  });

/**
 * After an order, a close, a cancel or added margin, every figure that shows money is fetched
 * again: trading's own (orders, positions, the ticket's funds, day trading), the member centre's
 * (user info) and funding's (wallets, fund records).
 */
function useRefreshTrading() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        queryRoot(tradingApi.place),
        queryRoot(tradingApi.info),
        userInfoQuery.queryKey,
        queryRoot(fundRecordsApi.records),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/**
 * Places an order with the ticket's idempotency key: a double tap or a retry after a lost answer
 * returns the first order instead of placing a second one.
 */
export function usePlaceOrder() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string }) =>
      api.call(tradingApi.place, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export type CloseBody = { positionId: number; orderType: OrderTypeKey; limitPrice?: string };

export function useClosePosition() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CloseBody; idempotencyKey: string }) =>
      api.call(tradingApi.close, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: (positionId: number) =>
      api.call(tradingApi.cancel, { positionId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useAddMargin() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: { positionId: number; amount: string };
      idempotencyKey: string;
    }) => api.call(tradingApi.addMargin, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useApplyDayTrading() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: () =>
      api.call(tradingApi.apply, { acknowledged: true }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}
