import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { notice, type NotificationItem, type notificationsListRequest } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { customerNotifications } from '../../db/schema-notifications';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';

type Row = typeof customerNotifications.$inferSelect;

/** The stored kind and ids, back as the contract's notice (checked, so a bad row fails loudly). */
function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    notice: notice.parse({ ...row.params, kind: row.kind }),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The customer's own inbox: every query is scoped by the session's customer id, never the request's. */
export function notificationsService({ db, clock }: { db: Database; clock: Clock }) {
  const mine = (customer: AuthenticatedCustomer) =>
    eq(customerNotifications.customerId, customer.id);

  async function list(
    customer: AuthenticatedCustomer,
    body: z.output<typeof notificationsListRequest>,
  ) {
    const rows = await db
      .select()
      .from(customerNotifications)
      .where(
        and(
          mine(customer),
          body.cursor ? lt(customerNotifications.id, body.cursor) : undefined,
          body.unreadOnly ? isNull(customerNotifications.readAt) : undefined,
        ),
      )
      .orderBy(desc(customerNotifications.id))
      .limit(body.limit + 1);
    const page = rows.slice(0, body.limit);
    return {
      items: page.map(toItem),
      nextCursor: rows.length > body.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  async function unread(customer: AuthenticatedCustomer) {
    const [row] = await db
      .select({ count: count() })
      .from(customerNotifications)
      .where(and(mine(customer), isNull(customerNotifications.readAt)));
    return { count: row?.count ?? 0 };
  }

  /** Another customer's notification and a missing one answer the same. Read twice: no change. */
  async function read(customer: AuthenticatedCustomer, id: number): Promise<null> {
    const found = await db
      .select({ id: customerNotifications.id })
      .from(customerNotifications)
      .where(and(mine(customer), eq(customerNotifications.id, id)));
    if (found.length === 0) throw new AppError('notification_not_found');
    await db
      .update(customerNotifications)
      .set({ readAt: clock.now() })
      .where(
        and(mine(customer), eq(customerNotifications.id, id), isNull(customerNotifications.readAt)),
      );
    return null;
  }

  async function readAll(customer: AuthenticatedCustomer) {
    const marked = await db
      .update(customerNotifications)
      .set({ readAt: clock.now() })
      .where(and(mine(customer), isNull(customerNotifications.readAt)))
      .returning({ id: customerNotifications.id });
    return { marked: marked.length };
  }

  return { list, unread, read, readAll };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
