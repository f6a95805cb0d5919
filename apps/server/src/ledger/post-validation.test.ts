import { describe, expect, it } from 'vitest';
import {
  LedgerValidationError,
  customerAccount,
  houseAccount,
  postEntry,
  type EntryInput,
} from './index';
import { nextKey, useLedgerDatabase } from './testing';
import { dec, uncheckedDecimal } from '@kabuto/money/testing';

/** postEntry refuses a malformed entry (a bug in the code that built it) and writes nothing. */

const ledger = useLedgerDatabase();

describe('postEntry validation', () => {
  it('requires postings to balance per currency, not just in total', async () => {
    const customerId = await ledger.customer();
    await expect(
      ledger.run(postEntry, {
        type: 'exchange',
        reason: 'Amounts cancel out only across currencies',
        idempotencyKey: nextKey('cross'),
        postings: [
          { account: customerAccount(customerId, 'JPY'), amount: dec('100') },
          { account: houseAccount('fx', 'USD'), amount: dec('-100') },
        ],
      }),
    ).rejects.toThrow(/sum to/);
  });

  it.each([
    [
      'an unbalanced entry',
      [
        { amount: '-1000', house: true },
        { amount: '999', house: false },
      ],
    ],
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
    const customerId = await ledger.customer();
    const before = await ledger.rowCounts();
    const postings = legs.map((leg) => ({
      account: leg.house
        ? houseAccount('bank_clearing', 'JPY')
        : customerAccount(customerId, 'JPY'),
      amount: uncheckedDecimal(leg.amount),
    }));
    await expect(
      ledger.run(postEntry, {
        type: 'deposit',
        reason: 'Bad',
        idempotencyKey: nextKey('bad'),
        postings,
      }),
    ).rejects.toThrow(LedgerValidationError);
    expect(await ledger.rowCounts()).toEqual(before);
  });

  it('refuses unknown currencies and purposes, a blank reason and a malformed type', async () => {
    const customerId = await ledger.customer();
    const good: EntryInput = {
      type: 'deposit',
      reason: 'Fine',
      idempotencyKey: nextKey('shape'),
      postings: [
        { account: houseAccount('bank_clearing', 'JPY'), amount: dec('-1') },
        { account: customerAccount(customerId, 'JPY'), amount: dec('1') },
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
            amount: dec('-1'),
          },
          {
            account: {
              owner: 'customer',
              customerId,
              currency: 'EUR',
              purpose: 'available',
            } as never,
            amount: dec('1'),
          },
        ],
      },
      {
        ...good,
        postings: [
          {
            account: { owner: 'house', currency: 'JPY', purpose: 'available' } as never,
            amount: dec('-1'),
          },
          { account: customerAccount(customerId, 'JPY'), amount: dec('1') },
        ],
      },
      {
        ...good,
        postings: [
          { account: customerAccount(customerId, 'JPY'), amount: dec('-1') },
          { account: customerAccount(customerId, 'JPY'), amount: dec('1') },
        ],
      },
    ];
    for (const variant of variants) {
      await expect(ledger.run(postEntry, variant)).rejects.toThrow(LedgerValidationError);
    }
  });
});
