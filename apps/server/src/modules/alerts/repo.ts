import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { priceAlerts } from '../../db/schema-alerts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;

/** What the evaluator keeps of an armed alert. */
export type ArmedAlert = Pick<
  PriceAlertRow,
  'id' | 'customerId' | 'symbol' | 'kind' | 'threshold' | 'armedAt'
>;

/** Every armed alert of every customer (the evaluator's index; at most the per-customer limit each). */
export function armedAlerts(db: Queryable): Promise<ArmedAlert[]> {
  return db
    .select({
      id: priceAlerts.id,
      customerId: priceAlerts.customerId,
      symbol: priceAlerts.symbol,
      kind: priceAlerts.kind,
      threshold: priceAlerts.threshold,
      armedAt: priceAlerts.armedAt,
    })
    .from(priceAlerts)
    .where(eq(priceAlerts.status, 'armed'));
}

/** The customer's own alerts, newest first; of one stock when `symbol` is given. */
export function alertsOf(db: Queryable, customerId: number, symbol?: string) {
  return db
    .select()
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.customerId, customerId),
        symbol ? eq(priceAlerts.symbol, symbol) : undefined,
      ),
    )
    .orderBy(desc(priceAlerts.id));
}

/** One of the customer's own alerts (another's is not found, like a missing one). */
export async function ownAlert(db: Queryable, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.customerId, customerId)));
  return row;
}

export async function countAlerts(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(priceAlerts)
    .where(eq(priceAlerts.customerId, customerId));
  return row?.count ?? 0;
}

/** The customer's row lock: two creations at once count each other (the per-customer limit). */
export async function lockCustomer(db: Queryable, customerId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`);
}
