import {
  marginLevelPercent,
  notionalOf,
  pnlAtPrice,
  type BusinessType,
  type PositionView,
  type TradingSettings,
} from '@kabuto/contract';
import { add, type DecimalString } from '@kabuto/money';
import type { MarketDataProvider } from '../../market-data/provider';
import type { ExchangeCalendar } from '../../platform/calendar';
import { marginAlerts, NO_MARGIN_ALERTS } from './margin-alerts';
import { positionOrderNo, type FillRow, type PositionRow } from './repo';
import { closableFrom } from './sessions';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function businessTypeOf(row: PositionRow): BusinessType {
  if (row.origin === 'ipo') return 'ipo';
  if (row.origin === 'block') return 'block';
  if (row.dayTrade) return 'day_trade';
  if (row.session === 'pre_market') return 'pre_market';
  if (row.session === 'after_market') return 'after_market';
  return 'regular';
}

/** The market price of a symbol now, or null when the provider has none. */
export function markPriceOf(market: MarketDataProvider, symbol: string): DecimalString | null {
  if (!market.instrument(symbol)) return null;
  return market.quote(symbol).last;
}

/**
 * A position as the customer sees it. For a position that holds shares, the market price now and
 * what follows from it (market value, unrealised profit, margin level, the margin warning) are
 * computed with the same shared formulas the ticket and the server's rules use.
 */
export function toPositionView(
  row: PositionRow,
  context: { market: MarketDataProvider; settings: TradingSettings; calendar: ExchangeCalendar },
): PositionView {
  const { market, settings, calendar } = context;
  const instrument = market.instrument(row.symbol);
  const holds = row.status === 'holding' || row.status === 'closing' || row.status === 'locked';
  const mark = holds ? markPriceOf(market, row.symbol) : null;
  const marginTotal = add(row.margin, row.addedMargin);
  const unrealized =
    mark !== null && row.openNotional !== null
      ? pnlAtPrice(row.direction, row.openNotional, mark, row.shares)
      : null;
  // Where the margin level meets the warning and the maintenance levels, on the symbol's grid.
  const alerts =
    holds && instrument
      ? marginAlerts(row, instrument.tickTable, settings, mark)
      : NO_MARGIN_ALERTS;
  const closable =
    holds && row.openedAt !== null && row.openTradingDay !== null
      ? closableFrom(calendar, settings, {
          openedAt: row.openedAt,
          openTradingDay: row.openTradingDay,
          dayTrade: row.dayTrade,
          origin: row.origin,
        })
      : null;
  return {
    id: row.id,
    orderNo: positionOrderNo(row.id),
    businessType: businessTypeOf(row),
    symbol: row.symbol,
    names: instrument?.names ?? { ja: row.symbol, en: row.symbol, 'zh-TW': row.symbol },
    direction: row.direction,
    orderType: row.orderType,
    session: row.session,
    dayTrade: row.dayTrade,
    status: row.status,
    lots: row.lots,
    shares: row.shares,
    leverage: row.leverage,
    limitPrice: row.limitPrice,
    orderedAt: row.orderedAt.toISOString(),
    heldAmount: row.heldAmount,
    openedAt: iso(row.openedAt),
    openPrice: row.openPrice,
    openNotional: row.openNotional,
    margin: row.margin,
    addedMargin: row.addedMargin,
    buyFee: row.buyFee,
    serviceFee: row.serviceFee,
    closeOrderType: row.closeOrderType,
    closeLimitPrice: row.closeLimitPrice,
    closeRequestedAt: iso(row.closeRequestedAt),
    closedAt: iso(row.closedAt),
    closePrice: row.closePrice,
    closeNotional: row.closeNotional,
    sellFee: row.sellFee,
    stampDuty: row.stampDuty,
    realizedPnl: row.realizedPnl,
    netPnl: row.netPnl,
    lossAbsorbed: row.lossAbsorbed,
    closeReason: row.closeReason,
    cancelReason: row.cancelReason,
    lockReason: row.status === 'locked' ? row.lockReason : null,
    markPrice: mark,
    marketValue: mark === null ? null : notionalOf(mark, row.shares),
    unrealizedPnl: unrealized,
    marginLevelPercent: unrealized === null ? null : marginLevelPercent(marginTotal, unrealized),
    warningPrice: alerts.warningPrice,
    forcedClosePrice: alerts.forcedClosePrice,
    marginWarning: alerts.marginWarning,
    closableFrom: iso(closable),
    expiresAt: iso(row.status === 'closing' ? row.closeExpiresAt : row.expiresAt),
    dayTradeCloseAt: holds ? iso(row.dayTradeCloseAt) : null,
    simulated: market.source.simulated,
  };
}

export function toFillView(fill: FillRow) {
  return {
    leg: fill.leg,
    price: fill.price,
    shares: fill.shares,
    bookLevel: fill.bookLevel,
    beyondBook: fill.beyondBook,
    basis: fill.basis,
    quoteTime: fill.quoteTime.toISOString(),
    quoteSeq: fill.quoteSeq,
    quotePrice: fill.quotePrice,
    at: fill.createdAt.toISOString(),
  };
}
