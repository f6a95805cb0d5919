import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');

function readLocale(locale: Locale): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(dotted, value);
    else flatten(value, dotted, into);
  }
  return into;
}

const TEXTS: Record<Locale, Map<string, string>> = {
  ja: flatten(readLocale('ja')),
  'zh-TW': flatten(readLocale('zh-TW')),
  en: flatten(readLocale('en')),
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
