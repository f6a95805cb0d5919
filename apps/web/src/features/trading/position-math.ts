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
import { add, compare, subtract, sum, type DecimalString } from '@kabuto/money';
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

/**
 * Whether a price has come to `threshold` on the side of the position's loss: at or below it for
 * a long (which loses as the price falls), at or above it for a short.
 */
export function priceHasReached(
  position: Pick<PositionView, 'direction'>,
  price: DecimalString,
  threshold: DecimalString,
): boolean {
  const side = compare(price, threshold);
  return position.direction === 'long' ? side <= 0 : side >= 0;
}

/**
 * Whether the margin warning applies now: at the live price, once the price has reached the
 * server's `warningPrice` (rounded by the server to warn a tick early, so it covers every price at
 * which the margin level is at or below the warning level); without a live price, the server's
 * `marginWarning` of its last answer. The warning price moves only with the margin (added margin,
 * a new warning level), which the server answers again; the price moves the warning at once.
 */
export function marginWarningNow(position: PositionView, live: LiveFigures | null): boolean {
  if (!holdsShares(position)) return false;
  if (live === null || position.warningPrice === null) return position.marginWarning;
  return priceHasReached(position, live.markPrice, position.warningPrice);
}

export type LiveTotals = {
  unrealizedPnl: DecimalString;
  marketValue: DecimalString;
  /** Open positions the margin warning concerns at the live prices. */
  marginWarningCount: number;
};

/** The open positions' unrealised P/L and market value at live prices (the summary, kept live). */
export function liveTotals(
  positions: readonly PositionView[],
  priceOf: (symbol: string) => DecimalString | undefined,
): LiveTotals {
  const valued = positions.map((position) => ({
    position,
    live: liveFigures(position, priceOf(position.symbol)),
  }));
  const figures = valued
    .map((each) => each.live)
    .filter((each): each is LiveFigures => each !== null);
  return {
    unrealizedPnl: sum(figures.map((each) => each.pnl)),
    marketValue: sum(figures.map((each) => each.marketValue)),
    marginWarningCount: valued.filter((each) => marginWarningNow(each.position, each.live)).length,
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

export type PriceLineKind = 'entry' | 'warning' | 'forcedClose';
export type PriceLine = { kind: PriceLineKind; price: DecimalString };

/**
 * The prices a held position's chart marks, from the server's answer: its entry price, where the
 * margin warning starts and where the position is closed by forced liquidation (those it has).
 */
export function priceLinesOf(position: PositionView): PriceLine[] {
  if (!holdsShares(position)) return [];
  const lines: [PriceLineKind, DecimalString | null][] = [
    ['entry', position.openPrice],
    ['warning', position.warningPrice],
    ['forcedClose', position.forcedClosePrice],
  ];
  return lines.flatMap(([kind, price]) => (price === null ? [] : [{ kind, price }]));
}
