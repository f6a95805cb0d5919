import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './schema';

/** A customer's watchlist: one row per symbol (spec: watchlist entry = symbol). */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.symbol] })],
);

/** A customer's recent searches; searching the same words again moves them to the top. */
export const searchHistory = pgTable(
  'search_history',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.keyword] }),
    index('search_history_recent_idx').on(table.customerId, table.searchedAt),
  ],
);
