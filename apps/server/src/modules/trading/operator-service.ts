import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Locale,
  adminPositionsRequest,
  dayTradingQueueRequest,
  saveLendingQuotaRequest,
  saveTradingSettingsRequest,
} from '@kabuto/contract';
import { dayTradingApplications, lendingPools, positions } from '../../db/schema-trading';
import { queryRows } from '../../ledger/rows';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { applicationQueue, lockApplication, toApplicationView } from './day-trading-repo';
import type { TradingDeps } from './place-order';
import { positionDetail } from './queries';
import { lockPosition, searchPositions } from './repo';
import {
  forgetReadTradingSettings,
  readTradingSettings,
  tradingSettingsRefusal,
  writeTradingSettings,
} from './settings';
import { toPositionView } from './views';

/** The console's side: orders and positions, locks, day-trading reviews, settings. Every change is audited. */
export function tradingOperatorService(deps: TradingDeps) {
  const { db, clock, market } = deps;

  async function adminView(row: typeof positions.$inferSelect, account: string) {
    const settings = await readTradingSettings(db);
    return {
      ...toPositionView(row, { market, settings, calendar: market.calendar }),
      customerId: row.customerId,
      account,
    };
  }

  async function accountOf(customerId: number): Promise<string> {
    const [row] = await queryRows<{ account: string }>(
      db,
      sql`SELECT account FROM customers WHERE id = ${customerId}`,
    );
    return row?.account ?? '';
  }

  async function setLock(
    operator: AuthenticatedOperator,
    body: { positionId: number; reason: string },
    lock: boolean,
    ip: string,
  ) {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const before = await lockPosition(tx, body.positionId);
      if (!before) throw new AppError('order_not_found');
      if (before.status !== (lock ? 'holding' : 'locked'))
        throw new AppError('duplicate_operation');
      const [after] = await tx
        .update(positions)
        .set(
          lock
            ? { status: 'locked', lockedAt: now, lockReason: body.reason }
            : { status: 'holding', lockedAt: null, lockReason: null },
        )
        .where(eq(positions.id, before.id))
        .returning();
      await recordAudit(tx, {
        operatorId: operator.id,
        action: lock ? 'trading.lock_position' : 'trading.unlock_position',
        targetType: 'position',
        targetId: before.id,
        customerId: before.customerId,
        reason: body.reason,
        before: { status: before.status, lockReason: before.lockReason },
        after: { status: after!.status, lockReason: after!.lockReason },
        ipAddress: ip,
      });
      return after!;
    });
    return adminView(row, await accountOf(row.customerId));
  }

  async function decide(
    operator: AuthenticatedOperator,
    body: { applicationId: number; reason: string; reasonLocale?: Locale | undefined },
    decision: 'approved' | 'rejected',
    ip: string,
  ) {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const before = await lockApplication(tx, body.applicationId);
      if (!before) throw new AppError('not_found');
      if (before.status !== 'pending') throw new AppError('application_closed');
      const [after] = await tx
        .update(dayTradingApplications)
        .set({
          status: decision,
          reviewedBy: operator.id,
          reviewedAt: now,
          reviewReason: body.reason,
          reviewReasonLocale: body.reasonLocale ?? null,
        })
        .where(eq(dayTradingApplications.id, before.id))
        .returning();
      await recordAudit(tx, {
        operatorId: operator.id,
        action:
          decision === 'approved' ? 'trading.approve_day_trading' : 'trading.reject_day_trading',
        targetType: 'day_trading_application',
        targetId: before.id,
        customerId: before.customerId,
        reason: body.reason,
        before: { status: before.status },
        after: { status: after!.status, customerId: after!.customerId },
        ipAddress: ip,
      });
      return after!;
    });
    return {
      ...toApplicationView(row),
      customerId: row.customerId,
      account: await accountOf(row.customerId),
      reviewedBy: operator.username,
    };
  }

  return {
    settings: () => readTradingSettings(db),

    async saveSettings(
      operator: AuthenticatedOperator,
      body: z.output<typeof saveTradingSettingsRequest>,
      ip: string,
    ) {
      const refusal = tradingSettingsRefusal(body.settings);
      if (refusal !== null) throw new AppError(refusal);
      await db.transaction(async (tx) => {
        const before = await readTradingSettings(tx);
        await writeTradingSettings(tx, body.settings, clock.now());
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'trading.save_settings',
          targetType: 'trading_settings',
          targetId: 1,
          reason: body.reason,
          before,
          after: body.settings,
          ipAddress: ip,
        });
      });
      forgetReadTradingSettings();
      return readTradingSettings(db);
    },

    async lendingQuotas() {
      const settings = await readTradingSettings(db);
      const pools = await db.select().from(lendingPools);
      const bySymbol = new Map(pools.map((pool) => [pool.symbol, pool]));
      return market.instruments().map((instrument) => {
        const pool = bySymbol.get(instrument.symbol);
        const quotaShares = pool?.quotaShares ?? null;
        return {
          symbol: instrument.symbol,
          names: instrument.names,
          quotaShares,
          effectiveQuotaShares: quotaShares ?? settings.defaultLendingQuotaShares,
          usedShares: pool?.usedShares ?? 0,
        };
      });
    },

    async saveLendingQuota(
      operator: AuthenticatedOperator,
      body: z.output<typeof saveLendingQuotaRequest>,
      ip: string,
    ) {
      if (!market.instrument(body.symbol)) throw new AppError('product_unavailable');
      await db.transaction(async (tx) => {
        await tx.insert(lendingPools).values({ symbol: body.symbol }).onConflictDoNothing();
        const [before] = await tx
          .select()
          .from(lendingPools)
          .where(eq(lendingPools.symbol, body.symbol))
          .for('update');
        await tx
          .update(lendingPools)
          .set({ quotaShares: body.quotaShares, updatedAt: clock.now() })
          .where(eq(lendingPools.symbol, body.symbol));
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'trading.save_lending_quota',
          targetType: 'lending_pool',
          targetId: body.symbol,
          reason: body.reason,
          before: { quotaShares: before?.quotaShares ?? null, usedShares: before?.usedShares ?? 0 },
          after: { quotaShares: body.quotaShares },
          ipAddress: ip,
        });
      });
      return null;
    },

    async positions(filter: z.output<typeof adminPositionsRequest>) {
      const rows = await searchPositions(db, filter);
      const items = await Promise.all(
        rows.map(({ position, account }) => adminView(position, account)),
      );
      const last = rows.at(-1);
      return { items, nextCursor: rows.length === filter.limit && last ? last.position.id : null };
    },

    async position(positionId: number) {
      const { row, detail } = await positionDetail(deps, null, positionId);
      return { ...detail, customerId: row.customerId, account: await accountOf(row.customerId) };
    },

    lock: (
      operator: AuthenticatedOperator,
      body: { positionId: number; reason: string },
      ip: string,
    ) => setLock(operator, body, true, ip),
    unlock: (
      operator: AuthenticatedOperator,
      body: { positionId: number; reason: string },
      ip: string,
    ) => setLock(operator, body, false, ip),

    async dayTradingQueue(filter: z.output<typeof dayTradingQueueRequest>) {
      const rows = await applicationQueue(db, filter);
      const last = rows.at(-1);
      return {
        items: rows.map(({ application, account, reviewedBy }) => ({
          ...toApplicationView(application),
          customerId: application.customerId,
          account,
          reviewedBy,
        })),
        nextCursor: rows.length === filter.limit && last ? last.application.id : null,
      };
    },
    approveDayTrading: (
      operator: AuthenticatedOperator,
      body: { applicationId: number; reason: string; reasonLocale?: Locale | undefined },
      ip: string,
    ) => decide(operator, body, 'approved', ip),
    rejectDayTrading: (
      operator: AuthenticatedOperator,
      body: { applicationId: number; reason: string; reasonLocale?: Locale | undefined },
      ip: string,
    ) => decide(operator, body, 'rejected', ip),
  };
}

export type TradingOperatorService = ReturnType<typeof tradingOperatorService>;
