import {
  compare,
  divide,
  fromInteger,
  isPositive,
  isZero,
  multiply,
  roundTo,
  subtract,
  add,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/*
 * The arithmetic of a copy-trading pool (docs/copy-trading.md, "Units and NAV"): followers own
 * units of the pool; the pool's equity divided by its units is its net asset value (NAV) per
 * unit. Everything here is exact decimal arithmetic on decimal strings; every rounding is named,
 * and each one falls in favour of the followers who stay (never of the one who comes or goes),
 * so following or redeeming can never take value from the others.
 */

/** Units carry six decimals. */
export const UNIT_PLACES = 6;
/** Yen amounts (JPY has no minor unit). */
const YEN_PLACES = 0;
/** What one unit costs when a pool has no units yet (a new pool, or one every follower left). */
export const FIRST_UNIT_VALUE: DecimalString = fromInteger(10_000);

/** A pool as the arithmetic sees it: its equity (yen) and the units outstanding. */
export interface PoolFigures {
  /** Cash plus positions at what closing them would return now, less accrued fees. */
  equity: DecimalString;
  units: DecimalString;
}

/** Why the arithmetic refuses: a pool whose equity is gone cannot price a unit. */
export class PoolArithmeticError extends Error {}

/** NAV per unit, exact (not rounded): equity ÷ units, or the first unit's value for an empty pool. */
export function navPerUnit(pool: PoolFigures): DecimalString {
  if (isZero(pool.units)) return FIRST_UNIT_VALUE;
  return divide(pool.equity, pool.units);
}

/**
 * Units a follow of `amount` yen buys: amount × units ÷ equity, rounded down to six decimals (the
 * fraction left over stays in the pool, for everyone already in it). Refused when the pool has
 * units but no equity left, or when the amount buys less than a millionth of a unit.
 */
export function unitsFor(pool: PoolFigures, amount: DecimalString): DecimalString {
  if (!isPositive(amount)) throw new PoolArithmeticError('a follow must be a positive amount');
  let units: DecimalString;
  if (isZero(pool.units)) {
    units = roundTo(divide(amount, FIRST_UNIT_VALUE), UNIT_PLACES, 'down');
  } else {
    if (!isPositive(pool.equity)) throw new PoolArithmeticError('the pool has no equity left');
    units = roundTo(divide(multiply(amount, pool.units), pool.equity), UNIT_PLACES, 'down');
  }
  // Money that buys no unit would vanish into the pool.
  if (isZero(units)) throw new PoolArithmeticError('the amount is too small for a unit');
  return units;
}

/**
 * What `units` are worth now, in whole yen rounded down: units × equity ÷ total units. The same
 * units always give the same figure, and the holders' figures never add up to more than the
 * pool's equity.
 */
export function valueOf(pool: PoolFigures, units: DecimalString): DecimalString {
  if (isZero(units)) return ZERO;
  if (compare(units, pool.units) > 0) throw new PoolArithmeticError('more units than the pool has');
  if (!isPositive(pool.equity)) return ZERO;
  return roundTo(divide(multiply(units, pool.equity), pool.units), YEN_PLACES, 'down');
}

/** A follower's holding as the fee rule sees it. */
export interface Holding {
  units: DecimalString;
  /**
   * The NAV per unit above which a gain is charged the performance fee (the high-water mark): the
   * NAV the units were bought at (units-weighted over top-ups).
   */
  highWaterNav: DecimalString;
}

export interface Redemption {
  units: DecimalString;
  /** The units' value now (whole yen, rounded down). */
  gross: DecimalString;
  /** The performance fee: the rate on the gain above the high-water mark (whole yen, rounded up). */
  fee: DecimalString;
  /** What the follower receives. */
  net: DecimalString;
  /** The NAV per unit the redemption was priced at (exact). */
  nav: DecimalString;
}

/**
 * Redeems `units` of a holding at the pool's NAV now. The fee is `feeRate` × (NAV − high-water
 * NAV) × units when NAV is above the mark, else nothing; rounded up to the yen like every charge
 * (ledger.md), and never more than the gross value. Fees are charged only on redemption, on the
 * units redeemed: the units kept keep their mark, their gain is not charged yet.
 */
export function redeem(
  pool: PoolFigures,
  holding: Holding,
  units: DecimalString,
  feeRate: DecimalString,
): Redemption {
  if (!isPositive(units) || compare(units, holding.units) > 0) {
    throw new PoolArithmeticError('redeem between zero and the units held');
  }
  const nav = navPerUnit(pool);
  const gross = valueOf(pool, units);
  const gainPerUnit = subtract(nav, holding.highWaterNav);
  const owed = isPositive(gainPerUnit)
    ? roundTo(multiply(multiply(gainPerUnit, units), feeRate), YEN_PLACES, 'up')
    : ZERO;
  const fee = compare(owed, gross) > 0 ? gross : owed;
  return { units, gross, fee, net: subtract(gross, fee), nav };
}

/**
 * The high-water NAV after buying `added` units at `entryNav`: the units-weighted mean of the old
 * mark and the entry NAV, rounded up to six decimals (a higher mark charges less). While the NAV
 * is above both marks, the gain owed is the same as with a mark per purchase, so a top-up neither
 * adds to nor excuses the gain already made.
 */
export function highWaterAfterTopUp(
  holding: Holding,
  added: DecimalString,
  entryNav: DecimalString,
): DecimalString {
  const total = add(holding.units, added);
  if (isZero(holding.units)) return roundTo(entryNav, UNIT_PLACES, 'up');
  const weighted = add(multiply(holding.units, holding.highWaterNav), multiply(added, entryNav));
  return roundTo(divide(weighted, total), UNIT_PLACES, 'up');
}
