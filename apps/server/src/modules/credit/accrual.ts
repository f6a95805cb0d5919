import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { add, isPositive, negate, subtract, ZERO } from '@kabuto/money';
import { dailyBasisOf, interestOfBasis } from '@kabuto/contract';
import type { Database, Transaction } from '../../db/client';
import { loanAccruals, loans } from '../../db/schema-credit';
import { customerAccount, houseAccount, postEntry } from '../../ledger';
import { dayNumberOf, jstDateOf, type IsoDate } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { addDays, loanOrderNo, type LoanRow } from './loans-repo';

/**
 * Daily interest (docs/credit.md, "Interest"). Every calendar day (Japan) that ends with principal
 * outstanding adds principal × annual rate to the loan's interest basis, at the late rate from the
 * due date on; what is charged is ⌊basis ÷ 365⌋ yen, and a run charges what its days made whole as
 * one journal entry (the customer's `loan` account owes more, the house's interest income grows).
 * The day a loan is borrowed counts, the day it is repaid does not (a loan repaid the day it was
 * borrowed costs nothing).
 *
 * Durable (integrity rule 9): the loan row is locked, `accrued_through` says which days are done
 * and `loan_accruals` holds each day once (its key), so a run repeated, run by two processes or
 * run after days of downtime charges every day exactly once.
 */

/** The last day (Japan) that has ended at `now`. */
export const lastEndedDay = (now: Date): IsoDate => addDays(jstDateOf(now), -1);

/**
 * Accrues `row` (locked in `tx`) through `throughDay`; answers the row as updated. Days before
 * the borrowing day and days already accrued are skipped.
 */
export async function accrueLoan(
  tx: Transaction,
  row: LoanRow,
  throughDay: IsoDate,
  now: Date,
): Promise<LoanRow> {
  if (row.status !== 'approved' || row.repaidAt || !row.borrowedAt || !row.dueDate) return row;
  const borrowedDay = jstDateOf(row.borrowedAt);
  const first = row.accruedThrough ? addDays(row.accruedThrough, 1) : borrowedDay;
  if (first > throughDay) return row;
  const days: (typeof loanAccruals.$inferInsert)[] = [];
  let basis = row.interestBasis;
  let wentOverdue = false;
  if (isPositive(row.principalOutstanding)) {
    for (let day = dayNumberOf(first); day <= dayNumberOf(throughDay); day += 1) {
      const iso = addDays(first, day - dayNumberOf(first));
      const late = iso >= row.dueDate;
      wentOverdue ||= late;
      const annualRate = late ? row.lateAnnualRate : row.annualRate;
      const dayBasis = dailyBasisOf(row.principalOutstanding, annualRate);
      basis = add(basis, dayBasis);
      days.push({
        loanId: row.id,
        day: iso,
        principal: row.principalOutstanding,
        annualRate,
        late,
        basis: dayBasis,
        accruedAt: now,
      });
    }
  } else if (isPositive(row.interestOutstanding) && throughDay >= row.dueDate) {
    // Only interest left, owed past the due date: late, though no principal bears interest.
    wentOverdue = true;
  }
  const charged = interestOfBasis(basis);
  const newlyCharged = subtract(charged, row.interestCharged);
  let entryId: number | null = null;
  if (isPositive(newlyCharged)) {
    const posted = await postEntry(tx, {
      type: 'loan_interest',
      reason: `Loan ${loanOrderNo(row.id)}: interest through ${throughDay}`,
      reference: { type: 'loan', id: row.id },
      idempotencyKey: `loan:${row.id}:interest:${throughDay}`,
      at: now,
      postings: [
        { account: customerAccount(row.customerId, 'JPY', 'loan'), amount: negate(newlyCharged) },
        { account: houseAccount('loan_interest_income', 'JPY'), amount: newlyCharged },
      ],
    });
    entryId = posted.entryId;
  }
  if (days.length > 0) {
    await tx
      .insert(loanAccruals)
      .values(days.map((day) => ({ ...day, entryId })))
      .onConflictDoNothing();
  }
  const [updated] = await tx
    .update(loans)
    .set({
      interestBasis: basis,
      interestCharged: charged,
      interestOutstanding: add(
        row.interestOutstanding,
        isPositive(newlyCharged) ? newlyCharged : ZERO,
      ),
      accruedThrough: throughDay,
      ...(wentOverdue && !row.wentOverdueAt ? { wentOverdueAt: now } : {}),
    })
    .where(eq(loans.id, row.id))
    .returning();
  return updated!;
}

/**
 * One run of the accrual job: every approved, unrepaid loan whose days up to yesterday are not all
 * accrued, each in its own transaction under its row lock (a loan another process holds is left
 * to it). Answers how many loans it accrued.
 */
export async function runDueAccruals(
  deps: { db: Database; clock: Clock },
  now?: Date,
  /** Only this customer's loans: a read catches up first, so "owed today" is what repaying asks. */
  customerId?: number,
): Promise<number> {
  const at = now ?? deps.clock.now();
  const through = lastEndedDay(at);
  const due = await deps.db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.status, 'approved'),
        isNull(loans.repaidAt),
        customerId === undefined ? undefined : eq(loans.customerId, customerId),
        or(isNull(loans.accruedThrough), lt(loans.accruedThrough, through)),
      ),
    )
    .orderBy(asc(loans.id));
  let accrued = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(loans)
        .where(eq(loans.id, id))
        .for('update', { skipLocked: true });
      if (!row) return false;
      const updated = await accrueLoan(tx, row, through, at);
      return updated !== row;
    });
    if (done) accrued += 1;
  }
  return accrued;
}
