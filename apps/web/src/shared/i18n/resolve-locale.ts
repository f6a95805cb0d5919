import { DEFAULT_LOCALE, parseLocale, type Locale } from '@kabuto/contract';

/** The parts of `window.location` that can carry `?lang=`. */
export type LocationLike = { search: string; hash: string };

/**
 * `?lang=` may sit before the hash (`/?lang=en#/login/start`) or inside the hash route
 * (`#/login/start?lang=tw`); both are read, the one in the hash route winning.
 */
export function languageFromLocation(location: LocationLike): Locale | undefined {
  const hashQueryStart = location.hash.indexOf('?');
  const hashQuery = hashQueryStart >= 0 ? location.hash.slice(hashQueryStart) : '';
  return (
    parseLocale(new URLSearchParams(hashQuery).get('lang')) ??
    parseLocale(new URLSearchParams(location.search).get('lang'))
  );
}

/** Language order of the spec: the address, then local storage, then Japanese. */
export function resolveInitialLocale(
  location: LocationLike,
  storedLanguage: string | null,
): Locale {
  return languageFromLocation(location) ?? parseLocale(storedLanguage) ?? DEFAULT_LOCALE;
}
