import { DEFAULT_LOCALE, parseLocale, type Locale } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { i18n as consoleI18n } from './index';

/** The current language, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return parseLocale(i18n.language) ?? DEFAULT_LOCALE;
}

/**
 * The console's language now, outside a component: what an operator's reason to a customer is
 * written in, sent with it as `reasonLocale` (docs/adr/0020-operator-data-per-language.md).
 */
export function uiLocale(): Locale {
  return parseLocale(consoleI18n.language) ?? DEFAULT_LOCALE;
}
