import { LOCALES, type Locale } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../i18n/translations';
import { otherLanguage, sentenceAround } from './operator-reason';

/** An operator's reason as the customer reads it: as written, tagged when in another language. */

const tag = (reader: Locale, language: Locale) =>
  TRANSLATIONS[reader].language.inLanguage[language];

describe('an operator’s reason', () => {
  it('is tagged with its language when the reader reads another, and named in the reader’s', () => {
    const english = { text: 'Court order 2026-117', locale: 'en' } as const;
    expect(otherLanguage(english, 'ja')).toBe('en');
    expect(tag('ja', 'en')).toBe('英語');
    expect(tag('zh-TW', 'en')).toBe('英文');
    expect(tag('en', 'ja')).toBe('Japanese');
    expect(tag('zh-TW', 'ja')).toBe('日文');
    // Every reader can name every language.
    for (const reader of LOCALES)
      for (const language of LOCALES) expect(tag(reader, language).length).toBeGreaterThan(0);
  });

  it('has no tag in the reader’s own language, nor when its language was not recorded', () => {
    expect(otherLanguage({ text: 'Court order', locale: 'en' }, 'en')).toBeNull();
    expect(otherLanguage({ text: 'Court order', locale: null }, 'ja')).toBeNull();
  });

  it('stands in its sentence where the translation names it, the words around it kept', () => {
    const sentence = (reason: string) => `理由：${reason}。詳しくはお問い合わせください。`;
    expect(sentenceAround(sentence)).toEqual(['理由：', '。詳しくはお問い合わせください。']);
    expect(sentenceAround((reason) => `Reason: ${reason}`)).toEqual(['Reason: ', '']);
  });
});
