import { z } from 'zod';
import { CUSTOMER, customerEndpoint } from '../endpoint';
import { decimalField } from '../decimal-field';
import { localizedNames } from '../localized';
import { PRICE_ALERT_KINDS } from './alerts';
import { CLOSE_REASONS } from './trading';

/**
 * The notifications inbox (docs/realtime.md, ADR 0039): what changed on the customer's own
 * account, kept read and unread. A notice says WHAT changed (its kind and the ids of what changed),
 * never the content: the app builds its text from the kind and fetches details by id through the
 * API, with the customer's own rights. The same notice, with its notification id, is the live
 * event on the customer's socket topic, published after the change committed.
 */

const recordId = z.number().int().positive();

export const DEPOSIT_OUTCOMES = ['approved', 'rejected'] as const;
export const WITHDRAWAL_OUTCOMES = ['paid', 'rejected'] as const;
export const LOAN_OUTCOMES = ['approved', 'rejected'] as const;

/**
 * Every kind of notice, with its ids. `symbol` is the stock's code (an id); a notice about a stock
 * also carries the stock's names as they were when it was written (public market data, the same
 * for every customer), so the toast and the inbox name the stock without a lookup.
 */
export const notice = z.discriminatedUnion('kind', [
  /** A pending order (limit or pre-market) filled by the engine: the position is open. */
  z.object({
    kind: z.literal('order.filled'),
    positionId: recordId,
    symbol: z.string(),
    /** The stock's names when it filled (absent on notices kept from before they were written). */
    names: localizedNames.optional(),
  }),
  /**
   * The engine closed a position: its close order filled (`customer`), the margin level fell to
   * the maintenance level (`maintenance`), or a day trade ended with the session (`day_trade_end`).
   */
  z.object({
    kind: z.literal('position.closed'),
    positionId: recordId,
    symbol: z.string(),
    /** The stock's names when it closed (absent on notices kept from before they were written). */
    names: localizedNames.optional(),
    reason: z.enum(CLOSE_REASONS),
  }),
  z.object({
    kind: z.literal('deposit.reviewed'),
    depositId: recordId,
    outcome: z.enum(DEPOSIT_OUTCOMES),
  }),
  z.object({
    kind: z.literal('withdrawal.reviewed'),
    withdrawalId: recordId,
    outcome: z.enum(WITHDRAWAL_OUTCOMES),
  }),
  /** The IPO's draw: `allotted` when the application won at least one lot. */
  z.object({
    kind: z.literal('ipo.drawn'),
    offeringId: recordId,
    applicationId: recordId,
    /** The offering's code and names (absent on notices kept from before they were written). */
    symbol: z.string().optional(),
    names: localizedNames.optional(),
    allotted: z.boolean(),
  }),
  z.object({ kind: z.literal('loan.reviewed'), loanId: recordId, outcome: z.enum(LOAN_OUTCOMES) }),
  z.object({ kind: z.literal('support.reply'), conversationId: recordId, messageId: recordId }),
  /**
   * A price alert fired (ADR 0040). Unlike the other notices it carries its condition and the
   * price that fired it: the customer may delete the alert afterwards, and the inbox must still
   * say what fired. The price is market data (the same for everyone), the threshold the
   * customer's own setting; nothing of another customer.
   */
  z.object({
    kind: z.literal('price.alert'),
    alertId: recordId,
    symbol: z.string(),
    /** The stock's names when it fired (absent on notices kept from before they were written). */
    names: localizedNames.optional(),
    condition: z.enum(PRICE_ALERT_KINDS),
    threshold: decimalField(),
    price: decimalField(),
  }),
]);
export type Notice = z.infer<typeof notice>;
export type NoticeKind = Notice['kind'];
export const NOTICE_KINDS = [
  'order.filled',
  'position.closed',
  'deposit.reviewed',
  'withdrawal.reviewed',
  'ipo.drawn',
  'loan.reviewed',
  'support.reply',
  'price.alert',
] as const satisfies readonly NoticeKind[];

export const notificationItem = z.object({
  id: z.number().int(),
  notice,
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsListRequest = z.object({
  /** The previous page's `nextCursor`: items older than it. */
  cursor: z.number().int().positive().nullish(),
  limit: z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  unreadOnly: z.boolean().default(false),
});

const notificationId = z
  .number({ error: 'notification_not_found' })
  .int({ error: 'notification_not_found' })
  .positive({ error: 'notification_not_found' });

export const notificationsApi = {
  list: customerEndpoint({
    path: '/notifications/list',
    summary:
      "The customer's own notifications, newest first, keyset paged (pass nextCursor back as cursor)",
    request: notificationsListRequest,
    response: z.object({
      items: z.array(notificationItem),
      nextCursor: z.number().int().nullable(),
    }),
    access: CUSTOMER,
  }),
  unread: customerEndpoint({
    path: '/notifications/unread',
    summary: "How many of the customer's own notifications are unread",
    request: z.object({}).optional(),
    response: z.object({ count: z.number().int() }),
    access: CUSTOMER,
  }),
  read: customerEndpoint({
    path: '/notifications/read',
    summary: "Mark one of the customer's own notifications as read (another's answers not found)",
    request: z.object({ id: notificationId }),
    response: z.null(),
    access: CUSTOMER,
  }),
  readAll: customerEndpoint({
    path: '/notifications/readAll',
    summary:
      "Mark every one of the customer's own notifications as read; answers how many were unread",
    request: z.object({}).optional(),
    response: z.object({ marked: z.number().int() }),
    access: CUSTOMER,
  }),
};
