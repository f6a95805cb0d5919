import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  RESTRICTION_KIND_KEYS,
  customerDetailResponse,
  customerFundsResponse,
  customerSearchResponse,
  emptyResponse,
} from '@kabuto/contract';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type CustomerSummary = z.infer<typeof customerSearchResponse>[number];
export type CustomerDetail = z.infer<typeof customerDetailResponse>;
export type RestrictionKind = (typeof RESTRICTION_KIND_KEYS)[number];
export function isRestrictionKind(value: string): value is RestrictionKind {
  return (RESTRICTION_KIND_KEYS as readonly string[]).includes(value);
}

export type RestrictionChange = { customerId: number; kind: RestrictionKind; reason: string };

export const SEARCH_LIMITS = [20, 50, 100] as const;
export type SearchLimit = (typeof SEARCH_LIMITS)[number];

/** POST /customers/search: customers whose account contains the query, newest first. */
export function useCustomerSearch(query: string, limit: SearchLimit) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.customers, 'search', query, limit],
    queryFn: ({ signal }) =>
      api.post('/customers/search', { query, limit }, customerSearchResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /customers/detail: the profile with the whole restriction history. */
export function useCustomerDetail(customerId: number) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.customers, 'detail', customerId],
    queryFn: ({ signal }) =>
      api.post('/customers/detail', { customerId }, customerDetailResponse, { signal }),
  });
}

/**
 * POST /customers/restrict or /customers/lift, each submission with a fresh idempotency key.
 * The change writes an audit entry, so the audit log's cache goes too.
 */
function useRestrictionMutation(path: '/customers/restrict' | '/customers/lift') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RestrictionChange) =>
      api.post(path, change, emptyResponse, { idempotencyKey: newIdempotencyKey() }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.customers }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

export function useSetRestriction() {
  return useRestrictionMutation('/customers/restrict');
}

export function useLiftRestriction() {
  return useRestrictionMutation('/customers/lift');
}

export type CustomerFunds = z.infer<typeof customerFundsResponse>;
export type FundRecordTab = 'all' | 'deposit' | 'withdraw';
export const FUND_RECORD_TABS: readonly FundRecordTab[] = ['all', 'deposit', 'withdraw'];

/**
 * POST /customers/funds: wallets, member-centre figures and the open request come with every page;
 * the fund records are keyset paged (newest first) with "load more".
 */
export function useCustomerFunds(customerId: number, tab: FundRecordTab) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.customers, 'funds', customerId, tab],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/customers/funds',
        { customerId, tab, cursor: pageParam ?? undefined, limit: 50 },
        customerFundsResponse,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.records.nextCursor,
  });
}
