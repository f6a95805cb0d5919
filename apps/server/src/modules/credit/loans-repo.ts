import { and, desc, eq } from 'drizzle-orm';
import { add, fromInteger, multiply, subtract } from '@kabuto/money';
import {
  interestOfBasis,
  loanCostPreview,
  reasonWithLocale,
  type LoanView,
} from '@kabuto/contract';
import type { Queryable, Transaction } from '../../db/client';
import { loans } from '../../db/schema-credit';
import { dayNumberOf, isoDateOfDayNumber, type IsoDate } from '../../platform/calendar';

/** Loans as rows, and as the customer sees them (docs/credit.md). */

export type LoanRow = typeof loans.$inferSelect;

/** The order number a customer quotes: LN and the loan's id, zero-padded. */
export const loanOrderNo = (id: number) => `LN${String(id).padStart(8, '0')}`;

/** `day` + `days` calendar days. */
export function addDays(day: IsoDate, days: number): IsoDate {
  return isoDateOfDayNumber(dayNumberOf(day) + days);
}

export async function lockLoan(tx: Transaction, id: number): Promise<LoanRow | undefined> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
  return row;
}

export async function customerLoans(db: Queryable, customerId: number): Promise<LoanRow[]> {
  return db.select().from(loans).where(eq(loans.customerId, customerId)).orderBy(desc(loans.id));
}

export async function customerLoan(
  db: Queryable,
  customerId: number,
  id: number,
): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.customerId, customerId)));
  return row;
}

export const owedOf = (row: Pick<LoanRow, 'principalOutstanding' | 'interestOutstanding'>) =>
  add(row.principalOutstanding, row.interestOutstanding);

/**
 * The repayment schedule: one repayment of everything on the due date (a bullet loan). Its
 * interest is what is owed now plus what the rest of the term adds on today's principal, by the
 * same running-total rounding the accrual uses. Under review: the terms as they would be if
 * approved today. Repaid or rejected: no schedule.
 */
function scheduleOf(row: LoanRow, today: IsoDate): LoanView['schedule'] {
  if (row.status === 'rejected' || row.repaidAt) return [];
  if (row.status !== 'approved' || !row.dueDate || !row.borrowedAt) {
    const preview = loanCostPreview(row.amount, row);
    return [
      {
        dueDate: addDays(today, row.termDays),
        principal: row.amount,
        interest: preview.interest,
        total: preview.totalToRepay,
      },
    ];
  }
  const firstUnaccrued = row.accruedThrough ? addDays(row.accruedThrough, 1) : null;
  const from = firstUnaccrued ?? today;
  const daysLeft = Math.max(0, dayNumberOf(row.dueDate) - dayNumberOf(from));
  const basisToDue = add(
    row.interestBasis,
    multiply(multiply(row.principalOutstanding, row.annualRate), fromInteger(daysLeft)),
  );
  const interest = add(
    row.interestOutstanding,
    subtract(interestOfBasis(basisToDue), row.interestCharged),
  );
  return [
    {
      dueDate: row.dueDate,
      principal: row.principalOutstanding,
      interest,
      total: add(row.principalOutstanding, interest),
    },
  ];
}

export function loanStateOf(row: LoanRow, today: IsoDate): LoanView['state'] {
  if (row.status !== 'approved') return null;
  if (row.repaidAt) return 'repaid';
  return row.dueDate && today > row.dueDate ? 'overdue' : 'outstanding';
}

export function toLoanView(row: LoanRow, today: IsoDate): LoanView {
  return {
    id: row.id,
    orderNo: loanOrderNo(row.id),
    amount: row.amount,
    productId: row.productId,
    termDays: row.termDays,
    annualRate: row.annualRate,
    lateAnnualRate: row.lateAnnualRate,
    status: row.status === 'awaiting_second_approval' ? 'pending' : row.status,
    state: loanStateOf(row, today),
    appliedAt: row.appliedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    borrowedAt: row.borrowedAt?.toISOString() ?? null,
    dueDate: row.dueDate,
    principalOutstanding: row.principalOutstanding,
    interestOutstanding: row.interestOutstanding,
    owedToday: owedOf(row),
    interestCharged: row.interestCharged,
    repaid: row.repaid,
    accruedThrough: row.accruedThrough,
    repaidAt: row.repaidAt?.toISOString() ?? null,
    rejectReason:
      row.status === 'rejected' ? reasonWithLocale(row.reviewReason, row.reviewReasonLocale) : null,
    schedule: scheduleOf(row, today),
  };
}
