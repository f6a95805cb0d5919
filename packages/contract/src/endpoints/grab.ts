import { z } from 'zod';
import { decimalField } from '../decimal-field';
import {
  CUSTOMER,
  OPTIONAL_CUSTOMER,
  customerEndpoint,
  operatorEndpoint,
  operators,
} from '../endpoint';
import { localizedNames } from '../localized';
import { drawDocument } from './ipo';

/**
 * Grab shares (docs/off-auction.md, "Grab shares"; ADR 0033): for a stock at its upper price
 * limit, a customer joins the day's queue to buy at the limit price (price × shares and the buy
 * fee held). At the session's close the shares the market sold at the limit in its closing
 * auction are shared, in proportion to the lots queued, between the market's own bids at the limit
 * and the customers' (whole lots, the remainder by the lottery); each fill is bought at the limit
 * price with the ordinary buy fee, and the rest of each order lapses and is given back.
 */

const decimal = decimalField();
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GRAB_QUEUE_STATUSES = ['open', 'allocated'] as const;
export const GRAB_ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
/**
 * Why an order got nothing: its share of the supply was none (`not_allocated`), the stock was not
 * at the limit at the close so nothing was allocated (`off_limit_at_close`), or the customer
 * cancelled it before the close (`cancelled`).
 */
export const GRAB_REJECT_REASONS = ['not_allocated', 'off_limit_at_close', 'cancelled'] as const;

/** The journal entry types an order's money moves (fund records name them with its GS… number). */
export const GRAB_ENTRY_TYPES = [
  'grab_hold',
  'grab_payment',
  'grab_buy_fee',
  'grab_release',
] as const;

export const GRAB_DOCUMENT_FORMAT = 'kabuto-grab/1';

export const grabOrderIdField = z
  .number({ error: 'grab_order_not_found' })
  .int({ error: 'grab_order_not_found' })
  .positive({ error: 'grab_order_not_found' });

export const grabQueueIdField = z
  .number({ error: 'grab_queue_not_found' })
  .int({ error: 'grab_queue_not_found' })
  .positive({ error: 'grab_queue_not_found' });

export const grabOrderView = z.object({
  id: z.number().int(),
  queueId: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  tradingDay: isoDate,
  /** The upper price limit: the price every fill is bought at. */
  limitPrice: decimal,
  lots: z.number().int(),
  shares: z.number().int(),
  /** Held at joining: limit price × shares plus the buy fee on it. */
  amount: decimal,
  status: z.enum(GRAB_ORDER_STATUSES),
  rejectReason: z.enum(GRAB_REJECT_REASONS).nullable(),
  lotsFilled: z.number().int(),
  /** limit price × filled shares (0 until filled). */
  paid: decimal,
  /** The ordinary buy fee on what was paid. */
  fee: decimal,
  /** Given back: amount − paid − fee (0 while pending). */
  released: decimal,
  joinedAt: z.string(),
  decidedAt: z.string().nullable(),
  entryHash: z.string(),
  positionId: z.number().int().nullable(),
});
export type GrabOrderView = z.infer<typeof grabOrderView>;

export const grabCandidate = z.object({
  symbol: z.string(),
  names: localizedNames,
  tradingDay: isoDate,
  limitPrice: decimal,
  prevClose: decimal.nullable(),
  lotShares: z.number().int(),
  /** The market's bids queued at the limit now, in shares (its book's best bid). */
  marketBidShares: z.number().int().nullable(),
  /** When the queue is allocated: the end of the day's last session. */
  closesAt: z.string(),
  /** The buy fee rate charged on a fill (the ordinary trades' rate). */
  buyFeeRate: decimal,
  myOrder: grabOrderView.nullable(),
});
export type GrabCandidate = z.infer<typeof grabCandidate>;

export const grabJoinRequest = z.object({
  symbol: z.string().regex(/^[0-9][0-9A-Z]{3}$/, { error: 'product_unavailable' }),
  lots: z
    .number({ error: 'grab_lots_invalid' })
    .int({ error: 'grab_lots_invalid' })
    .positive({ error: 'grab_lots_invalid' }),
});

export const grabQueueView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  names: localizedNames,
  tradingDay: isoDate,
  limitPrice: decimal,
  lotShares: z.number().int(),
  closesAt: z.string(),
  status: z.enum(GRAB_QUEUE_STATUSES),
  commitment: z.string(),
  /** Customers' lots and orders still in the queue (or allocated). */
  lotsQueued: z.number().int(),
  orders: z.number().int(),
  /** From the market's model at the close (null until allocated): shares sold at the limit, bids left there. */
  supplyShares: z.number().int().nullable(),
  marketQueuedShares: z.number().int().nullable(),
  /** Whole lots: the supply, and the market's own bids (supply + left) taking part. */
  supplyLots: z.number().int().nullable(),
  marketLots: z.number().int().nullable(),
  /** Lots filled for customers, and for the market's own bids. */
  lotsAllocated: z.number().int().nullable(),
  marketLotsFilled: z.number().int().nullable(),
  closedAtLimit: z.boolean().nullable(),
  allocatedAt: z.string().nullable(),
});
export type GrabQueueView = z.infer<typeof grabQueueView>;

export const grabDocument = z.object({
  format: z.literal(GRAB_DOCUMENT_FORMAT),
  label: z.string(),
  symbol: z.string(),
  tradingDay: isoDate,
  limitPrice: decimal,
  lotShares: z.number().int(),
  supplyShares: z.number().int(),
  marketQueuedShares: z.number().int(),
  supplyLots: z.number().int(),
  commitment: hex64,
  seed: hex64,
  /** The market's own bids at the limit (supply + bids left): SHA-256 of `kabuto-grab/market:<symbol>:<day>`. */
  marketEntry: hex64,
  /** Every entry queued: the market's and each order's pseudonymous entry, sorted. */
  entries: z.array(z.object({ entry: hex64, lots: z.number().int() })),
  /** Lots filled per entry (those with none left out), sorted by entry. */
  allocation: z.array(z.object({ entry: hex64, lots: z.number().int() })),
  /** The lots the proportional rounding left, drawn among the entries it cut. */
  remainderDraw: drawDocument.nullable(),
});
export type GrabDocument = z.infer<typeof grabDocument>;

export const grabDocumentResponse = z.object({
  queueId: z.number().int(),
  commitment: z.string(),
  /** null until the allocation (or when the stock was not at the limit at the close). */
  document: grabDocument.nullable(),
});

export const grabApi = {
  candidates: customerEndpoint({
    path: '/grab/candidates',
    summary:
      'Stocks at their upper price limit now, with the limit price, the market bid queue and my order',
    request: z.object({}).optional(),
    response: z.array(grabCandidate),
    access: OPTIONAL_CUSTOMER,
  }),
  join: customerEndpoint({
    path: '/grab/join',
    summary:
      "Join the day's queue to buy a stock at its upper limit price (once per stock and day); price × shares and the buy fee are held until the close",
    request: grabJoinRequest,
    response: grabOrderView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  cancel: customerEndpoint({
    path: '/grab/cancel',
    summary: 'Cancel my order before the close: the hold is given back',
    request: z.object({ orderId: grabOrderIdField }),
    response: grabOrderView,
    access: CUSTOMER,
    idempotency: 'optional',
    rateLimit: 'money',
  }),
  records: customerEndpoint({
    path: '/grab/records',
    summary: 'My grab orders, newest first',
    request: z.object({}).optional(),
    response: z.array(grabOrderView),
    access: CUSTOMER,
  }),
};

export const adminGrabOrder = grabOrderView.extend({
  customerId: z.number().int(),
  account: z.string(),
});

export const grabAdminApi = {
  queues: operatorEndpoint({
    path: '/grab/queues',
    summary: "The queues of a trading day (default: every day's, newest first) with their results",
    request: z.object({ tradingDay: isoDate.optional() }).optional(),
    response: z.array(grabQueueView),
    access: operators('finance', 'compliance'),
  }),
  orders: operatorEndpoint({
    path: '/grab/orders',
    summary: "A queue's orders with each customer's account",
    request: z.object({ queueId: grabQueueIdField }),
    response: z.array(adminGrabOrder),
    access: operators('finance', 'compliance'),
  }),
  document: operatorEndpoint({
    path: '/grab/document',
    summary: "A queue's allocation document (after the close)",
    request: z.object({ queueId: grabQueueIdField }),
    response: grabDocumentResponse,
    access: operators('finance', 'compliance'),
  }),
};
