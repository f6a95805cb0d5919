import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CreditSettings } from '@kabuto/contract';
import { customers } from './schema';
import { operators } from './schema-operators';
import { at, knownLocale, localeColumn, money, sqlTextList } from './columns';
import { decimalColumn } from './decimal-column';

/*
 * Credit (docs/credit.md): the settings operators keep, loans from application to repayment, each
 * day's interest and each repayment. The money itself is in the ledger: the customer's `loan`
 * account holds what is owed (negative), and every disbursement, accrual and repayment is a
 * journal entry named in these rows.
 */

export const LOAN_STATUSES = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'rejected',
] as const;
const OPEN_APPLICATION = sql`status IN ('pending', 'awaiting_second_approval')`;

/** The credit settings (contract `creditSettings`), one row; until the first save the defaults apply. */
export const creditSettingsTable = pgTable('credit_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').$type<CreditSettings>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

const rate = (name: string) => decimalColumn(name, { precision: 10, scale: 6 });

/**
 * A loan, from application to repayment. The product's terms are copied at application, so a
 * change of the product table never changes a loan. `principal_outstanding + interest_outstanding`
 * is what the loan adds to the customer's `loan` account (negated). Interest: `interest_basis` is
 * the exact sum of principal × annual rate over the days accrued; ⌊basis ÷ 365⌋ is what has been
 * charged (`interest_charged`). At most one open application per customer (a partial unique index).
 */
export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    amount: money('amount').notNull(),
    productId: text('product_id').notNull(),
    termDays: integer('term_days').notNull(),
    annualRate: rate('annual_rate').notNull(),
    lateAnnualRate: rate('late_annual_rate').notNull(),
    status: text('status', { enum: LOAN_STATUSES }).notNull(),
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    appliedAt: at('applied_at').notNull(),
    needsSecondApproval: boolean('needs_second_approval').notNull().default(false),
    firstApprovedByOperatorId: bigint('first_approved_by_operator_id', {
      mode: 'number',
    }).references(() => operators.id),
    firstApprovedAt: at('first_approved_at'),
    reviewedByOperatorId: bigint('reviewed_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    reviewedAt: at('reviewed_at'),
    reviewReason: text('review_reason'),
    reviewReasonLocale: localeColumn('review_reason_locale'),
    borrowedAt: at('borrowed_at'),
    /** The last day of the term (Japan, YYYY-MM-DD). */
    dueDate: text('due_date'),
    principalOutstanding: money('principal_outstanding')
      .notNull()
      .default(sql`0`),
    interestOutstanding: money('interest_outstanding')
      .notNull()
      .default(sql`0`),
    interestBasis: money('interest_basis')
      .notNull()
      .default(sql`0`),
    interestCharged: money('interest_charged')
      .notNull()
      .default(sql`0`),
    repaid: money('repaid')
      .notNull()
      .default(sql`0`),
    /** The last day (Japan) whose interest has been accrued. */
    accruedThrough: text('accrued_through'),
    /** Set the first day the loan is owed past its due date (the score's late payments). */
    wentOverdueAt: at('went_overdue_at'),
    repaidAt: at('repaid_at'),
    disbursementEntryId: bigint('disbursement_entry_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('loans_client_key').on(table.customerId, table.clientKey),
    uniqueIndex('loans_one_open_application').on(table.customerId).where(OPEN_APPLICATION),
    index('loans_customer_idx').on(table.customerId, table.id),
    index('loans_accruing_idx')
      .on(table.id)
      .where(sql`status = 'approved' AND repaid_at IS NULL`),
    check('loans_status_known', sql`status IN (${sqlTextList(LOAN_STATUSES)})`),
    check(
      'loans_amounts',
      sql`amount > 0 AND principal_outstanding >= 0 AND interest_outstanding >= 0 AND interest_basis >= 0 AND interest_charged >= 0 AND repaid >= 0 AND principal_outstanding <= amount`,
    ),
    check('loans_rates', sql`annual_rate > 0 AND late_annual_rate >= annual_rate`),
    check('loans_review_reason_locale', knownLocale('review_reason_locale')),
  ],
);

/** One day's interest on one loan: written once (the primary key), whoever runs the job. */
export const loanAccruals = pgTable(
  'loan_accruals',
  {
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    day: text('day').notNull(),
    principal: money('principal').notNull(),
    annualRate: rate('annual_rate').notNull(),
    late: boolean('late').notNull(),
    /** principal × annual rate: the day's addition to the loan's interest basis. */
    basis: money('basis').notNull(),
    /** The entry that charged the yen this run's days made whole (null: under a yen so far). */
    entryId: bigint('entry_id', { mode: 'number' }),
    accruedAt: at('accrued_at').notNull(),
  },
  (table) => [uniqueIndex('loan_accruals_day').on(table.loanId, table.day)],
);

/** A repayment: interest first, then principal; its key stored with it (ADR 0012). */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: money('amount').notNull(),
    interest: money('interest').notNull(),
    principal: money('principal').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    at: at('at').notNull(),
  },
  (table) => [
    uniqueIndex('loan_repayments_client_key').on(table.customerId, table.clientKey),
    index('loan_repayments_loan_idx').on(table.loanId),
    check(
      'loan_repayments_split',
      sql`amount > 0 AND interest >= 0 AND principal >= 0 AND amount = interest + principal`,
    ),
  ],
);
