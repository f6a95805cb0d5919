import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLE_KEYS, type AuditReasonKey, type OperatorRole } from '@kabuto/contract';

/** The roles are declared once, in the contract, with the endpoints that require them. */
export const OPERATOR_ROLES = OPERATOR_ROLE_KEYS;
export type { OperatorRole };

/** Back-office staff. They never share tables, sessions or tokens with customers. */
export const operators = pgTable('operators', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ipAddress: text('ip_address'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * Every operator action: who, when, what, why, before and after. Append-only: a trigger in the
 * migration refuses UPDATE and DELETE, for operators and for the application alike.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the operator wrote; empty when the server wrote the reason (`reasonKey`). */
    reason: text('reason').notNull(),
    /** A reason the server writes itself: a catalogue key the console shows in its language. */
    reasonKey: text('reason_key').$type<AuditReasonKey>(),
    reasonParams: jsonb('reason_params').$type<Record<string, string>>(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    /**
     * The customer whose account the action touched (docs/activity.md): the customer's own activity
     * list reads it. Set by recordAudit for every customer-owned target; null for the house's own
     * settings and offerings. Not a foreign key: the log outlives whatever it names.
     */
    customerId: bigint('customer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_created_idx').on(table.createdAt),
    // The customer's activity list, newest first, keyset paged by id.
    index('audit_log_customer_idx').on(table.customerId, table.id),
  ],
);
