import type { z } from 'zod';
import {
  COPY_LEADER_MIN_HISTORY_DAYS,
  type copyFollowRequest,
  type copyLeaderApplyRequest,
  type copyRedeemRequest,
  type copyStopLossRequest,
} from '@kabuto/contract';
import { isZero } from '@kabuto/money';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { asc, eq } from 'drizzle-orm';
import { copyRedemptions } from '../../db/schema-copy';
import { follow, type CopyDeps } from './flows';
import { applyToLead, latestApplication, leaderStrategyOf, toApplicationView } from './leaders';
import { flowsOf, redeem } from './redemptions';
import { productHistory } from './history-service';
import { setStopLoss } from './stop-loss';
import {
  flowsOfCustomer,
  followerCounts,
  holdingsOfCustomer,
  productsWithStrategies,
  toFlowView,
  toProductView,
  toRedemptionView,
} from './views';

/** The customer's side of copy trading (packages/contract/src/endpoints/copy.ts). */
export function copyCustomerService(deps: CopyDeps) {
  const { db, market } = deps;

  async function products(customer: AuthenticatedCustomer | null, productId?: number) {
    const rows = await productsWithStrategies(db, { includeDrafts: false, productId });
    const ids = rows.map(({ product }) => product.id);
    const counts = await followerCounts(db, ids);
    const mine = customer ? await holdingsOfCustomer(db, customer.id, ids) : [];
    return Promise.all(
      rows.map((row) =>
        toProductView(
          db,
          market,
          row,
          counts.get(row.product.id) ?? 0,
          mine.find((holding) => holding.productId === row.product.id) ?? null,
          deps.clock.now(),
        ),
      ),
    );
  }

  async function product(customer: AuthenticatedCustomer | null, productId: number) {
    const [view] = await products(customer, productId);
    if (!view) throw new AppError('copy_product_not_found');
    return view;
  }

  /** Every product the customer followed: their holding now, its status and every flow. */
  async function records(customer: AuthenticatedCustomer) {
    const holdings = await holdingsOfCustomer(db, customer.id);
    if (holdings.length === 0) return [];
    const rows = await productsWithStrategies(db, { includeDrafts: false });
    const flows = await flowsOfCustomer(db, customer.id);
    const redemptions = await db
      .select()
      .from(copyRedemptions)
      .where(eq(copyRedemptions.customerId, customer.id))
      .orderBy(asc(copyRedemptions.id));
    const paidBy = new Map(flows.map((flow) => [flow.id, flow]));
    const counts = await followerCounts(
      db,
      holdings.map((holding) => holding.productId),
    );
    const records = [];
    for (const holding of holdings) {
      const row = rows.find(({ product: p }) => p.id === holding.productId);
      if (!row) continue;
      const { myHolding, ...view } = await toProductView(
        db,
        market,
        row,
        counts.get(holding.productId) ?? 0,
        holding,
        deps.clock.now(),
      );
      const holdingView = myHolding!;
      const status =
        row.product.status === 'terminated'
          ? ('terminated' as const)
          : row.product.status === 'ended' || isZero(holding.units)
            ? ('ended' as const)
            : ('in_progress' as const);
      records.push({
        product: view,
        holding: holdingView,
        status,
        flows: flows.filter((flow) => flow.productId === holding.productId).map(toFlowView),
        redemptions: redemptions
          .filter((row) => row.productId === holding.productId)
          .map((row) => toRedemptionView(row, paidBy)),
      });
    }
    return records;
  }

  /** My application to lead and, once approved, my strategy and the products following it. */
  async function leaderStatus(customer: AuthenticatedCustomer) {
    const application = await latestApplication(db, customer.id);
    const strategy = await leaderStrategyOf(db, customer.id);
    const rows = strategy
      ? (await productsWithStrategies(db, { includeDrafts: false })).filter(
          (row) => row.strategy.id === strategy.id,
        )
      : [];
    const counts = await followerCounts(
      db,
      rows.map((row) => row.product.id),
    );
    const views = await Promise.all(
      rows.map(async (row) => {
        const { myHolding: _none, ...view } = await toProductView(
          db,
          market,
          row,
          counts.get(row.product.id) ?? 0,
          null,
          deps.clock.now(),
        );
        return view;
      }),
    );
    return {
      minHistoryDays: COPY_LEADER_MIN_HISTORY_DAYS,
      application: application ? toApplicationView(application) : null,
      strategy: strategy
        ? {
            id: strategy.id,
            names: strategy.names,
            description: strategy.description,
            status: strategy.status,
            suspendReason: strategy.suspendReason,
          }
        : null,
      products: views,
    };
  }

  return {
    products: (customer: AuthenticatedCustomer | null) => products(customer),
    product,
    follow: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof copyFollowRequest>,
      key: string,
    ) => toFlowView(await follow(deps, customer, body, key)),
    redeem: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof copyRedeemRequest>,
      key: string,
    ) => {
      const row = await redeem(deps, customer, body, key);
      return toRedemptionView(row, await flowsOf(db, [row]));
    },
    history: (productId: number) => productHistory(db, market, productId),
    stopLoss: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof copyStopLossRequest>,
    ) => {
      await setStopLoss(deps, customer, body);
      const view = await product(customer, body.productId);
      return view.myHolding!;
    },
    records,
    leaderApply: async (
      customer: AuthenticatedCustomer,
      body: z.output<typeof copyLeaderApplyRequest>,
      key: string,
    ) => toApplicationView(await applyToLead(deps, customer, body, key)),
    leaderStatus,
  };
}

export type CopyCustomerService = ReturnType<typeof copyCustomerService>;
