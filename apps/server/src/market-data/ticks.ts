import {
  canonicalDecimal,
  compare,
  isPositive,
  parseDecimal,
  subtract,
  toDecimalString,
  type DecimalString,
} from '@kabuto/money';
import { decimalToTenths, tenthsToDecimal, type PriceTenths } from './price-units';

/**
 * Tick sizes (呼値の単位) from market-rules.md. A price "up to" a bound includes the bound: at
 * exactly ¥1,000 a TOPIX500 stock still moves in ¥0.1 steps, above it in ¥0.5 steps.
 *
 * Every band bound is a whole multiple of the tick of the band above it, so rounding a price
 * within its own band always lands on a price that is valid on the whole table.
 */
export type TickTable = 'topix500' | 'other';

export const TICK_TABLES: readonly TickTable[] = ['topix500', 'other'];

interface TickBand {
  /** Inclusive upper bound in tenths of a yen; null for the last, open-ended band. */
  upToTenths: PriceTenths | null;
  tickTenths: PriceTenths;
}

/** [price up to (yen), tick (yen)] rows as written in market-rules.md. */
const TICK_ROWS: Record<TickTable, readonly (readonly [string | null, string])[]> = {
  topix500: [
    ['1000', '0.1'],
    ['3000', '0.5'],
    ['5000', '1'],
    ['10000', '1'],
    ['30000', '5'],
    ['50000', '10'],
    ['100000', '10'],
    ['300000', '50'],
    ['500000', '100'],
    ['1000000', '100'],
    ['3000000', '500'],
    ['5000000', '1000'],
    ['10000000', '1000'],
    ['30000000', '5000'],
    ['50000000', '10000'],
    [null, '10000'],
  ],
  other: [
    ['1000', '1'],
    ['3000', '1'],
    ['5000', '5'],
    ['10000', '10'],
    ['30000', '10'],
    ['50000', '50'],
    ['100000', '100'],
    ['300000', '100'],
    ['500000', '500'],
    ['1000000', '1000'],
    ['3000000', '1000'],
    ['5000000', '5000'],
    ['10000000', '10000'],
    ['30000000', '10000'],
    ['50000000', '50000'],
    [null, '100000'],
  ],
};

const TICK_BANDS: Record<TickTable, readonly TickBand[]> = {
  topix500: TICK_ROWS.topix500.map(toBand),
  other: TICK_ROWS.other.map(toBand),
};

function toBand([upTo, tick]: readonly [string | null, string]): TickBand {
  return {
    upToTenths: upTo === null ? null : decimalToTenths(canonicalDecimal(upTo)),
    tickTenths: decimalToTenths(canonicalDecimal(tick)),
  };
}

export function isTickTable(value: string): value is TickTable {
  return value === 'topix500' || value === 'other';
}

/** Direction of rounding onto the tick grid; `nearest` rounds a tie up. */
export type TickRounding = 'down' | 'up' | 'nearest';

/** The tick that applies at a price (a positive number of tenths). */
export function tickSizeTenths(priceTenths: PriceTenths, table: TickTable): PriceTenths {
  for (const band of TICK_BANDS[table]) {
    if (band.upToTenths === null || priceTenths <= band.upToTenths) return band.tickTenths;
  }
  throw new Error('unreachable: the last tick band is open-ended');
}

/** The smallest valid price on a table: one tick of the first band. */
export function minimumPriceTenths(table: TickTable): PriceTenths {
  const [first] = TICK_BANDS[table];
  if (!first) throw new Error('empty tick table');
  return first.tickTenths;
}

export function isOnTickTenths(priceTenths: PriceTenths, table: TickTable): boolean {
  return priceTenths > 0n && priceTenths % tickSizeTenths(priceTenths, table) === 0n;
}

/**
 * Rounds a whole number of tenths onto the tick grid. Throws when rounding down would leave no
 * valid price (anything below the smallest tick): a price of zero does not exist.
 */
export function roundTenthsToTick(
  priceTenths: PriceTenths,
  table: TickTable,
  direction: TickRounding,
): PriceTenths {
  if (priceTenths <= 0n) throw new RangeError('a price must be positive');
  const tick = tickSizeTenths(priceTenths, table);
  const remainder = priceTenths % tick;
  const below = priceTenths - remainder;
  let rounded: PriceTenths;
  if (remainder === 0n) rounded = priceTenths;
  else if (direction === 'down') rounded = below;
  else if (direction === 'up') rounded = below + tick;
  else rounded = remainder * 2n >= tick ? below + tick : below;
  if (rounded <= 0n) {
    if (direction === 'nearest') return minimumPriceTenths(table);
    throw new RangeError('no valid price at or below this price');
  }
  return rounded;
}

/** The next valid price above. */
export function nextTickUpTenths(priceTenths: PriceTenths, table: TickTable): PriceTenths {
  return roundTenthsToTick(priceTenths + 1n, table, 'up');
}

/** The next valid price below, or null below the smallest tick. */
export function nextTickDownTenths(priceTenths: PriceTenths, table: TickTable): PriceTenths | null {
  if (priceTenths - 1n < minimumPriceTenths(table)) return null;
  return roundTenthsToTick(priceTenths - 1n, table, 'down');
}

export function tickSize(price: DecimalString, table: TickTable): DecimalString {
  const tenths = ceilToTenths(price);
  if (tenths <= 0n) throw new RangeError('a price must be positive');
  return tenthsToDecimal(tickSizeTenths(tenths, table));
}

export function isOnTick(price: DecimalString, table: TickTable): boolean {
  const decimal = parseDecimal(price);
  if (!decimal.times(10).isInteger()) return false;
  return isOnTickTenths(decimalToTenths(price), table);
}

/**
 * Rounds any positive decimal price onto the tick grid. Down and up first round to whole tenths
 * in the same direction, which cannot skip a tick since every tick is whole tenths. Nearest is
 * decided between the two neighbours in exact decimal arithmetic, because rounding to tenths
 * first could turn 100.46 into 100.5 and then into 101 on a ¥1 grid.
 */
export function roundToTick(
  price: DecimalString,
  table: TickTable,
  direction: TickRounding,
): DecimalString {
  if (!isPositive(price)) throw new RangeError('a price must be positive');
  if (direction === 'down')
    return tenthsToDecimal(roundTenthsToTick(floorToTenths(price), table, 'down'));
  if (direction === 'up')
    return tenthsToDecimal(roundTenthsToTick(ceilToTenths(price), table, 'up'));
  const upper = roundTenthsToTick(ceilToTenths(price), table, 'up');
  const floorTenths = floorToTenths(price);
  if (floorTenths < minimumPriceTenths(table)) return tenthsToDecimal(upper);
  const lower = roundTenthsToTick(floorTenths, table, 'down');
  const upperText = tenthsToDecimal(upper);
  const lowerText = tenthsToDecimal(lower);
  return compare(subtract(upperText, price), subtract(price, lowerText)) <= 0
    ? upperText
    : lowerText;
}

function floorToTenths(price: DecimalString): PriceTenths {
  return BigInt(toDecimalString(parseDecimal(price).times(10).floor()));
}

function ceilToTenths(price: DecimalString): PriceTenths {
  return BigInt(toDecimalString(parseDecimal(price).times(10).ceil()));
}

/** The tick bands as plain integers, for the simulator's hot loop (see snapModelValueToTick). */
const TICK_BANDS_AS_NUMBERS: Record<TickTable, readonly { upTo: number; tick: number }[]> = {
  topix500: TICK_BANDS.topix500.map(toNumberBand),
  other: TICK_BANDS.other.map(toNumberBand),
};

function toNumberBand(band: TickBand): { upTo: number; tick: number } {
  return {
    upTo: band.upToTenths === null ? Number.POSITIVE_INFINITY : Number(band.upToTenths),
    tick: Number(band.tickTenths),
  };
}

/**
 * Where the simulator's random model (a real-valued "fair price", in tenths of a yen) becomes a
 * price: the value is rounded in `direction` to whole tenths and then onto the tick grid, with
 * the same rules as roundTenthsToTick (but never below the smallest tick: a model price cannot
 * fall out of the market), and returned as an exact bigint. The arithmetic runs on
 * whole numbers far below 2^53, where JS numbers are exact; it exists only because this runs
 * millions of times while history is generated (a test checks it against roundTenthsToTick).
 */
export function snapModelValueToTick(
  valueTenths: number,
  table: TickTable,
  direction: TickRounding,
): PriceTenths {
  if (!Number.isFinite(valueTenths)) throw new RangeError('model price must be finite');
  let whole =
    direction === 'down'
      ? Math.floor(valueTenths)
      : direction === 'up'
        ? Math.ceil(valueTenths)
        : Math.round(valueTenths);
  const bands = TICK_BANDS_AS_NUMBERS[table];
  const minimum = bands[0]!.tick;
  if (whole < minimum) return BigInt(minimum);
  if (whole > Number.MAX_SAFE_INTEGER / 4) throw new RangeError('model price out of range');
  let tick = minimum;
  for (const band of bands) {
    if (whole <= band.upTo) {
      tick = band.tick;
      break;
    }
  }
  const remainder = whole % tick;
  if (remainder !== 0) {
    const below = whole - remainder;
    if (direction === 'down') whole = below;
    else if (direction === 'up') whole = below + tick;
    else whole = remainder * 2 >= tick ? below + tick : below;
  }
  return BigInt(Math.max(whole, minimum));
}
