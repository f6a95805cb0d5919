import { and, eq, gt } from 'drizzle-orm';
import type { LocalizedNames } from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { copyHoldings, copyProducts, copyStrategies } from '../../db/schema-copy';
import { AppError } from '../../platform/app-error';
import type { CopyDeps } from './flows';
import { lockProduct, type ProductRow } from './products';
import { freeUnits, payWaiting, requestRedemption } from './redemptions';

/*
 * Ending and terminating (docs/copy-trading.md, "Leaving"): an operator ends a product (its term
 * is over) or terminates it (stopped early), with the reason its followers read in their language;
 * suspending a strategy terminates its open products with the suspension's reason. Every holding's
 * units are requested for redemption at once (lock-up or not); the redemption job sells the pool's
 * positions and pays them, in order, at the NAV of that moment. No follow is accepted afterwards.
 */

export type CloseKind = 'end' | 'terminate';

/** Closes a locked open product inside the caller's transaction; returns the closed row. */
export async function closeProductIn(
  deps: CopyDeps,
  tx: Transaction,
  product: ProductRow,
  close: { kind: CloseKind; reason: LocalizedNames; at: Date },
): Promise<ProductRow> {
  if (product.status !== 'open' || product.poolCustomerId === null) {
    throw new AppError(
      product.status === 'draft' ? 'copy_product_not_found' : 'copy_product_closed',
    );
  }
  const status = close.kind === 'end' ? 'ended' : 'terminated';
  const [closed] = await tx
    .update(copyProducts)
    .set({ status, closedAt: close.at, closeReason: close.reason })
    .where(eq(copyProducts.id, product.id))
    .returning();
  const holdings = await tx
    .select()
    .from(copyHoldings)
    .where(
      and(
        eq(copyHoldings.productId, product.id),
        gt(copyHoldings.units, copyHoldings.pendingUnits),
      ),
    )
    .orderBy(copyHoldings.id)
    .for('update');
  for (const holding of holdings) {
    const units = freeUnits(holding);
    if (!isPositive(units)) continue;
    await requestRedemption(tx, holding, {
      units,
      reason: status,
      clientKey: `closed:${product.id}`,
      requestHash: `closed:${product.id}`,
      at: close.at,
    });
  }
  await payWaiting(deps, tx, closed as ProductRow & { poolCustomerId: number });
  return closed!;
}

export async function closeProduct(
  deps: CopyDeps,
  productId: number,
  close: { kind: CloseKind; reason: LocalizedNames },
): Promise<{ before: ProductRow; after: ProductRow }> {
  return deps.db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (!before) throw new AppError('copy_product_not_found');
    const after = await closeProductIn(deps, tx, before, { ...close, at: deps.clock.now() });
    return { before, after };
  });
}

/** Suspends an active strategy and terminates its open products with the same reason. */
export async function suspendStrategy(
  deps: CopyDeps,
  tx: Transaction,
  strategyId: number,
  reason: LocalizedNames,
): Promise<{ strategy: typeof copyStrategies.$inferSelect; terminated: number[] }> {
  const [strategy] = await tx
    .select()
    .from(copyStrategies)
    .where(eq(copyStrategies.id, strategyId))
    .for('update');
  if (!strategy) throw new AppError('copy_strategy_not_found');
  if (strategy.status === 'suspended') throw new AppError('duplicate_operation');
  const [suspended] = await tx
    .update(copyStrategies)
    .set({ status: 'suspended', suspendReason: reason })
    .where(eq(copyStrategies.id, strategyId))
    .returning();
  const open = await tx
    .select({ id: copyProducts.id })
    .from(copyProducts)
    .where(and(eq(copyProducts.strategyId, strategyId), eq(copyProducts.status, 'open')))
    .orderBy(copyProducts.id);
  const at = deps.clock.now();
  for (const { id } of open) {
    const product = await lockProduct(tx, id);
    await closeProductIn(deps, tx, product!, { kind: 'terminate', reason, at });
  }
  return { strategy: suspended!, terminated: open.map(({ id }) => id) };
}
