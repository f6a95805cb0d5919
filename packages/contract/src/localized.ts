import { z } from 'zod';
import { LOCALES, type Locale } from './locale';

/**
 * Text in the app's three languages, and operators' words in the one they wrote them in
 * (docs/adr/0020-operator-data-per-language.md).
 */

/** A name in every language: a stock's, an index's, a deposit channel's bank and branch. */
export const localizedNames = z.object({ ja: z.string(), en: z.string(), 'zh-TW': z.string() });
export type LocalizedNames = z.infer<typeof localizedNames>;

/**
 * What an operator enters in every language (a channel's name, its bank and branch): each one
 * trimmed, none blank, at most `max` characters. A missing or blank language is refused as
 * `every_language_required`, so the customer never meets a name in a language not theirs.
 */
export function localizedTextInput(max: number) {
  const text = z
    .string({ error: 'every_language_required' })
    .trim()
    .min(1, { error: 'every_language_required' })
    .max(max, { error: 'invalid_params' });
  return z.object({ ja: text, 'zh-TW': text, en: text }, { error: 'every_language_required' });
}

export const localeField = z.enum(LOCALES, { error: 'invalid_params' });

/**
 * A reason an operator wrote for the customer to read (a rejection, a restriction), with the
 * language it was written in: the customer's app tags it when that is not the customer's own.
 * `locale` is null for reasons written before the language was recorded.
 */
export const operatorReason = z.object({ text: z.string(), locale: localeField.nullable() });
export type OperatorReason = z.infer<typeof operatorReason>;

/** The language of an operator's reason in a request: the console sends its own. */
export const reasonLocaleField = localeField.optional();

/** A stored reason and its language as the API answers them (null when there is no reason). */
export function reasonWithLocale(
  text: string | null,
  locale: Locale | null | undefined,
): OperatorReason | null {
  return text === null ? null : { text, locale: locale ?? null };
}
