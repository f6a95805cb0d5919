import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  add,
  compare,
  isPositive,
  isZero,
  negate,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable, Transaction } from '../../db/client';
import { copyFlows, copyHoldings, copyProducts, copyRedemptions } from '../../db/schema-copy';
import { isUniqueViolation } from '../../db/unique-violation';
import { customerAccount, houseAccountFor, postEntry } from '../../ledger';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { figuresOf, poolMoney } from './equity';
import { requestHashOf, type CopyDeps, type FlowRow } from './flows';
import { lockProduct, type ProductRow } from './products';
import { redeem as priceRedemption, valueOf } from './units';

/*
 * Leaving a pool (docs/copy-trading.md, "Leaving"). Every redemption is first a request: the
 * follower's (after the lock-up), their copy stop-loss's, or the product's closing (every holding).
 * Its units wait on the holding (`pending_units`), so they cannot be asked for twice. It is paid
 * at the NAV of the moment it is paid, in order of request: at once when the pool's cash covers
 * it and nobody asked earlier, otherwise by the redemption job once the pool has sold enough
 * (redemption-job.ts). Paying is one transaction under the product's row lock: the flow, one
 * balanced journal entry (gross out of the pool, net to the follower, the fee to the house), the
 * holding's and the product's units.
 */

export type RedemptionRow = typeof copyRedemptions.$inferSelect;
export type RedemptionReason = RedemptionRow['reason'];
type HoldingRow = typeof copyHoldings.$inferSelect;

async function replayed(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(copyRedemptions)
    .where(
      and(eq(copyRedemptions.customerId, customerId), eq(copyRedemptions.clientKey, clientKey)),
    )
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

export async function lockHolding(
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

/** Units of the holding not already waiting in a redemption. */
export const freeUnits = (holding: HoldingRow): DecimalString =>
  subtract(holding.units, holding.pendingUnits);

/**
 * Records a redemption request for `units` of a locked holding (the caller checked them) and
 * marks them as waiting. Inside the caller's transaction, under the product's row lock.
 */
export async function requestRedemption(
  tx: Transaction,
  holding: HoldingRow,
  request: {
    units: DecimalString;
    reason: RedemptionReason;
    clientKey: string;
    requestHash: string;
    at: Date;
  },
): Promise<RedemptionRow> {
  const [row] = await tx
    .insert(copyRedemptions)
    .values({
      productId: holding.productId,
      customerId: holding.customerId,
      reason: request.reason,
      clientKey: request.clientKey,
      requestHash: request.requestHash,
      units: request.units,
      requestedAt: request.at,
    })
    .returning();
  await tx
    .update(copyHoldings)
    .set({ pendingUnits: add(holding.pendingUnits, request.units) })
    .where(eq(copyHoldings.id, holding.id));
  return row!;
}

/** The product's waiting redemptions, oldest first. */
export async function waitingRedemptions(
  db: Queryable,
  productId: number,
): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(copyRedemptions)
    .where(and(eq(copyRedemptions.productId, productId), isNull(copyRedemptions.flowId)))
    .orderBy(asc(copyRedemptions.id));
}

/**
 * Pays waiting redemptions of a locked product in order, at the NAV now, while the pool's cash
 * covers the next one; returns how many were paid and the cash the first unpaid one still lacks.
 */
export async function payWaiting(
  deps: CopyDeps,
  tx: Transaction,
  product: ProductRow & { poolCustomerId: number },
): Promise<{ paid: number; shortBy: DecimalString }> {
  let paid = 0;
  let current = product;
  for (const request of await waitingRedemptions(tx, product.id)) {
    const outcome = await payOne(deps, tx, current, request);
    if (outcome.shortBy !== null) return { paid, shortBy: outcome.shortBy };
    current = outcome.product;
    paid += 1;
  }
  return { paid, shortBy: ZERO };
}

async function payOne(
  deps: CopyDeps,
  tx: Transaction,
  product: ProductRow & { poolCustomerId: number },
  request: RedemptionRow,
): Promise<{ shortBy: DecimalString | null; product: ProductRow & { poolCustomerId: number } }> {
  const holding = await lockHolding(tx, product.id, request.customerId);
  if (!holding) throw new Error(`copy redemption ${request.id} has no holding`);
  const now = deps.clock.now();
  const money = await poolMoney(tx, deps.market, product.poolCustomerId);
  const priced = priceRedemption(
    figuresOf(money, product.units),
    holding,
    request.units,
    product.performanceFeeRate,
  );
  if (compare(priced.gross, money.available) > 0) {
    return { shortBy: subtract(priced.gross, money.available), product };
  }
  const [flow] = await tx
    .insert(copyFlows)
    .values({
      productId: product.id,
      customerId: request.customerId,
      kind: 'redeem',
      clientKey: `redemption:${request.id}`,
      requestHash: request.requestHash,
      units: request.units,
      nav: priced.nav,
      amount: priced.gross,
      fee: priced.fee,
      net: priced.net,
      at: now,
    })
    .returning();
  if (isPositive(priced.gross)) {
    await postEntry(tx, {
      type: 'copy_redeem',
      reason: `Redeem ${product.names.en}: ${request.units} units at ${priced.nav} (${request.reason})`,
      reference: { type: 'copy_flow', id: flow!.id },
      idempotencyKey: `copy:flow:${flow!.id}`,
      at: now,
      postings: [
        { account: customerAccount(product.poolCustomerId, 'JPY'), amount: negate(priced.gross) },
        ...(isPositive(priced.net)
          ? [{ account: customerAccount(request.customerId, 'JPY'), amount: priced.net }]
          : []),
        ...(isPositive(priced.fee)
          ? [
              {
                account: houseAccountFor('fee_revenue', 'JPY', request.customerId),
                amount: priced.fee,
              },
            ]
          : []),
      ],
    });
  }
  await tx
    .update(copyHoldings)
    .set({
      units: subtract(holding.units, request.units),
      pendingUnits: subtract(holding.pendingUnits, request.units),
      withdrawn: add(holding.withdrawn, priced.net),
    })
    .where(eq(copyHoldings.id, holding.id));
  const subscribed = subtract(product.subscribed, priced.gross);
  const [updated] = await tx
    .update(copyProducts)
    .set({
      units: subtract(product.units, request.units),
      subscribed: compare(subscribed, ZERO) < 0 ? ZERO : subscribed,
    })
    .where(eq(copyProducts.id, product.id))
    .returning();
  await tx
    .update(copyRedemptions)
    .set({ flowId: flow!.id })
    .where(eq(copyRedemptions.id, request.id));
  return { shortBy: null, product: updated as ProductRow & { poolCustomerId: number } };
}

/**
 * A follower's redemption: `units` of their holding after the lock-up. Refused: the product
 * unknown ('copy_product_not_found'), ended or terminated ('copy_product_closed': every holding
 * is already being redeemed), no holding ('copy_holding_not_found', also for another customer's
 * product), units beyond what is not already waiting, or worth less than a yen
 * ('copy_units_invalid'), inside the lock-up ('copy_lockup_not_ended'). Paid at once when the
 * pool's cash covers it and no earlier request waits; otherwise it waits (paid by the job).
 */
export async function redeem(
  deps: CopyDeps,
  customer: AuthenticatedCustomer,
  body: { productId: number; units: DecimalString },
  clientKey: string,
): Promise<RedemptionRow> {
  const requestHash = requestHashOf('redeem', body);
  const earlier = await replayed(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const product = await lockProduct(tx, body.productId);
      if (!product || product.status === 'draft' || product.poolCustomerId === null) {
        throw new AppError('copy_product_not_found');
      }
      if (product.status !== 'open') throw new AppError('copy_product_closed');
      const holding = await lockHolding(tx, product.id, customer.id);
      if (!holding || !isPositive(holding.units)) throw new AppError('copy_holding_not_found');
      if (!isPositive(body.units) || compare(body.units, freeUnits(holding)) > 0) {
        throw new AppError('copy_units_invalid');
      }
      if (now < holding.lockupEndsAt) throw new AppError('copy_lockup_not_ended');
      const money = await poolMoney(tx, deps.market, product.poolCustomerId);
      if (isZero(valueOf(figuresOf(money, product.units), body.units))) {
        throw new AppError('copy_units_invalid');
      }
      const request = await requestRedemption(tx, holding, {
        units: body.units,
        reason: 'request',
        clientKey,
        requestHash,
        at: now,
      });
      await payWaiting(deps, tx, product as ProductRow & { poolCustomerId: number });
      const [row] = await tx
        .select()
        .from(copyRedemptions)
        .where(eq(copyRedemptions.id, request.id));
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'copy_redemptions_client_key')) {
      const again = await replayed(deps.db, customer.id, clientKey, requestHash);
      if (again) return again;
    }
    throw error;
  }
}

/** The flows that paid the given redemptions, by id. */
export async function flowsOf(
  db: Queryable,
  redemptions: readonly RedemptionRow[],
): Promise<Map<number, FlowRow>> {
  const ids = redemptions.flatMap((row) => (row.flowId === null ? [] : [row.flowId]));
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(copyFlows).where(inArray(copyFlows.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
