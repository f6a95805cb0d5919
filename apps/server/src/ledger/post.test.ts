import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Database } from '../db/client';
import { siteConfig } from '../db/schema';
import { AppError } from '../platform/app-error';
import { openTestDatabase } from '../test/database';
import {
  LedgerValidationError,
  chargeCustomer,
  creditFromBankClearing,
  customerAccount,
  exchangeCurrency,
  getAccountBalance,
  getCustomerWallets,
  getHouseBalances,
  holdFunds,
  houseAccount,
  houseAccountFor,
  HOUSE_SHARDS,
  payOutHeldToBankClearing,
  postEntry,
  releaseHeldFunds,
  reverseEntry,
  runLedgerCheck,
  type EntryInput,
} from './index';
import { add } from '@kabuto/money';
import { queryRows } from './rows';
import { insertTestCustomer, ledgerRowCounts } from './testing';

let handle: DatabaseHandle;
let db: Database;
let keySerial = 0;
const nextKey = (label: string) => `test:${label}:${++keySerial}`;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle.close();
});
afterEach(async () => {
  const report = await runLedgerCheck(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
});

async function deposit(customerId: number, amount: string, currency: 'JPY' | 'USD' = 'JPY') {
  return db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      reason: 'Deposit approved',
      reference: { type: 'deposit', id: ++keySerial },
      idempotencyKey: nextKey('deposit'),
      customerId,
      currency,
      amount,
    }),
  );
}

async function expectRefused(promise: Promise<unknown>, key: string) {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
}

describe('postEntry validation', () => {
  it('refuses an unbalanced entry and writes nothing', async () => {
    const customerId = await insertTestCustomer(db);
    const before = await ledgerRowCounts(db);
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'deposit',
          reason: 'Unbalanced on purpose',
          idempotencyKey: nextKey('unbalanced'),
          postings: [
            { account: houseAccount('bank_clearing', 'JPY'), amount: '-1000' },
            { account: customerAccount(customerId, 'JPY'), amount: '999' },
          ],
        }),
      ),
    ).rejects.toThrow(LedgerValidationError);
    expect(await ledgerRowCounts(db)).toEqual(before);
  });

  it('requires postings to balance per currency, not just in total', async () => {
    const customerId = await insertTestCustomer(db);
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'exchange',
          reason: 'Amounts cancel out only across currencies',
          idempotencyKey: nextKey('cross'),
          postings: [
            { account: customerAccount(customerId, 'JPY'), amount: '100' },
            { account: houseAccount('fx', 'USD'), amount: '-100' },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to/);
  });

  it.each([
    ['one posting', [{ amount: '0', house: true }]],
    [
      'a zero amount',
      [
        { amount: '0', house: true },
        { amount: '0', house: false },
      ],
    ],
    [
      'an exponent',
      [
        { amount: '-1e3', house: true },
        { amount: '1e3', house: false },
      ],
    ],
    [
      'yen fractions',
      [
        { amount: '-0.5', house: true },
        { amount: '0.5', house: false },
      ],
    ],
    [
      'an absurd amount',
      [
        { amount: '-1' + '0'.repeat(20), house: true },
        { amount: '1' + '0'.repeat(20), house: false },
      ],
    ],
  ])('refuses %s', async (_label, legs) => {
    const customerId = await insertTestCustomer(db);
    const before = await ledgerRowCounts(db);
    const postings = legs.map((leg) => ({
      account: leg.house
        ? houseAccount('bank_clearing', 'JPY')
        : customerAccount(customerId, 'JPY'),
      amount: leg.amount,
    }));
    await expect(
      db.transaction((tx) =>
        postEntry(tx, { type: 'deposit', reason: 'Bad', idempotencyKey: nextKey('bad'), postings }),
      ),
    ).rejects.toThrow(LedgerValidationError);
    expect(await ledgerRowCounts(db)).toEqual(before);
  });

  it('refuses unknown currencies and purposes, a blank reason and a malformed type', async () => {
    const customerId = await insertTestCustomer(db);
    const good: EntryInput = {
      type: 'deposit',
      reason: 'Fine',
      idempotencyKey: nextKey('shape'),
      postings: [
        { account: houseAccount('bank_clearing', 'JPY'), amount: '-1' },
        { account: customerAccount(customerId, 'JPY'), amount: '1' },
      ],
    };
    const variants: EntryInput[] = [
      { ...good, reason: '   ' },
      { ...good, type: 'Deposit!' },
      { ...good, idempotencyKey: 'has space' },
      {
        ...good,
        postings: [
          {
            account: { owner: 'house', currency: 'EUR', purpose: 'bank_clearing' } as never,
            amount: '-1',
          },
          {
            account: {
              owner: 'customer',
              customerId,
              currency: 'EUR',
              purpose: 'available',
            } as never,
            amount: '1',
          },
        ],
      },
      {
        ...good,
        postings: [
          {
            account: { owner: 'house', currency: 'JPY', purpose: 'available' } as never,
            amount: '-1',
          },
          { account: customerAccount(customerId, 'JPY'), amount: '1' },
        ],
      },
      {
        ...good,
        postings: [
          { account: customerAccount(customerId, 'JPY'), amount: '-1' },
          { account: customerAccount(customerId, 'JPY'), amount: '1' },
        ],
      },
    ];
    for (const variant of variants) {
      await expect(db.transaction((tx) => postEntry(tx, variant))).rejects.toThrow(
        LedgerValidationError,
      );
    }
  });
});

describe('guarded debits', () => {
  it('refuses a debit below zero and rolls back the whole business transaction', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '1000');
    const before = await ledgerRowCounts(db);
    await expectRefused(
      db.transaction(async (tx) => {
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
          amount: '300',
          to: 'fee_revenue',
        });
        await holdFunds(tx, {
          type: 'withdrawal_hold',
          reason: 'Withdrawal requested',
          idempotencyKey: nextKey('hold'),
          customerId,
          currency: 'JPY',
          amount: '701',
        });
      }),
      'insufficient_available_balance',
    );
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY'))).toBe('1000');
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY', 'held'))).toBe('0');
    expect(
      await db
        .select()
        .from(siteConfig)
        .where(sql`name = 'ledger-test-marker'`),
    ).toEqual([]);
    const after = await ledgerRowCounts(db);
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
  });

  it('leaves nothing of a refused entry even if the caller swallows the refusal and commits', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '50');
    const before = await ledgerRowCounts(db);
    const key = nextKey('swallowed');
    await db.transaction(async (tx) => {
      await expectRefused(
        holdFunds(tx, {
          type: 'withdrawal_hold',
          reason: 'Too much',
          idempotencyKey: key,
          customerId,
          currency: 'JPY',
          amount: '51',
        }),
        'insufficient_available_balance',
      );
    });
    const after = await ledgerRowCounts(db);
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY'))).toBe('50');
    // The key was not consumed: the same request posts once there is money.
    await deposit(customerId, '1');
    const posted = await db.transaction((tx) =>
      holdFunds(tx, {
        type: 'withdrawal_hold',
        reason: 'Too much',
        idempotencyKey: key,
        customerId,
        currency: 'JPY',
        amount: '51',
      }),
    );
    expect(posted.replayed).toBe(false);
  });

  it('refuses releasing more than is held, and a debit to exactly zero passes', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '500');
    const meta = (label: string) => ({
      type: 'withdrawal',
      reason: label,
      idempotencyKey: nextKey(label),
      customerId,
      currency: 'JPY' as const,
    });
    await db.transaction((tx) => holdFunds(tx, { ...meta('hold'), amount: '500' }));
    await expectRefused(
      db.transaction((tx) => releaseHeldFunds(tx, { ...meta('release'), amount: '501' })),
      'insufficient_balance',
    );
    await db.transaction((tx) =>
      payOutHeldToBankClearing(tx, { ...meta('payout'), amount: '500' }),
    );
    const [jpy] = await getCustomerWallets(db, customerId);
    expect(jpy).toEqual({ currency: 'JPY', available: '0', held: '0', margin: '0', loan: '0' });
  });

  it('keeps a loan account at or below zero', async () => {
    const customerId = await insertTestCustomer(db);
    const loan = (amount: string) => [
      { account: customerAccount(customerId, 'JPY', 'loan'), amount: `-${amount}` },
      { account: customerAccount(customerId, 'JPY', 'available'), amount },
    ];
    await db.transaction((tx) =>
      postEntry(tx, {
        type: 'loan',
        reason: 'Loan granted',
        idempotencyKey: nextKey('loan'),
        postings: loan('1000'),
      }),
    );
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY', 'loan'))).toBe('-1000');
    await deposit(customerId, '500');
    const repay = (amount: string) =>
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'loan_repayment',
          reason: 'Repayment',
          idempotencyKey: nextKey('repay'),
          postings: [
            { account: customerAccount(customerId, 'JPY', 'available'), amount: `-${amount}` },
            { account: customerAccount(customerId, 'JPY', 'loan'), amount },
          ],
        }),
      );
    await expectRefused(repay('1001'), 'repayment_exceeds_loan');
    await repay('1000');
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY', 'loan'))).toBe('0');
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY'))).toBe('500');
  });
});

describe('idempotency', () => {
  it('posts a retried entry once and answers the retry with the first entry', async () => {
    const customerId = await insertTestCustomer(db);
    const input = {
      type: 'deposit',
      reason: 'Deposit approved',
      reference: { type: 'deposit', id: 77 },
      idempotencyKey: nextKey('retry'),
      customerId,
      currency: 'JPY' as const,
      amount: '1200',
    };
    const first = await db.transaction((tx) => creditFromBankClearing(tx, input));
    const before = await ledgerRowCounts(db);
    const second = await db.transaction((tx) =>
      creditFromBankClearing(tx, { ...input, amount: '1200.0' }),
    );
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ entryId: first.entryId, replayed: true });
    expect(await ledgerRowCounts(db)).toEqual(before);
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY'))).toBe('1200');
  });

  it('replays a debit that emptied the account instead of calling it insufficient', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '300');
    const input = {
      type: 'withdrawal_hold',
      reason: 'All of it',
      idempotencyKey: nextKey('all'),
      customerId,
      currency: 'JPY' as const,
      amount: '300',
    };
    const first = await db.transaction((tx) => holdFunds(tx, input));
    const again = await db.transaction((tx) => holdFunds(tx, input));
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
  });

  it('refuses the same key with other content', async () => {
    const customerId = await insertTestCustomer(db);
    const otherCustomerId = await insertTestCustomer(db);
    const key = nextKey('mismatch');
    const base = {
      type: 'deposit',
      reason: 'Deposit approved',
      idempotencyKey: key,
      customerId,
      currency: 'JPY' as const,
      amount: '10',
    };
    await db.transaction((tx) => creditFromBankClearing(tx, base));
    const before = await ledgerRowCounts(db);
    for (const changed of [
      { ...base, amount: '11' },
      { ...base, customerId: otherCustomerId },
      { ...base, currency: 'USD' as const },
      { ...base, reason: 'Another reason' },
      { ...base, type: 'bonus' },
      { ...base, reference: { type: 'deposit', id: 1 } },
    ]) {
      await expectRefused(
        db.transaction((tx) => creditFromBankClearing(tx, changed)),
        'key_mismatch',
      );
    }
    const after = await ledgerRowCounts(db);
    expect(after.entries).toBe(before.entries);
    expect(after.postings).toBe(before.postings);
    expect(await getAccountBalance(db, customerAccount(otherCustomerId, 'JPY'))).toBe('0');
  });
});

describe('movements', () => {
  it('exchanges currencies in one entry through the house FX accounts', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '15000');
    const { entryId } = await db.transaction((tx) =>
      exchangeCurrency(tx, {
        type: 'exchange',
        reason: 'JPY to USD at 150.00',
        idempotencyKey: nextKey('fx'),
        customerId,
        sell: { currency: 'JPY', amount: '15000' },
        buy: { currency: 'USD', amount: '100.00' },
      }),
    );
    const wallets = await getCustomerWallets(db, customerId);
    expect(wallets.map((wallet) => wallet.currency)).toEqual([
      'JPY',
      'CNY',
      'TWD',
      'HKD',
      'USD',
      'MYR',
      'THB',
      'VND',
      'KRW',
      'INR',
    ]);
    expect(wallets[0]!.available).toBe('0');
    expect(wallets[4]!.available).toBe('100');
    const [postings] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM postings WHERE entry_id = ${entryId}`,
    );
    expect(postings!.n).toBe(4);
    const house = await getHouseBalances(db);
    expect(house.find((row) => row.currency === 'USD' && row.purpose === 'fx')?.balance).toBe(
      '-100',
    );
  });

  it('refuses USD amounts finer than a cent', async () => {
    const customerId = await insertTestCustomer(db);
    await expect(
      db.transaction((tx) =>
        creditFromBankClearing(tx, {
          type: 'deposit',
          reason: 'Sub-cent',
          idempotencyKey: nextKey('cent'),
          customerId,
          currency: 'USD',
          amount: '0.001',
        }),
      ),
    ).rejects.toThrow(LedgerValidationError);
  });

  it('reverses an entry with a visible correction, once', async () => {
    const customerId = await insertTestCustomer(db);
    const { entryId } = await deposit(customerId, '800');
    const key = nextKey('reverse');
    const reversal = await db.transaction((tx) =>
      reverseEntry(tx, {
        entryId,
        reason: 'Deposit credited twice by mistake',
        idempotencyKey: key,
      }),
    );
    expect(await getAccountBalance(db, customerAccount(customerId, 'JPY'))).toBe('0');
    const replay = await db.transaction((tx) =>
      reverseEntry(tx, {
        entryId,
        reason: 'Deposit credited twice by mistake',
        idempotencyKey: key,
      }),
    );
    expect(replay).toEqual({ entryId: reversal.entryId, replayed: true });
    await expectRefused(
      db.transaction((tx) =>
        reverseEntry(tx, { entryId, reason: 'Again', idempotencyKey: nextKey('reverse') }),
      ),
      'duplicate_operation',
    );
    const [row] = await queryRows<{ corrects: string }>(
      db,
      sql`SELECT corrects_entry_id::text AS corrects FROM journal_entries WHERE id = ${reversal.entryId}`,
    );
    expect(row!.corrects).toBe(String(entryId));
  });

  it('refuses to reverse a credit the customer has already spent', async () => {
    const customerId = await insertTestCustomer(db);
    const { entryId } = await deposit(customerId, '100');
    await db.transaction((tx) =>
      holdFunds(tx, {
        type: 'withdrawal_hold',
        reason: 'Spent',
        idempotencyKey: nextKey('spend'),
        customerId,
        currency: 'JPY',
        amount: '60',
      }),
    );
    await expectRefused(
      db.transaction((tx) =>
        reverseEntry(tx, { entryId, reason: 'Too late', idempotencyKey: nextKey('late') }),
      ),
      'insufficient_available_balance',
    );
  });
});

describe('house shards', () => {
  it('posts a busy house account to the customer’s shard; the house balance sums its shards', async () => {
    const first = await insertTestCustomer(db);
    const second = await insertTestCustomer(db);
    await deposit(first, '10000');
    await deposit(second, '10000');
    const before = (await getHouseBalances(db)).find((row) => row.currency === 'JPY' && row.purpose === 'fee_revenue');
    const fee = (customerId: number, amount: string) =>
      db.transaction((tx) =>
        chargeCustomer(tx, {
          type: 'trade_buy_fee',
          reason: 'Fee',
          idempotencyKey: nextKey('shard-fee'),
          customerId,
          currency: 'JPY',
          amount,
          to: 'fee_revenue',
        }),
      );
    // chargeCustomer posts to shard 0; a sharded charge names the customer's shard.
    await fee(first, '100');
    const shard = second % HOUSE_SHARDS;
    const key = nextKey('sharded');
    const entry: EntryInput = {
      type: 'trade_buy_fee',
      reason: 'Fee on a shard',
      idempotencyKey: key,
      postings: [
        { account: customerAccount(second, 'JPY'), amount: '-250' },
        { account: houseAccountFor('fee_revenue', 'JPY', second), amount: '250' },
      ],
    };
    const posted = await db.transaction((tx) => postEntry(tx, entry));
    expect(await getAccountBalance(db, houseAccount('fee_revenue', 'JPY', shard))).toBe(shard === 0 ? add(String(before?.balance ?? '0'), '350') : '250');
    // The same entry again is a replay, shard and all; on another shard it is another entry.
    expect(await db.transaction((tx) => postEntry(tx, entry))).toEqual({ entryId: posted.entryId, replayed: true });
    const elsewhere = { ...entry, postings: [entry.postings[0]!, { account: houseAccount('fee_revenue', 'JPY', (shard + 1) % HOUSE_SHARDS), amount: '250' }] };
    await expectRefused(db.transaction((tx) => postEntry(tx, elsewhere)), 'key_mismatch');
    const after = (await getHouseBalances(db)).find((row) => row.currency === 'JPY' && row.purpose === 'fee_revenue');
    expect(after?.balance).toBe(add(String(before?.balance ?? '0'), '350'));
  });

  it('refuses a shard out of range and a customer account with a shard', async () => {
    const customerId = await insertTestCustomer(db);
    await deposit(customerId, '1000');
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          type: 'trade_buy_fee',
          reason: 'Bad shard',
          idempotencyKey: nextKey('bad-shard'),
          postings: [
            { account: customerAccount(customerId, 'JPY'), amount: '-1' },
            { account: houseAccount('fee_revenue', 'JPY', HOUSE_SHARDS), amount: '1' },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerValidationError);
    await expect(
      db.execute(sql`UPDATE ledger_accounts SET shard = 1 WHERE owner_kind = 'customer' AND customer_id = ${customerId}`),
    ).rejects.toThrow();
  });
});
