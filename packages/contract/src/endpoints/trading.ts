import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { moneyString } from './funding';
import { localizedNames, operatorReason } from '../localized';
import { bookLevel, marketStatus, quote, symbolField } from './market';

// The settings are their own file (trading-settings.ts); the contract's index reaches them here.
export * from './trading-settings';

/**
 * Trading (docs/trading.md): the order ticket, orders and positions, their rules, day trading.
 * In the spec's words a customer "buys" long or short (opens a position) and "sells" it (closes
 * it). One row is one order and the position it becomes: its status moves
 * pending → holding → (closing →) closed, or pending → cancelled; an operator may lock a holding.
 * Prices and money are decimal strings in yen.
 */

export const DIRECTIONS = ['long', 'short'] as const;
export type DirectionKey = (typeof DIRECTIONS)[number];
export const ORDER_TYPES = ['market', 'limit'] as const;
export type OrderTypeKey = (typeof ORDER_TYPES)[number];
/**
 * `regular`: the exchange sessions (or the demo's always-open session). `pre_market`: taken before
 * the open, executed at the opening price. `after_market`: a fixed-price session after the close,
 * executed at the closing price.
 */
export const TRADING_SESSIONS = ['regular', 'pre_market', 'after_market'] as const;
export type TradingSessionKey = (typeof TRADING_SESSIONS)[number];
/** Spec section 4: pending order, holding, preparing to close, closed, order cancelled, locked. */
export const POSITION_STATUSES = [
  'pending',
  'holding',
  'closing',
  'closed',
  'cancelled',
  'locked',
] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
/** Who or what closed a position. */
export const CLOSE_REASONS = ['customer', 'maintenance', 'day_trade_end'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const CANCEL_REASONS = ['customer', 'expired'] as const;
/** The spec's "business type" of an order. */
export const BUSINESS_TYPES = [
  'regular',
  'day_trade',
  'pre_market',
  'after_market',
  'ipo',
  /** Allotted from a block trade (docs/off-auction.md): bought outside the book, no buying fee. */
  'block',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * The journal entry types a position moves on its customer's own accounts (docs/trading.md,
 * "Money"): what fund records and a position's detail name, and the apps translate.
 */
export const TRADE_ENTRY_TYPES = [
  'trade_hold',
  'trade_release',
  'trade_margin',
  'trade_buy_fee',
  'trade_service_fee',
  'trade_add_margin',
  'trade_stamp_duty',
  'trade_sell_fee',
  'trade_loss',
  'trade_profit',
  'trade_margin_release',
  'forced_close_loss',
  'forced_close_profit',
  'day_trade_close_loss',
  'day_trade_close_profit',
] as const;
export type TradeEntryType = (typeof TRADE_ENTRY_TYPES)[number];

/** A sale is refused for this long after buying (spec section 9), day trades excepted. */
export const SELL_AFTER_MINUTES = 15;

const decimal = decimalField();
/**
 * A price the customer types: positive, at most four decimals (numeric(20,4); whether it sits on
 * the tick grid is the server's check, the finest tick being ¥0.1).
 */
export const priceField = decimalField({
  sign: 'positive',
  integerDigits: 10,
  scale: 4,
  error: 'price_not_on_tick',
  requiredError: 'limit_price_required',
});
export const positionIdField = z
  .number({ error: 'order_not_found' })
  .int()
  .positive({ error: 'order_not_found' });

/* The order ticket ------------------------------------------------------------------------------ */

export const ticketRequest = z.object({ symbol: symbolField });

/** Whether a session takes orders now, and its hours (Japan time). */
export const sessionWindow = z.object({
  session: z.enum(TRADING_SESSIONS),
  openNow: z.boolean(),
  /** "08:00" style, or null for the regular session (its hours are the market's). */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** Market orders only in the pre- and after-market sessions; both types in the regular one. */
  orderTypes: z.array(z.enum(ORDER_TYPES)),
});

export const DAY_TRADING_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DayTradingStatus = (typeof DAY_TRADING_STATUSES)[number];

export const ticketResponse = z.object({
  quote,
  book: z.object({ bids: z.array(bookLevel), asks: z.array(bookLevel) }),
  market: marketStatus,
  /** The ticket's rules and costs: the same settings the server charges with. */
  lotShares: z.number().int(),
  leverageChoices: z.array(z.number().int()),
  maxLotsPerOrder: z.number().int(),
  rates: z.object({
    buyFeeRate: decimal,
    sellFeeRate: decimal,
    serviceFeeRate: decimal,
    stampDutyRate: decimal,
  }),
  maintenanceLevelPercent: decimal,
  sellAfterTradingDays: z.number().int(),
  sellAfterMinutes: z.number().int(),
  /** The tick size at the current price (a limit price must sit on the grid). */
  tickSize: decimal,
  sessions: z.array(sessionWindow),
  availableFunds: moneyString,
  dayTrading: z.enum(DAY_TRADING_STATUSES),
  /** Shares of this symbol still available to borrow for short selling. */
  lendingAvailableShares: z.number().int(),
  /** A trading restriction in force (frozen, trade_barred) with the reason an operator recorded. */
  restriction: z.object({ kind: z.string(), reason: operatorReason }).nullable(),
});
export type TicketResponse = z.infer<typeof ticketResponse>;

/**
 * POST /trade/place. The `idempotency-key` header is required: one key per ticket, so a retried
 * submission returns the first order instead of placing a second one.
 */
export const placeOrderRequest = z
  .object({
    symbol: symbolField,
    direction: z.enum(DIRECTIONS, { error: 'invalid_params' }),
    orderType: z.enum(ORDER_TYPES, { error: 'invalid_params' }),
    lots: z
      .number({ error: 'order_lots_invalid' })
      .int({ error: 'order_lots_invalid' })
      .min(1, { error: 'order_lots_invalid' }),
    leverage: z.number({ error: 'leverage_unavailable' }).int({ error: 'leverage_unavailable' }),
    limitPrice: priceField.optional(),
    session: z.enum(TRADING_SESSIONS, { error: 'invalid_params' }).default('regular'),
    dayTrade: z.boolean().default(false),
  })
  .refine((body) => body.orderType === 'market' || body.limitPrice !== undefined, {
    error: 'limit_price_required',
    path: ['limitPrice'],
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

export const fill = z.object({
  leg: z.enum(['open', 'close']),
  price: decimal,
  shares: z.number().int(),
  /** 0 = best level; null for fills at a limit, the open or the close. */
  bookLevel: z.number().int().nullable(),
  beyondBook: z.boolean(),
  /** What the fill was made against: book, limit, opening or closing price. */
  basis: z.enum(['book', 'limit', 'opening_price', 'closing_price']),
  quoteTime: z.string(),
  quoteSeq: z.number().int(),
  quotePrice: decimal,
  at: z.string(),
});

/** The spec's position/order entity, every field, plus what the screens need to explain it. */
export const positionView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  symbol: z.string(),
  names: localizedNames,
  direction: z.enum(DIRECTIONS),
  orderType: z.enum(ORDER_TYPES),
  session: z.enum(TRADING_SESSIONS),
  dayTrade: z.boolean(),
  status: z.enum(POSITION_STATUSES),
  lots: z.number().int(),
  /** Held quantity. */
  shares: z.number().int(),
  leverage: z.number().int(),
  limitPrice: decimal.nullable(),
  orderedAt: z.string(),
  /** Funds set aside while the order is pending. */
  heldAmount: moneyString,
  /** Buy time and buy price (average of the fills); null while pending. */
  openedAt: z.string().nullable(),
  openPrice: decimal.nullable(),
  openNotional: moneyString.nullable(),
  /** Original margin, and margin added since. */
  margin: moneyString,
  addedMargin: moneyString,
  buyFee: moneyString,
  serviceFee: moneyString,
  closeOrderType: z.enum(ORDER_TYPES).nullable(),
  closeLimitPrice: decimal.nullable(),
  closeRequestedAt: z.string().nullable(),
  /** Sell time and sell price; null until closed. */
  closedAt: z.string().nullable(),
  closePrice: decimal.nullable(),
  closeNotional: moneyString.nullable(),
  sellFee: moneyString,
  stampDuty: moneyString,
  /** Realised profit or loss before costs, and after every cost of the position. */
  realizedPnl: moneyString.nullable(),
  netPnl: moneyString.nullable(),
  /** What the margin could not cover after a price gap, borne by Kabuto (never by the customer). */
  lossAbsorbed: moneyString,
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  lockReason: z.string().nullable(),
  /** At the answer's time, for open positions: the market price and what follows from it. */
  markPrice: decimal.nullable(),
  marketValue: moneyString.nullable(),
  unrealizedPnl: moneyString.nullable(),
  marginLevelPercent: decimal.nullable(),
  /**
   * For a position that holds shares (null otherwise), where its margin level crosses the two
   * levels of the settings, from its entry, shares and margin (original plus added); the margin
   * level is (margin + P/L) ÷ margin × 100, so the level L is met at
   * (open trade value ∓ (1 − L/100) × margin) ÷ shares (− for a long, + for a short).
   * `forcedClosePrice`: the first price on the tick grid at which the level is at or below the
   * maintenance level, where the engine closes the position (a long's rounded down, a short's up).
   * `warningPrice`: the same at the warning level, rounded the way that warns earlier (a long's
   * up, a short's down). Null when no price reaches it (a long whose margin covers a fall to zero).
   */
  warningPrice: decimal.nullable(),
  forcedClosePrice: decimal.nullable(),
  /** The margin level is at or below the warning level now, or the price has reached `warningPrice`. */
  marginWarning: z.boolean(),
  /** When the customer may sell (the 15-minute and T+1 rules); null for day trades and closed ones. */
  closableFrom: z.string().nullable(),
  /** A pending order lapses at this time (the session's end). */
  expiresAt: z.string().nullable(),
  /** A day trade is closed automatically at this time. */
  dayTradeCloseAt: z.string().nullable(),
  simulated: z.boolean(),
});
export type PositionView = z.infer<typeof positionView>;

export const positionEntry = z.object({
  entryId: z.number().int(),
  type: z.string(),
  createdAt: z.string(),
  legs: z.array(z.object({ purpose: z.string(), amount: moneyString })),
});

export const positionDetail = positionView.extend({
  fills: z.array(fill),
  /** The ledger entries this position moved on the customer's own accounts. */
  entries: z.array(positionEntry),
});
export type PositionDetail = z.infer<typeof positionDetail>;

export const positionIdRequest = z.object({ positionId: positionIdField });

export const closeRequest = z
  .object({
    positionId: positionIdField,
    orderType: z.enum(ORDER_TYPES, { error: 'invalid_params' }).default('market'),
    limitPrice: priceField.optional(),
  })
  .refine((body) => body.orderType === 'market' || body.limitPrice !== undefined, {
    error: 'limit_price_required',
    path: ['limitPrice'],
  });

/** Added margin (spec: a positive integer number of yen). */
export const addMarginRequest = z.object({
  positionId: positionIdField,
  amount: decimalField({ sign: 'positive', integerDigits: 12, scale: 0, error: 'amount_invalid' }),
});

export const POSITION_TABS = ['open', 'closed'] as const;
export const positionsRequest = z.object({
  /** open: pending, holding, closing, locked; closed: closed and cancelled. */
  tab: z.enum(POSITION_TABS, { error: 'invalid_params' }).default('open'),
  /** Only day trades (true), only others (false), or all. */
  dayTrade: z.boolean().optional(),
  cursor: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(100).default(20),
});
export const positionsSummary = z.object({
  openCount: z.number().int(),
  pendingCount: z.number().int(),
  marginTotal: moneyString,
  heldTotal: moneyString,
  marketValue: moneyString,
  unrealizedPnl: moneyString,
  /** Open positions whose `marginWarning` holds at the answer's time. */
  marginWarningCount: z.number().int(),
  /** Net of every cost, over all closed positions. */
  realizedPnlNet: moneyString,
});
export const positionsResponse = z.object({
  items: z.array(positionView),
  nextCursor: z.number().int().nullable(),
  summary: positionsSummary,
});

/* Day trading ----------------------------------------------------------------------------------- */

export const dayTradingApplication = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's reason, shown to the customer, in the language the reviewer wrote it. */
  reviewReason: operatorReason.nullable(),
});
export const dayTradingInfoResponse = z.object({
  status: z.enum(DAY_TRADING_STATUSES),
  /** Applications are open (a setting). */
  applicationsOpen: z.boolean(),
  applications: z.array(dayTradingApplication),
  /** When today's day trades are closed automatically (the session's end), null outside a trading day. */
  sessionEndsAt: z.string().nullable(),
});
export const dayTradingApplyRequest = z.object({
  /** The customer has read that day trades are closed automatically at the session's end. */
  acknowledged: z.literal(true, { error: 'agreement_required' }),
});
