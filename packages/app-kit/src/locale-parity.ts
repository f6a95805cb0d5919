import { LOCALES, type Locale } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyTexts,
  flattenLocales,
  keyProblems,
  untranslatedTexts,
  variableMismatches,
  type LocaleFiles,
  type LocaleTree,
  type ParityOptions,
} from './locale-checks';
import { glossaryProblems, localeLeaves, ownStatusMaps } from './glossary';

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

/** The language of a locale file from its name (`./trading/zh-TW.json` is zh-TW). */
export function localeOfFile(path: string): Locale {
  const name = path
    .split('/')
    .pop()
    ?.replace(/\.json$/, '');
  const locale = LOCALES.find((each) => each === name);
  if (!locale) throw new Error(`${path} is not named after a language`);
  return locale;
}

/**
 * The glossary (../shared/design/glossary.md) as vitest tests over every locale file of an app,
 * given as `path -> tree` (the app's `import.meta.glob` of its locales folder): no word the
 * glossary replaced, and no status map of the app's own (statuses come from the catalogue).
 */
export function describeGlossary(
  name: string,
  files: Readonly<Record<string, LocaleTree>>,
  options: { allowedStatusMaps?: readonly string[]; minFiles?: number } = {},
): void {
  describe(name, () => {
    const paths = Object.keys(files).sort();

    it('reads every locale file', () => {
      expect(paths.length).toBeGreaterThanOrEqual(options.minFiles ?? 3);
    });

    it.each(LOCALES)('%s uses the glossary’s terms', (locale) => {
      const problems = paths
        .filter((path) => localeOfFile(path) === locale)
        .flatMap((path) => glossaryProblems(locale, localeLeaves(files[path]!), path));
      expect(problems).toEqual([]);
    });

    it('names no status itself: statuses come from the one catalogue', () => {
      const maps = paths.flatMap((path) =>
        ownStatusMaps(files[path]!, options.allowedStatusMaps).map((key) => `${path} ${key}`),
      );
      expect(maps).toEqual([]);
    });
  });
}
