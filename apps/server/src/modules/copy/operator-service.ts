import type { z } from 'zod';
import type {
  copyCloseProductRequest,
  copyLeaderApplicationsRequest,
  copyReviewLeaderRequest,
  copyProductActionRequest,
  copySaveProductRequest,
  copySaveStrategyRequest,
  copySuspendStrategyRequest,
} from '@kabuto/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { copyRebalances, copyStrategies } from '../../db/schema-copy';
import { copyMirrors } from '../../db/schema-copy-leaders';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { TradingService } from '../trading';
import type { CopyDeps } from './flows';
import { closeProductIn, suspendStrategy } from './closing';
import { applicationForConsole, applicationsForConsole, reviewApplication } from './leaders';
import { navPoints } from './history-service';
import { poolPositions } from './pool-view';
import { createHouseStrategy, createProduct, lockProduct, openProductIn } from './products';
import { flowsOf, waitingRedemptions } from './redemptions';
import { followerCounts, productsWithStrategies, toProductView, toRedemptionView } from './views';

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
    suspendReason: row.suspendReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The console's side of copy trading: strategies and products, every change audited with the
 * operator's reason (the route helper replays a retried key): creating strategies and products,
 * opening, ending and terminating products, suspending strategies; and the pools as they are.
 */
export function copyOperatorService(deps: CopyDeps & { trading: TradingService }) {
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
      clock.now(),
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
            clock.now(),
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

    async closeProduct(
      operator: Operator,
      body: z.output<typeof copyCloseProductRequest>,
      ipAddress: string | null,
    ) {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, body.productId);
        if (!before) throw new AppError('copy_product_not_found');
        const after = await closeProductIn(deps, tx, before, {
          kind: body.kind,
          reason: body.reason,
          at: clock.now(),
        });
        await recordAudit(tx, {
          operatorId: operator.id,
          action: body.kind === 'end' ? 'copy.end_product' : 'copy.terminate_product',
          targetType: 'copy_product',
          targetId: before.id,
          reason: body.reason.en,
          before: { status: before.status },
          after: { status: after.status, closeReason: body.reason },
          ipAddress,
        });
      });
      return productView(body.productId);
    },

    async suspendStrategy(
      operator: Operator,
      body: z.output<typeof copySuspendStrategyRequest>,
      ipAddress: string | null,
    ) {
      const row = await db.transaction(async (tx) => {
        const { strategy, terminated } = await suspendStrategy(
          deps,
          tx,
          body.strategyId,
          body.reason,
        );
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'copy.suspend_strategy',
          targetType: 'copy_strategy',
          targetId: strategy.id,
          reason: body.reason.en,
          before: { status: 'active' },
          after: { status: strategy.status, suspendReason: body.reason, terminated },
          ipAddress,
        });
        return strategy;
      });
      return toAdminStrategy(row);
    },

    leaderApplications: (body: z.output<typeof copyLeaderApplicationsRequest>) =>
      applicationsForConsole(db, body.status),

    /** Approves (a leader strategy with the published texts) or rejects an application; audited. */
    async reviewLeader(
      operator: Operator,
      body: z.output<typeof copyReviewLeaderRequest>,
      ipAddress: string | null,
    ) {
      const id = await db.transaction(async (tx) => {
        const { before, after } = await reviewApplication(tx, operator.id, body, clock.now());
        await recordAudit(tx, {
          operatorId: operator.id,
          action: body.decision === 'approve' ? 'copy.approve_leader' : 'copy.reject_leader',
          targetType: 'copy_leader_application',
          targetId: before.id,
          customerId: before.customerId,
          reason: body.reason,
          before: { status: before.status },
          after: {
            status: after.status,
            strategyId: after.strategyId,
            ...(body.decision === 'approve'
              ? { names: body.names, description: body.description }
              : {}),
          },
          ipAddress,
        });
        return before.id;
      });
      return applicationForConsole(db, id);
    },

    async pool(productId: number) {
      const product = await productView(productId);
      const [row] = await productsWithStrategies(db, { includeDrafts: true, productId });
      const poolCustomerId = row!.product.poolCustomerId;
      const waiting = await waitingRedemptions(db, productId);
      const paid = await flowsOf(db, waiting);
      const rebalances = await db
        .select()
        .from(copyRebalances)
        .where(eq(copyRebalances.productId, productId))
        .orderBy(desc(copyRebalances.tradingDay))
        .limit(60);
      const mirrors = await db
        .select()
        .from(copyMirrors)
        .where(eq(copyMirrors.productId, productId))
        .orderBy(desc(copyMirrors.leaderPositionId))
        .limit(100);
      return {
        product,
        positions: poolCustomerId === null ? [] : await poolPositions(deps.trading, poolCustomerId),
        mirrors: mirrors.map((mirror) => ({
          leaderPositionId: mirror.leaderPositionId,
          symbol: mirror.symbol,
          direction: mirror.direction,
          leverage: mirror.leverage,
          state: mirror.state,
          lots: mirror.lots,
          poolPositionId: mirror.poolPositionId,
          skipReason: mirror.skipReason,
          refusalKey: mirror.refusalKey,
          createdAt: mirror.createdAt.toISOString(),
        })),
        navHistory: await navPoints(db, productId),
        waitingRedemptions: waiting.map((request) => ({
          ...toRedemptionView(request, paid),
          customerId: request.customerId,
        })),
        rebalances: rebalances.map((rebalance) => ({
          day: rebalance.tradingDay,
          finishedAt: rebalance.finishedAt?.toISOString() ?? null,
          summary: rebalance.summary,
        })),
      };
    },
  };
}

export type CopyOperatorService = ReturnType<typeof copyOperatorService>;
