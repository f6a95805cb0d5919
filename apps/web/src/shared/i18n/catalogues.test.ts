import { LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { isFirstFile, loadTexts, localePath } from './catalogues';
import { LATER_FILES } from './later-catalogues';
import { FIRST_NAMESPACES, LATER_NAMESPACES } from './namespaces';

/** The two listings of locale files follow namespaces.ts: each file in the one its namespace says. */
describe('locale file listings', () => {
  it('lists the first namespaces with the first load and every later one apart, once', () => {
    for (const locale of LOCALES) {
      for (const namespace of FIRST_NAMESPACES) {
        if (namespace === 'statuses') continue; // bundled with app-kit, no file
        expect(isFirstFile(namespace, locale), `${namespace} ${locale}`).toBe(true);
        expect(localePath(namespace, locale) in LATER_FILES).toBe(false);
      }
      for (const namespace of LATER_NAMESPACES) {
        if (namespace === 'errors') continue; // the contract's catalogue, no file
        expect(isFirstFile(namespace, locale), `${namespace} ${locale}`).toBe(false);
        expect(localePath(namespace, locale) in LATER_FILES, `${namespace} ${locale}`).toBe(true);
      }
    }
  });

  it('loads a later namespace through its own listing', async () => {
    const texts = (await loadTexts('en', 'referral')) as Record<string, unknown>;
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    const first = (await loadTexts('ja', 'market')) as Record<string, unknown>;
    expect(Object.keys(first).length).toBeGreaterThan(0);
  });
});
