import type { z } from 'zod';
import {
  notionalOf,
  pnlAtPrice,
  positionEquity,
  type positionsSummary,
  type TradingSettings,
} from '@kabuto/contract';
import { add, subtract, sum, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { jsonColumn, preparedRows } from '../../db/raw-rows';
import { OPEN_POSITION_STATUSES } from '../../db/schema-trading';
import type { MarketDataProvider } from '../../market-data/provider';
import { marginAlerts } from './margin-alerts';
import type { PositionRow } from './repo';
import { readTradingSettings } from './settings';
import { markPriceOf } from './views';

/** What valuing an open position needs of its row, and nothing more. */
export type OpenPositionFigures = Pick<
  PositionRow,
  | 'status'
  | 'symbol'
  | 'direction'
  | 'shares'
  | 'openNotional'
  | 'margin'
  | 'addedMargin'
  | 'heldAmount'
  | 'buyFee'
  | 'serviceFee'
>;

export type Valuation = {
  summary: {
    openCount: number;
    pendingCount: number;
    marginTotal: DecimalString;
    heldTotal: DecimalString;
    marketValue: DecimalString;
    unrealizedPnl: DecimalString;
    realizedPnlNet: DecimalString;
  };
  /** Buy and service fees already paid on the open positions (the net result counts them). */
  openCostsPaid: DecimalString;
  /** What the open positions add to total assets at market: equity − margin, per position ≥ −margin. */
  equityAdjustment: DecimalString;
};

const HOLDS: ReadonlySet<string> = new Set(['holding', 'closing', 'locked']);

/**
 * Open positions valued at the market now, with the totals Mine shows: the same shared formulas as
 * a position's own view (views.ts), for the figures only.
 */
export function valueFigures(
  market: MarketDataProvider,
  rows: readonly OpenPositionFigures[],
  realizedPnlNet: DecimalString,
): Valuation {
  const holding: { row: OpenPositionFigures; mark: DecimalString; pnl: DecimalString }[] = [];
  for (const row of rows) {
    if (!HOLDS.has(row.status) || row.openNotional === null) continue;
    const mark = markPriceOf(market, row.symbol);
    if (mark === null) continue;
    holding.push({ row, mark, pnl: pnlAtPrice(row.direction, row.openNotional, mark, row.shares) });
  }
  const margins = holding.map(({ row }) => add(row.margin, row.addedMargin));
  return {
    summary: {
      openCount: holding.length,
      pendingCount: rows.filter((row) => row.status === 'pending').length,
      marginTotal: sum(margins),
      heldTotal: sum(rows.map((row) => row.heldAmount)),
      marketValue: sum(holding.map(({ row, mark }) => notionalOf(mark, row.shares))),
      unrealizedPnl: sum(holding.map(({ pnl }) => pnl)),
      realizedPnlNet,
    },
    openCostsPaid: sum(holding.map(({ row }) => add(row.buyFee, row.serviceFee))),
    equityAdjustment: sum(
      holding.map(({ pnl }, index) =>
        subtract(positionEquity(margins[index]!, pnl), margins[index]!),
      ),
    ),
  };
}

/**
 * The columns of a customer's open positions that valuing them needs, as a JSON array of arrays
 * (numerics as text, so no digit is lost), and the sum of the closed ones' net results: one
 * subquery each, for a statement that reads them together with other things (see auth's
 * member-centre read).
 */
export const OPEN_POSITION_FIGURES_SQL = `(SELECT coalesce(json_agg(json_build_array(
      p.status, p.symbol, p.direction, p.shares, p.open_notional::text, p.margin::text,
      p.added_margin::text, p.held_amount::text, p.buy_fee::text, p.service_fee::text) ORDER BY p.id), '[]')
    FROM positions p WHERE p.customer_id = $1 AND p.status IN (${OPEN_POSITION_STATUSES.map((s) => `'${s}'`).join(', ')}))`;
export const REALIZED_NET_SQL = `(SELECT coalesce(sum(p.net_pnl), 0)::text
    FROM positions p WHERE p.customer_id = $1 AND p.status = 'closed')`;

type FiguresTuple = [string, string, string, number, string | null, ...string[]];

/** The rows of OPEN_POSITION_FIGURES_SQL's answer (a JSON text on one driver, parsed on the other). */
export function openPositionFiguresFrom(value: unknown): OpenPositionFigures[] {
  const tuples = jsonColumn<FiguresTuple[]>(value);
  return tuples.map(([status, symbol, direction, shares, openNotional, ...rest]) => ({
    status: status as PositionRow['status'],
    symbol,
    direction: direction as PositionRow['direction'],
    shares: Number(shares),
    openNotional: openNotional === null ? null : decimalFromSql(openNotional),
    margin: decimalFromSql(rest[0]!),
    addedMargin: decimalFromSql(rest[1]!),
    heldAmount: decimalFromSql(rest[2]!),
    buyFee: decimalFromSql(rest[3]!),
    serviceFee: decimalFromSql(rest[4]!),
  }));
}

const VALUATION_STATEMENT = 'kabuto_trading_open_figures_v1';
const VALUATION_SQL = `SELECT ${OPEN_POSITION_FIGURES_SQL} AS open_positions, ${REALIZED_NET_SQL} AS realized`;

async function readOpenFigures(db: Queryable, customerId: number) {
  const [row] = await preparedRows<{ open_positions: unknown; realized: string }>(
    db,
    VALUATION_STATEMENT,
    VALUATION_SQL,
    [customerId],
  );
  return {
    rows: openPositionFiguresFrom(row!.open_positions),
    realizedPnlNet: decimalFromSql(row!.realized),
  };
}

/** Every open position of a customer valued at the market now, with the totals Mine shows. */
export async function valueOpenPositions(
  deps: { market: MarketDataProvider; db: Queryable },
  customerId: number,
): Promise<Valuation> {
  const figures = await readOpenFigures(deps.db, customerId);
  return valueFigures(deps.market, figures.rows, figures.realizedPnlNet);
}

/** The held positions whose margin level has reached the warning level at the market now. */
export function countMarginWarnings(
  market: MarketDataProvider,
  rows: readonly OpenPositionFigures[],
  levels: Pick<TradingSettings, 'warningLevelPercent' | 'maintenanceLevelPercent'>,
): number {
  return rows.filter((row) => {
    const instrument = market.instrument(row.symbol);
    if (!HOLDS.has(row.status) || !instrument) return false;
    const mark = markPriceOf(market, row.symbol);
    return marginAlerts(row, instrument.tickTable, levels, mark).marginWarning;
  }).length;
}

/** The Trade tab's summary: the totals at market and how many positions the margin warning concerns. */
export async function tradeSummary(
  deps: { market: MarketDataProvider; db: Queryable },
  customerId: number,
): Promise<z.infer<typeof positionsSummary>> {
  const [figures, settings] = await Promise.all([
    readOpenFigures(deps.db, customerId),
    readTradingSettings(deps.db),
  ]);
  return {
    ...valueFigures(deps.market, figures.rows, figures.realizedPnlNet).summary,
    marginWarningCount: countMarginWarnings(deps.market, figures.rows, settings),
  };
}
