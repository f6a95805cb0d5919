import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BIDDING_BID_STATUSES,
  BIDDING_OFFERING_STATUSES,
  BIDDING_REJECT_REASONS,
} from '@kabuto/contract';
import { customers } from './schema';
import { operators } from './schema-operators';
import { positions } from './schema-trading';
import { at, knownLocale, localeColumn, money, price, sqlTextList } from './columns';

/*
 * Agreed-price bidding (docs/off-auction.md; its own tables beside the block trades', ADR 0032):
 * offerings with a floor price, and customers' sealed bids with their held money. Money lives only
 * in the ledger; every entry a bid causes names it (reference_type 'bidding_bid').
 */

export const biddingOfferings = pgTable(
  'bidding_offerings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol').notNull(),
    floorPrice: price('floor_price').notNull(),
    /** The previous close when announced (shown beside the floor). */
    referencePrice: price('reference_price').notNull(),
    lotShares: integer('lot_shares').notNull(),
    lotsOffered: integer('lots_offered').notNull(),
    minLots: integer('min_lots').notNull(),
    maxLots: integer('max_lots').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    status: text('status', { enum: BIDDING_OFFERING_STATUSES }).notNull().default('open'),
    /** The remainder draw's secret seed until the allocation reveals it; its SHA-256 is published. */
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    /** Set by the allocation: null clearing price when nobody bid. */
    clearingPrice: price('clearing_price'),
    lotsAllocated: integer('lots_allocated'),
    /** The published allocation document (kabuto-bidding/1). */
    allocationDocument: jsonb('allocation_document'),
    allocatedAt: at('allocated_at'),
    cancelReason: text('cancel_reason'),
    cancelReasonLocale: localeColumn('cancel_reason_locale'),
    createdByOperatorId: bigint('created_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('bidding_offerings_open_idx')
      .on(table.closesAt)
      .where(sql`status = 'open'`),
    check('bidding_offerings_status', sql`status IN (${sqlTextList(BIDDING_OFFERING_STATUSES)})`),
    check(
      'bidding_offerings_terms',
      sql`floor_price > 0 AND reference_price > 0 AND lot_shares > 0 AND lots_offered > 0 AND min_lots > 0 AND max_lots >= min_lots AND max_lots <= lots_offered AND closes_at > opens_at`,
    ),
    check(
      'bidding_offerings_allocated',
      sql`lots_allocated IS NULL OR (lots_allocated >= 0 AND lots_allocated <= lots_offered)`,
    ),
    check('bidding_offerings_cancel_reason_locale', knownLocale('cancel_reason_locale')),
  ],
);

export const biddingBids = pgTable(
  'bidding_bids',
  {
    /**
     * Taken from block_applications' id sequence (ADR 0032): a filled bid's position is keyed
     * `block:<id>` like a block application's, so the two never share an id.
     */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => biddingOfferings.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    price: price('price').notNull(),
    lots: integer('lots').notNull(),
    /** price × lots × lot shares, held at the bid (available → held). */
    amount: money('amount').notNull(),
    entrySalt: text('entry_salt').notNull(),
    entryHash: text('entry_hash').notNull(),
    status: text('status', { enum: BIDDING_BID_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: BIDDING_REJECT_REASONS }),
    lotsFilled: integer('lots_filled').notNull().default(0),
    /** clearing price × filled shares (held → margin); the rest of the amount was given back. */
    paid: money('paid')
      .notNull()
      .default(sql`0`),
    positionId: bigint('position_id', { mode: 'number' }).references(() => positions.id),
    bidAt: at('bid_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    // One live bid per customer and offering; a withdrawn one makes room for a new bid.
    uniqueIndex('bidding_bids_one_per_offering')
      .on(table.offeringId, table.customerId)
      .where(sql`reject_reason IS DISTINCT FROM 'withdrawn'`),
    uniqueIndex('bidding_bids_client_key').on(table.customerId, table.clientKey),
    uniqueIndex('bidding_bids_entry_hash').on(table.entryHash),
    index('bidding_bids_customer_idx').on(table.customerId, table.id),
    index('bidding_bids_offering_idx').on(table.offeringId, table.id),
    check(
      'bidding_bids_amounts',
      sql`price > 0 AND lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0 AND paid >= 0 AND paid <= amount`,
    ),
    check('bidding_bids_status', sql`status IN (${sqlTextList(BIDDING_BID_STATUSES)})`),
  ],
);
