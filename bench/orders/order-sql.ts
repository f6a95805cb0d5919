/**
 * The database work of one market order, as a pgbench script (informational phase of
 * bench/orders): the statements the server sends for `POST /trade/place` (captured once with
 * log_statement on a scratch database, see `orderScript`), with the values of a real order of this run, in the same
 * order and the same transaction, without Node or HTTP in between. It shows what PostgreSQL alone
 * can do with an order's work, row locks included (every order's fees go to a house
 * fee_revenue account, one shard per customer group), so a gap to it is the server's, and a gap
 * between it and pgbench -N is the transaction's shape.
 *
 * Differences from the server, all on the cheap side: the session is looked up by customer id (the
 * server looks it up by token hash, also one index probe), every statement runs prepared
 * (`-M prepared`; the server prepares the ledger posting and sends the others unnamed, so
 * PostgreSQL plans those on every call), the insert answers only the new id (pgbench needs
 * it as a variable), and the answer's columns are not sent anywhere.
 */
import { HOUSE_SHARDS } from '../../apps/server/src/ledger/accounts';
import { POST_ENTRY_SQL } from '../../apps/server/src/ledger/post-statement';

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

/** postEntry's statement for a two-posting entry, its parameters written in. */
function posting(
  legs: [
    { owner: 'customer' | 'house'; purpose: string; amount: string },
    { owner: 'customer' | 'house'; purpose: string; amount: string },
  ],
  type: string,
  reason: string,
  step: string,
): string {
  const statement = POST_ENTRY_SQL.replace('$7::text', `${literal(type)}::text`)
    .replace('$8::text', `${literal(reason)}::text`)
    .replace('$9::text', `'position'::text`)
    .replace('$10::text', '(:id)::text')
    // No ':' before a letter in a literal: pgbench would take it for a variable.
    .replace('$11::text', `('position-pgbench-' || (:id)::text || '-${step}')::text`)
    .replace('$12::bigint', 'NULL::bigint')
    .replace('$13::timestamptz', 'now()::timestamptz')
    .replaceAll('$1::int[]', `'{0,1}'::int[]`)
    .replace('$2::text[]', `${literal(`{${legs[0].owner},${legs[1].owner}}`)}::text[]`)
    .replace(
      '$3::bigint[]',
      `ARRAY[${legs[0].owner === 'customer' ? '(:c)::bigint' : 'NULL'}, ${legs[1].owner === 'customer' ? '(:c)::bigint' : 'NULL'}]::bigint[]`,
    )
    .replace('$4::text[]', `'{JPY,JPY}'::text[]`)
    .replace('$5::text[]', `${literal(`{${legs[0].purpose},${legs[1].purpose}}`)}::text[]`)
    .replace('$6::numeric[]', `${literal(`{${legs[0].amount},${legs[1].amount}}`)}::numeric[]`)
    // House postings go to the customer's shard (ledger/accounts.ts, houseAccountFor).
    .replace(
      '$14::smallint[]',
      `ARRAY[${legs.map((leg) => (leg.owner === 'house' ? `((:c)::bigint % ${HOUSE_SHARDS})` : '0')).join(', ')}]::smallint[]`,
    );
  if (/\$\d/.test(statement))
    throw new Error('posting statement has parameters the script does not fill');
  return `${oneLine(statement)};`;
}

/** Names of the script's SQL commands, in order (pgbench -r reports each one's mean latency). */
export const ORDER_SCRIPT_STEPS = [
  'session and restrictions lookup',
  'BEGIN',
  'lock customer row',
  'insert position',
  'posting: margin (customer rows)',
  'insert fill',
  'update position',
  'posting: buy fee (-> house fee_revenue, the customer’s shard)',
  'posting: service fee (-> house fee_revenue, the customer’s shard)',
  'COMMIT',
] as const;

/**
 * The pgbench script: one market order per transaction for a random customer id in [min, max].
 * The statements follow the session check, `placeOrder` and `applyOpenFill` as of the commit
 * "Ledger: house accounts in shards" (one session query with the restrictions, no key lookup
 * before an accepted order, fees to the customer's house shard, last); keep them in step when
 * the order path changes. The trading settings are read at most once a second per process there, so
 * they are left out here.
 */
export function orderScript(template: OrderTemplate, min: number, max: number): string {
  const t = template;
  // Every pgbench variable is cast: in prepared mode each one is a parameter of unknown type.
  const key = `('pgbench-' || (:client_id)::text || '-' || (:key)::text)`;
  const describe = `(${t.symbol} long, 1 lot(s), 5x)`;
  return [
    `\\set c random(${min}, ${max})`,
    '\\set key random(1, 2000000000)',
    // Before the transaction: the session with the restrictions in force (platform/auth.ts).
    oneLine(`SELECT s.id, c.id, c.account,
                    array(SELECT r.kind FROM customer_restrictions r
                           WHERE r.customer_id = c.id AND r.lifted_at IS NULL ORDER BY r.id)
               FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
              WHERE s.customer_id = (:c)::bigint AND s.revoked_at IS NULL AND s.expires_at > now() LIMIT 1;`),
    'BEGIN;',
    'SELECT id FROM customers WHERE id = (:c)::bigint FOR NO KEY UPDATE;',
    oneLine(`INSERT INTO positions (customer_id, symbol, direction, order_type, session, day_trade, status,
               lots, shares, leverage, limit_price, client_key, request_hash, open_rates, ordered_at,
               trading_day, lending_shares)
             VALUES ((:c)::bigint, ${literal(t.symbol)}, 'long', 'market', 'regular', false, 'pending', 1, 1000, 5,
               NULL, ${key}, ${literal(t.requestHash)}, ${literal(t.openRates)}::jsonb, now(),
               ${literal(t.tradingDay)}, 0)
             ON CONFLICT DO NOTHING RETURNING id`),
    '\\gset',
    posting(
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.margin}` },
        { owner: 'customer', purpose: 'margin', amount: t.margin },
      ],
      'trade_margin',
      `Margin for pgbench ${describe}`,
      'open-margin',
    ),
    oneLine(`INSERT INTO trade_fills (position_id, leg, price, shares, book_level, beyond_book, basis,
               quote_time, quote_seq, quote_price, created_at)
             VALUES ((:id)::bigint, 'open', ${t.openPrice}, 1000, 0, false, 'book', now(), 1, ${t.openPrice}, now());`),
    oneLine(`UPDATE positions SET status = 'holding', expires_at = NULL, held_amount = 0, opened_at = now(),
               open_price = ${t.openPrice}, open_notional = ${t.openNotional},
               open_trading_day = ${literal(t.tradingDay)}, margin = ${t.margin}, buy_fee = ${t.buyFee},
               service_fee = ${t.serviceFee}, day_trade_close_at = NULL
             WHERE id = (:id)::bigint RETURNING *;`),
    posting(
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.buyFee}` },
        { owner: 'house', purpose: 'fee_revenue', amount: t.buyFee },
      ],
      'trade_buy_fee',
      `Buy fee for pgbench ${describe}`,
      'open-buy_fee',
    ),
    posting(
      [
        { owner: 'customer', purpose: 'available', amount: `-${t.serviceFee}` },
        { owner: 'house', purpose: 'fee_revenue', amount: t.serviceFee },
      ],
      'trade_service_fee',
      `Service fee for pgbench ${describe}`,
      'open-service_fee',
    ),
    'END;',
    '',
  ].join('\n');
}
