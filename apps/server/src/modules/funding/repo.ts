import { and, asc, desc, eq, gt, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  reasonWithLocale,
  type CurrencyCode,
  type DepositRecord,
  type LocalizedNames,
  type WithdrawalRecord,
} from '@kabuto/contract';
import type { Queryable } from '../../db/client';
import { customers } from '../../db/schema';
import {
  OPEN_FUNDING_STATUSES,
  depositChannels,
  deposits,
  withdrawals,
  type FundingRequestStatus,
} from '../../db/schema-funding';
import { bankCards } from '../../db/schema-kyc';
import { operators } from '../../db/schema-operators';
import { maskAccountNumber } from '../bank-cards';

export const depositOrderNo = (id: number) => `DP${String(id).padStart(8, '0')}`;
export const withdrawalOrderNo = (id: number) => `WD${String(id).padStart(8, '0')}`;

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type ChannelRow = typeof depositChannels.$inferSelect;

/**
 * Locks the customer row for the rest of the transaction: every request that starts a money
 * operation (a deposit, a withdrawal) takes it first, so "one operation at a time" cannot race.
 */
export async function lockCustomerForFunding(db: Queryable, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      verificationStatus: customers.verificationStatus,
      fundPasswordHash: customers.fundPasswordHash,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function findCustomerFundingState(db: Queryable, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      account: customers.account,
      verificationStatus: customers.verificationStatus,
      fundPasswordHash: customers.fundPasswordHash,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}

/** The customer's deposit or withdrawal still under review, if any. */
export async function findOpenOperation(
  db: Queryable,
  customerId: number,
): Promise<{ kind: 'deposit' | 'withdrawal'; id: number; status: FundingRequestStatus } | null> {
  const [deposit] = await db
    .select({ id: deposits.id, status: deposits.status })
    .from(deposits)
    .where(
      and(eq(deposits.customerId, customerId), inArray(deposits.status, OPEN_FUNDING_STATUSES)),
    )
    .limit(1);
  if (deposit) return { kind: 'deposit', ...deposit };
  const [withdrawal] = await db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        inArray(withdrawals.status, OPEN_FUNDING_STATUSES),
      ),
    )
    .limit(1);
  return withdrawal ? { kind: 'withdrawal', ...withdrawal } : null;
}

/* Channels ------------------------------------------------------------------------------------ */

export async function listChannels(
  db: Queryable,
  filter: { currency?: CurrencyCode; enabledOnly?: boolean },
) {
  return db
    .select()
    .from(depositChannels)
    .where(
      and(
        filter.currency ? eq(depositChannels.currency, filter.currency) : undefined,
        filter.enabledOnly ? eq(depositChannels.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

export async function findChannel(
  db: Queryable,
  channelId: number,
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.id, channelId))
    .limit(1);
  return row;
}

export function toChannelView(row: ChannelRow) {
  return {
    id: row.id,
    name: row.name,
    bankName: row.bankName,
    branchName: row.branchName,
    branchCode: row.branchCode,
    accountType: row.accountType,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    currency: row.currency as CurrencyCode,
  };
}

/* Deposits ------------------------------------------------------------------------------------ */

const depositFirstApprover = alias(operators, 'deposit_first_approver');
const depositReviewer = alias(operators, 'deposit_reviewer');

const depositViewColumns = {
  deposit: deposits,
  channelName: depositChannels.name,
  account: customers.account,
  firstApprovedBy: depositFirstApprover.username,
  reviewedBy: depositReviewer.username,
};

export type DepositView = {
  deposit: DepositRow;
  channelName: LocalizedNames;
  account: string;
  firstApprovedBy: string | null;
  reviewedBy: string | null;
};

function depositViews(db: Queryable) {
  return db
    .select(depositViewColumns)
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .innerJoin(customers, eq(customers.id, deposits.customerId))
    .leftJoin(depositFirstApprover, eq(depositFirstApprover.id, deposits.firstApprovedByOperatorId))
    .leftJoin(depositReviewer, eq(depositReviewer.id, deposits.reviewedByOperatorId));
}

export async function findDepositView(
  db: Queryable,
  depositId: number,
): Promise<DepositView | undefined> {
  const [row] = await depositViews(db).where(eq(deposits.id, depositId)).limit(1);
  return row;
}

export async function lockDeposit(
  db: Queryable,
  depositId: number,
): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  return row;
}

/** A customer's deposits, newest first, before `cursor` (an id). */
/**
 * The keyset order of request lists: a customer's newest first (before `cursor`); a review queue's
 * open requests oldest first (after `cursor`), closed ones newest first.
 */
function requestPage(
  table: typeof deposits | typeof withdrawals,
  filter: SQL | undefined,
  cursor: number | undefined,
  oldestFirst = false,
) {
  return {
    where: and(
      filter,
      cursor ? (oldestFirst ? gt(table.id, cursor) : lt(table.id, cursor)) : undefined,
    ),
    orderBy: oldestFirst ? asc(table.id) : desc(table.id),
  };
}

function queuePage(
  table: typeof deposits | typeof withdrawals,
  status: 'open' | 'approved' | 'rejected',
  cursor: number | undefined,
) {
  const open = status === 'open';
  const filter = open ? inArray(table.status, OPEN_FUNDING_STATUSES) : eq(table.status, status);
  return requestPage(table, filter, cursor, open);
}

export async function customerDeposits(
  db: Queryable,
  customerId: number,
  cursor: number | undefined,
  limit: number,
): Promise<DepositView[]> {
  const page = requestPage(deposits, eq(deposits.customerId, customerId), cursor);
  return depositViews(db).where(page.where).orderBy(page.orderBy).limit(limit);
}

/**
 * The customer's deposit requests that have moved no money (yet): waiting for review, or
 * rejected. They have no journal entry, so the fund records' "all" tab merges them in beside the
 * entries (an approved deposit is there as its credit). Newest first, keyset by id.
 */
export async function customerDepositsWithoutEntry(
  db: Queryable,
  customerId: number,
  cursor: number | undefined,
  limit: number,
): Promise<DepositView[]> {
  const moved = sql`EXISTS (SELECT 1 FROM journal_entries e
                    WHERE e.reference_type = 'deposit' AND e.reference_id = ${deposits.id}::text)`;
  const page = requestPage(deposits, and(eq(deposits.customerId, customerId), not(moved)), cursor);
  return depositViews(db).where(page.where).orderBy(page.orderBy).limit(limit);
}

/** The review queue: open requests oldest first (after `cursor`), closed ones newest first. */
export async function depositQueue(
  db: Queryable,
  status: 'open' | 'approved' | 'rejected',
  cursor: number | undefined,
  limit: number,
): Promise<DepositView[]> {
  const page = queuePage(deposits, status, cursor);
  return depositViews(db).where(page.where).orderBy(page.orderBy).limit(limit);
}

export function toDepositRecord(view: Pick<DepositView, 'deposit' | 'channelName'>): DepositRecord {
  const { deposit } = view;
  return {
    id: deposit.id,
    orderNo: depositOrderNo(deposit.id),
    currency: deposit.currency as CurrencyCode,
    amount: deposit.amount,
    status: deposit.status,
    channelName: view.channelName,
    // Only a rejection's reason is the customer's to read; an approver's note is internal.
    reviewReason:
      deposit.status === 'rejected'
        ? reasonWithLocale(deposit.reviewReason, deposit.reviewReasonLocale)
        : null,
    createdAt: deposit.createdAt.toISOString(),
    reviewedAt: deposit.reviewedAt?.toISOString() ?? null,
  };
}

/* Withdrawals --------------------------------------------------------------------------------- */

const withdrawalFirstApprover = alias(operators, 'withdrawal_first_approver');
const withdrawalReviewer = alias(operators, 'withdrawal_reviewer');

export type CardRow = typeof bankCards.$inferSelect;

export type WithdrawalView = {
  withdrawal: WithdrawalRow;
  card: CardRow;
  account: string;
  firstApprovedBy: string | null;
  reviewedBy: string | null;
};

function withdrawalViews(db: Queryable) {
  return db
    .select({
      withdrawal: withdrawals,
      card: bankCards,
      account: customers.account,
      firstApprovedBy: withdrawalFirstApprover.username,
      reviewedBy: withdrawalReviewer.username,
    })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .leftJoin(
      withdrawalFirstApprover,
      eq(withdrawalFirstApprover.id, withdrawals.firstApprovedByOperatorId),
    )
    .leftJoin(withdrawalReviewer, eq(withdrawalReviewer.id, withdrawals.reviewedByOperatorId));
}

export async function findWithdrawalView(
  db: Queryable,
  withdrawalId: number,
): Promise<WithdrawalView | undefined> {
  const [row] = await withdrawalViews(db).where(eq(withdrawals.id, withdrawalId)).limit(1);
  return row;
}

export async function lockWithdrawal(
  db: Queryable,
  withdrawalId: number,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId))
    .for('update');
  return row;
}

export async function customerWithdrawals(
  db: Queryable,
  customerId: number,
  cursor: number | undefined,
  limit: number,
): Promise<WithdrawalView[]> {
  const page = requestPage(withdrawals, eq(withdrawals.customerId, customerId), cursor);
  return withdrawalViews(db).where(page.where).orderBy(page.orderBy).limit(limit);
}

export async function withdrawalQueue(
  db: Queryable,
  status: 'open' | 'approved' | 'rejected',
  cursor: number | undefined,
  limit: number,
): Promise<WithdrawalView[]> {
  const page = queuePage(withdrawals, status, cursor);
  return withdrawalViews(db).where(page.where).orderBy(page.orderBy).limit(limit);
}

export function toWithdrawalRecord(
  view: Pick<WithdrawalView, 'withdrawal' | 'card'>,
): WithdrawalRecord {
  const { withdrawal, card } = view;
  return {
    id: withdrawal.id,
    orderNo: withdrawalOrderNo(withdrawal.id),
    currency: withdrawal.currency as CurrencyCode,
    amount: withdrawal.amount,
    fee: withdrawal.fee,
    payoutAmount: withdrawal.payoutAmount,
    status: withdrawal.status,
    card: {
      id: card.id,
      bankName: card.bankName,
      maskedNumber: maskAccountNumber(card.cardNumber),
      holderName: card.holderName,
    },
    reviewReason:
      withdrawal.status === 'rejected'
        ? reasonWithLocale(withdrawal.reviewReason, withdrawal.reviewReasonLocale)
        : null,
    createdAt: withdrawal.createdAt.toISOString(),
    reviewedAt: withdrawal.reviewedAt?.toISOString() ?? null,
  };
}
