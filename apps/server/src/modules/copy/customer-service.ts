import type { z } from 'zod';
import type { copyFollowRequest, copyRedeemRequest } from '@kabuto/contract';
import { isZero } from '@kabuto/money';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { follow, redeem, type CopyDeps } from './flows';
import {
  flowsOfCustomer,
  followerCounts,
  holdingsOfCustomer,
  productsWithStrategies,
  toFlowView,
  toHoldingView,
  toProductView,
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
    const counts = await followerCounts(
      db,
      holdings.map((holding) => holding.productId),
    );
    const records = [];
    for (const holding of holdings) {
      const row = rows.find(({ product: p }) => p.id === holding.productId);
      if (!row) continue;
      const { myHolding: _mine, ...view } = await toProductView(
        db,
        market,
        row,
        counts.get(holding.productId) ?? 0,
        null,
      );
      // The product's figures now: its equity (fund size) and units.
      const holdingView = toHoldingView(holding, { equity: view.fundSize, units: view.units });
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
      });
    }
    return records;
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
    ) => toFlowView(await redeem(deps, customer, body, key)),
    records,
  };
}

export type CopyCustomerService = ReturnType<typeof copyCustomerService>;
