import { eq } from 'drizzle-orm';
import type { LocalizedNames } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Database, Queryable, Transaction } from '../../db/client';
import { copyProducts, copyStrategies } from '../../db/schema-copy';
import { AppError } from '../../platform/app-error';
import { HOUSE_RULES, type HouseRuleCode } from './house/rules';
import { openPoolAccount } from './pool-account';

/*
 * Strategies and products (docs/copy-trading.md): the operations the console's endpoints
 * (operator-service.ts, which audits them) and the demo seed call.
 */

export type ProductRow = typeof copyProducts.$inferSelect;

export type StrategyRow = typeof copyStrategies.$inferSelect;

/**
 * A house strategy: one of the published rules (house/rules.ts) on a basket of listed symbols.
 * Its description is the rule's own published text, never an operator's paraphrase.
 */
export async function createHouseStrategy(
  db: Queryable,
  input: { names: LocalizedNames; rule: HouseRuleCode; basket: readonly string[] },
): Promise<StrategyRow> {
  const [row] = await db
    .insert(copyStrategies)
    .values({
      kind: 'house',
      names: input.names,
      description: HOUSE_RULES[input.rule].description,
      ruleCode: input.rule,
      basket: [...input.basket],
    })
    .returning();
  return row!;
}

export interface ProductTerms {
  strategyId: number;
  names: LocalizedNames;
  minInvestment: DecimalString;
  lockupDays: number;
  subscriptionDeadlineAt: Date;
  performanceFeeRate: DecimalString;
  capacity: DecimalString;
  /** Shown only labelled as a target (integrity rule 5). */
  targetAnnualReturn?: DecimalString | null;
}

export async function createProduct(db: Queryable, terms: ProductTerms): Promise<number> {
  const [row] = await db.insert(copyProducts).values(terms).returning({ id: copyProducts.id });
  return row!.id;
}

/** Opens a draft product to followers: its pool's managed account is made in the same transaction. */
export async function openProduct(db: Database, productId: number, at: Date): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw new AppError('copy_product_not_found');
    if (product.status !== 'draft') return product;
    return openProductIn(tx, product, at);
  });
}

/** The same, inside the caller's transaction, for a product row it has locked. */
export async function openProductIn(
  tx: Transaction,
  product: ProductRow,
  at: Date,
): Promise<ProductRow> {
  const poolCustomerId = await openPoolAccount(tx, product.id);
  const [opened] = await tx
    .update(copyProducts)
    .set({ status: 'open', poolCustomerId, openedAt: at })
    .where(eq(copyProducts.id, product.id))
    .returning();
  return opened!;
}

/** The product's row, locked: every follow and redemption of the product takes it first. */
export async function lockProduct(db: Queryable, productId: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(copyProducts)
    .where(eq(copyProducts.id, productId))
    .for('update')
    .limit(1);
  return row ?? null;
}
