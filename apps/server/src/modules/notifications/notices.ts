import { customerTopic, type Notice, type NoticeEvent } from '@kabuto/contract';
import type { Database, Queryable, Transaction } from '../../db/client';
import { customerNotifications } from '../../db/schema-notifications';
import type { EventBus } from '../../realtime/events';

/**
 * Notices to customers (ADR 0039): the inbox row is written inside the change's own transaction
 * (durable with it, gone with it on a rollback), and the live event goes out only after that
 * transaction committed (at most once; the app refetches on every reconnect).
 */

/** A notice written in a transaction, waiting for the commit to be announced. */
export type PendingNotice = { customerId: number; event: NoticeEvent };

/** The ids of a notice, as kept in `params` (everything but its kind). */
function paramsOf(notice: Notice): Record<string, unknown> {
  const { kind: _kind, ...params } = notice;
  return params;
}

/** Writes the inbox row in `tx`; answers the event to publish once `tx` has committed. */
export async function recordNotice(
  tx: Queryable,
  customerId: number,
  notice: Notice,
  at: Date,
): Promise<PendingNotice> {
  const [row] = await tx
    .insert(customerNotifications)
    .values({ customerId, kind: notice.kind, params: paramsOf(notice), createdAt: at })
    .returning({ id: customerNotifications.id });
  return { customerId, event: { ...notice, notificationId: row!.id } };
}

/**
 * Publishes notices whose transaction committed, each to its customer's topic only. Best effort:
 * the inbox already holds them, and a failed publish must not fail a change that is already made.
 */
export function announceNotices(
  events: EventBus | undefined,
  pending: readonly PendingNotice[],
): void {
  if (!events) return;
  for (const { customerId, event } of pending) {
    events.publish(customerTopic(customerId), event).catch(() => undefined);
  }
}

/** Collects the notices of one transaction attempt. */
export type NoticeCollector = {
  record(tx: Queryable, customerId: number, notice: Notice, at: Date): Promise<void>;
};

/**
 * Runs `work` in one transaction and announces the notices it recorded after the commit. A new
 * collector per attempt, so a rolled-back attempt announces nothing.
 */
export async function transactionWithNotices<T>(
  db: Database,
  events: EventBus | undefined,
  work: (tx: Transaction, notices: NoticeCollector) => Promise<T>,
): Promise<T> {
  let pending: PendingNotice[] = [];
  const result = await db.transaction(async (tx) => {
    pending = [];
    const collector: NoticeCollector = {
      async record(inner, customerId, notice, at) {
        pending.push(await recordNotice(inner, customerId, notice, at));
      },
    };
    return work(tx, collector);
  });
  announceNotices(events, pending);
  return result;
}
