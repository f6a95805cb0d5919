import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';
import { CURRENCY_CODES } from '@kabuto/contract';
import { at, money, sqlTextList } from './columns';

/*
 * Proof of liabilities (docs/liabilities.md, ADR 0038): once a day the job reads every customer's
 * balances from the ledger, builds the Merkle sum tree (packages/liabilities) and keeps the root,
 * the totals and the leaves, so any customer's proof for that day can be rebuilt later however
 * balances have moved since. Rows are written once, in one transaction, and never changed.
 */

/** The secret the leaves' salts and order derive from (one row, made at random on first use). */
export const liabilityKeys = pgTable(
  'liability_keys',
  {
    id: integer('id').primaryKey(),
    /** 32 random bytes as hex; never leaves the server (a proof carries only its own salt). */
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull(),
  },
  () => [check('liability_keys_one_row', sql`id = 1`)],
);

/** One publication per day (Japan); the day is the key, so a second run finds it made. */
export const liabilityPublications = pgTable(
  'liability_publications',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** When the balances were read (one statement: one snapshot of the ledger). */
    takenAt: at('taken_at').notNull(),
    /** The tree's currencies in order (every leaf and node has one sum per currency). */
    currencies: text('currencies').array().notNull(),
    leafCount: integer('leaf_count').notNull(),
    rootHash: text('root_hash').notNull(),
  },
  () => [
    check('liability_publications_root_hex', sql`root_hash ~ '^[0-9a-f]{64}$'`),
    check('liability_publications_leaves', sql`leaf_count > 0`),
  ],
);

/**
 * Per day and currency: what Kabuto owed its customers (the root's sum) and, beside it, the money
 * at the house's bank by the ledger (minus `bank_clearing`; the ledger has no separate segregated
 * account, docs/liabilities.md).
 */
export const liabilityTotals = pgTable(
  'liability_totals',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => liabilityPublications.day),
    currency: text('currency').notNull(),
    owed: money('owed').notNull(),
    bank: money('bank').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.currency] }),
    check('liability_totals_owed_not_negative', sql`owed >= 0`),
    check('liability_totals_currency_known', sql`currency IN (${sqlTextList(CURRENCY_CODES)})`),
  ],
);

/** A leaf's place in the day's tree: which customer (the order is a secret shuffle per day). */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => liabilityPublications.day),
    position: integer('position').notNull(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.position] }),
    unique('liability_leaves_customer_key').on(table.day, table.customerId),
  ],
);

/** A leaf's balances that are not zero (a currency without a row is zero). */
export const liabilityLeafBalances = pgTable(
  'liability_leaf_balances',
  {
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.position, table.currency] }),
    foreignKey({
      name: 'liability_leaf_balances_leaf_fk',
      columns: [table.day, table.position],
      foreignColumns: [liabilityLeaves.day, liabilityLeaves.position],
    }),
    check('liability_leaf_balances_positive', sql`amount > 0`),
    check(
      'liability_leaf_balances_currency_known',
      sql`currency IN (${sqlTextList(CURRENCY_CODES)})`,
    ),
  ],
);
