import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryUploadDir } from '../kyc/testing';
import {
  expectAnswer,
  expectLedgerProven,
  fund,
  newCustomer,
  requestDeposit,
  type Customer,
  type Headers,
} from '../funding/testing';
import { useTestApp } from '../../test/use-test-app';

let customer: Customer;
let stranger: Customer;
const uploadDir = temporaryUploadDir();

type Item = {
  id: string;
  kind: string;
  type: string;
  amount: string;
  status: string;
  orderNo: string;
};

const { t, admin, reviewer, support } = useTestApp({
  uploads: uploadDir,
  operators: ['admin', 'reviewer', 'support'],
});
beforeAll(async () => {
  // A second between the steps, as in life: the tab orders requests and entries by time.
  customer = await newCustomer(t);
  await fund(t, customer, '500000', { admin, reviewer });
  t.clock.advanceSeconds(1);
  const rejected = await requestDeposit(t, customer, '70000');
  await t.callAdmin(
    '/funding/rejectDeposit',
    { depositId: rejected.data.id, reason: 'No transfer arrived' },
    reviewer,
  );
  t.clock.advanceSeconds(1);
  await fund(t, customer, '30000', { admin, reviewer });
  for (const amount of ['1000', '2000', '3000', '4000', '5000']) {
    t.clock.advanceSeconds(1);
    const quoted = await t.call('/fx/quote', { from: 'JPY', to: 'USD', amount }, customer.headers);
    expectAnswer(
      await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, customer.headers),
      '',
    );
  }
  stranger = await newCustomer(t);
  await fund(t, stranger, '90000', { admin, reviewer });
});
afterAll(async () => {
  await expectLedgerProven(t);
});

async function allPages(headers: Headers, tab: string, limit: number) {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const answer = await t.call('/funding/records', { tab, limit, cursor }, headers);
    expectAnswer(answer, '');
    items.push(...(answer.data.items as Item[]));
    cursor = answer.data.nextCursor as string | null;
    if (cursor === null) break;
  }
  return items;
}

describe('fund records', () => {
  it('lists every entry touching the customer, newest first, the same in small pages as in one', async () => {
    const whole = await allPages(customer.headers, 'all', 50);
    expect(whole.map((item) => [item.type, item.amount])).toEqual([
      ['exchange', '-5000'],
      ['exchange', '-4000'],
      ['exchange', '-3000'],
      ['exchange', '-2000'],
      ['exchange', '-1000'],
      ['deposit', '30000'],
      // A request that moved no money is a record too (it has no journal entry).
      ['deposit', '70000'],
      ['deposit', '500000'],
    ]);
    for (const limit of [1, 2, 3]) {
      const paged = await allPages(customer.headers, 'all', limit);
      expect(paged).toEqual(whole);
      expect(new Set(paged.map((item) => item.id)).size).toBe(paged.length);
    }
  });

  it('lists on the all tab every request the deposit and withdraw tabs list, a pending one included', async () => {
    // A customer saw a pending deposit on the deposit tab and not on "all".
    const waiting = await newCustomer(t);
    await fund(t, waiting, '20000', { admin, reviewer });
    t.clock.advanceSeconds(1);
    const pending = await requestDeposit(t, waiting, '15000');
    const all = await allPages(waiting.headers, 'all', 2);
    expect(all[0]).toMatchObject({
      kind: 'deposit',
      amount: '15000',
      status: 'pending',
      orderNo: pending.data.orderNo,
    });
    const allOrderNos = new Set(all.map((item) => item.orderNo));
    for (const tab of ['deposit', 'withdraw']) {
      for (const item of await allPages(waiting.headers, tab, 5))
        expect(allOrderNos, `${tab} ${item.orderNo}`).toContain(item.orderNo);
    }
    for (const item of await allPages(customer.headers, 'deposit', 5))
      expect((await allPages(customer.headers, 'all', 50)).map((each) => each.orderNo)).toContain(
        item.orderNo,
      );
  });

  it('has deposit and withdrawal tabs with the review status', async () => {
    const deposits = await allPages(customer.headers, 'deposit', 1);
    expect(deposits.map((item) => [item.amount, item.status])).toEqual([
      ['30000', 'approved'],
      ['70000', 'rejected'],
      ['500000', 'approved'],
    ]);
    expect(deposits[1]).toMatchObject({ kind: 'deposit', orderNo: expect.stringMatching(/^DP/) });
    expect(await allPages(customer.headers, 'withdraw', 10)).toEqual([]);
  });

  it('never shows another customer’s records', async () => {
    const theirs = await allPages(stranger.headers, 'all', 10);
    expect(theirs.map((item) => item.amount)).toEqual(['90000']);
    const mine = JSON.stringify(await allPages(customer.headers, 'all', 10));
    expect(mine).not.toContain('90000');
  });

  it('refuses a malformed cursor and needs a session', async () => {
    expectAnswer(
      await t.call('/funding/records', { tab: 'all', cursor: 'abc' }, customer.headers),
      'invalid_params',
    );
    // Each tab reads only its own kind of cursor.
    for (const [tab, cursor] of [
      ['deposit', '12.3'],
      ['all', '12'],
    ]) {
      expectAnswer(
        await t.call('/funding/records', { tab, cursor }, customer.headers),
        'invalid_params',
      );
    }
    expect((await t.call('/funding/records', { tab: 'all' })).httpStatus).toBe(401);
  });
});

describe('the console’s customer view', () => {
  it('shows balances, member-centre figures and fund records to support staff', async () => {
    const view = await t.callAdmin(
      '/customers/funds',
      { customerId: customer.id, limit: 3 },
      support,
    );
    expectAnswer(view, '');
    expect(view.data).toMatchObject({
      customerId: customer.id,
      account: customer.account,
      openOperation: null,
      figures: { availableFunds: '515000' },
    });
    expect(view.data.wallets[0]).toMatchObject({ currency: 'JPY', available: '515000' });
    expect(view.data.records.items).toHaveLength(3);
    expect(view.data.records.nextCursor).not.toBeNull();
    const deposits = await t.callAdmin(
      '/customers/funds',
      { customerId: customer.id, tab: 'deposit' },
      support,
    );
    expect(deposits.data.records.items).toHaveLength(3);
    expectAnswer(
      await t.callAdmin('/customers/funds', { customerId: 987_654 }, support),
      'account_not_found',
    );
    expect(
      (await t.callAdmin('/customers/funds', { customerId: customer.id }, customer.headers))
        .httpStatus,
    ).toBe(401);
  });
});
