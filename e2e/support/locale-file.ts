import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@kabuto/contract';

/** A translation tree as the apps' locale JSON files hold it. */
type Tree = { [key: string]: string | Tree };

/**
 * A locale file read as the specs look texts up: every string under its dotted key
 * ("login.title"), so a spec finds the words the screen shows in each language.
 */
export function readLocaleFile(file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(dotted, value);
    else flatten(value, dotted, into);
  }
  return into;
}

/**
 * One namespace of the customer app (apps/web/src/locales/<namespace>) in every language, and a
 * lookup of its texts as the screen shows them (`{{name}}` filled in, '' when no value is given).
 */
export function webNamespaceTexts(namespace: string): {
  texts: Record<Locale, Map<string, string>>;
  text: (locale: Locale, key: string, values?: Record<string, string>) => string;
} {
  const dir = path.join(
    import.meta.dirname,
    '..',
    '..',
    'apps',
    'web',
    'src',
    'locales',
    namespace,
  );
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, readLocaleFile(path.join(dir, `${locale}.json`))]),
  ) as Record<Locale, Map<string, string>>;
  return {
    texts,
    text(locale, key, values = {}) {
      const template = texts[locale].get(key);
      if (template === undefined) throw new Error(`No ${namespace} text ${key} in ${locale}`);
      return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
    },
  };
}
