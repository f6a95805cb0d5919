import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  canonicalDecimal,
  compare,
  divide,
  roundTo,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { CreditBand, CreditFactor } from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import { loans } from '../../db/schema-credit';
import { deposits } from '../../db/schema-funding';
import { MS_PER_DAY } from '../../platform/calendar';

/**
 * The credit score (docs/credit.md, "The score"): 0–100 points from facts Kabuto holds, each
 * factor shown to the customer with its points. Nobody sets a score by hand; operators change only
 * the limit table the score is read against. A score limits credit, never the customer's access to
 * their own money (integrity rule 6).
 */

export type CreditFacts = {
  verified: boolean;
  registeredAt: Date;
  /** Approved deposits in JPY, all time. */
  depositedJpy: DecimalString;
  /** Loans repaid in full on or before their due date. */
  repaidOnTime: number;
  /** Loans that were ever owed past their due date. */
  wentLate: number;
  /** Owed now on loans, principal and interest. */
  owed: DecimalString;
};

export type FactorPoints = { factor: CreditFactor; fact: string; points: number };

export const SCORE_RULES = {
  base: 20,
  identityVerified: 30,
  /** A point per full 30 days since registration, up to 10. */
  accountAgeDaysPerPoint: 30,
  accountAgeMax: 10,
  /** Approved deposits: 10 points from ¥100,000, 20 from ¥1,000,000. */
  depositTiers: [
    { from: canonicalDecimal('1000000'), points: 20 },
    { from: canonicalDecimal('100000'), points: 10 },
  ],
  onTimeRepaymentPoints: 5,
  onTimeRepaymentsMax: 20,
  latePaymentPoints: -15,
  /** A point off per full ¥100,000 owed, up to 20. */
  borrowingYenPerPoint: canonicalDecimal('100000'),
  borrowingMax: 20,
} as const;

/** The factors and the score (clamped to 0–100) from the facts, at `now`. */
export function scoreOf(facts: CreditFacts, now: Date): { score: number; factors: FactorPoints[] } {
  const rules = SCORE_RULES;
  const ageDays = Math.max(
    0,
    Math.floor((now.getTime() - facts.registeredAt.getTime()) / MS_PER_DAY),
  );
  const depositPoints =
    rules.depositTiers.find((tier) => compare(facts.depositedJpy, tier.from) >= 0)?.points ?? 0;
  const borrowingSteps = Number(roundTo(divide(facts.owed, rules.borrowingYenPerPoint), 0, 'down'));
  const factors: FactorPoints[] = [
    { factor: 'base', fact: '', points: rules.base },
    {
      factor: 'identity_verified',
      fact: facts.verified ? '1' : '0',
      points: facts.verified ? rules.identityVerified : 0,
    },
    {
      factor: 'account_age',
      fact: String(ageDays),
      points: Math.min(rules.accountAgeMax, Math.floor(ageDays / rules.accountAgeDaysPerPoint)),
    },
    { factor: 'deposits', fact: facts.depositedJpy, points: depositPoints },
    {
      factor: 'on_time_repayments',
      fact: String(facts.repaidOnTime),
      points: Math.min(rules.onTimeRepaymentsMax, facts.repaidOnTime * rules.onTimeRepaymentPoints),
    },
    {
      factor: 'late_payments',
      fact: String(facts.wentLate),
      points: facts.wentLate * rules.latePaymentPoints,
    },
    {
      factor: 'current_borrowing',
      fact: facts.owed,
      points: -Math.min(rules.borrowingMax, borrowingSteps),
    },
  ];
  const total = factors.reduce((points, factor) => points + factor.points, 0);
  return { score: Math.max(0, Math.min(100, total)), factors };
}

/** The band a score falls in: the last whose `minScore` it reaches (the table starts at 0). */
export function bandOf(bands: readonly CreditBand[], score: number): CreditBand {
  let found = bands[0]!;
  for (const band of bands) if (score >= band.minScore) found = band;
  return found;
}

/** The facts, read in one round of queries. */
export async function creditFactsOf(db: Queryable, customerId: number): Promise<CreditFacts> {
  const [customer] = await db
    .select({ verification: customers.verificationStatus, registeredAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [deposited] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.customerId, customerId),
        eq(deposits.currency, 'JPY'),
        eq(deposits.status, 'approved'),
      ),
    );
  const [history] = await db
    .select({
      repaidOnTime: sql<number>`count(*) filter (where ${loans.repaidAt} is not null and to_char(${loans.repaidAt} at time zone 'Asia/Tokyo', 'YYYY-MM-DD') <= ${loans.dueDate})::int`,
      wentLate: sql<number>`count(*) filter (where ${loans.wentOverdueAt} is not null)::int`,
      owed: sql<string>`coalesce(sum(${loans.principalOutstanding} + ${loans.interestOutstanding}) filter (where ${loans.repaidAt} is null), 0)::text`,
    })
    .from(loans)
    .where(and(eq(loans.customerId, customerId), eq(loans.status, 'approved')));
  return {
    verified: customer?.verification === 'verified',
    registeredAt: customer?.registeredAt ?? new Date(0),
    depositedJpy: canonicalDecimal(deposited?.total ?? '0'),
    repaidOnTime: Number(history?.repaidOnTime ?? 0),
    wentLate: Number(history?.wentLate ?? 0),
    owed: canonicalDecimal(history?.owed ?? '0'),
  };
}

/** The amount of the customer's application under review, or zero. */
export async function openApplicationAmount(
  db: Queryable,
  customerId: number,
): Promise<DecimalString> {
  const [row] = await db
    .select({ amount: loans.amount })
    .from(loans)
    .where(
      and(
        eq(loans.customerId, customerId),
        inArray(loans.status, ['pending', 'awaiting_second_approval']),
      ),
    )
    .limit(1);
  return row?.amount ?? ZERO;
}
