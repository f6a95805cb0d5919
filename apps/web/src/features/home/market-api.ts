import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  QUOTE_PAGE_SIZE,
  marketApi,
  newsApi,
  queryKey,
  type Locale,
  type NewsCategory,
} from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';

/*
 * Home's questions are the market's own (same endpoint, same body): the hot list, the indices and
 * the market status share their cache entries with the market screens, whichever opens first.
 */

/** Home shows the top of the hot list (the full list is /market/stockHot/stockList). */
export const HOME_HOT_COUNT = 5;

/** The market's first hot page; Home shows its top rows. */
export const homeHotQuery = queryOptions({
  ...endpointQuery(api, marketApi.list, { sort: 'hot', page: 1, pageSize: QUOTE_PAGE_SIZE }),
  select: (page) => page.items.slice(0, HOME_HOT_COUNT),
});

export const indicesQuery = queryOptions(endpointQuery(api, marketApi.indices, {}));

/** Breadth is not on the socket: Home refreshes it this often while shown. */
export const BREADTH_REFRESH_MS = 15_000;

export const breadthQuery = queryOptions({
  ...endpointQuery(api, marketApi.breadth, {}),
  refetchInterval: BREADTH_REFRESH_MS,
});

export const homeStatusQuery = queryOptions({
  ...endpointQuery(api, marketApi.status, {}),
  staleTime: 60_000,
});

/** What pulling Home down fetches again (the news list is started over apart). */
export const HOME_MARKET_QUERIES = [homeHotQuery, indicesQuery, breadthQuery, homeStatusQuery];

export const NEWS_PAGE_SIZE = 10;

/**
 * A category's news, page after page. The key is the endpoint's with the first page's body, marked
 * as a list of pages: a plain query for that body holds one page, never this.
 */
export const newsListQuery = (category: NewsCategory, lang: Locale) =>
  infiniteQueryOptions({
    queryKey: [...queryKey(newsApi.list, { category, lang, limit: NEWS_PAGE_SIZE }), 'pages'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        newsApi.list,
        { category, lang, limit: NEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const newsDetailQuery = (id: number, lang: Locale) =>
  queryOptions({
    ...endpointQuery(api, newsApi.detail, { id, lang }),
    staleTime: 60_000,
  });
