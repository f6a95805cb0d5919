import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  reasonWithLocale,
  type approveWithdrawRequest,
  type CurrencyCode,
  type fundingQueueRequest,
  type rejectWithdrawRequest,
} from '@kabuto/contract';
import { isPositive } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { withdrawals } from '../../db/schema-funding';
import {
  chargeCustomer,
  getCustomerWallets,
  payOutHeldToBankClearing,
  releaseHeldFunds,
} from '../../ledger';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { maskAccountNumber } from '../bank-cards';
import {
  decideWithDualControl,
  type Decision,
  type ReviewedRequest,
  type Verdict,
} from './dual-control';
import {
  customerWithdrawals,
  findWithdrawalView,
  lockWithdrawal,
  toWithdrawalRecord,
  withdrawalOrderNo,
  withdrawalQueue,
  type WithdrawalRow,
} from './repo';
import { customerSummary, reviewContext, reviewFields, type ReviewDeps } from './review-context';

/** The finance desk's side of withdrawals (docs/funding.md): the queue, a withdrawal, the decision. */

export async function withdrawQueue(deps: ReviewDeps, body: z.output<typeof fundingQueueRequest>) {
  const context = await reviewContext(deps);
  const rows = await withdrawalQueue(deps.db, body.status, body.cursor, body.limit);
  return {
    items: rows.map((view) => ({
      ...toWithdrawalRecord(view),
      ...reviewFields(view, view.withdrawal, context),
    })),
    nextCursor: rows.length === body.limit ? (rows.at(-1)?.withdrawal.id ?? null) : null,
  };
}

/** One withdrawal with the full card details: the operator who pays it out needs them. */
export async function withdrawDetail(deps: ReviewDeps, withdrawalId: number) {
  const { db } = deps;
  const view = await findWithdrawalView(db, withdrawalId);
  if (!view) throw new AppError('funding_request_not_found');
  const context = await reviewContext(deps);
  const { withdrawal, card } = view;
  const [customer, wallets, history] = await Promise.all([
    customerSummary(db, withdrawal.customerId),
    getCustomerWallets(db, withdrawal.customerId),
    customerWithdrawals(db, withdrawal.customerId, withdrawal.id, 20),
  ]);
  // Every customer has a wallet in each of the ten currencies.
  const wallet = wallets.find((candidate) => candidate.currency === withdrawal.currency);
  if (!wallet) throw new Error(`no ${withdrawal.currency} wallet for withdrawal ${withdrawal.id}`);
  const record = toWithdrawalRecord(view);
  return {
    ...record,
    reviewReason: reasonWithLocale(withdrawal.reviewReason, withdrawal.reviewReasonLocale),
    ...reviewFields(view, withdrawal, context),
    card: {
      ...record.card,
      cardNumber: card.cardNumber,
      branchName: card.branchName,
      branchCode: card.branchCode,
      cardType: card.cardType,
      country: card.country,
    },
    holdEntryId: withdrawal.holdEntryId,
    settleEntryId: withdrawal.settleEntryId,
    customer: { ...customer, wallet },
    history: history.map(toWithdrawalRecord),
  };
}

const withdrawalRequests: ReviewedRequest<WithdrawalRow> = {
  kind: 'withdrawal',
  entryField: 'settleEntryId',
  lock: lockWithdrawal,
  async update(tx, id, { entryId, ...values }) {
    await tx
      .update(withdrawals)
      .set({ ...values, ...(entryId === undefined ? {} : { settleEntryId: entryId }) })
      .where(eq(withdrawals.id, id));
  },
};

/** The held amount leaves: the payout to the bank, the fee (if any) to the house. */
async function payOut(tx: Transaction, row: WithdrawalRow, now: Date): Promise<number> {
  const view = await findWithdrawalView(tx, row.id);
  const bankLabel = view
    ? `${view.card.bankName} ${maskAccountNumber(view.card.cardNumber)}`
    : 'the customer’s bank account';
  const currency = row.currency as CurrencyCode;
  const orderNo = withdrawalOrderNo(row.id);
  const payout = await payOutHeldToBankClearing(tx, {
    type: 'withdrawal_payout',
    reason: `Withdrawal ${orderNo} paid out to ${bankLabel}`,
    reference: { type: 'withdrawal', id: row.id },
    idempotencyKey: `withdrawal:${row.id}:payout`,
    at: now,
    customerId: row.customerId,
    currency,
    amount: row.payoutAmount,
  });
  if (isPositive(row.fee)) {
    await chargeCustomer(tx, {
      type: 'withdrawal_fee',
      reason: `Withdrawal fee for ${orderNo}`,
      reference: { type: 'withdrawal', id: row.id },
      idempotencyKey: `withdrawal:${row.id}:fee`,
      at: now,
      customerId: row.customerId,
      currency,
      amount: row.fee,
      from: 'held',
      to: 'fee_revenue',
    });
  }
  return payout.entryId;
}

export function approveWithdraw(
  deps: ReviewDeps,
  operator: AuthenticatedOperator,
  body: z.output<typeof approveWithdrawRequest>,
  ipAddress: string | null,
): Promise<Decision> {
  const approval: Verdict<WithdrawalRow> = {
    kind: 'approve',
    note: body.note,
    done: { single: 'withdrawal_paid', second: 'withdrawal_paid_second' },
    settle: payOut,
  };
  return decideWithDualControl(
    deps,
    withdrawalRequests,
    body.withdrawalId,
    approval,
    operator,
    ipAddress,
  );
}

/** The held amount goes back to the customer's available funds; the reason is theirs to read. */
export function rejectWithdraw(
  deps: ReviewDeps,
  operator: AuthenticatedOperator,
  body: z.output<typeof rejectWithdrawRequest>,
  ipAddress: string | null,
): Promise<Decision> {
  const rejection: Verdict<WithdrawalRow> = {
    kind: 'reject',
    reason: body.reason,
    reasonLocale: body.reasonLocale ?? null,
    async settle(tx, row, now) {
      const release = await releaseHeldFunds(tx, {
        type: 'withdrawal_release',
        reason: `Withdrawal ${withdrawalOrderNo(row.id)} rejected: ${body.reason}`,
        reference: { type: 'withdrawal', id: row.id },
        idempotencyKey: `withdrawal:${row.id}:release`,
        at: now,
        customerId: row.customerId,
        currency: row.currency as CurrencyCode,
        amount: row.amount,
      });
      return release.entryId;
    },
  };
  return decideWithDualControl(
    deps,
    withdrawalRequests,
    body.withdrawalId,
    rejection,
    operator,
    ipAddress,
  );
}
