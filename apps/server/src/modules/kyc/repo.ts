import { and, asc, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { identityVerifications } from '../../db/schema-kyc';
import { operators } from '../../db/schema-operators';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type CustomerVerificationStatus = (typeof customers.$inferSelect)['verificationStatus'];

/** Locks the customer row: one verification change per customer at a time. */
export async function lockCustomerVerificationStatus(db: Queryable, customerId: number) {
  const [row] = await db
    .select({ status: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row?.status;
}

export async function customerVerificationStatus(db: Queryable, customerId: number) {
  const [row] = await db
    .select({ status: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.status;
}

export async function setCustomerVerificationStatus(
  db: Queryable,
  customerId: number,
  status: CustomerVerificationStatus,
) {
  await db
    .update(customers)
    .set({ verificationStatus: status })
    .where(eq(customers.id, customerId));
}

export async function insertVerification(
  db: Queryable,
  values: typeof identityVerifications.$inferInsert,
) {
  const [row] = await db.insert(identityVerifications).values(values).returning();
  if (!row) throw new Error('verification row was not written');
  return row;
}

export async function latestVerification(
  db: Queryable,
  customerId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.customerId, customerId))
    .orderBy(desc(identityVerifications.id))
    .limit(1);
  return row;
}

/** The customer's verified submission (there is at most one): the names bank cards must match. */
export async function verifiedVerification(
  db: Queryable,
  customerId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.customerId, customerId),
        eq(identityVerifications.status, 'verified'),
      ),
    )
    .limit(1);
  return row;
}

export async function lockVerification(
  db: Queryable,
  verificationId: number,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.id, verificationId))
    .for('update');
  return row;
}

export async function findVerification(db: Queryable, verificationId: number) {
  const [row] = await db
    .select({
      verification: identityVerifications,
      account: customers.account,
      reviewer: operators.username,
    })
    .from(identityVerifications)
    .innerJoin(customers, eq(customers.id, identityVerifications.customerId))
    .leftJoin(operators, eq(operators.id, identityVerifications.reviewedByOperatorId))
    .where(eq(identityVerifications.id, verificationId))
    .limit(1);
  return row;
}

export async function updateDecision(
  db: Queryable,
  verificationId: number,
  values: {
    status: 'verified' | 'rejected';
    reviewedAt: Date;
    reviewedByOperatorId: number;
    reviewReason: string | null;
    reviewReasonLocale: Locale | null;
  },
) {
  await db
    .update(identityVerifications)
    .set(values)
    .where(eq(identityVerifications.id, verificationId));
}

/** Pending submissions, oldest first, after a keyset cursor (ids grow with submission order). */
export async function pendingQueue(db: Queryable, afterId: number | undefined, limit: number) {
  return db
    .select({ verification: identityVerifications, account: customers.account })
    .from(identityVerifications)
    .innerJoin(customers, eq(customers.id, identityVerifications.customerId))
    .where(
      and(
        eq(identityVerifications.status, 'pending'),
        afterId === undefined ? undefined : gt(identityVerifications.id, afterId),
      ),
    )
    .orderBy(asc(identityVerifications.id))
    .limit(limit);
}

export async function rejectionCounts(
  db: Queryable,
  customerIds: number[],
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: identityVerifications.customerId, count: count() })
    .from(identityVerifications)
    .where(
      and(
        inArray(identityVerifications.customerId, customerIds),
        eq(identityVerifications.status, 'rejected'),
      ),
    )
    .groupBy(identityVerifications.customerId);
  return new Map(rows.map((row) => [row.customerId, row.count]));
}

export async function otherSubmissionsOf(db: Queryable, customerId: number, exceptId: number) {
  return db
    .select()
    .from(identityVerifications)
    .where(
      and(eq(identityVerifications.customerId, customerId), ne(identityVerifications.id, exceptId)),
    )
    .orderBy(desc(identityVerifications.id));
}

/** Other customers' pending or verified submissions of the same document number. */
export async function sameDocumentElsewhere(db: Queryable, row: VerificationRow) {
  return db
    .select({
      verificationId: identityVerifications.id,
      customerId: identityVerifications.customerId,
      account: customers.account,
      status: identityVerifications.status,
    })
    .from(identityVerifications)
    .innerJoin(customers, eq(customers.id, identityVerifications.customerId))
    .where(
      and(
        eq(identityVerifications.documentType, row.documentType),
        eq(identityVerifications.idNumber, row.idNumber),
        ne(identityVerifications.customerId, row.customerId),
        inArray(identityVerifications.status, ['pending', 'verified']),
      ),
    )
    .orderBy(asc(identityVerifications.id))
    .limit(20);
}
