import { errorTexts, statusTexts } from '@kabuto/app-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, isErrorKey, type Locale } from '@kabuto/contract';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import zhTW from '../../locales/zh-TW.json';
import fundingEn from '../../locales/funding/en.json';
import fundingJa from '../../locales/funding/ja.json';
import fundingZhTW from '../../locales/funding/zh-TW.json';
import marketEn from '../../locales/market/en.json';
import marketJa from '../../locales/market/ja.json';
import marketZhTW from '../../locales/market/zh-TW.json';
import tradingEn from '../../locales/trading/en.json';
import tradingJa from '../../locales/trading/ja.json';
import tradingZhTW from '../../locales/trading/zh-TW.json';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';
import { resolveInitialLocale } from './resolve-locale';

export const TRANSLATIONS = { ja, 'zh-TW': zhTW, en } as const satisfies Record<Locale, typeof ja>;

/**
 * Feature namespaces, one folder of three files each (locales/<namespace>/), so features can grow
 * their texts without touching each other's files. Use them as `useTranslation('market')`.
 */
export const FEATURE_TRANSLATIONS = {
  market: { ja: marketJa, 'zh-TW': marketZhTW, en: marketEn },
  funding: { ja: fundingJa, 'zh-TW': fundingZhTW, en: fundingEn },
  trading: { ja: tradingJa, 'zh-TW': tradingZhTW, en: tradingEn },
} as const satisfies Record<string, Record<Locale, object>>;

export const i18n = i18next.createInstance();

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
}

/** Initialises translations synchronously (all resources are bundled), in the resolved language. */
export function initI18n(): Locale {
  const locale = resolveInitialLocale(window.location, readStorage(STORAGE_KEYS.language));
  writeStorage(STORAGE_KEYS.language, locale);
  const resources = Object.fromEntries(
    LOCALES.map((code) => [
      code,
      {
        translation: TRANSLATIONS[code],
        // The contract's catalogue, so server refusals translate by their key.
        errors: errorTexts(code),
        // The one catalogue of statuses, shared with the other app (docs/adr/0017).
        statuses: statusTexts(code),
        market: FEATURE_TRANSLATIONS.market[code],
        funding: FEATURE_TRANSLATIONS.funding[code],
        trading: FEATURE_TRANSLATIONS.trading[code],
      },
    ]),
  );
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'ja',
    supportedLngs: [...LOCALES],
    ns: ['translation', 'errors', 'statuses', 'market', 'funding', 'trading'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(locale);
  return locale;
}

export function currentLocale(): Locale {
  const language = i18n.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'ja';
}

export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  writeStorage(STORAGE_KEYS.language, locale);
  applyDocumentLanguage(locale);
}

/** Translates a refusal key from the server; anything outside the catalogue gets the generic text. */
export function translateErrorKey(key: string): string {
  return isErrorKey(key) ? i18n.t(key, { ns: 'errors' }) : i18n.t('network.unexpected');
}
