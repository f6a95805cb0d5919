import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

describe('change login password', () => {
  it('changes the password, ends every session, and the new password logs in', async () => {
    const customer = await signUpAndLogIn(t);
    const otherDevice = await t.call('/user/login', { account: customer.account, password: customer.password });
    const answer = await t.call(
      '/user/changeLoginPassword',
      { oldPassword: customer.password, newPassword: 'newpas99', confirmPassword: 'newpas99' },
      customer.headers,
    );
    expect(answer.status).toBe(1);
    expect((await t.call('/user/info', {}, customer.headers)).httpStatus).toBe(401);
    expect((await t.call('/user/info', {}, { token: otherDevice.data.token })).httpStatus).toBe(401);
    expect((await t.call('/user/login', { account: customer.account, password: customer.password })).msg).toBe(
      'wrong_account_or_password',
    );
    expect((await t.call('/user/login', { account: customer.account, password: 'newpas99' })).status).toBe(1);
  });

  it.each([
    ['a wrong old password', { oldPassword: 'wrong999' }, 'original_password_wrong'],
    ['an empty old password', { oldPassword: '' }, 'password_required'],
    ['a new password with a symbol', { newPassword: 'newpas9!', confirmPassword: 'newpas9!' }, 'password_format'],
    ['a confirmation that differs', { confirmPassword: 'newpas98' }, 'passwords_differ'],
    ['the old password again', { newPassword: 'abcd1234', confirmPassword: 'abcd1234' }, 'new_password_same_as_old'],
  ])('refuses %s and keeps the old password', async (_case, overrides, key) => {
    const customer = await signUpAndLogIn(t);
    const answer = await t.call(
      '/user/changeLoginPassword',
      { oldPassword: 'abcd1234', newPassword: 'newpas99', confirmPassword: 'newpas99', ...overrides },
      customer.headers,
    );
    expect(answer.msg).toBe(key);
    expect((await t.call('/user/info', {}, customer.headers)).status).toBe(1);
    expect((await t.call('/user/login', { account: customer.account, password: 'abcd1234' })).status).toBe(1);
  });
});

describe('fund password', () => {
  it('is set with the login password, then changed only with the current fund password', async () => {
    const customer = await signUpAndLogIn(t);
    const set = await t.call(
      '/user/setFundPassword',
      { loginPassword: customer.password, newFundPassword: '135790', confirmFundPassword: '135790' },
      customer.headers,
    );
    expect(set.status).toBe(1);
    expect((await t.call('/user/info', {}, customer.headers)).data.fundPasswordSet).toBe(true);

    const withoutOld = await t.call(
      '/user/setFundPassword',
      { loginPassword: customer.password, newFundPassword: '246802', confirmFundPassword: '246802' },
      customer.headers,
    );
    expect(withoutOld.msg).toBe('fund_password_already_set');
    const wrongOld = await t.call(
      '/user/setFundPassword',
      { oldFundPassword: '000000', newFundPassword: '246802', confirmFundPassword: '246802' },
      customer.headers,
    );
    expect(wrongOld.msg).toBe('fund_password_wrong');
    const changed = await t.call(
      '/user/setFundPassword',
      { oldFundPassword: '135790', newFundPassword: '246802', confirmFundPassword: '246802' },
      customer.headers,
    );
    expect(changed.status).toBe(1);
  });

  it.each([
    ['a wrong login password', { loginPassword: 'wrong999' }, 'original_password_wrong'],
    ['letters in the fund password', { newFundPassword: '12345a', confirmFundPassword: '12345a' }, 'fund_password_format'],
    ['a confirmation that differs', { confirmFundPassword: '654321' }, 'passwords_differ'],
  ])('refuses %s and leaves it unset', async (_case, overrides, key) => {
    const customer = await signUpAndLogIn(t);
    const answer = await t.call(
      '/user/setFundPassword',
      { loginPassword: customer.password, newFundPassword: '123456', confirmFundPassword: '123456', ...overrides },
      customer.headers,
    );
    expect(answer.msg).toBe(key);
    expect((await t.call('/user/info', {}, customer.headers)).data.fundPasswordSet).toBe(false);
  });
});
