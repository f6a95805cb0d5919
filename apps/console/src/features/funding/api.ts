import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDepositChannel,
  adminDepositDetail,
  adminWithdrawalDetail,
  channelsResponse,
  depositQueueResponse,
  fundingDecisionResponse,
  fundingSettingsResponse,
  withdrawQueueResponse,
  type saveChannelRequest,
  type saveSettingsRequest,
} from '@kabuto/contract';
import type { z } from 'zod';
import { api, newIdempotencyKey } from '../../shared/api';
import { QUERY_ROOTS } from '../../shared/query-keys';

export type QueueStatus = 'open' | 'approved' | 'rejected';
export const QUEUE_STATUSES: readonly QueueStatus[] = ['open', 'approved', 'rejected'];
export type DepositItem = z.infer<typeof depositQueueResponse>['items'][number];
export type WithdrawalItem = z.infer<typeof withdrawQueueResponse>['items'][number];
export type DepositDetail = z.infer<typeof adminDepositDetail>;
export type WithdrawalDetail = z.infer<typeof adminWithdrawalDetail>;
export type FundingDecision = z.infer<typeof fundingDecisionResponse>;
export type DepositChannel = z.infer<typeof adminDepositChannel>;
export type FundingSettings = z.infer<typeof fundingSettingsResponse>;
export type ChannelSave = z.input<typeof saveChannelRequest>;
export type SettingsSave = z.input<typeof saveSettingsRequest>;

const PAGE_SIZE = 50;

/** POST /funding/depositQueue: open requests oldest first, decided ones newest first. */
export function useDepositQueue(status: QueueStatus) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.deposits, 'queue', status],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/funding/depositQueue',
        { status, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        depositQueueResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useWithdrawalQueue(status: QueueStatus) {
  return useInfiniteQuery({
    queryKey: [...QUERY_ROOTS.withdrawals, 'queue', status],
    queryFn: ({ pageParam, signal }) =>
      api.post(
        '/funding/withdrawQueue',
        { status, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        withdrawQueueResponse,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useDepositDetail(depositId: number) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.deposits, 'detail', depositId],
    queryFn: ({ signal }) =>
      api.post('/funding/depositDetail', { depositId }, adminDepositDetail, { signal }),
  });
}

export function useWithdrawalDetail(withdrawalId: number) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.withdrawals, 'detail', withdrawalId],
    queryFn: ({ signal }) =>
      api.post('/funding/withdrawDetail', { withdrawalId }, adminWithdrawalDetail, { signal }),
  });
}

/** The proof's cache key: outside the deposits root, so a decision does not fetch it again. */
export function depositProofKey(depositId: number) {
  return ['deposit-proof', depositId] as const;
}

/** POST /funding/depositProof: the transfer slip itself (each fetch is audited by the server). */
export function loadDepositProof(depositId: number, signal: AbortSignal) {
  return api.postForBlob('/funding/depositProof', { depositId }, { signal });
}

export type Decision = 'approve' | 'reject';
type DecisionInput = { id: number; decision: Decision; reason: string };

/**
 * Approve (the reason goes as the audit note) or reject (the reason the customer sees). One fresh
 * idempotency key per click: a double-sent approval answers the first decision again.
 */
function useFundingDecision(kind: 'deposit' | 'withdrawal') {
  const queryClient = useQueryClient();
  const root = kind === 'deposit' ? QUERY_ROOTS.deposits : QUERY_ROOTS.withdrawals;
  return useMutation({
    mutationFn: ({ id, decision, reason }: DecisionInput) => {
      const idField = kind === 'deposit' ? { depositId: id } : { withdrawalId: id };
      const action = kind === 'deposit' ? 'Deposit' : 'Withdraw';
      const body = decision === 'approve' ? { ...idField, note: reason } : { ...idField, reason };
      return api.post(`/funding/${decision}${action}`, body, fundingDecisionResponse, {
        idempotencyKey: newIdempotencyKey(),
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.customers }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

export function useDepositDecision() {
  return useFundingDecision('deposit');
}

export function useWithdrawalDecision() {
  return useFundingDecision('withdrawal');
}

/** POST /funding/channels: every deposit channel, enabled or not. */
export function useChannels() {
  return useQuery({
    queryKey: [...QUERY_ROOTS.fundingSettings, 'channels'],
    queryFn: ({ signal }) => api.post('/funding/channels', {}, channelsResponse, { signal }),
  });
}

/** POST /funding/saveChannel (admin): a new channel without an id, a change with one. */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ChannelSave) =>
      api.post('/funding/saveChannel', channel, adminDepositChannel, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.fundingSettings }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}

/** POST /funding/settings: limits, fees, hours, the dual-control threshold. */
export function useFundingSettings() {
  return useQuery({
    queryKey: [...QUERY_ROOTS.fundingSettings, 'settings'],
    queryFn: ({ signal }) => api.post('/funding/settings', {}, fundingSettingsResponse, { signal }),
  });
}

/** POST /funding/saveSettings (admin). The threshold changes the queues' dual-control flags too. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingsSave) =>
      api.post('/funding/saveSettings', settings, fundingSettingsResponse, {
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.fundingSettings }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.deposits }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.withdrawals }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.audit }),
      ]),
  });
}
