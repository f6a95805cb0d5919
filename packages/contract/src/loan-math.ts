import {
  add,
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isNegative,
  multiply,
  roundTo,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/**
 * The arithmetic of a loan (docs/credit.md), shared by the server, which charges it, and the app,
 * which shows the rate and the total cost before the customer confirms (integrity rule 8).
 *
 * Interest is simple, per calendar day, actual/365: each day that ends with principal outstanding
 * adds `principal × annual rate` to the loan's interest basis (exact: principals are whole yen and
 * rates finite decimals), and the interest owed so far is ⌊basis ÷ 365⌋ yen. Rounding once, on the
 * running total, means a loan is never charged a fraction that daily rounding would add up, and the
 * estimate before confirming equals what a loan left to its due date is charged.
 */

export const DAYS_PER_YEAR = 365;
const YEAR = fromInteger(DAYS_PER_YEAR);

/**
 * Japan's money-lending caps (Interest Rate Restriction Act art. 1): 20% a year below ¥100,000,
 * 18% below ¥1,000,000, 15% from ¥1,000,000.
 */
export const LEGAL_ANNUAL_RATE_CAPS: readonly {
  below: DecimalString | null;
  rate: DecimalString;
}[] = [
  { below: canonicalDecimal('100000'), rate: canonicalDecimal('0.2') },
  { below: canonicalDecimal('1000000'), rate: canonicalDecimal('0.18') },
  { below: null, rate: canonicalDecimal('0.15') },
];

/** The lowest cap: a product rate at or below it is within the law at any principal. */
export const LOWEST_LEGAL_ANNUAL_RATE = canonicalDecimal('0.15');
/**
 * Late interest: at most 1.46 × the cap (the same Act, art. 4), 21.9% at ¥1,000,000 or more; the
 * product table's late rate is kept at or below 20% so it is within the law at any principal.
 */
export const MAX_LATE_ANNUAL_RATE = canonicalDecimal('0.2');

export function legalAnnualRateCap(principalYen: DecimalString): DecimalString {
  for (const cap of LEGAL_ANNUAL_RATE_CAPS) {
    if (cap.below === null || compare(principalYen, cap.below) < 0) return cap.rate;
  }
  return LOWEST_LEGAL_ANNUAL_RATE;
}

/** One day's addition to the interest basis: principal × annual rate (exact). */
export function dailyBasisOf(
  principalYen: DecimalString,
  annualRate: DecimalString,
): DecimalString {
  return multiply(principalYen, annualRate);
}

/** The interest owed for a basis: ⌊basis ÷ 365⌋ yen. */
export function interestOfBasis(basis: DecimalString): DecimalString {
  return roundTo(divide(basis, YEAR), 0, 'down');
}

/** Interest on a constant principal over `days` days: ⌊principal × rate × days ÷ 365⌋ yen. */
export function interestOver(
  principalYen: DecimalString,
  annualRate: DecimalString,
  days: number,
): DecimalString {
  if (days <= 0) return ZERO;
  return interestOfBasis(multiply(dailyBasisOf(principalYen, annualRate), fromInteger(days)));
}

export type LoanCostPreview = {
  annualRate: DecimalString;
  termDays: number;
  /** Interest if repaid on the due date. */
  interest: DecimalString;
  /** Principal + interest: what repaying on the due date costs in all. */
  totalToRepay: DecimalString;
};

/** What a loan of `amountYen` on a product costs if repaid on its due date. */
export function loanCostPreview(
  amountYen: DecimalString,
  product: { annualRate: DecimalString; termDays: number },
): LoanCostPreview {
  const interest = interestOver(amountYen, product.annualRate, product.termDays);
  return {
    annualRate: product.annualRate,
    termDays: product.termDays,
    interest,
    totalToRepay: add(amountYen, interest),
  };
}

/**
 * How a repayment splits: interest first, then principal. The caller has checked that the amount
 * does not exceed what is owed.
 */
export function splitRepayment(
  amountYen: DecimalString,
  owed: { interest: DecimalString; principal: DecimalString },
): { interest: DecimalString; principal: DecimalString } {
  const interest = compare(amountYen, owed.interest) <= 0 ? amountYen : owed.interest;
  const principal = subtract(amountYen, interest);
  if (isNegative(principal)) throw new RangeError('repayment split below zero');
  return { interest, principal };
}
