import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { add, type DecimalString } from '@kabuto/money';
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
  postEntry,
  reverseEntry,
  type EntryInput,
} from './index';
import { queryRows } from './rows';
import { expectRefused, nextKey, useLedgerDatabase } from './testing';
import { dec } from '@kabuto/money/testing';

/** The movement helpers, reversals and the house's sharded accounts. */

const ledger = useLedgerDatabase();

describe('movements', () => {
  it('exchanges currencies in one entry through the house FX accounts', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '15000');
    const { entryId } = await ledger.run(exchangeCurrency, {
      type: 'exchange',
      reason: 'JPY to USD at 150.00',
      idempotencyKey: nextKey('fx'),
      customerId,
      sell: { currency: 'JPY', amount: dec('15000') },
      buy: { currency: 'USD', amount: dec('100.00') },
    });
    const wallets = await getCustomerWallets(ledger.db, customerId);
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
      ledger.db,
      sql`SELECT count(*)::int AS n FROM postings WHERE entry_id = ${entryId}`,
    );
    expect(postings!.n).toBe(4);
    const house = await getHouseBalances(ledger.db);
    expect(house.find((row) => row.currency === 'USD' && row.purpose === 'fx')?.balance).toBe(
      '-100',
    );
  });

  it('refuses USD amounts finer than a cent', async () => {
    const customerId = await ledger.customer();
    await expect(
      ledger.run(creditFromBankClearing, {
        type: 'deposit',
        reason: 'Sub-cent',
        idempotencyKey: nextKey('cent'),
        customerId,
        currency: 'USD',
        amount: dec('0.001'),
      }),
    ).rejects.toThrow(LedgerValidationError);
  });

  it('reverses an entry with a visible correction, once', async () => {
    const customerId = await ledger.customer();
    const { entryId } = await ledger.deposit(customerId, '800');
    const key = nextKey('reverse');
    const reversal = await ledger.run(reverseEntry, {
      entryId,
      reason: 'Deposit credited twice by mistake',
      idempotencyKey: key,
    });
    expect(await getAccountBalance(ledger.db, customerAccount(customerId, 'JPY'))).toBe('0');
    const replay = await ledger.run(reverseEntry, {
      entryId,
      reason: 'Deposit credited twice by mistake',
      idempotencyKey: key,
    });
    expect(replay).toEqual({ entryId: reversal.entryId, replayed: true });
    await expectRefused(
      ledger.run(reverseEntry, { entryId, reason: 'Again', idempotencyKey: nextKey('reverse') }),
      'duplicate_operation',
    );
    const [row] = await queryRows<{ corrects: string }>(
      ledger.db,
      sql`SELECT corrects_entry_id::text AS corrects FROM journal_entries WHERE id = ${reversal.entryId}`,
    );
    expect(row!.corrects).toBe(String(entryId));
  });

  it('refuses to reverse a credit the customer has already spent', async () => {
    const customerId = await ledger.customer();
    const { entryId } = await ledger.deposit(customerId, '100');
    await ledger.run(holdFunds, {
      type: 'withdrawal_hold',
      reason: 'Spent',
      idempotencyKey: nextKey('spend'),
      customerId,
      currency: 'JPY',
      amount: dec('60'),
    });
    await expectRefused(
      ledger.run(reverseEntry, { entryId, reason: 'Too late', idempotencyKey: nextKey('late') }),
      'insufficient_available_balance',
    );
  });
});

describe('house shards', () => {
  it('posts a busy house account to the customer’s shard; the house balance sums its shards', async () => {
    const first = await ledger.customer();
    const second = await ledger.customer();
    await ledger.deposit(first, '10000');
    await ledger.deposit(second, '10000');
    const before = (await getHouseBalances(ledger.db)).find(
      (row) => row.currency === 'JPY' && row.purpose === 'fee_revenue',
    );
    const fee = (customerId: number, amount: DecimalString) =>
      ledger.run(chargeCustomer, {
        type: 'trade_buy_fee',
        reason: 'Fee',
        idempotencyKey: nextKey('shard-fee'),
        customerId,
        currency: 'JPY',
        amount,
        to: 'fee_revenue',
      });
    // chargeCustomer posts to shard 0; a sharded charge names the customer's shard.
    await fee(first, dec('100'));
    const shard = second % HOUSE_SHARDS;
    const key = nextKey('sharded');
    const entry: EntryInput = {
      type: 'trade_buy_fee',
      reason: 'Fee on a shard',
      idempotencyKey: key,
      postings: [
        { account: customerAccount(second, 'JPY'), amount: dec('-250') },
        { account: houseAccountFor('fee_revenue', 'JPY', second), amount: dec('250') },
      ],
    };
    const posted = await ledger.run(postEntry, entry);
    expect(await getAccountBalance(ledger.db, houseAccount('fee_revenue', 'JPY', shard))).toBe(
      shard === 0 ? add(before?.balance ?? dec('0'), dec('350')) : '250',
    );
    // The same entry again is a replay, shard and all; on another shard it is another entry.
    expect(await ledger.run(postEntry, entry)).toEqual({ entryId: posted.entryId, replayed: true });
    const elsewhere = {
      ...entry,
      postings: [
        entry.postings[0]!,
        {
          account: houseAccount('fee_revenue', 'JPY', (shard + 1) % HOUSE_SHARDS),
          amount: dec('250'),
        },
      ],
    };
    await expectRefused(ledger.run(postEntry, elsewhere), 'key_mismatch');
    const after = (await getHouseBalances(ledger.db)).find(
      (row) => row.currency === 'JPY' && row.purpose === 'fee_revenue',
    );
    expect(after?.balance).toBe(add(before?.balance ?? dec('0'), dec('350')));
  });

  it('refuses a shard out of range and a customer account with a shard', async () => {
    const customerId = await ledger.customer();
    await ledger.deposit(customerId, '1000');
    await expect(
      ledger.run(postEntry, {
        type: 'trade_buy_fee',
        reason: 'Bad shard',
        idempotencyKey: nextKey('bad-shard'),
        postings: [
          { account: customerAccount(customerId, 'JPY'), amount: dec('-1') },
          { account: houseAccount('fee_revenue', 'JPY', HOUSE_SHARDS), amount: dec('1') },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerValidationError);
    await expect(
      ledger.db.execute(
        sql`UPDATE ledger_accounts SET shard = 1 WHERE owner_kind = 'customer' AND customer_id = ${customerId}`,
      ),
    ).rejects.toThrow();
  });
});
