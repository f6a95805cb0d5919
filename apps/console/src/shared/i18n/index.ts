import { errorTexts, statusTexts } from '@kabuto/app-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isErrorKey, parseLocale, type Locale } from '@kabuto/contract';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import zhTW from '../../locales/zh-TW.json';
import tradingEn from '../../locales/trading/en.json';
import tradingJa from '../../locales/trading/ja.json';
import tradingZhTW from '../../locales/trading/zh-TW.json';
import ipoEn from '../../locales/ipo/en.json';
import ipoJa from '../../locales/ipo/ja.json';
import ipoZhTW from '../../locales/ipo/zh-TW.json';
import copyEn from '../../locales/copy/en.json';
import copyJa from '../../locales/copy/ja.json';
import copyZhTW from '../../locales/copy/zh-TW.json';
import creditEn from '../../locales/credit/en.json';
import creditJa from '../../locales/credit/ja.json';
import creditZhTW from '../../locales/credit/zh-TW.json';
import blockEn from '../../locales/block/en.json';
import blockJa from '../../locales/block/ja.json';
import blockZhTW from '../../locales/block/zh-TW.json';
import biddingEn from '../../locales/bidding/en.json';
import biddingJa from '../../locales/bidding/ja.json';
import biddingZhTW from '../../locales/bidding/zh-TW.json';
import grabEn from '../../locales/grab/en.json';
import grabJa from '../../locales/grab/ja.json';
import grabZhTW from '../../locales/grab/zh-TW.json';

export const TRANSLATIONS = { ja, 'zh-TW': zhTW, en } as const satisfies Record<Locale, typeof ja>;

/**
 * Feature namespaces (docs/adr/0009), one folder of three files each (locales/<namespace>/), so a
 * feature with many texts grows them apart from the shared files. Use `useTranslation('trading')`.
 */
export const FEATURE_TRANSLATIONS = {
  trading: { ja: tradingJa, 'zh-TW': tradingZhTW, en: tradingEn },
  ipo: { ja: ipoJa, 'zh-TW': ipoZhTW, en: ipoEn },
  copy: { ja: copyJa, 'zh-TW': copyZhTW, en: copyEn },
  credit: { ja: creditJa, 'zh-TW': creditZhTW, en: creditEn },
  block: { ja: blockJa, 'zh-TW': blockZhTW, en: blockEn },
  bidding: { ja: biddingJa, 'zh-TW': biddingZhTW, en: biddingEn },
  grab: { ja: grabJa, 'zh-TW': grabZhTW, en: grabEn },
} as const satisfies Record<string, Record<Locale, object>>;

/** The language choice is a preference, not a secret: it may outlive the session in localStorage. */
const LANGUAGE_KEY = 'kabuto.console.lang';

export const i18n = i18next.createInstance();

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Only a convenience.
  }
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

/** `?lang=` in the address, then the stored choice, then Japanese. */
export function resolveInitialLocale(search: string, stored: string | null): Locale {
  return (
    parseLocale(new URLSearchParams(search).get('lang')) ?? parseLocale(stored) ?? DEFAULT_LOCALE
  );
}

/** Initialises translations synchronously (all resources are bundled). */
export function initI18n(): Locale {
  const locale = resolveInitialLocale(window.location.search, storedLanguage());
  const resources = Object.fromEntries(
    LOCALES.map((code) => [
      code,
      {
        translation: TRANSLATIONS[code],
        // The contract's catalogue, so server refusals translate by their key.
        errors: errorTexts(code),
        // The one catalogue of statuses, shared with the other app (docs/adr/0017).
        statuses: statusTexts(code),
        trading: FEATURE_TRANSLATIONS.trading[code],
        ipo: FEATURE_TRANSLATIONS.ipo[code],
        copy: FEATURE_TRANSLATIONS.copy[code],
        credit: FEATURE_TRANSLATIONS.credit[code],
        block: FEATURE_TRANSLATIONS.block[code],
        bidding: FEATURE_TRANSLATIONS.bidding[code],
        grab: FEATURE_TRANSLATIONS.grab[code],
      },
    ]),
  );
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [
      'translation',
      'errors',
      'statuses',
      'trading',
      'ipo',
      'copy',
      'credit',
      'block',
      'bidding',
      'grab',
    ],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(locale);
  return locale;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  storeLanguage(locale);
  applyDocumentLanguage(locale);
}

/** Translates a refusal key from the server; anything outside the catalogue gets the generic text. */
export function translateErrorKey(key: string | null): string {
  return isErrorKey(key) ? i18n.t(key, { ns: 'errors' }) : i18n.t('network.unexpected');
}
