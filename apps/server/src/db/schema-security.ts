import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts at a secret (login password, fund password, operator password), one row per throttle
 * key (platform/secret-throttle.ts, docs/security.md). An attempt is counted here BEFORE the
 * secret is checked, by one guarded statement that refuses it while `next_allowed_at` is in the
 * future; a right answer deletes the row. Shared by every server process through the database.
 */
export const secretAttempts = pgTable('secret_attempts', {
  key: text('key').primaryKey(),
  /** Attempts since the last right answer, or since the count was last forgotten. */
  attempts: integer('attempts').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The back-off: no attempt at this key is checked before this instant. */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Devices that have signed in successfully (an HttpOnly cookie holds the token; only its SHA-256
 * is stored). A login attempt from a trusted device is throttled on its own, not on the account's
 * shared counter, so a stranger's guesses cannot lock the owner out (docs/security.md).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'customer' or 'operator'. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When this device last passed a second factor (docs/two-factor.md). A customer with two-factor
     * on skips the code only on a device that passed one since it was turned on.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('trusted_devices_subject').on(table.subjectKind, table.subjectId, table.lastUsedAt),
  ],
);
