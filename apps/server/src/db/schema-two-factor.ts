import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './schema';

/**
 * Two-factor sign-in (docs/two-factor.md, ADR 0041): one row per customer who started or turned on
 * TOTP. The secret is sealed (AES-256-GCM, platform/secret-box.ts), never stored or answered in the
 * clear after enrollment; `enabled_at` is null while the enrollment waits for its first code.
 * `last_used_step` is the RFC 6238 time step of the last accepted code: a code at or below it is
 * refused, so a code works once.
 */
export const customerTwoFactor = pgTable('customer_two_factor', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id),
  secretSealed: text('secret_sealed').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Ten single-use recovery codes per customer with two-factor on; only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('two_factor_recovery_codes_customer_code').on(table.customerId, table.codeHash),
  ],
);

/**
 * A password login that still needs its second factor: a short-lived, single-use token (only its
 * SHA-256 kept), bound to the customer and to the device the password came from (the trusted-device
 * row it presented, if any, and the app's device id, if any). No session exists until a code
 * redeems it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    trustedDeviceId: bigint('trusted_device_id', { mode: 'number' }),
    appDeviceId: text('app_device_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('login_challenges_customer').on(table.customerId, table.createdAt)],
);
