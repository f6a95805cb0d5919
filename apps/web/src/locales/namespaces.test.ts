import { describe, expect, it } from 'vitest';
import { FEATURE_TRANSLATIONS } from '../shared/i18n';

type Tree = { [key: string]: string | Tree };

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

/** The feature namespaces (locales/<namespace>/) keep the same promises as the main files. */
describe.each(Object.entries(FEATURE_TRANSLATIONS))('the %s namespace', (_namespace, files) => {
  const leaves = {
    ja: flatten(files.ja),
    'zh-TW': flatten(files['zh-TW']),
    en: flatten(files.en),
  };

  it('has exactly the same keys in ja, zh-TW and en', () => {
    const jaKeys = [...leaves.ja.keys()].sort();
    expect([...leaves['zh-TW'].keys()].sort()).toEqual(jaKeys);
    expect([...leaves.en.keys()].sort()).toEqual(jaKeys);
  });

  it.each(Object.entries(leaves))(
    '%s has a non-empty text for every key, with the same variables',
    (_locale, map) => {
      const variables = (text: unknown) =>
        [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
      for (const [key, value] of map) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim().length, key).toBeGreaterThan(0);
        expect(variables(value), key).toEqual(variables(leaves.ja.get(key)));
      }
    },
  );

  it('has no English left identical to Japanese in sentences', () => {
    const same = [...leaves.en].filter(
      ([key, value]) => value === leaves.ja.get(key) && String(value).length > 3,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
