import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';
import { operators } from './schema-operators';
import { at, knownLocale, localeColumn, money, price, sqlTextList } from './columns';

/*
 * Trading (docs/trading.md): orders and the positions they become, their fills, the securities
 * lending pool for short selling, day-trading applications and the trading settings. Money itself
 * lives only in the ledger (schema.ts); every journal entry a position causes names it
 * (reference_type 'position').
 */

export const POSITION_STATUS_VALUES = [
  'pending',
  'holding',
  'closing',
  'closed',
  'cancelled',
  'locked',
] as const;
export const POSITION_ORIGIN_VALUES = ['order', 'ipo', 'block'] as const;

/** Statuses of a position that still has money at stake (margin or a hold). */
export const OPEN_POSITION_STATUSES = ['pending', 'holding', 'closing', 'locked'] as const;
/** Statuses of a position that holds shares: what the maintenance check watches. */
export const HELD_POSITION_STATUSES = ['holding', 'closing', 'locked'] as const;

/**
 * The one row of trading settings (id = 1), as the JSON the contract's `tradingSettings` schema
 * describes. Absent until an operator first saves: the code's defaults apply until then.
 */
export const tradingSettingsTable = pgTable(
  'trading_settings',
  {
    id: integer('id').primaryKey(),
    settings: jsonb('settings').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [check('trading_settings_single_row', sql`id = 1`)],
);

/**
 * One order and the position it becomes. The open order's fields come first, then what its fill
 * made of it, then the close order and the sale. Amounts are yen.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: ['long', 'short'] }).notNull(),
    orderType: text('order_type', { enum: ['market', 'limit'] }).notNull(),
    session: text('session', { enum: ['regular', 'pre_market', 'after_market'] }).notNull(),
    dayTrade: boolean('day_trade').notNull().default(false),
    status: text('status', { enum: POSITION_STATUS_VALUES }).notNull(),
    /**
     * How the position came to be: an order the customer placed, or new shares allotted in an IPO
     * and paid for (modules/ipo, "Listing"): no order, no fill, bought at the offering price.
     */
    origin: text('origin', { enum: POSITION_ORIGIN_VALUES }).notNull().default('order'),
    lots: integer('lots').notNull(),
    shares: integer('shares').notNull(),
    leverage: integer('leverage').notNull(),
    limitPrice: price('limit_price'),
    /** The customer's idempotency key for the ticket, and a digest of what was asked with it. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /**
     * The fee rates in force when the order was placed: the ticket showed the customer these, so
     * the fill charges them even if an operator changes the settings while the order waits.
     */
    openRates: jsonb('open_rates').notNull(),
    orderedAt: at('ordered_at').notNull(),
    /** The Japan trading day the order was placed for. */
    tradingDay: text('trading_day').notNull(),
    /** A pending order lapses at this instant (the end of its trading day's session). */
    expiresAt: at('expires_at'),
    /** Funds set aside for a pending order (available → held), 0 once it filled or lapsed. */
    heldAmount: money('held_amount')
      .notNull()
      .default(sql`0`),
    /** Shares borrowed from the lending pool for a short (released when the position ends). */
    lendingShares: integer('lending_shares').notNull().default(0),

    openedAt: at('opened_at'),
    openPrice: price('open_price'),
    openNotional: money('open_notional'),
    openTradingDay: text('open_trading_day'),
    margin: money('margin')
      .notNull()
      .default(sql`0`),
    addedMargin: money('added_margin')
      .notNull()
      .default(sql`0`),
    buyFee: money('buy_fee')
      .notNull()
      .default(sql`0`),
    serviceFee: money('service_fee')
      .notNull()
      .default(sql`0`),
    /** Day trades are closed automatically at this instant. */
    dayTradeCloseAt: at('day_trade_close_at'),

    closeOrderType: text('close_order_type', { enum: ['market', 'limit'] }),
    closeSession: text('close_session', { enum: ['regular', 'pre_market', 'after_market'] }),
    closeLimitPrice: price('close_limit_price'),
    closeRequestedAt: at('close_requested_at'),
    closeTradingDay: text('close_trading_day'),
    closeExpiresAt: at('close_expires_at'),
    /** The customer's idempotency key of the close, so a retried close answers the first one. */
    closeKey: text('close_key'),
    closedAt: at('closed_at'),
    closePrice: price('close_price'),
    closeNotional: money('close_notional'),
    sellFee: money('sell_fee')
      .notNull()
      .default(sql`0`),
    stampDuty: money('stamp_duty')
      .notNull()
      .default(sql`0`),
    realizedPnl: money('realized_pnl'),
    netPnl: money('net_pnl'),
    lossAbsorbed: money('loss_absorbed')
      .notNull()
      .default(sql`0`),
    closeReason: text('close_reason', { enum: ['customer', 'maintenance', 'day_trade_end'] }),

    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason', { enum: ['customer', 'expired'] }),
    lockedAt: at('locked_at'),
    lockReason: text('lock_reason'),
    /**
     * Where the matcher looks first for a margin call (migration 0015): for a position that holds
     * shares, a price just beyond the one at which its margin level meets the maintenance level
     * (at or above it for a long, at or below for a short), kept by the database whenever the
     * position or the maintenance level changes; null otherwise. Only a pre-filter: the matcher
     * checks the margin level itself.
     */
    marginCallPrice: price('margin_call_price'),
  },
  (table) => [
    uniqueIndex('positions_client_key').on(table.customerId, table.clientKey),
    index('positions_customer_idx').on(table.customerId, table.id),
    // The matcher's orders: pending opens and pending closes of a symbol.
    index('positions_orders_symbol_idx')
      .on(table.symbol)
      .where(sql`status IN ('pending', 'closing')`),
    // The matcher's margin calls: a long is due once the low reaches its price, a short the high.
    index('positions_margin_call_long_idx')
      .on(table.symbol, table.marginCallPrice)
      .where(sql`direction = 'long' AND margin_call_price IS NOT NULL`),
    index('positions_margin_call_short_idx')
      .on(table.symbol, table.marginCallPrice)
      .where(sql`direction = 'short' AND margin_call_price IS NOT NULL`),
    index('positions_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`status = 'pending'`),
    index('positions_closing_expiry_idx')
      .on(table.closeExpiresAt)
      .where(sql`status = 'closing'`),
    index('positions_day_trade_close_idx')
      .on(table.dayTradeCloseAt)
      .where(sql`day_trade AND status IN (${sqlTextList(HELD_POSITION_STATUSES)})`),
    check('positions_status_known', sql`status IN (${sqlTextList(POSITION_STATUS_VALUES)})`),
    check('positions_origin_known', sql`origin IN (${sqlTextList(POSITION_ORIGIN_VALUES)})`),
    check(
      'positions_quantities',
      sql`lots > 0 AND shares > 0 AND leverage > 0 AND lending_shares >= 0`,
    ),
    check(
      'positions_amounts_non_negative',
      sql`held_amount >= 0 AND margin >= 0 AND added_margin >= 0 AND buy_fee >= 0 AND service_fee >= 0
        AND sell_fee >= 0 AND stamp_duty >= 0 AND loss_absorbed >= 0`,
    ),
    check('positions_limit_has_price', sql`order_type = 'market' OR limit_price IS NOT NULL`),
    // A position that ever held shares has its buy recorded; one that is closed has its sale.
    check(
      'positions_opened_consistent',
      sql`(status IN ('pending', 'cancelled')) = (opened_at IS NULL)
        AND (opened_at IS NULL OR (open_price IS NOT NULL AND open_notional IS NOT NULL AND margin > 0))`,
    ),
    check(
      'positions_closed_consistent',
      sql`(status = 'closed') = (closed_at IS NOT NULL)
        AND (closed_at IS NULL OR (close_price IS NOT NULL AND close_notional IS NOT NULL
             AND realized_pnl IS NOT NULL AND close_reason IS NOT NULL))`,
    ),
    check('positions_pending_holds', sql`status = 'pending' OR held_amount = 0`),
  ],
);

/**
 * Every fill records the quote it was made against (integrity rule 3): the price, the book level
 * or the basis (a resting limit, the opening or the closing price), and the quote's time and
 * sequence number.
 */
export const tradeFills = pgTable(
  'trade_fills',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    leg: text('leg', { enum: ['open', 'close'] }).notNull(),
    price: price('price').notNull(),
    shares: integer('shares').notNull(),
    bookLevel: integer('book_level'),
    beyondBook: boolean('beyond_book').notNull().default(false),
    basis: text('basis', { enum: ['book', 'limit', 'opening_price', 'closing_price'] }).notNull(),
    quoteTime: at('quote_time').notNull(),
    quoteSeq: bigint('quote_seq', { mode: 'number' }).notNull(),
    quotePrice: price('quote_price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('trade_fills_position_idx').on(table.positionId),
    check('trade_fills_shares_positive', sql`shares > 0 AND price > 0`),
  ],
);

/**
 * Shares available to borrow for short selling, per symbol. `quota_shares` null means the
 * settings' default quota; the used count only changes by a guarded update that keeps it within
 * the quota, so two shorts can never borrow the same shares.
 */
export const lendingPools = pgTable(
  'lending_pools',
  {
    symbol: text('symbol').primaryKey(),
    quotaShares: bigint('quota_shares', { mode: 'number' }),
    usedShares: bigint('used_shares', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [check('lending_pools_used_non_negative', sql`used_shares >= 0`)],
);

export const DAY_TRADING_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A customer's application to day trade, reviewed in the console. */
export const dayTradingApplications = pgTable(
  'day_trading_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: DAY_TRADING_APPLICATION_STATUSES }).notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: at('reviewed_at'),
    reviewReason: text('review_reason'),
    /** The language the reviewer's reason is written in (null: not recorded). */
    reviewReasonLocale: localeColumn('review_reason_locale'),
  },
  (table) => [
    index('day_trading_applications_customer_idx').on(table.customerId),
    index('day_trading_applications_status_idx').on(table.status, table.id),
    // At most one application under review or in force per customer.
    uniqueIndex('day_trading_applications_one_active')
      .on(table.customerId)
      .where(sql`status IN ('pending', 'approved')`),
    check('day_trading_applications_reviewed', sql`(status = 'pending') = (reviewed_at IS NULL)`),
    check('day_trading_applications_reason_locale_known', knownLocale('review_reason_locale')),
  ],
);
