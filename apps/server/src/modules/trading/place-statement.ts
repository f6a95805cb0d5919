import type { Database } from '../../db/client';
import { mapRawRow, preparedRows } from '../../db/raw-rows';
import { positions } from '../../db/schema-trading';
import {
  entriesForStatement,
  ledgerRefusalOf,
  raisedByStatement,
  type StepEntry,
} from '../../ledger';
import { AppError } from '../../platform/app-error';
import type { FillPlan } from './fills';
import type { PositionRow } from './repo';

/**
 * An order written in one statement (ADR 0019): the database function `trading_place_order`
 * (migration 0012) locks the customer's row, inserts the position in its final state, borrows the
 * shares of a short, records the fills and posts the journal entries, committed on its own: one
 * round trip instead of about ten, and no transaction left open while Node works. What it writes
 * is decided here, before, by the same rules and the same ledger checks as every other entry.
 */

/** A named prepared statement on PostgreSQL: parsed and planned once per connection. */
const PLACE_ORDER_STATEMENT = 'kabuto_trading_place_order_v1';
const PLACE_ORDER_SQL =
  'SELECT * FROM trading_place_order($1::jsonb, $2::bigint, $3::jsonb, $4::jsonb)';

/** The order number inside an entry's reason, filled in once the position has its id. */
export const ORDER_NO_PLACEHOLDER = '{order}';

/** The position row as inserted: every column the order sets, in the database's names. */
export type NewPositionRow = Pick<
  PositionRow,
  | 'customerId'
  | 'symbol'
  | 'direction'
  | 'orderType'
  | 'session'
  | 'dayTrade'
  | 'status'
  | 'lots'
  | 'shares'
  | 'leverage'
  | 'limitPrice'
  | 'clientKey'
  | 'requestHash'
  | 'openRates'
  | 'orderedAt'
  | 'tradingDay'
  | 'expiresAt'
  | 'heldAmount'
  | 'lendingShares'
  | 'openedAt'
  | 'openPrice'
  | 'openNotional'
  | 'openTradingDay'
  | 'margin'
  | 'buyFee'
  | 'serviceFee'
  | 'dayTradeCloseAt'
>;

export type PlacedOrder = {
  row: NewPositionRow;
  /** The default lending quota, for a short (the symbol's own quota comes first). */
  lendingQuotaShares: number;
  fills: FillPlan | null;
  entries: StepEntry[];
};

const SNAKE = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function rowJson(row: NewPositionRow): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[SNAKE(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return JSON.stringify(out);
}

function fillsJson(plan: FillPlan | null, at: Date): string | null {
  if (!plan) return null;
  return JSON.stringify(
    plan.fills.map((fill) => ({
      leg: 'open',
      price: fill.price,
      shares: fill.shares,
      book_level: fill.bookLevel,
      beyond_book: fill.beyondBook,
      basis: fill.basis,
      quote_time: plan.quote.time.toISOString(),
      quote_seq: plan.quote.seq,
      quote_price: plan.quote.price,
      created_at: at.toISOString(),
    })),
  );
}

/**
 * Writes the order. Answers the position, or null when a concurrent request with the same ticket
 * key placed it first. A refusal of the database's guards becomes the customer's AppError.
 */
export async function writePlacedOrder(
  db: Database,
  order: PlacedOrder,
): Promise<PositionRow | null> {
  const entries = entriesForStatement(order.entries, 'position');
  const params = [
    rowJson(order.row),
    order.lendingQuotaShares,
    fillsJson(order.fills, order.row.orderedAt),
    entries,
  ];
  try {
    const [raw] = await preparedRows(db, PLACE_ORDER_STATEMENT, PLACE_ORDER_SQL, params);
    return raw ? mapRawRow(positions, raw) : null;
  } catch (error) {
    const raised = raisedByStatement(error);
    if (raised?.code === 'KB002') throw new AppError('lending_quota_full');
    const refusal = raised ? ledgerRefusalOf(raised) : null;
    throw refusal ?? error;
  }
}
