import { describe, expect, it } from 'vitest';
import { FUND_PASSWORD, requestWithdrawal, useFundingTestApp, wallet } from '../funding/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import { codeNow, turnOnTwoFactor } from './testing';

/**
 * While two-factor sign-in is on, every withdrawal and every trading-PIN change needs a code (a
 * six-digit one or a recovery code); without it, nothing changes (docs/two-factor.md).
 */
const { t, fundedCustomer } = useFundingTestApp();

describe('a withdrawal with two-factor on', () => {
  it('is refused without a code or with a wrong one, and goes through with a right one, once', async () => {
    const customer = await fundedCustomer('100000');
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, customer.headers);
    const held = (await wallet(t, customer.headers)).held;

    expectRefusal(await requestWithdrawal(t, customer, '1000'), 'two_factor_code_required');
    expectRefusal(
      await requestWithdrawal(t, customer, '1000', { twoFactorCode: '000000' }),
      'two_factor_code_wrong',
    );
    expect((await wallet(t, customer.headers)).held).toBe(held);

    const code = codeNow(t, secret);
    expectOk(await requestWithdrawal(t, customer, '1000', { twoFactorCode: code }));
    expect((await wallet(t, customer.headers)).held).not.toBe(held);
    // A recovery code is accepted too (refused here only by the open withdrawal, after the code).
    expectRefusal(
      await requestWithdrawal(t, customer, '1000', { twoFactorCode: recoveryCodes[0] }),
      'other_fund_operation',
    );
  });
});

describe('a trading-PIN change with two-factor on', () => {
  it('needs a code besides the current PIN', async () => {
    const customer = await fundedCustomer('100000');
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    const change = (extra: Record<string, unknown>) =>
      t.call(
        '/user/setFundPassword',
        {
          oldFundPassword: FUND_PASSWORD,
          newFundPassword: '135791',
          confirmFundPassword: '135791',
          ...extra,
        },
        customer.headers,
      );
    expectRefusal(await change({}), 'two_factor_code_required');
    expectRefusal(await change({ twoFactorCode: '999999' }), 'two_factor_code_wrong');
    // Still the old PIN.
    expectRefusal(
      await requestWithdrawal(t, customer, '1000', {
        fundPassword: '135791',
        twoFactorCode: codeNow(t, secret),
      }),
      'fund_password_wrong',
    );
    expectOk(await change({ twoFactorCode: codeNow(t, secret) }));
  });
});
