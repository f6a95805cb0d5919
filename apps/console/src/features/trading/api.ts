import { useQuery } from '@tanstack/react-query';
import {
  adminApi,
  queryRoot,
  tradingAdminApi,
  type PositionStatus,
  type RequestOf,
  type ResponseOf,
  type TradingSettings,
} from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { uiLocale } from '../../shared/i18n/use-locale';
import { usePagedList } from '../../shared/paged-query';
import { useAuditedChange } from '../../shared/audited-change';
import type { Decision } from '../../shared/ui/decision-buttons';

export type AdminPosition = ResponseOf<typeof tradingAdminApi.positions>['items'][number];
export type AdminPositionDetail = ResponseOf<typeof tradingAdminApi.position>;
export type DayTradingApplication = ResponseOf<
  typeof tradingAdminApi.dayTradingQueue
>['items'][number];
export type LendingQuota = ResponseOf<typeof tradingAdminApi.lendingQuotas>[number];
export type { TradingSettings };

export type PositionFilter = {
  statuses: readonly PositionStatus[];
  symbol: string;
  customerId: number | null;
};

const PAGE_SIZE = 50;
/** Trading's lists page by the last row's id. */
const BY_CURSOR = {
  field: 'cursor',
  next: (page: { nextCursor: number | null }) => page.nextCursor,
};

/** Trading's entries in the cache (every endpointQuery key of the area starts with it). */
const TRADING_ROOT = queryRoot(tradingAdminApi.settings);

/** POST /trading/positions: orders and positions across customers, newest first, keyset paged. */
export function usePositions(filter: PositionFilter, pageSize: number = PAGE_SIZE) {
  // The question without its page: every page of one filter is one cache entry.
  const body = {
    statuses: filter.statuses.length > 0 ? [...filter.statuses] : undefined,
    symbol: filter.symbol || undefined,
    customerId: filter.customerId ?? undefined,
    limit: pageSize,
  };
  return usePagedList(tradingAdminApi.positions, body, BY_CURSOR);
}

/**
 * The customer ID of an account, for the positions filter (the positions endpoint filters by ID):
 * the customers' search matches part of the number, so only the exact account counts. Null when
 * no customer has it. The same question as the customers page's search, so one cache entry.
 */
export function useCustomerIdOfAccount(account: string | null) {
  return useQuery({
    ...endpointQuery(api, adminApi.search, { query: account ?? '', limit: 100 }),
    enabled: account !== null,
    select: (found) => found.find((customer) => customer.account === account)?.id ?? null,
  });
}

/** POST /trading/position: one position with its fills and ledger entries. */
export function usePositionDetail(positionId: number) {
  return useQuery(endpointQuery(api, tradingAdminApi.position, { positionId }));
}

/** A change (audited) asks trading's cache again: every endpointQuery key of the area. */
function useChange<Input>(send: (input: Input, idempotencyKey: string) => Promise<unknown>) {
  return useAuditedChange(send, [TRADING_ROOT]);
}

type Reasoned<T> = T & { reason: string };

/** POST /trading/lockPosition or /trading/unlockPosition (compliance), audited with the reason. */
export function usePositionLock() {
  return useChange(
    ({ lock, ...body }: Reasoned<{ lock: boolean; positionId: number }>, idempotencyKey) =>
      api.call(lock ? tradingAdminApi.lockPosition : tradingAdminApi.unlockPosition, body, {
        idempotencyKey,
      }),
  );
}

export const DAY_TRADING_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DayTradingQueueStatus = (typeof DAY_TRADING_QUEUE_STATUSES)[number];

/** POST /trading/dayTradingQueue (compliance): applications by status, newest first. */
export function useDayTradingQueue(status: DayTradingQueueStatus) {
  return usePagedList(tradingAdminApi.dayTradingQueue, { status, limit: PAGE_SIZE }, BY_CURSOR);
}

/** POST /trading/approveDayTrading or /trading/rejectDayTrading (compliance); the reason is audited. */
export function useDayTradingDecision() {
  return useChange(
    (
      { decision, ...body }: Reasoned<{ decision: Decision; applicationId: number }>,
      idempotencyKey,
    ) =>
      api.call(
        decision === 'approve'
          ? tradingAdminApi.approveDayTrading
          : tradingAdminApi.rejectDayTrading,
        // The customer reads the reason: it goes with the language it is written in.
        { ...body, reasonLocale: uiLocale() },
        { idempotencyKey },
      ),
  );
}

/** POST /trading/settings: the settings in force (the server's defaults until the first save). */
export function useTradingSettings() {
  return useQuery(endpointQuery(api, tradingAdminApi.settings, {}));
}

/** POST /trading/saveSettings (admin): the whole settings object, audited with before and after. */
export function useSaveTradingSettings() {
  return useChange((change: RequestOf<typeof tradingAdminApi.saveSettings>, idempotencyKey) =>
    api.call(tradingAdminApi.saveSettings, change, { idempotencyKey }),
  );
}

/** POST /trading/lendingQuotas: every listed symbol with its quota, the effective one and what is lent. */
export function useLendingQuotas() {
  return useQuery(endpointQuery(api, tradingAdminApi.lendingQuotas, {}));
}

/** POST /trading/saveLendingQuota (admin): a quota in shares, 0 to close, null for the default. */
export function useSaveLendingQuota() {
  return useChange((change: RequestOf<typeof tradingAdminApi.saveLendingQuota>, idempotencyKey) =>
    api.call(tradingAdminApi.saveLendingQuota, change, { idempotencyKey }),
  );
}
