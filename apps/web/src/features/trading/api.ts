import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  dayTradingApplication,
  dayTradingInfoResponse,
  positionDetail,
  positionView,
  positionsResponse,
  positionsSummary,
  quoteListResponse,
  searchResponse,
  ticketResponse,
  type Locale,
  type OrderTypeKey,
  type PlaceOrderRequest,
} from '@kabuto/contract';
import { api, newIdempotencyKey } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type PositionTab = 'open' | 'closed';

/** The book is not on the socket; the ticket (book, funds, sessions) is fetched again this often. */
export const TICKET_REFRESH_MS = 5_000;

export const ticketQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['trading', 'ticket', symbol] as const,
    queryFn: ({ signal }) => api.post('/trade/ticket', { symbol }, ticketResponse, { signal }),
    refetchInterval: TICKET_REFRESH_MS,
    staleTime: 0,
  });

export const POSITIONS_PAGE = 20;

/** Open positions are valued by the server at each answer; live quotes move them in between. */
const POSITIONS_REFRESH_MS = 15_000;

export function positionsQuery(tab: PositionTab, dayTrade?: boolean) {
  return infiniteQueryOptions({
    queryKey: ['trading', 'positions', tab, dayTrade ?? 'all'] as const,
    queryFn: ({ signal, pageParam }) =>
      api.post(
        '/trade/positions',
        { tab, dayTrade, cursor: pageParam, limit: POSITIONS_PAGE },
        positionsResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: tab === 'open' ? POSITIONS_REFRESH_MS : false,
    staleTime: 0,
  });
}

export const positionQuery = (positionId: number) =>
  queryOptions({
    queryKey: ['trading', 'position', positionId] as const,
    queryFn: ({ signal }) =>
      api.post('/trade/position', { positionId }, positionDetail, { signal }),
    // A pending order fills, a closing one closes, on the server's schedule: look again now and then.
    refetchInterval: POSITIONS_REFRESH_MS,
    staleTime: 0,
  });

export const tradeSummaryQuery = queryOptions({
  queryKey: ['trading', 'summary'] as const,
  queryFn: ({ signal }) => api.post('/trade/summary', {}, positionsSummary, { signal }),
  refetchInterval: POSITIONS_REFRESH_MS,
  staleTime: 0,
});

export const dayTradingInfoQuery = queryOptions({
  queryKey: ['trading', 'dayTrading'] as const,
  queryFn: ({ signal }) => api.post('/dayTrading/info', {}, dayTradingInfoResponse, { signal }),
  staleTime: 0,
});

/** Stocks to pick from (day trading, pre- and after-market): the most traded ones first. */
export const PICKER_SIZE = 10;

export const hotStocksQuery = queryOptions({
  queryKey: ['trading', 'hot'] as const,
  queryFn: ({ signal }) =>
    api.post('/market/list', { sort: 'hot', page: 1, pageSize: PICKER_SIZE }, quoteListResponse, {
      signal,
    }),
  staleTime: 30_000,
});

export const stockSearchQuery = (keyword: string, lang: Locale) =>
  queryOptions({
    queryKey: ['trading', 'search', keyword, lang] as const,
    queryFn: ({ signal }) =>
      api.post('/market/search', { keyword, lang }, searchResponse, { signal }),
    enabled: keyword.trim().length > 0,
  });

/** After an order, a close or added margin, every figure that shows money is fetched again. */
function useRefreshTrading() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['trading'] }),
      client.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      client.invalidateQueries({ queryKey: ['funding'] }),
    ]);
}

/**
 * Places an order with the ticket's idempotency key: a double tap or a retry after a lost answer
 * returns the first order instead of placing a second one.
 */
export function usePlaceOrder() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string }) =>
      api.post('/trade/place', body, positionView, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export type CloseBody = { positionId: number; orderType: OrderTypeKey; limitPrice?: string };

export function useClosePosition() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CloseBody; idempotencyKey: string }) =>
      api.post('/trade/close', body, positionView, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: (positionId: number) =>
      api.post('/trade/cancel', { positionId }, positionView, {
        idempotencyKey: newIdempotencyKey(),
      }),
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
    }) => api.post('/trade/addMargin', body, positionView, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useApplyDayTrading() {
  const refresh = useRefreshTrading();
  return useMutation({
    mutationFn: () =>
      api.post('/dayTrading/apply', { acknowledged: true }, dayTradingApplication, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: refresh,
  });
}
