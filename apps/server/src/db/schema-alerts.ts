import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PRICE_ALERT_KINDS, PRICE_ALERT_STATUSES } from '@kabuto/contract';
import { decimalColumn } from './decimal-column';
import { customers } from './schema';

/**
 * Price alerts (docs/alerts.md, ADR 0040, migration 0030). `status` is the whole state that makes
 * an alert fire once per crossing: the evaluator fires only an `armed` alert, by one guarded
 * update (`... WHERE id = $1 AND status = 'armed'`) that sets it `fired` in the transaction that
 * writes the inbox notice; it is armed again only by the customer, and only while its condition is
 * not met, so its next firing is a new crossing.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    symbol: text('symbol').notNull(),
    kind: text('kind', { enum: PRICE_ALERT_KINDS }).notNull(),
    /** Yen for `above` and `below`; a percentage for `day_move`. */
    threshold: decimalColumn('threshold', { precision: 20, scale: 4 }).notNull(),
    status: text('status', { enum: PRICE_ALERT_STATUSES }).notNull().default('armed'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was last armed (created or enabled again). */
    armedAt: timestamp('armed_at', { withTimezone: true, mode: 'date' }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true, mode: 'date' }),
    firedPrice: decimalColumn('fired_price', { precision: 20, scale: 4 }),
  },
  (table) => [
    index('price_alerts_customer_idx').on(table.customerId, table.id),
    // The evaluator loads the armed ones (at start, on leadership, on every change).
    index('price_alerts_armed_idx')
      .on(table.symbol)
      .where(sql`status = 'armed'`),
    check('price_alerts_kind', sql`kind IN ('above', 'below', 'day_move')`),
    check('price_alerts_status', sql`status IN ('armed', 'fired')`),
    check('price_alerts_threshold_positive', sql`threshold > 0`),
    check('price_alerts_fired_together', sql`(fired_at IS NULL) = (fired_price IS NULL)`),
  ],
);
