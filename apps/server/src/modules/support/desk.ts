import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customerTopic,
  SUPPORT_OPERATORS_TOPIC,
  type SupportAdminConversation,
  type SupportCannedReply,
  type SupportInboxItem,
  type supportCannedSaveRequest,
  type supportReplyRequest,
} from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { supportCannedReplies, supportConversations } from '../../db/schema-support';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { ImageAnswer } from '../../platform/serve';
import { findUploadById, uploadAnswer } from '../../platform/uploads';
import {
  cannedReplies,
  cannedReply,
  conversationForDesk,
  imageMessage,
  inboxConversations,
  insertMessage,
  lastMessagesOf,
  latestMessages,
  lockConversation,
  type ConversationRow,
  type InboxFilter,
} from './repo';
import { transactionWithNotices, type NoticeCollector } from '../notifications';
import { announce, customerView, type SupportDeps } from './service';

type DeskRow = NonNullable<Awaited<ReturnType<typeof conversationForDesk>>>;

function inboxItem(row: DeskRow, last: { body: string; author: 'customer' | 'support'; at: Date } | undefined, waiting: number): SupportInboxItem {
  const { conversation } = row;
  return {
    conversationId: conversation.id,
    customerId: conversation.customerId,
    account: row.account,
    status: conversation.status,
    assignedTo: row.assignedTo,
    locale: conversation.locale,
    lastMessage: last?.body ?? '',
    lastAuthor: last?.author ?? 'customer',
    lastMessageAt: (last?.at ?? conversation.lastMessageAt).toISOString(),
    waiting,
  };
}

/**
 * The support desk (operators with the support role; admins pass every check). Every change is
 * audited in its transaction; the customer and the other operators hear of it over /api/ws.
 */
export function supportDesk(deps: SupportDeps) {
  const { db, clock } = deps;

  async function inbox(operator: AuthenticatedOperator, filter: InboxFilter): Promise<SupportInboxItem[]> {
    const rows = await inboxConversations(db, filter, operator.id);
    const lasts = await lastMessagesOf(db, rows.map((row) => row.conversation.id));
    const items = rows.map((row) => {
      const found = lasts.get(row.conversation.id);
      const last = found ? { body: found.last.body, author: found.last.author, at: found.last.createdAt } : undefined;
      return inboxItem(row, last, found?.waiting ?? 0);
    });
    // Open conversations waiting for an answer come first, the longest waiting first.
    if (filter !== 'closed') {
      items.sort((a, b) =>
        Number(b.waiting > 0) - Number(a.waiting > 0) ||
        (b.waiting > 0 ? a.lastMessageAt.localeCompare(b.lastMessageAt) : b.lastMessageAt.localeCompare(a.lastMessageAt)),
      );
    }
    return items;
  }

  async function conversation(conversationId: number): Promise<SupportAdminConversation> {
    const row = await conversationForDesk(db, conversationId);
    if (!row) throw new AppError('support_conversation_not_found');
    const messages = await latestMessages(db, conversationId);
    const last = messages.at(-1);
    let waiting = 0;
    for (let index = messages.length - 1; index >= 0 && messages[index]!.author === 'customer'; index -= 1) waiting += 1;
    return {
      ...inboxItem(row, last ? { body: last.body, author: last.author, at: last.createdAt } : undefined, waiting),
      messages: messages.map((message) => ({ ...customerView(message), operator: message.operatorName })),
    };
  }

  /** Locks the conversation, applies `change` with its audit entry, then tells everyone concerned. */
  async function act(
    conversationId: number,
    change: (
      tx: Queryable,
      row: ConversationRow,
      notices: NoticeCollector,
    ) => Promise<{ messageId?: number } | null>,
  ): Promise<SupportAdminConversation> {
    const outcome = await transactionWithNotices(db, deps.events, async (tx, notices) => {
      const row = await lockConversation(tx, conversationId);
      if (!row) throw new AppError('support_conversation_not_found');
      return { row, result: await change(tx, row, notices) };
    });
    if (outcome.result) {
      const { row, result } = outcome;
      const event = result.messageId
        ? { kind: 'support.message' as const, conversationId, messageId: result.messageId }
        : { kind: 'support.conversation' as const, conversationId };
      announce(deps, [customerTopic(row.customerId), SUPPORT_OPERATORS_TOPIC], event);
    }
    return conversation(conversationId);
  }

  function assign(operator: AuthenticatedOperator, conversationId: number, ipAddress: string) {
    return act(conversationId, async (tx, row) => {
      // Already mine: nothing changes, nothing to audit.
      if (row.assignedOperatorId === operator.id) return null;
      await tx
        .update(supportConversations)
        .set({ assignedOperatorId: operator.id })
        .where(eq(supportConversations.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'support.assign',
        targetType: 'support_conversation',
        targetId: row.id,
        customerId: row.customerId,
        reason: { key: 'support_assigned' },
        before: { assignedOperatorId: row.assignedOperatorId },
        after: { assignedOperatorId: operator.id },
        ipAddress,
      });
      return {};
    });
  }

  function reply(operator: AuthenticatedOperator, body: z.output<typeof supportReplyRequest>, ipAddress: string) {
    return act(body.conversationId, async (tx, row, notices) => {
      let text = body.body ?? '';
      if (body.cannedId !== undefined) {
        const canned = await cannedReply(tx, body.cannedId);
        if (!canned) throw new AppError('support_canned_not_found');
        // The customer reads it in the language they last wrote from.
        text = canned.texts[row.locale];
      }
      if (text.length === 0) throw new AppError('support_message_empty');
      const now = clock.now();
      const message = await insertMessage(tx, {
        conversationId: row.id,
        author: 'support',
        operatorId: operator.id,
        body: text,
        createdAt: now,
      });
      await tx
        .update(supportConversations)
        .set({
          status: 'open',
          closedAt: null,
          lastMessageAt: now,
          assignedOperatorId: row.assignedOperatorId ?? operator.id,
        })
        .where(eq(supportConversations.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'support.reply',
        targetType: 'support_conversation',
        targetId: row.id,
        customerId: row.customerId,
        reason: { key: 'support_replied' },
        before: { status: row.status },
        after: { messageId: message.id, cannedId: body.cannedId ?? null, locale: row.locale },
        ipAddress,
      });
      // The inbox keeps the reply (the chat's own `support.message` event drives the chat screen).
      const reply = { kind: 'support.reply', conversationId: row.id, messageId: message.id } as const;
      await notices.record(tx, row.customerId, reply, now);
      return { messageId: message.id };
    });
  }

  function close(operator: AuthenticatedOperator, conversationId: number, ipAddress: string) {
    return act(conversationId, async (tx, row) => {
      if (row.status === 'closed') throw new AppError('duplicate_operation');
      await tx
        .update(supportConversations)
        .set({ status: 'closed', closedAt: clock.now() })
        .where(eq(supportConversations.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'support.close',
        targetType: 'support_conversation',
        targetId: row.id,
        customerId: row.customerId,
        reason: { key: 'support_closed' },
        before: { status: row.status },
        after: { status: 'closed' },
        ipAddress,
      });
      return {};
    });
  }

  async function image(messageId: number): Promise<ImageAnswer> {
    const found = await imageMessage(db, messageId);
    const upload = found ? await findUploadById(db, found.uploadId) : undefined;
    if (!upload) throw new AppError('upload_not_found');
    return uploadAnswer(deps.uploadDir, upload, `support-${messageId}`);
  }

  async function canned(): Promise<SupportCannedReply[]> {
    return (await cannedReplies(db)).map(({ id, title, texts }) => ({ id, title, texts }));
  }

  async function saveCanned(
    operator: AuthenticatedOperator,
    body: z.output<typeof supportCannedSaveRequest>,
    ipAddress: string,
  ): Promise<SupportCannedReply> {
    return db.transaction(async (tx) => {
      const values = { title: body.title, texts: body.texts, updatedAt: clock.now() };
      const before = body.id === undefined ? undefined : await cannedReply(tx, body.id);
      if (body.id !== undefined && !before) throw new AppError('support_canned_not_found');
      const [row] = before
        ? await tx.update(supportCannedReplies).set(values).where(eq(supportCannedReplies.id, before.id)).returning()
        : await tx.insert(supportCannedReplies).values(values).returning();
      if (!row) throw new Error('canned reply was not written');
      await recordAudit(tx, {
        operatorId: operator.id,
        action: before ? 'support.canned_update' : 'support.canned_create',
        targetType: 'support_canned_reply',
        targetId: row.id,
        reason: body.reason,
        before: before ? { title: before.title, texts: before.texts } : null,
        after: { title: row.title, texts: row.texts },
        ipAddress,
      });
      return { id: row.id, title: row.title, texts: row.texts };
    });
  }

  return { inbox, conversation, assign, reply, close, image, canned, saveCanned };
}

export type SupportDesk = ReturnType<typeof supportDesk>;
