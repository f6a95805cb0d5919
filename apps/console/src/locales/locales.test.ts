import { ERROR_KEYS, LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { FEATURE_TRANSLATIONS, errorTexts } from '../shared/i18n';
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

/** The feature namespaces (locales/<namespace>/, docs/adr/0009) keep the same promises. */
describe.each(Object.entries(FEATURE_TRANSLATIONS))('the %s namespace', (_namespace, files) => {
  const leaves = { ja: flatten(files.ja), 'zh-TW': flatten(files['zh-TW']), en: flatten(files.en) };
  // Written the same in every language: a multiplier sign is not a word.
  const sameEverywhere = new Set(['units.leverage']);

  it('has exactly the same keys in ja, zh-TW and en', () => {
    const jaKeys = [...leaves.ja.keys()].sort();
    expect([...leaves['zh-TW'].keys()].sort()).toEqual(jaKeys);
    expect([...leaves.en.keys()].sort()).toEqual(jaKeys);
    expect(jaKeys.length).toBeGreaterThan(50);
  });

  it.each(Object.entries(leaves))(
    '%s has a non-empty text for every key, with the same variables as Japanese',
    (_locale, map) => {
      const variables = (text: unknown) =>
        [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[0]).sort();
      for (const [key, value] of map) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim().length, key).toBeGreaterThan(0);
        expect(variables(value), key).toEqual(variables(leaves.ja.get(key)));
      }
    },
  );

  it('translates each language (no Japanese left in en, no copied sentence in zh-TW)', () => {
    const sameAsJapanese = (map: Map<string, unknown>) =>
      [...map]
        .filter(([key, value]) => value === leaves.ja.get(key) && !sameEverywhere.has(key))
        .map(([key]) => key);
    expect(sameAsJapanese(leaves.en)).toEqual([]);
    expect(
      sameAsJapanese(leaves['zh-TW']).filter((key) => String(leaves.ja.get(key)).length > 3),
    ).toEqual([]);
  });
});
