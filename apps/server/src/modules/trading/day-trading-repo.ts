import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { reasonWithLocale } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { operators } from '../../db/schema-operators';
import { dayTradingApplications } from '../../db/schema-trading';

export type DayTradingApplicationRow = typeof dayTradingApplications.$inferSelect;

export async function isDayTradingApproved(db: Queryable, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: dayTradingApplications.id })
    .from(dayTradingApplications)
    .where(
      and(
        eq(dayTradingApplications.customerId, customerId),
        eq(dayTradingApplications.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The customer's applications, newest first. */
export async function applicationsOf(
  db: Queryable,
  customerId: number,
): Promise<DayTradingApplicationRow[]> {
  return db
    .select()
    .from(dayTradingApplications)
    .where(eq(dayTradingApplications.customerId, customerId))
    .orderBy(desc(dayTradingApplications.id))
    .limit(20);
}

export async function lockApplication(db: Queryable, applicationId: number) {
  const [row] = await db
    .select()
    .from(dayTradingApplications)
    .where(eq(dayTradingApplications.id, applicationId))
    .for('update');
  return row;
}

/** The review queue: open applications oldest first (first come, first reviewed), decided ones newest first. */
export async function applicationQueue(
  db: Queryable,
  filter: {
    status: 'pending' | 'approved' | 'rejected';
    cursor?: number | null | undefined;
    limit: number;
  },
) {
  return db
    .select({
      application: dayTradingApplications,
      account: customers.account,
      reviewedBy: operators.username,
    })
    .from(dayTradingApplications)
    .innerJoin(customers, eq(customers.id, dayTradingApplications.customerId))
    .leftJoin(operators, eq(operators.id, dayTradingApplications.reviewedBy))
    .where(
      and(
        eq(dayTradingApplications.status, filter.status),
        filter.cursor
          ? filter.status === 'pending'
            ? gt(dayTradingApplications.id, filter.cursor)
            : lt(dayTradingApplications.id, filter.cursor)
          : undefined,
      ),
    )
    .orderBy(
      filter.status === 'pending'
        ? asc(dayTradingApplications.id)
        : desc(dayTradingApplications.id),
    )
    .limit(filter.limit);
}

export function toApplicationView(row: DayTradingApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewReason: reasonWithLocale(row.reviewReason, row.reviewReasonLocale),
  };
}
