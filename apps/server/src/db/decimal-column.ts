import { customType } from 'drizzle-orm/pg-core';
import { canonicalDecimal, type DecimalString } from '@kabuto/money';

/**
 * Money, prices and rates are `numeric(p,s)` in SQL and `DecimalString`s in code. The drivers
 * answer a numeric as text padded to its scale ("100.00000000" for numeric(38,8)), and node-postgres
 * and PGlite need not agree on it; this column type answers the canonical form ("100") on every
 * driver, so no reader of a decimal column normalises it again. The SQL type is the same
 * `numeric(p,s)` as a plain drizzle numeric, so the migrations do not change.
 */
export type DecimalColumnConfig = { precision: number; scale: number };

const decimal = customType<{
  data: DecimalString;
  driverData: string;
  config: DecimalColumnConfig;
  configRequired: true;
}>({
  dataType: (config) => {
    if (!config) throw new Error('a decimal column needs its precision and scale');
    return `numeric(${config.precision}, ${config.scale})`;
  },
  fromDriver: (value) => decimalFromSql(value),
  // A DecimalString is plain decimal syntax, which PostgreSQL reads as a numeric exactly.
  toDriver: (value) => value,
});

export function decimalColumn(name: string, config: DecimalColumnConfig) {
  return decimal(name, config);
}

/**
 * A numeric read by raw SQL (`queryRows`, an aggregate through `sql`), where no column type
 * applies: the same canonical DecimalString. A number is refused (a driver that parsed a numeric
 * into a float has already lost digits); null is the caller's to handle.
 */
export function decimalFromSql(value: unknown): DecimalString {
  if (typeof value !== 'string') throw new TypeError(`a numeric read as ${typeof value}, not text`);
  return canonicalDecimal(value);
}
