import { and, eq } from 'drizzle-orm';
import { add, compare, isZero, negate, ZERO, type DecimalString } from '@kabuto/money';
import type { Database, Queryable, Transaction } from '../../db/client';
import { customers } from '../../db/schema';
import { copyFlows, copyHoldings, copyProducts } from '../../db/schema-copy';
import { isUniqueViolation } from '../../db/unique-violation';
import { customerAccount, postEntry } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { figuresOf, poolMoney } from './equity';
import { lockProduct, type ProductRow } from './products';
import { highWaterAfterTopUp, navPerUnit, PoolArithmeticError, unitsFor } from './units';

/*
 * Following (docs/copy-trading.md): one transaction under the product's row lock, priced at the
 * NAV of that moment, its money one balanced journal entry naming the flow, its idempotency key
 * stored with the flow (the same key again answers the first flow). Leaving is redemptions.ts.
 */

export type CopyDeps = { db: Database; clock: Clock; market: MarketDataProvider };
export type FlowRow = typeof copyFlows.$inferSelect;
type HoldingRow = typeof copyHoldings.$inferSelect;

const DAY_MS = 86_400_000;

/** What a customer's flow request asked for, stored with its key (the same key must ask the same). */
export function requestHashOf(kind: 'follow' | 'redeem', body: unknown): string {
  return sha256Hex(`copy/${kind}\n${canonicalJson(body)}`);
}

async function replayed(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(copyFlows)
    .where(and(eq(copyFlows.customerId, customerId), eq(copyFlows.clientKey, clientKey)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

/** Runs a flow, answering the first one when the key was used (also by a concurrent request). */
async function once(
  deps: CopyDeps,
  customer: AuthenticatedCustomer,
  clientKey: string,
  requestHash: string,
  run: () => Promise<FlowRow>,
): Promise<FlowRow> {
  const earlier = await replayed(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'copy_flows_client_key')) {
      const again = await replayed(deps.db, customer.id, clientKey, requestHash);
      if (again) return again;
    }
    throw error;
  }
}

function openProductOf(product: ProductRow | null): ProductRow & { poolCustomerId: number } {
  if (!product || product.status === 'draft' || product.poolCustomerId === null) {
    throw new AppError('copy_product_not_found');
  }
  return product as ProductRow & { poolCustomerId: number };
}

async function insertFlow(
  tx: Transaction,
  values: typeof copyFlows.$inferInsert,
): Promise<FlowRow> {
  const [row] = await tx.insert(copyFlows).values(values).returning();
  return row!;
}

/**
 * A follow: `amount` yen from the follower's available money into the pool, for units at the
 * NAV now. Refused, with its key: a frozen or trade-barred account, identity not verified, the
 * product unknown ('copy_product_not_found'), ended or terminated ('copy_product_closed'), past its deadline
 * ('copy_trade_deadline_passed'), below its minimum ('copy_minimum_not_met'), beyond its capacity
 * ('copy_product_full'), an amount too small for a unit ('copy_amount_too_small'), the money short
 * (the ledger's guarded debit).
 */
export async function follow(
  deps: CopyDeps,
  customer: AuthenticatedCustomer,
  body: { productId: number; amount: DecimalString },
  clientKey: string,
): Promise<FlowRow> {
  const requestHash = requestHashOf('follow', body);
  return once(deps, customer, clientKey, requestHash, async () => {
    if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
    if (customer.restrictions.includes('trade_barred')) throw new AppError('account_trade_barred');
    const [state] = await deps.db
      .select({ verification: customers.verificationStatus })
      .from(customers)
      .where(eq(customers.id, customer.id));
    if (state?.verification !== 'verified') throw new AppError('verification_required');
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const product = openProductOf(await lockProduct(tx, body.productId));
      if (product.status !== 'open') throw new AppError('copy_product_closed');
      if (now >= product.subscriptionDeadlineAt) throw new AppError('copy_trade_deadline_passed');
      if (compare(body.amount, product.minInvestment) < 0) {
        throw new AppError('copy_minimum_not_met');
      }
      if (compare(add(product.subscribed, body.amount), product.capacity) > 0) {
        throw new AppError('copy_product_full');
      }
      const money = await poolMoney(tx, deps.market, product.poolCustomerId);
      const figures = figuresOf(money, product.units);
      let units: DecimalString;
      try {
        units = unitsFor(figures, body.amount);
      } catch (error) {
        if (error instanceof PoolArithmeticError) {
          throw new AppError(
            /too small/.test(error.message) ? 'copy_amount_too_small' : 'product_unavailable',
          );
        }
        throw error;
      }
      const nav = navPerUnit(figures);
      const flow = await insertFlow(tx, {
        productId: product.id,
        customerId: customer.id,
        kind: 'follow',
        clientKey,
        requestHash,
        units,
        nav,
        amount: body.amount,
        net: body.amount,
        at: now,
      });
      await postEntry(tx, {
        type: 'copy_follow',
        reason: `Follow ${product.names.en}: ${units} units at ${nav}`,
        reference: { type: 'copy_flow', id: flow.id },
        idempotencyKey: `copy:flow:${flow.id}`,
        at: now,
        postings: [
          { account: customerAccount(customer.id, 'JPY'), amount: negate(body.amount) },
          { account: customerAccount(product.poolCustomerId, 'JPY'), amount: body.amount },
        ],
      });
      await addToHolding(tx, product, customer.id, { units, nav, amount: body.amount, now });
      await tx
        .update(copyProducts)
        .set({
          units: add(product.units, units),
          subscribed: add(product.subscribed, body.amount),
        })
        .where(eq(copyProducts.id, product.id));
      return flow;
    });
  });
}

async function addToHolding(
  tx: Transaction,
  product: ProductRow,
  customerId: number,
  bought: { units: DecimalString; nav: DecimalString; amount: DecimalString; now: Date },
): Promise<void> {
  const lockupEndsAt = new Date(bought.now.getTime() + product.lockupDays * DAY_MS);
  const [holding] = await tx
    .select()
    .from(copyHoldings)
    .where(and(eq(copyHoldings.productId, product.id), eq(copyHoldings.customerId, customerId)))
    .for('update');
  if (!holding) {
    await tx.insert(copyHoldings).values({
      productId: product.id,
      customerId,
      units: bought.units,
      highWaterNav: highWaterAfterTopUp(
        { units: ZERO, highWaterNav: ZERO },
        bought.units,
        bought.nav,
      ),
      invested: bought.amount,
      lockupEndsAt,
      firstFollowedAt: bought.now,
    });
    return;
  }
  await tx
    .update(copyHoldings)
    .set({
      units: add(holding.units, bought.units),
      highWaterNav: highWaterAfterTopUp(holding, bought.units, bought.nav),
      invested: add(holding.invested, bought.amount),
      // A top-up restarts the lock-up of the whole holding (docs/copy-trading.md).
      lockupEndsAt,
      // Following again after everything was redeemed starts afresh: no stop-loss carried over.
      ...(isZero(holding.units) ? { stopLossRate: null, stopLossFiredAt: null } : {}),
    })
    .where(eq(copyHoldings.id, holding.id));
}

/** A follower's holding of a product, or undefined (only their own: the query is scoped). */
export async function holdingOf(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<HoldingRow | undefined> {
  const [row] = await db
    .select()
    .from(copyHoldings)
    .where(and(eq(copyHoldings.productId, productId), eq(copyHoldings.customerId, customerId)))
    .limit(1);
  return row;
}
