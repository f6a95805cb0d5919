import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  approveDepositRequest,
  approveWithdrawRequest,
  CurrencyCode,
  FundingSettingsView,
  fundingQueueRequest,
  rejectDepositRequest,
  rejectWithdrawRequest,
  saveChannelRequest,
  saveSettingsRequest,
} from '@kabuto/contract';
import {
  compare,
  isPositive,
  parseDecimal,
  roundTo,
  toDecimalString,
  type DecimalString,
} from '@kabuto/money';
import type { Database, Transaction } from '../../db/client';
import {
  depositChannels,
  deposits,
  fundingCurrencyLimits,
  fundingSettings,
  withdrawals,
} from '../../db/schema-funding';
import {
  chargeCustomer,
  creditFromBankClearing,
  getCustomerWallets,
  payOutHeldToBankClearing,
  releaseHeldFunds,
  runLedgerCheck,
} from '../../ledger';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { findUploadById, type StoredUpload } from '../../platform/uploads';
import { maskAccountNumber } from '../bank-cards/rules';
import { resolveRatesProvider, valueInJpy, type UsdRateTable } from '../fx/rates';
import {
  activeRestrictions,
  customerDeposits,
  customerWithdrawals,
  depositOrderNo,
  depositQueue,
  findChannel,
  findCustomerFundingState,
  findDepositView,
  findWithdrawalView,
  listChannels,
  lockDeposit,
  lockWithdrawal,
  toChannelView,
  toDepositRecord,
  toWithdrawalRecord,
  withdrawalOrderNo,
  withdrawalQueue,
  type DepositRow,
  type DepositView,
  type WithdrawalRow,
  type WithdrawalView,
} from './repo';
import {
  clockToMinute,
  currencyLimitsAreValid,
  generalSettingsAreValid,
  minuteToClock,
  readAllCurrencyLimits,
  readGeneralSettings,
  type CurrencyLimits,
  type GeneralSettings,
} from './settings';

export type FundingReviewDeps = { db: Database; clock: Clock };

type Decision = {
  id: number;
  status: 'pending' | 'awaiting_second_approval' | 'approved' | 'rejected';
  needsSecondApproval: boolean;
  journalEntryId: number | null;
};

const canonical = (value: string): DecimalString => toDecimalString(parseDecimal(value));

function snapshot(row: DepositRow | WithdrawalRow) {
  return {
    status: row.status,
    customerId: row.customerId,
    currency: row.currency,
    amount: canonical(row.amount),
    needsSecondApproval: row.needsSecondApproval,
    firstApprovedByOperatorId: row.firstApprovedByOperatorId,
  };
}

/**
 * The operator side (docs/funding.md): review queues, approval with dual control, rejection with a
 * reason, deposit channels and settings. Every decision locks the request row, moves the money
 * (or not) and writes its audit entry in one transaction.
 *
 * Dual control: at the first approval, an amount worth more than the threshold (in JPY at current
 * rates) is marked as needing a second approval and waits as 'awaiting_second_approval'; only a
 * different operator's approval completes it. Either operator, or any other reviewer, may reject.
 */
export function fundingReviewService({ db, clock }: FundingReviewDeps) {
  async function currentRates(now: Date): Promise<UsdRateTable> {
    // Stale stored rates are still good enough to decide whether two operators are needed.
    const provider = await resolveRatesProvider(db, { allowStale: true });
    return provider.ratesAt(db, now);
  }

  /**
   * The JPY value the dual-control threshold is compared with (rounded up to the yen). A JPY amount
   * needs no rate; without any rate for another currency the answer is null, which counts as above
   * the threshold: when in doubt, two operators.
   */
  function jpyValue(
    rates: UsdRateTable | null,
    currency: string,
    amount: string,
  ): DecimalString | null {
    if (currency === 'JPY') return canonical(amount);
    if (!rates) return null;
    return roundTo(
      valueInJpy(rates, [{ currency: currency as CurrencyCode, amount: canonical(amount) }]),
      0,
      'up',
    );
  }

  async function reviewContext() {
    const now = clock.now();
    const settings = await readGeneralSettings(db);
    const rates = await currentRates(now).catch((error: unknown) => {
      if (error instanceof AppError && error.key === 'fx_rate_unavailable') return null;
      throw error;
    });
    const threshold = settings.dualControlThresholdJpy;
    return {
      now,
      threshold,
      amountJpy: (currency: string, amount: string) => jpyValue(rates, currency, amount),
      aboveThreshold: (value: DecimalString | null) =>
        value === null || compare(value, threshold) > 0,
    };
  }

  function reviewFields(
    view: DepositView | WithdrawalView,
    row: DepositRow | WithdrawalRow,
    context: Awaited<ReturnType<typeof reviewContext>>,
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

  /* Deposits ---------------------------------------------------------------------------------- */

  async function depositQueueView(body: z.output<typeof fundingQueueRequest>) {
    const context = await reviewContext();
    const rows = await depositQueue(db, body.status, body.cursor, body.limit);
    return {
      items: rows.map((view) => ({
        ...toDepositRecord(view),
        ...reviewFields(view, view.deposit, context),
      })),
      nextCursor: rows.length === body.limit ? (rows.at(-1)?.deposit.id ?? null) : null,
    };
  }

  async function customerSummary(customerId: number) {
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

  async function depositDetail(depositId: number) {
    const view = await findDepositView(db, depositId);
    if (!view) throw new AppError('funding_request_not_found');
    const context = await reviewContext();
    const { deposit } = view;
    const [channel, proof, customer, history] = await Promise.all([
      findChannel(db, deposit.channelId),
      deposit.proofUploadId === null ? undefined : findUploadById(db, deposit.proofUploadId),
      customerSummary(deposit.customerId),
      customerDeposits(db, deposit.customerId, deposit.id, 20),
    ]);
    return {
      ...toDepositRecord(view),
      // The operator reads the approver's note too.
      reviewReason: deposit.reviewReason,
      ...reviewFields(view, deposit, context),
      channel: { ...toChannelView(channel!), enabled: channel!.enabled },
      proof: proof
        ? { uploadId: proof.id, contentType: proof.contentType, sizeBytes: proof.sizeBytes }
        : null,
      origin: deposit.origin,
      journalEntryId: deposit.journalEntryId,
      customer,
      history: history.map(toDepositRecord),
    };
  }

  async function approveDeposit(
    operator: AuthenticatedOperator,
    body: z.output<typeof approveDepositRequest>,
    ipAddress: string | null,
  ): Promise<Decision> {
    const context = await reviewContext();
    return db.transaction(async (tx) => {
      const row = await lockDeposit(tx, body.depositId);
      if (!row) throw new AppError('funding_request_not_found');
      if (row.status === 'approved' || row.status === 'rejected') {
        throw new AppError('funding_request_closed');
      }
      const before = snapshot(row);
      const amountJpy = context.amountJpy(row.currency, row.amount);
      if (row.status === 'pending' && context.aboveThreshold(amountJpy)) {
        await tx
          .update(deposits)
          .set({
            status: 'awaiting_second_approval',
            needsSecondApproval: true,
            firstApprovedByOperatorId: operator.id,
            firstApprovedAt: context.now,
          })
          .where(eq(deposits.id, row.id));
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'deposit.approve_first',
          targetType: 'deposit',
          targetId: row.id,
          reason:
            body.note ??
            `First approval; ${amountJpy ?? 'an unpriced amount'} JPY is above the dual-control threshold`,
          before,
          after: {
            ...before,
            status: 'awaiting_second_approval',
            needsSecondApproval: true,
            firstApprovedByOperatorId: operator.id,
          },
          ipAddress,
        });
        return {
          id: row.id,
          status: 'awaiting_second_approval',
          needsSecondApproval: true,
          journalEntryId: null,
        };
      }
      if (
        row.status === 'awaiting_second_approval' &&
        row.firstApprovedByOperatorId === operator.id
      ) {
        throw new AppError('second_approver_required');
      }
      const channel = await findChannel(tx, row.channelId);
      const entry = await creditFromBankClearing(tx, {
        type: 'deposit',
        reason: `Deposit ${depositOrderNo(row.id)} via ${channel?.name ?? 'bank transfer'}`,
        reference: { type: 'deposit', id: row.id },
        idempotencyKey: `deposit:${row.id}`,
        at: context.now,
        customerId: row.customerId,
        currency: row.currency as CurrencyCode,
        amount: canonical(row.amount),
      });
      await tx
        .update(deposits)
        .set({
          status: 'approved',
          reviewedByOperatorId: operator.id,
          reviewedAt: context.now,
          reviewReason: body.note ?? null,
          journalEntryId: entry.entryId,
        })
        .where(eq(deposits.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: row.id,
        reason:
          body.note ??
          (row.needsSecondApproval ? 'Second approval: deposit credited' : 'Deposit credited'),
        before,
        after: {
          ...before,
          status: 'approved',
          reviewedByOperatorId: operator.id,
          journalEntryId: entry.entryId,
        },
        ipAddress,
      });
      return {
        id: row.id,
        status: 'approved',
        needsSecondApproval: row.needsSecondApproval,
        journalEntryId: entry.entryId,
      };
    });
  }

  async function rejectDeposit(
    operator: AuthenticatedOperator,
    body: z.output<typeof rejectDepositRequest>,
    ipAddress: string | null,
  ): Promise<Decision> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await lockDeposit(tx, body.depositId);
      if (!row) throw new AppError('funding_request_not_found');
      if (row.status === 'approved' || row.status === 'rejected') {
        throw new AppError('funding_request_closed');
      }
      const before = snapshot(row);
      await tx
        .update(deposits)
        .set({
          status: 'rejected',
          reviewedByOperatorId: operator.id,
          reviewedAt: now,
          reviewReason: body.reason,
        })
        .where(eq(deposits.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: row.id,
        reason: body.reason,
        before,
        after: { ...before, status: 'rejected', reviewedByOperatorId: operator.id },
        ipAddress,
      });
      return {
        id: row.id,
        status: 'rejected',
        needsSecondApproval: row.needsSecondApproval,
        journalEntryId: null,
      };
    });
  }

  /** The transfer slip of a deposit, for the reviewer; every view is audited. */
  async function depositProof(
    operator: AuthenticatedOperator,
    depositId: number,
    ipAddress: string | null,
  ): Promise<StoredUpload> {
    const view = await findDepositView(db, depositId);
    if (!view) throw new AppError('funding_request_not_found');
    if (view.deposit.proofUploadId === null) throw new AppError('upload_not_found');
    const upload = await findUploadById(db, view.deposit.proofUploadId);
    if (!upload) throw new AppError('upload_not_found');
    await recordAudit(db, {
      operatorId: operator.id,
      action: 'deposit.view_proof',
      targetType: 'deposit',
      targetId: depositId,
      reason: 'Deposit proof viewed for review',
      before: null,
      after: { uploadId: upload.id },
      ipAddress,
    });
    return upload;
  }

  /* Withdrawals ------------------------------------------------------------------------------- */

  async function withdrawQueueView(body: z.output<typeof fundingQueueRequest>) {
    const context = await reviewContext();
    const rows = await withdrawalQueue(db, body.status, body.cursor, body.limit);
    return {
      items: rows.map((view) => ({
        ...toWithdrawalRecord(view),
        ...reviewFields(view, view.withdrawal, context),
      })),
      nextCursor: rows.length === body.limit ? (rows.at(-1)?.withdrawal.id ?? null) : null,
    };
  }

  async function withdrawDetail(withdrawalId: number) {
    const view = await findWithdrawalView(db, withdrawalId);
    if (!view) throw new AppError('funding_request_not_found');
    const context = await reviewContext();
    const { withdrawal, card } = view;
    const [customer, wallets, history] = await Promise.all([
      customerSummary(withdrawal.customerId),
      getCustomerWallets(db, withdrawal.customerId),
      customerWithdrawals(db, withdrawal.customerId, withdrawal.id, 20),
    ]);
    const wallet = wallets.find((candidate) => candidate.currency === withdrawal.currency)!;
    const record = toWithdrawalRecord(view);
    return {
      ...record,
      reviewReason: withdrawal.reviewReason,
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

  async function payOut(tx: Transaction, row: WithdrawalRow, bankLabel: string, now: Date) {
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
      amount: canonical(row.payoutAmount),
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
        amount: canonical(row.fee),
        from: 'held',
        to: 'fee_revenue',
      });
    }
    return payout.entryId;
  }

  async function approveWithdraw(
    operator: AuthenticatedOperator,
    body: z.output<typeof approveWithdrawRequest>,
    ipAddress: string | null,
  ): Promise<Decision> {
    const context = await reviewContext();
    return db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, body.withdrawalId);
      if (!row) throw new AppError('funding_request_not_found');
      if (row.status === 'approved' || row.status === 'rejected') {
        throw new AppError('funding_request_closed');
      }
      const before = snapshot(row);
      const amountJpy = context.amountJpy(row.currency, row.amount);
      if (row.status === 'pending' && context.aboveThreshold(amountJpy)) {
        await tx
          .update(withdrawals)
          .set({
            status: 'awaiting_second_approval',
            needsSecondApproval: true,
            firstApprovedByOperatorId: operator.id,
            firstApprovedAt: context.now,
          })
          .where(eq(withdrawals.id, row.id));
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'withdrawal.approve_first',
          targetType: 'withdrawal',
          targetId: row.id,
          reason:
            body.note ??
            `First approval; ${amountJpy ?? 'an unpriced amount'} JPY is above the dual-control threshold`,
          before,
          after: {
            ...before,
            status: 'awaiting_second_approval',
            needsSecondApproval: true,
            firstApprovedByOperatorId: operator.id,
          },
          ipAddress,
        });
        return {
          id: row.id,
          status: 'awaiting_second_approval',
          needsSecondApproval: true,
          journalEntryId: null,
        };
      }
      if (
        row.status === 'awaiting_second_approval' &&
        row.firstApprovedByOperatorId === operator.id
      ) {
        throw new AppError('second_approver_required');
      }
      const view = await findWithdrawalView(tx, row.id);
      const bankLabel = view
        ? `${view.card.bankName} ${maskAccountNumber(view.card.cardNumber)}`
        : 'the customer’s bank account';
      const entryId = await payOut(tx, row, bankLabel, context.now);
      await tx
        .update(withdrawals)
        .set({
          status: 'approved',
          reviewedByOperatorId: operator.id,
          reviewedAt: context.now,
          reviewReason: body.note ?? null,
          settleEntryId: entryId,
        })
        .where(eq(withdrawals.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: row.id,
        reason:
          body.note ??
          (row.needsSecondApproval
            ? 'Second approval: withdrawal paid out'
            : 'Withdrawal paid out'),
        before,
        after: {
          ...before,
          status: 'approved',
          reviewedByOperatorId: operator.id,
          settleEntryId: entryId,
        },
        ipAddress,
      });
      return {
        id: row.id,
        status: 'approved',
        needsSecondApproval: row.needsSecondApproval,
        journalEntryId: entryId,
      };
    });
  }

  async function rejectWithdraw(
    operator: AuthenticatedOperator,
    body: z.output<typeof rejectWithdrawRequest>,
    ipAddress: string | null,
  ): Promise<Decision> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, body.withdrawalId);
      if (!row) throw new AppError('funding_request_not_found');
      if (row.status === 'approved' || row.status === 'rejected') {
        throw new AppError('funding_request_closed');
      }
      const before = snapshot(row);
      const release = await releaseHeldFunds(tx, {
        type: 'withdrawal_release',
        reason: `Withdrawal ${withdrawalOrderNo(row.id)} rejected: ${body.reason}`,
        reference: { type: 'withdrawal', id: row.id },
        idempotencyKey: `withdrawal:${row.id}:release`,
        at: now,
        customerId: row.customerId,
        currency: row.currency as CurrencyCode,
        amount: canonical(row.amount),
      });
      await tx
        .update(withdrawals)
        .set({
          status: 'rejected',
          reviewedByOperatorId: operator.id,
          reviewedAt: now,
          reviewReason: body.reason,
          settleEntryId: release.entryId,
        })
        .where(eq(withdrawals.id, row.id));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: row.id,
        reason: body.reason,
        before,
        after: {
          ...before,
          status: 'rejected',
          reviewedByOperatorId: operator.id,
          settleEntryId: release.entryId,
        },
        ipAddress,
      });
      return {
        id: row.id,
        status: 'rejected',
        needsSecondApproval: row.needsSecondApproval,
        journalEntryId: release.entryId,
      };
    });
  }

  /* Channels and settings --------------------------------------------------------------------- */

  async function channels() {
    const rows = await listChannels(db, {});
    return rows.map((row) => ({
      ...toChannelView(row),
      enabled: row.enabled,
      sortOrder: row.sortOrder,
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function saveChannel(
    operator: AuthenticatedOperator,
    body: z.output<typeof saveChannelRequest>,
    ipAddress: string | null,
  ) {
    const now = clock.now();
    const { reason, id, ...values } = body;
    const saved = await db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx
          .insert(depositChannels)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning();
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'funding.channel_create',
          targetType: 'deposit_channel',
          targetId: row!.id,
          reason,
          before: null,
          after: values,
          ipAddress,
        });
        return row!;
      }
      const [before] = await tx
        .select()
        .from(depositChannels)
        .where(eq(depositChannels.id, id))
        .for('update');
      if (!before) throw new AppError('deposit_channel_unavailable');
      const [row] = await tx
        .update(depositChannels)
        .set({ ...values, updatedAt: now })
        .where(eq(depositChannels.id, id))
        .returning();
      const { createdAt: _createdAt, updatedAt: _updatedAt, id: _id, ...beforeValues } = before;
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'funding.channel_update',
        targetType: 'deposit_channel',
        targetId: id,
        reason,
        before: beforeValues,
        after: values,
        ipAddress,
      });
      return row!;
    });
    return {
      ...toChannelView(saved),
      enabled: saved.enabled,
      sortOrder: saved.sortOrder,
      updatedAt: saved.updatedAt.toISOString(),
    };
  }

  function settingsView(
    general: GeneralSettings,
    currencies: CurrencyLimits[],
  ): FundingSettingsView {
    return {
      general: {
        dualControlThresholdJpy: general.dualControlThresholdJpy,
        depositWindow: {
          opensAt: minuteToClock(general.depositOpensMinute),
          closesAt: minuteToClock(general.depositClosesMinute),
        },
        withdrawWindow: {
          opensAt: minuteToClock(general.withdrawOpensMinute),
          closesAt: minuteToClock(general.withdrawClosesMinute),
        },
        fxQuoteTtlSeconds: general.fxQuoteTtlSeconds,
        fxRatesSource: general.fxRatesSource,
        fundPasswordMaxFailures: general.fundPasswordMaxFailures,
        fundPasswordWindowSeconds: general.fundPasswordWindowSeconds,
      },
      currencies,
    };
  }

  async function settings(): Promise<FundingSettingsView> {
    const [general, currencies] = await Promise.all([
      readGeneralSettings(db),
      readAllCurrencyLimits(db),
    ]);
    return settingsView(general, currencies);
  }

  async function saveSettings(
    operator: AuthenticatedOperator,
    body: z.output<typeof saveSettingsRequest>,
    ipAddress: string | null,
  ): Promise<FundingSettingsView> {
    const general: GeneralSettings | undefined = body.general && {
      dualControlThresholdJpy: canonical(body.general.dualControlThresholdJpy),
      depositOpensMinute: clockToMinute(body.general.depositWindow.opensAt),
      depositClosesMinute: clockToMinute(body.general.depositWindow.closesAt),
      withdrawOpensMinute: clockToMinute(body.general.withdrawWindow.opensAt),
      withdrawClosesMinute: clockToMinute(body.general.withdrawWindow.closesAt),
      fxQuoteTtlSeconds: body.general.fxQuoteTtlSeconds,
      fxRatesSource: body.general.fxRatesSource,
      fundPasswordMaxFailures: body.general.fundPasswordMaxFailures,
      fundPasswordWindowSeconds: body.general.fundPasswordWindowSeconds,
    };
    const currencies: CurrencyLimits[] = body.currencies.map((limits) => ({
      ...limits,
      depositMin: canonical(limits.depositMin),
      depositMax: canonical(limits.depositMax),
      quickAmounts: limits.quickAmounts.map(canonical),
      withdrawMin: canonical(limits.withdrawMin),
      withdrawMax: canonical(limits.withdrawMax),
      withdrawFee: canonical(limits.withdrawFee),
    }));
    if (new Set(currencies.map((limits) => limits.currency)).size !== currencies.length) {
      throw new AppError('funding_settings_invalid');
    }
    if (general && !generalSettingsAreValid(general))
      throw new AppError('funding_settings_invalid');
    if (!currencies.every(currencyLimitsAreValid)) throw new AppError('funding_settings_invalid');
    if (!general && currencies.length === 0) throw new AppError('invalid_params');

    const now = clock.now();
    await db.transaction(async (tx) => {
      // One settings edit at a time, so each audit entry's "before" is what it replaced.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kabuto:funding_settings'))`);
      const beforeGeneral = await readGeneralSettings(tx);
      const beforeCurrencies = await readAllCurrencyLimits(tx);
      if (general) {
        await tx
          .insert(fundingSettings)
          .values({ id: 1, ...general, updatedAt: now })
          .onConflictDoUpdate({ target: fundingSettings.id, set: { ...general, updatedAt: now } });
      }
      for (const limits of currencies) {
        await tx
          .insert(fundingCurrencyLimits)
          .values({ ...limits, updatedAt: now })
          .onConflictDoUpdate({
            target: fundingCurrencyLimits.currency,
            set: { ...limits, updatedAt: now },
          });
      }
      const touched = new Set(currencies.map((limits) => limits.currency));
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'funding.settings_update',
        targetType: 'funding_settings',
        targetId: 'funding',
        reason: body.reason,
        before: {
          ...(general ? { general: beforeGeneral } : {}),
          currencies: beforeCurrencies.filter((limits) => touched.has(limits.currency)),
        },
        after: { ...(general ? { general } : {}), currencies },
        ipAddress,
      });
    });
    return settings();
  }

  async function ledgerCheck(operator: AuthenticatedOperator, ipAddress: string | null) {
    const report = await runLedgerCheck(db, { now: clock.now() });
    await recordAudit(db, {
      operatorId: operator.id,
      action: 'ledger.check',
      targetType: 'ledger',
      targetId: 'journal',
      reason: 'Ledger check run from the console',
      before: null,
      after: { ok: report.ok, problems: report.problems.length, counts: report.counts },
      ipAddress,
    });
    return report;
  }

  return {
    depositQueue: depositQueueView,
    depositDetail,
    approveDeposit,
    rejectDeposit,
    depositProof,
    withdrawQueue: withdrawQueueView,
    withdrawDetail,
    approveWithdraw,
    rejectWithdraw,
    channels,
    saveChannel,
    settings,
    saveSettings,
    ledgerCheck,
  };
}

export type FundingReviewService = ReturnType<typeof fundingReviewService>;
