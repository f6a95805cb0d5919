import { describe, expect, it } from 'vitest';
import {
  bankAccountKey,
  holderNameMatches,
  maskAccountNumber,
  maskUpi,
  normalizePersonName,
} from './rules';

describe('rules', () => {
  it('compares names across widths, spaces, scripts of kana and small kana', () => {
    expect(normalizePersonName('ﾔﾏﾀﾞ\u3000ﾀﾛｳ')).toBe(normalizePersonName('ヤマダ タロウ'));
    expect(normalizePersonName('やまだ たろう')).toBe('ヤマダタロウ');
    expect(normalizePersonName('キョウコ')).toBe(normalizePersonName('キヨウコ'));
    expect(normalizePersonName('ｔａｒｏ yamada')).toBe('TAROYAMADA');
    expect(holderNameMatches('', ['山田 太郎'])).toBe(false);
    expect(holderNameMatches('ヤマダ タロウ', ['山田 太郎', null])).toBe(false);
  });

  it('keys an account by bank, branch and number (Japan) or IFSC and number (India)', () => {
    const base = {
      country: 'JP' as const,
      bankName: 'みずほ 銀行',
      branchCode: '001',
      cardNumber: '1234567',
    };
    expect(bankAccountKey(base)).toBe(bankAccountKey({ ...base, bankName: 'みずほ銀行' }));
    expect(bankAccountKey(base)).not.toBe(bankAccountKey({ ...base, branchCode: '002' }));
    expect(
      bankAccountKey({
        country: 'IN',
        bankName: 'SBI',
        branchCode: 'x',
        cardNumber: '123456789',
        ifsc: 'SBIN0001234',
      }),
    ).toBe('IN:SBIN0001234:123456789');
  });

  it('masks numbers and UPI IDs', () => {
    expect(maskAccountNumber('1234567')).toBe('***4567');
    expect(maskAccountNumber('123')).toBe('123');
    expect(maskUpi('9876543210@ybl')).toBe('98***@ybl');
    expect(maskUpi('a@ybl')).toBe('a***@ybl');
  });
});
