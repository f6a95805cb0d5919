import { useQuery } from '@tanstack/react-query';
import { blockAdminApi, blockApi, queryRoot, type ResponseOf } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { api, endpointQuery } from '../../shared/api';
import { publicApi } from '../../shared/api/public';
import { useAuditedChange } from '../../shared/audited-change';
import { uiLocale } from '../../shared/i18n/use-locale';
import { QUERY_ROOTS } from '../../shared/query-keys';
import { useStockQuote } from '../../shared/stock-quote';
import type { OfferingInput } from './offering-form';

export type BlockOffering = ResponseOf<typeof blockAdminApi.offerings>[number];
export type BlockApplication = ResponseOf<typeof blockAdminApi.applications>[number];
export type BlockDraw = ResponseOf<typeof blockApi.draw>;

/** The block trades' entries in the cache (every endpointQuery key of the area starts with it). */
const BLOCK_ROOT = queryRoot(blockAdminApi.offerings);

export const BLOCK_PATH = '/block';

/** POST /block/offerings: every offering with its demand so far, newest first. */
export function useBlockOfferings() {
  return useQuery({
    ...endpointQuery(api, blockAdminApi.offerings, {}),
    select: (offerings) => [...offerings].sort((a, b) => b.id - a.id),
  });
}

/** One offering out of the list (there is no endpoint of one); undefined until the list is there. */
export function useBlockOffering(offeringId: number) {
  return useQuery({
    ...endpointQuery(api, blockAdminApi.offerings, {}),
    select: (offerings) => offerings.find((offering) => offering.id === offeringId) ?? null,
  });
}

/** POST /block/applications: the offering's applications with each applicant's account. */
export function useBlockApplications(offeringId: number) {
  return useQuery(endpointQuery(api, blockAdminApi.applications, { offeringId }));
}

/** POST /api/vue/block/draw (public): the allocation document once the allocation has run. */
export function useBlockDraw(offeringId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(publicApi, blockApi.draw, { offeringId }), enabled });
}

/**
 * The previous close the server checks an announced price against (±7%), from the public quote
 * (POST /api/vue/market/detail): the close, or the last price before the first close. Asked only
 * for a code the contract reads; a code that is not listed answers product_unavailable.
 */
export function useReferencePrice(symbol: string | null) {
  return useStockQuote(
    symbol,
    (quote): { reference: DecimalString; names: typeof quote.names } => ({
      reference: quote.prevClose ?? quote.price,
      names: quote.names,
    }),
  );
}

/** A change moves customers' money (holds given back): their pages are asked again too. */
const AFTER_CHANGE = [BLOCK_ROOT, QUERY_ROOTS.customers];

/** POST /block/saveOffering (finance): the offering announced, audited with the note. */
export function useAnnounceOffering() {
  return useAuditedChange(
    ({ offering, reason }: { offering: OfferingInput; reason: string }, idempotencyKey) =>
      api.call(blockAdminApi.saveOffering, { ...offering, reason }, { idempotencyKey }),
    [BLOCK_ROOT],
  );
}

/**
 * POST /block/cancel (finance): an open offering withdrawn, every hold given back. The reason is
 * the applicants' to read, written in the console's language and sent with it (reasonLocale).
 */
export function useCancelOffering() {
  return useAuditedChange(
    ({ offeringId, reason }: { offeringId: number; reason: string }, idempotencyKey) =>
      api.call(
        blockAdminApi.cancel,
        { offeringId, reason, reasonLocale: uiLocale() },
        { idempotencyKey },
      ),
    AFTER_CHANGE,
  );
}
