import type { QueryClient } from '@tanstack/react-query';
import { adminApi, queryRoot } from '@kabuto/contract';

/**
 * Query-key roots shared across features, taken from the endpoints (`queryRoot(endpoint)`, the
 * prefix of every `endpointQuery` key of that area): an action in one feature (a restriction, a
 * lock, a review) writes an audit entry and may change what the customers' pages show, so it
 * invalidates those caches by these roots.
 */
export const QUERY_ROOTS = {
  /** The customers' area: search, profile, funds. */
  customers: queryRoot(adminApi.search),
  audit: queryRoot(adminApi.list),
} as const;

/** Marks every entry under these keys stale (and refetches those on screen). */
export function invalidateAll(
  queryClient: QueryClient,
  keys: readonly (readonly unknown[])[],
): Promise<unknown> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key })));
}
