import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKey, type Endpoint, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api } from './api';

/**
 * A keyset-paged list of an endpoint. The question without its page is the cache entry (every
 * page of one filter is one entry); the first page is asked without a cursor, each "load more"
 * with the cursor the last page answered, in the request field the endpoint names it by.
 */
export function usePagedList<E extends Endpoint, Cursor extends string | number>(
  endpoint: E,
  body: RequestOf<E>,
  cursor: { field: string; next: (page: ResponseOf<E>) => Cursor | null },
) {
  return useInfiniteQuery({
    queryKey: queryKey(endpoint, body),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        endpoint,
        (pageParam === null
          ? body
          : { ...(body as object), [cursor.field]: pageParam }) as RequestOf<E>,
        { signal },
      ),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page: ResponseOf<E>) => cursor.next(page),
  });
}
