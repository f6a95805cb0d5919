-- Orders in batches (ADR 0025, docs/trading.md "Placing an order"): the server gathers the orders
-- that arrive while the database is busy with the last batch and writes them in one call of
-- trading_place_orders, one statement and one commit for all of them, each order still whole or
-- not at all. Their entries go through ledger_post_entries: the posting of ledger_post_entry
-- (migration 0012), step for step, for several entries at once. ledger_post_entry stays as it is
-- for the single entry of postEntry: as a wrapper of this one it cost every posting a third more
-- (bench:ledger).

-- The posting of one or more entries, all or nothing, in one statement (ledger/post-statement.ts
-- explains each step; keep it in step with ledger_post_entry): resolve the accounts, lock them in
-- id order, guard the customer balances against the sum of every entry's postings, then write the
-- entries, the balances and the postings. An entry whose idempotency key is taken is not written
-- and moves nothing (a replay); its place in entry_ids is NULL. Postings name their entry by its 1-based place in the entry
-- arrays. Keys must differ within a call (a repeated key is refused: KB004).
CREATE OR REPLACE FUNCTION ledger_post_entries(
  p_entry int[], p_owner_kind text[], p_customer_id bigint[], p_currency text[], p_purpose text[],
  p_amount numeric[], p_shard smallint[],
  p_type text[], p_reason text[], p_reference_type text[], p_reference_id text[],
  p_idempotency_key text[], p_corrects_entry_id bigint[], p_at timestamptz[],
  OUT resolved boolean, OUT refused text, OUT entry_ids bigint[], OUT moved int, OUT written int)
LANGUAGE plpgsql
-- One plan kept per connection: planning the statement anew for each call's arrays cost more
-- than running it (bench:orders; the plan does not depend on the values).
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF (SELECT count(DISTINCT k) FROM unnest(p_idempotency_key) k) <> cardinality(p_idempotency_key) THEN
    RAISE EXCEPTION 'an idempotency key repeats within one posting' USING ERRCODE = 'KB004';
  END IF;
  WITH wanted AS (
    SELECT * FROM unnest(p_entry, p_owner_kind, p_customer_id, p_currency, p_purpose, p_amount, p_shard)
      WITH ORDINALITY AS w(entry, owner_kind, customer_id, currency, purpose, amount, shard, idx)
  ),
  entries_in AS (
    SELECT * FROM unnest(p_type, p_reason, p_reference_type, p_reference_id, p_idempotency_key,
                         p_corrects_entry_id, p_at)
      WITH ORDINALITY AS e(type, reason, reference_type, reference_id, idempotency_key,
                           corrects_entry_id, at, n)
  ),
  resolved_accounts AS (
    SELECT w.idx, a.id
      FROM wanted w
      JOIN ledger_accounts a
        ON a.owner_kind = 'customer' AND w.owner_kind = 'customer'
       AND a.customer_id = w.customer_id AND a.currency = w.currency AND a.purpose = w.purpose
    UNION ALL
    SELECT w.idx, a.id
      FROM wanted w
      JOIN ledger_accounts a
        ON a.owner_kind = 'house' AND w.owner_kind = 'house'
       AND a.currency = w.currency AND a.purpose = w.purpose AND a.shard = w.shard
  ),
  delta AS (
    SELECT r.id AS account_id, sum(w.amount) AS delta
      FROM wanted w JOIN resolved_accounts r ON r.idx = w.idx
     WHERE (SELECT count(*) FROM resolved_accounts) = cardinality(p_entry)
     GROUP BY r.id
  ),
  locked AS (
    SELECT a.id, a.owner_kind, a.purpose, a.balance
      FROM ledger_accounts a
     WHERE a.id IN (SELECT account_id FROM delta)
     ORDER BY a.id
       FOR NO KEY UPDATE
  ),
  verdict AS (
    SELECT (SELECT count(*) FROM resolved_accounts) = cardinality(p_entry) AS resolved,
           string_agg(l.purpose, ',') FILTER (WHERE NOT (
             CASE WHEN l.owner_kind = 'house' THEN true
                  WHEN l.purpose = 'loan' THEN l.balance + d.delta <= 0
                  ELSE l.balance + d.delta >= 0 END
           )) AS refused
      FROM locked l JOIN delta d ON d.account_id = l.id
  ),
  entry AS (
    INSERT INTO journal_entries
           (type, reason, reference_type, reference_id, idempotency_key, corrects_entry_id, created_at)
    SELECT e.type, e.reason, e.reference_type, e.reference_id, e.idempotency_key,
           e.corrects_entry_id, coalesce(e.at, now())
      FROM entries_in e, verdict v
     WHERE v.resolved AND v.refused IS NULL
     ORDER BY e.n
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key
  ),
  entry_n AS (
    SELECT e.n, x.id FROM entry x JOIN entries_in e ON e.idempotency_key = x.idempotency_key
  ),
  -- Only what the written entries move: a replayed entry moves nothing.
  moved_balances AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + m.delta
      FROM (SELECT r.id, sum(w.amount) AS delta
              FROM wanted w
              JOIN entry_n en ON en.n = w.entry
              JOIN resolved_accounts r ON r.idx = w.idx
             GROUP BY r.id) m
     WHERE a.id = m.id
    RETURNING a.id
  ),
  written_postings AS (
    INSERT INTO postings (entry_id, account_id, currency, amount)
    SELECT en.id, r.id, w.currency, w.amount
      FROM wanted w
      JOIN entry_n en ON en.n = w.entry
      JOIN resolved_accounts r ON r.idx = w.idx
     ORDER BY w.idx
    RETURNING id
  )
  SELECT v.resolved, v.refused,
         (SELECT array_agg(en.id ORDER BY e.n) FROM entries_in e LEFT JOIN entry_n en ON en.n = e.n),
         (SELECT count(*)::int FROM moved_balances), (SELECT count(*)::int FROM written_postings)
    INTO resolved, refused, entry_ids, moved, written
    FROM verdict v;
END $$;
--> statement-breakpoint
-- Places a batch of orders (modules/trading/order-writer.ts gathers them, place-order.ts decides
-- everything about each before; this writes them): the customers' rows locked in id order (the one
-- lock order of every trading change, and the same in every batch, so two batches never deadlock),
-- the positions in their final state (holding with its fill, or pending with its hold), the shares
-- borrowed for shorts, the fills with their quote, and every order's journal entries in one
-- posting. p_positions is an array of position rows; p_fills, p_entries and p_postings name their
-- order by its 1-based place in it (ord), and a posting its entry by the entry's place (n). An
-- entry's key is position:<id>:<step>, its reference the position, "{order}" in its reason the
-- order number; an account that does not exist yet (a customer's first trade) is created at zero.
-- An order whose ticket key is taken (the same ticket placed before, or concurrently) is not
-- written and answers no row. Anything refused raises and nothing of the batch stays: KB002 a
-- lending pool is full, KB003 a balance guard refused (the message lists the purposes); the
-- application then places the batch's orders one by one, so only the refused order is refused.
CREATE OR REPLACE FUNCTION trading_place_orders(
  p_positions jsonb, p_lending_quota bigint, p_fills jsonb, p_entries jsonb, p_postings jsonb)
RETURNS SETOF positions
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_placed positions[];
  v_ids bigint[];
  outcome record;
  attempt int;
  lent boolean;
  a_entry int[];
  a_owner_kind text[];
  a_customer_id bigint[];
  a_currency text[];
  a_purpose text[];
  a_amount numeric[];
  a_shard smallint[];
  a_type text[];
  a_reason text[];
  a_reference_id text[];
  a_key text[];
  a_at timestamptz[];
BEGIN
  PERFORM 1 FROM customers
   WHERE id IN (SELECT (e->>'customer_id')::bigint FROM jsonb_array_elements(p_positions) e)
   ORDER BY id
     FOR NO KEY UPDATE;

  WITH r AS (
    SELECT * FROM jsonb_populate_recordset(NULL::positions, p_positions) WITH ORDINALITY AS r
  ),
  ins AS (
    INSERT INTO positions (
      customer_id, symbol, direction, order_type, session, day_trade, status, lots, shares, leverage,
      limit_price, client_key, request_hash, open_rates, ordered_at, trading_day, expires_at,
      held_amount, lending_shares, opened_at, open_price, open_notional, open_trading_day, margin,
      buy_fee, service_fee, day_trade_close_at)
    SELECT r.customer_id, r.symbol, r.direction, r.order_type, r.session, r.day_trade, r.status,
           r.lots, r.shares, r.leverage, r.limit_price, r.client_key, r.request_hash, r.open_rates,
           r.ordered_at, r.trading_day, r.expires_at, r.held_amount, r.lending_shares, r.opened_at,
           r.open_price, r.open_notional, r.open_trading_day, r.margin, r.buy_fee, r.service_fee,
           r.day_trade_close_at
      FROM r
     ORDER BY r.ordinality
    ON CONFLICT DO NOTHING
    RETURNING *
  )
  SELECT array_agg(ins ORDER BY r.ordinality) FILTER (WHERE ins.id IS NOT NULL),
         array_agg(ins.id ORDER BY r.ordinality)
    INTO v_placed, v_ids
    FROM r LEFT JOIN ins ON ins.customer_id = r.customer_id AND ins.client_key = r.client_key;
  IF v_placed IS NULL THEN
    RETURN;
  END IF;
  IF (SELECT count(DISTINCT i) FROM unnest(v_ids) i) <> cardinality(v_placed) THEN
    RAISE EXCEPTION 'a ticket key repeats within one batch';
  END IF;

  IF EXISTS (SELECT 1 FROM unnest(v_placed) p WHERE p.lending_shares > 0) THEN
    INSERT INTO lending_pools (symbol)
    SELECT DISTINCT p.symbol FROM unnest(v_placed) p WHERE p.lending_shares > 0
    ON CONFLICT (symbol) DO NOTHING;
    PERFORM 1 FROM lending_pools
     WHERE symbol IN (SELECT p.symbol FROM unnest(v_placed) p WHERE p.lending_shares > 0)
     ORDER BY symbol
       FOR NO KEY UPDATE;
    WITH need AS (
      SELECT p.symbol, sum(p.lending_shares) AS shares
        FROM unnest(v_placed) p WHERE p.lending_shares > 0 GROUP BY p.symbol
    ),
    taken AS (
      UPDATE lending_pools l
         SET used_shares = l.used_shares + need.shares, updated_at = now()
        FROM need
       WHERE l.symbol = need.symbol
         AND l.used_shares + need.shares <= coalesce(l.quota_shares, p_lending_quota)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM taken) = (SELECT count(*) FROM need) INTO lent;
    IF NOT lent THEN
      RAISE EXCEPTION 'lending_quota_full' USING ERRCODE = 'KB002';
    END IF;
  END IF;

  IF p_fills IS NOT NULL THEN
    INSERT INTO trade_fills (position_id, leg, price, shares, book_level, beyond_book, basis,
                             quote_time, quote_seq, quote_price, created_at)
    SELECT v_ids[f.ord], f.leg, f.price, f.shares, f.book_level, f.beyond_book, f.basis,
           f.quote_time, f.quote_seq, f.quote_price, f.created_at
      FROM jsonb_to_recordset(p_fills) AS f(ord int, leg text, price numeric, shares int,
           book_level int, beyond_book boolean, basis text, quote_time timestamptz,
           quote_seq bigint, quote_price numeric, created_at timestamptz)
     WHERE v_ids[f.ord] IS NOT NULL
     ORDER BY f.ord;
  END IF;

  -- The entries of the orders written, renumbered 1.. in their order.
  SELECT array_agg(e.type ORDER BY e.n),
         array_agg(replace(e.reason, '{order}', 'TR' || lpad(v_ids[e.ord]::text, 8, '0')) ORDER BY e.n),
         array_agg(v_ids[e.ord]::text ORDER BY e.n),
         array_agg('position:' || v_ids[e.ord] || ':' || e.step ORDER BY e.n),
         array_agg(e.at ORDER BY e.n)
    INTO a_type, a_reason, a_reference_id, a_key, a_at
    FROM jsonb_to_recordset(p_entries) AS e(n int, ord int, step text, type text, reason text,
         at timestamptz)
   WHERE v_ids[e.ord] IS NOT NULL;
  SELECT array_agg(x.entry ORDER BY x.n, x.i), array_agg(x.owner_kind ORDER BY x.n, x.i),
         array_agg(x.customer_id ORDER BY x.n, x.i), array_agg(x.currency ORDER BY x.n, x.i),
         array_agg(x.purpose ORDER BY x.n, x.i), array_agg(x.amount ORDER BY x.n, x.i),
         array_agg(x.shard ORDER BY x.n, x.i)
    INTO a_entry, a_owner_kind, a_customer_id, a_currency, a_purpose, a_amount, a_shard
    FROM (SELECT dense_rank() OVER (ORDER BY p.n)::int AS entry, p.*
            FROM jsonb_to_recordset(p_postings) AS p(n int, i int, ord int, owner_kind text,
                 customer_id bigint, currency text, purpose text, shard smallint, amount numeric)
           WHERE v_ids[p.ord] IS NOT NULL) x;

  IF a_type IS NOT NULL THEN
    FOR attempt IN 1..2 LOOP
      SELECT * INTO outcome FROM ledger_post_entries(
        a_entry, a_owner_kind, a_customer_id, a_currency, a_purpose, a_amount, a_shard,
        a_type, a_reason, array_fill('position'::text, ARRAY[cardinality(a_type)]), a_reference_id,
        a_key, array_fill(NULL::bigint, ARRAY[cardinality(a_type)]), a_at);
      EXIT WHEN outcome.resolved;
      -- A customer's first trade: an account is new (created at zero, as ensureAccounts).
      INSERT INTO ledger_accounts (owner_kind, customer_id, currency, purpose, shard)
      SELECT DISTINCT * FROM unnest(a_owner_kind, a_customer_id, a_currency, a_purpose, a_shard)
      ON CONFLICT DO NOTHING;
    END LOOP;
    IF NOT outcome.resolved THEN
      RAISE EXCEPTION 'ledger accounts missing' USING ERRCODE = 'KB001';
    END IF;
    IF outcome.refused IS NOT NULL THEN
      RAISE EXCEPTION '%', outcome.refused USING ERRCODE = 'KB003';
    END IF;
    IF array_position(outcome.entry_ids, NULL) IS NOT NULL
       OR cardinality(outcome.entry_ids) <> cardinality(a_type)
       OR outcome.written <> cardinality(a_entry) THEN
      RAISE EXCEPTION 'ledger posting incomplete for a batch of % orders', cardinality(v_placed);
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM unnest(v_placed);
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS trading_place_order(jsonb, bigint, jsonb, jsonb);
