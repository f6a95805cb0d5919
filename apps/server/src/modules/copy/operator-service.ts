import type { z } from 'zod';
import type {
  copyProductActionRequest,
  copySaveProductRequest,
  copySaveStrategyRequest,
} from '@kabuto/contract';
import { asc, eq } from 'drizzle-orm';
import { copyStrategies } from '../../db/schema-copy';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { CopyDeps } from './flows';
import { createHouseStrategy, createProduct, lockProduct, openProductIn } from './products';
import { followerCounts, productsWithStrategies, toProductView } from './views';

type Operator = { id: number };
type StrategyRow = typeof copyStrategies.$inferSelect;

function toAdminStrategy(row: StrategyRow) {
  return {
    id: row.id,
    kind: row.kind,
    rule: row.ruleCode,
    basket: row.basket ?? [],
    names: row.names,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The console's side of copy trading: strategies and products, every change audited with the
 * operator's reason (the route helper replays a retried key). Suspending a strategy, ending and
 * terminating a product come with the next step of issue 14.
 */
export function copyOperatorService(deps: CopyDeps) {
  const { db, clock, market } = deps;

  async function productView(productId: number) {
    const [row] = await productsWithStrategies(db, { includeDrafts: true, productId });
    if (!row) throw new AppError('copy_product_not_found');
    const counts = await followerCounts(db, [productId]);
    const { myHolding: _none, ...view } = await toProductView(
      db,
      market,
      row,
      counts.get(productId) ?? 0,
      null,
    );
    return view;
  }

  return {
    async strategies() {
      const rows = await db.select().from(copyStrategies).orderBy(asc(copyStrategies.id));
      return rows.map(toAdminStrategy);
    },

    async saveStrategy(
      operator: Operator,
      body: z.output<typeof copySaveStrategyRequest>,
      ipAddress: string | null,
    ) {
      if (body.basket.some((symbol) => market.instrument(symbol) === undefined)) {
        throw new AppError('product_unavailable');
      }
      const row = await db.transaction(async (tx) => {
        const created = await createHouseStrategy(tx, body);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'copy.create_strategy',
          targetType: 'copy_strategy',
          targetId: created.id,
          reason: body.reason,
          before: null,
          after: toAdminStrategy(created),
          ipAddress,
        });
        return created;
      });
      return toAdminStrategy(row);
    },

    async products() {
      const rows = await productsWithStrategies(db, { includeDrafts: true });
      const counts = await followerCounts(
        db,
        rows.map(({ product }) => product.id),
      );
      return Promise.all(
        rows.map(async (row) => {
          const { myHolding: _none, ...view } = await toProductView(
            db,
            market,
            row,
            counts.get(row.product.id) ?? 0,
            null,
          );
          return view;
        }),
      );
    },

    async saveProduct(
      operator: Operator,
      body: z.output<typeof copySaveProductRequest>,
      ipAddress: string | null,
    ) {
      const { reason, subscriptionDeadlineAt, ...terms } = body;
      const deadline = new Date(subscriptionDeadlineAt);
      if (deadline <= clock.now()) throw new AppError('copy_trade_deadline_passed');
      const id = await db.transaction(async (tx) => {
        const [strategy] = await tx
          .select({ id: copyStrategies.id, status: copyStrategies.status })
          .from(copyStrategies)
          .where(eq(copyStrategies.id, terms.strategyId));
        if (!strategy || strategy.status !== 'active') throw new AppError('not_found');
        const productId = await createProduct(tx, { ...terms, subscriptionDeadlineAt: deadline });
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'copy.create_product',
          targetType: 'copy_product',
          targetId: productId,
          reason,
          before: null,
          after: { ...terms, subscriptionDeadlineAt },
          ipAddress,
        });
        return productId;
      });
      return productView(id);
    },

    async openProduct(
      operator: Operator,
      body: z.output<typeof copyProductActionRequest>,
      ipAddress: string | null,
    ) {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, body.productId);
        if (!before) throw new AppError('copy_product_not_found');
        if (before.status !== 'draft') throw new AppError('duplicate_operation');
        const opened = await openProductIn(tx, before, clock.now());
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'copy.open_product',
          targetType: 'copy_product',
          targetId: before.id,
          reason: body.reason,
          before: { status: before.status },
          after: { status: opened.status, poolCustomerId: opened.poolCustomerId },
          ipAddress,
        });
      });
      return productView(body.productId);
    },
  };
}

export type CopyOperatorService = ReturnType<typeof copyOperatorService>;
