import Decimal from 'decimal.js';

/**
 * One Decimal constructor for all of Kabuto. Precision is generous so that no intermediate result
 * (a notional times a fee rate, a yen amount converted through USD) is ever rounded implicitly;
 * every rounding to a currency's scale happens in `roundTo`, where the direction is explicit.
 */
export const KabutoDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type DecimalValue = InstanceType<typeof KabutoDecimal>;
