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
 * Block trades (docs/off-auction.md): an operator announces an offering of a listed stock at a
 * fixed price (within ±7% of the previous close, as ToSTNeT-1 allows), customers apply once per
 * offering and at most once a day, the money held; at the window's close everyone is filled if
 * the shares suffice, otherwise the lottery (packages/lottery, the IPO draw's) allocates whole
 * lots. Filled applications become long positions without leverage at the offering price, with no
 * buying fee.
 */

const decimal = decimalField();

/** ToSTNeT-1: an off-auction price within ±7% of the reference (the previous close). */
export const BLOCK_PRICE_BAND = '0.07';

export const BLOCK_OFFERING_STATUSES = ['open', 'allocated', 'cancelled'] as const;
/** The spec's review statuses: pending until the allocation, then approved (filled) or rejected. */
export const BLOCK_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Why an application was rejected: not allocated in the draw, or the offering withdrawn. */
export const BLOCK_REJECT_REASONS = ['not_allocated', 'offering_cancelled'] as const;

/** The journal entry types an application's money moves (fund records name them). */
export const BLOCK_ENTRY_TYPES = ['block_hold', 'block_release', 'block_payment'] as const;

export const blockOfferingIdField = z
  .number({ error: 'block_offering_not_found' })
  .int({ error: 'block_offering_not_found' })
  .positive({ error: 'block_offering_not_found' });

export const blockApplicationView = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  /** The offering's stock, for the records list. */
  symbol: z.string(),
  names: localizedNames,
  price: decimal,
  lots: z.number().int(),
  shares: z.number().int(),
  /** Requested amount: price × shares (what was held). */
  amount: decimal,
  status: z.enum(BLOCK_APPLICATION_STATUSES),
  rejectReason: z.enum(BLOCK_REJECT_REASONS).nullable(),
  lotsFilled: z.number().int(),
  /** Turnover: what the filled shares cost at the offering price (the purchase price × shares). */
  turnover: decimal,
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The pseudonymous entry in the draw: the customer finds it in the published document. */
  entryHash: z.string(),
  positionId: z.number().int().nullable(),
});
export type BlockApplicationView = z.infer<typeof blockApplicationView>;

export const blockOfferingView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  price: decimal,
  /** The previous close the price was checked against when announced, and the discount to it. */
  referencePrice: decimal,
  discountPercent: decimal,
  lotShares: z.number().int(),
  lotsOffered: z.number().int(),
  minLots: z.number().int(),
  maxLots: z.number().int(),
  minBuyAmount: decimal,
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(BLOCK_OFFERING_STATUSES),
  /** The lottery's seed commitment, published with the offering. */
  commitment: z.string(),
  /** Lots applied for so far (the demand), shown live. */
  lotsApplied: z.number().int(),
  applicants: z.number().int(),
  allocatedAt: z.string().nullable(),
  cancelReason: operatorReason.nullable(),
  /** The signed-in customer's own application, if any. */
  myApplication: blockApplicationView.nullable(),
});
export type BlockOfferingView = z.infer<typeof blockOfferingView>;

export const blockApplyRequest = z.object({
  offeringId: blockOfferingIdField,
  lots: z.number({ error: 'block_lots_invalid' }).int({ error: 'block_lots_invalid' }).positive({
    error: 'block_lots_invalid',
  }),
});

export const blockDrawResponse = z.object({
  offeringId: z.number().int(),
  commitment: z.string(),
  /** null until the allocation has run (everyone filled or drawn). */
  document: drawDocument.nullable(),
});

export const blockApi = {
  offerings: customerEndpoint({
    path: '/block/offerings',
    summary: 'Block trade offerings: open ones and those of the last 30 days, with my application',
    request: z.object({}).optional(),
    response: z.array(blockOfferingView),
    access: OPTIONAL_CUSTOMER,
  }),
  apply: customerEndpoint({
    path: '/block/apply',
    summary:
      'Apply for lots of an open offering at its price (once per offering, one purchase a day); the amount is held until the allocation',
    request: blockApplyRequest,
    response: blockApplicationView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  records: customerEndpoint({
    path: '/block/records',
    summary: 'My block trade applications, newest first',
    request: z.object({}).optional(),
    response: z.array(blockApplicationView),
    access: CUSTOMER,
  }),
  draw: customerEndpoint({
    path: '/block/draw',
    summary: "An offering's allocation document (kabuto-draw/1): anyone can recompute it",
    request: z.object({ offeringId: blockOfferingIdField }),
    response: blockDrawResponse,
    access: PUBLIC,
  }),
};

export const blockSaveOfferingRequest = z.object({
  symbol: z.string().regex(/^[0-9][0-9A-Z]{3}$/, { error: 'product_unavailable' }),
  price: decimalField({ sign: 'positive', integerDigits: 12, scale: 1, error: 'invalid_params' }),
  lotsOffered: z.number().int().min(1).max(100_000),
  minLots: z.number().int().min(1).max(100_000),
  maxLots: z.number().int().min(1).max(100_000),
  minBuyAmount: decimalField({
    sign: 'nonNegative',
    integerDigits: 12,
    scale: 0,
    error: 'invalid_params',
  }),
  opensAt: z.iso.datetime({ offset: true, error: 'invalid_params' }),
  closesAt: z.iso.datetime({ offset: true, error: 'invalid_params' }),
  reason: reasonField,
});

export const adminBlockApplication = blockApplicationView.extend({
  customerId: z.number().int(),
  account: z.string(),
});

export const blockAdminApi = {
  offerings: operatorEndpoint({
    path: '/block/offerings',
    summary: 'Every block trade offering, newest first',
    request: z.object({}).optional(),
    response: z.array(blockOfferingView.omit({ myApplication: true })),
    access: operators('finance', 'compliance'),
  }),
  saveOffering: operatorEndpoint({
    path: '/block/saveOffering',
    summary:
      'Announce a block trade offering of a listed stock: price within ±7% of the previous close, lots, per-customer bounds, minimum amount, window (audited)',
    request: blockSaveOfferingRequest,
    response: blockOfferingView.omit({ myApplication: true }),
    access: operators('finance'),
    idempotency: 'optional',
  }),
  cancel: operatorEndpoint({
    path: '/block/cancel',
    summary: 'Withdraw an open offering before its allocation: every hold is given back (audited)',
    request: z.object({
      offeringId: blockOfferingIdField,
      reason: reasonField,
      reasonLocale: reasonLocaleField,
    }),
    response: blockOfferingView.omit({ myApplication: true }),
    access: operators('finance'),
    idempotency: 'optional',
  }),
  applications: operatorEndpoint({
    path: '/block/applications',
    summary: "An offering's applications with each applicant's account",
    request: z.object({ offeringId: blockOfferingIdField }),
    response: z.array(adminBlockApplication),
    access: operators('finance', 'compliance'),
  }),
};
