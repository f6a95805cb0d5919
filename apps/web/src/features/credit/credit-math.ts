import {
  loanCostPreview,
  type CreditBand,
  type CreditFactor,
  type Locale,
  type LoanCostPreview,
  type LoanProduct,
  type LoanView,
} from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  formatMoney,
  isDecimalString,
  isPositive,
  multiply,
  type DecimalString,
} from '@kabuto/money';
import { INTL_LOCALE } from '../../shared/format';
import { dateTimeFormat } from '../../shared/intl-formats';

/*
 * Credit's figures as the app shows them (docs/credit.md): each score factor's fact in words, the
 * published limit table as score ranges, rates as percentages, and the cost of a loan before the
 * customer confirms, by the contract's own `loanCostPreview` (the server charges by the same
 * formula). Decimal arithmetic only, never JS numbers for money.
 */

const HUNDRED = canonicalDecimal('100');

/** What a factor's fact is, as the screen words it. */
export type FactorFact =
  | { kind: 'none' }
  | { kind: 'yesNo'; yes: boolean }
  | { kind: 'days'; days: number }
  | { kind: 'yen'; amount: DecimalString }
  | { kind: 'count'; count: number };

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * A factor's fact as the server states it ("1"/"0", days, a count, yen) read for its factor;
 * anything the app cannot read is shown as no fact rather than as a raw string.
 */
export function factOf(factor: CreditFactor, fact: string): FactorFact {
  switch (factor) {
    case 'base':
      return { kind: 'none' };
    case 'identity_verified':
      return fact === '1' || fact === '0' ? { kind: 'yesNo', yes: fact === '1' } : { kind: 'none' };
    case 'account_age':
      return WHOLE_NUMBER.test(fact) ? { kind: 'days', days: Number(fact) } : { kind: 'none' };
    case 'on_time_repayments':
    case 'late_payments':
      return WHOLE_NUMBER.test(fact) ? { kind: 'count', count: Number(fact) } : { kind: 'none' };
    case 'deposits':
    case 'current_borrowing':
      return isDecimalString(fact) ? { kind: 'yen', amount: fact } : { kind: 'none' };
  }
}

/** A factor's points with their sign: "+30", "+0", "-15". */
export function pointsText(points: number): string {
  return points < 0 ? `-${Math.abs(points)}` : `+${points}`;
}

/** Yen without the sen when there are none: "10,000,000" (a loan is whole yen). */
export function wholeYen(amount: DecimalString): string {
  return formatMoney(amount).replace(/\.00$/, '');
}

/** A rate (a fraction) as a percentage: "0.029" → "2.9", "0.4" → "40". */
export function percentOf(rate: DecimalString): DecimalString {
  return multiply(rate, HUNDRED);
}

/** A rate as a percentage to show under a label that already says "a year": "2.9%". */
export function percentText(rate: DecimalString): string {
  return `${percentOf(rate)}%`;
}

/** The score range each band of the published table covers: from its minimum to the next's. */
export type BandRange = { band: CreditBand; from: number; to: number | null };

export function bandRanges(bands: readonly CreditBand[]): BandRange[] {
  const sorted = [...bands].sort((a, b) => a.minScore - b.minScore);
  return sorted.map((band, index) => {
    const next = sorted[index + 1];
    return { band, from: band.minScore, to: next ? next.minScore - 1 : null };
  });
}

/** Where the score's band sits in the table: the last band whose minimum the score reaches. */
export function bandIndexOf(bands: readonly CreditBand[], score: number): number {
  let found = -1;
  bandRanges(bands).forEach((range, index) => {
    if (score >= range.from) found = index;
  });
  return found;
}

/** The score as a share of the meter, 0–100, whatever the server sent. */
export function meterPercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Whether an amount is more than may be borrowed (the server's own refusal, checked first). */
export function exceedsBorrowable(amount: DecimalString, borrowable: DecimalString): boolean {
  return compare(amount, borrowable) > 0;
}

/** What a loan of `amount` on `product` costs to its due date (the contract's formula). */
export function previewOf(amount: DecimalString, product: LoanProduct): LoanCostPreview {
  return loanCostPreview(amount, product);
}

/** Whether a loan is owing and may be repaid now. */
export function isRepayable(loan: Pick<LoanView, 'status' | 'state' | 'owedToday'>): boolean {
  return (
    loan.status === 'approved' &&
    (loan.state === 'outstanding' || loan.state === 'overdue') &&
    isPositive(loan.owedToday)
  );
}

/**
 * The key a submission is sent with: the same request again (after a lost answer) keeps its key,
 * so the server answers it with the first result; another request gets a new one.
 */
export function submissionKey(
  previous: { request: string; key: string } | null,
  request: string,
  make: () => string,
): { request: string; key: string } {
  return previous?.request === request ? previous : { request, key: make() };
}

/** A calendar day in Japan ("2026-12-20") in the reader's language; as given if it does not parse. */
export function formatDay(isoDate: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
