import path from 'node:path';
import { ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';
import { readLocaleFile } from './locale-file';

const LOCALES_DIR = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');

/**
 * The root namespace's texts, with the `documents` namespace's (the legal texts and the proof of
 * liabilities, split off so Home's first load goes without them) under their own dotted names.
 */
function readLocale(locale: Locale): Map<string, string> {
  return new Map([
    ...readLocaleFile(path.join(LOCALES_DIR, `${locale}.json`)),
    ...readLocaleFile(path.join(LOCALES_DIR, 'documents', `${locale}.json`)),
  ]);
}

const TEXTS: Record<Locale, Map<string, string>> = {
  ja: readLocale('ja'),
  'zh-TW': readLocale('zh-TW'),
  en: readLocale('en'),
};

/** Every translation key as its dotted name ("login.title"): none may ever reach the screen. */
export const TRANSLATION_KEYS: readonly string[] = [...TEXTS.ja.keys()];

/** The app's text for a key in a language, as the customer sees it (interpolation filled in). */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = TEXTS[locale].get(key);
  if (template === undefined) throw new Error(`No text ${key} in ${locale}`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

/** A refusal of the error catalogue as shown in a language. */
export function errorText(locale: Locale, key: ErrorKey): string {
  return ERROR_MESSAGES[key][locale];
}
