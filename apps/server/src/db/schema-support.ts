import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedNames } from '@kabuto/contract';
import { customers } from './schema';
import { uploads } from './schema-kyc';
import { operators } from './schema-operators';
import { knownLocale, localeColumn } from './columns';

/** The support chat (docs/support.md, migration 0025). */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SUPPORT_CONVERSATION_STATUSES = ['open', 'closed'] as const;

/**
 * One conversation per customer: closing it ends a topic, the customer writing again reopens it,
 * so the history stays in one place for both sides.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: id(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => customers.id),
    status: text('status', { enum: SUPPORT_CONVERSATION_STATUSES }).notNull().default('open'),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'number' }).references(() => operators.id),
    /** The language the customer last wrote from: canned replies go out in it. */
    locale: localeColumn('locale').notNull().default('ja'),
    /** The last support message the customer has seen (unread counts). */
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: at('last_message_at').notNull(),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    check('support_conversations_status', sql`status IN ('open', 'closed')`),
    check('support_conversations_locale', knownLocale('locale')),
  ],
);

export const SUPPORT_MESSAGE_AUTHORS = ['customer', 'support'] as const;

/** Messages, append-only in practice: nobody edits or deletes what was said. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id),
    author: text('author', { enum: SUPPORT_MESSAGE_AUTHORS }).notNull(),
    /** The operator who wrote a support message (shown to operators, never to the customer). */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .unique()
      .references(() => uploads.id),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.id),
    check('support_messages_author', sql`author IN ('customer', 'support')`),
    check(
      'support_messages_content',
      sql`(length(body) > 0 OR upload_id IS NOT NULL) AND length(body) <= 2000`,
    ),
    check(
      'support_messages_operator',
      sql`(author = 'support') = (operator_id IS NOT NULL)`,
    ),
  ],
);

/** Canned replies, each in the three languages (ADR 0020): sent in the customer's. */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: id(),
  title: text('title').notNull(),
  texts: jsonb('texts').$type<LocalizedNames>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
