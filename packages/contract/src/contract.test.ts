import { describe, expect, it } from 'vitest';
import {
  ERROR_KEYS,
  ERROR_MESSAGES,
  LOCALES,
  changeLoginPasswordRequest,
  loginRequest,
  parseLocale,
  registerRequest,
  setFundPasswordRequest,
} from './index';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const validRegistration = {
  account: '0912345678',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  invitationCode: 'KABUTO',
};

describe('error catalogue', () => {
  it('has a non-empty, distinct text in every language for every key', () => {
    for (const key of ERROR_KEYS) {
      const texts = LOCALES.map((locale) => ERROR_MESSAGES[key][locale]);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
      expect(new Set(texts).size, key).toBe(3);
    }
  });
});

describe('registration rules (spec section 5)', () => {
  it('accepts a ten-digit account with an 8-character letters-or-digits password', () => {
    expect(registerRequest.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    ['a 9-digit account', { account: '091234567' }, 'account_format'],
    ['an 11-digit account', { account: '09123456789' }, 'account_format'],
    ['letters in the account', { account: '09123456AB' }, 'account_format'],
    ['a missing account', { account: undefined }, 'account_format'],
    ['a password with a symbol', { password: 'abcd123!', confirmPassword: 'abcd123!' }, 'password_format'],
    ['a 7-character password', { password: 'abcd123', confirmPassword: 'abcd123' }, 'password_format'],
    ['a 9-character password', { password: 'abcd12345', confirmPassword: 'abcd12345' }, 'password_format'],
    ['an empty password', { password: '', confirmPassword: '' }, 'password_required'],
    ['mismatched passwords', { confirmPassword: 'abcd1235' }, 'passwords_differ'],
    ['a missing invitation code', { invitationCode: undefined }, 'invitation_code_required'],
    ['a blank invitation code', { invitationCode: '   ' }, 'invitation_code_required'],
  ])('refuses %s with its key', (_name, change, key) => {
    expect(firstMessage(registerRequest.safeParse({ ...validRegistration, ...change }))).toBe(key);
  });
});

describe('password rules', () => {
  it('requires both login fields', () => {
    expect(firstMessage(loginRequest.safeParse({ account: '0912345678', password: '' }))).toBe('password_required');
    expect(firstMessage(loginRequest.safeParse({ account: '', password: 'x' }))).toBe('wrong_account_or_password');
  });

  it('refuses a new login password that does not match its confirmation or repeats the old one', () => {
    const base = { oldPassword: 'abcd1234', newPassword: 'wxyz9876', confirmPassword: 'wxyz9876' };
    expect(changeLoginPasswordRequest.safeParse(base).success).toBe(true);
    expect(firstMessage(changeLoginPasswordRequest.safeParse({ ...base, confirmPassword: 'wxyz9875' }))).toBe(
      'passwords_differ',
    );
    expect(
      firstMessage(
        changeLoginPasswordRequest.safeParse({ ...base, newPassword: 'abcd1234', confirmPassword: 'abcd1234' }),
      ),
    ).toBe('new_password_same_as_old');
    expect(firstMessage(changeLoginPasswordRequest.safeParse({ ...base, oldPassword: '' }))).toBe('password_required');
  });

  it('requires a six-digit fund password, confirmed', () => {
    const base = { loginPassword: 'abcd1234', newFundPassword: '123456', confirmFundPassword: '123456' };
    expect(setFundPasswordRequest.safeParse(base).success).toBe(true);
    expect(
      firstMessage(setFundPasswordRequest.safeParse({ ...base, newFundPassword: '12345a', confirmFundPassword: '12345a' })),
    ).toBe('fund_password_format');
    expect(firstMessage(setFundPasswordRequest.safeParse({ ...base, confirmFundPassword: '654321' }))).toBe(
      'passwords_differ',
    );
  });
});

describe('languages', () => {
  it('accepts the spec spellings jp, tw and en as well as BCP 47 tags', () => {
    expect(parseLocale('jp')).toBe('ja');
    expect(parseLocale('tw')).toBe('zh-TW');
    expect(parseLocale('zh-TW')).toBe('zh-TW');
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('fr')).toBeUndefined();
    expect(parseLocale(null)).toBeUndefined();
  });
});
