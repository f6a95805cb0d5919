import {
  closeSettlement,
  closingCharges,
  grossPnl,
  marginLevelPercent,
  notionalOf,
  pnlAtPrice,
  walkBook,
  type OrderTypeKey,
  type PositionView,
  type TicketResponse,
} from '@kabuto/contract';
import { add, subtract, sum, type DecimalString } from '@kabuto/money';
import { costableLimitPrice } from './ticket-estimate';

/** A position holds shares (and so has a live value) while it is holding, closing or locked. */
export function holdsShares(position: Pick<PositionView, 'status'>): boolean {
  return (
    position.status === 'holding' || position.status === 'closing' || position.status === 'locked'
  );
}

/**
 * When a position cannot be closed yet, the instant it can be (the server's `closableFrom`),
 * compared with the server's clock (a quote's market time), never the device's; else null.
 */
export function closableLater(
  position: Pick<PositionView, 'closableFrom'>,
  marketTime: string,
): string | null {
  const from = position.closableFrom;
  return from !== null && Date.parse(from) > Date.parse(marketTime) ? from : null;
}

export type LiveFigures = {
  markPrice: DecimalString;
  marketValue: DecimalString;
  /** Unrealised profit (positive) or loss (negative), before the sale's charges. */
  pnl: DecimalString;
  marginLevelPercent: DecimalString;
};

/** A position with its figures at the live price (null while it holds no shares or no price came). */
export type PositionAtMarket = { position: PositionView; live: LiveFigures | null };

/**
 * A held position valued at the live price, with the contract's formulas (the server's own):
 * the live quote when one has arrived, else the server's mark from its last answer.
 */
export function liveFigures(
  position: PositionView,
  livePrice: DecimalString | undefined,
): LiveFigures | null {
  if (!holdsShares(position) || position.openNotional === null) return null;
  const markPrice = livePrice ?? position.markPrice;
  if (markPrice === null) return null;
  const pnl = pnlAtPrice(position.direction, position.openNotional, markPrice, position.shares);
  return {
    markPrice,
    marketValue: notionalOf(markPrice, position.shares),
    pnl,
    marginLevelPercent: marginLevelPercent(add(position.margin, position.addedMargin), pnl),
  };
}

export type LiveTotals = { unrealizedPnl: DecimalString; marketValue: DecimalString };

/** The open positions' unrealised P/L and market value at live prices (the summary, kept live). */
export function liveTotals(
  positions: readonly PositionView[],
  priceOf: (symbol: string) => DecimalString | undefined,
): LiveTotals {
  const figures = positions
    .map((position) => liveFigures(position, priceOf(position.symbol)))
    .filter((each): each is LiveFigures => each !== null);
  return {
    unrealizedPnl: sum(figures.map((each) => each.pnl)),
    marketValue: sum(figures.map((each) => each.marketValue)),
  };
}

/** The margin level after adding `amount` yen, at the same price. */
export function marginLevelAfterAdding(
  position: PositionView,
  pnl: DecimalString,
  amount: DecimalString,
): DecimalString {
  return marginLevelPercent(add(add(position.margin, position.addedMargin), amount), pnl);
}

export type CloseEstimate = {
  price: DecimalString;
  notional: DecimalString;
  pnl: DecimalString;
  sellFee: DecimalString;
  stampDuty: DecimalString;
  /** What comes back to the available balance: the rest of the margin and any profit. */
  returned: DecimalString;
  /** Net of every cost of the position, buy fee and service fee included. */
  netPnl: DecimalString;
};

/**
 * The sale's charges before the customer confirms, with the contract's `closingCharges` and
 * `closeSettlement`: a market close walks the book (a long sells into the bids, a short buys the
 * asks), a limit close is costed at its limit. Null without a valid price or a side to trade with.
 */
export function estimateClose(
  position: PositionView,
  ticket: TicketResponse,
  orderType: OrderTypeKey,
  limitPrice: string,
): CloseEstimate | null {
  if (position.openNotional === null) return null;
  let notional: DecimalString;
  let price: DecimalString;
  if (orderType === 'limit') {
    const parsed = costableLimitPrice(limitPrice, ticket);
    if (parsed === null) return null;
    price = parsed;
    notional = notionalOf(price, position.shares);
  } else {
    const side = position.direction === 'long' ? ticket.book.bids : ticket.book.asks;
    const walk = walkBook(side, position.shares);
    if (!walk) return null;
    price = walk.averagePrice;
    notional = walk.notional;
  }
  const pnl = grossPnl(position.direction, position.openNotional, notional);
  const { sellFee, stampDuty } = closingCharges({ notional, rates: ticket.rates });
  const settlement = closeSettlement({
    marginTotal: add(position.margin, position.addedMargin),
    pnl,
    sellFee,
    stampDuty,
  });
  const costs = add(add(position.buyFee, position.serviceFee), add(sellFee, stampDuty));
  return {
    price,
    notional,
    pnl,
    sellFee,
    stampDuty,
    returned: add(settlement.marginReturned, settlement.profitPaid),
    netPnl: subtract(add(pnl, settlement.lossAbsorbed), costs),
  };
}
