/**
 * The later namespaces' locale files (namespaces.ts), listed apart from the first ones
 * (catalogues.ts): this listing is loaded with the first screen that speaks one of them, not with
 * Home. The first namespaces' files are listed in catalogues.ts, and only there.
 */
export const LATER_FILES = import.meta.glob<object>(
  ['../../locales/*/*.json', '!../../locales/market/*.json', '!../../locales/trading/*.json'],
  { import: 'default' },
);
