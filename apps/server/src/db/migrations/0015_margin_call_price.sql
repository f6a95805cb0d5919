ALTER TABLE "positions" ADD COLUMN "margin_call_price" numeric(20, 4);--> statement-breakpoint
-- The matcher reads the two margin call indexes and the orders index below instead.
DROP INDEX "positions_live_symbol_idx";--> statement-breakpoint
CREATE INDEX "positions_orders_symbol_idx" ON "positions" USING btree ("symbol") WHERE status IN ('pending', 'closing');--> statement-breakpoint
CREATE INDEX "positions_margin_call_long_idx" ON "positions" USING btree ("symbol","margin_call_price") WHERE direction = 'long' AND margin_call_price IS NOT NULL;--> statement-breakpoint
CREATE INDEX "positions_margin_call_short_idx" ON "positions" USING btree ("symbol","margin_call_price") WHERE direction = 'short' AND margin_call_price IS NOT NULL;--> statement-breakpoint
-- The matcher's margin calls by index (docs/trading.md "The engine"): every position that holds
-- shares carries the price at which its margin level meets the maintenance level, widened by one
-- ten-thousandth of a yen outward, so the matcher reads only the positions a quote's low (longs)
-- or high (shorts) has reached and checks those exactly; before, every quote read every live
-- position of its symbol. The database keeps the price: on every insert or change of what it
-- depends on, and for every holding position when the maintenance level changes.

-- The maintenance level in force, percent: the saved settings', else the code's default
-- (DEFAULT_TRADING_SETTINGS in modules/trading/settings.ts; a test holds the two equal).
-- PL/pgSQL, not SQL: its query plan is kept per connection (a SQL function is planned anew at
-- every call, which made the trigger below cost a millisecond per order).
CREATE OR REPLACE FUNCTION trading_maintenance_level_percent() RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
  level numeric;
BEGIN
  SELECT (settings->>'maintenanceLevelPercent')::numeric INTO level FROM trading_settings WHERE id = 1;
  RETURN coalesce(level, 30);
END $$;
--> statement-breakpoint
-- Long: a margin call once low * shares <= open_notional - (1 - level/100) * (margin + added);
-- short: once high * shares >= open_notional + (1 - level/100) * (margin + added) (the same test
-- as needsForcedClose in modules/trading/close-fill.ts), rounded outward to the price grid and one
-- step beyond, so rounding can only add positions to check, never leave one out.
CREATE OR REPLACE FUNCTION trading_margin_call_price(
  p_direction text, p_status text, p_open_notional numeric, p_margin numeric,
  p_added_margin numeric, p_shares int, p_level_percent numeric) RETURNS numeric
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_status NOT IN ('holding', 'closing', 'locked') OR p_open_notional IS NULL THEN
    RETURN NULL;
  ELSIF p_direction = 'long' THEN
    RETURN ceil((p_open_notional - (1 - p_level_percent / 100) * (p_margin + p_added_margin))
                / p_shares * 10000) / 10000 + 0.0001;
  ELSE
    RETURN floor((p_open_notional + (1 - p_level_percent / 100) * (p_margin + p_added_margin))
                 / p_shares * 10000) / 10000 - 0.0001;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trading_keep_margin_call_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('holding', 'closing', 'locked') AND NEW.open_notional IS NOT NULL THEN
    NEW.margin_call_price := trading_margin_call_price(NEW.direction, NEW.status, NEW.open_notional,
      NEW.margin, NEW.added_margin, NEW.shares, trading_maintenance_level_percent());
  ELSE
    NEW.margin_call_price := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER positions_margin_call_price
  BEFORE INSERT OR UPDATE OF status, direction, open_notional, margin, added_margin, shares
  ON positions FOR EACH ROW EXECUTE FUNCTION trading_keep_margin_call_price();
--> statement-breakpoint
-- A new maintenance level reprices every position that holds shares, in the saving transaction.
CREATE OR REPLACE FUNCTION trading_reprice_margin_calls() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  level numeric := trading_maintenance_level_percent();
BEGIN
  UPDATE positions
     SET margin_call_price = trading_margin_call_price(direction, status, open_notional, margin,
                                                       added_margin, shares, level)
   WHERE status IN ('holding', 'closing', 'locked')
     AND margin_call_price IS DISTINCT FROM trading_margin_call_price(direction, status,
           open_notional, margin, added_margin, shares, level);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trading_settings_reprice_margin_calls
  AFTER INSERT OR UPDATE OR DELETE ON trading_settings
  FOR EACH STATEMENT EXECUTE FUNCTION trading_reprice_margin_calls();
--> statement-breakpoint
UPDATE positions
   SET margin_call_price = trading_margin_call_price(direction, status, open_notional, margin,
                                                     added_margin, shares,
                                                     trading_maintenance_level_percent())
 WHERE status IN ('holding', 'closing', 'locked');
