import type { CurrencyCode } from '@kabuto/contract';
import { compare, roundTo, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/events';
import { activeRestrictions } from '../customers';
import { readGeneralSettings } from '../funding-settings';
import { resolveRatesProvider, valueInJpy, type UsdRateTable } from '../fx';
import {
  findCustomerFundingState,
  type DepositRow,
  type DepositView,
  type WithdrawalRow,
  type WithdrawalView,
} from './repo';

/**
 * What every operator review needs: the database and the time; and the event bus a decision's
 * notice to its customer goes out on after the commit (without it the notice is only kept).
 */
export type ReviewDeps = { db: Database; clock: Clock; events?: EventBus };

/**
 * The JPY value the dual-control threshold is compared with (rounded up to the yen). A JPY amount
 * needs no rate; without any rate for another currency the answer is null, which counts as above
 * the threshold: when in doubt, two operators.
 */
function jpyValue(
  rates: UsdRateTable | null,
  currency: string,
  amount: DecimalString,
): DecimalString | null {
  if (currency === 'JPY') return amount;
  if (!rates) return null;
  return roundTo(
    valueInJpy(rates, [{ currency: currency as CurrencyCode, amount: amount }]),
    0,
    'up',
  );
}

async function ratesOrNull({ db }: ReviewDeps, now: Date): Promise<UsdRateTable | null> {
  try {
    // Stale stored rates are still good enough to decide whether two operators are needed.
    const provider = await resolveRatesProvider(db, { allowStale: true });
    return await provider.ratesAt(db, now);
  } catch (error) {
    if (error instanceof AppError && error.key === 'fx_rate_unavailable') return null;
    throw error;
  }
}

/** The instant of a review and how it weighs an amount against the dual-control threshold. */
export async function reviewContext(deps: ReviewDeps) {
  const now = deps.clock.now();
  const [settings, rates] = await Promise.all([
    readGeneralSettings(deps.db),
    ratesOrNull(deps, now),
  ]);
  const threshold = settings.dualControlThresholdJpy;
  return {
    now,
    amountJpy: (currency: string, amount: DecimalString) => jpyValue(rates, currency, amount),
    aboveThreshold: (value: DecimalString | null) =>
      value === null || compare(value, threshold) > 0,
  };
}

export type ReviewContext = Awaited<ReturnType<typeof reviewContext>>;

/** The review columns of a queue item or a detail: who decided, and the dual-control figures. */
export function reviewFields(
  view: DepositView | WithdrawalView,
  row: DepositRow | WithdrawalRow,
  context: ReviewContext,
) {
  const amountJpy = context.amountJpy(row.currency, row.amount);
  return {
    customerId: row.customerId,
    account: view.account,
    needsSecondApproval: row.needsSecondApproval,
    firstApprovedBy: view.firstApprovedBy,
    firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    reviewedBy: view.reviewedBy,
    amountJpy,
    aboveDualControlThreshold: context.aboveThreshold(amountJpy),
  };
}

/** The customer as a reviewer sees them next to a request. */
export async function customerSummary(db: Database, customerId: number) {
  const [state, restrictions] = await Promise.all([
    findCustomerFundingState(db, customerId),
    activeRestrictions(db, customerId),
  ]);
  return {
    verificationStatus: state?.verificationStatus ?? 'unverified',
    restrictions: restrictions.map((r) => r.kind),
    registeredAt: state?.createdAt.toISOString() ?? '',
  };
}
