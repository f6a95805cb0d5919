import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  breadthResponse,
  indicesResponse,
  marketStatus,
  newsDetailResponse,
  newsListResponse,
  quoteListResponse,
  type Locale,
  type NewsCategory,
} from '@kabuto/contract';
import { api } from '../../shared/api';

/** Home shows the top of the hot list (the full list is /market/stockHot/stockList). */
export const HOME_HOT_COUNT = 5;

export const homeHotQuery = queryOptions({
  queryKey: ['home', 'hot'] as const,
  queryFn: ({ signal }) =>
    api.post(
      '/market/list',
      { sort: 'hot', page: 1, pageSize: HOME_HOT_COUNT },
      quoteListResponse,
      {
        signal,
      },
    ),
});

export const indicesQuery = queryOptions({
  queryKey: ['home', 'indices'] as const,
  queryFn: ({ signal }) => api.post('/market/indices', {}, indicesResponse, { signal }),
});

/** Breadth is not on the socket: Home refreshes it this often while shown. */
export const BREADTH_REFRESH_MS = 15_000;

export const breadthQuery = queryOptions({
  queryKey: ['home', 'breadth'] as const,
  queryFn: ({ signal }) => api.post('/market/breadth', {}, breadthResponse, { signal }),
  refetchInterval: BREADTH_REFRESH_MS,
});

export const homeStatusQuery = queryOptions({
  queryKey: ['home', 'status'] as const,
  queryFn: ({ signal }) => api.post('/market/status', {}, marketStatus, { signal }),
  staleTime: 60_000,
});

export const NEWS_PAGE_SIZE = 10;

export const newsListQuery = (category: NewsCategory, lang: Locale) =>
  infiniteQueryOptions({
    queryKey: ['news', 'list', category, lang] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/news/list',
        { category, lang, limit: NEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        newsListResponse,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const newsDetailQuery = (id: number, lang: Locale) =>
  queryOptions({
    queryKey: ['news', 'detail', id, lang] as const,
    queryFn: ({ signal }) => api.post('/news/detail', { id, lang }, newsDetailResponse, { signal }),
    staleTime: 60_000,
  });
