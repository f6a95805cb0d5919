import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { decimalColumn } from './decimal-column';
import { knownLocale, localeColumn, sqlTextList } from './columns';

/**
 * int8 ids come back as strings from pg and as numbers from PGlite; mode 'number' makes drizzle
 * return numbers on both. Ids stay far below 2^53.
 */
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const CUSTOMER_KINDS = ['customer', 'pool'] as const;

export const customers = pgTable(
  'customers',
  {
    id: id(),
    /** The ten-digit phone number the customer registered with; it is also their phone number. */
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    /** The customer's own code, which friends register with. */
    invitationCode: text('invitation_code').notNull().unique(),
    invitedByCustomerId: bigint('invited_by_customer_id', { mode: 'number' }),
    /** The code used at registration, whether a customer's or an operator-issued one. */
    registeredWithCode: text('registered_with_code').notNull(),
    verificationStatus: text('verification_status', {
      enum: ['unverified', 'pending', 'verified', 'rejected'],
    })
      .notNull()
      .default('unverified'),
    avatarPath: text('avatar_path'),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /**
     * `customer`, or `pool`: a copy-trading pool's managed trading account (ADR 0029), owned by its
     * product, which never signs in and is never listed as a customer.
     */
    kind: text('kind', { enum: CUSTOMER_KINDS }).notNull().default('customer'),
  },
  () => [check('customers_kind_known', sql`kind IN (${sqlTextList(CUSTOMER_KINDS)})`)],
);

/** Sessions are opaque random tokens; only their SHA-256 is stored. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The app's device id (platform/device-id.ts): a random UUID, lower case; null when none came. */
    deviceId: text('device_id'),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId)],
);

/**
 * Account states of spec section 6. A row is one restriction with the reason it was set; lifting
 * it stamps `lifted_at`, so the history stays. Only rows with `lifted_at IS NULL` are in force.
 */
export const customerRestrictions = pgTable(
  'customer_restrictions',
  {
    id: id(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: text('kind', {
      enum: ['frozen', 'login_banned', 'disabled', 'withdraw_barred', 'trade_barred'],
    }).notNull(),
    /** Shown to the customer (the withdraw screen, the order ticket). */
    reason: text('reason').notNull(),
    /** The language the reason is written in (null: not recorded). */
    reasonLocale: localeColumn('reason_locale'),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftReason: text('lift_reason'),
  },
  (table) => [
    index('customer_restrictions_customer_idx').on(table.customerId),
    uniqueIndex('customer_restrictions_active_kind_idx')
      .on(table.customerId, table.kind)
      .where(sql`lifted_at IS NULL`),
    check('customer_restrictions_reason_locale_known', knownLocale('reason_locale')),
  ],
);

/** Invitation codes issued by operators (for example the seeded `KABUTO`), beside customers' own. */
export const invitationCodes = pgTable('invitation_codes', {
  code: text('code').primaryKey(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

/** Site configuration (spec section 7, call 1): name/value pairs operators can edit. */
export const siteConfig = pgTable('site_config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The first answer to each idempotency key, per caller scope, so a retry returns it again.
 * `response` is null while the first request is still being handled.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * Fixed-window counters for caps, such as a customer's uploads per day (platform/uploads.ts).
 * `failures` is the count in the window (the name is historical: it first counted failed logins).
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/* ------------------------------------------------------------------------------------------------
 * Ledger (docs/ledger.md). Double entry: every movement of money is one journal entry whose postings
 * sum to zero per currency. Amounts are signed, credit-positive: a customer's money shows as a
 * positive balance on their account, and the house's side of it as a negative one (cash the house
 * holds at its bank sits on `bank_clearing` as a negative balance). Nothing here is ever updated or
 * deleted except the cached `balance`, which only `ledger/post.ts` changes, in the same statement
 * that writes the postings.
 * --------------------------------------------------------------------------------------------- */

/** A customer's wallet is split by purpose; each (customer, currency, purpose) is one account. */
export const CUSTOMER_ACCOUNT_PURPOSES = ['available', 'held', 'margin', 'loan'] as const;
/** Customer purposes whose balance can never be below zero (the DB refuses it as well). */
export const NON_NEGATIVE_CUSTOMER_PURPOSES = ['available', 'held', 'margin'] as const;
/** The house's accounts, one per (currency, purpose). */
export const HOUSE_ACCOUNT_PURPOSES = [
  'bank_clearing',
  'fee_revenue',
  'stamp_duty_payable',
  'trading_counterparty',
  'fx',
  'referral_rewards',
  'loans_receivable',
  'loan_interest_income',
] as const;

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    ownerKind: text('owner_kind', { enum: ['customer', 'house'] }).notNull(),
    /** Set for customer accounts, null for house accounts. */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    currency: text('currency').notNull(),
    purpose: text('purpose', {
      enum: [...CUSTOMER_ACCOUNT_PURPOSES, ...HOUSE_ACCOUNT_PURPOSES],
    }).notNull(),
    /**
     * A house account may be split into shards (docs/ledger.md, "House shards"): busy flows post
     * to the shard of their customer, so concurrent orders do not queue on one row. A customer's
     * account is always shard 0. The house's balance for a purpose is the sum of its shards.
     */
    shard: smallint('shard').notNull().default(0),
    /** Cached sum of this account's postings; `runLedgerCheck` proves it. */
    balance: decimalColumn('balance', { precision: 38, scale: 8 })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (table) => [
    // unique (owner, customer, currency, purpose), as two partial indexes because customer_id is
    // null for the house (and a plain unique index treats nulls as distinct).
    uniqueIndex('ledger_accounts_customer_key')
      .on(table.customerId, table.currency, table.purpose)
      .where(sql`owner_kind = 'customer'`),
    uniqueIndex('ledger_accounts_house_shard_key')
      .on(table.currency, table.purpose, table.shard)
      .where(sql`owner_kind = 'house'`),
    // The account's kind (owner, purpose, currency, shard) is checked by the trigger
    // ledger_accounts_kind (migration 0032) on insert and on a change of those columns only: as
    // CHECK constraints PostgreSQL read them back from text at every balance update, a tenth of a
    // posting's cost (bench/README, issue 12). ledger/account-kind.test.ts holds its lists equal
    // to CURRENCY_CODES (@kabuto/contract) and the purposes here.
    // Lets postings reference (account, currency), so a posting can never be in another currency.
    unique('ledger_accounts_id_currency_key').on(table.id, table.currency),
    // Last line of defence behind the guarded update in ledger/post.ts: a customer's own money is
    // never below zero, and a loan account (what the customer owes, as a negative) never above it.
    check(
      'ledger_accounts_customer_balance_side',
      sql`owner_kind <> 'customer'
        OR (purpose IN (${sqlTextList(NON_NEGATIVE_CUSTOMER_PURPOSES)}) AND balance >= 0)
        OR (purpose = 'loan' AND balance <= 0)`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    /** What kind of movement: deposit, withdrawal_hold, exchange, trade_fee, correction, ... */
    type: text('type').notNull(),
    /** Why, in words an operator and the customer's fund records can show. */
    reason: text('reason').notNull(),
    /** The business record this entry pays for (a deposit, a withdrawal, an order), if any. */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A correction names the entry it corrects; entries themselves are never changed. */
    correctsEntryId: bigint('corrects_entry_id', { mode: 'number' }).references(
      (): AnyPgColumn => journalEntries.id,
    ),
    createdAt: createdAt(),
  },
  (table) => [
    index('journal_entries_reference_idx').on(table.referenceType, table.referenceId),
    index('journal_entries_corrects_idx')
      .on(table.correctsEntryId)
      .where(sql`corrects_entry_id IS NOT NULL`),
    check('journal_entries_type_format', sql`type ~ '^[a-z][a-z0-9_]{0,63}$'`),
    check('journal_entries_reason_present', sql`length(btrim(reason)) > 0`),
    check('journal_entries_reference_pair', sql`(reference_type IS NULL) = (reference_id IS NULL)`),
    check(
      'journal_entries_not_self_correcting',
      sql`corrects_entry_id IS NULL OR corrects_entry_id <> id`,
    ),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: id(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Signed, credit-positive: positive adds to the account's balance, negative takes from it. */
    amount: decimalColumn('amount', { precision: 38, scale: 8 }).notNull(),
  },
  (table) => [
    index('postings_account_idx').on(table.accountId, table.id),
    index('postings_entry_idx').on(table.entryId),
    foreignKey({
      name: 'postings_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    check('postings_amount_nonzero', sql`amount <> 0`),
  ],
);
