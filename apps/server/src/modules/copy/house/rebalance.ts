import {
  add,
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isNegative,
  isPositive,
  multiply,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/*
 * From a house rule's target weights to the day's orders for a pool, in whole lots (the plan; the
 * job hands it to the order engine). Positions are long and unleveraged, and the engine only
 * closes a position whole, so the plan chooses which positions to close and how many lots to
 * open. Exact decimal arithmetic throughout; the cash can never go negative.
 *
 * The rules, per symbol (target = weight × equity, band = tolerance × equity):
 * - Target 0 (or absent from the targets): every position of the symbol is closed.
 * - Value more than the band above target: positions are taken largest first (ties: lower id),
 *   and each is closed when the value left stays at or above target − band, until the value is
 *   no more than the band above target. If every position left is too large for that, the
 *   smallest of them is closed when that leaves the value at least as near the target as keeping
 *   it (a whole position can only be kept or closed), so the value ends within the band or within
 *   half a position of the target. Within the band: nothing is closed.
 * - A symbol with a close is not opened in the same run: the pool never closes and re-opens the
 *   same stock on the same day (two fees for nothing, and it would look like churning).
 * - Value more than the band below target: lots = floor((target − value) ÷ (price × lotShares)),
 *   never above target. Opens are paid from the cash after the closes; when it is short, every
 *   open is scaled down by the same factor (cash ÷ cost wanted, lots rounded down), then what is
 *   left buys back lots, largest shortfall first (ties: symbol), up to what each wanted.
 * Closed positions count at their given value (what closing returns now); fees are the engine's.
 */

export interface RebalanceHolding {
  positionId: number;
  symbol: string;
  shares: number;
  /** What closing the position returns now (yen). */
  value: DecimalString;
}

export interface RebalanceInput {
  /** Pool equity in yen. */
  equity: DecimalString;
  /** The pool's available cash in yen. */
  cash: DecimalString;
  /** Shares per lot (e.g. 100). */
  lotShares: number;
  /** Open long positions at market value. */
  holdings: readonly RebalanceHolding[];
  /** Last price per symbol (yen); needed for every symbol that is opened. */
  prices: Readonly<Record<string, DecimalString>>;
  targets: readonly { symbol: string; weight: DecimalString }[];
  /** Trades smaller than this share of equity are skipped (avoid churning); default 0.02. */
  tolerance?: DecimalString;
}

export interface RebalanceOpen {
  symbol: string;
  lots: number;
  /** lots × lotShares × price, in yen. */
  cost: DecimalString;
}

export interface RebalancePlan {
  /** In order of symbol, then of the closing rule (largest first). */
  closes: { positionId: number }[];
  /** Largest shortfall first (ties: symbol). */
  opens: RebalanceOpen[];
  /** cash + values of the positions closed − costs of the opens. */
  cashAfter: DecimalString;
  /** The cash left uninvested after the opens (equal to cashAfter: the pool holds no other cash). */
  uninvested: DecimalString;
}

export const DEFAULT_TOLERANCE = canonicalDecimal('0.02');

const ONE = fromInteger(1);

/** Plain code-unit order: the plan must not depend on the machine's locale. */
const bySymbol = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** floor(a ÷ b) for a ≥ 0, b > 0, exact (the division keeps 40 digits; the result is checked). */
function floorDiv(a: DecimalString, b: DecimalString): number {
  let q = Number(roundTo(divide(a, b), 0, 'down'));
  while (q > 0 && compare(multiply(fromInteger(q), b), a) > 0) q -= 1;
  while (compare(multiply(fromInteger(q + 1), b), a) <= 0) q += 1;
  return q;
}

function checkInput(input: RebalanceInput, tolerance: DecimalString): void {
  if (!Number.isSafeInteger(input.lotShares) || input.lotShares < 1) {
    throw new RangeError('lotShares must be a positive whole number');
  }
  if (isNegative(input.cash)) throw new RangeError('cash must not be negative');
  if (isNegative(input.equity)) throw new RangeError('equity must not be negative');
  if (isNegative(tolerance)) throw new RangeError('tolerance must not be negative');
  const ids = new Set<number>();
  for (const h of input.holdings) {
    if (ids.has(h.positionId)) throw new RangeError(`position listed twice: ${h.positionId}`);
    ids.add(h.positionId);
    if (!Number.isSafeInteger(h.shares) || h.shares < 1 || isNegative(h.value)) {
      throw new RangeError(`position ${h.positionId} is not a long position`);
    }
  }
  const symbols = new Set<string>();
  for (const t of input.targets) {
    if (symbols.has(t.symbol)) throw new RangeError(`target listed twice: ${t.symbol}`);
    symbols.add(t.symbol);
    if (isNegative(t.weight)) throw new RangeError(`negative weight for ${t.symbol}`);
  }
  if (compare(sum(input.targets.map((t) => t.weight)), ONE) > 0) {
    throw new RangeError('target weights add up to more than 1');
  }
}

/** Positions of one symbol to close so that its value comes to its target (rules above). */
function positionsToClose(
  positions: readonly RebalanceHolding[],
  target: DecimalString,
  band: DecimalString,
): RebalanceHolding[] {
  const largestFirst = [...positions].sort(
    (a, b) => compare(b.value, a.value) || a.positionId - b.positionId,
  );
  if (!isPositive(target)) return largestFirst;
  let value = sum(positions.map((p) => p.value));
  const high = add(target, band);
  const low = subtract(target, band);
  if (compare(value, high) <= 0) return [];
  const closed: RebalanceHolding[] = [];
  const kept: RebalanceHolding[] = [];
  for (const position of largestFirst) {
    const left = subtract(value, position.value);
    if (compare(value, high) > 0 && compare(left, low) >= 0) {
      closed.push(position);
      value = left;
    } else {
      kept.push(position);
    }
  }
  const smallest = kept.at(-1); // kept stays largest first
  if (compare(value, high) > 0 && smallest !== undefined) {
    const over = subtract(value, target);
    const under = subtract(target, subtract(value, smallest.value));
    if (compare(under, over) <= 0) closed.push(smallest);
  }
  return closed;
}

interface Wanted {
  symbol: string;
  shortfall: DecimalString;
  lotValue: DecimalString;
  lots: number;
}

/** Lots for each open within `cash`: all of them, or scaled down and topped up (rules above). */
function fitToCash(wanted: readonly Wanted[], cash: DecimalString): number[] {
  const costOf = (w: Wanted, lots: number) => multiply(w.lotValue, fromInteger(lots));
  const total = sum(wanted.map((w) => costOf(w, w.lots)));
  if (compare(total, cash) <= 0) return wanted.map((w) => w.lots);
  // floor(lots × cash ÷ total) each: the costs then add up to at most cash.
  const lots = wanted.map((w) => floorDiv(multiply(fromInteger(w.lots), cash), total));
  let left = subtract(cash, sum(wanted.map((w, i) => costOf(w, lots[i] ?? 0))));
  wanted.forEach((w, i) => {
    const extra = Math.min(w.lots - (lots[i] ?? 0), floorDiv(left, w.lotValue));
    if (extra <= 0) return;
    lots[i] = (lots[i] ?? 0) + extra;
    left = subtract(left, costOf(w, extra));
  });
  return lots;
}

export function planRebalance(input: RebalanceInput): RebalancePlan {
  const tolerance = input.tolerance ?? DEFAULT_TOLERANCE;
  checkInput(input, tolerance);
  const band = multiply(tolerance, input.equity);
  const lotShares = fromInteger(input.lotShares);
  const weights = new Map(input.targets.map((t) => [t.symbol, t.weight]));
  const bySym = new Map<string, RebalanceHolding[]>();
  for (const h of input.holdings) bySym.set(h.symbol, [...(bySym.get(h.symbol) ?? []), h]);
  const symbols = [...new Set([...weights.keys(), ...bySym.keys()])].sort(bySymbol);

  const closes: { positionId: number }[] = [];
  const wanted: Wanted[] = [];
  let cash = input.cash;
  for (const symbol of symbols) {
    const positions = bySym.get(symbol) ?? [];
    const target = multiply(weights.get(symbol) ?? ZERO, input.equity);
    const closing = positionsToClose(positions, target, band);
    if (closing.length > 0) {
      for (const p of closing) closes.push({ positionId: p.positionId });
      cash = add(cash, sum(closing.map((p) => p.value)));
      continue; // never re-opened the same day
    }
    const shortfall = subtract(target, sum(positions.map((p) => p.value)));
    if (compare(shortfall, band) <= 0) continue; // within the band, or above the target
    const price = input.prices[symbol];
    if (price === undefined || !isPositive(price)) {
      throw new RangeError(`no positive price for ${symbol}`);
    }
    const lotValue = multiply(price, lotShares);
    const lots = floorDiv(shortfall, lotValue);
    if (lots > 0) wanted.push({ symbol, shortfall, lotValue, lots });
  }

  wanted.sort((a, b) => compare(b.shortfall, a.shortfall) || bySymbol(a.symbol, b.symbol));
  const lots = fitToCash(wanted, cash);
  const opens: RebalanceOpen[] = [];
  wanted.forEach((w, i) => {
    const n = lots[i] ?? 0;
    if (n > 0)
      opens.push({ symbol: w.symbol, lots: n, cost: multiply(w.lotValue, fromInteger(n)) });
  });
  const cashAfter = subtract(cash, sum(opens.map((o) => o.cost)));
  // The arithmetic above cannot overspend; a plan that did must never reach the engine.
  if (isNegative(cashAfter)) throw new Error('rebalance plan overspends the cash');
  return { closes, opens, cashAfter, uninvested: cashAfter };
}
