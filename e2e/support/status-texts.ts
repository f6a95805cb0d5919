import path from 'node:path';
import { LOCALES, type Locale } from '@kabuto/contract';
import { readLocaleFile } from './locale-file';

/**
 * The one catalogue of statuses both apps show (packages/app-kit/src/statuses, docs/adr/0017):
 * `order.holding`, `request.pending`, `verification.verified`…
 */
const DIR = path.join(import.meta.dirname, '..', '..', 'packages', 'app-kit', 'src', 'statuses');

const TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, readLocaleFile(path.join(DIR, `${locale}.json`))]),
) as Record<Locale, Map<string, string>>;

/** A status as both apps name it in a language. */
export function statusText(locale: Locale, key: string): string {
  const text = TEXTS[locale].get(key);
  if (text === undefined) throw new Error(`No status ${key} in ${locale}`);
  return text;
}
