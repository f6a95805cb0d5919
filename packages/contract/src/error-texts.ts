import type { Locale } from './locale';

/** Each refusal's text in every language the apps speak. */
export type ErrorTexts = Record<string, Record<Locale, string>>;
