import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  HEADER_ACCOUNT,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
  bankCardItem,
  bankCardListResponse,
  depositInfoResponse,
  depositRecord,
  emptyResponse,
  fundRecordsResponse,
  fxExchangeResponse,
  fxQuoteResponse,
  fxRatesResponse,
  kycStatusResponse,
  kycSubmitResponse,
  uploadResponse,
  walletsResponse,
  withdrawInfoResponse,
  withdrawalRecord,
  type FundRecordTabKey,
  type CurrencyCode,
  type UploadPurposeKey,
  type bankCardAddRequest,
  type depositRequest,
  type fxQuoteRequest,
  type kycSubmitRequest,
  type withdrawRequest,
} from '@kabuto/contract';
import type { z } from 'zod';
import { ApiError, api, newIdempotencyKey } from '../../shared/api';
import { userInfoQuery } from '../../shared/api/user-info';
import { currentLocale, i18n, translateErrorKey } from '../../shared/i18n';
import { endSession, goToLogin } from '../../shared/session';
import { readSession } from '../../shared/storage';
import { showMessage } from '../../shared/ui/toast';

export type KycSubmitBody = z.output<typeof kycSubmitRequest>;
export type BankCardAddBody = z.output<typeof bankCardAddRequest>;
export type DepositBody = z.output<typeof depositRequest>;
export type WithdrawBody = z.output<typeof withdrawRequest>;
export type FxQuoteBody = z.output<typeof fxQuoteRequest>;
export type FundRecordTab = FundRecordTabKey;
export type BankCard = z.infer<typeof bankCardItem>;

/* ---------------------------------------------------------------------------------------------
 * Queries
 * ------------------------------------------------------------------------------------------- */

export const kycStatusQuery = queryOptions({
  queryKey: ['funding', 'kyc', 'status'] as const,
  queryFn: ({ signal }) => api.post('/kyc/status', {}, kycStatusResponse, { signal }),
  staleTime: 0,
});

export const bankCardsQuery = queryOptions({
  queryKey: ['funding', 'bank', 'list'] as const,
  queryFn: ({ signal }) => api.post('/bank/list', {}, bankCardListResponse, { signal }),
  staleTime: 0,
});

export const depositInfoQuery = queryOptions({
  queryKey: ['funding', 'depositInfo'] as const,
  queryFn: ({ signal }) => api.post('/funding/depositInfo', {}, depositInfoResponse, { signal }),
  staleTime: 0,
});

export const withdrawInfoQuery = queryOptions({
  queryKey: ['funding', 'withdrawInfo'] as const,
  queryFn: ({ signal }) => api.post('/funding/withdrawInfo', {}, withdrawInfoResponse, { signal }),
  staleTime: 0,
});

export const walletsQuery = queryOptions({
  queryKey: ['funding', 'wallets'] as const,
  queryFn: ({ signal }) => api.post('/funding/wallets', {}, walletsResponse, { signal }),
  staleTime: 0,
});

export const fxRatesQuery = queryOptions({
  queryKey: ['funding', 'fx', 'rates'] as const,
  queryFn: ({ signal }) => api.post('/fx/rates', {}, fxRatesResponse, { signal }),
  staleTime: 0,
});

export const FUND_RECORDS_PAGE = 20;

export function fundRecordsQuery(tab: FundRecordTab) {
  return infiniteQueryOptions({
    queryKey: ['funding', 'records', tab] as const,
    queryFn: ({ signal, pageParam }) =>
      api.post(
        '/funding/records',
        { tab, cursor: pageParam, limit: FUND_RECORDS_PAGE },
        fundRecordsResponse,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** After money moves, every figure that shows it is fetched again. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['funding'] }),
    ]);
}

/* ---------------------------------------------------------------------------------------------
 * Uploads: multipart, so not through the JSON client, but with the same headers and refusals.
 * ------------------------------------------------------------------------------------------- */

const UPLOAD_TIMEOUT_MS = 60_000;

export async function uploadImage(purpose: UploadPurposeKey, file: File): Promise<number> {
  const { token, account } = readSession();
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADER_LANGUAGE]: currentLocale(),
  };
  if (token) headers[HEADER_TOKEN] = token;
  if (account) headers[HEADER_ACCOUNT] = account;
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name || 'image');
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await window.fetch('/api/vue/upload/image', {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    showMessage(i18n.t(timedOut ? 'network.timeout' : 'network.failed'));
    throw new ApiError(timedOut ? 'timeout' : 'network', null, null);
  } finally {
    window.clearTimeout(timer);
  }
  const payload = (await response.json().catch(() => null)) as {
    status?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  const key = typeof payload?.msg === 'string' && payload.msg ? payload.msg : null;
  if (response.status === 401) {
    endSession();
    showMessage(translateErrorKey(key ?? 'unauthorized'));
    window.setTimeout(goToLogin, 1_500);
    throw new ApiError('unauthorized', key, 401);
  }
  if (payload?.status !== 1) {
    showMessage(key ? translateErrorKey(key) : i18n.t('network.unexpected'));
    throw new ApiError('refused', key, response.status);
  }
  const parsed = uploadResponse.safeParse(payload.data);
  if (!parsed.success) {
    showMessage(i18n.t('network.unexpected'));
    throw new ApiError('invalid_response', null, response.status);
  }
  return parsed.data.uploadId;
}

/* ---------------------------------------------------------------------------------------------
 * Mutations
 * ------------------------------------------------------------------------------------------- */

export function useSubmitKyc() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: KycSubmitBody) =>
      api.post('/kyc/submit', body, kycSubmitResponse, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useAddBankCard() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: BankCardAddBody) =>
      api.post('/bank/add', body, bankCardItem, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useDeleteBankCard() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (cardId: number) =>
      api.post('/bank/delete', { cardId }, emptyResponse, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: refresh,
  });
}

export function useDeposit() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositBody; idempotencyKey: string }) =>
      api.post('/funding/deposit', body, depositRecord, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useWithdraw() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: WithdrawBody) =>
      api.post('/funding/withdraw', body, withdrawalRecord, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: refresh,
  });
}

export function useFxQuote() {
  return useMutation({
    mutationFn: (body: FxQuoteBody) => api.post('/fx/quote', body, fxQuoteResponse),
  });
}

export function useFxExchange() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (quoteId: string) =>
      api.post('/fx/exchange', { quoteId }, fxExchangeResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: refresh,
  });
}

export type { CurrencyCode };
