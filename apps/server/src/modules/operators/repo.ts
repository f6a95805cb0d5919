import { and, desc, eq, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerRestrictions, customers } from '../../db/schema';
import {
  auditLog,
  operatorSessions,
  operators,
  type OperatorRole,
} from '../../db/schema-operators';

export async function findOperatorByUsername(db: Queryable, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row;
}

export async function findOperatorById(db: Queryable, operatorId: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId)).limit(1);
  return row;
}

export async function insertOperator(
  db: Queryable,
  values: { username: string; displayName: string; passwordHash: string; roles: OperatorRole[] },
) {
  await db.insert(operators).values(values).onConflictDoNothing({ target: operators.username });
}

export async function insertOperatorSession(
  db: Queryable,
  values: { operatorId: number; tokenHash: string; expiresAt: Date; ipAddress: string },
) {
  await db.insert(operatorSessions).values(values);
}

export async function revokeOperatorSession(db: Queryable, sessionId: number, at: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at })
    .where(eq(operatorSessions.id, sessionId));
}

export async function listAudit(
  db: Queryable,
  filter: {
    targetType?: string | undefined;
    targetId?: string | undefined;
    beforeId?: number | undefined;
    limit: number;
  },
) {
  return db
    .select({
      id: auditLog.id,
      operator: operators.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      reasonKey: auditLog.reasonKey,
      reasonParams: auditLog.reasonParams,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
        filter.beforeId ? lt(auditLog.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}

export async function searchCustomers(db: Queryable, query: string, limit: number) {
  return db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.kind, 'customer'),
        query ? ilike(customers.account, `%${query.replace(/[%_\\]/g, '')}%`) : undefined,
      ),
    )
    .orderBy(desc(customers.id))
    .limit(limit);
}

export async function activeRestrictionsByCustomer(db: Queryable, customerIds: number[]) {
  if (customerIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ customerId: customerRestrictions.customerId, kind: customerRestrictions.kind })
    .from(customerRestrictions)
    .where(
      and(
        inArray(customerRestrictions.customerId, customerIds),
        isNull(customerRestrictions.liftedAt),
      ),
    );
  const byCustomer = new Map<number, string[]>();
  for (const row of rows)
    byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row.kind]);
  return byCustomer;
}

export async function restrictionHistory(db: Queryable, customerId: number) {
  return db
    .select()
    .from(customerRestrictions)
    .where(eq(customerRestrictions.customerId, customerId))
    .orderBy(desc(customerRestrictions.createdAt), desc(customerRestrictions.id));
}

export async function countOperators(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(operators);
  return Number(row?.count ?? 0);
}
