import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '@kabuto/contract';
import type { i18n as I18n } from 'i18next';

const ANTD_LOCALES = { ja: jaJP, 'zh-TW': zhTW, en: enUS } satisfies Record<Locale, unknown>;

let following = false;

/**
 * antd-mobile's own words (a picker's buttons, a field's clear button) in the app's language, for
 * every component of the library, in a screen's tree or in a dialog of its own: its default
 * configuration follows the language. Loaded with the later texts (./namespaces.ts): Home's first
 * view has no antd-mobile component.
 */
export function followLanguage(i18n: I18n): void {
  if (following) return;
  following = true;
  const apply = (language: string) =>
    setDefaultConfig({ locale: ANTD_LOCALES[parseLocale(language) ?? DEFAULT_LOCALE] });
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
