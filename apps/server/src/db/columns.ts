import { sql } from 'drizzle-orm';
import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale, type LocalizedNames } from '@kabuto/contract';
import { decimalColumn } from './decimal-column';

/*
 * Column and constraint helpers the schema files share, so that a money column or a timestamp is
 * declared the same way in every table.
 */

/** `'a', 'b'` for a CHECK's IN list, from the code's own list of allowed values. */
export const sqlTextList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An amount of money: numeric(38,8), read as a canonical DecimalString. */
export const money = (name: string) => decimalColumn(name, { precision: 38, scale: 8 });

/** A price: numeric(20,4) (tenths of a yen and finer), read as a canonical DecimalString. */
export const price = (name: string) => decimalColumn(name, { precision: 20, scale: 4 });

/** An instant, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A text operators enter in every language, `{"ja": …, "zh-TW": …, "en": …}` (jsonb, the
 * contract's shape; docs/adr/0020-operator-data-per-language.md). Pair it with `everyLanguage`.
 */
export const localizedText = (name: string) => jsonb(name).$type<LocalizedNames>();

/** CHECK of a `localizedText` column: exactly the three languages, each a non-blank string. */
export const everyLanguage = (column: string) => {
  const value = `"${column}"`;
  const languages = LOCALES.map(
    (locale) =>
      `jsonb_typeof(${value}->'${locale}') = 'string' AND length(btrim(${value}->>'${locale}')) > 0`,
  );
  const others = LOCALES.reduce((rest, locale) => `${rest} - '${locale}'`, value);
  // A missing key makes its test NULL, which a CHECK lets through: only TRUE passes here.
  const all = [`jsonb_typeof(${value}) = 'object'`, `(${others}) = '{}'::jsonb`, ...languages];
  return sql.raw(`coalesce(${all.join(' AND ')}, false)`);
};

/** The language an operator wrote a text in (null: not recorded). Pair it with `knownLocale`. */
export const localeColumn = (name: string) => text(name).$type<Locale>();

/** CHECK of a `localeColumn`: one of the app's languages, or null. */
export const knownLocale = (column: string) =>
  sql`${sql.raw(`"${column}"`)} IN (${sqlTextList(LOCALES)})`;
