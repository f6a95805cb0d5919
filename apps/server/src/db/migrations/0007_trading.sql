CREATE TABLE "day_trading_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_trading_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	CONSTRAINT "day_trading_applications_reviewed" CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
--> statement-breakpoint
CREATE TABLE "lending_pools" (
	"symbol" text PRIMARY KEY NOT NULL,
	"quota_shares" bigint,
	"used_shares" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lending_pools_used_non_negative" CHECK (used_shares >= 0)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"order_type" text NOT NULL,
	"session" text NOT NULL,
	"day_trade" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"lots" integer NOT NULL,
	"shares" integer NOT NULL,
	"leverage" integer NOT NULL,
	"limit_price" numeric(20, 4),
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"open_rates" jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"trading_day" text NOT NULL,
	"expires_at" timestamp with time zone,
	"held_amount" numeric(38, 8) DEFAULT 0 NOT NULL,
	"lending_shares" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"open_price" numeric(20, 4),
	"open_notional" numeric(38, 8),
	"open_trading_day" text,
	"margin" numeric(38, 8) DEFAULT 0 NOT NULL,
	"added_margin" numeric(38, 8) DEFAULT 0 NOT NULL,
	"buy_fee" numeric(38, 8) DEFAULT 0 NOT NULL,
	"service_fee" numeric(38, 8) DEFAULT 0 NOT NULL,
	"day_trade_close_at" timestamp with time zone,
	"close_order_type" text,
	"close_session" text,
	"close_limit_price" numeric(20, 4),
	"close_requested_at" timestamp with time zone,
	"close_trading_day" text,
	"close_expires_at" timestamp with time zone,
	"close_key" text,
	"closed_at" timestamp with time zone,
	"close_price" numeric(20, 4),
	"close_notional" numeric(38, 8),
	"sell_fee" numeric(38, 8) DEFAULT 0 NOT NULL,
	"stamp_duty" numeric(38, 8) DEFAULT 0 NOT NULL,
	"realized_pnl" numeric(38, 8),
	"net_pnl" numeric(38, 8),
	"loss_absorbed" numeric(38, 8) DEFAULT 0 NOT NULL,
	"close_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"locked_at" timestamp with time zone,
	"lock_reason" text,
	CONSTRAINT "positions_status_known" CHECK (status IN ('pending', 'holding', 'closing', 'closed', 'cancelled', 'locked')),
	CONSTRAINT "positions_quantities" CHECK (lots > 0 AND shares > 0 AND leverage > 0 AND lending_shares >= 0),
	CONSTRAINT "positions_amounts_non_negative" CHECK (held_amount >= 0 AND margin >= 0 AND added_margin >= 0 AND buy_fee >= 0 AND service_fee >= 0
        AND sell_fee >= 0 AND stamp_duty >= 0 AND loss_absorbed >= 0),
	CONSTRAINT "positions_limit_has_price" CHECK (order_type = 'market' OR limit_price IS NOT NULL),
	CONSTRAINT "positions_opened_consistent" CHECK ((status IN ('pending', 'cancelled')) = (opened_at IS NULL)
        AND (opened_at IS NULL OR (open_price IS NOT NULL AND open_notional IS NOT NULL AND margin > 0))),
	CONSTRAINT "positions_closed_consistent" CHECK ((status = 'closed') = (closed_at IS NOT NULL)
        AND (closed_at IS NULL OR (close_price IS NOT NULL AND close_notional IS NOT NULL
             AND realized_pnl IS NOT NULL AND close_reason IS NOT NULL))),
	CONSTRAINT "positions_pending_holds" CHECK (status = 'pending' OR held_amount = 0)
);
--> statement-breakpoint
CREATE TABLE "trade_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position_id" bigint NOT NULL,
	"leg" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"shares" integer NOT NULL,
	"book_level" integer,
	"beyond_book" boolean DEFAULT false NOT NULL,
	"basis" text NOT NULL,
	"quote_time" timestamp with time zone NOT NULL,
	"quote_seq" bigint NOT NULL,
	"quote_price" numeric(20, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_fills_shares_positive" CHECK (shares > 0 AND price > 0)
);
--> statement-breakpoint
CREATE TABLE "trading_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_settings_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "day_trading_applications" ADD CONSTRAINT "day_trading_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_trading_applications" ADD CONSTRAINT "day_trading_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_fills" ADD CONSTRAINT "trade_fills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_trading_applications_customer_idx" ON "day_trading_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "day_trading_applications_status_idx" ON "day_trading_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_trading_applications_one_active" ON "day_trading_applications" USING btree ("customer_id") WHERE status IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "positions_client_key" ON "positions" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE INDEX "positions_customer_idx" ON "positions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "positions_live_symbol_idx" ON "positions" USING btree ("symbol") WHERE status IN ('pending', 'holding', 'closing', 'locked');--> statement-breakpoint
CREATE INDEX "positions_pending_expiry_idx" ON "positions" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "positions_closing_expiry_idx" ON "positions" USING btree ("close_expires_at") WHERE status = 'closing';--> statement-breakpoint
CREATE INDEX "positions_day_trade_close_idx" ON "positions" USING btree ("day_trade_close_at") WHERE day_trade AND status IN ('holding', 'closing', 'locked');--> statement-breakpoint
CREATE INDEX "trade_fills_position_idx" ON "trade_fills" USING btree ("position_id");