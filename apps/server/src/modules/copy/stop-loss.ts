import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import {
  add,
  compare,
  fromInteger,
  isPositive,
  multiply,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { copyHoldings, copyProducts } from '../../db/schema-copy';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { figuresOf, poolMoney } from './equity';
import type { CopyDeps } from './flows';
import { lockProduct, type ProductRow } from './products';
import { freeUnits, lockHolding, payWaiting, requestRedemption } from './redemptions';
import { valueOf } from './units';

/*
 * The copy stop-loss (docs/copy-trading.md, "Copy stop-loss"): a follower sets it as a share of
 * what they invested; when the holding's value plus what it already paid out falls to
 * invested × (1 − rate), every unit not already waiting is redeemed, lock-up or not (the follower
 * asked for exactly this protection). It fires once: a conditional update stamps it, in the same
 * transaction as the redemption request, under the product's row lock.
 */

type HoldingRow = typeof copyHoldings.$inferSelect;

/** The level (value + withdrawn) at or below which the stop-loss fires. */
export function stopLossLevel(invested: DecimalString, rate: DecimalString): DecimalString {
  return multiply(invested, subtract(fromInteger(1), rate));
}

export function stopLossReached(
  holding: Pick<HoldingRow, 'invested' | 'withdrawn' | 'stopLossRate'>,
  value: DecimalString,
): boolean {
  if (holding.stopLossRate === null) return false;
  return (
    compare(add(value, holding.withdrawn), stopLossLevel(holding.invested, holding.stopLossRate)) <=
    0
  );
}

/**
 * Sets (or, with null, removes) the follower's stop-loss on their holding of an open product.
 * Refused: no holding ('copy_holding_not_found'), the product closed ('copy_product_closed').
 */
export async function setStopLoss(
  deps: CopyDeps,
  customer: AuthenticatedCustomer,
  body: { productId: number; rate: DecimalString | null },
): Promise<HoldingRow> {
  return deps.db.transaction(async (tx) => {
    const product = await lockProduct(tx, body.productId);
    if (!product || product.status === 'draft') throw new AppError('copy_product_not_found');
    const holding = await lockHolding(tx, product.id, customer.id);
    if (!holding || !isPositive(freeUnits(holding))) throw new AppError('copy_holding_not_found');
    if (product.status !== 'open') throw new AppError('copy_product_closed');
    const [updated] = await tx
      .update(copyHoldings)
      .set({ stopLossRate: body.rate, stopLossFiredAt: null })
      .where(eq(copyHoldings.id, holding.id))
      .returning();
    return updated!;
  });
}

/**
 * Fires every reached stop-loss of open products: one transaction per product, its units
 * requested for redemption (paid at once when the cash covers it). Returns how many fired.
 */
export async function fireStopLosses(deps: CopyDeps): Promise<number> {
  const armed = await deps.db
    .selectDistinct({ productId: copyHoldings.productId })
    .from(copyHoldings)
    .innerJoin(copyProducts, eq(copyProducts.id, copyHoldings.productId))
    .where(
      and(
        eq(copyProducts.status, 'open'),
        isNotNull(copyHoldings.stopLossRate),
        isNull(copyHoldings.stopLossFiredAt),
        gt(copyHoldings.units, copyHoldings.pendingUnits),
      ),
    );
  let fired = 0;
  for (const { productId } of armed) {
    fired += await deps.db.transaction(async (tx) => {
      const product = await lockProduct(tx, productId);
      if (!product || product.status !== 'open' || product.poolCustomerId === null) return 0;
      const pool = product as ProductRow & { poolCustomerId: number };
      const figures = figuresOf(
        await poolMoney(tx, deps.market, pool.poolCustomerId),
        product.units,
      );
      const holdings = await tx
        .select()
        .from(copyHoldings)
        .where(
          and(
            eq(copyHoldings.productId, productId),
            isNotNull(copyHoldings.stopLossRate),
            isNull(copyHoldings.stopLossFiredAt),
          ),
        )
        .for('update');
      const now = deps.clock.now();
      let count = 0;
      for (const holding of holdings) {
        const units = freeUnits(holding);
        if (!isPositive(units)) continue;
        if (!stopLossReached(holding, valueOf(figures, holding.units))) continue;
        const stamped = await tx
          .update(copyHoldings)
          .set({ stopLossFiredAt: now })
          .where(and(eq(copyHoldings.id, holding.id), isNull(copyHoldings.stopLossFiredAt)))
          .returning({ id: copyHoldings.id });
        if (stamped.length === 0) continue;
        await requestRedemption(tx, holding, {
          units,
          reason: 'stop_loss',
          clientKey: `stop_loss:${holding.id}:${now.getTime()}`,
          requestHash: `stop_loss:${holding.id}`,
          at: now,
        });
        count += 1;
      }
      if (count > 0) await payWaiting(deps, tx, pool);
      return count;
    });
  }
  return fired;
}
