import { ERROR_KEYS, LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { errorTexts } from '../shared/i18n';
import en from './en.json';
import ja from './ja.json';
import zhTW from './zh-TW.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a locale file as `dotted.key -> text`. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leafKey, leafValue] of flatten(value, dotted)) leaves.set(leafKey, leafValue);
    } else {
      leaves.set(dotted, value);
    }
  }
  return leaves;
}

const locales = { ja: flatten(ja), 'zh-TW': flatten(zhTW), en: flatten(en) };

describe('console locale files', () => {
  it('have exactly the same keys in ja, zh-TW and en', () => {
    const jaKeys = [...locales.ja.keys()].sort();
    expect([...locales['zh-TW'].keys()].sort()).toEqual(jaKeys);
    expect([...locales.en.keys()].sort()).toEqual(jaKeys);
    expect(jaKeys.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(locales))('%s has a non-empty text for every key', (_locale, leaves) => {
    for (const [key, value] of leaves) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim().length, key).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(locales))(
    '%s uses the same interpolation variables as Japanese',
    (_locale, leaves) => {
      const variables = (text: unknown) =>
        [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[0]).sort();
      for (const [key, value] of leaves) {
        expect(variables(value), key).toEqual(variables(locales.ja.get(key)));
      }
    },
  );

  it('translates each language (no Japanese left in en, no copied sentence in zh-TW)', () => {
    const sameAsJapanese = (leaves: Map<string, unknown>) =>
      [...leaves].filter(([key, value]) => value === locales.ja.get(key)).map(([key]) => key);
    // Only the brand and language names (each shown in its own language) may coincide.
    const allowed = (key: string) => key === 'app.brand' || key.startsWith('language.names.');
    expect(sameAsJapanese(locales.en).filter((key) => !allowed(key))).toEqual([]);
    // Short words such as 業務 or 解除 are written the same in Japanese and Traditional Chinese; a sentence never is.
    const sharedSentences = sameAsJapanese(locales['zh-TW']).filter(
      (key) => !allowed(key) && String(locales.ja.get(key)).length > 3,
    );
    expect(sharedSentences).toEqual([]);
  });

  it('do not redefine the error catalogue, which comes from @kabuto/contract in every language', () => {
    expect(Object.keys(ja)).not.toContain('errors');
    for (const locale of LOCALES) {
      const texts = errorTexts(locale);
      expect(Object.keys(texts).sort()).toEqual([...ERROR_KEYS].sort());
      for (const key of ERROR_KEYS)
        expect(texts[key].trim().length, `${locale} ${key}`).toBeGreaterThan(0);
    }
  });
});
