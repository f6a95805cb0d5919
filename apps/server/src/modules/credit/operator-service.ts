import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminLoan, CreditSettings } from '@kabuto/contract';
import type { Locale } from '@kabuto/contract';
import { customers } from '../../db/schema';
import { loanAccruals, loanRepayments, loans } from '../../db/schema-credit';
import { operators } from '../../db/schema-operators';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { jstDateOf } from '../../platform/calendar';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { CreditDeps } from './borrowing';
import { toLoanView, type LoanRow } from './loans-repo';
import { reviewLoan } from './review';
import { readCreditSettings, writeCreditSettings } from './settings';
import { creditStanding } from './standing';

/** Credit's console side (docs/credit.md): the queue, a loan's detail, review, the settings. */

const firstApprover = alias(operators, 'loan_first_approver');
const reviewer = alias(operators, 'loan_reviewer');

type QueueStatus = 'open' | 'approved' | 'rejected' | 'all';

export function creditOperatorService(deps: CreditDeps) {
  const today = () => jstDateOf(deps.clock.now());

  async function adminLoans(where: SQL | undefined, newestFirst: boolean): Promise<AdminLoan[]> {
    const rows = await deps.db
      .select({
        loan: loans,
        account: customers.account,
        firstApprovedBy: firstApprover.username,
        reviewedBy: reviewer.username,
      })
      .from(loans)
      .innerJoin(customers, eq(customers.id, loans.customerId))
      .leftJoin(firstApprover, eq(firstApprover.id, loans.firstApprovedByOperatorId))
      .leftJoin(reviewer, eq(reviewer.id, loans.reviewedByOperatorId))
      .where(where)
      .orderBy(newestFirst ? desc(loans.id) : asc(loans.id))
      .limit(200);
    return rows.map((row) => adminLoanOf(row.loan, row));
  }

  function adminLoanOf(
    row: LoanRow,
    names: { account: string; firstApprovedBy: string | null; reviewedBy: string | null },
  ): AdminLoan {
    return {
      ...toLoanView(row, today()),
      reviewStatus: row.status,
      customerId: row.customerId,
      account: names.account,
      needsSecondApproval: row.needsSecondApproval,
      firstApprovedBy: names.firstApprovedBy,
      reviewedBy: names.reviewedBy,
    };
  }

  async function one(loanId: number): Promise<AdminLoan> {
    const [found] = await adminLoans(eq(loans.id, loanId), false);
    if (!found) throw new AppError('loan_not_found');
    return found;
  }

  return {
    queue(body: { status: QueueStatus; customerId?: number | undefined }) {
      const byStatus =
        body.status === 'open'
          ? inArray(loans.status, ['pending', 'awaiting_second_approval'])
          : body.status === 'all'
            ? undefined
            : eq(loans.status, body.status);
      const byCustomer =
        body.customerId === undefined ? undefined : eq(loans.customerId, body.customerId);
      return adminLoans(and(byStatus, byCustomer), body.status !== 'open');
    },
    async detail(loanId: number) {
      const loan = await one(loanId);
      const settings = await readCreditSettings(deps.db);
      const [standing, accruals, repayments] = await Promise.all([
        creditStanding(deps, settings, loan.customerId, deps.clock.now(), {
          excludeOpenApplication: true,
        }),
        deps.db
          .select()
          .from(loanAccruals)
          .where(eq(loanAccruals.loanId, loanId))
          .orderBy(asc(loanAccruals.day)),
        deps.db
          .select()
          .from(loanRepayments)
          .where(eq(loanRepayments.loanId, loanId))
          .orderBy(asc(loanRepayments.id)),
      ]);
      return {
        ...loan,
        score: standing.score,
        factors: standing.factors,
        creditLimit: standing.creditLimit,
        borrowable: standing.borrowable,
        accruals: accruals.map((accrual) => ({
          day: accrual.day,
          principal: accrual.principal,
          annualRate: accrual.annualRate,
          late: accrual.late,
          interestExact: accrual.basis,
          entryId: accrual.entryId,
        })),
        repayments: repayments.map((repayment) => ({
          id: repayment.id,
          at: repayment.at.toISOString(),
          amount: repayment.amount,
          interest: repayment.interest,
          principal: repayment.principal,
          entryId: repayment.entryId,
        })),
      };
    },
    async review(
      operator: AuthenticatedOperator,
      body: {
        loanId: number;
        decision: 'approve' | 'reject';
        reason?: string | undefined;
        reasonLocale?: Locale | undefined;
        note?: string | undefined;
      },
      ipAddress: string | null,
    ): Promise<AdminLoan> {
      if (body.decision === 'reject' && !body.reason) throw new AppError('reason_required');
      await reviewLoan(
        deps,
        body.loanId,
        body.decision === 'approve'
          ? { kind: 'approve', note: body.note }
          : { kind: 'reject', reason: body.reason!, reasonLocale: body.reasonLocale ?? null },
        operator,
        ipAddress,
      );
      return one(body.loanId);
    },
    settings: () => readCreditSettings(deps.db),
    async saveSettings(
      operator: AuthenticatedOperator,
      body: { settings: CreditSettings; reason: string },
      ipAddress: string | null,
    ): Promise<CreditSettings> {
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const before = await readCreditSettings(tx);
        await writeCreditSettings(tx, body.settings, now);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'credit_settings.save',
          targetType: 'credit_settings',
          targetId: 1,
          reason: body.reason,
          before,
          after: body.settings,
          ipAddress,
        });
      });
      return readCreditSettings(deps.db);
    },
  };
}
export type CreditOperatorService = ReturnType<typeof creditOperatorService>;
