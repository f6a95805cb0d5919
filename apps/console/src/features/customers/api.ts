import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RESTRICTION_KIND_KEYS,
  adminApi,
  fundRecordsAdminApi,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { uiLocale } from '../../shared/i18n/use-locale';
import { useAuditedChange } from '../../shared/audited-change';
import { usePagedList } from '../../shared/paged-query';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type CustomerSummary = ResponseOf<typeof adminApi.search>[number];
export type CustomerDetail = ResponseOf<typeof adminApi.detail>;
export type RestrictionKind = (typeof RESTRICTION_KIND_KEYS)[number];
export function isRestrictionKind(value: string): value is RestrictionKind {
  return (RESTRICTION_KIND_KEYS as readonly string[]).includes(value);
}

export type RestrictionChange = { customerId: number; kind: RestrictionKind; reason: string };

export const SEARCH_LIMITS = [20, 50, 100] as const;
export type SearchLimit = (typeof SEARCH_LIMITS)[number];

/** Customers whose account contains the query, newest first. */
export function useCustomerSearch(query: string, limit: SearchLimit) {
  return useQuery({
    ...endpointQuery(api, adminApi.search, { query, limit }),
    placeholderData: keepPreviousData,
  });
}

/** The profile with the whole restriction history. */
export function useCustomerDetail(customerId: number) {
  return useQuery(endpointQuery(api, adminApi.detail, { customerId }));
}

/**
 * Sets or lifts a restriction (audited); a retried submission is answered, not applied twice. The
 * customers' caches (their funds, under the same /customers area, included) are asked again.
 */
function useRestrictionMutation(endpoint: (typeof adminApi)['restrict' | 'lift']) {
  return useAuditedChange(
    // The customer reads a restriction's reason: it goes with the language it is written in.
    (change: RestrictionChange, idempotencyKey) =>
      api.call(endpoint, { ...change, reasonLocale: uiLocale() }, { idempotencyKey }),
    [QUERY_ROOTS.customers],
  );
}

export function useSetRestriction() {
  return useRestrictionMutation(adminApi.restrict);
}

export function useLiftRestriction() {
  return useRestrictionMutation(adminApi.lift);
}

export type CustomerFunds = ResponseOf<typeof fundRecordsAdminApi.funds>;
export type FundRecordTab = 'all' | 'deposit' | 'withdraw';
export const FUND_RECORD_TABS: readonly FundRecordTab[] = ['all', 'deposit', 'withdraw'];

const FUNDS_PAGE_SIZE = 50;

/**
 * Wallets, member-centre figures and the open request come with every page; the fund records are
 * keyset paged (newest first) with "load more".
 */
export function useCustomerFunds(customerId: number, tab: FundRecordTab) {
  return usePagedList(
    fundRecordsAdminApi.funds,
    { customerId, tab, limit: FUNDS_PAGE_SIZE },
    { field: 'cursor', next: (page) => page.records.nextCursor },
  );
}
