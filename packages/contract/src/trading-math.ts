import {
  add,
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isNegative,
  isPositive,
  multiply,
  negate,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/**
 * The arithmetic of a leveraged position (docs/trading.md), shared by the server, which charges
 * it, and the apps, which show it on the order ticket before the customer confirms (integrity
 * rule 8): one formula, so the ticket's estimate and the fill can only differ by the price.
 *
 * Vocabulary of the product spec: "buy" opens a position and "sell" closes it, for a long and a
 * short alike. Amounts are yen as decimal strings. Rounding is explicit and in one direction per
 * kind: what the customer is charged (margin, fees, stamp duty) rounds up to the yen; what is paid
 * to the customer never rounds in their favour by accident.
 */

export type Direction = 'long' | 'short';

/** Rates are fractions ("0.001425" is 0.1425%). */
export type TradeRates = {
  buyFeeRate: DecimalString;
  sellFeeRate: DecimalString;
  serviceFeeRate: DecimalString;
  stampDutyRate: DecimalString;
};

const YEN = 0;
const HUNDRED = canonicalDecimal('100');

/** Price × shares: exact (prices are on a ¥0.1 grid, share counts are whole). */
export function notionalOf(priceYen: DecimalString, shares: number): DecimalString {
  return multiply(priceYen, fromInteger(shares));
}

/** A charge of `rate` on `amount`, rounded up to the yen. */
export function chargeOf(amountYen: DecimalString, rate: DecimalString): DecimalString {
  return roundTo(multiply(amountYen, rate), YEN, 'up');
}

export type OpeningCosts = {
  notional: DecimalString;
  /** notional ÷ leverage, rounded up to the yen: what moves from available to margin. */
  margin: DecimalString;
  buyFee: DecimalString;
  serviceFee: DecimalString;
  /** margin + buyFee + serviceFee: what leaves the available balance when the order fills. */
  total: DecimalString;
  /** Estimated at the same price: charged when the position is sold, at the sale's price. */
  estimatedSellFee: DecimalString;
  estimatedStampDuty: DecimalString;
};

export function openingCosts(input: {
  notional: DecimalString;
  leverage: number;
  rates: TradeRates;
}): OpeningCosts {
  const { notional, rates } = input;
  const margin = roundTo(divide(notional, fromInteger(input.leverage)), YEN, 'up');
  const buyFee = chargeOf(notional, rates.buyFeeRate);
  const serviceFee = chargeOf(notional, rates.serviceFeeRate);
  return {
    notional,
    margin,
    buyFee,
    serviceFee,
    total: sum([margin, buyFee, serviceFee]),
    estimatedSellFee: chargeOf(notional, rates.sellFeeRate),
    estimatedStampDuty: chargeOf(notional, rates.stampDutyRate),
  };
}

/** The sale's charges: the sell fee and the stamp duty (the seller's transaction tax). */
export function closingCharges(input: { notional: DecimalString; rates: TradeRates }) {
  return {
    sellFee: chargeOf(input.notional, input.rates.sellFeeRate),
    stampDuty: chargeOf(input.notional, input.rates.stampDutyRate),
  };
}

/**
 * Profit (positive) or loss (negative) of a position opened for `openNotional` and valued or
 * closed at `closeNotional`: a long gains when the price rises, a short when it falls.
 */
export function grossPnl(
  direction: Direction,
  openNotional: DecimalString,
  closeNotional: DecimalString,
): DecimalString {
  const change = subtract(closeNotional, openNotional);
  return direction === 'long' ? change : negate(change);
}

/** The profit or loss at a market price (unrealised), before the sale's charges. */
export function pnlAtPrice(
  direction: Direction,
  openNotional: DecimalString,
  markPriceYen: DecimalString,
  shares: number,
): DecimalString {
  return grossPnl(direction, openNotional, notionalOf(markPriceYen, shares));
}

/**
 * What the position is worth to the customer at a price: its margin plus the profit or less the
 * loss, never below zero (margin is isolated per position: a position can lose at most its margin).
 */
export function positionEquity(marginTotal: DecimalString, pnl: DecimalString): DecimalString {
  const equity = add(marginTotal, pnl);
  return isNegative(equity) ? ZERO : equity;
}

/** Equity as a percentage of the margin, two decimals (100 at the open, 0 when the margin is gone). */
export function marginLevelPercent(marginTotal: DecimalString, pnl: DecimalString): DecimalString {
  if (!isPositive(marginTotal)) return ZERO;
  return roundTo(divide(multiply(add(marginTotal, pnl), HUNDRED), marginTotal), 2, 'down');
}

/** True when the position has fallen to the maintenance level and must be closed. */
export function isBelowMaintenance(
  marginTotal: DecimalString,
  pnl: DecimalString,
  maintenanceLevelPercent: DecimalString,
): boolean {
  // equity ≤ level% × margin, without dividing: 100 × (margin + pnl) ≤ level × margin
  return (
    compare(
      multiply(add(marginTotal, pnl), HUNDRED),
      multiply(maintenanceLevelPercent, marginTotal),
    ) <= 0
  );
}

export type CloseSettlement = {
  /** Taken from the position's margin, in this order: the tax, the fee, the loss. */
  stampDutyCharged: DecimalString;
  sellFeeCharged: DecimalString;
  lossCharged: DecimalString;
  /** Paid by the house into the available balance. */
  profitPaid: DecimalString;
  /** What is left of the margin, back to the available balance. */
  marginReturned: DecimalString;
  /**
   * What the margin could not cover after a price gap: the house pays the stamp duty itself,
   * waives the rest of the fee and bears the rest of the loss. The customer never ends below zero.
   */
  stampDutyAbsorbed: DecimalString;
  sellFeeWaived: DecimalString;
  lossAbsorbed: DecimalString;
};

/**
 * How a close settles: everything is paid from the position's own margin (original plus added),
 * the profit comes from the house. Every amount is whole yen.
 */
export function closeSettlement(input: {
  marginTotal: DecimalString;
  pnl: DecimalString;
  sellFee: DecimalString;
  stampDuty: DecimalString;
}): CloseSettlement {
  let remaining = input.marginTotal;
  const take = (wanted: DecimalString): [DecimalString, DecimalString] => {
    const taken = compare(wanted, remaining) <= 0 ? wanted : remaining;
    remaining = subtract(remaining, taken);
    return [taken, subtract(wanted, taken)];
  };
  const [stampDutyCharged, stampDutyAbsorbed] = take(input.stampDuty);
  const [sellFeeCharged, sellFeeWaived] = take(input.sellFee);
  const loss = isNegative(input.pnl) ? negate(input.pnl) : ZERO;
  const [lossCharged, lossAbsorbed] = take(loss);
  return {
    stampDutyCharged,
    sellFeeCharged,
    lossCharged,
    profitPaid: isPositive(input.pnl) ? input.pnl : ZERO,
    marginReturned: remaining,
    stampDutyAbsorbed,
    sellFeeWaived,
    lossAbsorbed,
  };
}

export type BookLevelInput = { price: DecimalString; size: number };
export type BookFill = {
  price: DecimalString;
  shares: number;
  /** 0 is the best level. */
  bookLevel: number;
  /**
   * Shares beyond what the five shown levels hold: the house fills them at the worst shown price
   * (it is the counterparty), never at a better one.
   */
  beyondBook: boolean;
};

/**
 * A market order against the five-level book: it takes the best level first, then the next, and
 * the shares the shown levels do not hold at the worst shown price. `limitPrice` stops the walk at
 * a price (a marketable limit order); then null is answered unless every share fits within it.
 * Null also when that side of the book is empty (a stock locked at its price limit).
 */
export function walkBook(
  levels: readonly BookLevelInput[],
  shares: number,
  limit?: { direction: Direction; priceYen: DecimalString },
): { fills: BookFill[]; notional: DecimalString; averagePrice: DecimalString } | null {
  const within = (price: DecimalString) =>
    !limit ||
    (limit.direction === 'long'
      ? compare(price, limit.priceYen) <= 0
      : compare(price, limit.priceYen) >= 0);
  const fills: BookFill[] = [];
  let remaining = shares;
  for (const [index, level] of levels.entries()) {
    if (remaining === 0) break;
    if (!within(level.price)) break;
    const taken = Math.min(remaining, level.size);
    if (taken > 0)
      fills.push({ price: level.price, shares: taken, bookLevel: index, beyondBook: false });
    remaining -= taken;
  }
  if (remaining > 0) {
    if (limit || levels.length === 0) return null;
    const worst = levels[levels.length - 1]!;
    fills.push({
      price: worst.price,
      shares: remaining,
      bookLevel: levels.length - 1,
      beyondBook: true,
    });
  }
  const notional = sum(fills.map((fill) => notionalOf(fill.price, fill.shares)));
  return { fills, notional, averagePrice: averagePriceOf(notional, shares) };
}

/** The average price of a fill, to four decimals (what is shown as the buy or sell price). */
export function averagePriceOf(notional: DecimalString, shares: number): DecimalString {
  return roundTo(divide(notional, fromInteger(shares)), 4, 'half-up');
}
