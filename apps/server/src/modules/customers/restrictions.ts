import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customerRestrictions } from '../../db/schema';

/** The restrictions in force, oldest first, with the reasons operators recorded. */
export async function activeRestrictions(db: Queryable, customerId: number) {
  return db
    .select({
      kind: customerRestrictions.kind,
      reason: customerRestrictions.reason,
      reasonLocale: customerRestrictions.reasonLocale,
    })
    .from(customerRestrictions)
    .where(
      and(eq(customerRestrictions.customerId, customerId), isNull(customerRestrictions.liftedAt)),
    )
    .orderBy(asc(customerRestrictions.id));
}
