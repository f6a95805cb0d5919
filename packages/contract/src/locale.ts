/** The app's languages. `ja` is the default (spec section 1). */
export const LOCALES = ['ja', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/**
 * The spec names the languages `jp`, `tw` and `en` (as in `?lang=tw`); both spellings are accepted
 * wherever a language comes in from outside.
 */
const LOCALE_ALIASES: Record<string, Locale> = {
  ja: 'ja',
  jp: 'ja',
  'ja-jp': 'ja',
  'zh-tw': 'zh-TW',
  tw: 'zh-TW',
  zh: 'zh-TW',
  'zh-hant': 'zh-TW',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
};

export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  return LOCALE_ALIASES[value.trim().toLowerCase()];
}
