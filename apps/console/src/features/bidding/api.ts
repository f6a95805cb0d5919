import { useQuery } from '@tanstack/react-query';
import { biddingAdminApi, queryRoot, type ResponseOf } from '@kabuto/contract';
import { api, endpointQuery } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';
import { uiLocale } from '../../shared/i18n/use-locale';
import { QUERY_ROOTS } from '../../shared/query-keys';
import { useStockQuote } from '../../shared/stock-quote';
import type { OfferingInput, QuoteLimits } from './offering-form';

export type BiddingOffering = ResponseOf<typeof biddingAdminApi.offerings>[number];
export type BiddingBid = ResponseOf<typeof biddingAdminApi.bids>[number];
export type BiddingDocumentAnswer = ResponseOf<typeof biddingAdminApi.document>;

/** The bidding offerings' entries in the cache (every endpointQuery key of the area starts with it). */
const BIDDING_ROOT = queryRoot(biddingAdminApi.offerings);

export const BIDDING_PATH = '/bidding';

/** POST /bidding/offerings: every offering with its demand so far (the console sees it live). */
export function useBiddingOfferings() {
  return useQuery({
    ...endpointQuery(api, biddingAdminApi.offerings, {}),
    select: (offerings) => [...offerings].sort((a, b) => b.id - a.id),
  });
}

/** One offering out of the list (there is no endpoint of one); undefined until the list is there. */
export function useBiddingOffering(offeringId: number) {
  return useQuery({
    ...endpointQuery(api, biddingAdminApi.offerings, {}),
    select: (offerings) => offerings.find((offering) => offering.id === offeringId) ?? null,
  });
}

/** POST /bidding/bids: the offering's bids with each bidder's account, oldest first. */
export function useBiddingBids(offeringId: number) {
  return useQuery(endpointQuery(api, biddingAdminApi.bids, { offeringId }));
}

/** POST /bidding/document: the allocation document with the demand curve, once allocated. */
export function useBiddingDocument(offeringId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(api, biddingAdminApi.document, { offeringId }), enabled });
}

/**
 * What the server checks a floor price against: the day's price limits (and the previous close,
 * shown beside them), from the stock's public quote.
 */
export function useQuoteLimits(symbol: string | null) {
  return useStockQuote(symbol, (quote): QuoteLimits & { names: typeof quote.names } => ({
    reference: quote.prevClose ?? quote.price,
    limitDown: quote.limitDown,
    limitUp: quote.limitUp,
    names: quote.names,
  }));
}

/** A change moves customers' money (holds given back): their pages are asked again too. */
const AFTER_CHANGE = [BIDDING_ROOT, QUERY_ROOTS.customers];

/** POST /bidding/saveOffering (finance): the offering announced, audited with the note. */
export function useAnnounceBidding() {
  return useAuditedChange(
    ({ offering, reason }: { offering: OfferingInput; reason: string }, idempotencyKey) =>
      api.call(biddingAdminApi.saveOffering, { ...offering, reason }, { idempotencyKey }),
    [BIDDING_ROOT],
  );
}

/**
 * POST /bidding/cancel (finance): an open offering withdrawn before its close, every bid's hold
 * given back. The reason is the bidders' to read, written in the console's language and sent with
 * it (reasonLocale).
 */
export function useCancelBidding() {
  return useAuditedChange(
    ({ offeringId, reason }: { offeringId: number; reason: string }, idempotencyKey) =>
      api.call(
        biddingAdminApi.cancel,
        { offeringId, reason, reasonLocale: uiLocale() },
        { idempotencyKey },
      ),
    AFTER_CHANGE,
  );
}
