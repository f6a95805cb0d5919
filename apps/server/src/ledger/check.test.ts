import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  creditFromBankClearing,
  customerAccount,
  ensureAccount,
  postEntry,
  runLedgerCheck,
} from './index';
import { queryRows, toId } from './rows';
import { useLedgerDatabase } from './testing';
import { dec } from '@kabuto/money/testing';

let customerId: number;
let depositEntryId: number;
/** Each test forges rows past postEntry and lists here how to undo them. */
let repairs: (() => Promise<unknown>)[] = [];

const ledger = useLedgerDatabase({ checkAfterEach: false });
beforeEach(async () => {
  repairs = [];
  customerId = await ledger.customer();
  ({ entryId: depositEntryId } = await ledger.run(creditFromBankClearing, {
    type: 'deposit',
    reason: 'Funding',
    idempotencyKey: `check:fund:${customerId}`,
    customerId,
    currency: 'JPY',
    amount: dec('1000'),
  }));
});
afterEach(async () => {
  for (const repair of repairs.reverse()) await repair();
  // Undone, the ledger proves itself again.
  expect((await runLedgerCheck(ledger.db)).problems).toEqual([]);
});

async function availableAccountId() {
  return ledger.run(ensureAccount, customerAccount(customerId, 'JPY'));
}

async function forgeEntry(type: string): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    ledger.db,
    sql`INSERT INTO journal_entries (type, reason, idempotency_key) VALUES (${type}, 'Forged', ${`check:forged:${customerId}`})
        RETURNING id::text AS id`,
  );
  const entryId = toId(row!.id);
  repairs.push(() => ledger.db.execute(sql`DELETE FROM journal_entries WHERE id = ${entryId}`));
  return entryId;
}

async function forgePosting(entryId: number, accountId: number, amount: string) {
  const [row] = await queryRows<{ id: string }>(
    ledger.db,
    sql`INSERT INTO postings (entry_id, account_id, currency, amount) VALUES (${entryId}, ${accountId}, 'JPY', ${amount}::numeric)
        RETURNING id::text AS id`,
  );
  const postingId = toId(row!.id);
  repairs.push(() => ledger.db.execute(sql`DELETE FROM postings WHERE id = ${postingId}`));
}

async function shiftCachedBalance(accountId: number, amount: string) {
  await ledger.db.execute(
    sql`UPDATE ledger_accounts SET balance = balance + ${amount}::numeric WHERE id = ${accountId}`,
  );
  repairs.push(() =>
    ledger.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance - ${amount}::numeric WHERE id = ${accountId}`,
    ),
  );
}

describe('runLedgerCheck', () => {
  it('passes on an honest ledger and counts what it checked', async () => {
    const report = await runLedgerCheck(ledger.db, { now: new Date('2026-11-20T00:00:00Z') });
    expect(report).toMatchObject({
      ok: true,
      checkedAt: '2026-11-20T00:00:00.000Z',
      problems: [],
      truncated: false,
    });
    expect(report.counts.entries).toBeGreaterThanOrEqual(1);
    expect(report.counts.postings).toBe(report.counts.entries * 2);
  });

  it('reports a cached balance changed behind the journal', async () => {
    const accountId = await availableAccountId();
    await shiftCachedBalance(accountId, '5000');
    const report = await runLedgerCheck(ledger.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      { kind: 'cached_balance_mismatch', accountId, cached: '6000', fromPostings: '1000' },
    ]);
  });

  it('reports an entry that does not sum to zero and a balance its postings make negative', async () => {
    const accountId = await availableAccountId();
    // A forged posting written past postEntry: it unbalances the entry and, by the journal,
    // leaves the customer at -500 while the cache still says 1000.
    await forgePosting(depositEntryId, accountId, '-1500');
    const report = await runLedgerCheck(ledger.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toHaveLength(3);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { kind: 'entry_unbalanced', entryId: depositEntryId, currency: 'JPY', sum: '-1500' },
        { kind: 'cached_balance_mismatch', accountId, cached: '1000', fromPostings: '-500' },
        {
          kind: 'negative_customer_balance',
          accountId,
          customerId,
          currency: 'JPY',
          purpose: 'available',
          fromPostings: '-500',
          cached: '1000',
        },
      ]),
    );
  });

  it('reports an entry with a single posting', async () => {
    const entryId = await forgeEntry('deposit');
    const accountId = await availableAccountId();
    await forgePosting(entryId, accountId, '1');
    await shiftCachedBalance(accountId, '1');
    const report = await runLedgerCheck(ledger.db);
    expect(report.problems).toEqual([
      { kind: 'entry_unbalanced', entryId, currency: 'JPY', sum: '1' },
      { kind: 'entry_too_few_postings', entryId, postings: 1 },
    ]);
  });

  it('reports a loan account above zero', async () => {
    const loanAccountId = await ledger.run(
      ensureAccount,
      customerAccount(customerId, 'JPY', 'loan'),
    );
    const availableId = await availableAccountId();
    const entryId = await forgeEntry('loan');
    await forgePosting(entryId, loanAccountId, '10');
    await forgePosting(entryId, availableId, '-10');
    const report = await runLedgerCheck(ledger.db);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        {
          kind: 'positive_loan_balance',
          accountId: loanAccountId,
          customerId,
          currency: 'JPY',
          fromPostings: '10',
          cached: '0',
        },
      ]),
    );
  });

  it('lists at most `limit` problems of a kind and says so', async () => {
    const accountId = await availableAccountId();
    const heldId = await ledger.run(ensureAccount, customerAccount(customerId, 'JPY', 'held'));
    await shiftCachedBalance(accountId, '1');
    await shiftCachedBalance(heldId, '1');
    const report = await runLedgerCheck(ledger.db, { limit: 1 });
    expect(report.problems).toHaveLength(1);
    expect(report.truncated).toBe(true);
  });

  it('is backed by the database: a negative customer balance cannot even be cached', async () => {
    const accountId = await availableAccountId();
    await expect(
      ledger.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${accountId}`),
    ).rejects.toThrow();
    await expect(
      ledger.db.execute(
        sql`INSERT INTO postings (entry_id, account_id, currency, amount) VALUES (${depositEntryId}, ${accountId}, 'USD', 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      ledger.run(postEntry, {
        type: 'transfer',
        reason: 'Ok',
        idempotencyKey: `check:ok:${customerId}`,
        postings: [
          { account: customerAccount(customerId, 'JPY'), amount: dec('-1000') },
          { account: customerAccount(customerId, 'JPY', 'held'), amount: dec('1000') },
        ],
      }),
    ).resolves.toMatchObject({ replayed: false });
  });
});
