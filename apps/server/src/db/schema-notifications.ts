import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '@kabuto/contract';
import { customers } from './schema';

/**
 * The notifications inbox (ADR 0039): one row per notice to a customer, written in the same
 * transaction as the change it tells of, so it is kept even when the live event (at most once) is
 * lost. `params` holds the notice's ids only (never amounts or texts): the app builds the text
 * from `kind` and fetches details by id.
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The inbox pages newest first by id; the unread count reads the partial index.
    index('customer_notifications_customer_idx').on(table.customerId, table.id),
    index('customer_notifications_unread_idx')
      .on(table.customerId)
      .where(sql`read_at IS NULL`),
    check(
      'customer_notifications_kind',
      sql.raw(`kind IN (${NOTICE_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
