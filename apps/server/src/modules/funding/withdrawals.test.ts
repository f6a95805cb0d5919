import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subtract } from '@kabuto/money';
import { auditLog } from '../../db/schema-operators';
import { getAccountBalance, getHouseBalances, houseAccount } from '../../ledger';
import { buildTestApp, logInOperator, type TestApp } from '../../test/app';
import { temporaryUploadDir } from '../kyc/testing';
import { withdrawableOf } from './service';
import {
  FUND_PASSWORD,
  OPEN_HOURS,
  addCard,
  expectAnswer,
  expectLedgerProven,
  fund,
  jst,
  newCustomer,
  requestDeposit,
  wallet,
  withdrawingCustomer,
  type Customer,
  type Headers,
} from './testing';

let t: TestApp;
let admin: Headers;
let reviewer: Headers;
const uploadDir = temporaryUploadDir();

beforeAll(async () => {
  t = await buildTestApp({ configure: uploadDir.configure });
  admin = await logInOperator(t, 'admin');
  reviewer = await logInOperator(t, 'reviewer');
});
afterEach(() => {
  t.clock.set(OPEN_HOURS);
});
afterAll(async () => {
  await expectLedgerProven(t);
  await t.close();
  uploadDir.remove();
});

type Ready = Customer & { cardId: number };

async function fundedCustomer(amount = '100000'): Promise<Ready> {
  const customer = await withdrawingCustomer(t, reviewer);
  await fund(t, customer, amount, { admin, reviewer });
  return customer;
}

function withdraw(customer: Ready, amount: string, extra: Record<string, unknown> = {}) {
  return t.call(
    '/funding/withdraw',
    { amount, cardId: customer.cardId, fundPassword: FUND_PASSWORD, ...extra },
    customer.headers,
  );
}

async function withdrawalAudit(withdrawalId: number) {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'withdrawal'), eq(auditLog.targetId, String(withdrawalId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe('a withdrawal from request to payout', () => {
  it('holds the amount on request and pays it out on approval, audited, every step in the fund records', async () => {
    const customer = await fundedCustomer('100000');
    const info = await t.call('/funding/withdrawInfo', {}, customer.headers);
    expect(info.data).toMatchObject({
      currency: 'JPY',
      available: '100000',
      held: '0',
      withdrawable: '100000',
      verificationStatus: 'verified',
      fundPasswordSet: true,
      restriction: null,
      openOperation: null,
      rules: { minimum: '1000', maximum: '5000000', fee: '0', borrowedFundsWithdrawable: false },
    });

    const requested = await withdraw(customer, '30000');
    expectAnswer(requested, '');
    expect(requested.data).toMatchObject({
      amount: '30000',
      fee: '0',
      payoutAmount: '30000',
      status: 'pending',
      card: { id: customer.cardId, bankName: '三菱UFJ銀行' },
    });
    expect(requested.data.card.maskedNumber).toMatch(/^\*{3}\d{4}$/);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '70000', held: '30000' });
    const mine = await t.call('/user/info', {}, customer.headers);
    expect(mine.data.assets).toMatchObject({
      totalAssets: '100000',
      availableFunds: '70000',
      frozenFunds: '30000',
    });

    const withdrawalId = requested.data.id as number;
    const detail = await t.callAdmin('/funding/withdrawDetail', { withdrawalId }, reviewer);
    expect(detail.data).toMatchObject({
      status: 'pending',
      account: customer.account,
      card: { holderName: 'ヤマダ タロウ', branchCode: '135', country: 'JP' },
      customer: { verificationStatus: 'verified', wallet: { available: '70000', held: '30000' } },
    });
    const approved = await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer);
    expect(approved.data).toMatchObject({ status: 'approved', needsSecondApproval: false });
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '70000', held: '0' });
    expect(await withdrawalAudit(withdrawalId)).toEqual(['withdrawal.approve']);

    const records = await t.call('/funding/records', { tab: 'all' }, customer.headers);
    expect(
      records.data.items.map((item: { type: string; amount: string; status: string }) => [
        item.type,
        item.amount,
        item.status,
      ]),
    ).toEqual([
      ['withdrawal_payout', '-30000', 'approved'],
      ['withdrawal_hold', '-30000', 'approved'],
      ['deposit', '100000', 'approved'],
    ]);
    expect(records.data.items[1].legs).toEqual([
      { currency: 'JPY', purpose: 'available', amount: '-30000' },
      { currency: 'JPY', purpose: 'held', amount: '30000' },
    ]);
    const withdrawTab = await t.call('/funding/records', { tab: 'withdraw' }, customer.headers);
    expect(withdrawTab.data.items).toEqual([
      expect.objectContaining({
        kind: 'withdrawal',
        amount: '-30000',
        status: 'approved',
        orderNo: requested.data.orderNo,
      }),
    ]);
  });

  it('releases the held amount on rejection, with the reason shown', async () => {
    const customer = await fundedCustomer('50000');
    const withdrawalId = (await withdraw(customer, '50000')).data.id as number;
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '0', held: '50000' });
    const rejected = await t.callAdmin(
      '/funding/rejectWithdraw',
      { withdrawalId, reason: 'The card holder name does not match the bank’s records' },
      reviewer,
    );
    expect(rejected.data.status).toBe('rejected');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '50000', held: '0' });
    const records = await t.call('/funding/records', { tab: 'withdraw' }, customer.headers);
    expect(records.data.items[0]).toMatchObject({
      status: 'rejected',
      remark: 'The card holder name does not match the bank’s records',
    });
    expect(await withdrawalAudit(withdrawalId)).toEqual(['withdrawal.reject']);
    expectAnswer(
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, admin),
      'funding_request_closed',
    );
  });

  it('takes the fee shown in advance from the amount', async () => {
    const settings = await t.callAdmin('/funding/settings', {}, admin);
    const jpy = settings.data.currencies.find((c: { currency: string }) => c.currency === 'JPY');
    await t.callAdmin(
      '/funding/saveSettings',
      { currencies: [{ ...jpy, withdrawFee: '300' }], reason: 'Bank fee' },
      admin,
    );
    try {
      const customer = await fundedCustomer('20000');
      const info = await t.call('/funding/depositInfo', {}, customer.headers);
      expect(info.data.withdrawalRules.fee).toBe('300');
      const feesBefore = await getAccountBalance(t.database.db, houseAccount('fee_revenue', 'JPY'));
      const requested = await withdraw(customer, '10000');
      expect(requested.data).toMatchObject({ amount: '10000', fee: '300', payoutAmount: '9700' });
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId: requested.data.id }, reviewer);
      expect(await wallet(t, customer.headers)).toMatchObject({ available: '10000', held: '0' });
      const feesAfter = await getAccountBalance(t.database.db, houseAccount('fee_revenue', 'JPY'));
      expect(subtract(feesAfter, feesBefore)).toBe('300');
      const records = await t.call('/funding/records', { tab: 'all' }, customer.headers);
      expect(
        records.data.items
          .slice(0, 3)
          .map((item: { type: string; amount: string }) => [item.type, item.amount]),
      ).toEqual([
        ['withdrawal_fee', '-300'],
        ['withdrawal_payout', '-9700'],
        ['withdrawal_hold', '-10000'],
      ]);
    } finally {
      await t.callAdmin('/funding/saveSettings', { currencies: [jpy], reason: 'No fee' }, admin);
    }
  });
});

describe('withdrawal rules, each refused with its key', () => {
  it('needs verification, a fund password, and the right one', async () => {
    const unverified = await newCustomer(t);
    const body = { amount: '1000', cardId: 1, fundPassword: FUND_PASSWORD };
    expectAnswer(
      await t.call('/funding/withdraw', body, unverified.headers),
      'verification_required',
    );

    const customer = await fundedCustomer('20000');
    const noPassword = await withdrawingCustomer(t, reviewer, { fundPassword: false });
    expectAnswer(
      await t.call('/funding/withdraw', { ...body, cardId: noPassword.cardId }, noPassword.headers),
      'fund_password_not_set',
    );
    expectAnswer(await withdraw(customer, '1000', { fundPassword: '' }), 'fund_password_required');
    expectAnswer(
      await withdraw(customer, '1000', { fundPassword: '000000' }),
      'fund_password_wrong',
    );
    expectAnswer(await withdraw(customer, '1000'), '');
  });

  it('counts wrong fund passwords and then refuses even the right one until the window passes', async () => {
    const customer = await fundedCustomer('20000');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectAnswer(
        await withdraw(customer, '1000', { fundPassword: '111111' }),
        'fund_password_wrong',
      );
    }
    expectAnswer(await withdraw(customer, '1000'), 'too_frequent');
    t.clock.advanceSeconds(15 * 60 + 1);
    expectAnswer(await withdraw(customer, '1000'), '');
  });

  it('refuses another customer’s card, an unbound card and an unknown card alike', async () => {
    const customer = await fundedCustomer('20000');
    const other = await withdrawingCustomer(t, reviewer);
    expectAnswer(await withdraw(customer, '1000', { cardId: other.cardId }), 'card_not_found');
    expectAnswer(await withdraw(customer, '1000', { cardId: 999_999 }), 'card_not_found');
    const spare = await addCard(t, customer.headers);
    expectAnswer(await t.call('/bank/delete', { cardId: spare }, customer.headers), '');
    expectAnswer(await withdraw(customer, '1000', { cardId: spare }), 'card_not_found');
  });

  it('applies the minimum, the maximum (5,000,000), the yen unit and the balance', async () => {
    const customer = await fundedCustomer('20000');
    expectAnswer(await withdraw(customer, '999'), 'amount_below_minimum');
    expectAnswer(await withdraw(customer, '5000001'), 'amount_above_maximum');
    expectAnswer(await withdraw(customer, '1000.5'), 'amount_invalid');
    expectAnswer(await withdraw(customer, '20001'), 'insufficient_withdrawable');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '20000', held: '0' });
  });

  it('keeps to the withdrawal window and says which window it is', async () => {
    const customer = await fundedCustomer('20000');
    t.clock.set(jst('2026-11-20', '19:30:00'));
    expectAnswer(await withdraw(customer, '1000'), 'withdraw_window_closed');
    const info = await t.call('/funding/withdrawInfo', {}, customer.headers);
    expect(info.data.rules.window).toMatchObject({
      openNow: false,
      nextOpensAt: '2026-11-24T00:30:00.000Z',
    });
    t.clock.set(jst('2026-11-20', '19:29:59'));
    expectAnswer(await withdraw(customer, '1000'), '');
  });

  it('refuses with the restriction an operator recorded, and tells the reason in advance', async () => {
    const customer = await fundedCustomer('20000');
    await t.callAdmin(
      '/customers/restrict',
      { customerId: customer.id, kind: 'withdraw_barred', reason: 'Court order 2026-117' },
      reviewer,
    );
    expectAnswer(await withdraw(customer, '1000'), 'account_withdraw_barred');
    const info = await t.call('/funding/withdrawInfo', {}, customer.headers);
    expect(info.data.restriction).toEqual({
      kind: 'withdraw_barred',
      reason: 'Court order 2026-117',
    });
    await t.callAdmin(
      '/customers/lift',
      { customerId: customer.id, kind: 'withdraw_barred', reason: 'Order lifted' },
      reviewer,
    );
    await t.callAdmin(
      '/customers/restrict',
      { customerId: customer.id, kind: 'frozen', reason: 'Investigation' },
      reviewer,
    );
    expectAnswer(await withdraw(customer, '1000'), 'account_frozen');
  });

  it('allows one money operation at a time', async () => {
    const customer = await fundedCustomer('20000');
    expectAnswer(await withdraw(customer, '1000'), '');
    expectAnswer(await withdraw(customer, '1000'), 'other_fund_operation');
    expectAnswer(await requestDeposit(t, customer, '10000'), 'other_fund_operation');

    const depositing = await fundedCustomer('20000');
    expectAnswer(await requestDeposit(t, depositing, '10000'), '');
    expectAnswer(await withdraw(depositing, '1000'), 'other_fund_operation');
  });

  it('never counts borrowed money as withdrawable (the loan hook)', () => {
    expect(withdrawableOf({ available: '1000', loan: '0' })).toBe('1000');
    expect(withdrawableOf({ available: '1000', loan: '-300' })).toBe('700');
    expect(withdrawableOf({ available: '200', loan: '-300' })).toBe('0');
  });
});

describe('dual control and idempotent approvals', () => {
  it('pays out above the threshold only after a second, different operator approves', async () => {
    const customer = await fundedCustomer('2500000');
    const withdrawalId = (await withdraw(customer, '2000000')).data.id as number;
    const first = await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer);
    expect(first.data.status).toBe('awaiting_second_approval');
    expectAnswer(
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer),
      'second_approver_required',
    );
    expect(await wallet(t, customer.headers)).toMatchObject({ held: '2000000' });
    const second = await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, admin);
    expect(second.data.status).toBe('approved');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '500000', held: '0' });
    expect(await withdrawalAudit(withdrawalId)).toEqual([
      'withdrawal.approve_first',
      'withdrawal.approve',
    ]);
  });

  it('pays out once when an approval is retried with its key or double-clicked', async () => {
    const customer = await fundedCustomer('20000');
    const first = (await withdraw(customer, '5000')).data.id as number;
    const headers = { ...reviewer, 'idempotency-key': `approve-withdrawal-${first}` };
    const answers = [
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId: first }, headers),
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId: first }, headers),
    ];
    expect(answers[1]!.data).toEqual(answers[0]!.data);
    const second = (await withdraw(customer, '5000')).data.id as number;
    const clicks = await Promise.all([
      t.callAdmin('/funding/approveWithdraw', { withdrawalId: second }, reviewer),
      t.callAdmin('/funding/approveWithdraw', { withdrawalId: second }, reviewer),
    ]);
    expect(clicks.map((answer) => answer.msg).sort()).toEqual(['', 'funding_request_closed']);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '10000', held: '0' });
  });
});

describe('object-level access', () => {
  it('shows a customer only their own requests and entries', async () => {
    const customer = await fundedCustomer('20000');
    const other = await fundedCustomer('30000');
    await withdraw(other, '1000');
    for (const tab of ['deposit', 'withdraw', 'all']) {
      const records = await t.call('/funding/records', { tab }, customer.headers);
      expect(JSON.stringify(records.data)).not.toContain('30000');
      expect(records.data.items.every((item: { amount: string }) => item.amount !== '-1000')).toBe(
        true,
      );
    }
    // A customer reads their own requests by id; another customer's id is not found.
    const mineId = (await withdraw(customer, '1000')).data.id as number;
    const theirs = await t.call('/funding/records', { tab: 'withdraw' }, other.headers);
    const theirId = Number(theirs.data.items[0].id.split(':')[1]);
    expectAnswer(
      await t.call('/funding/withdrawDetail', { withdrawalId: mineId }, customer.headers),
      '',
    );
    expectAnswer(
      await t.call('/funding/withdrawDetail', { withdrawalId: theirId }, customer.headers),
      'funding_request_not_found',
    );
    const theirDeposit = await t.call('/funding/records', { tab: 'deposit' }, other.headers);
    const theirDepositId = Number(theirDeposit.data.items[0].id.split(':')[1]);
    expectAnswer(
      await t.call('/funding/depositDetail', { depositId: theirDepositId }, customer.headers),
      'funding_request_not_found',
    );
    expectAnswer(
      await t.call('/funding/depositDetail', { depositId: theirDepositId }, other.headers),
      '',
    );
    // Customer tokens never open the operator API.
    expect((await t.callAdmin('/funding/withdrawQueue', {}, customer.headers)).httpStatus).toBe(
      401,
    );
  });
});

describe('100 parallel withdrawals of the whole balance', () => {
  it('holds exactly one; no balance goes negative', async () => {
    // Allow 100 fund-password checks in the window, so every request reaches the hold.
    const settings = await t.callAdmin('/funding/settings', {}, admin);
    await t.callAdmin(
      '/funding/saveSettings',
      {
        general: { ...settings.data.general, fundPasswordMaxFailures: 100 },
        reason: 'Concurrency test',
      },
      admin,
    );
    try {
      const customer = await fundedCustomer('250000');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => withdraw(customer, '250000')),
      );
      const accepted = answers.filter((answer) => answer.status === 1);
      const refusals = new Set(
        answers.filter((answer) => answer.status !== 1).map((answer) => answer.msg),
      );
      expect(accepted).toHaveLength(1);
      expect(
        [...refusals].every((msg) =>
          ['other_fund_operation', 'insufficient_withdrawable'].includes(msg),
        ),
      ).toBe(true);
      expect(await wallet(t, customer.headers)).toMatchObject({ available: '0', held: '250000' });
      const house = await getHouseBalances(t.database.db);
      expect(house.length).toBeGreaterThan(0);
      await expectLedgerProven(t);
    } finally {
      await t.callAdmin(
        '/funding/saveSettings',
        { general: settings.data.general, reason: 'Restore' },
        admin,
      );
    }
  });
});
