import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bankCards } from '../../db/schema-kyc';

export type BankCardRow = typeof bankCards.$inferSelect;

export async function activeCards(db: Queryable, customerId: number): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.customerId, customerId), isNull(bankCards.deletedAt)))
    .orderBy(asc(bankCards.id));
}

export async function countActiveCards(db: Queryable, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(bankCards)
    .where(and(eq(bankCards.customerId, customerId), isNull(bankCards.deletedAt)));
  return row?.count ?? 0;
}

export async function activeCardWithKey(
  db: Queryable,
  accountKey: string,
): Promise<BankCardRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.accountKey, accountKey), isNull(bankCards.deletedAt)))
    .limit(1);
  return row;
}

export async function insertCard(
  db: Queryable,
  values: typeof bankCards.$inferInsert,
): Promise<BankCardRow> {
  const [row] = await db.insert(bankCards).values(values).returning();
  if (!row) throw new Error('bank card row was not written');
  return row;
}

/** Unbinds the customer's own active card; answers nothing for anyone else's or a missing one. */
export async function softDeleteCard(db: Queryable, customerId: number, cardId: number, at: Date) {
  const rows = await db
    .update(bankCards)
    .set({ deletedAt: at })
    .where(
      and(
        eq(bankCards.id, cardId),
        eq(bankCards.customerId, customerId),
        isNull(bankCards.deletedAt),
      ),
    )
    .returning({ id: bankCards.id });
  return rows.length > 0;
}

/** A customer's active card by id, for the withdrawal module: undefined when not theirs or unbound. */
export async function findActiveOwnedCard(db: Queryable, customerId: number, cardId: number) {
  const [row] = await db
    .select()
    .from(bankCards)
    .where(
      and(
        eq(bankCards.id, cardId),
        eq(bankCards.customerId, customerId),
        isNull(bankCards.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
