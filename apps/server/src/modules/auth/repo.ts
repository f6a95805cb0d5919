import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerRestrictions, customerSessions, customers, invitationCodes } from '../../db/schema';

/** A customer by account: never a copy pool's managed account (ADR 0029), which cannot sign in. */
export async function findCustomerByAccount(db: Queryable, account: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.account, account), eq(customers.kind, 'customer')))
    .limit(1);
  return row;
}

export async function findCustomerById(db: Queryable, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/** An invitation code is either a customer's own or one an operator issued and has not revoked. */
export async function resolveInvitationCode(
  db: Queryable,
  code: string,
): Promise<{ inviterCustomerId: number | null } | undefined> {
  const [inviter] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.invitationCode, code), eq(customers.kind, 'customer')))
    .limit(1);
  if (inviter) return { inviterCustomerId: inviter.id };
  const [issued] = await db
    .select({ code: invitationCodes.code })
    .from(invitationCodes)
    .where(and(eq(invitationCodes.code, code), isNull(invitationCodes.revokedAt)))
    .limit(1);
  return issued ? { inviterCustomerId: null } : undefined;
}

export async function activeRestrictionKinds(db: Queryable, customerId: number) {
  const rows = await db
    .select({ kind: customerRestrictions.kind })
    .from(customerRestrictions)
    .where(and(eq(customerRestrictions.customerId, customerId), isNull(customerRestrictions.liftedAt)));
  return rows.map((row) => row.kind);
}

export async function insertSession(
  db: Queryable,
  values: {
    customerId: number;
    tokenHash: string;
    expiresAt: Date;
    ipAddress: string;
    userAgent: string | null;
    deviceId: string | null;
  },
) {
  await db.insert(customerSessions).values(values);
}

export async function revokeSession(db: Queryable, sessionId: number, at: Date, reason: string) {
  await db
    .update(customerSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

export async function revokeAllSessions(db: Queryable, customerId: number, at: Date, reason: string) {
  await db
    .update(customerSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)));
}

export async function updatePasswordHash(db: Queryable, customerId: number, passwordHash: string, at: Date) {
  await db.update(customers).set({ passwordHash, passwordChangedAt: at }).where(eq(customers.id, customerId));
}

export async function updateFundPasswordHash(db: Queryable, customerId: number, fundPasswordHash: string) {
  await db.update(customers).set({ fundPasswordHash }).where(eq(customers.id, customerId));
}

export async function customerCount(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customers)
    .where(eq(customers.kind, 'customer'));
  return row?.count ?? 0;
}
