import { describe, expect, it } from 'vitest';
import { creditFromBankClearing, customerAccount, getAccountBalance, holdFunds } from './index';
import { expectRefused, nextKey, useLedgerDatabase } from './testing';
import { dec } from '@kabuto/money/testing';

/** One idempotency key, one entry: a retry is answered with the first entry, other content refused. */

const ledger = useLedgerDatabase();

describe('idempotency', () => {
  it('posts a retried entry once and answers the retry with the first entry', async () => {
    const customerId = await ledger.customer();
    const input = {
      type: 'deposit',
      reason: 'Deposit approved',
      reference: { type: 'deposit', id: 77 },
      idempotencyKey: nextKey('retry'),
      customerId,
      currency: 'JPY' as const,
      amount: dec('1200'),
    };
    const first = await ledger.run(creditFromBankClearing, input);
    const before = await ledger.rowCounts();
    const second = await ledger.run(creditFromBankClearing, { ...input, amount: dec('1200.0') });
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ entryId: first.entryId, replayed: true });
    expect(await ledger.rowCounts()).toEqual(before);
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('1200');
  });

  it('replays a debit that emptied the account instead of calling it insufficient', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '300');
    const input = {
      type: 'withdrawal_hold',
      reason: 'All of it',
      idempotencyKey: nextKey('all'),
      customerId,
      currency: 'JPY' as const,
      amount: dec('300'),
    };
    const first = await ledger.run(holdFunds, input);
    const again = await ledger.run(holdFunds, input);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
  });

  it('refuses the same key with other content', async () => {
    const customerId = await ledger.customer();
    const otherCustomerId = await ledger.customer();
    const key = nextKey('mismatch');
    const base = {
      type: 'deposit',
      reason: 'Deposit approved',
      idempotencyKey: key,
      customerId,
      currency: 'JPY' as const,
      amount: dec('10'),
    };
    await ledger.run(creditFromBankClearing, base);
    const before = await ledger.rowCounts();
    for (const changed of [
      { ...base, amount: dec('11') },
      { ...base, customerId: otherCustomerId },
      { ...base, currency: 'USD' as const },
      { ...base, reason: 'Another reason' },
      { ...base, type: 'bonus' },
      { ...base, reference: { type: 'deposit', id: 1 } },
    ]) {
      await expectRefused(ledger.run(creditFromBankClearing, changed), 'key_mismatch');
    }
    const after = await ledger.rowCounts();
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
    expect(await getAccountBalance(ledger.db, customerAccount(otherCustomerId, 'JPY'))).toBe('0');
  });
});
