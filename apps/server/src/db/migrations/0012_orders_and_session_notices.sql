-- An order in one statement (ADR 0019, docs/trading.md "Placing an order"): the ledger's posting
-- becomes a function that the application and the order function share, and placing an order is
-- one call of trading_place_order, one round trip, committed on its own. Then the notices that let
-- processes keep signed-in sessions (platform/session-cache.ts).

-- The posting (ledger/post-statement.ts explains each step): resolve the accounts, lock them in id
-- order, guard the customer balances, then write the entry, the balances and the postings, or
-- nothing at all. Unchanged from the statement the application sent before; as a function its
-- plan is cached per connection, also when trading_place_order calls it.
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_idx int[], p_owner_kind text[], p_customer_id bigint[], p_currency text[], p_purpose text[],
  p_amount numeric[], p_type text, p_reason text, p_reference_type text, p_reference_id text,
  p_idempotency_key text, p_corrects_entry_id bigint, p_at timestamptz, p_shard smallint[],
  OUT resolved boolean, OUT refused text, OUT entry_id text, OUT moved int, OUT written int)
LANGUAGE plpgsql AS $$
BEGIN
  WITH wanted AS (
    SELECT * FROM unnest(p_idx, p_owner_kind, p_customer_id, p_currency, p_purpose, p_amount, p_shard)
      AS w(idx, owner_kind, customer_id, currency, purpose, amount, shard)
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
     WHERE (SELECT count(*) FROM resolved_accounts) = cardinality(p_idx)
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
    SELECT (SELECT count(*) FROM resolved_accounts) = cardinality(p_idx) AS resolved,
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
    SELECT p_type, p_reason, p_reference_type, p_reference_id, p_idempotency_key, p_corrects_entry_id,
           coalesce(p_at, now())
      FROM verdict v
     WHERE v.resolved AND v.refused IS NULL
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id
  ),
  moved_balances AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + d.delta
      FROM delta d, entry e
     WHERE a.id = d.account_id
    RETURNING a.id
  ),
  written_postings AS (
    INSERT INTO postings (entry_id, account_id, currency, amount)
    SELECT e.id, r.id, w.currency, w.amount
      FROM entry e CROSS JOIN wanted w JOIN resolved_accounts r ON r.idx = w.idx
     ORDER BY w.idx
    RETURNING id
  )
  SELECT v.resolved, v.refused, (SELECT id::text FROM entry),
         (SELECT count(*)::int FROM moved_balances), (SELECT count(*)::int FROM written_postings)
    INTO resolved, refused, entry_id, moved, written
    FROM verdict v;
END $$;
--> statement-breakpoint
-- Places an order (modules/trading/place-order.ts decides everything before; this writes it):
-- the customer's row lock (the one lock order of every trading change), the position in its final
-- state (holding with its fill, or pending with its hold), the shares borrowed for a short, the
-- fills with their quote, and the journal entries. Each entry of p_entries carries its step, its
-- reason with "{order}" where the order number goes, and its postings as parallel arrays; its
-- key is position:<id>:<step> and its reference the position; an account it needs that does not
-- exist yet (a customer's first trade) is created at zero. A refusal raises (nothing stays): KB002
-- the lending pool is full, KB003 a balance guard refused (the message lists the accounts'
-- purposes). The same ticket
-- placed by a concurrent request (its client key taken) answers no row.
CREATE OR REPLACE FUNCTION trading_place_order(
  p_position jsonb, p_lending_quota bigint, p_fills jsonb, p_entries jsonb)
RETURNS SETOF positions
LANGUAGE plpgsql AS $$
DECLARE
  placed positions;
  item jsonb;
  outcome record;
  order_no text;
  attempt int;
  v_idx int[];
  v_owner_kind text[];
  v_customer_id bigint[];
  v_currency text[];
  v_purpose text[];
  v_amount numeric[];
  v_shard smallint[];
BEGIN
  PERFORM 1 FROM customers WHERE id = (p_position->>'customer_id')::bigint FOR NO KEY UPDATE;
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
    FROM jsonb_populate_record(NULL::positions, p_position) r
  ON CONFLICT DO NOTHING
  RETURNING * INTO placed;
  IF placed.id IS NULL THEN
    RETURN;
  END IF;

  IF placed.lending_shares > 0 THEN
    INSERT INTO lending_pools (symbol) VALUES (placed.symbol) ON CONFLICT (symbol) DO NOTHING;
    UPDATE lending_pools
       SET used_shares = used_shares + placed.lending_shares, updated_at = now()
     WHERE symbol = placed.symbol
       AND used_shares + placed.lending_shares <= coalesce(quota_shares, p_lending_quota);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'lending_quota_full' USING ERRCODE = 'KB002';
    END IF;
  END IF;

  IF p_fills IS NOT NULL THEN
    INSERT INTO trade_fills (position_id, leg, price, shares, book_level, beyond_book, basis,
                             quote_time, quote_seq, quote_price, created_at)
    SELECT placed.id, f.leg, f.price, f.shares, f.book_level, f.beyond_book, f.basis,
           f.quote_time, f.quote_seq, f.quote_price, f.created_at
      FROM jsonb_populate_recordset(NULL::trade_fills, p_fills) f;
  END IF;

  order_no := 'TR' || lpad(placed.id::text, 8, '0');
  FOR item IN SELECT value FROM jsonb_array_elements(p_entries) LOOP
    v_idx := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'idx') WITH ORDINALITY AS t(e, i) ORDER BY i)::int[];
    v_owner_kind := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'owner_kind') WITH ORDINALITY AS t(e, i) ORDER BY i);
    v_customer_id := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'customer_id') WITH ORDINALITY AS t(e, i) ORDER BY i)::bigint[];
    v_currency := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'currency') WITH ORDINALITY AS t(e, i) ORDER BY i);
    v_purpose := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'purpose') WITH ORDINALITY AS t(e, i) ORDER BY i);
    v_amount := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'amount') WITH ORDINALITY AS t(e, i) ORDER BY i)::numeric[];
    v_shard := ARRAY(SELECT e FROM jsonb_array_elements_text(item->'shard') WITH ORDINALITY AS t(e, i) ORDER BY i)::smallint[];
    FOR attempt IN 1..2 LOOP
      SELECT * INTO outcome FROM ledger_post_entry(
        v_idx, v_owner_kind, v_customer_id, v_currency, v_purpose, v_amount, item->>'type',
        replace(item->>'reason', '{order}', order_no), 'position', placed.id::text,
        'position:' || placed.id || ':' || (item->>'step'), NULL, (item->>'at')::timestamptz, v_shard);
      EXIT WHEN outcome.resolved;
      -- The customer's first trade: the margin account is new (created at zero, as ensureAccounts).
      INSERT INTO ledger_accounts (owner_kind, customer_id, currency, purpose, shard)
      SELECT * FROM unnest(v_owner_kind, v_customer_id, v_currency, v_purpose, v_shard)
      ON CONFLICT DO NOTHING;
    END LOOP;
    IF NOT outcome.resolved THEN
      RAISE EXCEPTION 'ledger accounts missing' USING ERRCODE = 'KB001';
    END IF;
    IF outcome.refused IS NOT NULL THEN
      RAISE EXCEPTION '%', outcome.refused USING ERRCODE = 'KB003';
    END IF;
    IF outcome.entry_id IS NULL
       OR outcome.moved <> (item->>'accounts')::int
       OR outcome.written <> cardinality(v_idx) THEN
      RAISE EXCEPTION 'ledger posting incomplete for position % step %', placed.id, item->>'step';
    END IF;
  END LOOP;
  RETURN NEXT placed;
END $$;
--> statement-breakpoint
-- Every change to who may act for a customer announces itself to every process (LISTEN/NOTIFY,
-- sent at commit): a session revoked or removed, a restriction set, lifted or removed. Processes
-- keep recently looked-up sessions (platform/session-cache.ts) and forget a customer's on hearing
-- this, whichever code or tool made the change.
CREATE OR REPLACE FUNCTION kabuto_announce_customer_access() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kabuto_customer_access', OLD.customer_id::text);
  ELSE
    PERFORM pg_notify('kabuto_customer_access', NEW.customer_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_sessions_announce AFTER UPDATE OR DELETE ON customer_sessions
  FOR EACH ROW EXECUTE FUNCTION kabuto_announce_customer_access();
--> statement-breakpoint
CREATE TRIGGER customer_restrictions_announce AFTER INSERT OR UPDATE OR DELETE ON customer_restrictions
  FOR EACH ROW EXECUTE FUNCTION kabuto_announce_customer_access();
