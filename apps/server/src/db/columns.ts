import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';
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
