import { describe, expect, it } from 'vitest';
import { subtract } from '@kabuto/money';
import { getAccountBalance, getHouseBalances, houseAccount } from '../../ledger';
import { withdrawableOf } from './service';
import {
  addCard,
  auditActions,
  expectAnswer,
  expectLedgerProven,
  FUND_PASSWORD,
  jst,
  newCustomer,
  requestDeposit,
  requestWithdrawal as withdraw,
  useFundingTestApp,
  wallet,
  withdrawingCustomer,
} from './testing';
import { dec } from '@kabuto/money/testing';

/** Withdrawals from the customer's side to the payout: the rules, the fee, the hold under a race. */

const { t, admin, reviewer, fundedCustomer } = useFundingTestApp();

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

    const requested = await withdraw(t, customer, '30000');
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
    expect(await auditActions(t, 'withdrawal', withdrawalId)).toEqual(['withdrawal.approve']);

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
    const withdrawalId = (await withdraw(t, customer, '50000')).data.id as number;
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '0', held: '50000' });
    const rejected = await t.callAdmin(
      '/funding/rejectWithdraw',
      {
        withdrawalId,
        reason: 'カード名義が銀行の登録と一致しません',
        reasonLocale: 'ja',
      },
      reviewer,
    );
    expect(rejected.data.status).toBe('rejected');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '50000', held: '0' });
    const records = await t.call('/funding/records', { tab: 'withdraw' }, customer.headers);
    // The reason, with the language the reviewer wrote it in; the remark stays the card.
    expect(records.data.items[0]).toMatchObject({
      status: 'rejected',
      reviewReason: { text: 'カード名義が銀行の登録と一致しません', locale: 'ja' },
      remark: expect.stringContaining('三菱UFJ銀行'),
    });
    expect(await auditActions(t, 'withdrawal', withdrawalId)).toEqual(['withdrawal.reject']);
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
      const requested = await withdraw(t, customer, '10000');
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
    expectAnswer(
      await withdraw(t, customer, '1000', { fundPassword: '' }),
      'fund_password_required',
    );
    expectAnswer(
      await withdraw(t, customer, '1000', { fundPassword: '000000' }),
      'fund_password_wrong',
    );
    expectAnswer(await withdraw(t, customer, '1000'), '');
  });

  it('counts wrong fund passwords and then refuses even the right one until the window passes', async () => {
    const customer = await fundedCustomer('20000');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectAnswer(
        await withdraw(t, customer, '1000', { fundPassword: '111111' }),
        'fund_password_wrong',
      );
    }
    expectAnswer(await withdraw(t, customer, '1000'), 'too_frequent');
    t.clock.advanceSeconds(15 * 60 + 1);
    expectAnswer(await withdraw(t, customer, '1000'), '');
  });

  it('refuses another customer’s card, an unbound card and an unknown card alike', async () => {
    const customer = await fundedCustomer('20000');
    const other = await withdrawingCustomer(t, reviewer);
    expectAnswer(await withdraw(t, customer, '1000', { cardId: other.cardId }), 'card_not_found');
    expectAnswer(await withdraw(t, customer, '1000', { cardId: 999_999 }), 'card_not_found');
    const spare = await addCard(t, customer.headers);
    expectAnswer(await t.call('/bank/delete', { cardId: spare }, customer.headers), '');
    expectAnswer(await withdraw(t, customer, '1000', { cardId: spare }), 'card_not_found');
  });

  it('applies the minimum, the maximum (5,000,000), the yen unit and the balance', async () => {
    const customer = await fundedCustomer('20000');
    expectAnswer(await withdraw(t, customer, '999'), 'amount_below_minimum');
    expectAnswer(await withdraw(t, customer, '5000001'), 'amount_above_maximum');
    expectAnswer(await withdraw(t, customer, '1000.5'), 'amount_invalid');
    expectAnswer(await withdraw(t, customer, '20001'), 'insufficient_withdrawable');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '20000', held: '0' });
  });

  it('keeps to the withdrawal window and says which window it is', async () => {
    const customer = await fundedCustomer('20000');
    t.clock.set(jst('2026-11-20', '19:30:00'));
    expectAnswer(await withdraw(t, customer, '1000'), 'withdraw_window_closed');
    const info = await t.call('/funding/withdrawInfo', {}, customer.headers);
    expect(info.data.rules.window).toMatchObject({
      openNow: false,
      nextOpensAt: '2026-11-24T00:30:00.000Z',
    });
    t.clock.set(jst('2026-11-20', '19:29:59'));
    expectAnswer(await withdraw(t, customer, '1000'), '');
  });

  it('refuses with the restriction an operator recorded, and tells the reason in advance', async () => {
    const customer = await fundedCustomer('20000');
    await t.callAdmin(
      '/customers/restrict',
      {
        customerId: customer.id,
        kind: 'withdraw_barred',
        reason: 'Court order 2026-117',
        reasonLocale: 'en',
      },
      reviewer,
    );
    expectAnswer(await withdraw(t, customer, '1000'), 'account_withdraw_barred');
    const info = await t.call('/funding/withdrawInfo', {}, customer.headers);
    expect(info.data.restriction).toEqual({
      kind: 'withdraw_barred',
      reason: { text: 'Court order 2026-117', locale: 'en' },
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
    expectAnswer(await withdraw(t, customer, '1000'), 'account_frozen');
  });

  it('allows one money operation at a time', async () => {
    const customer = await fundedCustomer('20000');
    expectAnswer(await withdraw(t, customer, '1000'), '');
    expectAnswer(await withdraw(t, customer, '1000'), 'other_fund_operation');
    expectAnswer(await requestDeposit(t, customer, '10000'), 'other_fund_operation');

    const depositing = await fundedCustomer('20000');
    expectAnswer(await requestDeposit(t, depositing, '10000'), '');
    expectAnswer(await withdraw(t, depositing, '1000'), 'other_fund_operation');
  });

  it('never counts borrowed money as withdrawable (the loan hook)', () => {
    expect(withdrawableOf({ available: dec('1000'), loan: dec('0') })).toBe('1000');
    expect(withdrawableOf({ available: dec('1000'), loan: dec('-300') })).toBe('700');
    expect(withdrawableOf({ available: dec('200'), loan: dec('-300') })).toBe('0');
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
        Array.from({ length: 100 }, () => withdraw(t, customer, '250000')),
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
