import { z } from 'zod';
import { decimalField } from '../decimal-field';
import {
  localizedNames,
  localizedTextInput,
  operatorReason,
  reasonLocaleField,
} from '../localized';
import {
  CUSTOMER,
  OPTIONAL_CUSTOMER,
  PUBLIC,
  customerEndpoint,
  operatorEndpoint,
  operators,
} from '../endpoint';
import { reasonField } from './admin';

/**
 * New-share subscriptions (docs/ipo.md): offerings, one application per customer with the money
 * held, a commit-reveal draw anyone can recompute (docs/lottery.md), payment, refund, allotment.
 */

const decimal = decimalField();

/** The journal entry types an application moves on its customer's accounts (fund records name them). */
export const IPO_ENTRY_TYPES = ['ipo_hold', 'ipo_release', 'ipo_payment'] as const;

/** Where an offering stands for a customer (the spec's list tabs). */
export const IPO_PHASES = ['upcoming', 'subscribing', 'ended'] as const;
export const ipoPhase = z.enum(IPO_PHASES);
export type IpoPhase = z.infer<typeof ipoPhase>;

/** An application's state (the spec's: awaiting draw, not won, pending payment, payment complete; lapsed: a win not paid by the deadline). */
export const IPO_APPLICATION_STATUSES = [
  'awaiting_draw',
  'not_won',
  'pending_payment',
  'paid',
  'lapsed',
  'withdrawn',
] as const;
export const ipoApplicationStatus = z.enum(IPO_APPLICATION_STATUSES);

export const ipoOfferingIdField = z
  .number({ error: 'ipo_not_found' })
  .int({ error: 'ipo_not_found' })
  .positive({ error: 'ipo_not_found' });

/** A change to a published offering, as every applicant sees it. */
export const ipoOfferingChange = z.object({
  changedAt: z.string(),
  /** Field names: lotsOffered, maxLotsPerApplication, priceLow, priceHigh, finalPrice, subscriptionOpensAt, … */
  fields: z.array(z.string()),
  reason: operatorReason,
});

export const ipoApplicationView = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  lots: z.number().int(),
  shares: z.number().int(),
  autoPurchase: z.boolean(),
  /** Set aside at application (lots × lot shares × the top of the range). */
  heldAmount: decimal,
  status: ipoApplicationStatus,
  lotsWon: z.number().int(),
  sharesWon: z.number().int(),
  /** The shares won at the final price; null before the draw or when nothing was won. */
  cost: decimal.nullable(),
  paidAmount: decimal.nullable(),
  /** Held money given back so far. */
  releasedAmount: decimal,
  /** Still set aside now. */
  heldNow: decimal,
  /** The draw receipt: this application's pseudonymous entry in the published draw. */
  receipt: z.string(),
  /** Won from a lapsed win offered on in the draw order. */
  fromLapse: z.boolean(),
  finalPrice: decimal.nullable(),
  purchaseDeadlineAt: z.string(),
  listingDate: z.string(),
  appliedAt: z.string(),
  drawnAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The position the paid shares became on the listing date (sell them there); null before. */
  positionId: z.number().int().nullable(),
});

export const ipoOfferingView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  sector: localizedNames,
  phase: ipoPhase,
  priceLow: decimal,
  priceHigh: decimal,
  finalPrice: decimal.nullable(),
  lotsOffered: z.number().int(),
  maxLotsPerApplication: z.number().int(),
  lotShares: z.number().int(),
  subscriptionOpensAt: z.string(),
  subscriptionClosesAt: z.string(),
  drawAt: z.string(),
  purchaseDeadlineAt: z.string(),
  listingDate: z.string(),
  /** SHA-256 of the draw's secret seed, published when the offering opened. */
  commitment: z.string(),
  drawn: z.boolean(),
  /** When the stock listed and the paid allotments became positions; null before. */
  listedAt: z.string().nullable(),
  /** Applications so far (counted, not estimated) and the lots they ask for. */
  applications: z.number().int(),
  lotsRequested: z.number().int(),
  changes: z.array(ipoOfferingChange),
  /** The caller's own application (null when anonymous or not applied). */
  myApplication: ipoApplicationView.nullable(),
});

export const ipoListRequest = z.object({ phase: ipoPhase.optional() }).optional();
export const ipoListResponse = z.array(ipoOfferingView);
export const ipoDetailRequest = z.object({ offeringId: ipoOfferingIdField });

export const ipoSubscribeRequest = z.object({
  offeringId: ipoOfferingIdField,
  lots: z
    .number({ error: 'ipo_lots_invalid' })
    .int({ error: 'ipo_lots_invalid' })
    .min(1, { error: 'ipo_lots_invalid' })
    .max(100_000, { error: 'ipo_lots_invalid' }),
  /** Buy automatically if the draw is won, so no win is lost to the purchase deadline. */
  autoPurchase: z.boolean().default(true),
});

export const ipoRecordsRequest = z
  .object({
    cursor: z.number().int().positive().nullish(),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .optional();
export const ipoRecordsResponse = z.object({
  items: z.array(ipoApplicationView),
  nextCursor: z.number().int().nullable(),
});

export const ipoPayRequest = z.object({
  applicationId: z
    .number({ error: 'ipo_application_not_found' })
    .int({ error: 'ipo_application_not_found' })
    .positive({ error: 'ipo_application_not_found' }),
});

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** The published draw (format kabuto-draw/1, docs/lottery.md): anyone can recompute it. */
export const drawDocument = z.object({
  format: z.literal('kabuto-draw/1'),
  label: z.string(),
  units: z.number().int(),
  commitment: hex64,
  seed: hex64,
  listHash: hex64,
  entries: z.array(z.object({ entry: hex64, lots: z.number().int() })),
  drawOrder: z.array(hex64),
  allocation: z.array(z.object({ entry: hex64, units: z.number().int() })),
});
export const ipoDrawResponse = z.object({
  offeringId: z.number().int(),
  symbol: z.string(),
  commitment: z.string(),
  drawAt: z.string(),
  /** null until the draw has run. */
  document: drawDocument.nullable(),
  /**
   * Wins that lapsed (not paid by the deadline) and the entries they were offered on to, in the
   * draw order; empty until the purchase deadline has passed.
   */
  lapses: z.array(z.object({ entry: hex64, lots: z.number().int() })),
  reallocated: z.array(z.object({ entry: hex64, lots: z.number().int() })),
});

export const ipoApi = {
  list: customerEndpoint({
    path: '/ipo/list',
    summary: 'New shares on offer: awaiting subscription, subscribing, subscription ended',
    request: ipoListRequest,
    response: ipoListResponse,
    access: OPTIONAL_CUSTOMER,
  }),
  detail: customerEndpoint({
    path: '/ipo/detail',
    summary: 'One offering with its schedule, the draw commitment, changes and my application',
    request: ipoDetailRequest,
    response: ipoOfferingView,
    access: OPTIONAL_CUSTOMER,
  }),
  subscribe: customerEndpoint({
    path: '/ipo/subscribe',
    summary: 'Apply for an offering (once); the amount payable at the top of the range is held',
    request: ipoSubscribeRequest,
    response: ipoApplicationView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  records: customerEndpoint({
    path: '/ipo/records',
    summary: 'My applications with their state, newest first',
    request: ipoRecordsRequest,
    response: ipoRecordsResponse,
    access: CUSTOMER,
  }),
  pay: customerEndpoint({
    path: '/ipo/pay',
    summary: 'Pay for the shares won (pending payment, before the purchase deadline)',
    request: ipoPayRequest,
    response: ipoApplicationView,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'money',
  }),
  draw: customerEndpoint({
    path: '/ipo/draw',
    summary: 'The draw document of one offering: commitment, seed, entries as hashes, allocation',
    request: ipoDetailRequest,
    response: ipoDrawResponse,
    access: PUBLIC,
  }),
};

/* Operators ------------------------------------------------------------------------------------- */

const priceInput = decimalField({
  sign: 'positive',
  integerDigits: 10,
  // Offer prices are whole yen, so a lot's cost is whole yen too.
  scale: 0,
  error: 'ipo_price_invalid',
});
const instantInput = z.iso.datetime({ offset: true, error: 'ipo_schedule_invalid' });

/** What an operator enters for an offering (a draft freely; a published one with a reason). */
export const ipoOfferingInput = z.object({
  symbol: z
    .string({ error: 'ipo_symbol_invalid' })
    .regex(/^[0-9]{4}$/, { error: 'ipo_symbol_invalid' }),
  names: localizedTextInput(60),
  sector: localizedTextInput(40),
  priceLow: priceInput,
  priceHigh: priceInput,
  finalPrice: priceInput.nullable().default(null),
  lotsOffered: z
    .number({ error: 'ipo_lots_invalid' })
    .int({ error: 'ipo_lots_invalid' })
    .min(1, { error: 'ipo_lots_invalid' })
    .max(10_000_000, { error: 'ipo_lots_invalid' }),
  maxLotsPerApplication: z
    .number({ error: 'ipo_lots_invalid' })
    .int({ error: 'ipo_lots_invalid' })
    .min(1, { error: 'ipo_lots_invalid' })
    .max(100_000, { error: 'ipo_lots_invalid' }),
  subscriptionOpensAt: instantInput,
  subscriptionClosesAt: instantInput,
  drawAt: instantInput,
  purchaseDeadlineAt: instantInput,
  listingDate: z.iso.date({ error: 'ipo_schedule_invalid' }),
});

export const ipoSaveOfferingRequest = z.object({
  /** Absent: a new draft. */
  offeringId: ipoOfferingIdField.optional(),
  offering: ipoOfferingInput,
  /** Required once published (every applicant reads it); optional for a draft. */
  reason: reasonField.optional(),
  reasonLocale: reasonLocaleField,
});

export const IPO_OFFERING_STATUSES = ['draft', 'published', 'drawn', 'cancelled'] as const;
export const adminIpoOffering = ipoOfferingView
  .omit({ myApplication: true, commitment: true })
  .extend({
    status: z.enum(IPO_OFFERING_STATUSES),
    /** null for a draft (the seed is drawn at publication). */
    commitment: z.string().nullable(),
    lotsWon: z.number().int(),
    lotsPaid: z.number().int(),
    publishedAt: z.string().nullable(),
  });
export const adminIpoOfferingsResponse = z.array(adminIpoOffering);
export const ipoOfferingActionRequest = z.object({
  offeringId: ipoOfferingIdField,
  reason: reasonField,
  reasonLocale: reasonLocaleField,
});

/** One application as the console sees it: no customer name is needed to run or check the draw. */
export const adminIpoApplication = z.object({
  id: z.number().int(),
  entry: z.string(),
  lots: z.number().int(),
  autoPurchase: z.boolean(),
  status: ipoApplicationStatus,
  lotsWon: z.number().int(),
  heldAmount: decimal,
  paidAmount: decimal.nullable(),
  fromLapse: z.boolean(),
  appliedAt: z.string(),
});
export const adminIpoApplicationsResponse = z.object({
  offering: adminIpoOffering,
  items: z.array(adminIpoApplication),
});

export const ipoAdminApi = {
  offerings: operatorEndpoint({
    path: '/ipo/offerings',
    summary: 'Every offering with its status and counts of applications, wins and payments',
    request: z.object({}).optional(),
    response: adminIpoOfferingsResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
  saveOffering: operatorEndpoint({
    path: '/ipo/saveOffering',
    summary:
      'Create a draft offering or change one (after publication only with a reason, shown to applicants; audited)',
    request: ipoSaveOfferingRequest,
    response: adminIpoOffering,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  publish: operatorEndpoint({
    path: '/ipo/publish',
    summary: 'Publish a draft: the draw seed is drawn and its commitment shown (audited)',
    request: ipoOfferingActionRequest,
    response: adminIpoOffering,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  cancel: operatorEndpoint({
    path: '/ipo/cancel',
    summary: 'Withdraw an offering before its draw: every hold is released (audited)',
    request: ipoOfferingActionRequest,
    response: adminIpoOffering,
    access: operators('admin'),
    idempotency: 'optional',
  }),
  applications: operatorEndpoint({
    path: '/ipo/applications',
    summary: 'The applications of one offering, pseudonymous, with their draw and payment state',
    request: ipoDetailRequest,
    response: adminIpoApplicationsResponse,
    access: operators('support', 'compliance', 'finance'),
  }),
};
