import type { Database } from '../../db/client';
import { mapRawRow, preparedRows } from '../../db/raw-rows';
import { positions } from '../../db/schema-trading';
import {
  entriesForBatch,
  HOUSE_SHARDS,
  ledgerRefusalOf,
  raisedByStatement,
  type StepEntry,
} from '../../ledger';
import { AppError } from '../../platform/app-error';
import { Batcher } from '../../platform/batcher';
import type { FillPlan } from './fills';
import type { PositionRow } from './repo';

/**
 * Orders written in batches (ADR 0019, ADR 0025): the database function `trading_place_orders`
 * (migration 0014) locks the customers' rows, inserts the positions in their final state, borrows
 * the shares of shorts, records the fills and posts every order's journal entries, in one
 * statement committed on its own: one round trip and one commit for the orders that arrived
 * together, and no transaction left open while Node works. What it writes is decided here, before,
 * by the same rules and the same ledger checks as every other entry. A batch the database refuses
 * is written again in halves down to single orders (platform/batcher.ts), so only the refused
 * order is refused.
 */

/** A named prepared statement on PostgreSQL: parsed and planned once per connection. */
const PLACE_ORDERS_STATEMENT = 'kabuto_trading_place_orders_v1';
const PLACE_ORDERS_SQL =
  'SELECT * FROM trading_place_orders($1::jsonb, $2::bigint, $3::jsonb, $4::jsonb, $5::jsonb)';

/**
 * Most orders in one call, and calls at once: two lanes by customer parity, so a customer's orders
 * and their house shard (customer id mod HOUSE_SHARDS, an even number) stay in one lane and calls
 * of different lanes never wait for each other's row locks. While fewer than SPLIT_AT orders wait,
 * one joint call at a time writes both lanes' orders; from SPLIT_AT on, each lane writes its own,
 * one call at a time per lane (platform/batcher.ts). Lanes always apart made smaller batches that
 * cost PostgreSQL more per order and competed with Node for the cores at a steady pace (ADR 0025).
 */
const MAX_BATCH = 64;
const LANES = 2;
const SPLIT_AT = 16;
if (HOUSE_SHARDS % LANES !== 0) throw new Error('a house shard would span two lanes');

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

/** Column names by property name, worked out once each. */
const snakeNames = new Map<string, string>();
function snake(key: string): string {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    snakeNames.set(key, name);
  }
  return name;
}

function rowObject(row: NewPositionRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key as keyof NewPositionRow];
    out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function fillObjects(ord: number, plan: FillPlan | null, at: Date) {
  if (!plan) return [];
  const quoteTime = plan.quote.time.toISOString();
  const createdAt = at.toISOString();
  return plan.fills.map((fill) => ({
    ord,
    leg: 'open',
    price: fill.price,
    shares: fill.shares,
    book_level: fill.bookLevel,
    beyond_book: fill.beyondBook,
    basis: fill.basis,
    quote_time: quoteTime,
    quote_seq: plan.quote.seq,
    quote_price: plan.quote.price,
    created_at: createdAt,
  }));
}

const ticketKey = (row: Pick<PositionRow, 'customerId' | 'clientKey'>) =>
  `${row.customerId}\u0000${row.clientKey}`;
const keyOf = (order: PlacedOrder) => ticketKey(order.row);

/**
 * Writes a batch of orders in one call. Answers, per order, its position, or null when its ticket
 * key was taken (the same ticket placed before or concurrently). Throws the driver's error, and
 * then nothing of the batch was written.
 */
export async function writePlacedOrders(
  db: Database,
  orders: readonly PlacedOrder[],
): Promise<(PositionRow | null)[]> {
  const { entries, postings } = entriesForBatch(
    orders.map((order) => order.entries),
    'position',
  );
  const params = [
    JSON.stringify(orders.map((order) => rowObject(order.row))),
    Math.min(...orders.map((order) => order.lendingQuotaShares)),
    JSON.stringify(
      orders.flatMap((order, index) => fillObjects(index + 1, order.fills, order.row.orderedAt)),
    ),
    JSON.stringify(entries),
    JSON.stringify(postings),
  ];
  const raws = await preparedRows(db, PLACE_ORDERS_STATEMENT, PLACE_ORDERS_SQL, params);
  const placed = new Map<string, PositionRow>();
  for (const raw of raws) {
    const row = mapRawRow(positions, raw);
    placed.set(ticketKey(row), row);
  }
  return orders.map((order) => placed.get(keyOf(order)) ?? null);
}

/** The customer's refusal for what the database raised, or the error itself. */
function refusalOf(error: unknown): unknown {
  const raised = raisedByStatement(error);
  if (raised?.code === 'KB002') return new AppError('lending_quota_full');
  return (raised && ledgerRefusalOf(raised)) ?? error;
}

/** One batcher per database handle: orders of one process share its connections. */
const writers = new WeakMap<Database, Batcher<PlacedOrder, PositionRow | null>>();

function writerFor(db: Database): Batcher<PlacedOrder, PositionRow | null> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new Batcher((orders) => writePlacedOrders(db, orders), {
      maxBatch: MAX_BATCH,
      lanes: LANES,
      laneOf: (order) => order.row.customerId % LANES,
      splitAt: SPLIT_AT,
      keyOf,
    });
    writers.set(db, writer);
  }
  return writer;
}

/**
 * Writes the order, with whatever other orders are waiting. Answers the position, or null when a
 * concurrent request with the same ticket key placed it first. A refusal of the database's guards
 * becomes the customer's AppError.
 */
export async function writePlacedOrder(
  db: Database,
  order: PlacedOrder,
): Promise<PositionRow | null> {
  try {
    return await writerFor(db).write(order);
  } catch (error) {
    throw refusalOf(error);
  }
}
