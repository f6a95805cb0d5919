import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, parseLocale, type ErrorKey, type Locale } from '@kabuto/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';
import { loadTexts } from './catalogues';
import { FIRST_NAMESPACES, LATER_NAMESPACES, type Namespace } from './namespaces';
import { resolveInitialLocale } from './resolve-locale';
import { linkManifest } from '../install';

export const i18n = i18next.createInstance();

/** i18next loads every namespace of a language through this, when it is first needed. */
const loader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadTexts(parseLocale(language) ?? DEFAULT_LOCALE, namespace as Namespace).then(
      (texts) => callback(null, texts as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

let textsLoaded: () => void = () => undefined;

/** Settles once the first texts of the first language are in (`initI18n`). */
export const textsReady = new Promise<void>((resolve) => {
  textsLoaded = resolve;
});

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  linkManifest(locale);
}

/**
 * Initialises translations in the resolved language. Only that language's first namespaces are
 * loaded (one chunk); the later ones come with the screens that speak them (`loadLaterTexts`),
 * another language when the customer switches to it (`changeLocale`).
 */
export async function initI18n(): Promise<Locale> {
  const locale = resolveInitialLocale(window.location, readStorage(STORAGE_KEYS.language));
  writeStorage(STORAGE_KEYS.language, locale);
  await i18n
    .use(loader)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every locale file has every key (the locale tests), so no other language is ever needed.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [...FIRST_NAMESPACES],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(locale);
  textsLoaded();
  return locale;
}

/**
 * The texts Home's first view does without (the money screens', the refusals: see namespaces.ts),
 * and antd-mobile's own, which the screens that use the library need.
 */
export async function loadLaterTexts(): Promise<void> {
  await Promise.all([
    i18n.loadNamespaces([...LATER_NAMESPACES]),
    import('./antd-locale').then(({ followLanguage }) => followLanguage(i18n)),
  ]);
}

/** The language in use; while its texts are still loading, the one they are loaded for. */
export function currentLocale(): Locale {
  return parseLocale(i18n.language) ?? parseLocale(readStorage(STORAGE_KEYS.language)) ?? 'ja';
}

/** Loads the language's texts first (those already used in the old one), then switches to it. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  writeStorage(STORAGE_KEYS.language, locale);
  applyDocumentLanguage(locale);
}

/** Keys are the catalogue's own: no namespace or nesting read into them. */
const AS_IS = { ns: 'errors', nsSeparator: false, keySeparator: false } as const;

/** Whether the loaded catalogue has words for the key (it holds exactly the contract's keys). */
function isCatalogueKey(key: string): key is ErrorKey {
  return i18n.exists(key, AS_IS);
}

/**
 * Translates a refusal key from the server; anything outside the catalogue gets the generic text
 * (so does a key met before the catalogue is loaded: screens load it with their code, toasts wait
 * for it).
 */
export function translateErrorKey(key: string): string {
  return isCatalogueKey(key) ? i18n.t(key, AS_IS) : i18n.t('network.unexpected');
}
