import {
  notionalOf,
  openingCosts,
  priceField,
  walkBook,
  type Direction,
  type OpeningCosts,
  type OrderTypeKey,
  type TicketResponse,
  type TradingSessionKey,
} from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  divide,
  fromInteger,
  isNegative,
  isZero,
  multiply,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';

/** What the customer has chosen on the ticket. `limitPrice` is the text as typed. */
export type TicketChoice = {
  direction: Direction;
  orderType: OrderTypeKey;
  session: TradingSessionKey;
  lots: number;
  leverage: number;
  limitPrice: string;
};

/** Where the estimated price comes from, so the screen can say it. */
export type PriceBasis = 'book' | 'limit' | 'opening' | 'closing';

export type TicketEstimate = {
  shares: number;
  basis: PriceBasis;
  /** The price the estimate uses (the book walk's average for a market order). */
  price: DecimalString;
  /** Every cost, from the contract's own formulas: what the server charges at this price. */
  costs: OpeningCosts;
  /**
   * What leaves the available balance now: the costs of a fill at once, or the funds held while
   * the order waits (a limit at its limit, a pre-market order at the day's limit up).
   */
  required: DecimalString;
  availableAfter: DecimalString;
  enough: boolean;
};

export type LimitPriceProblem = 'missing' | 'format' | 'off_tick' | 'outside_limits';

/**
 * A typed limit price checked as the server will: format, the day's limits, the tick grid. The
 * ticket knows the tick at the current price only (a band's tick can differ), so `off_tick` is a
 * warning the server may overrule; the others stop the estimate.
 */
export function limitPriceProblem(
  text: string,
  ticket: Pick<TicketResponse, 'tickSize' | 'quote'>,
): LimitPriceProblem | null {
  if (text.trim() === '') return 'missing';
  const parsed = priceField.safeParse(text);
  if (!parsed.success) return 'format';
  const price = parsed.data;
  if (compare(price, ticket.quote.limitDown) < 0 || compare(price, ticket.quote.limitUp) > 0) {
    return 'outside_limits';
  }
  const steps = divide(price, ticket.tickSize);
  if (compare(roundTo(steps, 0, 'down'), steps) !== 0) return 'off_tick';
  return null;
}

/** Whether a limit price can be costed (an off-tick price still can: the server has the last word). */
export function isCostable(problem: LimitPriceProblem | null): boolean {
  return problem === null || problem === 'off_tick';
}

/** The typed limit price, parsed by the contract's own field, when it can be costed; else null. */
export function costableLimitPrice(
  text: string,
  ticket: Pick<TicketResponse, 'tickSize' | 'quote'>,
): DecimalString | null {
  if (!isCostable(limitPriceProblem(text, ticket))) return null;
  const parsed = priceField.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** The side of the book a new position trades with: a long buys the asks, a short sells the bids. */
function openingSide(ticket: TicketResponse, direction: Direction) {
  return direction === 'long' ? ticket.book.asks : ticket.book.bids;
}

function estimatedPrice(
  ticket: TicketResponse,
  choice: TicketChoice,
  shares: number,
): { price: DecimalString; notional: DecimalString; basis: PriceBasis } | null {
  if (choice.session === 'pre_market') {
    // Executed at the day's opening price, unknown until the open: the last price stands in.
    return {
      price: ticket.quote.price,
      notional: notionalOf(ticket.quote.price, shares),
      basis: 'opening',
    };
  }
  if (choice.session === 'after_market') {
    return {
      price: ticket.quote.price,
      notional: notionalOf(ticket.quote.price, shares),
      basis: 'closing',
    };
  }
  if (choice.orderType === 'limit') {
    const price = costableLimitPrice(choice.limitPrice, ticket);
    if (price === null) return null;
    return { price, notional: notionalOf(price, shares), basis: 'limit' };
  }
  const walk = walkBook(openingSide(ticket, choice.direction), shares);
  if (!walk) return null;
  return { price: walk.averagePrice, notional: walk.notional, basis: 'book' };
}

/**
 * The ticket's costs before the customer confirms (integrity rule 8), with the contract's
 * `openingCosts`: a market order walks the ticket's book, a limit order is costed at its limit, the
 * pre- and after-market sessions at the last price. Null when there is nothing to cost yet (no
 * valid limit price) or the book has no side to trade with.
 */
export function estimateTicket(
  ticket: TicketResponse,
  choice: TicketChoice,
): TicketEstimate | null {
  const shares = choice.lots * ticket.lotShares;
  if (shares <= 0) return null;
  const estimate = estimatedPrice(ticket, choice, shares);
  if (!estimate) return null;
  const rates = ticket.rates;
  const costs = openingCosts({ notional: estimate.notional, leverage: choice.leverage, rates });
  const required =
    choice.session === 'pre_market'
      ? openingCosts({
          notional: notionalOf(ticket.quote.limitUp, shares),
          leverage: choice.leverage,
          rates,
        }).total
      : costs.total;
  const availableAfter = subtract(ticket.availableFunds, required);
  return {
    shares,
    basis: estimate.basis,
    price: estimate.price,
    costs,
    required,
    availableAfter,
    enough: !isNegative(availableAfter),
  };
}

/** A short needs borrowed shares: the lending pool must hold them all. */
export function exceedsLending(ticket: TicketResponse, choice: TicketChoice): boolean {
  return (
    choice.direction === 'short' && choice.lots * ticket.lotShares > ticket.lendingAvailableShares
  );
}

/** Lots the customer could afford at this leverage, at most the ticket's maximum (a hint only). */
export function affordableLots(ticket: TicketResponse, leverage: number): number {
  const perLot = openingCosts({
    notional: notionalOf(ticket.quote.price, ticket.lotShares),
    leverage,
    rates: ticket.rates,
  }).total;
  if (isZero(perLot)) return ticket.maxLotsPerOrder;
  const lots = roundTo(divide(ticket.availableFunds, perLot), 0, 'down');
  const capped =
    compare(lots, fromInteger(ticket.maxLotsPerOrder)) > 0 ? ticket.maxLotsPerOrder : Number(lots);
  return Math.max(0, capped);
}

const HUNDRED = canonicalDecimal('100');

/** A rate as a percentage: "0.001425" → "0.1425". */
export function ratePercent(rate: DecimalString): DecimalString {
  return multiply(rate, HUNDRED);
}
