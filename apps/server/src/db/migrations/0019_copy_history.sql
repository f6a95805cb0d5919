CREATE TABLE "copy_leader_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_leader_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"profile" text NOT NULL,
	"locale" text NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_operator_id" bigint,
	"review_reason" text,
	"review_reason_locale" text,
	"strategy_id" bigint,
	CONSTRAINT "copy_leader_applications_status" CHECK (status IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "copy_leader_applications_locale" CHECK ("locale" IN ('ja', 'zh-TW', 'en')),
	CONSTRAINT "copy_leader_applications_reason_locale" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en')),
	CONSTRAINT "copy_leader_applications_reviewed" CHECK ((status = 'pending') = (reviewed_at IS NULL AND reviewer_operator_id IS NULL)),
	CONSTRAINT "copy_leader_applications_strategy" CHECK ((status = 'approved') = (strategy_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "copy_mirrors" (
	"product_id" bigint NOT NULL,
	"leader_position_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"leverage" integer NOT NULL,
	"state" text NOT NULL,
	"lots" integer NOT NULL,
	"pool_position_id" bigint,
	"skip_reason" text,
	"refusal_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "copy_mirrors_product_id_leader_position_id_pk" PRIMARY KEY("product_id","leader_position_id"),
	CONSTRAINT "copy_mirrors_state" CHECK (state IN ('opening', 'open', 'closed', 'skipped')),
	CONSTRAINT "copy_mirrors_lots" CHECK (lots >= 0),
	CONSTRAINT "copy_mirrors_position" CHECK ((state IN ('open', 'closed')) = (pool_position_id IS NOT NULL)),
	CONSTRAINT "copy_mirrors_skipped" CHECK ((state = 'skipped') = (skip_reason IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "copy_nav_history" (
	"product_id" bigint NOT NULL,
	"trading_day" text NOT NULL,
	"nav" numeric(40, 12) NOT NULL,
	"equity" numeric(38, 8) NOT NULL,
	"units" numeric(30, 6) NOT NULL,
	"exposure" numeric(12, 6) NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_nav_history_product_id_trading_day_pk" PRIMARY KEY("product_id","trading_day"),
	CONSTRAINT "copy_nav_history_values" CHECK (nav > 0 AND equity >= 0 AND units > 0 AND exposure >= 0)
);
--> statement-breakpoint
CREATE TABLE "copy_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"units" numeric(30, 6) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"flow_id" bigint,
	CONSTRAINT "copy_redemptions_reason" CHECK (reason IN ('request', 'stop_loss', 'ended', 'terminated')),
	CONSTRAINT "copy_redemptions_units" CHECK (units > 0)
);
--> statement-breakpoint
ALTER TABLE "copy_flows" DROP CONSTRAINT "copy_flows_amounts";--> statement-breakpoint
ALTER TABLE "copy_holdings" DROP CONSTRAINT "copy_holdings_units";--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD COLUMN "stop_loss_rate" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD COLUMN "stop_loss_fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD COLUMN "pending_units" numeric(30, 6) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_products" ADD COLUMN "target_annual_return" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "copy_products" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "copy_products" ADD COLUMN "close_reason" jsonb;--> statement-breakpoint
ALTER TABLE "copy_strategies" ADD COLUMN "suspend_reason" jsonb;--> statement-breakpoint
ALTER TABLE "copy_leader_applications" ADD CONSTRAINT "copy_leader_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_leader_applications" ADD CONSTRAINT "copy_leader_applications_reviewer_operator_id_operators_id_fk" FOREIGN KEY ("reviewer_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_leader_applications" ADD CONSTRAINT "copy_leader_applications_strategy_id_copy_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."copy_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_mirrors" ADD CONSTRAINT "copy_mirrors_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_nav_history" ADD CONSTRAINT "copy_nav_history_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_redemptions" ADD CONSTRAINT "copy_redemptions_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_redemptions" ADD CONSTRAINT "copy_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_redemptions" ADD CONSTRAINT "copy_redemptions_flow_id_copy_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."copy_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_leader_applications_one_pending" ON "copy_leader_applications" USING btree ("customer_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "copy_leader_applications_client_key" ON "copy_leader_applications" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE INDEX "copy_leader_applications_queue_idx" ON "copy_leader_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "copy_mirrors_active_idx" ON "copy_mirrors" USING btree ("product_id") WHERE state IN ('opening', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "copy_redemptions_client_key" ON "copy_redemptions" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE INDEX "copy_redemptions_waiting_idx" ON "copy_redemptions" USING btree ("product_id","id") WHERE flow_id IS NULL;--> statement-breakpoint
CREATE INDEX "copy_redemptions_customer_idx" ON "copy_redemptions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "copy_holdings_stop_loss_idx" ON "copy_holdings" USING btree ("product_id") WHERE stop_loss_rate IS NOT NULL AND stop_loss_fired_at IS NULL;--> statement-breakpoint
ALTER TABLE "copy_flows" ADD CONSTRAINT "copy_flows_amounts" CHECK (units > 0 AND fee >= 0 AND net >= 0 AND (amount > 0 OR (kind = 'redeem' AND amount = 0)));--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD CONSTRAINT "copy_holdings_stop_loss" CHECK (stop_loss_rate IS NULL OR (stop_loss_rate > 0 AND stop_loss_rate < 1));--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD CONSTRAINT "copy_holdings_units" CHECK (units >= 0 AND invested > 0 AND withdrawn >= 0 AND pending_units >= 0 AND pending_units <= units);--> statement-breakpoint
ALTER TABLE "copy_products" ADD CONSTRAINT "copy_products_closed" CHECK ((status IN ('ended', 'terminated')) = (closed_at IS NOT NULL AND close_reason IS NOT NULL));--> statement-breakpoint
ALTER TABLE "copy_products" ADD CONSTRAINT "copy_products_close_reason" CHECK (close_reason IS NULL OR coalesce(jsonb_typeof("close_reason") = 'object' AND ("close_reason" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("close_reason"->'ja') = 'string' AND length(btrim("close_reason"->>'ja')) > 0 AND jsonb_typeof("close_reason"->'zh-TW') = 'string' AND length(btrim("close_reason"->>'zh-TW')) > 0 AND jsonb_typeof("close_reason"->'en') = 'string' AND length(btrim("close_reason"->>'en')) > 0, false));--> statement-breakpoint
ALTER TABLE "copy_strategies" ADD CONSTRAINT "copy_strategies_suspended" CHECK ((status = 'suspended') = (suspend_reason IS NOT NULL AND coalesce(jsonb_typeof("suspend_reason") = 'object' AND ("suspend_reason" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("suspend_reason"->'ja') = 'string' AND length(btrim("suspend_reason"->>'ja')) > 0 AND jsonb_typeof("suspend_reason"->'zh-TW') = 'string' AND length(btrim("suspend_reason"->>'zh-TW')) > 0 AND jsonb_typeof("suspend_reason"->'en') = 'string' AND length(btrim("suspend_reason"->>'en')) > 0, false)));