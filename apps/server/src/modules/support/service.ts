import type { z } from 'zod';
import {
  customerTopic,
  SUPPORT_OPERATORS_TOPIC,
  SUPPORT_SENDS_PER_MINUTE,
  type RealtimeEvent,
  type SupportConversationView,
  type SupportMessage,
  type supportSendRequest,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { EventBus } from '../../realtime/events';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { ImageAnswer } from '../../platform/serve';
import { findUploadById, requireOwnedUpload, uploadAnswer } from '../../platform/uploads';
import { listSiteConfig } from '../site-config';
import { supportHoursAt } from './hours';
import {
  conversationOfCustomer,
  customerMessagesSince,
  imageMessage,
  insertMessage,
  latestMessages,
  markRead,
  openConversationFor,
  unreadFor,
  type MessageRow,
} from './repo';

export type SupportDeps = { db: Database; clock: Clock; events: EventBus; uploadDir: string };

/** A message as the customer sees it: support by its role, never an operator's name. */
export function customerView(row: MessageRow): SupportMessage {
  return {
    id: row.id,
    author: row.author,
    body: row.body,
    hasImage: row.uploadId !== null,
    at: row.createdAt.toISOString(),
  };
}

/**
 * Announces a change after its transaction committed. Delivery is best effort: the change is
 * already stored, and a client that missed the event sees it on its next fetch.
 */
export function announce(deps: SupportDeps, topics: string[], event: RealtimeEvent): void {
  for (const topic of topics) {
    deps.events.publish(topic, event).catch(() => undefined);
  }
}

const MINUTE_MS = 60_000;

/** The customer's side of the support chat: only ever their own conversation. */
export function supportService(deps: SupportDeps) {
  const { db, clock } = deps;

  async function conversation(customer: AuthenticatedCustomer): Promise<SupportConversationView> {
    const hours = supportHoursAt(await listSiteConfig(db), clock.now());
    const row = await conversationOfCustomer(db, customer.id);
    if (!row) return { status: null, messages: [], unread: 0, hours };
    const messages = await latestMessages(db, row.id);
    return { status: row.status, messages: messages.map(customerView), unread: await unreadFor(db, row), hours };
  }

  async function send(
    customer: AuthenticatedCustomer,
    body: z.output<typeof supportSendRequest>,
  ): Promise<SupportMessage> {
    if (body.body.length === 0 && body.uploadId === undefined) throw new AppError('support_message_empty');
    if (body.uploadId !== undefined) {
      await requireOwnedUpload(db, customer.id, body.uploadId, 'support_image');
    }
    const now = clock.now();
    let message: MessageRow;
    try {
      message = await db.transaction(async (tx) => {
        const row = await openConversationFor(tx, customer.id, body.locale, now);
        // The row is locked: this count sees every earlier message of this customer.
        const recent = await customerMessagesSince(tx, row.id, new Date(now.getTime() - MINUTE_MS));
        if (recent >= SUPPORT_SENDS_PER_MINUTE) throw new AppError('too_frequent');
        return insertMessage(tx, {
          conversationId: row.id,
          author: 'customer',
          body: body.body,
          uploadId: body.uploadId ?? null,
          createdAt: now,
        });
      });
    } catch (error) {
      // An image goes with one message only.
      if (isUniqueViolation(error, 'upload_id')) throw new AppError('upload_not_found');
      throw error;
    }
    announce(deps, [customerTopic(customer.id), SUPPORT_OPERATORS_TOPIC], {
      kind: 'support.message',
      conversationId: message.conversationId,
      messageId: message.id,
    });
    return customerView(message);
  }

  async function read(customer: AuthenticatedCustomer, upToId: number): Promise<null> {
    await markRead(db, customer.id, upToId);
    return null;
  }

  /** Another customer's message and a missing one answer the same. */
  async function image(customer: AuthenticatedCustomer, messageId: number): Promise<ImageAnswer> {
    const found = await imageMessage(db, messageId, customer.id);
    const upload = found ? await findUploadById(db, found.uploadId) : undefined;
    if (!upload) throw new AppError('upload_not_found');
    return uploadAnswer(deps.uploadDir, upload, `support-${messageId}`);
  }

  return { conversation, send, read, image };
}

export type SupportService = ReturnType<typeof supportService>;
