import { LOCALES, type Locale } from '@kabuto/contract';

/**
 * The promises every set of locale files keeps (the apps' main files and each feature namespace):
 * the same keys in ja, zh-TW and en, a text for each, the same interpolation variables, and a real
 * translation rather than the Japanese copied. Each check returns the problems it found (a key, or
 * `locale: key`), so a failing test names what to fix. No test runner here: locale-parity.ts
 * registers these as vitest checks.
 */

/** One locale file as imported from JSON: nested objects of texts. */
export type LocaleTree = object;
export type LocaleFiles = Readonly<Record<Locale, LocaleTree>>;
export type LocaleLeaves = Readonly<Record<Locale, ReadonlyMap<string, unknown>>>;

export type ParityOptions = {
  /** The key count below which a file surely failed to load rather than being small. */
  minKeys?: number;
  /**
   * Keys whose text may be the same as the Japanese in every language: brand names, symbols, "OK",
   * language names (each shown in its own language). An entry ending in `.` allows a whole branch.
   */
  sameAsJapanese?: readonly string[];
  /**
   * A zh-TW text may equal the Japanese when the Japanese has at most this many letters: short
   * words such as 確認 or 設定 are written the same in both; a sentence never is. 3 unless given.
   */
  shortWordLength?: number;
};

const DEFAULT_SHORT_WORD_LENGTH = 3;

/** Every leaf of a locale file as `dotted.key -> text`. */
export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leafKey, leafValue] of flattenLocale(value as LocaleTree, dotted))
        leaves.set(leafKey, leafValue);
    } else {
      leaves.set(dotted, value);
    }
  }
  return leaves;
}

export function flattenLocales(files: LocaleFiles): LocaleLeaves {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, flattenLocale(files[locale])]),
  ) as Record<Locale, Map<string, unknown>>;
}

/** Keys another language lacks (`zh-TW lacks a.b`) or has beyond the Japanese (`en has a.c`). */
export function keyProblems(leaves: LocaleLeaves): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    if (locale === 'ja') continue;
    for (const key of leaves.ja.keys())
      if (!leaves[locale].has(key)) problems.push(`${locale} lacks ${key}`);
    for (const key of leaves[locale].keys())
      if (!leaves.ja.has(key)) problems.push(`${locale} has ${key}`);
  }
  return problems;
}

/** Keys whose value is not a string with something in it. */
export function emptyTexts(leaves: ReadonlyMap<string, unknown>): string[] {
  return [...leaves]
    .filter(([, value]) => typeof value !== 'string' || value.trim().length === 0)
    .map(([key]) => key);
}

/** `{{name}}` placeholders and `<tag>` markers (react-i18next's Trans), sorted. */
export function variablesOf(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[0]).sort();
}

/** Keys whose text uses other variables than the Japanese text of the same key. */
export function variableMismatches(
  leaves: ReadonlyMap<string, unknown>,
  japanese: ReadonlyMap<string, unknown>,
): string[] {
  return [...leaves]
    .filter(([key, value]) => {
      const expected = variablesOf(japanese.get(key));
      const actual = variablesOf(value);
      return (
        actual.length !== expected.length || actual.some((name, index) => name !== expected[index])
      );
    })
    .map(([key]) => key);
}

/**
 * The letters of a text, without variables, tags, digits, spaces and punctuation: `{{branch}}（{{code}}）`
 * and `¥` are layouts every language shares, not words left untranslated.
 */
export function lettersOf(text: unknown): string {
  return String(text)
    .replace(/\{\{\w+\}\}|<\/?\w+\s*\/?>/g, '')
    .replace(/[^\p{L}]/gu, '');
}

function allowedSame(key: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry));
}

/**
 * Texts left the same as the Japanese: in en any with letters (English never looks like Japanese),
 * in zh-TW those longer than a short word. Allowed keys are left out.
 */
export function untranslatedTexts(leaves: LocaleLeaves, options: ParityOptions = {}): string[] {
  const allowed = options.sameAsJapanese ?? [];
  const shortWord = options.shortWordLength ?? DEFAULT_SHORT_WORD_LENGTH;
  const sameAsJapanese = (locale: Locale, longerThan: number) =>
    [...leaves[locale]]
      .filter(
        ([key, value]) =>
          value === leaves.ja.get(key) &&
          lettersOf(value).length > longerThan &&
          !allowedSame(key, allowed),
      )
      .map(([key]) => `${locale}: ${key}`);
  return [...sameAsJapanese('en', 0), ...sameAsJapanese('zh-TW', shortWord)];
}
