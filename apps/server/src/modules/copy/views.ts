import { and, asc, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  copyFlowView,
  copyHoldingView,
  copyProductView,
  copyRedemptionView,
} from '@kabuto/contract';
import {
  add,
  divide,
  fromInteger,
  roundTo,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { copyFlows, copyHoldings, copyProducts, copyStrategies } from '../../db/schema-copy';
import type { MarketDataProvider } from '../../market-data/provider';
import { figuresOf, poolMoney } from './equity';
import type { FlowRow } from './flows';
import { holdingProfits, productMetrics } from './history-service';
import type { RedemptionRow } from './redemptions';
import type { ProductRow } from './products';
import { FIRST_UNIT_VALUE, navPerUnit, valueOf } from './units';

/*
 * What customers and operators see of products, holdings and flows (the contract's views). Only
 * realised figures: the pool's equity now, its NAV and the return since the first unit; never a
 * projection (integrity rule 5).
 */

type ProductView = z.output<typeof copyProductView>;
type HoldingView = z.output<typeof copyHoldingView>;
type StrategyRow = typeof copyStrategies.$inferSelect;
export type HoldingRow = typeof copyHoldings.$inferSelect;

const display = (value: DecimalString) => roundTo(value, 2, 'half-up');

export function toFlowView(row: FlowRow): z.output<typeof copyFlowView> {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    units: row.units,
    nav: display(row.nav),
    amount: row.amount,
    fee: row.fee,
    net: row.net,
    at: row.at.toISOString(),
  };
}

/** Products customers may see (every one but drafts), or every one for the console. */
export async function productsWithStrategies(
  db: Queryable,
  options: { includeDrafts: boolean; productId?: number },
): Promise<{ product: ProductRow; strategy: StrategyRow }[]> {
  const rows = await db
    .select({ product: copyProducts, strategy: copyStrategies })
    .from(copyProducts)
    .innerJoin(copyStrategies, eq(copyStrategies.id, copyProducts.strategyId))
    .where(
      and(
        options.includeDrafts ? undefined : ne(copyProducts.status, 'draft'),
        options.productId === undefined ? undefined : eq(copyProducts.id, options.productId),
      ),
    )
    .orderBy(asc(copyProducts.id));
  return rows;
}

/** Followers holding units, per product. */
export async function followerCounts(
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: copyHoldings.productId, n: count() })
    .from(copyHoldings)
    .where(and(gt(copyHoldings.units, ZERO), inArray(copyHoldings.productId, [...productIds])))
    .groupBy(copyHoldings.productId);
  return new Map(rows.map((row) => [row.productId, row.n]));
}

/** Today's and yesterday's profit of a holding (history-service.ts), null without the closes. */
export type HoldingProfits = {
  todayProfit: DecimalString | null;
  yesterdayProfit: DecimalString | null;
};

export const NO_PROFITS: HoldingProfits = { todayProfit: null, yesterdayProfit: null };

export function toHoldingView(
  holding: HoldingRow,
  pool: { equity: DecimalString; units: DecimalString },
  profits: HoldingProfits,
): HoldingView {
  const value = valueOf(pool, holding.units);
  return {
    units: holding.units,
    value,
    invested: holding.invested,
    withdrawn: holding.withdrawn,
    profit: subtract(add(value, holding.withdrawn), holding.invested),
    firstFollowedAt: holding.firstFollowedAt.toISOString(),
    lockupEndsAt: holding.lockupEndsAt.toISOString(),
    pendingUnits: holding.pendingUnits,
    stopLossRate: holding.stopLossRate,
    stopLossFiredAt: holding.stopLossFiredAt?.toISOString() ?? null,
    ...profits,
  };
}

export function toRedemptionView(
  row: RedemptionRow,
  flows: ReadonlyMap<number, FlowRow>,
): z.output<typeof copyRedemptionView> {
  const flow = row.flowId === null ? undefined : flows.get(row.flowId);
  return {
    id: row.id,
    productId: row.productId,
    units: row.units,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    status: row.flowId === null ? 'waiting' : 'paid',
    flow: flow ? toFlowView(flow) : null,
  };
}

/** A product's figures from its NAV history (history-service.ts); all null without history. */
export type ProductMetrics = Pick<
  ProductView,
  'return30d' | 'return90d' | 'maxDrawdown' | 'riskLevel' | 'historyDays'
>;

export const NO_METRICS: ProductMetrics = {
  return30d: null,
  return90d: null,
  maxDrawdown: null,
  riskLevel: null,
  historyDays: 0,
};

/** A product with its figures now; `holding` is the caller's own, when there is one. */
export async function toProductView(
  db: Queryable,
  market: MarketDataProvider,
  row: { product: ProductRow; strategy: StrategyRow },
  followers: number,
  holding: HoldingRow | null,
  now: Date,
): Promise<ProductView> {
  const { product, strategy } = row;
  const money =
    product.poolCustomerId === null
      ? { equity: ZERO, available: ZERO }
      : await poolMoney(db, market, product.poolCustomerId);
  const figures = figuresOf(money, product.units);
  const nav = navPerUnit(figures);
  const metrics =
    (
      await productMetrics(db, market, [
        { id: product.id, poolCustomerId: product.poolCustomerId, units: product.units, figures },
      ])
    ).get(product.id) ?? NO_METRICS;
  const profits = holding
    ? await holdingProfits(db, holding, figures, now, market.calendar)
    : NO_PROFITS;
  return {
    id: product.id,
    names: product.names,
    issuer: { kind: strategy.kind, names: strategy.names, description: strategy.description },
    status: product.status,
    minInvestment: product.minInvestment,
    lockupDays: product.lockupDays,
    subscriptionDeadlineAt: product.subscriptionDeadlineAt.toISOString(),
    performanceFeeRate: product.performanceFeeRate,
    capacity: product.capacity,
    fundSize: money.equity,
    cash: money.available,
    units: product.units,
    nav: display(nav),
    returnSinceStart: roundTo(
      subtract(divide(nav, FIRST_UNIT_VALUE), fromInteger(1)),
      4,
      'half-up',
    ),
    ...metrics,
    targetAnnualReturn: product.targetAnnualReturn,
    closedAt: product.closedAt?.toISOString() ?? null,
    closeReason: product.closeReason,
    followers,
    myHolding: holding ? toHoldingView(holding, figures, profits) : null,
  };
}

export async function holdingsOfCustomer(
  db: Queryable,
  customerId: number,
  productIds?: readonly number[],
): Promise<HoldingRow[]> {
  return db
    .select()
    .from(copyHoldings)
    .where(
      and(
        eq(copyHoldings.customerId, customerId),
        productIds ? inArray(copyHoldings.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(desc(copyHoldings.id));
}

export async function flowsOfCustomer(db: Queryable, customerId: number): Promise<FlowRow[]> {
  return db
    .select()
    .from(copyFlows)
    .where(eq(copyFlows.customerId, customerId))
    .orderBy(desc(copyFlows.id));
}
