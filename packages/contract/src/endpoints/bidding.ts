import { z } from 'zod';
import { decimalField } from '../decimal-field';
import {
  CUSTOMER,
  OPTIONAL_CUSTOMER,
  PUBLIC,
  customerEndpoint,
  operatorEndpoint,
  operators,
} from '../endpoint';
import { localizedNames, operatorReason, reasonLocaleField } from '../localized';
import { reasonField } from './admin';
import { drawDocument } from './ipo';

/**
 * Agreed-price bidding (docs/off-auction.md, "Agreed-price bidding"): an operator offers a block of
 * a listed stock with a floor price and a window; customers bid a price (on the tick grid, at or
 * above the floor, within the day's price limits) and lots, once per offering, the bid price ×
 * shares held. At the close the clearing price is the highest price at which the bids cover the
 * block; bids above it are filled in full, bids at it share what is left in proportion (whole
 * lots, the remainder by the lottery), and every winner pays the clearing price. The demand curve
 * and the allocation's document are published after the close, never before.
 */

const decimal = decimalField();
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const BIDDING_OFFERING_STATUSES = ['open', 'allocated', 'cancelled'] as const;
/** The spec's review statuses: pending until the close, then approved (filled) or rejected. */
export const BIDDING_BID_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Why a bid was rejected: below the clearing price, the offering withdrawn, or withdrawn by its bidder. */
export const BIDDING_REJECT_REASONS = ['not_allocated', 'offering_cancelled', 'withdrawn'] as const;

/** The journal entry types a bid's money moves (fund records name them, with the bid's BD… number). */
export const BIDDING_ENTRY_TYPES = ['bidding_hold', 'bidding_release', 'bidding_payment'] as const;

/** The format of the published allocation document (docs/off-auction.md). */
export const BIDDING_DOCUMENT_FORMAT = 'kabuto-bidding/1';

export const biddingOfferingIdField = z
  .number({ error: 'bidding_offering_not_found' })
  .int({ error: 'bidding_offering_not_found' })
  .positive({ error: 'bidding_offering_not_found' });

export const biddingBidIdField = z
  .number({ error: 'bidding_bid_not_found' })
  .int({ error: 'bidding_bid_not_found' })
  .positive({ error: 'bidding_bid_not_found' });

export const biddingBidView = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  /** The price bid (per share). */
  price: decimal,
  lots: z.number().int(),
  shares: z.number().int(),
  /** Requested amount: bid price × shares (what was held). */
  amount: decimal,
  status: z.enum(BIDDING_BID_STATUSES),
  rejectReason: z.enum(BIDDING_REJECT_REASONS).nullable(),
  lotsFilled: z.number().int(),
  /** The offering's clearing price once allocated (what every filled bid pays per share). */
  clearingPrice: decimal.nullable(),
  /** What the filled shares cost at the clearing price (0 until filled). */
  paid: decimal,
  /** What was given back: the amount held less what was paid (0 while pending). */
  refunded: decimal,
  bidAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The pseudonymous entry: the customer finds it in the published document. */
  entryHash: z.string(),
  positionId: z.number().int().nullable(),
});
export type BiddingBidView = z.infer<typeof biddingBidView>;

export const biddingOfferingView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  /** The lowest price a bid may name. */
  floorPrice: decimal,
  /** The previous close when announced. */
  referencePrice: decimal,
  lotShares: z.number().int(),
  lotsOffered: z.number().int(),
  minLots: z.number().int(),
  maxLots: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(BIDDING_OFFERING_STATUSES),
  /** The remainder draw's seed commitment, published with the offering. */
  commitment: z.string(),
  /**
   * The demand: null for customers until the allocation (bids are sealed while the window is
   * open); the console sees it live.
   */
  lotsBid: z.number().int().nullable(),
  bidders: z.number().int().nullable(),
  /** Set by the allocation: the clearing price (null when nobody bid) and the lots filled. */
  clearingPrice: decimal.nullable(),
  lotsAllocated: z.number().int().nullable(),
  allocatedAt: z.string().nullable(),
  cancelReason: operatorReason.nullable(),
  /** The signed-in customer's bid (the one not withdrawn, else the latest), if any. */
  myBid: biddingBidView.nullable(),
});
export type BiddingOfferingView = z.infer<typeof biddingOfferingView>;
export const biddingAdminOfferingView = biddingOfferingView.omit({ myBid: true });
export type BiddingAdminOfferingView = z.infer<typeof biddingAdminOfferingView>;

export const biddingBidRequest = z.object({
  offeringId: biddingOfferingIdField,
  price: decimalField({
    sign: 'positive',
    integerDigits: 12,
    scale: 1,
    error: 'bidding_price_invalid',
  }),
  lots: z
    .number({ error: 'bidding_lots_invalid' })
    .int({ error: 'bidding_lots_invalid' })
    .positive({
      error: 'bidding_lots_invalid',
    }),
});

export const demandLevel = z.object({
  price: decimal,
  /** Lots bid at exactly this price. */
  lots: z.number().int(),
  /** Lots bid at this price or higher. */
  cumulativeLots: z.number().int(),
});

export const biddingDemandResponse = z.object({
  offeringId: z.number().int(),
  status: z.enum(BIDDING_OFFERING_STATUSES),
  lotsOffered: z.number().int(),
  /** false until the allocation: before it nothing of the bids is shown. */
  published: z.boolean(),
  clearingPrice: decimal.nullable(),
  /** Price levels from the highest (empty until published). */
  levels: z.array(demandLevel),
});

/** Everything needed to recompute an allocation; published after the close with the seed. */
export const biddingDocument = z.object({
  format: z.literal(BIDDING_DOCUMENT_FORMAT),
  label: z.string(),
  lotsOffered: z.number().int(),
  commitment: hex64,
  seed: hex64,
  /** Every bid as its pseudonymous entry, sorted by entry. */
  bids: z.array(z.object({ entry: hex64, price: decimal, lots: z.number().int() })),
  demandCurve: z.array(demandLevel),
  clearingPrice: decimal.nullable(),
  /** Lots filled per entry (winners only), sorted by entry. */
  allocation: z.array(z.object({ entry: hex64, lots: z.number().int() })),
  /** The lots the proportional rounding left, drawn among the bids at the clearing price. */
  remainderDraw: drawDocument.nullable(),
});
export type BiddingDocument = z.infer<typeof biddingDocument>;

export const biddingDocumentResponse = z.object({
  offeringId: z.number().int(),
  commitment: z.string(),
  /** null until the allocation has run. */
  document: biddingDocument.nullable(),
});

export const biddingApi = {
  offerings: customerEndpoint({
    path: '/bidding/offerings',
    summary: 'Bidding offerings: open ones and those of the last 30 days, with my bid',
    request: z.object({}).optional(),
    response: z.array(biddingOfferingView),
    access: OPTIONAL_CUSTOMER,
  }),
  bid: customerEndpoint({
    path: '/bidding/bid',
    summary:
      'Bid a price and lots for an open offering (once per offering); bid price × shares is held until the close',
    request: biddingBidRequest,
    response: biddingBidView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  withdraw: customerEndpoint({
    path: '/bidding/withdraw',
    summary:
      'Withdraw my bid while the window is open: the hold is given back, and I may bid again',
    request: z.object({ bidId: biddingBidIdField }),
    response: biddingBidView,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'money',
  }),
  records: customerEndpoint({
    path: '/bidding/records',
    summary: 'My bids, newest first',
    request: z.object({}).optional(),
    response: z.array(biddingBidView),
    access: CUSTOMER,
  }),
  demand: customerEndpoint({
    path: '/bidding/demand',
    summary: "An offering's demand curve and clearing price, published after the close",
    request: z.object({ offeringId: biddingOfferingIdField }),
    response: biddingDemandResponse,
    access: PUBLIC,
  }),
  document: customerEndpoint({
    path: '/bidding/document',
    summary: "An offering's allocation document (kabuto-bidding/1): anyone can recompute it",
    request: z.object({ offeringId: biddingOfferingIdField }),
    response: biddingDocumentResponse,
    access: PUBLIC,
  }),
};

export const biddingSaveOfferingRequest = z.object({
  symbol: z.string().regex(/^[0-9][0-9A-Z]{3}$/, { error: 'product_unavailable' }),
  floorPrice: decimalField({
    sign: 'positive',
    integerDigits: 12,
    scale: 1,
    error: 'invalid_params',
  }),
  lotsOffered: z.number().int().min(1).max(100_000),
  minLots: z.number().int().min(1).max(100_000),
  maxLots: z.number().int().min(1).max(100_000),
  opensAt: z.iso.datetime({ offset: true, error: 'invalid_params' }),
  closesAt: z.iso.datetime({ offset: true, error: 'invalid_params' }),
  reason: reasonField,
});

export const adminBiddingBid = biddingBidView.extend({
  customerId: z.number().int(),
  account: z.string(),
});

export const biddingAdminApi = {
  offerings: operatorEndpoint({
    path: '/bidding/offerings',
    summary: 'Every bidding offering, newest first, with the demand so far',
    request: z.object({}).optional(),
    response: z.array(biddingAdminOfferingView),
    access: operators('finance', 'compliance'),
  }),
  saveOffering: operatorEndpoint({
    path: '/bidding/saveOffering',
    summary:
      'Offer a block of a listed stock for bidding: floor price (on the tick grid, within the price limits), lots, per-customer bounds, window (audited)',
    request: biddingSaveOfferingRequest,
    response: biddingAdminOfferingView,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  cancel: operatorEndpoint({
    path: '/bidding/cancel',
    summary: 'Withdraw an open offering before its close: every hold is given back (audited)',
    request: z.object({
      offeringId: biddingOfferingIdField,
      reason: reasonField,
      reasonLocale: reasonLocaleField,
    }),
    response: biddingAdminOfferingView,
    access: operators('finance'),
    idempotency: 'optional',
  }),
  bids: operatorEndpoint({
    path: '/bidding/bids',
    summary: "An offering's bids with each bidder's account",
    request: z.object({ offeringId: biddingOfferingIdField }),
    response: z.array(adminBiddingBid),
    access: operators('finance', 'compliance'),
  }),
  document: operatorEndpoint({
    path: '/bidding/document',
    summary: "An offering's allocation document and demand curve (after the close)",
    request: z.object({ offeringId: biddingOfferingIdField }),
    response: biddingDocumentResponse,
    access: operators('finance', 'compliance'),
  }),
};
