import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { operators } from '../../db/schema-operators';
import {
  supportCannedReplies,
  supportConversations,
  supportMessages,
} from '../../db/schema-support';

/** Queries of the support chat. Every customer-side query is scoped to the customer's own id. */

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

/** The conversation shown: the latest messages, oldest first. */
export const MESSAGES_SHOWN = 200;

export async function conversationOfCustomer(
  db: Queryable,
  customerId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.customerId, customerId))
    .limit(1);
  return row;
}

/**
 * The customer's conversation, created or reopened for a new message, locked until the
 * transaction ends: one customer's messages are written one at a time, so the per-minute count
 * that follows is exact.
 */
export async function openConversationFor(
  tx: Queryable,
  customerId: number,
  locale: Locale,
  at: Date,
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(supportConversations)
    .values({ customerId, locale, lastMessageAt: at, createdAt: at })
    .onConflictDoUpdate({
      target: supportConversations.customerId,
      set: { status: 'open', locale, lastMessageAt: at, closedAt: null },
    })
    .returning();
  if (!row) throw new Error('support conversation was not written');
  return row;
}

export async function lockConversation(
  tx: Queryable,
  conversationId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, conversationId))
    .for('update');
  return row;
}

export async function customerMessagesSince(
  tx: Queryable,
  conversationId: number,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, 'customer'),
        gt(supportMessages.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

export async function insertMessage(
  tx: Queryable,
  values: typeof supportMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message was not written');
  return row;
}

export type MessageWithOperator = MessageRow & { operatorName: string | null };

export async function latestMessages(
  db: Queryable,
  conversationId: number,
): Promise<MessageWithOperator[]> {
  const rows = await db
    .select({ message: supportMessages, operatorName: operators.username })
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map(({ message, operatorName }) => ({ ...message, operatorName }));
}

/** A message with an image, found only inside the given customer's conversation when one is given. */
export async function imageMessage(
  db: Queryable,
  messageId: number,
  customerId?: number,
): Promise<{ uploadId: number } | undefined> {
  const [row] = await db
    .select({ uploadId: supportMessages.uploadId })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportMessages.id, messageId),
        customerId === undefined ? undefined : eq(supportConversations.customerId, customerId),
      ),
    )
    .limit(1);
  return row?.uploadId ? { uploadId: row.uploadId } : undefined;
}

export async function markRead(db: Queryable, customerId: number, upToId: number): Promise<void> {
  // Never past the newest message of the conversation, never backwards.
  await db
    .update(supportConversations)
    .set({
      customerReadId: sql`GREATEST(${supportConversations.customerReadId}, LEAST(${upToId}::bigint,
        (SELECT COALESCE(MAX(m.id), 0) FROM support_messages m WHERE m.conversation_id = ${supportConversations.id})))`,
    })
    .where(eq(supportConversations.customerId, customerId));
}

export type InboxFilter = 'open' | 'mine' | 'unassigned' | 'closed';

export async function inboxConversations(db: Queryable, filter: InboxFilter, operatorId: number) {
  const where =
    filter === 'closed'
      ? eq(supportConversations.status, 'closed')
      : filter === 'mine'
        ? and(eq(supportConversations.status, 'open'), eq(supportConversations.assignedOperatorId, operatorId))
        : filter === 'unassigned'
          ? and(eq(supportConversations.status, 'open'), isNull(supportConversations.assignedOperatorId))
          : eq(supportConversations.status, 'open');
  return db
    .select({ conversation: supportConversations, account: customers.account, assignedTo: operators.username })
    .from(supportConversations)
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .leftJoin(operators, eq(operators.id, supportConversations.assignedOperatorId))
    .where(where)
    .orderBy(desc(supportConversations.lastMessageAt))
    .limit(100);
}

export async function conversationForDesk(db: Queryable, conversationId: number) {
  const [row] = await db
    .select({ conversation: supportConversations, account: customers.account, assignedTo: operators.username })
    .from(supportConversations)
    .innerJoin(customers, eq(customers.id, supportConversations.customerId))
    .leftJoin(operators, eq(operators.id, supportConversations.assignedOperatorId))
    .where(eq(supportConversations.id, conversationId))
    .limit(1);
  return row;
}

/** Each conversation's last message and its customer messages after the last support answer. */
export async function lastMessagesOf(db: Queryable, conversationIds: number[]) {
  if (conversationIds.length === 0) return new Map<number, { last: MessageRow; waiting: number }>();
  const last = await db
    .selectDistinctOn([supportMessages.conversationId])
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, conversationIds))
    .orderBy(asc(supportMessages.conversationId), desc(supportMessages.id));
  const waiting = await db
    .select({ conversationId: supportMessages.conversationId, count: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(
      and(
        inArray(supportMessages.conversationId, conversationIds),
        eq(supportMessages.author, 'customer'),
        sql`${supportMessages.id} > COALESCE((SELECT MAX(s.id) FROM support_messages s
              WHERE s.conversation_id = ${supportMessages.conversationId} AND s.author = 'support'), 0)`,
      ),
    )
    .groupBy(supportMessages.conversationId);
  const waitingById = new Map(waiting.map((row) => [row.conversationId, row.count]));
  return new Map(
    last.map((row) => [row.conversationId, { last: row, waiting: waitingById.get(row.conversationId) ?? 0 }]),
  );
}

export async function unreadFor(db: Queryable, conversation: ConversationRow): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversation.id),
        eq(supportMessages.author, 'support'),
        gt(supportMessages.id, conversation.customerReadId),
      ),
    );
  return row?.count ?? 0;
}

export async function cannedReplies(db: Queryable) {
  return db.select().from(supportCannedReplies).orderBy(asc(supportCannedReplies.id));
}

export async function cannedReply(db: Queryable, id: number) {
  const [row] = await db.select().from(supportCannedReplies).where(eq(supportCannedReplies.id, id)).limit(1);
  return row;
}
