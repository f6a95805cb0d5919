/**
 * The database work of one market order, as a pgbench script (informational phase of
 * bench/orders): the statements the server sends for `POST /trade/place` (captured once with
 * log_statement on a scratch database, see `orderScript`), with the values of a real order of this
 * run, without Node or HTTP in between. It shows what PostgreSQL alone
 * can do with an order's work, row locks included (every order's fees go to a house
 * fee_revenue account, one shard per customer group), so a gap to it is the server's, and a gap
 * between it and pgbench -N is the transaction's shape.
 *
 * Differences from the server, all on the cheap side: the session is looked up by customer id (the
 * server looks it up by token hash, also one index probe), both statements run prepared
 * (`-M prepared`), the JSON is built in SQL instead of sent as text, and the answer's columns are
 * not sent anywhere.
 */
import { HOUSE_SHARDS } from '../../apps/server/src/ledger/accounts';

/** A real position of this run: what a replayed order is and costs. */
export type OrderTemplate = {
  symbol: string;
  tradingDay: string;
  openRates: string;
  requestHash: string;
  openPrice: string;
  openNotional: string;
  margin: string;
  buyFee: string;
  serviceFee: string;
};

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const oneLine = (statement: string) =>
  statement
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join(' ');

/** pgbench reads ':name' as a variable, so a step's colon is written as chr(58). */
const stepLiteral = (step: string) => step.split(':').map(literal).join(' || chr(58) || ');

type Leg = { owner: 'customer' | 'house'; purpose: string; amount: string };

/**
 * One journal entry of the order (its place `n` among the order's entries), and its two postings,
 * as `trading_place_orders` takes them (ledger/entries-in-sql.ts, `entriesForBatch`).
 */
function entry(
  n: number,
  legs: [Leg, Leg],
  type: string,
  reason: string,
  step: string,
): { entry: string; postings: string[] } {
  return {
    entry: oneLine(`jsonb_build_object('n', ${n}, 'ord', 1, 'step', ${stepLiteral(step)},
      'type', ${literal(type)}, 'reason', ${literal(reason)}, 'at', now())`),
    postings: legs.map((leg, i) =>
      oneLine(`jsonb_build_object('n', ${n}, 'i', ${i}, 'ord', 1,
        'owner_kind', ${literal(leg.owner)},
        'customer_id', ${leg.owner === 'customer' ? '(:c)::bigint' : 'NULL'},
        'currency', 'JPY', 'purpose', ${literal(leg.purpose)},
        'shard', ${leg.owner === 'house' ? `((:c)::bigint % ${HOUSE_SHARDS})` : '0'},
        'amount', ${literal(leg.amount)})`),
    ),
  };
}

/** Names of the script's SQL commands, in order (pgbench -r reports each one's mean latency). */
export const ORDER_SCRIPT_STEPS = [
  'session and restrictions lookup',
  'trading_place_orders (the whole order, committed)',
] as const;

/**
 * The pgbench script: one market order per call for a random customer id in [min, max]. The
 * statements follow the session check and `placeOrder` (ADR 0019: the order is one call of
 * `trading_place_orders` with this one order, committed on its own; the server puts the orders that
 * arrive together in one call, ADR 0025); keep them in step when the order path changes.
 * The trading settings are read at most once a second per process there, so they are left out.
 */
export function orderScript(template: OrderTemplate, min: number, max: number): string {
  const t = template;
  // Every pgbench variable is cast: in prepared mode each one is a parameter of unknown type.
  const key = `('pgbench-' || (:client_id)::text || '-' || (:key)::text)`;
  const describe = `{order} (${t.symbol} long, 1 lot(s), 5x)`;
  const position =
    oneLine(`jsonb_build_object('customer_id', (:c)::bigint, 'symbol', ${literal(t.symbol)},
    'direction', 'long', 'order_type', 'market', 'session', 'regular', 'day_trade', false,
    'status', 'holding', 'lots', 1, 'shares', 1000, 'leverage', 5, 'limit_price', NULL,
    'client_key', ${key}, 'request_hash', ${literal(t.requestHash)},
    'open_rates', ${literal(t.openRates)}::jsonb, 'ordered_at', now(),
    'trading_day', ${literal(t.tradingDay)}, 'expires_at', NULL, 'held_amount', '0',
    'lending_shares', 0, 'opened_at', now(), 'open_price', ${literal(t.openPrice)},
    'open_notional', ${literal(t.openNotional)}, 'open_trading_day', ${literal(t.tradingDay)},
    'margin', ${literal(t.margin)}, 'buy_fee', ${literal(t.buyFee)},
    'service_fee', ${literal(t.serviceFee)}, 'day_trade_close_at', NULL)`);
  const fills =
    oneLine(`jsonb_build_array(jsonb_build_object('ord', 1, 'leg', 'open', 'price', ${literal(t.openPrice)},
    'shares', 1000, 'book_level', 0, 'beyond_book', false, 'basis', 'book', 'quote_time', now(),
    'quote_seq', 1, 'quote_price', ${literal(t.openPrice)}, 'created_at', now()))`);
  const entries = [
    entry(
      1,
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.margin}` },
        { owner: 'customer', purpose: 'margin', amount: t.margin },
      ],
      'trade_margin',
      `Margin for ${describe}`,
      'open:margin',
    ),
    entry(
      2,
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.buyFee}` },
        { owner: 'house', purpose: 'fee_revenue', amount: t.buyFee },
      ],
      'trade_buy_fee',
      `Buy fee for ${describe}`,
      'open:buy_fee',
    ),
    entry(
      3,
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.serviceFee}` },
        { owner: 'house', purpose: 'fee_revenue', amount: t.serviceFee },
      ],
      'trade_service_fee',
      `Service fee for ${describe}`,
      'open:service_fee',
    ),
  ];
  return [
    `\\set c random(${min}, ${max})`,
    '\\set key random(1, 2000000000)',
    // Before the order: the session with the restrictions in force (platform/auth.ts).
    oneLine(`SELECT s.id, c.id, c.account,
                    array(SELECT r.kind FROM customer_restrictions r
                           WHERE r.customer_id = c.id AND r.lifted_at IS NULL ORDER BY r.id)
               FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
              WHERE s.customer_id = (:c)::bigint AND s.revoked_at IS NULL AND s.expires_at > now() LIMIT 1;`),
    `SELECT * FROM trading_place_orders(jsonb_build_array(${position}), 1000000::bigint, ${fills}, ` +
      `jsonb_build_array(${entries.map((each) => each.entry).join(', ')}), ` +
      `jsonb_build_array(${entries.flatMap((each) => each.postings).join(', ')}));`,
    '',
  ].join('\n');
}
