import type { BankCountry } from '@kabuto/contract';

/**
 * Comparing names across scripts and widths: NFKC (full-width Latin and half-width katakana fold),
 * no spaces or middle dots, Latin upper case, hiragana as katakana, and small kana as full-size kana
 * (Japanese bank transfer data writes キョウコ as キヨウコ). "山田\u3000太郎" (ideographic space) equals "山田 太郎",
 * "ﾔﾏﾀﾞ ﾀﾛｳ" equals "ヤマダ タロウ", "taro yamada" equals "TARO YAMADA".
 */
const SMALL_KANA: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

export function normalizePersonName(name: string): string {
  return Array.from(
    name
      .normalize('NFKC')
      .replace(/[\s\u30FB]/gu, '')
      .toUpperCase(),
  )
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      // Hiragana ぁ..ゖ sit exactly 0x60 below their katakana.
      const katakana =
        code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : character;
      return SMALL_KANA[katakana] ?? katakana;
    })
    .join('');
}

/** The holder name must be the verified name, or its verified katakana reading. */
export function holderNameMatches(
  holderName: string,
  verifiedNames: readonly (string | null)[],
): boolean {
  const holder = normalizePersonName(holderName);
  if (holder === '') return false;
  return verifiedNames.some((name) => name !== null && normalizePersonName(name) === holder);
}

function normalizeBankName(bankName: string): string {
  return bankName.normalize('NFKC').replace(/\s/gu, '').toUpperCase();
}

/**
 * What identifies the real account, for refusing duplicates: an Indian account by IFSC (bank and
 * branch) and number; a Japanese one by bank, branch code and number (account numbers are only
 * unique within a branch). The request has no bank code, so the bank is its name, width-folded.
 */
export function bankAccountKey(card: {
  country: BankCountry;
  bankName: string;
  branchCode: string;
  cardNumber: string;
  ifsc?: string | undefined;
}): string {
  if (card.country === 'IN') return `IN:${card.ifsc ?? ''}:${card.cardNumber}`;
  return `JP:${normalizeBankName(card.bankName)}:${card.branchCode}:${card.cardNumber}`;
}

/** Lists show the last four digits only: 1234567 → ***4567. */
export function maskAccountNumber(cardNumber: string): string {
  const hidden = Math.max(cardNumber.length - 4, 0);
  return '*'.repeat(hidden) + cardNumber.slice(hidden);
}

/** A UPI ID often holds a phone number: keep two characters of the handle and the provider. */
export function maskUpi(upi: string): string {
  const at = upi.lastIndexOf('@');
  if (at < 0) return '***';
  return `${upi.slice(0, Math.min(2, at))}***${upi.slice(at)}`;
}
