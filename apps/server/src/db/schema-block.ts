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
  BLOCK_APPLICATION_STATUSES,
  BLOCK_OFFERING_STATUSES,
  BLOCK_REJECT_REASONS,
} from '@kabuto/contract';
import { customers } from './schema';
import { operators } from './schema-operators';
import { positions } from './schema-trading';
import { at, knownLocale, localeColumn, money, price, sqlTextList } from './columns';

/*
 * Block trades (docs/off-auction.md): offerings operators announce, and customers' applications
 * with their held money and draw entries. Money lives only in the ledger; every entry an
 * application causes names it (reference_type 'block_application').
 */

export const blockOfferings = pgTable(
  'block_offerings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    symbol: text('symbol').notNull(),
    price: price('price').notNull(),
    /** The previous close when announced: the ±7% band's reference. */
    referencePrice: price('reference_price').notNull(),
    lotShares: integer('lot_shares').notNull(),
    lotsOffered: integer('lots_offered').notNull(),
    minLots: integer('min_lots').notNull(),
    maxLots: integer('max_lots').notNull(),
    minBuyAmount: money('min_buy_amount').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    status: text('status', { enum: BLOCK_OFFERING_STATUSES }).notNull().default('open'),
    /** The draw's secret seed until the allocation reveals it; its SHA-256 is published at once. */
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    drawDocument: jsonb('draw_document'),
    allocatedAt: at('allocated_at'),
    cancelReason: text('cancel_reason'),
    cancelReasonLocale: localeColumn('cancel_reason_locale'),
    createdByOperatorId: bigint('created_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('block_offerings_open_idx')
      .on(table.closesAt)
      .where(sql`status = 'open'`),
    check('block_offerings_status', sql`status IN (${sqlTextList(BLOCK_OFFERING_STATUSES)})`),
    check(
      'block_offerings_terms',
      sql`price > 0 AND reference_price > 0 AND lot_shares > 0 AND lots_offered > 0 AND min_lots > 0 AND max_lots >= min_lots AND max_lots <= lots_offered AND min_buy_amount >= 0 AND closes_at > opens_at`,
    ),
    check('block_offerings_cancel_reason_locale', knownLocale('cancel_reason_locale')),
  ],
);

export const blockApplications = pgTable(
  'block_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => blockOfferings.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    lots: integer('lots').notNull(),
    /** price × lots × lot shares, held at application (available → held). */
    amount: money('amount').notNull(),
    /** The Japan day applied on: one purchase per customer and day (a unique index). */
    appliedDay: text('applied_day').notNull(),
    entrySalt: text('entry_salt').notNull(),
    entryHash: text('entry_hash').notNull(),
    status: text('status', { enum: BLOCK_APPLICATION_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: BLOCK_REJECT_REASONS }),
    lotsFilled: integer('lots_filled').notNull().default(0),
    positionId: bigint('position_id', { mode: 'number' }).references(() => positions.id),
    appliedAt: at('applied_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    uniqueIndex('block_applications_one_per_offering').on(table.offeringId, table.customerId),
    uniqueIndex('block_applications_one_per_day').on(table.customerId, table.appliedDay),
    uniqueIndex('block_applications_client_key').on(table.customerId, table.clientKey),
    uniqueIndex('block_applications_entry_hash').on(table.entryHash),
    index('block_applications_customer_idx').on(table.customerId, table.id),
    check(
      'block_applications_lots',
      sql`lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0`,
    ),
    check('block_applications_status', sql`status IN (${sqlTextList(BLOCK_APPLICATION_STATUSES)})`),
  ],
);
