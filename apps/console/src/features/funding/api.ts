import { useQuery } from '@tanstack/react-query';
import { fundingAdminApi, queryKey, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { uiLocale } from '../../shared/i18n/use-locale';
import { usePagedList } from '../../shared/paged-query';
import { useAuditedChange } from '../../shared/audited-change';
import { QUERY_ROOTS } from '../../shared/query-keys';
import type { Decision } from '../../shared/ui/decision-buttons';

export const QUEUE_STATUSES = ['open', 'approved', 'rejected'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export type DepositItem = ResponseOf<typeof fundingAdminApi.depositQueue>['items'][number];
export type WithdrawalItem = ResponseOf<typeof fundingAdminApi.withdrawQueue>['items'][number];
export type DepositDetail = ResponseOf<typeof fundingAdminApi.depositDetail>;
export type WithdrawalDetail = ResponseOf<typeof fundingAdminApi.withdrawDetail>;
export type FundingDecision = ResponseOf<typeof fundingAdminApi.approveDeposit>;
export type DepositChannel = ResponseOf<typeof fundingAdminApi.saveChannel>;
export type FundingSettings = ResponseOf<typeof fundingAdminApi.settings>;
export type ChannelSave = RequestOf<typeof fundingAdminApi.saveChannel>;
export type SettingsSave = RequestOf<typeof fundingAdminApi.saveSettings>;

const PAGE_SIZE = 50;
/** The queues page by the last request's id. */
const BY_CURSOR = {
  field: 'cursor',
  next: (page: { nextCursor: number | null }) => page.nextCursor,
};

/** Open deposits oldest first, decided ones newest first; later pages add their cursor. */
export function useDepositQueue(status: QueueStatus) {
  return usePagedList(fundingAdminApi.depositQueue, { status, limit: PAGE_SIZE }, BY_CURSOR);
}

export function useWithdrawalQueue(status: QueueStatus) {
  return usePagedList(fundingAdminApi.withdrawQueue, { status, limit: PAGE_SIZE }, BY_CURSOR);
}

export function useDepositDetail(depositId: number) {
  return useQuery(endpointQuery(api, fundingAdminApi.depositDetail, { depositId }));
}

export function useWithdrawalDetail(withdrawalId: number) {
  return useQuery(endpointQuery(api, fundingAdminApi.withdrawDetail, { withdrawalId }));
}

/**
 * The transfer slip's cache entry. A decision refreshes the queues and details only, never this:
 * every fetch of a proof is written to the audit log.
 */
export function depositProofQuery(depositId: number) {
  const body = { depositId };
  return {
    queryKey: queryKey(fundingAdminApi.depositProof, body),
    load: (signal: AbortSignal) => api.callForImage(fundingAdminApi.depositProof, body, { signal }),
  };
}

/** The requests' queues and details: a decision or a new threshold changes what they show. */
const REQUESTS = [
  queryKey(fundingAdminApi.depositQueue),
  queryKey(fundingAdminApi.depositDetail),
  queryKey(fundingAdminApi.withdrawQueue),
  queryKey(fundingAdminApi.withdrawDetail),
];

/**
 * What a decision changes (besides the audit log): the queues and details, the customer's funds.
 * Never the proofs: fetching one again would be another audited view.
 */
export const AFTER_DECISION = [...REQUESTS, QUERY_ROOTS.customers];

export type DecisionInput = { id: number; decision: Decision; reason: string };

/** Approve (the reason goes as the audit note) or reject (the reason the customer sees). */
export function decideFunding(
  kind: 'deposit' | 'withdrawal',
  { id, decision, reason }: DecisionInput,
  idempotencyKey: string,
) {
  const options = { idempotencyKey };
  if (kind === 'deposit') {
    return decision === 'approve'
      ? api.call(fundingAdminApi.approveDeposit, { depositId: id, note: reason }, options)
      : api.call(
          fundingAdminApi.rejectDeposit,
          { depositId: id, reason, reasonLocale: uiLocale() },
          options,
        );
  }
  return decision === 'approve'
    ? api.call(fundingAdminApi.approveWithdraw, { withdrawalId: id, note: reason }, options)
    : api.call(
        fundingAdminApi.rejectWithdraw,
        { withdrawalId: id, reason, reasonLocale: uiLocale() },
        options,
      );
}

export function useFundingDecision(kind: 'deposit' | 'withdrawal') {
  return useAuditedChange(
    (input: DecisionInput, idempotencyKey) => decideFunding(kind, input, idempotencyKey),
    AFTER_DECISION,
  );
}

/** Every deposit channel, enabled or not. */
export function useChannels() {
  return useQuery(endpointQuery(api, fundingAdminApi.channels, {}));
}

/** (admin) A new channel without an id, a change with one. */
export function useSaveChannel() {
  return useAuditedChange(
    (body: ChannelSave, idempotencyKey) =>
      api.call(fundingAdminApi.saveChannel, body, { idempotencyKey }),
    [queryKey(fundingAdminApi.channels)],
  );
}

/** Limits, fees, hours, the dual-control threshold. */
export function useFundingSettings() {
  return useQuery(endpointQuery(api, fundingAdminApi.settings, {}));
}

/** (admin) The threshold changes the queues' dual-control flags too. */
export function useSaveSettings() {
  return useAuditedChange(
    (body: SettingsSave, idempotencyKey) =>
      api.call(fundingAdminApi.saveSettings, body, { idempotencyKey }),
    [queryKey(fundingAdminApi.settings), ...REQUESTS],
  );
}
