import { and, eq, inArray } from 'drizzle-orm';
import { compare, isZero, negate, subtract, add, type DecimalString } from '@kabuto/money';
import { splitRepayment } from '@kabuto/contract';
import type { Database, Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { loanRepayments, loans } from '../../db/schema-credit';
import { isUniqueViolation } from '../../db/unique-violation';
import { customerAccount, postEntry } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/events';
import { canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { accrueLoan, lastEndedDay } from './accrual';
import { loanOrderNo, lockLoan, owedOf, type LoanRow } from './loans-repo';
import { readCreditSettings } from './settings';
import { creditStanding } from './standing';

/*
 * The customer's side of a loan (docs/credit.md): applying and repaying. Each takes a required
 * idempotency key stored with its row in the same transaction (ADR 0012): the same key again
 * answers the first result, with another request it is refused ('key_mismatch').
 */

export type CreditDeps = {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  /** Where a loan review's notice to its customer goes out after the commit (ADR 0039). */
  events?: EventBus;
};

const requestHashOf = (kind: 'apply' | 'repay', body: unknown) =>
  sha256Hex(`loan/${kind}\n${canonicalJson(body)}`);

async function appliedWithKey(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<LoanRow | null> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.clientKey, clientKey)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row;
}

/**
 * An application: refused for a frozen account, an unverified identity, an unknown product, an
 * amount beyond the borrowable amount ('loan_limit_insufficient') or a second open application
 * ('loan_application_pending', also when two arrive at once: a partial unique index).
 */
export async function applyForLoan(
  deps: CreditDeps,
  customer: AuthenticatedCustomer,
  body: { amount: DecimalString; productId: string },
  clientKey: string,
): Promise<LoanRow> {
  const requestHash = requestHashOf('apply', body);
  const earlier = await appliedWithKey(deps.db, customer.id, clientKey, requestHash);
  if (earlier) return earlier;
  if (customer.restrictions.includes('frozen')) throw new AppError('account_frozen');
  const [state] = await deps.db
    .select({ verification: customers.verificationStatus })
    .from(customers)
    .where(eq(customers.id, customer.id));
  if (state?.verification !== 'verified') throw new AppError('verification_required');
  const settings = await readCreditSettings(deps.db);
  const product = settings.products.find((candidate) => candidate.id === body.productId);
  if (!product) throw new AppError('loan_product_unknown');
  const now = deps.clock.now();
  const [open] = await deps.db
    .select({ id: loans.id })
    .from(loans)
    .where(
      and(
        eq(loans.customerId, customer.id),
        inArray(loans.status, ['pending', 'awaiting_second_approval']),
      ),
    )
    .limit(1);
  if (open) throw new AppError('loan_application_pending');
  const standing = await creditStanding(deps, settings, customer.id, now);
  if (compare(body.amount, standing.borrowable) > 0) throw new AppError('loan_limit_insufficient');
  try {
    const [row] = await deps.db
      .insert(loans)
      .values({
        customerId: customer.id,
        amount: body.amount,
        productId: product.id,
        termDays: product.termDays,
        annualRate: product.annualRate,
        lateAnnualRate: product.lateAnnualRate,
        status: 'pending',
        clientKey,
        requestHash,
        appliedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'loans_client_key')) {
      const again = await appliedWithKey(deps.db, customer.id, clientKey, requestHash);
      if (again) return again;
    }
    if (isUniqueViolation(error, 'loans_one_open_application')) {
      throw new AppError('loan_application_pending');
    }
    throw error;
  }
}

async function repaidWithKey(
  db: Queryable,
  customerId: number,
  clientKey: string,
  requestHash: string,
): Promise<number | null> {
  const [row] = await db
    .select({ loanId: loanRepayments.loanId, requestHash: loanRepayments.requestHash })
    .from(loanRepayments)
    .where(and(eq(loanRepayments.customerId, customerId), eq(loanRepayments.clientKey, clientKey)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError('key_mismatch');
  return row.loanId;
}

/**
 * A repayment from available money: the loan is locked and its interest brought up to date first
 * (through yesterday), then `amount` pays interest, then principal. Refused: another customer's or
 * an unknown loan ('loan_not_found'), one with nothing owed ('loan_not_open'), more than is owed
 * ('repayment_exceeds_loan'), more than is available (the ledger's guarded debit). Answers the
 * loan's id.
 */
export async function repayLoan(
  deps: CreditDeps,
  customer: AuthenticatedCustomer,
  body: { loanId: number; amount: DecimalString },
  clientKey: string,
): Promise<number> {
  const requestHash = requestHashOf('repay', body);
  const earlier = await repaidWithKey(deps.db, customer.id, clientKey, requestHash);
  if (earlier !== null) return earlier;
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockLoan(tx, body.loanId);
      if (!locked || locked.customerId !== customer.id) throw new AppError('loan_not_found');
      if (locked.status !== 'approved' || locked.repaidAt) throw new AppError('loan_not_open');
      const row = await accrueLoan(tx, locked, lastEndedDay(now), now);
      const owed = owedOf(row);
      if (compare(body.amount, owed) > 0) throw new AppError('repayment_exceeds_loan');
      const split = splitRepayment(body.amount, {
        interest: row.interestOutstanding,
        principal: row.principalOutstanding,
      });
      // The entry's key comes from the customer's key: one repayment per key, in the journal too.
      const posted = await postEntry(tx, {
        type: 'loan_repayment',
        reason: `Loan ${loanOrderNo(row.id)}: repayment (interest ${split.interest}, principal ${split.principal})`,
        reference: { type: 'loan', id: row.id },
        idempotencyKey: `loan:${row.id}:repayment:${sha256Hex(`${customer.id}\n${clientKey}`)}`,
        at: now,
        postings: [
          { account: customerAccount(customer.id, 'JPY'), amount: negate(body.amount) },
          { account: customerAccount(customer.id, 'JPY', 'loan'), amount: body.amount },
        ],
      });
      await tx.insert(loanRepayments).values({
        loanId: row.id,
        customerId: customer.id,
        clientKey,
        requestHash,
        amount: body.amount,
        interest: split.interest,
        principal: split.principal,
        entryId: posted.entryId,
        at: now,
      });
      const remaining = subtract(owed, body.amount);
      await tx
        .update(loans)
        .set({
          interestOutstanding: subtract(row.interestOutstanding, split.interest),
          principalOutstanding: subtract(row.principalOutstanding, split.principal),
          repaid: add(row.repaid, body.amount),
          ...(isZero(remaining) ? { repaidAt: now } : {}),
        })
        .where(eq(loans.id, row.id));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'loan_repayments_client_key')) {
      const again = await repaidWithKey(deps.db, customer.id, clientKey, requestHash);
      if (again !== null) return again;
    }
    throw error;
  }
}
