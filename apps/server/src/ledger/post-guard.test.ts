import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../db/schema';
import {
  chargeCustomer,
  customerAccount,
  getAccountBalance,
  getCustomerWallets,
  holdFunds,
  payOutHeldToBankClearing,
  postEntry,
  releaseHeldFunds,
} from './index';
import { expectRefused, nextKey, useLedgerDatabase } from './testing';
import { dec } from '@kabuto/money/testing';

/**
 * The guard: no customer's available, held or margin balance below zero, no loan above it; a
 * refused entry leaves nothing behind.
 */

const ledger = useLedgerDatabase();

describe('guarded debits', () => {
  it('refuses a debit below zero and rolls back the whole business transaction', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '1000');
    const before = await ledger.rowCounts();
    await expectRefused(
      ledger.db.transaction(async (tx) => {
        // The business change the entry would pay for, written first in the same transaction.
        await tx
          .insert(siteConfig)
          .values({ name: 'ledger-test-marker', value: 'should roll back' });
        await chargeCustomer(tx, {
          type: 'fee',
          reason: 'A fee that fits',
          idempotencyKey: nextKey('fee'),
          customerId,
          currency: 'JPY',
          amount: dec('300'),
          to: 'fee_revenue',
        });
        await holdFunds(tx, {
          type: 'withdrawal_hold',
          reason: 'Withdrawal requested',
          idempotencyKey: nextKey('hold'),
          customerId,
          currency: 'JPY',
          amount: dec('701'),
        });
      }),
      'insufficient_available_balance',
    );
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('1000');
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY', 'held'))).toBe(
      '0',
    );
    expect(
      await ledger.db
        .select()
        .from(siteConfig)
        .where(sql`name = 'ledger-test-marker'`),
    ).toEqual([]);
    const after = await ledger.rowCounts();
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
  });

  it('leaves nothing of a refused entry even if the caller swallows the refusal and commits', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '50');
    const before = await ledger.rowCounts();
    const tooMuch = {
      type: 'withdrawal_hold',
      reason: 'Too much',
      idempotencyKey: nextKey('swallowed'),
      customerId,
      currency: 'JPY' as const,
      amount: dec('51'),
    };
    await ledger.db.transaction(async (tx) => {
      await expectRefused(holdFunds(tx, tooMuch), 'insufficient_available_balance');
    });
    const after = await ledger.rowCounts();
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('50');
    // The key was not consumed: the same request posts once there is money.
    await ledger.deposit(customerId, '1');
    const posted = await ledger.run(holdFunds, tooMuch);
    expect(posted.replayed).toBe(false);
  });

  it('refuses releasing more than is held, and a debit to exactly zero passes', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '500');
    const meta = (label: string) => ({
      type: 'withdrawal',
      reason: label,
      idempotencyKey: nextKey(label),
      customerId,
      currency: 'JPY' as const,
    });
    await ledger.run(holdFunds, { ...meta('hold'), amount: dec('500') });
    await expectRefused(
      ledger.run(releaseHeldFunds, { ...meta('release'), amount: dec('501') }),
      'insufficient_balance',
    );
    await ledger.run(payOutHeldToBankClearing, { ...meta('payout'), amount: dec('500') });
    const [jpy] = await getCustomerWallets(ledger.db, customerId);
    expect(jpy).toEqual({ currency: 'JPY', available: '0', held: '0', margin: '0', loan: '0' });
  });

  it('keeps a loan account at or below zero', async () => {
    const customerId = await ledger.customer();
    const loan = (amount: string) => [
      { account: customerAccount(customerId, 'JPY', 'loan'), amount: dec(`-${amount}`) },
      { account: customerAccount(customerId, 'JPY', 'available'), amount: dec(amount) },
    ];
    await ledger.run(postEntry, {
      type: 'loan',
      reason: 'Loan granted',
      idempotencyKey: nextKey('loan'),
      postings: loan('1000'),
    });
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY', 'loan'))).toBe(
      '-1000',
    );
    await ledger.deposit(customerId, '500');
    const repay = (amount: string) =>
      ledger.run(postEntry, {
        type: 'loan_repayment',
        reason: 'Repayment',
        idempotencyKey: nextKey('repay'),
        postings: [
          { account: customerAccount(customerId, 'JPY', 'available'), amount: dec(`-${amount}`) },
          { account: customerAccount(customerId, 'JPY', 'loan'), amount: dec(amount) },
        ],
      });
    await expectRefused(repay('1001'), 'repayment_exceeds_loan');
    await repay('1000');
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY', 'loan'))).toBe(
      '0',
    );
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('500');
  });
});
