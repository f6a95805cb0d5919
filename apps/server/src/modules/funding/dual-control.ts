import type { AuditReason, AuditReasonKey, FundingStatus, Locale, Notice } from '@kabuto/contract';
import type { Transaction } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { transactionWithNotices } from '../notifications';
import type { DepositRow, WithdrawalRow } from './repo';
import { reviewContext, type ReviewContext, type ReviewDeps } from './review-context';

/**
 * Deciding a deposit or a withdrawal (docs/funding.md), one way for both: the request row is
 * locked, the money moves (or not) and the audit entry is written in one transaction.
 *
 * Dual control: at the first approval, an amount worth more than the threshold (in JPY at current
 * rates) is marked as needing a second approval and waits as 'awaiting_second_approval'; only a
 * different operator's approval completes it. Either operator, or any other reviewer, may reject.
 * A complete decision (approved or rejected, not a first approval) tells the customer: the inbox
 * row in the same transaction, the live event after the commit (ADR 0039).
 */

export type Decision = {
  id: number;
  status: FundingStatus;
  needsSecondApproval: boolean;
  journalEntryId: number | null;
};

type ReviewedRow = DepositRow | WithdrawalRow;

/** The review columns a decision writes; `entryId` is the journal entry it posted, if any. */
export type ReviewUpdate = {
  status: 'awaiting_second_approval' | 'approved' | 'rejected';
  needsSecondApproval?: true;
  firstApprovedByOperatorId?: number;
  firstApprovedAt?: Date;
  reviewedByOperatorId?: number;
  reviewedAt?: Date;
  reviewReason?: string | null;
  reviewReasonLocale?: Locale | null;
  entryId?: number;
};

/** What differs between deposits and withdrawals: the table, and the names in the audit log. */
export type ReviewedRequest<Row extends ReviewedRow> = {
  /** The audit entry's target type and its actions' prefix. */
  kind: 'deposit' | 'withdrawal';
  /** The row's column for the entry a decision posts, named so in the audit entry. */
  entryField: 'journalEntryId' | 'settleEntryId';
  lock(tx: Transaction, id: number): Promise<Row | undefined>;
  update(tx: Transaction, id: number, values: ReviewUpdate): Promise<void>;
};

type Approval<Row extends ReviewedRow> = {
  kind: 'approve';
  /** Kept in the audit log (an approval's note is never shown to the customer). */
  note: string | undefined;
  /** The audit reason without a note, for a single approval and for a second one. */
  /** The audit reason of a complete approval without a note, single or second. */
  done: { single: AuditReasonKey; second: AuditReasonKey };
  /** Moves the money of a complete approval; answers the entry it posted. */
  settle(tx: Transaction, row: Row, now: Date): Promise<number>;
};

type Rejection<Row extends ReviewedRow> = {
  kind: 'reject';
  /** Shown to the customer. */
  reason: string;
  /** The language the operator wrote it in (null: not said). */
  reasonLocale: Locale | null;
  /** Gives back what the request held, if it held anything; answers that entry. */
  settle(tx: Transaction, row: Row, now: Date): Promise<number | null>;
};

export type Verdict<Row extends ReviewedRow> = Approval<Row> | Rejection<Row>;

function snapshot(row: ReviewedRow) {
  return {
    status: row.status,
    customerId: row.customerId,
    currency: row.currency,
    amount: row.amount,
    needsSecondApproval: row.needsSecondApproval,
    firstApprovedByOperatorId: row.firstApprovedByOperatorId,
  };
}

/** One decision on one locked, still open row. */
type Decide<Row extends ReviewedRow> = {
  tx: Transaction;
  row: Row;
  request: ReviewedRequest<Row>;
  operator: AuthenticatedOperator;
  context: ReviewContext;
  /** Writes the audit entry: the row before, and what the decision changed. */
  audit: (
    action: string,
    reason: string | AuditReason,
    changed: Record<string, unknown>,
  ) => Promise<void>;
  /** Tells the customer the request was decided. */
  notify: (outcome: 'approved' | 'rejected') => Promise<void>;
};

async function approve<Row extends ReviewedRow>(
  { tx, row, request, operator, context, audit, notify }: Decide<Row>,
  approval: Approval<Row>,
): Promise<Decision> {
  const { now } = context;
  const amountJpy = context.amountJpy(row.currency, row.amount);
  if (row.status === 'pending' && context.aboveThreshold(amountJpy)) {
    const first = {
      status: 'awaiting_second_approval',
      needsSecondApproval: true,
      firstApprovedByOperatorId: operator.id,
    } as const;
    await request.update(tx, row.id, { ...first, firstApprovedAt: now });
    await audit(
      'approve_first',
      approval.note ?? {
        key: 'first_approval_above_threshold',
        params: { amount: amountJpy ?? '' },
      },
      first,
    );
    return { id: row.id, status: first.status, needsSecondApproval: true, journalEntryId: null };
  }
  if (row.status === 'awaiting_second_approval' && row.firstApprovedByOperatorId === operator.id) {
    throw new AppError('second_approver_required');
  }
  const entryId = await approval.settle(tx, row, now);
  await request.update(tx, row.id, {
    status: 'approved',
    reviewedByOperatorId: operator.id,
    reviewedAt: now,
    reviewReason: approval.note ?? null,
    entryId,
  });
  await audit(
    'approve',
    approval.note ?? {
      key: row.needsSecondApproval ? approval.done.second : approval.done.single,
    },
    { status: 'approved', reviewedByOperatorId: operator.id, [request.entryField]: entryId },
  );
  await notify('approved');
  return {
    id: row.id,
    status: 'approved',
    needsSecondApproval: row.needsSecondApproval,
    journalEntryId: entryId,
  };
}

async function reject<Row extends ReviewedRow>(
  { tx, row, request, operator, context, audit, notify }: Decide<Row>,
  rejection: Rejection<Row>,
): Promise<Decision> {
  const entryId = await rejection.settle(tx, row, context.now);
  const entry = entryId === null ? {} : { entryId };
  await request.update(tx, row.id, {
    status: 'rejected',
    reviewedByOperatorId: operator.id,
    reviewedAt: context.now,
    reviewReason: rejection.reason,
    reviewReasonLocale: rejection.reasonLocale,
    ...entry,
  });
  await audit('reject', rejection.reason, {
    status: 'rejected',
    reviewedByOperatorId: operator.id,
    ...(entryId === null ? {} : { [request.entryField]: entryId }),
  });
  await notify('rejected');
  return {
    id: row.id,
    status: 'rejected',
    needsSecondApproval: row.needsSecondApproval,
    journalEntryId: entryId,
  };
}

/** What the customer is told: a withdrawal approved is a withdrawal paid out. */
function decisionNotice(
  kind: ReviewedRequest<ReviewedRow>['kind'],
  id: number,
  outcome: 'approved' | 'rejected',
): Notice {
  if (kind === 'deposit') return { kind: 'deposit.reviewed', depositId: id, outcome };
  return {
    kind: 'withdrawal.reviewed',
    withdrawalId: id,
    outcome: outcome === 'approved' ? 'paid' : 'rejected',
  };
}

/**
 * Approves or rejects request `id`: refused when it is unknown or already closed, or when the
 * operator who gave the first approval tries to give the second.
 */
export async function decideWithDualControl<Row extends ReviewedRow>(
  deps: ReviewDeps,
  request: ReviewedRequest<Row>,
  id: number,
  verdict: Verdict<Row>,
  operator: AuthenticatedOperator,
  ipAddress: string | null,
): Promise<Decision> {
  // The rates are read before the row is locked: the lock is held only for the decision.
  const context = await reviewContext(deps);
  return transactionWithNotices(deps.db, deps.events, async (tx, notices) => {
    const row = await request.lock(tx, id);
    if (!row) throw new AppError('funding_request_not_found');
    if (row.status === 'approved' || row.status === 'rejected') {
      throw new AppError('funding_request_closed');
    }
    const before = snapshot(row);
    const decide: Decide<Row> = {
      tx,
      row,
      request,
      operator,
      context,
      audit: (action, reason, changed) =>
        recordAudit(tx, {
          operatorId: operator.id,
          action: `${request.kind}.${action}`,
          targetType: request.kind,
          targetId: row.id,
          customerId: row.customerId,
          reason,
          before,
          after: { ...before, ...changed },
          ipAddress,
        }),
      notify: (outcome) =>
        notices.record(
          tx,
          row.customerId,
          decisionNotice(request.kind, row.id, outcome),
          context.now,
        ),
    };
    return verdict.kind === 'approve' ? approve(decide, verdict) : reject(decide, verdict);
  });
}
