import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COPY_LEADER_MIN_HISTORY_DAYS,
  reasonWithLocale,
  type adminCopyLeaderApplication,
  type copyLeaderApplicationView,
  type copyLeaderApplyRequest,
  type copyReviewLeaderRequest,
} from '@kabuto/contract';
import { ZERO } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { copyStrategies } from '../../db/schema-copy';
import { copyLeaderApplications } from '../../db/schema-copy-leaders';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { jstDayNumberOf } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { tradingHistories } from '../trading';
import type { StrategyRow } from './products';

/*
 * Leaders (docs/copy-trading.md, "Leaders"; the spec's seat account): a customer applies with a
 * display name and a profile in their own language; an operator reviews the application with the
 * applicant's trading history in view and either publishes a leader strategy, writing its names
 * and description in every language (followers never read a language not theirs), or rejects it
 * with a reason the applicant reads. The mirroring of a leader's trades is mirror-job.ts.
 */

export type LeaderApplicationRow = typeof copyLeaderApplications.$inferSelect;
type ApplyBody = z.output<typeof copyLeaderApplyRequest>;
type ReviewBody = z.output<typeof copyReviewLeaderRequest>;

export function toApplicationView(
  row: LeaderApplicationRow,
): z.output<typeof copyLeaderApplicationView> {
  return {
    id: row.id,
    status: row.status,
    displayName: row.displayName,
    profile: row.profile,
    locale: row.locale,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewReason: reasonWithLocale(row.reviewReason, row.reviewReasonLocale),
    strategyId: row.strategyId,
  };
}

/** The customer's leader strategy (suspended or not), if an application was ever approved. */
export async function leaderStrategyOf(
  db: Queryable,
  customerId: number,
): Promise<StrategyRow | null> {
  const [row] = await db
    .select()
    .from(copyStrategies)
    .where(and(eq(copyStrategies.kind, 'leader'), eq(copyStrategies.leaderCustomerId, customerId)))
    .orderBy(desc(copyStrategies.id))
    .limit(1);
  return row ?? null;
}

export async function latestApplication(
  db: Queryable,
  customerId: number,
): Promise<LeaderApplicationRow | null> {
  const [row] = await db
    .select()
    .from(copyLeaderApplications)
    .where(eq(copyLeaderApplications.customerId, customerId))
    .orderBy(desc(copyLeaderApplications.id))
    .limit(1);
  return row ?? null;
}

async function pendingOf(db: Queryable, customerId: number) {
  const [row] = await db
    .select({ id: copyLeaderApplications.id })
    .from(copyLeaderApplications)
    .where(
      and(
        eq(copyLeaderApplications.customerId, customerId),
        eq(copyLeaderApplications.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function replayed(db: Queryable, customerId: number, clientKey: string, hash: string) {
  const [row] = await db
    .select()
    .from(copyLeaderApplications)
    .where(
      and(
        eq(copyLeaderApplications.customerId, customerId),
        eq(copyLeaderApplications.clientKey, clientKey),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw new AppError('key_mismatch');
  return row;
}

/**
 * Whole calendar days in Japan from the first opened position to now: a position opened on the
 * 1st lets the customer apply from the 31st (30 days). A customer who never traded has none.
 */
export function historyDays(firstOpenedAt: Date | null, now: Date): number {
  if (firstOpenedAt === null) return -1;
  return jstDayNumberOf(now) - jstDayNumberOf(firstOpenedAt);
}

/**
 * An application to lead. Refused, with its key: a frozen account ('account_frozen'), identity
 * not verified ('verification_required'), already a leader ('copy_already_leader', a suspended
 * one too: reinstating is the operators' call), an application waiting for review
 * ('copy_leader_application_pending'; two sent at once make one, the partial unique index), a
 * trading history shorter than COPY_LEADER_MIN_HISTORY_DAYS ('copy_leader_history_too_short').
 * The same key again answers the first application.
 */
export async function applyToLead(
  deps: { db: Database; clock: Clock },
  customer: AuthenticatedCustomer,
  body: ApplyBody,
  clientKey: string,
): Promise<LeaderApplicationRow> {
  const { db } = deps;
  const hash = sha256Hex(`copy/leaderApply\n${canonicalJson(body)}`);
  const earlier = await replayed(db, customer.id, clientKey, hash);
  if (earlier) return earlier;
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  const [state] = await db
    .select({ verification: customers.verificationStatus })
    .from(customers)
    .where(and(eq(customers.id, customer.id), eq(customers.kind, 'customer')));
  if (state?.verification !== 'verified') throw new AppError('verification_required');
  if (await leaderStrategyOf(db, customer.id)) throw new AppError('copy_already_leader');
  if (await pendingOf(db, customer.id)) throw new AppError('copy_leader_application_pending');
  const now = deps.clock.now();
  const history = (await tradingHistories(db, [customer.id])).get(customer.id);
  if (historyDays(history?.firstOpenedAt ?? null, now) < COPY_LEADER_MIN_HISTORY_DAYS) {
    throw new AppError('copy_leader_history_too_short');
  }
  try {
    const [row] = await db
      .insert(copyLeaderApplications)
      .values({
        customerId: customer.id,
        displayName: body.displayName,
        profile: body.profile,
        locale: body.locale,
        clientKey,
        requestHash: hash,
        submittedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'copy_leader_applications_client_key')) {
      const again = await replayed(db, customer.id, clientKey, hash);
      if (again) return again;
    }
    if (isUniqueViolation(error, 'copy_leader_applications_one_pending')) {
      throw new AppError('copy_leader_application_pending');
    }
    throw error;
  }
}

/**
 * An operator's review inside the caller's transaction (which audits it): approving makes the
 * leader strategy with the names and description the operator published ('every_language_required'
 * without them); rejecting records the reason the applicant reads. Only a pending application can
 * be reviewed ('duplicate_operation' otherwise).
 */
export async function reviewApplication(
  tx: Queryable,
  operatorId: number,
  body: ReviewBody,
  now: Date,
): Promise<{ before: LeaderApplicationRow; after: LeaderApplicationRow }> {
  const [before] = await tx
    .select()
    .from(copyLeaderApplications)
    .where(eq(copyLeaderApplications.id, body.applicationId))
    .for('update');
  if (!before) throw new AppError('copy_leader_application_not_found');
  if (before.status !== 'pending') throw new AppError('duplicate_operation');
  let strategyId: number | null = null;
  if (body.decision === 'approve') {
    if (!body.names || !body.description) throw new AppError('every_language_required');
    if (await leaderStrategyOf(tx, before.customerId)) throw new AppError('copy_already_leader');
    const [strategy] = await tx
      .insert(copyStrategies)
      .values({
        kind: 'leader',
        names: body.names,
        description: body.description,
        leaderCustomerId: before.customerId,
      })
      .returning({ id: copyStrategies.id });
    strategyId = strategy!.id;
  }
  const [after] = await tx
    .update(copyLeaderApplications)
    .set({
      status: body.decision === 'approve' ? 'approved' : 'rejected',
      reviewedAt: now,
      reviewerOperatorId: operatorId,
      reviewReason: body.reason,
      reviewReasonLocale: body.reasonLocale ?? null,
      strategyId,
    })
    .where(eq(copyLeaderApplications.id, before.id))
    .returning();
  return { before, after: after! };
}

/** Applications as the console lists them: the queue oldest first, reviewed ones newest first. */
export async function applicationsForConsole(
  db: Queryable,
  status: LeaderApplicationRow['status'],
): Promise<z.output<typeof adminCopyLeaderApplication>[]> {
  const rows = await db
    .select({
      application: copyLeaderApplications,
      account: customers.account,
      verificationStatus: customers.verificationStatus,
    })
    .from(copyLeaderApplications)
    .innerJoin(customers, eq(customers.id, copyLeaderApplications.customerId))
    .where(eq(copyLeaderApplications.status, status))
    .orderBy(
      status === 'pending' ? asc(copyLeaderApplications.id) : desc(copyLeaderApplications.id),
    )
    .limit(200);
  return withHistories(db, rows);
}

/** One application as the console shows it (after a review). */
export async function applicationForConsole(db: Queryable, applicationId: number) {
  const rows = await db
    .select({
      application: copyLeaderApplications,
      account: customers.account,
      verificationStatus: customers.verificationStatus,
    })
    .from(copyLeaderApplications)
    .innerJoin(customers, eq(customers.id, copyLeaderApplications.customerId))
    .where(eq(copyLeaderApplications.id, applicationId));
  const [view] = await withHistories(db, rows);
  if (!view) throw new AppError('copy_leader_application_not_found');
  return view;
}

async function withHistories(
  db: Queryable,
  rows: { application: LeaderApplicationRow; account: string; verificationStatus: string }[],
) {
  const histories = await tradingHistories(
    db,
    rows.map(({ application }) => application.customerId),
  );
  return rows.map(({ application, account, verificationStatus }) => {
    const history = histories.get(application.customerId);
    return {
      ...toApplicationView(application),
      customerId: application.customerId,
      account,
      verificationStatus,
      firstTradeAt: history?.firstOpenedAt?.toISOString() ?? null,
      closedPositions: history?.closedPositions ?? 0,
      realizedPnl: history?.realizedPnl ?? ZERO,
      reviewerOperatorId: application.reviewerOperatorId,
    };
  });
}
