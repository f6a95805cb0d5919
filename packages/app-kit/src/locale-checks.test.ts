import { describe, expect, it } from 'vitest';
import {
  emptyTexts,
  flattenLocale,
  flattenLocales,
  keyProblems,
  lettersOf,
  untranslatedTexts,
  variableMismatches,
  variablesOf,
} from './locale-checks';

describe('locale checks', () => {
  it('flattens nested texts to dotted keys', () => {
    expect([...flattenLocale({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });

  it('names the keys a language lacks or adds', () => {
    const leaves = flattenLocales({
      ja: { a: 'あ', b: 'い' },
      'zh-TW': { a: '阿', b: '伊' },
      en: { a: 'a', c: 'c' },
    });
    expect(keyProblems(leaves)).toEqual(['en lacks b', 'en has c']);
  });

  it('names empty texts and values that are not texts', () => {
    expect(emptyTexts(flattenLocale({ a: 'ok', b: ' ', c: 3, d: { e: '' } }))).toEqual([
      'b',
      'c',
      'd.e',
    ]);
  });

  it('compares {{variables}} and <tags> with the Japanese text', () => {
    expect(variablesOf('<1>{{b}}</1> {{a}}')).toEqual(['<1>', '{{a}}', '{{b}}']);
    const ja = flattenLocale({ a: '{{n}} 件', b: '<0>押す</0>', c: 'なし' });
    const en = flattenLocale({ a: '{{count}} items', b: '<0>Press</0>', c: '{{n}}' });
    expect(variableMismatches(en, ja)).toEqual(['a', 'c']);
  });

  it('counts only letters: layouts and symbols are no language', () => {
    expect(lettersOf('{{branch}}（{{code}}）')).toBe('');
    expect(lettersOf('¥ 1,000')).toBe('');
    expect(lettersOf('最低 {{amount}}')).toBe('最低');
    expect(lettersOf('<1>確認</1>する')).toBe('確認する');
  });

  it('finds Japanese left in en and sentences copied into zh-TW, minus the allowed keys', () => {
    const leaves = flattenLocales({
      ja: {
        brand: 'カブト',
        ok: '確認',
        sentence: '入金を確認しました',
        money: { yen: '円' },
        fmt: '{{a}}（{{b}}）',
      },
      'zh-TW': {
        brand: 'カブト',
        ok: '確認',
        sentence: '入金を確認しました',
        money: { yen: '円' },
        fmt: '{{a}}（{{b}}）',
      },
      en: {
        brand: 'カブト',
        ok: 'OK',
        sentence: '入金を確認しました',
        money: { yen: '円' },
        fmt: '{{a}}（{{b}}）',
      },
    });
    expect(untranslatedTexts(leaves)).toEqual([
      'en: brand',
      'en: sentence',
      'en: money.yen',
      'zh-TW: sentence',
    ]);
    expect(untranslatedTexts(leaves, { sameAsJapanese: ['brand', 'money.'] })).toEqual([
      'en: sentence',
      'zh-TW: sentence',
    ]);
    const strict = { sameAsJapanese: ['brand', 'money.'], shortWordLength: 1 };
    expect(untranslatedTexts(leaves, strict)).toEqual([
      'en: sentence',
      'zh-TW: ok',
      'zh-TW: sentence',
    ]);
  });
});
