import { describe, expect, it } from 'vitest';
import { add } from '@kabuto/money';
import { AppError } from '../platform/app-error';
import { customerAccount, getAccountBalance, holdFunds, postEntry, runLedgerCheck } from './index';
import { useLedgerDatabase } from './testing';
import { dec } from '@kabuto/money/testing';

const ledger = useLedgerDatabase({ checkAfterEach: false });

describe(`concurrent postings (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly one of 100 parallel full-balance debits through', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '250000');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, attempt) =>
        ledger.run(holdFunds, {
          type: 'withdrawal_hold',
          reason: 'Withdraw everything',
          reference: { type: 'withdrawal', id: attempt },
          idempotencyKey: `concurrency:hold:${customerId}:${attempt}`,
          customerId,
          currency: 'JPY',
          amount: dec('250000'),
        }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        result.reason instanceof AppError &&
        result.reason.key === 'insufficient_available_balance',
    );
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(99);
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('0');
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY', 'held'))).toBe(
      '250000',
    );
    const report = await runLedgerCheck(ledger.db);
    expect(report.problems).toEqual([]);
    expect(report.counts.entries).toBe(2);
  });

  it('never deadlocks when transfers cross the same accounts in both directions', async () => {
    const customers = [];
    for (let index = 0; index < 4; index += 1) customers.push(await ledger.customer());
    for (const customerId of customers) {
      await ledger.deposit(customerId, '100', 'USD');
    }
    // Every pair in both orders, many times over, all at once: 4*3*10 = 120 transfers.
    const transfers = [];
    for (let round = 0; round < 10; round += 1) {
      for (const from of customers) {
        for (const to of customers) {
          if (from !== to) transfers.push({ from, to, round });
        }
      }
    }
    const results = await Promise.allSettled(
      transfers.map(({ from, to, round }) =>
        ledger.run(postEntry, {
          type: 'transfer',
          reason: 'Crossing transfer',
          idempotencyKey: `crossing:${from}:${to}:${round}`,
          postings: [
            { account: customerAccount(to, 'USD'), amount: dec('7.50') },
            { account: customerAccount(from, 'USD'), amount: dec('-7.50') },
          ],
        }),
      ),
    );
    const unexpected = results.filter(
      (result) =>
        result.status === 'rejected' &&
        !(
          result.reason instanceof AppError &&
          result.reason.key === 'insufficient_available_balance'
        ),
    );
    expect(unexpected).toEqual([]);
    let total = dec('0');
    for (const customerId of customers)
      total = add(total, await getAccountBalance(ledger.db, customerAccount(customerId, 'USD')));
    expect(total).toBe('400');
    const report = await runLedgerCheck(ledger.db);
    expect(report.problems).toEqual([]);
  });
});
