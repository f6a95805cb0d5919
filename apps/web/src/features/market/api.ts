import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  candlesResponse,
  emptyResponse,
  indicesResponse,
  marketStatus,
  quoteListResponse,
  searchHistoryResponse,
  searchResponse,
  stockDetailResponse,
  watchlistResponse,
  type CandleInterval,
  type Locale,
  type QUOTE_SORTS,
} from '@kabuto/contract';
import { api, newIdempotencyKey } from '../../shared/api';

export type QuoteSort = (typeof QUOTE_SORTS)[number];

/** Rows per page of the quote lists. */
export const QUOTE_PAGE_SIZE = 20;

export const quoteListQuery = (sort: QuoteSort) =>
  infiniteQueryOptions({
    queryKey: ['market', 'list', sort] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/market/list',
        { sort, page: pageParam, pageSize: QUOTE_PAGE_SIZE },
        quoteListResponse,
        { signal },
      ),
    getNextPageParam: (last) =>
      last.page * QUOTE_PAGE_SIZE < last.total ? last.page + 1 : undefined,
  });

export const watchlistQuery = queryOptions({
  queryKey: ['market', 'watchlist'] as const,
  queryFn: ({ signal }) => api.post('/watchlist/list', {}, watchlistResponse, { signal }),
  staleTime: 0,
});

export const searchQuery = (keyword: string, lang: Locale) =>
  queryOptions({
    queryKey: ['market', 'search', keyword, lang] as const,
    queryFn: ({ signal }) =>
      api.post('/market/search', { keyword, lang }, searchResponse, { signal }),
    enabled: keyword.trim().length > 0,
  });

export const searchHistoryQuery = queryOptions({
  queryKey: ['market', 'searchHistory'] as const,
  queryFn: ({ signal }) => api.post('/market/searchHistory', {}, searchHistoryResponse, { signal }),
  staleTime: 0,
});

/** The book is not on the socket: the detail (quote, book, watchlist flag) is refreshed this often. */
export const DETAIL_REFRESH_MS = 5_000;

export const stockDetailQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['market', 'detail', symbol] as const,
    queryFn: ({ signal }) =>
      api.post('/market/detail', { symbol }, stockDetailResponse, { signal }),
    refetchInterval: DETAIL_REFRESH_MS,
  });

/** Enough bars to fill a phone-wide chart with room to scroll back. */
export const CANDLE_LIMIT = 500;

/** A chart's candles: a stock's, or an index's (computed from its constituents). */
export const chartCandlesQuery = (
  source: { symbol: string } | { indexCode: string },
  interval: CandleInterval,
) => {
  const id = 'symbol' in source ? source.symbol : `index:${source.indexCode}`;
  return queryOptions({
    queryKey: ['market', 'candles', id, interval] as const,
    queryFn: ({ signal }) =>
      'symbol' in source
        ? api.post(
            '/market/candles',
            { symbol: source.symbol, interval, limit: CANDLE_LIMIT },
            candlesResponse,
            { signal },
          )
        : api.post(
            '/market/indexCandles',
            { code: source.indexCode, interval, limit: CANDLE_LIMIT },
            candlesResponse,
            { signal },
          ),
    staleTime: 30_000,
  });
};

export const marketIndicesQuery = queryOptions({
  queryKey: ['market', 'indices'] as const,
  queryFn: ({ signal }) => api.post('/market/indices', {}, indicesResponse, { signal }),
  refetchInterval: DETAIL_REFRESH_MS,
});

export function useClearSearchHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post('/market/clearSearchHistory', {}, emptyResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: () => client.setQueryData(searchHistoryQuery.queryKey, []),
  });
}

export function useWatchToggle(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      api.post(add ? '/watchlist/add' : '/watchlist/remove', { symbol }, emptyResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['market', 'detail', symbol] }),
        client.invalidateQueries({ queryKey: watchlistQuery.queryKey }),
      ]);
    },
  });
}

export const marketStatusQuery = queryOptions({
  queryKey: ['market', 'status'] as const,
  queryFn: ({ signal }) => api.post('/market/status', {}, marketStatus, { signal }),
  staleTime: 60_000,
});
