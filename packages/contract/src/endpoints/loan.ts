import { z } from 'zod';
import { canonicalDecimal, compare, isDecimalString } from '@kabuto/money';
import { decimalField } from '../decimal-field';
import { CUSTOMER, customerEndpoint } from '../endpoint';
import { operatorReason } from '../localized';
import { LOWEST_LEGAL_ANNUAL_RATE, MAX_LATE_ANNUAL_RATE } from '../loan-math';

/**
 * Credit (docs/credit.md): a score the customer can read factor by factor, a limit from a
 * published table, loans that are reviewed, accrue interest daily and are repaid interest first.
 * Integrity rule 6: the score limits credit, never the customer's access to their own money, and
 * borrowed money is not withdrawable.
 */

const decimal = decimalField();
const ONE = canonicalDecimal('1');

/** The journal entry types a loan moves on the customer's accounts (fund records name them). */
export const LOAN_ENTRY_TYPES = ['loan_disbursement', 'loan_interest', 'loan_repayment'] as const;

/** The spec's review statuses; a loan above the threshold waits for a second operator ('pending' to the customer). */
export const LOAN_REVIEW_STATUSES = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'rejected',
] as const;
export type LoanReviewStatus = (typeof LOAN_REVIEW_STATUSES)[number];

/** An approved loan's state: owing within its term, owing past its due date, or repaid. */
export const LOAN_REPAYMENT_STATES = ['outstanding', 'overdue', 'repaid'] as const;

/** The facts the score is made of (docs/credit.md, "The score"). */
export const CREDIT_FACTORS = [
  'base',
  'identity_verified',
  'account_age',
  'deposits',
  'on_time_repayments',
  'late_payments',
  'current_borrowing',
] as const;
export type CreditFactor = (typeof CREDIT_FACTORS)[number];

/** Whole yen, positive: what a customer borrows or repays. */
export const loanAmountField = decimalField({
  sign: 'positive',
  integerDigits: 12,
  scale: 0,
  error: 'amount_invalid',
  requiredError: 'amount_required',
});

const rateField = decimalField({
  sign: 'positive',
  integerDigits: 1,
  scale: 6,
  error: 'invalid_params',
});
const shareField = decimalField({
  sign: 'nonNegative',
  integerDigits: 1,
  scale: 4,
  error: 'invalid_params',
});
const yenField = decimalField({
  sign: 'nonNegative',
  integerDigits: 12,
  scale: 0,
  error: 'invalid_params',
});

/** A row of the published limit table: from `minScore`, a share of own assets up to a cap. */
export const creditBand = z.object({
  minScore: z.number().int().min(0).max(100),
  /** The share of the customer's own assets that may be lent ("0.4" = 40%). */
  collateralShare: shareField.refine(
    (share) => !isDecimalString(share) || compare(share, ONE) <= 0,
    {
      error: 'invalid_params',
    },
  ),
  maxLimit: yenField,
});
export type CreditBand = z.infer<typeof creditBand>;

/** A loan product: a term and its rates (fractions a year). */
export const loanProduct = z
  .object({
    id: z.string().regex(/^[a-z0-9_]{1,20}$/, { error: 'invalid_params' }),
    termDays: z.number().int().min(1).max(366),
    annualRate: rateField,
    lateAnnualRate: rateField,
  })
  .refine(
    (product) =>
      !isDecimalString(product.annualRate) ||
      compare(product.annualRate, LOWEST_LEGAL_ANNUAL_RATE) <= 0,
    { error: 'loan_rate_above_legal_cap' },
  )
  .refine(
    (product) =>
      !isDecimalString(product.lateAnnualRate) ||
      !isDecimalString(product.annualRate) ||
      (compare(product.lateAnnualRate, MAX_LATE_ANNUAL_RATE) <= 0 &&
        compare(product.lateAnnualRate, product.annualRate) >= 0),
    { error: 'loan_rate_above_legal_cap' },
  );
export type LoanProduct = z.infer<typeof loanProduct>;

/**
 * The credit settings operators keep (audited): the limit table (bands sorted by `minScore`, the
 * first at 0), the products, and the amount above which an approval needs a second operator.
 */
export const creditSettings = z
  .object({
    bands: z.array(creditBand).min(1).max(20),
    products: z.array(loanProduct).min(1).max(10),
    secondApprovalAbove: yenField,
  })
  .refine(
    (settings) =>
      settings.bands[0]?.minScore === 0 &&
      settings.bands.every(
        (band, index) => index === 0 || band.minScore > settings.bands[index - 1]!.minScore,
      ),
    { error: 'credit_bands_invalid' },
  )
  .refine(
    (settings) =>
      new Set(settings.products.map((product) => product.id)).size === settings.products.length,
    {
      error: 'invalid_params',
    },
  );
export type CreditSettings = z.infer<typeof creditSettings>;

export const creditFactorView = z.object({
  factor: z.enum(CREDIT_FACTORS),
  /** The fact behind it as a figure (days, yen, a count; "1"/"0" for yes/no). */
  fact: z.string(),
  points: z.number().int(),
});

export const loanScheduleLine = z.object({
  dueDate: z.string(),
  principal: decimal,
  /** Interest to the due date on what is owed now (accrued so far plus the rest of the term). */
  interest: decimal,
  total: decimal,
});

export const loanView = z.object({
  id: z.number().int(),
  /** The order number the customer quotes (the spec's loan record). */
  orderNo: z.string(),
  amount: decimal,
  productId: z.string(),
  termDays: z.number().int(),
  annualRate: decimal,
  lateAnnualRate: decimal,
  /** The customer sees 'pending' while a second operator is awaited. */
  status: z.enum(['pending', 'approved', 'rejected']),
  state: z.enum(LOAN_REPAYMENT_STATES).nullable(),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Borrow time: when the money was credited (the approval). */
  borrowedAt: z.string().nullable(),
  /** The last day of the term (Japan); interest after it is at the late rate. */
  dueDate: z.string().nullable(),
  principalOutstanding: decimal,
  interestOutstanding: decimal,
  /** Principal + interest accrued and unpaid: what repaying in full costs today. */
  owedToday: decimal,
  interestCharged: decimal,
  repaid: decimal,
  /** Days whose interest has been charged, through this day (Japan), or null. */
  accruedThrough: z.string().nullable(),
  repaidAt: z.string().nullable(),
  rejectReason: operatorReason.nullable(),
  schedule: z.array(loanScheduleLine),
});
export type LoanView = z.infer<typeof loanView>;

export const loanInfoResponse = z.object({
  score: z.number().int(),
  factors: z.array(creditFactorView),
  /** The customer's own assets (total assets, loans netted), the limit's collateral. */
  ownAssets: decimal,
  band: creditBand,
  creditLimit: decimal,
  /** creditLimit − borrowed (never below zero), less an application under review. */
  borrowable: decimal,
  /** What is owed on loans now, principal and interest. */
  borrowed: decimal,
  /** The published table and products, and the application under review if any. */
  bands: z.array(creditBand),
  products: z.array(loanProduct),
  openApplication: loanView.nullable(),
});
export type LoanInfo = z.infer<typeof loanInfoResponse>;

export const loanApplyRequest = z.object({
  amount: loanAmountField,
  productId: z.string({ error: 'loan_product_unknown' }).max(20, { error: 'loan_product_unknown' }),
});
export const loanRepayRequest = z.object({
  loanId: z.number({ error: 'loan_not_found' }).int().positive({ error: 'loan_not_found' }),
  amount: loanAmountField,
});

export const loanApi = {
  info: customerEndpoint({
    path: '/loan/info',
    summary:
      'My credit score with each factor and its points, the limit table, credit limit, borrowable and borrowed, the products, an application under review',
    request: z.object({}).optional(),
    response: loanInfoResponse,
    access: CUSTOMER,
  }),
  apply: customerEndpoint({
    path: '/loan/apply',
    summary:
      'Apply for a loan of a product (amount within the borrowable amount, one application at a time); reviewed in the console',
    request: loanApplyRequest,
    response: loanView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  repay: customerEndpoint({
    path: '/loan/repay',
    summary:
      'Repay a loan from available money, interest first, never more than is owed; early repayment without penalty',
    request: loanRepayRequest,
    response: loanView,
    access: CUSTOMER,
    idempotency: 'required',
    rateLimit: 'money',
  }),
  records: customerEndpoint({
    path: '/loan/records',
    summary: 'My loans, newest first, each with its status, amounts owed and repayment schedule',
    request: z.object({}).optional(),
    response: z.array(loanView),
    access: CUSTOMER,
  }),
};
