import type { CustomerSession } from '@kabuto/contract';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerSessions } from '../../db/schema';

/** Why `signOutOthers` ended a session, as customer_sessions.revoked_reason records it. */
export const SIGNED_OUT_ELSEWHERE = 'signed_out_elsewhere';

/** The customer's sessions still in force at `now` (not revoked, not expired), newest first. */
export async function liveSessions(
  db: Queryable,
  customer: { id: number; sessionId: number },
  now: Date,
): Promise<CustomerSession[]> {
  const rows = await db
    .select({
      id: customerSessions.id,
      userAgent: customerSessions.userAgent,
      ipAddress: customerSessions.ipAddress,
      createdAt: customerSessions.createdAt,
      expiresAt: customerSessions.expiresAt,
    })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customer.id),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(customerSessions.id));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === customer.sessionId,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Ends every live session of the customer except the one asking. Takes effect at the next request
 * of each, in every process: revoking a row fires migration 0012's notice, which makes every
 * process's session cache forget the customer (platform/session-cache.ts), as a logout does.
 */
export async function revokeOtherSessions(
  db: Queryable,
  customer: { id: number; sessionId: number },
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(customerSessions)
    .set({ revokedAt: now, revokedReason: SIGNED_OUT_ELSEWHERE })
    .where(
      and(
        eq(customerSessions.customerId, customer.id),
        ne(customerSessions.id, customer.sessionId),
        isNull(customerSessions.revokedAt),
      ),
    )
    .returning({ id: customerSessions.id });
  return revoked.length;
}
