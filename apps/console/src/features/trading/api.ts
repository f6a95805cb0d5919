import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDayTradingApplication,
  adminPositionDetail,
  adminPositionView,
  adminPositionsResponse,
  customerSearchResponse,
  dayTradingQueueResponse,
  lendingQuotasResponse,
  tradingSettings,
  type PositionStatus,
  type TradingSettings,
} from '@kabuto/contract';
import { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type AdminPosition = z.infer<typeof adminPositionView>;
export type AdminPositionDetail = z.infer<typeof adminPositionDetail>;
export type DayTradingApplication = z.infer<typeof adminDayTradingApplication>;
export type LendingQuota = z.infer<typeof lendingQuotasResponse>[number];
export type { TradingSettings };

export type PositionFilter = {
  statuses: readonly PositionStatus[];
  symbol: string;
  customerId: number | null;
};

const PAGE_SIZE = 50;

/** POST /trading/positions: orders and positions across customers, newest first, keyset paged. */
export function usePositions(filter: PositionFilter, pageSize: number = PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.trading, 'positions', filter, pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/trading/positions',
        {
          statuses: filter.statuses.length > 0 ? filter.statuses : undefined,
          symbol: filter.symbol || undefined,
          customerId: filter.customerId ?? undefined,
          cursor: pageParam ?? undefined,
          limit: pageSize,
        },
        adminPositionsResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * The customer ID of an account, for the positions filter (the positions endpoint filters by ID):
 * POST /customers/search matches part of the number, so only the exact account counts. Null when
 * no customer has it.
 */
export function useCustomerIdOfAccount(account: string | null) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.customers, 'id-of-account', account],
    enabled: account !== null,
    queryFn: async ({ signal }) => {
      const found = await api.post(
        '/customers/search',
        { query: account, limit: 100 },
        customerSearchResponse,
        { signal },
      );
      return found.find((customer) => customer.account === account)?.id ?? null;
    },
  });
}

/** POST /trading/position: one position with its fills and ledger entries. */
export function usePositionDetail(positionId: number) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.trading, 'position', positionId],
    queryFn: ({ signal }) =>
      api.post('/trading/position', { positionId }, adminPositionDetail, { signal }),
  });
}

/**
 * A decision sent with the key its dialog made once: a retry after a lost answer replays the
 * first decision instead of acting twice (apps/server/src/modules/funding/operator-idempotency.ts).
 */
type Keyed<T> = T & { idempotencyKey: string };

/** POST /trading/lockPosition or /trading/unlockPosition (compliance), audited with the reason. */
export function usePositionLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      lock,
      positionId,
      reason,
      idempotencyKey,
    }: Keyed<{ lock: boolean; positionId: number; reason: string }>) =>
      api.post(
        lock ? '/trading/lockPosition' : '/trading/unlockPosition',
        { positionId, reason },
        adminPositionView,
        { idempotencyKey },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.trading }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

export const DAY_TRADING_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DayTradingQueueStatus = (typeof DAY_TRADING_QUEUE_STATUSES)[number];

/** POST /trading/dayTradingQueue (compliance): applications by status, newest first. */
export function useDayTradingQueue(status: DayTradingQueueStatus) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.trading, 'day-trading', status],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/trading/dayTradingQueue',
        { status, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        dayTradingQueueResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export type DayTradingDecision = 'approve' | 'reject';

/** POST /trading/approveDayTrading or /trading/rejectDayTrading (compliance); the reason is audited. */
export function useDayTradingDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      applicationId,
      reason,
      idempotencyKey,
    }: Keyed<{ decision: DayTradingDecision; applicationId: number; reason: string }>) =>
      api.post(
        decision === 'approve' ? '/trading/approveDayTrading' : '/trading/rejectDayTrading',
        { applicationId, reason },
        adminDayTradingApplication,
        { idempotencyKey },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.trading }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

/** POST /trading/settings: the settings in force (the server's defaults until the first save). */
export function useTradingSettings() {
  return useQuery({
    queryKey: [...QUERY_ROOTS.trading, 'settings'],
    queryFn: ({ signal }) => api.post('/trading/settings', {}, tradingSettings, { signal }),
  });
}

/** POST /trading/saveSettings (admin): the whole settings object, audited with before and after. */
export function useSaveTradingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, reason }: { settings: TradingSettings; reason: string }) =>
      api.post('/trading/saveSettings', { settings, reason }, tradingSettings, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.trading }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

/** POST /trading/lendingQuotas: every listed symbol with its quota, the effective one and what is lent. */
export function useLendingQuotas() {
  return useQuery({
    queryKey: [...QUERY_ROOTS.trading, 'lending-quotas'],
    queryFn: ({ signal }) =>
      api.post('/trading/lendingQuotas', {}, lendingQuotasResponse, { signal }),
  });
}

/** POST /trading/saveLendingQuota (admin): a quota in shares, 0 to close, null for the default. */
export function useSaveLendingQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { symbol: string; quotaShares: number | null; reason: string }) =>
      api.post('/trading/saveLendingQuota', change, z.null(), {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.trading }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}
