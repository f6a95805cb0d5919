import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * int8 ids come back as strings from pg and as numbers from PGlite; mode 'number' makes drizzle
 * return numbers on both. Ids stay far below 2^53.
 */
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const customers = pgTable('customers', {
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
});

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
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftReason: text('lift_reason'),
  },
  (table) => [
    index('customer_restrictions_customer_idx').on(table.customerId),
    uniqueIndex('customer_restrictions_active_kind_idx')
      .on(table.customerId, table.kind)
      .where(sql`lifted_at IS NULL`),
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

/** Failure counters for login throttling, per account and per address, in fixed windows. */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});
