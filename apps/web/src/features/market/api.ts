import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  QUOTE_PAGE_SIZE,
  marketApi,
  queryKey,
  type CandleInterval,
  type Locale,
  type QUOTE_SORTS,
} from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';

export type QuoteSort = (typeof QUOTE_SORTS)[number];

/**
 * One page of a sorted quote list. Every screen asking for the same page shares its cache entry:
 * Home's hot stocks are the top of the first hot page. Prices on screen come from the socket, so a
 * page fetched to scroll further is not fetched again the moment its list shows it.
 */
export const quoteListPageQuery = (sort: QuoteSort, page: number) =>
  queryOptions({
    ...endpointQuery(api, marketApi.list, { sort, page, pageSize: QUOTE_PAGE_SIZE }),
    staleTime: 10_000,
  });

/** Whether a quote list has a page after this one. */
export function hasPageAfter(page: { page: number; total: number }): boolean {
  return page.page * QUOTE_PAGE_SIZE < page.total;
}

export const watchlistQuery = queryOptions({
  ...endpointQuery(api, marketApi.watchlistList, {}),
  staleTime: 0,
});

export const searchQuery = (keyword: string, lang: Locale) =>
  queryOptions({
    ...endpointQuery(api, marketApi.search, { keyword, lang }),
    enabled: keyword.trim().length > 0,
  });

export const searchHistoryQuery = queryOptions({
  ...endpointQuery(api, marketApi.searchHistory, {}),
  staleTime: 0,
});

/** The book is not on the socket: the detail (quote, book, watchlist flag) is refreshed this often. */
export const DETAIL_REFRESH_MS = 5_000;

export const stockDetailQuery = (symbol: string) =>
  queryOptions({
    ...endpointQuery(api, marketApi.detail, { symbol }),
    refetchInterval: DETAIL_REFRESH_MS,
  });

/** Enough bars to fill a phone-wide chart with room to scroll back. */
export const CANDLE_LIMIT = 500;

/** A chart's candles: a stock's, or an index's (computed from its constituents). */
export const chartCandlesQuery = (
  source: { symbol: string } | { indexCode: string },
  interval: CandleInterval,
) =>
  queryOptions({
    ...('symbol' in source
      ? endpointQuery(api, marketApi.candles, {
          symbol: source.symbol,
          interval,
          limit: CANDLE_LIMIT,
        })
      : endpointQuery(api, marketApi.indexCandles, {
          code: source.indexCode,
          interval,
          limit: CANDLE_LIMIT,
        })),
    staleTime: 30_000,
  });

/** The same entry as Home's indices; here refreshed while an index's page is open. */
export const marketIndicesQuery = queryOptions({
  ...endpointQuery(api, marketApi.indices, {}),
  refetchInterval: DETAIL_REFRESH_MS,
});

export function useClearSearchHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(marketApi.clearSearchHistory, {}, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => client.setQueryData(searchHistoryQuery.queryKey, []),
  });
}

export function useWatchToggle(symbol: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      api.call(
        add ? marketApi.add : marketApi.remove,
        { symbol },
        {
          idempotencyKey: newIdempotencyKey(),
        },
      ),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKey(marketApi.detail, { symbol }) }),
        client.invalidateQueries({ queryKey: watchlistQuery.queryKey }),
      ]);
    },
  });
}

/** The same entry as Home's market label. */
export const marketStatusQuery = queryOptions({
  ...endpointQuery(api, marketApi.status, {}),
  staleTime: 60_000,
});
