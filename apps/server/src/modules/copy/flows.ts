import { and, eq } from 'drizzle-orm';
import {
  add,
  compare,
  isPositive,
  negate,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Database, Queryable, Transaction } from '../../db/client';
import { customers } from '../../db/schema';
import { copyFlows, copyHoldings, copyProducts } from '../../db/schema-copy';
import { isUniqueViolation } from '../../db/unique-violation';
import { customerAccount, houseAccountFor, postEntry } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { figuresOf, poolMoney } from './equity';
import { lockProduct, type ProductRow } from './products';
import {
  highWaterAfterTopUp,
  navPerUnit,
  PoolArithmeticError,
  redeem as priceRedemption,
  unitsFor,
} from './units';

/*
 * Following and redeeming (docs/copy-trading.md): each one transaction under the product's row
 * lock, priced at the NAV of that moment, its money one balanced journal entry naming the flow,
 * its idempotency key stored with the flow (the same key again answers the first flow).
 */

export type CopyDeps = { db: Database; clock: Clock; market: MarketDataProvider };
export type FlowRow = typeof copyFlows.$inferSelect;
type HoldingRow = typeof copyHoldings.$inferSelect;

const DAY_MS = 86_400_000;

function requestHashOf(kind: 'follow' | 'redeem', body: unknown): string {
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
 * product unknown or not open ('copy_product_not_found'), past its deadline
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
      if (product.status !== 'open') throw new AppError('copy_product_not_found');
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
    })
    .where(eq(copyHoldings.id, holding.id));
}

/**
 * A redemption: `units` of the follower's holding at the NAV now, the performance fee on the gain
 * above the high-water mark to the house, the rest to the follower's available money. Refused:
 * the product unknown ('copy_product_not_found'), no holding ('copy_holding_not_found'), units
 * beyond it ('copy_units_invalid'), inside the lock-up ('copy_lockup_not_ended'), more than the
 * pool's cash ('copy_pool_cash_short': selling positions to pay is the next step).
 */
export async function redeem(
  deps: CopyDeps,
  customer: AuthenticatedCustomer,
  body: { productId: number; units: DecimalString },
  clientKey: string,
): Promise<FlowRow> {
  const requestHash = requestHashOf('redeem', body);
  return once(deps, customer, clientKey, requestHash, async () => {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const product = openProductOf(await lockProduct(tx, body.productId));
      const holding = await lockHolding(tx, product.id, customer.id);
      if (!holding || !isPositive(holding.units)) throw new AppError('copy_holding_not_found');
      if (!isPositive(body.units) || compare(body.units, holding.units) > 0) {
        throw new AppError('copy_units_invalid');
      }
      if (now < holding.lockupEndsAt) throw new AppError('copy_lockup_not_ended');
      const money = await poolMoney(tx, deps.market, product.poolCustomerId);
      const priced = priceRedemption(
        figuresOf(money, product.units),
        holding,
        body.units,
        product.performanceFeeRate,
      );
      if (compare(priced.gross, money.available) > 0) throw new AppError('copy_pool_cash_short');
      if (!isPositive(priced.gross)) throw new AppError('copy_units_invalid');
      const flow = await insertFlow(tx, {
        productId: product.id,
        customerId: customer.id,
        kind: 'redeem',
        clientKey,
        requestHash,
        units: body.units,
        nav: priced.nav,
        amount: priced.gross,
        fee: priced.fee,
        net: priced.net,
        at: now,
      });
      await postEntry(tx, {
        type: 'copy_redeem',
        reason: `Redeem ${product.names.en}: ${body.units} units at ${priced.nav}`,
        reference: { type: 'copy_flow', id: flow.id },
        idempotencyKey: `copy:flow:${flow.id}`,
        at: now,
        postings: [
          {
            account: customerAccount(product.poolCustomerId, 'JPY'),
            amount: negate(priced.gross),
          },
          ...(isPositive(priced.net)
            ? [{ account: customerAccount(customer.id, 'JPY'), amount: priced.net }]
            : []),
          ...(isPositive(priced.fee)
            ? [{ account: houseAccountFor('fee_revenue', 'JPY', customer.id), amount: priced.fee }]
            : []),
        ],
      });
      await tx
        .update(copyHoldings)
        .set({
          units: subtract(holding.units, body.units),
          withdrawn: add(holding.withdrawn, priced.net),
        })
        .where(eq(copyHoldings.id, holding.id));
      const subscribed = subtract(product.subscribed, priced.gross);
      await tx
        .update(copyProducts)
        .set({
          units: subtract(product.units, body.units),
          subscribed: compare(subscribed, ZERO) < 0 ? ZERO : subscribed,
        })
        .where(eq(copyProducts.id, product.id));
      return flow;
    });
  });
}

async function lockHolding(
  tx: Transaction,
  productId: number,
  customerId: number,
): Promise<HoldingRow | undefined> {
  const [row] = await tx
    .select()
    .from(copyHoldings)
    .where(and(eq(copyHoldings.productId, productId), eq(copyHoldings.customerId, customerId)))
    .for('update');
  return row;
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
