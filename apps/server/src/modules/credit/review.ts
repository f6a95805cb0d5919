import { eq } from 'drizzle-orm';
import { compare, negate } from '@kabuto/money';
import type { Locale } from '@kabuto/contract';
import { loans } from '../../db/schema-credit';
import { customerAccount, postEntry } from '../../ledger';
import { AppError } from '../../platform/app-error';
import { transactionWithNotices } from '../notifications';
import { recordAudit } from '../../platform/audit';
import { jstDateOf } from '../../platform/calendar';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { CreditDeps } from './borrowing';
import { addDays, loanOrderNo, lockLoan, type LoanRow } from './loans-repo';
import { readCreditSettings } from './settings';
import { creditStanding } from './standing';

/**
 * Reviewing a loan application (docs/credit.md, "Review"), in one transaction with the loan row
 * locked: the money moves (or not) and the audit entry is written together. Dual control as for
 * large withdrawals: above `secondApprovalAbove` the first approval only marks the loan
 * 'awaiting_second_approval' and a different operator completes it. An approval checks the limit
 * again (the customer's assets may have fallen since they applied) and credits the amount:
 * `loan −amount, available +amount`, so the money is usable at once and the debt is recorded.
 */

export type LoanDecision =
  | { kind: 'approve'; note: string | undefined }
  | { kind: 'reject'; reason: string; reasonLocale: Locale | null };

function snapshot(row: LoanRow) {
  return {
    status: row.status,
    customerId: row.customerId,
    amount: row.amount,
    productId: row.productId,
    needsSecondApproval: row.needsSecondApproval,
    firstApprovedByOperatorId: row.firstApprovedByOperatorId,
  };
}

/** The customer is told of a complete decision (not of a first approval): ADR 0039. */
const reviewed = (row: LoanRow, outcome: 'approved' | 'rejected') =>
  ({ kind: 'loan.reviewed', loanId: row.id, outcome }) as const;

export async function reviewLoan(
  deps: CreditDeps,
  loanId: number,
  decision: LoanDecision,
  operator: AuthenticatedOperator,
  ipAddress: string | null,
): Promise<number> {
  const now = deps.clock.now();
  const settings = await readCreditSettings(deps.db);
  return transactionWithNotices(deps.db, deps.events, async (tx, notices) => {
    const row = await lockLoan(tx, loanId);
    if (!row) throw new AppError('loan_not_found');
    if (row.status === 'approved' || row.status === 'rejected') {
      throw new AppError('loan_review_closed');
    }
    const before = snapshot(row);
    const audit = (
      action: string,
      reason: Parameters<typeof recordAudit>[1]['reason'],
      after: object,
    ) =>
      recordAudit(tx, {
        operatorId: operator.id,
        action: `loan.${action}`,
        targetType: 'loan',
        targetId: row.id,
        customerId: row.customerId,
        reason,
        before,
        after: { ...before, ...after },
        ipAddress,
      });

    if (decision.kind === 'reject') {
      const after = {
        status: 'rejected' as const,
        reviewedByOperatorId: operator.id,
        reviewedAt: now,
        reviewReason: decision.reason,
        reviewReasonLocale: decision.reasonLocale,
      };
      await tx.update(loans).set(after).where(eq(loans.id, row.id));
      await audit('reject', decision.reason, {
        status: 'rejected',
        reviewedByOperatorId: operator.id,
      });
      await notices.record(tx, row.customerId, reviewed(row, 'rejected'), now);
      return row.id;
    }

    if (row.status === 'pending' && compare(row.amount, settings.secondApprovalAbove) > 0) {
      const first = {
        status: 'awaiting_second_approval' as const,
        needsSecondApproval: true,
        firstApprovedByOperatorId: operator.id,
      };
      await tx
        .update(loans)
        .set({ ...first, firstApprovedAt: now })
        .where(eq(loans.id, row.id));
      await audit(
        'approve_first',
        decision.note ?? { key: 'first_approval_above_threshold', params: { amount: row.amount } },
        first,
      );
      return row.id;
    }
    if (
      row.status === 'awaiting_second_approval' &&
      row.firstApprovedByOperatorId === operator.id
    ) {
      throw new AppError('second_approver_required');
    }
    const standing = await creditStanding(
      { db: tx, market: deps.market },
      settings,
      row.customerId,
      now,
      {
        excludeOpenApplication: true,
      },
    );
    if (compare(row.amount, standing.borrowable) > 0) throw new AppError('loan_limit_insufficient');
    const posted = await postEntry(tx, {
      type: 'loan_disbursement',
      reason: `Loan ${loanOrderNo(row.id)}: ${row.amount} borrowed for ${row.termDays} days`,
      reference: { type: 'loan', id: row.id },
      idempotencyKey: `loan:${row.id}:disbursement`,
      at: now,
      postings: [
        { account: customerAccount(row.customerId, 'JPY', 'loan'), amount: negate(row.amount) },
        { account: customerAccount(row.customerId, 'JPY'), amount: row.amount },
      ],
    });
    const dueDate = addDays(jstDateOf(now), row.termDays);
    await tx
      .update(loans)
      .set({
        status: 'approved',
        reviewedByOperatorId: operator.id,
        reviewedAt: now,
        reviewReason: decision.note ?? null,
        borrowedAt: now,
        dueDate,
        principalOutstanding: row.amount,
        disbursementEntryId: posted.entryId,
      })
      .where(eq(loans.id, row.id));
    await audit(
      'approve',
      decision.note ?? { key: row.needsSecondApproval ? 'loan_approved_second' : 'loan_approved' },
      {
        status: 'approved',
        reviewedByOperatorId: operator.id,
        disbursementEntryId: posted.entryId,
        dueDate,
      },
    );
    await notices.record(tx, row.customerId, reviewed(row, 'approved'), now);
    return row.id;
  });
}
