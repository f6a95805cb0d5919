import { ERROR_KEYS, ERROR_MESSAGES, type ErrorKey, type Locale } from '@kabuto/contract';

/**
 * An app's `errors` translation namespace in one language: the contract's catalogue, so a server's
 * refusal translates by its key the same way in the customer app and the console.
 */
export function errorTexts(locale: Locale): Record<ErrorKey, string> {
  return Object.fromEntries(ERROR_KEYS.map((key) => [key, ERROR_MESSAGES[key][locale]])) as Record<
    ErrorKey,
    string
  >;
}
