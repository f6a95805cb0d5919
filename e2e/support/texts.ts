import path from 'node:path';
import { ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';
import { readLocaleFile } from './locale-file';

const LOCALES_DIR = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');

function readLocale(locale: Locale): Map<string, string> {
  return readLocaleFile(path.join(LOCALES_DIR, `${locale}.json`));
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
