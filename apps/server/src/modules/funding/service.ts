import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CurrencyCode,
  depositRequest,
  WithdrawalRules,
  withdrawRequest,
} from '@kabuto/contract';
import { compare, isNegative, negate, subtract, ZERO, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { deposits, withdrawals } from '../../db/schema-funding';
import { isUniqueViolation } from '../../db/unique-violation';
import { getCustomerWallets, holdFunds, type CustomerWallet } from '../../ledger';
import { queryRows, toId } from '../../ledger/rows';
import { AppError, UnauthorizedError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { SecretThrottle } from '../../platform/secret-throttle';
import type { TwoFactorService } from '../two-factor';
import { findOwnedUpload } from '../../platform/uploads';
import { findActiveOwnedCard } from '../bank-cards';
import { activeRestrictions } from '../customers';
import {
  assertWithinLimits,
  parseAmount,
  readCurrencyLimits,
  readGeneralSettings,
  type CurrencyLimits,
  type GeneralSettings,
} from '../funding-settings';
import { checkFundPassword } from './fund-password';
import {
  findChannel,
  findCustomerFundingState,
  findDepositView,
  findOpenOperation,
  findWithdrawalView,
  listChannels,
  lockCustomerForFunding,
  toChannelView,
  toDepositRecord,
  toWithdrawalRecord,
  withdrawalOrderNo,
} from './repo';
import { isWindowOpen, windowView, type MoneyHours } from './windows';

export type FundingServiceDeps = {
  db: Database;
  clock: Clock;
  throttle: SecretThrottle;
  moneyHours: MoneyHours;
  /** Two-factor sign-in's check: while it is on, every withdrawal needs a code (docs/two-factor.md). */
  twoFactor: Pick<TwoFactorService, 'requireCode'>;
};

/**
 * What may leave the wallet: the available balance less what is owed on loans (borrowed money is
 * never withdrawable): a loan's proceeds land in `available` and the `loan` account holds the debt
 * as a negative balance (docs/credit.md).
 */
export function withdrawableOf(wallet: Pick<CustomerWallet, 'available' | 'loan'>): DecimalString {
  const owed = isNegative(wallet.loan) ? negate(wallet.loan) : ZERO;
  const withdrawable = subtract(wallet.available, owed);
  return isNegative(withdrawable) ? ZERO : withdrawable;
}

export function withdrawalRulesView(
  limits: CurrencyLimits,
  settings: GeneralSettings,
  now: Date,
  hours: MoneyHours,
): WithdrawalRules {
  return {
    currency: limits.currency,
    enabled: limits.withdrawalsEnabled,
    minimum: limits.withdrawMin,
    maximum: limits.withdrawMax,
    fee: limits.withdrawFee,
    window: windowView(
      now,
      { opensMinute: settings.withdrawOpensMinute, closesMinute: settings.withdrawClosesMinute },
      hours,
    ),
    borrowedFundsWithdrawable: false,
    oneOperationAtATime: true,
    requires: ['identity_verification', 'bank_card', 'fund_password'],
    reviewedByOperator: true,
  };
}

/**
 * The customer side of deposits and withdrawals (docs/funding.md). Every rule that can refuse a
 * request is checked before anything is written; the writes themselves happen in one transaction
 * under a lock on the customer row, so "one money operation at a time" holds under any race.
 */
export function fundingService({
  db,
  clock,
  throttle,
  moneyHours,
  twoFactor,
}: FundingServiceDeps) {
  async function depositInfo(customer: AuthenticatedCustomer, currency: CurrencyCode = 'JPY') {
    const now = clock.now();
    const [limits, settings, channels, openOperation] = await Promise.all([
      readCurrencyLimits(db, currency),
      readGeneralSettings(db),
      listChannels(db, { currency, enabledOnly: true }),
      findOpenOperation(db, customer.id),
    ]);
    return {
      currency,
      enabled: limits.depositsEnabled,
      channels: channels.map(toChannelView),
      quickAmounts: limits.quickAmounts,
      minimum: limits.depositMin,
      maximum: limits.depositMax,
      window: windowView(
        now,
        { opensMinute: settings.depositOpensMinute, closesMinute: settings.depositClosesMinute },
        moneyHours,
      ),
      openOperation,
      withdrawalRules: withdrawalRulesView(
        await readCurrencyLimits(db, 'JPY'),
        settings,
        now,
        moneyHours,
      ),
    };
  }

  async function deposit(customer: AuthenticatedCustomer, body: z.output<typeof depositRequest>) {
    const now = clock.now();
    const restrictions = await activeRestrictions(db, customer.id);
    if (restrictions.some((r) => r.kind === 'frozen')) throw new AppError('account_frozen');
    const channel = await findChannel(db, body.channelId);
    if (!channel?.enabled) throw new AppError('deposit_channel_unavailable');
    const currency = body.currency ?? (channel.currency as CurrencyCode);
    if (channel.currency !== currency) throw new AppError('deposit_channel_unavailable');
    const limits = await readCurrencyLimits(db, currency);
    if (!limits.depositsEnabled) throw new AppError('currency_not_available');
    const amount = parseAmount(body.amount, currency);
    assertWithinLimits(amount, limits.depositMin, limits.depositMax);
    const settings = await readGeneralSettings(db);
    const window = {
      opensMinute: settings.depositOpensMinute,
      closesMinute: settings.depositClosesMinute,
    };
    if (!isWindowOpen(now, window, moneyHours)) throw new AppError('deposit_window_closed');
    const proof = await findOwnedUpload(db, customer.id, body.proofUploadId);
    if (proof?.purpose !== 'deposit_proof') throw new AppError('deposit_proof_required');

    try {
      const depositId = await db.transaction(async (tx) => {
        if (!(await lockCustomerForFunding(tx, customer.id))) throw new UnauthorizedError();
        if (await findOpenOperation(tx, customer.id)) throw new AppError('other_fund_operation');
        const [row] = await tx
          .insert(deposits)
          .values({
            customerId: customer.id,
            channelId: channel.id,
            currency,
            amount,
            proofUploadId: proof.id,
            origin: 'customer',
            createdAt: now,
          })
          .returning({ id: deposits.id });
        return row!.id;
      });
      const view = await findDepositView(db, depositId);
      return toDepositRecord(view!);
    } catch (error) {
      // Backstops behind the checks above: the same slip twice, or a race the lock did not see.
      if (isUniqueViolation(error, 'deposits_proof_used_once')) {
        throw new AppError('deposit_proof_required');
      }
      if (isUniqueViolation(error, 'one_open_per_customer')) {
        throw new AppError('other_fund_operation');
      }
      throw error;
    }
  }

  async function withdrawInfo(customer: AuthenticatedCustomer, currency: CurrencyCode = 'JPY') {
    const now = clock.now();
    const [state, limits, settings, restrictions, wallets, openOperation] = await Promise.all([
      findCustomerFundingState(db, customer.id),
      readCurrencyLimits(db, currency),
      readGeneralSettings(db),
      activeRestrictions(db, customer.id),
      getCustomerWallets(db, customer.id),
      findOpenOperation(db, customer.id),
    ]);
    if (!state) throw new UnauthorizedError();
    const wallet = wallets.find((candidate) => candidate.currency === currency)!;
    const blocking = restrictions.find((r) => r.kind === 'frozen' || r.kind === 'withdraw_barred');
    return {
      currency,
      available: wallet.available,
      held: wallet.held,
      withdrawable: withdrawableOf(wallet),
      rules: withdrawalRulesView(limits, settings, now, moneyHours),
      verificationStatus: state.verificationStatus,
      fundPasswordSet: state.fundPasswordHash !== null,
      restriction: blocking
        ? { kind: blocking.kind, reason: { text: blocking.reason, locale: blocking.reasonLocale } }
        : null,
      openOperation,
    };
  }

  async function withdraw(customer: AuthenticatedCustomer, body: z.output<typeof withdrawRequest>) {
    const now = clock.now();
    const currency = body.currency ?? 'JPY';
    // Only the listed rules, or a restriction an operator recorded, can refuse (integrity rule 6).
    const restrictions = await activeRestrictions(db, customer.id);
    if (restrictions.some((r) => r.kind === 'frozen')) throw new AppError('account_frozen');
    if (restrictions.some((r) => r.kind === 'withdraw_barred')) {
      throw new AppError('account_withdraw_barred');
    }
    const state = await findCustomerFundingState(db, customer.id);
    if (!state) throw new UnauthorizedError();
    if (state.verificationStatus !== 'verified') throw new AppError('verification_required');
    if (state.fundPasswordHash === null) throw new AppError('fund_password_not_set');
    const limits = await readCurrencyLimits(db, currency);
    if (!limits.withdrawalsEnabled) throw new AppError('currency_not_available');
    const amount = parseAmount(body.amount, currency);
    assertWithinLimits(amount, limits.withdrawMin, limits.withdrawMax);
    const settings = await readGeneralSettings(db);
    const window = {
      opensMinute: settings.withdrawOpensMinute,
      closesMinute: settings.withdrawClosesMinute,
    };
    if (!isWindowOpen(now, window, moneyHours)) throw new AppError('withdraw_window_closed');
    // Another customer's card and a missing one look the same.
    const card = await findActiveOwnedCard(db, customer.id, body.cardId);
    if (!card) throw new AppError('card_not_found');
    await checkFundPassword(
      throttle,
      settings,
      { id: customer.id, fundPasswordHash: state.fundPasswordHash },
      body.fundPassword,
    );
    await twoFactor.requireCode(customer.id, body.twoFactorCode);

    const fee = limits.withdrawFee;
    const payoutAmount = subtract(amount, fee);
    try {
      const withdrawalId = await db.transaction(async (tx) => {
        if (!(await lockCustomerForFunding(tx, customer.id))) throw new UnauthorizedError();
        if (await findOpenOperation(tx, customer.id)) throw new AppError('other_fund_operation');
        const wallets = await getCustomerWallets(tx, customer.id);
        const wallet = wallets.find((candidate) => candidate.currency === currency)!;
        if (compare(amount, withdrawableOf(wallet)) > 0) {
          // Refused by the loan rule when the available money would cover it but for what is owed.
          const byLoan = isNegative(wallet.loan) && compare(amount, wallet.available) <= 0;
          throw new AppError(
            byLoan ? 'insufficient_withdrawable_loan' : 'insufficient_withdrawable',
          );
        }
        // The id first, so the hold entry can name the withdrawal it holds for.
        const [next] = await queryRows<{ id: string }>(
          tx,
          sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
        );
        const id = toId(next!.id);
        // The guarded debit: if the money is no longer there, this refuses and nothing is written.
        const hold = await holdFunds(tx, {
          type: 'withdrawal_hold',
          reason: `Withdrawal ${withdrawalOrderNo(id)} requested to ${card.bankName}`,
          reference: { type: 'withdrawal', id },
          idempotencyKey: `withdrawal:${id}:hold`,
          at: now,
          customerId: customer.id,
          currency,
          amount,
        });
        await tx.insert(withdrawals).overridingSystemValue().values({
          id,
          customerId: customer.id,
          cardId: card.id,
          currency,
          amount,
          fee,
          payoutAmount,
          holdEntryId: hold.entryId,
          createdAt: now,
        });
        return id;
      });
      const view = await findWithdrawalView(db, withdrawalId);
      return toWithdrawalRecord(view!);
    } catch (error) {
      if (isUniqueViolation(error, 'one_open_per_customer')) {
        throw new AppError('other_fund_operation');
      }
      throw error;
    }
  }

  /** One of the caller's deposits; another customer's id and an unknown one answer the same. */
  async function depositDetail(customer: AuthenticatedCustomer, depositId: number) {
    const view = await findDepositView(db, depositId);
    if (view?.deposit.customerId !== customer.id) throw new AppError('funding_request_not_found');
    return toDepositRecord(view);
  }

  async function withdrawalDetail(customer: AuthenticatedCustomer, withdrawalId: number) {
    const view = await findWithdrawalView(db, withdrawalId);
    if (view?.withdrawal.customerId !== customer.id) {
      throw new AppError('funding_request_not_found');
    }
    return toWithdrawalRecord(view);
  }

  async function wallets(customer: AuthenticatedCustomer) {
    return getCustomerWallets(db, customer.id);
  }

  return {
    depositInfo,
    deposit,
    depositDetail,
    withdrawInfo,
    withdraw,
    withdrawalDetail,
    wallets,
  };
}

export type FundingService = ReturnType<typeof fundingService>;
