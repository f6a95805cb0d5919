import { eq } from 'drizzle-orm';
import {
  closeSettlement,
  closingCharges,
  grossPnl,
  isBelowMaintenance,
  notionalOf,
  openingCosts,
  averagePriceOf,
  pnlAtPrice,
  walkBook,
  type CloseReason,
  type Direction,
  type TradeEntryType,
  type TradeRates,
} from '@kabuto/contract';
import { add, isPositive, negate, roundTo, subtract, sum, type DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { positions, tradeFills } from '../../db/schema-trading';
import {
  customerAccount,
  houseAccountFor,
  moveCustomerFunds,
  postEntry,
  type EntryMeta,
} from '../../ledger';
import type { MarketDataProvider, Quote } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import { positionOrderNo, type PositionRow } from './repo';

/**
 * Fills and the money they move (docs/trading.md, "Execution" and "Money"). Every function here
 * runs inside the caller's transaction, after the caller has locked (or just inserted) the
 * position row, so the fill, the position's new state and its journal entries commit together.
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

async function recordFills(
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

/** Entry types: the customer's (TRADE_ENTRY_TYPES), or the house's own when the margin fell short. */
function entryMeta(
  position: PositionRow,
  step: string,
  type: TradeEntryType | 'stamp_duty_absorbed',
  reason: string,
  at: Date,
): EntryMeta {
  return {
    type,
    reason,
    reference: { type: 'position', id: position.id },
    idempotencyKey: `position:${position.id}:${step}`,
    at,
  };
}

function describe(position: PositionRow): string {
  return `${positionOrderNo(position.id)} (${position.symbol} ${position.direction}, ${position.lots} lot(s), ${position.leverage}x)`;
}

/** A house charge from one of the customer's accounts: a fee, the stamp duty, a loss. */
function charge(
  tx: Transaction,
  position: PositionRow,
  meta: EntryMeta,
  from: 'available' | 'held' | 'margin',
  to: 'fee_revenue' | 'stamp_duty_payable' | 'trading_counterparty',
  amount: DecimalString,
) {
  return postEntry(tx, {
    ...meta,
    postings: [
      { account: customerAccount(position.customerId, 'JPY', from), amount: negate(amount) },
      { account: houseAccountFor(to, 'JPY', position.customerId), amount },
    ],
  });
}

/**
 * Sets money aside for a pending order (available → held): the whole cost at the price it can
 * fill at, so the fill can never find the money gone. The guarded debit refuses it when the
 * available balance is short.
 */
export async function holdForOrder(
  tx: Transaction,
  position: PositionRow,
  amount: DecimalString,
  at: Date,
) {
  await moveCustomerFunds(tx, {
    ...entryMeta(
      position,
      'hold',
      'trade_hold',
      `Funds held for pending order ${describe(position)}`,
      at,
    ),
    customerId: position.customerId,
    currency: 'JPY',
    amount,
    from: 'available',
    to: 'held',
  });
}

/** Gives a pending order's held money back (cancelled, lapsed, or left over after the fill). */
async function releaseHeld(
  tx: Transaction,
  position: PositionRow,
  step: string,
  amount: DecimalString,
  reason: string,
  at: Date,
) {
  if (!isPositive(amount)) return;
  await moveCustomerFunds(tx, {
    ...entryMeta(position, step, 'trade_release', reason, at),
    customerId: position.customerId,
    currency: 'JPY',
    amount,
    from: 'held',
    to: 'available',
  });
}

/**
 * The open order fills: margin moves to the margin account and the buy and service fees to the
 * house, from the held money of a pending order or straight from the available balance; what a
 * pending order held beyond its cost goes back. Then the row becomes a holding position.
 */
export async function applyOpenFill(
  tx: Transaction,
  position: PositionRow,
  plan: FillPlan,
  context: { at: Date; tradingDay: string; dayTradeCloseAt: Date | null },
): Promise<PositionRow> {
  const { at } = context;
  const costs = openingCosts({
    notional: plan.notional,
    leverage: position.leverage,
    rates: position.openRates as TradeRates,
  });
  const from = isPositive(position.heldAmount) ? 'held' : 'available';
  const customerId = position.customerId;
  await moveCustomerFunds(tx, {
    ...entryMeta(position, 'open:margin', 'trade_margin', `Margin for ${describe(position)}`, at),
    customerId,
    currency: 'JPY',
    amount: costs.margin,
    from,
    to: 'margin',
  });
  if (from === 'held') {
    // Never negative: a pending order holds its cost at the worst price it can fill at.
    const leftOver = subtract(position.heldAmount, costs.total);
    await releaseHeld(
      tx,
      position,
      'open:release',
      leftOver,
      `Held funds not needed by ${describe(position)}`,
      at,
    );
  }
  await recordFills(tx, position.id, 'open', plan, at);
  const [row] = await tx
    .update(positions)
    .set({
      status: 'holding',
      heldAmount: '0',
      openedAt: at,
      openPrice: plan.averagePrice,
      openNotional: plan.notional,
      openTradingDay: context.tradingDay,
      margin: costs.margin,
      buyFee: costs.buyFee,
      serviceFee: costs.serviceFee,
      dayTradeCloseAt: context.dayTradeCloseAt,
      expiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  // The house's fee account last: every order takes its row lock, so it is held only for the
  // rest of the transaction, not while the customer's own rows are written.
  await charge(
    tx,
    position,
    entryMeta(position, 'open:buy_fee', 'trade_buy_fee', `Buy fee for ${describe(position)}`, at),
    from,
    'fee_revenue',
    costs.buyFee,
  );
  if (isPositive(costs.serviceFee)) {
    await charge(
      tx,
      position,
      entryMeta(
        position,
        'open:service_fee',
        'trade_service_fee',
        `Service fee for ${describe(position)}`,
        at,
      ),
      from,
      'fee_revenue',
      costs.serviceFee,
    );
  }
  return row!;
}

/** A pending order ends without a fill: its held money goes back. */
export async function applyCancel(
  tx: Transaction,
  position: PositionRow,
  reason: 'customer' | 'expired',
  at: Date,
): Promise<PositionRow> {
  await releaseHeld(
    tx,
    position,
    'cancel:release',
    position.heldAmount,
    reason === 'expired'
      ? `Order ${describe(position)} lapsed at the session's end`
      : `Order ${describe(position)} cancelled`,
    at,
  );
  const [row] = await tx
    .update(positions)
    .set({
      status: 'cancelled',
      heldAmount: '0',
      cancelledAt: at,
      cancelReason: reason,
      expiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  return row!;
}

const PNL_ENTRY_TYPES: Record<CloseReason, { loss: TradeEntryType; profit: TradeEntryType }> = {
  customer: { loss: 'trade_loss', profit: 'trade_profit' },
  maintenance: { loss: 'forced_close_loss', profit: 'forced_close_profit' },
  day_trade_end: { loss: 'day_trade_close_loss', profit: 'day_trade_close_profit' },
};

const CLOSE_WHY: Record<CloseReason, string> = {
  customer: 'sold by the customer',
  maintenance: 'closed automatically: the margin level fell to the maintenance level',
  day_trade_end: 'day trade closed automatically at the session end',
};

/**
 * The position is sold: the sale's stamp duty, its fee and any loss are paid from the position's
 * own margin (original plus added), in that order; a profit is paid by the house; what is left
 * of the margin goes back to the available balance. Whatever the margin cannot cover after a price
 * gap is the house's (docs/trading.md): the customer never ends below zero.
 */
export async function applyCloseFill(
  tx: Transaction,
  position: PositionRow,
  plan: FillPlan,
  context: { at: Date; reason: CloseReason; rates: TradeRates },
): Promise<PositionRow> {
  const { at, reason } = context;
  const marginTotal = add(position.margin, position.addedMargin);
  const rawPnl = grossPnl(position.direction, position.openNotional!, plan.notional);
  // Whole yen already (¥0.1 ticks × multiples of 100 shares); rounded explicitly all the same:
  // a profit paid never rounds up, a loss charged never rounds down.
  const pnl = isPositive(rawPnl) ? roundTo(rawPnl, 0, 'down') : roundTo(rawPnl, 0, 'up');
  const charges = closingCharges({ notional: plan.notional, rates: context.rates });
  const settled = closeSettlement({
    marginTotal,
    pnl,
    sellFee: charges.sellFee,
    stampDuty: charges.stampDuty,
  });
  const why = `${describe(position)} ${CLOSE_WHY[reason]}`;
  const pnlTypes = PNL_ENTRY_TYPES[reason];
  if (isPositive(settled.stampDutyCharged)) {
    await charge(
      tx,
      position,
      entryMeta(
        position,
        'close:stamp_duty',
        'trade_stamp_duty',
        `Stamp duty on the sale of ${why}`,
        at,
      ),
      'margin',
      'stamp_duty_payable',
      settled.stampDutyCharged,
    );
  }
  if (isPositive(settled.sellFeeCharged)) {
    await charge(
      tx,
      position,
      entryMeta(position, 'close:sell_fee', 'trade_sell_fee', `Sell fee for ${why}`, at),
      'margin',
      'fee_revenue',
      settled.sellFeeCharged,
    );
  }
  if (isPositive(settled.lossCharged)) {
    await charge(
      tx,
      position,
      entryMeta(position, 'close:loss', pnlTypes.loss, `Loss on ${why}`, at),
      'margin',
      'trading_counterparty',
      settled.lossCharged,
    );
  }
  if (isPositive(settled.profitPaid)) {
    await postEntry(tx, {
      ...entryMeta(position, 'close:profit', pnlTypes.profit, `Profit on ${why}`, at),
      postings: [
        {
          account: houseAccountFor('trading_counterparty', 'JPY', position.customerId),
          amount: negate(settled.profitPaid),
        },
        {
          account: customerAccount(position.customerId, 'JPY', 'available'),
          amount: settled.profitPaid,
        },
      ],
    });
  }
  if (isPositive(settled.marginReturned)) {
    await moveCustomerFunds(tx, {
      ...entryMeta(
        position,
        'close:margin_release',
        'trade_margin_release',
        `Margin returned from ${why}`,
        at,
      ),
      customerId: position.customerId,
      currency: 'JPY',
      amount: settled.marginReturned,
      from: 'margin',
      to: 'available',
    });
  }
  if (isPositive(settled.stampDutyAbsorbed)) {
    // The tax is owed whoever could pay it: the house pays what the margin could not.
    await postEntry(tx, {
      ...entryMeta(
        position,
        'close:stamp_duty_absorbed',
        'stamp_duty_absorbed',
        `Stamp duty on ${why} paid by the house`,
        at,
      ),
      postings: [
        {
          account: houseAccountFor('trading_counterparty', 'JPY', position.customerId),
          amount: negate(settled.stampDutyAbsorbed),
        },
        {
          account: houseAccountFor('stamp_duty_payable', 'JPY', position.customerId),
          amount: settled.stampDutyAbsorbed,
        },
      ],
    });
  }
  await recordFills(tx, position.id, 'close', plan, at);
  const costs = sum([
    position.buyFee,
    position.serviceFee,
    settled.sellFeeCharged,
    settled.stampDutyCharged,
  ]);
  const [row] = await tx
    .update(positions)
    .set({
      status: 'closed',
      closedAt: at,
      closePrice: plan.averagePrice,
      closeNotional: plan.notional,
      sellFee: settled.sellFeeCharged,
      stampDuty: settled.stampDutyCharged,
      realizedPnl: pnl,
      // What the customer is better or worse off by, every cost included (a loss the house bore
      // is not the customer's).
      netPnl: subtract(add(pnl, settled.lossAbsorbed), costs),
      lossAbsorbed: settled.lossAbsorbed,
      closeReason: reason,
      closeExpiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  return row!;
}

/** The margin level check the matcher runs on every quote, for one position at one price. */
export function needsForcedClose(
  position: PositionRow,
  markPrice: DecimalString,
  maintenanceLevelPercent: DecimalString,
) {
  if (position.openNotional === null) return false;
  const pnl = pnlAtPrice(position.direction, position.openNotional, markPrice, position.shares);
  return isBelowMaintenance(
    add(position.margin, position.addedMargin),
    pnl,
    maintenanceLevelPercent,
  );
}
