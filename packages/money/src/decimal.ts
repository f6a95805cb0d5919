import Decimal from 'decimal.js';

/**
 * One Decimal constructor for all of Kabuto. Precision is generous so that no intermediate result
 * (a notional times a fee rate, a yen amount converted through USD) is ever rounded implicitly;
 * every rounding to a currency's scale happens in `roundTo`, where the direction is explicit.
 */
/**
 * `toExpNeg`/`toExpPos` at their limits make `toString()` always plain notation ("0.0000001", never
 * "1e-7"), which is the only form amounts travel in.
 */
export const KabutoDecimal = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type DecimalValue = InstanceType<typeof KabutoDecimal>;
