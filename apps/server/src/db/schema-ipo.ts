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
import { positions } from './schema-trading';
import {
  at,
  everyLanguage,
  knownLocale,
  localeColumn,
  localizedText,
  money,
  price,
  sqlTextList,
} from './columns';

/*
 * New-share subscriptions (docs/ipo.md): the offerings operators publish, the customers'
 * applications with their held money and draw receipts, and the changes made to an offering after
 * it was published (every applicant sees them). Money lives only in the ledger; every entry an
 * application causes names it (reference_type 'ipo_application').
 */

/** An offering's life: a draft is edited freely; published, it is locked (changes need a reason). */
export const IPO_OFFERING_STATUS_VALUES = ['draft', 'published', 'drawn', 'cancelled'] as const;

export const ipoOfferings = pgTable(
  'ipo_offerings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The code the stock will list under (not a listed code when the offering is created). */
    symbol: text('symbol').notNull(),
    names: localizedText('names').notNull(),
    sector: localizedText('sector').notNull(),
    status: text('status', { enum: IPO_OFFERING_STATUS_VALUES }).notNull().default('draft'),
    /** The book-building range; the final price, set before the draw, lies inside it. */
    priceLow: price('price_low').notNull(),
    priceHigh: price('price_high').notNull(),
    finalPrice: price('final_price'),
    /** Lots offered to Kabuto's customers, the most one application may ask for, shares per lot. */
    lotsOffered: integer('lots_offered').notNull(),
    maxLotsPerApplication: integer('max_lots_per_application').notNull(),
    lotShares: integer('lot_shares').notNull(),
    subscriptionOpensAt: at('subscription_opens_at').notNull(),
    subscriptionClosesAt: at('subscription_closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    purchaseDeadlineAt: at('purchase_deadline_at').notNull(),
    /** Japan date, YYYY-MM-DD. */
    listingDate: text('listing_date').notNull(),
    /**
     * The draw's secret seed (hex), drawn at publication; only its SHA-256 (`commitment`) is shown
     * until the draw, when the document reveals it (docs/lottery.md).
     */
    seed: text('seed'),
    commitment: text('commitment'),
    /** The published draw document (format kabuto-draw/1), written by the draw. */
    drawDocument: jsonb('draw_document'),
    drawnAt: at('drawn_at'),
    /** Lapsed wins are offered on once: set when the purchase deadline's job has run. */
    lapsesSettledAt: at('lapses_settled_at'),
    /** Set when the listing job turned the paid allotments into positions (docs/ipo.md, "Listing"). */
    listedAt: at('listed_at'),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ipo_offerings_symbol_key')
      .on(table.symbol)
      .where(sql`status <> 'cancelled'`),
    index('ipo_offerings_due_idx').on(table.status, table.drawAt),
    check('ipo_offerings_names', everyLanguage('names')),
    check('ipo_offerings_sector', everyLanguage('sector')),
    check('ipo_offerings_symbol_format', sql`symbol ~ '^[0-9]{4}$'`),
    check(
      'ipo_offerings_prices',
      sql`price_low > 0 AND price_high >= price_low AND (final_price IS NULL OR (final_price >= price_low AND final_price <= price_high))`,
    ),
    check(
      'ipo_offerings_lots',
      sql`lots_offered > 0 AND max_lots_per_application > 0 AND lot_shares > 0`,
    ),
    check(
      'ipo_offerings_schedule',
      sql`subscription_opens_at < subscription_closes_at AND subscription_closes_at <= draw_at AND draw_at < purchase_deadline_at`,
    ),
    check('ipo_offerings_listing_date', sql`listing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check(
      'ipo_offerings_seed_when_published',
      sql`status = 'draft' OR status = 'cancelled' OR (seed IS NOT NULL AND commitment IS NOT NULL)`,
    ),
    check('ipo_offerings_status', sql`status IN (${sqlTextList(IPO_OFFERING_STATUS_VALUES)})`),
    check(
      'ipo_offerings_listed_after_draw',
      sql`listed_at IS NULL OR (status = 'drawn' AND lapses_settled_at IS NOT NULL)`,
    ),
  ],
);

export const IPO_APPLICATION_STATUS_VALUES = [
  'awaiting_draw',
  'not_won',
  'pending_payment',
  'paid',
  'lapsed',
  'withdrawn',
] as const;

export const ipoApplications = pgTable(
  'ipo_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => ipoOfferings.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** The customer's idempotency key, and a digest of what was asked with it. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    lots: integer('lots').notNull(),
    autoPurchase: boolean('auto_purchase').notNull(),
    /** Set aside at application: lots × lot shares × the top of the range (available → held). */
    heldAmount: money('held_amount').notNull(),
    /** The pseudonymous entry in the draw: sha256 of the offering, the application and a secret salt. */
    entrySalt: text('entry_salt').notNull(),
    entryHash: text('entry_hash').notNull(),
    status: text('status', { enum: IPO_APPLICATION_STATUS_VALUES })
      .notNull()
      .default('awaiting_draw'),
    lotsWon: integer('lots_won').notNull().default(0),
    /** What the shares won cost at the final price (what was, or is to be, paid). */
    cost: money('cost'),
    paidAmount: money('paid_amount'),
    /** Held money given back (the whole hold on a miss, what the final price left over on a win). */
    releasedAmount: money('released_amount')
      .notNull()
      .default(sql`0`),
    /** Won from another entry's lapsed win (offered on in the draw order). */
    fromLapse: boolean('from_lapse').notNull().default(false),
    appliedAt: at('applied_at').notNull(),
    drawnAt: at('drawn_at'),
    paidAt: at('paid_at'),
    lapsedAt: at('lapsed_at'),
    /** The position the paid shares became on the listing date. */
    positionId: bigint('position_id', { mode: 'number' }).references(() => positions.id),
  },
  (table) => [
    uniqueIndex('ipo_applications_one_per_customer').on(table.offeringId, table.customerId),
    uniqueIndex('ipo_applications_client_key').on(table.customerId, table.clientKey),
    uniqueIndex('ipo_applications_entry_hash').on(table.entryHash),
    index('ipo_applications_customer_idx').on(table.customerId, table.id),
    check('ipo_applications_lots', sql`lots > 0 AND lots_won >= 0 AND lots_won <= lots`),
    check('ipo_applications_held', sql`held_amount > 0`),
    check('ipo_applications_position_when_paid', sql`position_id IS NULL OR status = 'paid'`),
    uniqueIndex('ipo_applications_position_key').on(table.positionId),
    check(
      'ipo_applications_status',
      sql`status IN (${sqlTextList(IPO_APPLICATION_STATUS_VALUES)})`,
    ),
  ],
);

/**
 * A change to a published offering (schedule, lots, price range, final price): what changed, the
 * operator's reason in their language, and when. Applicants see them on the offering.
 */
export const ipoOfferingChanges = pgTable(
  'ipo_offering_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => ipoOfferings.id),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    /** The fields changed: { field: { before, after } }. */
    changes: jsonb('changes').notNull(),
    reason: text('reason').notNull(),
    reasonLocale: localeColumn('reason_locale'),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [
    index('ipo_offering_changes_offering_idx').on(table.offeringId, table.id),
    check('ipo_offering_changes_reason_locale', knownLocale('reason_locale')),
  ],
);
