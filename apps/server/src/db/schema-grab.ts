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
import { GRAB_ORDER_STATUSES, GRAB_QUEUE_STATUSES, GRAB_REJECT_REASONS } from '@kabuto/contract';
import { customers } from './schema';
import { positions } from './schema-trading';
import { at, money, price, sqlTextList } from './columns';
import { decimalColumn } from './decimal-column';

/*
 * Grab shares (docs/off-auction.md, "Grab shares"; ADR 0033): one queue per stock and trading day
 * at its upper limit price, created by the first customer who joins, and the customers' orders in
 * it with their held money. At the close the queue records what the market's model says the day
 * offered at the limit and the allocation. Money lives only in the ledger; every entry an order
 * causes names it (reference_type 'grab_order').
 */

export const grabQueues = pgTable(
  'grab_queues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol').notNull(),
    tradingDay: text('trading_day').notNull(),
    limitPrice: price('limit_price').notNull(),
    lotShares: integer('lot_shares').notNull(),
    /** The end of the day's last session: the allocation runs from then. */
    closesAt: at('closes_at').notNull(),
    status: text('status', { enum: GRAB_QUEUE_STATUSES }).notNull().default('open'),
    /** The remainder draw's secret seed until the allocation reveals it; its SHA-256 is published. */
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    /** From the market's model at the close (limit-close.ts). */
    closedAtLimit: boolean('closed_at_limit'),
    supplyShares: bigint('supply_shares', { mode: 'number' }),
    marketQueuedShares: bigint('market_queued_shares', { mode: 'number' }),
    supplyLots: integer('supply_lots'),
    marketLots: integer('market_lots'),
    lotsAllocated: integer('lots_allocated'),
    marketLotsFilled: integer('market_lots_filled'),
    allocationDocument: jsonb('allocation_document'),
    allocatedAt: at('allocated_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('grab_queues_symbol_day').on(table.symbol, table.tradingDay),
    index('grab_queues_open_idx')
      .on(table.closesAt)
      .where(sql`status = 'open'`),
    check('grab_queues_status', sql`status IN (${sqlTextList(GRAB_QUEUE_STATUSES)})`),
    check('grab_queues_terms', sql`limit_price > 0 AND lot_shares > 0`),
    check(
      'grab_queues_allocated',
      sql`supply_shares IS NULL OR (supply_shares >= 0 AND market_queued_shares >= 0 AND supply_lots >= 0 AND market_lots >= 0 AND lots_allocated >= 0 AND market_lots_filled >= 0 AND lots_allocated + market_lots_filled <= supply_lots)`,
    ),
  ],
);

export const grabOrders = pgTable(
  'grab_orders',
  {
    /**
     * Taken from block_applications' id sequence (ADR 0033, as bids are, ADR 0032): a filled
     * order's position is keyed `block:<id>`, so it never collides with an application or a bid.
     */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    queueId: bigint('queue_id', { mode: 'number' })
      .notNull()
      .references(() => grabQueues.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    lots: integer('lots').notNull(),
    /** limit price × shares + the buy fee on it, held at joining (available → held). */
    amount: money('amount').notNull(),
    /** The trading settings' buy fee rate at joining: the fee held and charged on a fill. */
    buyFeeRate: decimalColumn('buy_fee_rate', { precision: 12, scale: 8 }).notNull(),
    entrySalt: text('entry_salt').notNull(),
    entryHash: text('entry_hash').notNull(),
    status: text('status', { enum: GRAB_ORDER_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: GRAB_REJECT_REASONS }),
    lotsFilled: integer('lots_filled').notNull().default(0),
    /** limit price × filled shares (held → margin). */
    paid: money('paid')
      .notNull()
      .default(sql`0`),
    /** The buy fee on what was paid (held → fee revenue). */
    fee: money('fee')
      .notNull()
      .default(sql`0`),
    positionId: bigint('position_id', { mode: 'number' }).references(() => positions.id),
    joinedAt: at('joined_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    // One live order per customer and queue; a cancelled one makes room for a new order.
    uniqueIndex('grab_orders_one_per_queue')
      .on(table.queueId, table.customerId)
      .where(sql`reject_reason IS DISTINCT FROM 'cancelled'`),
    uniqueIndex('grab_orders_client_key').on(table.customerId, table.clientKey),
    uniqueIndex('grab_orders_entry_hash').on(table.entryHash),
    index('grab_orders_customer_idx').on(table.customerId, table.id),
    index('grab_orders_queue_idx').on(table.queueId, table.id),
    check(
      'grab_orders_amounts',
      sql`lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0 AND buy_fee_rate >= 0 AND paid >= 0 AND fee >= 0 AND paid + fee <= amount`,
    ),
    check('grab_orders_status', sql`status IN (${sqlTextList(GRAB_ORDER_STATUSES)})`),
  ],
);
