import path from 'node:path';
import { ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';
import { readLocaleFile } from './locale-file';

/**
 * The operator console's texts for the console specs, in each language: the shared files
 * (apps/console/src/locales/<locale>.json), the trading, IPO and copy-trading namespaces
 * (locales/trading/, locales/ipo/, locales/copy/), and block trades (locales/block/).
 */
const LOCALES_DIR = path.join(import.meta.dirname, '..', '..', 'apps', 'console', 'src', 'locales');

function read(file: string): Map<string, string> {
  return readLocaleFile(path.join(LOCALES_DIR, file));
}

const LOCALES: readonly Locale[] = ['ja', 'zh-TW', 'en'];
const MAIN = Object.fromEntries(
  LOCALES.map((locale) => [locale, read(`${locale}.json`)]),
) as Record<Locale, Map<string, string>>;
const TRADING = Object.fromEntries(
  LOCALES.map((locale) => [locale, read(path.join('trading', `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

function fill(template: string | undefined, key: string, values: Record<string, string>): string {
  if (template === undefined) throw new Error(`No console text ${key}`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

const IPO = Object.fromEntries(
  LOCALES.map((locale) => [locale, read(path.join('ipo', `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

const BLOCK = Object.fromEntries(
  LOCALES.map((locale) => [locale, read(path.join('block', `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

const COPY = Object.fromEntries(
  LOCALES.map((locale) => [locale, read(path.join('copy', `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

/** A text of the console's shared files. */
export function consoleText(
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
): string {
  return fill(MAIN[locale].get(key), key, values);
}

/** A text of the console's trading namespace. */
export function tradingText(
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
): string {
  return fill(TRADING[locale].get(key), key, values);
}

/** A text of the console's IPO namespace. */
export function ipoText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return fill(IPO[locale].get(key), key, values);
}

/** A text of the console's copy-trading namespace. */
export function copyText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  return fill(COPY[locale].get(key), key, values);
}

/** A text of the console's block trade namespace. */
export function blockText(
  locale: Locale,
  key: string,
  values: Record<string, string> = {},
): string {
  return fill(BLOCK[locale].get(key), key, values);
}

/** Dotted keys of all, which must never reach the screen ("lock.title", "nav.positions"). */
export const CONSOLE_KEYS: readonly string[] = [
  ...new Set(
    [
      ...MAIN.ja.keys(),
      ...TRADING.ja.keys(),
      ...IPO.ja.keys(),
      ...COPY.ja.keys(),
      ...BLOCK.ja.keys(),
    ].filter((key) => key.includes('.')),
  ),
];

export function errorText(locale: Locale, key: ErrorKey): string {
  return ERROR_MESSAGES[key][locale];
}
