import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  bankCardsApi,
  fundRecordsApi,
  fundingApi,
  fxApi,
  kycApi,
  queryKey,
  queryRoot,
  type CurrencyCode,
  type FundRecordTabKey,
  type ParsedRequestOf,
  type ResponseOf,
} from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';

export type KycSubmitBody = ParsedRequestOf<typeof kycApi.submit>;
export type BankCardAddBody = ParsedRequestOf<typeof bankCardsApi.add>;
export type DepositBody = ParsedRequestOf<typeof fundingApi.deposit>;
export type WithdrawBody = ParsedRequestOf<typeof fundingApi.withdraw>;
export type FxQuoteBody = ParsedRequestOf<typeof fxApi.quote>;
export type FundRecordTab = FundRecordTabKey;
export type BankCard = ResponseOf<typeof bankCardsApi.list>[number];

/* ---------------------------------------------------------------------------------------------
 * Queries: keys from the endpoints, so a screen asking the same question shares the cache entry.
 * Money must be current whenever a screen opens (staleTime 0); the cached copy bridges the wait.
 * ------------------------------------------------------------------------------------------- */

export const kycStatusQuery = queryOptions({
  ...endpointQuery(api, kycApi.status, {}),
  staleTime: 0,
});

export const bankCardsQuery = queryOptions({
  ...endpointQuery(api, bankCardsApi.list, {}),
  staleTime: 0,
});

export const depositInfoQuery = queryOptions({
  ...endpointQuery(api, fundingApi.depositInfo, {}),
  staleTime: 0,
});

export const withdrawInfoQuery = queryOptions({
  ...endpointQuery(api, fundingApi.withdrawInfo, {}),
  staleTime: 0,
});

export const walletsQuery = queryOptions({
  ...endpointQuery(api, fundingApi.wallets, {}),
  staleTime: 0,
});

export const fxRatesQuery = queryOptions({
  ...endpointQuery(api, fxApi.rates, {}),
  staleTime: 0,
});

export const FUND_RECORDS_PAGE = 20;

/** One tab's pages: the key leaves the cursor out (TanStack keeps the pages under one entry). */
export function fundRecordsQuery(tab: FundRecordTab) {
  return infiniteQueryOptions({
    queryKey: queryKey(fundRecordsApi.records, { tab, limit: FUND_RECORDS_PAGE }),
    queryFn: ({ signal, pageParam }) =>
      api.call(
        fundRecordsApi.records,
        { tab, cursor: pageParam, limit: FUND_RECORDS_PAGE },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/**
 * After money moves (or what may move it: a verification, a card), every figure that shows it is
 * fetched again: the member centre, and the funding, exchange, verification and card areas.
 */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        userInfoQuery.queryKey,
        queryRoot(fundingApi.wallets),
        queryRoot(fxApi.rates),
        queryRoot(kycApi.status),
        queryRoot(bankCardsApi.list),
      ].map((key) => queryClient.invalidateQueries({ queryKey: key })),
    );
}

// Uploads (multipart) are shared with the support chat: shared/api/upload.ts.
export { uploadImage } from '../../shared/api/upload';

/* ---------------------------------------------------------------------------------------------
 * Mutations: one fresh idempotency key per submission where the endpoint takes one, so a retried
 * submission is answered, not applied twice. Refusals are told by the API client, translated.
 * ------------------------------------------------------------------------------------------- */

export function useSubmitKyc() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: KycSubmitBody) =>
      api.call(kycApi.submit, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useAddBankCard() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: BankCardAddBody) =>
      api.call(bankCardsApi.add, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useDeleteBankCard() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (cardId: number) =>
      api.call(bankCardsApi.delete, { cardId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

/** The key comes from the screen: it is kept while the same proof and amount are resubmitted. */
export function useDeposit() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositBody; idempotencyKey: string }) =>
      api.call(fundingApi.deposit, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/**
 * No idempotency key: the body carries the fund password, whose digest is never stored for a
 * replay; the server's one-operation-at-a-time rule refuses a repeated request instead.
 */
export function useWithdraw() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: WithdrawBody) => api.call(fundingApi.withdraw, body),
    onSuccess: refresh,
  });
}

export function useFxQuote() {
  return useMutation({
    mutationFn: (body: FxQuoteBody) => api.call(fxApi.quote, body),
  });
}

export function useFxExchange() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (quoteId: string) =>
      api.call(fxApi.exchange, { quoteId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export type { CurrencyCode };
