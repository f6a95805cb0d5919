import { statusTexts } from '@kabuto/app-kit';
import type { Locale } from '@kabuto/contract';
import type { Namespace } from './namespaces';

/**
 * The app's own locale files, each loaded on demand: `../../locales/<namespace>/<language>.json`,
 * the top folder being `translation`. The build puts a language's first namespaces in one chunk
 * (build/chunks.ts), so they cost one request and the other languages none.
 */
const LOCALE_FILES = import.meta.glob<object>('../../locales/**/*.json', { import: 'default' });

function localeFile(namespace: Namespace, locale: Locale): (() => Promise<object>) | undefined {
  const folder = namespace === 'translation' ? '' : `${namespace}/`;
  return LOCALE_FILES[`../../locales/${folder}${locale}.json`];
}

/** One namespace's texts in one language, as i18next registers them. */
export async function loadTexts(locale: Locale, namespace: Namespace): Promise<object> {
  // The one catalogue of statuses, shared with the other app (docs/adr/0017): small, bundled.
  if (namespace === 'statuses') return statusTexts(locale);
  // The contract's catalogue, so server refusals translate by their key (every language in it).
  if (namespace === 'errors') return (await import('./error-texts')).errorTexts(locale);
  const load = localeFile(namespace, locale);
  if (!load) throw new Error(`no ${namespace} texts in ${locale}`);
  return load();
}
