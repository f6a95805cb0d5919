import { useQuery } from '@tanstack/react-query';
import { copyAdminApi, queryRoot, type RequestOf, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';
import { uiLocale } from '../../shared/i18n/use-locale';

export type AdminStrategy = ResponseOf<typeof copyAdminApi.strategies>[number];
export type AdminProduct = ResponseOf<typeof copyAdminApi.products>[number];
export type AdminPool = ResponseOf<typeof copyAdminApi.pool>;
export type PoolPosition = AdminPool['positions'][number];
export type NavPoint = AdminPool['navHistory'][number];
export type WaitingRedemption = AdminPool['waitingRedemptions'][number];
export type Rebalance = AdminPool['rebalances'][number];
export type Mirror = AdminPool['mirrors'][number];
export type LeaderApplication = ResponseOf<typeof copyAdminApi.leaderApplications>[number];
export type LeaderApplicationStatus = LeaderApplication['status'];

export type StrategyInput = RequestOf<typeof copyAdminApi.saveStrategy>;
export type ProductInput = RequestOf<typeof copyAdminApi.saveProduct>;
export type CloseInput = RequestOf<typeof copyAdminApi.closeProduct>;
export type SuspendInput = RequestOf<typeof copyAdminApi.suspendStrategy>;
export type ReviewInput = Omit<RequestOf<typeof copyAdminApi.reviewLeader>, 'reasonLocale'>;

/** The copy-trading area's entries in the cache (every endpointQuery key of the area starts with it). */
const COPY_ROOT = queryRoot(copyAdminApi.products);

/** Newest first: by creation (the id). */
export function newestFirst(a: { id: number }, b: { id: number }): number {
  return b.id - a.id;
}

/** POST /copy/strategies: every strategy, newest first. */
export function useStrategies() {
  return useQuery({
    ...endpointQuery(api, copyAdminApi.strategies, {}),
    select: (strategies) => [...strategies].sort(newestFirst),
  });
}

/** POST /copy/products: every product (drafts included), newest first. */
export function useCopyProducts() {
  return useQuery({
    ...endpointQuery(api, copyAdminApi.products, {}),
    select: (products) => [...products].sort(newestFirst),
  });
}

/** POST /copy/pool: one product's pool (positions, NAV history, waiting redemptions, rebalances). */
export function usePool(productId: number) {
  return useQuery(endpointQuery(api, copyAdminApi.pool, { productId }));
}

function useChange<Input, Answer>(send: (input: Input, key: string) => Promise<Answer>) {
  return useAuditedChange(send, [COPY_ROOT]);
}

/** POST /copy/saveStrategy (admin): a house strategy, audited with the reason. */
export function useSaveStrategy() {
  return useChange((input: StrategyInput, idempotencyKey) =>
    api.call(copyAdminApi.saveStrategy, input, { idempotencyKey }),
  );
}

/** POST /copy/saveProduct (admin): a draft product, audited with the reason. */
export function useSaveProduct() {
  return useChange((input: ProductInput, idempotencyKey) =>
    api.call(copyAdminApi.saveProduct, input, { idempotencyKey }),
  );
}

/** POST /copy/openProduct (admin): a draft opened to followers, audited with the reason. */
export function useOpenProduct() {
  return useChange((input: { productId: number; reason: string }, idempotencyKey) =>
    api.call(copyAdminApi.openProduct, input, { idempotencyKey }),
  );
}

/**
 * POST /copy/closeProduct (admin): end or terminate a product with the reason its followers read
 * in their own language; every holding is redeemed.
 */
export function useCloseProduct() {
  return useChange((input: CloseInput, idempotencyKey) =>
    api.call(copyAdminApi.closeProduct, input, { idempotencyKey }),
  );
}

/** POST /copy/suspendStrategy (admin): its open products are terminated, with the reason. */
export function useSuspendStrategy() {
  return useChange((input: SuspendInput, idempotencyKey) =>
    api.call(copyAdminApi.suspendStrategy, input, { idempotencyKey }),
  );
}

/** POST /copy/leaderApplications: the queue (pending, oldest first) or reviewed ones, newest first. */
export function useLeaderApplications(status: LeaderApplicationStatus) {
  return useQuery(endpointQuery(api, copyAdminApi.leaderApplications, { status }));
}

/**
 * The leader behind each leader strategy (the approved application that made it), by strategy:
 * the strategies list shows whose account a leader strategy mirrors.
 */
export function useLeaderAccounts() {
  return useQuery({
    ...endpointQuery(api, copyAdminApi.leaderApplications, { status: 'approved' }),
    select: leadersByStrategy,
  });
}

export type Leader = Pick<LeaderApplication, 'customerId' | 'account'>;

export function leadersByStrategy(
  applications: readonly LeaderApplication[],
): ReadonlyMap<number, Leader> {
  const leaders = new Map<number, Leader>();
  for (const { strategyId, customerId, account } of applications)
    if (strategyId !== null) leaders.set(strategyId, { customerId, account });
  return leaders;
}

/**
 * POST /copy/reviewLeader (admin, compliance): approve with the published names and description,
 * or reject with the reason the applicant reads, sent with the language it is written in (the
 * console's); audited as copy.approve_leader / copy.reject_leader.
 */
export function reviewLeader(input: ReviewInput, idempotencyKey: string) {
  return api.call(
    copyAdminApi.reviewLeader,
    { ...input, reasonLocale: uiLocale() },
    { idempotencyKey },
  );
}

export function useReviewLeader() {
  return useChange(reviewLeader);
}
