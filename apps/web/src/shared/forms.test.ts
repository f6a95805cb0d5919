import { describe, expect, it } from 'vitest';
import { changeLoginPasswordRequest, loginRequest, registerRequest } from '@kabuto/contract';
import { refusalField, sortRefusals } from './forms';

const REGISTER_FIELDS = ['account', 'password', 'confirmPassword', 'invitationCode', 'agreed'];
const REGISTER_SERVER_FIELDS = { inviter_not_found: 'invitationCode', account_exists: 'account' };
const good = {
  account: '0901234567',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  invitationCode: 'KABUTO',
};

function refusalsOf(schema: typeof registerRequest | typeof loginRequest, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return sortRefusals(result.error.issues, REGISTER_FIELDS);
}

describe('sortRefusals: the contract rules a form failed, beside their fields', () => {
  it.each([
    ['a 9-digit account', { account: '090123456' }, 'account', 'account_format'],
    ['letters in the account', { account: '09012345AB' }, 'account', 'account_format'],
    [
      'a symbol in the password',
      { password: 'abcd123!', confirmPassword: 'abcd123!' },
      'password',
      'password_format',
    ],
    ['an empty password', { password: '', confirmPassword: '' }, 'password', 'password_required'],
    [
      'passwords that differ',
      { confirmPassword: 'abcd1235' },
      'confirmPassword',
      'passwords_differ',
    ],
    ['no invitation code', { invitationCode: '  ' }, 'invitationCode', 'invitation_code_required'],
  ])('puts %s under its field', (_case, change, field, key) => {
    expect(refusalsOf(registerRequest, { ...good, ...change })).toEqual({
      fields: [{ field, key }],
      form: null,
    });
  });

  it('keeps each field’s first refusal, in the form’s order, so the first one is focused', () => {
    const refusals = refusalsOf(registerRequest, {
      account: '12',
      password: 'x',
      confirmPassword: 'x',
      invitationCode: '',
    });
    expect(refusals.fields).toEqual([
      { field: 'account', key: 'account_format' },
      { field: 'password', key: 'password_format' },
      { field: 'invitationCode', key: 'invitation_code_required' },
    ]);
    expect(refusals.form).toBeNull();
  });

  it('leaves a rule that names no field of the form to the whole form', () => {
    expect(
      sortRefusals(
        [
          { message: 'invalid_params', path: [] },
          { message: 'fund_password_format', path: ['somethingElse'] },
          { message: 'account_format', path: ['account'] },
        ],
        REGISTER_FIELDS,
      ),
    ).toEqual({ fields: [{ field: 'account', key: 'account_format' }], form: 'invalid_params' });
  });

  it('places the login and password-change rules too', () => {
    const login = loginRequest.safeParse({ account: '0901234567', password: '' });
    expect(login.success).toBe(false);
    expect(sortRefusals(login.error?.issues ?? [], ['account', 'password'])).toEqual({
      fields: [{ field: 'password', key: 'password_required' }],
      form: null,
    });
    const change = changeLoginPasswordRequest.safeParse({
      oldPassword: 'abcd1234',
      newPassword: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
    const fields = ['oldPassword', 'newPassword', 'confirmPassword'];
    expect(sortRefusals(change.error?.issues ?? [], fields).fields).toEqual([
      { field: 'newPassword', key: 'new_password_same_as_old' },
    ]);
  });
});

describe('refusalField: the field a server refusal belongs to', () => {
  const sent = (value: unknown) => ({ schema: registerRequest, value });

  it('finds a contract rule’s field by running the schema on the body that was sent', () => {
    const body = { ...good, confirmPassword: 'other123' };
    expect(refusalField('passwords_differ', sent(body), {}, REGISTER_FIELDS)).toBe(
      'confirmPassword',
    );
    const badAccount = { ...good, account: '1' };
    expect(refusalField('account_format', sent(badAccount), {}, REGISTER_FIELDS)).toBe('account');
  });

  it('takes the refusals only the server makes from the form’s list', () => {
    expect(
      refusalField('inviter_not_found', sent(good), REGISTER_SERVER_FIELDS, REGISTER_FIELDS),
    ).toBe('invitationCode');
    expect(
      refusalField('account_exists', sent(good), REGISTER_SERVER_FIELDS, REGISTER_FIELDS),
    ).toBe('account');
  });

  it('leaves refusals that belong to no field to a toast', () => {
    for (const key of ['too_frequent', 'system_busy', 'wrong_account_or_password', 'toString']) {
      expect(refusalField(key, sent(good), REGISTER_SERVER_FIELDS, REGISTER_FIELDS)).toBeNull();
    }
    // Nothing checked yet, or a listed field the form does not have.
    expect(refusalField('account_exists', null, REGISTER_SERVER_FIELDS, ['password'])).toBeNull();
  });
});
