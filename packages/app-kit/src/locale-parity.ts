import { LOCALES } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyTexts,
  flattenLocales,
  keyProblems,
  untranslatedTexts,
  variableMismatches,
  type LocaleFiles,
  type ParityOptions,
} from './locale-checks';

/**
 * The locale-parity checks as vitest tests, for the apps' locale test files. The only module of
 * the package that imports vitest, so it is its own entry (`@kabuto/app-kit/locale-parity`) and
 * app code, which imports the package's main entry, never pulls the test runner in.
 */
export function describeLocaleParity(
  name: string,
  files: LocaleFiles,
  options: ParityOptions = {},
): void {
  describe(name, () => {
    const leaves = flattenLocales(files);

    it('has exactly the same keys in ja, zh-TW and en', () => {
      expect(keyProblems(leaves)).toEqual([]);
      expect(leaves.ja.size).toBeGreaterThanOrEqual(options.minKeys ?? 1);
    });

    it.each(LOCALES)('%s has a non-empty text for every key', (locale) => {
      expect(emptyTexts(leaves[locale])).toEqual([]);
    });

    it.each(LOCALES)('%s uses the same interpolation variables as Japanese', (locale) => {
      expect(variableMismatches(leaves[locale], leaves.ja)).toEqual([]);
    });

    it('translates each language (no Japanese left in en, no copied sentence in zh-TW)', () => {
      expect(untranslatedTexts(leaves, options)).toEqual([]);
    });
  });
}
