import { useQuery } from '@tanstack/react-query';
import { ipoAdminApi, ipoApi, queryRoot, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { publicApi } from '../../shared/api/public';
import { useAuditedChange } from '../../shared/audited-change';
import { uiLocale } from '../../shared/i18n/use-locale';
import type { OfferingInput } from './offering-form';

export type AdminOffering = ResponseOf<typeof ipoAdminApi.offerings>[number];
export type OfferingApplications = ResponseOf<typeof ipoAdminApi.applications>;
export type AdminApplication = OfferingApplications['items'][number];
export type DrawAnswer = ResponseOf<typeof ipoApi.draw>;

/** The IPO area's entries in the cache (every endpointQuery key of the area starts with it). */
const IPO_ROOT = queryRoot(ipoAdminApi.offerings);

/** POST /ipo/offerings: every offering with its counts, newest first. */
export function useOfferings() {
  return useQuery({
    ...endpointQuery(api, ipoAdminApi.offerings, {}),
    select: (offerings) => [...offerings].sort(newestFirst),
  });
}

/** Newest first: by creation (the id), which a draft has before any date is settled. */
export function newestFirst(a: { id: number }, b: { id: number }): number {
  return b.id - a.id;
}

/** POST /ipo/applications: one offering with its applications (pseudonymous). */
export function useOfferingApplications(offeringId: number) {
  return useQuery(endpointQuery(api, ipoAdminApi.applications, { offeringId }));
}

/** POST /api/vue/ipo/draw (public): the draw document once the draw has run. */
export function useDrawDocument(offeringId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(publicApi, ipoApi.draw, { offeringId }), enabled });
}

function useChange<Input, Answer>(send: (input: Input, key: string) => Promise<Answer>) {
  return useAuditedChange(send, [IPO_ROOT]);
}

/**
 * POST /ipo/saveOffering (admin): a new draft (no id) or a change. The reason goes with the
 * console's language: applicants read a published offering's reason (ADR 0020).
 */
export function useSaveOffering() {
  return useChange(
    (change: { offeringId?: number; offering: OfferingInput; reason: string }, idempotencyKey) =>
      api.call(
        ipoAdminApi.saveOffering,
        { ...change, reasonLocale: uiLocale() },
        { idempotencyKey },
      ),
  );
}

/** POST /ipo/publish or /ipo/cancel (admin), audited with the reason. */
export function useOfferingAction() {
  return useChange(
    (
      { action, ...body }: { action: 'publish' | 'withdraw'; offeringId: number; reason: string },
      idempotencyKey,
    ) =>
      api.call(
        action === 'publish' ? ipoAdminApi.publish : ipoAdminApi.cancel,
        { ...body, reasonLocale: uiLocale() },
        { idempotencyKey },
      ),
  );
}
