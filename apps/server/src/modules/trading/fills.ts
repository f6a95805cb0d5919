import { averagePriceOf, notionalOf, walkBook, type Direction } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { tradeFills } from '../../db/schema-trading';
import type { MarketDataProvider, Quote } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';

/**
 * Fill plans (docs/trading.md, "Execution"): at what prices, in what sizes and against which
 * quote an order fills, worked out before anything is written; and the fills' rows, recorded in
 * the caller's transaction with the position's new state.
 */

/** The quote a fill was made against (integrity rule 3). */
export type QuoteRef = { time: Date; seq: number; price: DecimalString };

export type PlannedFill = {
  price: DecimalString;
  shares: number;
  bookLevel: number | null;
  beyondBook: boolean;
  basis: 'book' | 'limit' | 'opening_price' | 'closing_price';
};

export type FillPlan = {
  fills: PlannedFill[];
  notional: DecimalString;
  averagePrice: DecimalString;
  quote: QuoteRef;
};

export function quoteRefOf(quote: Quote): QuoteRef {
  return { time: new Date(quote.time), seq: quote.seq, price: quote.last };
}

/**
 * Buying (opening a long, closing a short) takes the asks; selling (opening a short, closing a
 * long) takes the bids.
 */
export function tradeSide(direction: Direction, leg: 'open' | 'close'): 'buy' | 'sell' {
  return (direction === 'long') === (leg === 'open') ? 'buy' : 'sell';
}

/**
 * A fill against the five-level book at this instant. With `limitPrice`, only levels within the
 * limit count and null is answered unless every share fits (limit orders are all-or-none); without
 * it, shares beyond the shown levels fill at the worst shown price, and an empty side is refused.
 */
export function planBookFill(
  market: MarketDataProvider,
  symbol: string,
  side: 'buy' | 'sell',
  shares: number,
  limitPrice?: DecimalString,
): FillPlan | null {
  const book = market.orderBook(symbol);
  const quote = market.quote(symbol);
  const levels = (side === 'buy' ? book.asks : book.bids).map((level) => ({
    price: level.price,
    size: level.sizeShares,
  }));
  const walked = walkBook(
    levels,
    shares,
    limitPrice === undefined
      ? undefined
      : { direction: side === 'buy' ? 'long' : 'short', priceYen: limitPrice },
  );
  if (!walked) {
    if (limitPrice !== undefined) return null;
    throw new AppError('insufficient_liquidity');
  }
  return {
    fills: walked.fills.map((fill) => ({ ...fill, basis: 'book' })),
    notional: walked.notional,
    averagePrice: walked.averagePrice,
    quote: quoteRefOf(quote),
  };
}

/** One fill of every share at one price: a resting limit, the opening or the closing price. */
export function planPriceFill(
  price: DecimalString,
  shares: number,
  basis: 'limit' | 'opening_price' | 'closing_price',
  quote: QuoteRef,
): FillPlan {
  const notional = notionalOf(price, shares);
  return {
    fills: [{ price, shares, bookLevel: null, beyondBook: false, basis }],
    notional,
    averagePrice: averagePriceOf(notional, shares),
    quote,
  };
}

/** The fills of one leg, each with the quote it was made against. */
export async function recordFills(
  tx: Transaction,
  positionId: number,
  leg: 'open' | 'close',
  plan: FillPlan,
  at: Date,
) {
  await tx.insert(tradeFills).values(
    plan.fills.map((fill) => ({
      positionId,
      leg,
      price: fill.price,
      shares: fill.shares,
      bookLevel: fill.bookLevel,
      beyondBook: fill.beyondBook,
      basis: fill.basis,
      quoteTime: plan.quote.time,
      quoteSeq: plan.quote.seq,
      quotePrice: plan.quote.price,
      createdAt: at,
    })),
  );
}
