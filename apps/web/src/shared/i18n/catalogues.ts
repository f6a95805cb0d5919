import { statusTexts } from '@kabuto/app-kit';
import type { Locale } from '@kabuto/contract';
import type { Namespace } from './namespaces';

/**
 * The app's own locale files, each loaded on demand: `../../locales/<namespace>/<language>.json`,
 * the top folder being `translation`. The build puts a language's first namespaces in one chunk
 * (build/chunks.ts), so they cost one request and the other languages none. Only the first
 * namespaces' files are listed here (each listing carries its file names and preload lists in the
 * first load); the later ones are listed by later-catalogues.ts, loaded with the first of them.
 * The patterns are the first namespaces' folders (namespaces.ts): catalogues.test.ts holds them
 * equal.
 */
const FIRST_FILES = import.meta.glob<object>(
  ['../../locales/*.json', '../../locales/market/*.json', '../../locales/trading/*.json'],
  { import: 'default' },
);

export function localePath(namespace: Namespace, locale: Locale): string {
  const folder = namespace === 'translation' ? '' : `${namespace}/`;
  return `../../locales/${folder}${locale}.json`;
}

/** Whether the namespace's files are listed in the first load (the test's question). */
export function isFirstFile(namespace: Namespace, locale: Locale): boolean {
  return localePath(namespace, locale) in FIRST_FILES;
}

/** One namespace's texts in one language, as i18next registers them. */
export async function loadTexts(locale: Locale, namespace: Namespace): Promise<object> {
  // The one catalogue of statuses, shared with the other app (docs/adr/0017): small, bundled.
  if (namespace === 'statuses') return statusTexts(locale);
  // The contract's catalogue, so server refusals translate by their key (every language in it).
  if (namespace === 'errors') return (await import('./error-texts')).errorTexts(locale);
  const path = localePath(namespace, locale);
  const load = FIRST_FILES[path] ?? (await import('./later-catalogues')).LATER_FILES[path];
  if (!load) throw new Error(`no ${namespace} texts in ${locale}`);
  return load();
}
