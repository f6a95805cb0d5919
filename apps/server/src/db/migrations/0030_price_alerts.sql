CREATE TABLE "price_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" numeric(20, 4) NOT NULL,
	"status" text DEFAULT 'armed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"armed_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" numeric(20, 4),
	CONSTRAINT "price_alerts_kind" CHECK (kind IN ('above', 'below', 'day_move')),
	CONSTRAINT "price_alerts_status" CHECK (status IN ('armed', 'fired')),
	CONSTRAINT "price_alerts_threshold_positive" CHECK (threshold > 0),
	CONSTRAINT "price_alerts_fired_together" CHECK ((fired_at IS NULL) = (fired_price IS NULL))
);
--> statement-breakpoint
ALTER TABLE "customer_notifications" DROP CONSTRAINT "customer_notifications_kind";--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_armed_idx" ON "price_alerts" USING btree ("symbol") WHERE status = 'armed';--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_kind" CHECK (kind IN ('order.filled', 'position.closed', 'deposit.reviewed', 'withdrawal.reviewed', 'ipo.drawn', 'loan.reviewed', 'support.reply', 'price.alert'));--> statement-breakpoint
-- hand-written: every change to price_alerts announces itself to every process (LISTEN/NOTIFY, sent
-- at commit), so the feed leader's index of armed alerts (modules/alerts/evaluator.ts) is reloaded
-- whichever process or tool made the change.
CREATE OR REPLACE FUNCTION kabuto_announce_price_alerts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kabuto_price_alerts', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_alerts_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_alerts
  FOR EACH STATEMENT EXECUTE FUNCTION kabuto_announce_price_alerts();
