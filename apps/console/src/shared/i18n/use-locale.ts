import { DEFAULT_LOCALE, parseLocale, type Locale } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';

/** The current language, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return parseLocale(i18n.language) ?? DEFAULT_LOCALE;
}
