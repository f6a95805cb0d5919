import { z } from 'zod';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';
import { localeField, localizedTextInput } from '../localized';
import { LOCALES } from '../locale';
import { reasonField } from './admin';

/**
 * The support chat (docs/support.md): one conversation per customer, under /api/vue/support/ for
 * the customer and /api/admin/support/ for operators. New messages are announced over /api/ws
 * (topics `customer:<id>` and `operators:support`, docs/realtime.md); the announcement carries no
 * content, the apps fetch it here, with the caller's own rights.
 */

export const SUPPORT_MESSAGE_MAX = 2000;
/** Messages a customer may send per minute (counted in the database, so across processes). */
export const SUPPORT_SENDS_PER_MINUTE = 10;

const id = (error: 'support_conversation_not_found' | 'invalid_params') =>
  z.number({ error }).int({ error }).positive({ error });

const messageText = z
  .string({ error: 'invalid_params' })
  .trim()
  .max(SUPPORT_MESSAGE_MAX, { error: 'support_message_too_long' });

export const SUPPORT_AUTHORS = ['customer', 'support'] as const;
export const SUPPORT_STATUSES = ['open', 'closed'] as const;

/** One message. An operator is shown by role ("Support"), never by name, to the customer. */
export const supportMessage = z.object({
  id: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  body: z.string(),
  /** Set when the message carries an image: fetch it from the `image` endpoint with this id. */
  hasImage: z.boolean(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** The desk's hours now (site configuration, Japanese public holidays closed). */
export const supportHours = z.object({
  /** The configured schedule text ("1-5 09:00-18:00"), null when none is set. */
  schedule: z
    .object({ weekdays: z.array(z.number().int()), open: z.string(), close: z.string() })
    .nullable(),
  /** The free-text hours line of the site configuration. */
  note: z.string(),
  open: z.boolean(),
  /** When the desk opens next (ISO instant), when it is closed now. */
  nextOpenAt: z.string().nullable(),
  /** "We answer within N hours" (site configuration); null when none is set. */
  replyWithinHours: z.number().int().nullable(),
  contact: z.string(),
});
export type SupportHours = z.infer<typeof supportHours>;

export const supportConversationView = z.object({
  status: z.enum(SUPPORT_STATUSES).nullable(),
  messages: z.array(supportMessage),
  /** Support messages newer than what the customer has read. */
  unread: z.number().int(),
  hours: supportHours,
});
export type SupportConversationView = z.infer<typeof supportConversationView>;

export const supportSendRequest = z.object({
  body: messageText.default(''),
  /** An image uploaded first with purpose `support_image`. */
  uploadId: z.number().int().positive().optional(),
  /** The app's language now: canned replies are sent in it. */
  locale: localeField.default('ja'),
});

export const supportApi = {
  conversation: customerEndpoint({
    path: '/support/conversation',
    summary: "The customer's own support conversation (the latest 200 messages) and the desk's hours",
    request: z.object({}).optional(),
    response: supportConversationView,
    access: CUSTOMER,
  }),
  send: customerEndpoint({
    path: '/support/send',
    summary: 'Write to support: text and/or an image uploaded with purpose support_image',
    request: supportSendRequest,
    response: supportMessage,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  read: customerEndpoint({
    path: '/support/read',
    summary: 'Mark support messages up to this one as read',
    request: z.object({ upToId: id('invalid_params') }),
    response: z.null(),
    access: CUSTOMER,
  }),
  image: customerEndpoint({
    path: '/support/image',
    summary: "An image of the customer's own conversation; answers the image",
    request: z.object({ messageId: id('invalid_params') }),
    response: z.null(),
    access: CUSTOMER,
    answer: 'image',
  }),
};

export const SUPPORT_INBOX_FILTERS = ['open', 'mine', 'unassigned', 'closed'] as const;

export const supportInboxItem = z.object({
  conversationId: z.number().int(),
  customerId: z.number().int(),
  account: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assignedTo: z.string().nullable(),
  locale: z.enum(LOCALES),
  lastMessage: z.string(),
  lastAuthor: z.enum(SUPPORT_AUTHORS),
  lastMessageAt: z.string(),
  /** Customer messages after the last support answer. */
  waiting: z.number().int(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItem>;

/** The operator's view of a message names the operator who wrote it. */
export const supportAdminMessage = supportMessage.extend({ operator: z.string().nullable() });

export const supportAdminConversation = supportInboxItem.extend({
  messages: z.array(supportAdminMessage),
});
export type SupportAdminConversation = z.infer<typeof supportAdminConversation>;

export const supportCannedReply = z.object({
  id: z.number().int(),
  title: z.string(),
  texts: z.object({ ja: z.string(), 'zh-TW': z.string(), en: z.string() }),
});
export type SupportCannedReply = z.infer<typeof supportCannedReply>;

const conversationRef = z.object({ conversationId: id('support_conversation_not_found') });

export const supportReplyRequest = conversationRef.extend({
  body: messageText.optional(),
  /** A canned reply, sent in the customer's language (instead of `body`). */
  cannedId: z.number().int().positive().optional(),
});

/** A canned reply's title, which only operators read (its texts are `SUPPORT_MESSAGE_MAX` each). */
export const SUPPORT_CANNED_TITLE_MAX = 80;

export const supportCannedSaveRequest = z.object({
  /** Absent: a new canned reply. */
  id: z.number().int().positive().optional(),
  title: z
    .string()
    .trim()
    .min(1, { error: 'invalid_params' })
    .max(SUPPORT_CANNED_TITLE_MAX, { error: 'invalid_params' }),
  texts: localizedTextInput(SUPPORT_MESSAGE_MAX),
  reason: reasonField,
});

const SUPPORT_DESK = operators('support');

export const supportAdminApi = {
  inbox: operatorEndpoint({
    path: '/support/inbox',
    summary: 'Support conversations: open (waiting first), mine, unassigned or closed',
    request: z.object({ filter: z.enum(SUPPORT_INBOX_FILTERS, { error: 'invalid_params' }).default('open') }),
    response: z.array(supportInboxItem),
    access: SUPPORT_DESK,
  }),
  conversation: operatorEndpoint({
    path: '/support/conversation',
    summary: 'One support conversation with its messages and the customer account',
    request: conversationRef,
    response: supportAdminConversation,
    access: SUPPORT_DESK,
  }),
  image: operatorEndpoint({
    path: '/support/image',
    summary: 'An image of a support conversation; answers the image',
    request: z.object({ messageId: id('invalid_params') }),
    response: z.null(),
    access: SUPPORT_DESK,
    answer: 'image',
  }),
  assign: operatorEndpoint({
    path: '/support/assign',
    summary: 'Take a conversation (assigned to the calling operator; audited)',
    request: conversationRef,
    response: supportAdminConversation,
    access: SUPPORT_DESK,
    idempotency: 'optional',
  }),
  reply: operatorEndpoint({
    path: '/support/reply',
    summary: "Answer: text, or a canned reply in the customer's language (audited; reopens a closed one)",
    request: supportReplyRequest,
    response: supportAdminConversation,
    access: SUPPORT_DESK,
    idempotency: 'optional',
  }),
  close: operatorEndpoint({
    path: '/support/close',
    summary: 'Close a conversation (audited); the customer writing again reopens it',
    request: conversationRef,
    response: supportAdminConversation,
    access: SUPPORT_DESK,
    idempotency: 'optional',
  }),
  canned: operatorEndpoint({
    path: '/support/canned',
    summary: 'Canned replies, each in the three languages',
    request: z.object({}).optional(),
    response: z.array(supportCannedReply),
    access: SUPPORT_DESK,
  }),
  saveCanned: operatorEndpoint({
    path: '/support/saveCanned',
    summary: 'Add or change a canned reply, in every language (audited)',
    request: supportCannedSaveRequest,
    response: supportCannedReply,
    access: SUPPORT_DESK,
    idempotency: 'optional',
  }),
};
