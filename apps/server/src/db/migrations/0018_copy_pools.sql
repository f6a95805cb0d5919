CREATE TABLE "copy_flows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_flows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"units" numeric(30, 6) NOT NULL,
	"nav" numeric(40, 12) NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"fee" numeric(38, 8) DEFAULT 0 NOT NULL,
	"net" numeric(38, 8) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_flows_kind" CHECK (kind IN ('follow', 'redeem')),
	CONSTRAINT "copy_flows_amounts" CHECK (units > 0 AND amount > 0 AND fee >= 0 AND net >= 0)
);
--> statement-breakpoint
CREATE TABLE "copy_holdings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"units" numeric(30, 6) NOT NULL,
	"high_water_nav" numeric(40, 12) NOT NULL,
	"invested" numeric(38, 8) NOT NULL,
	"withdrawn" numeric(38, 8) DEFAULT 0 NOT NULL,
	"lockup_ends_at" timestamp with time zone NOT NULL,
	"first_followed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_holdings_units" CHECK (units >= 0 AND invested > 0 AND withdrawn >= 0)
);
--> statement-breakpoint
CREATE TABLE "copy_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"strategy_id" bigint NOT NULL,
	"pool_customer_id" bigint,
	"names" jsonb NOT NULL,
	"min_investment" numeric(38, 8) NOT NULL,
	"lockup_days" integer NOT NULL,
	"subscription_deadline_at" timestamp with time zone NOT NULL,
	"performance_fee_rate" numeric(6, 4) NOT NULL,
	"capacity" numeric(38, 8) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"units" numeric(30, 6) DEFAULT 0 NOT NULL,
	"subscribed" numeric(38, 8) DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_products_names" CHECK (coalesce(jsonb_typeof("names") = 'object' AND ("names" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("names"->'ja') = 'string' AND length(btrim("names"->>'ja')) > 0 AND jsonb_typeof("names"->'zh-TW') = 'string' AND length(btrim("names"->>'zh-TW')) > 0 AND jsonb_typeof("names"->'en') = 'string' AND length(btrim("names"->>'en')) > 0, false)),
	CONSTRAINT "copy_products_status" CHECK (status IN ('draft', 'open', 'ended', 'terminated')),
	CONSTRAINT "copy_products_terms" CHECK (min_investment > 0 AND lockup_days >= 0 AND capacity > 0 AND performance_fee_rate >= 0 AND performance_fee_rate < 1),
	CONSTRAINT "copy_products_units" CHECK (units >= 0 AND subscribed >= 0),
	CONSTRAINT "copy_products_pool_when_open" CHECK (status = 'draft' OR pool_customer_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "copy_rebalances" (
	"product_id" bigint NOT NULL,
	"trading_day" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb,
	CONSTRAINT "copy_rebalances_product_id_trading_day_pk" PRIMARY KEY("product_id","trading_day")
);
--> statement-breakpoint
CREATE TABLE "copy_strategies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "copy_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"leader_customer_id" bigint,
	"rule_code" text,
	"basket" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "copy_strategies_names" CHECK (coalesce(jsonb_typeof("names") = 'object' AND ("names" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("names"->'ja') = 'string' AND length(btrim("names"->>'ja')) > 0 AND jsonb_typeof("names"->'zh-TW') = 'string' AND length(btrim("names"->>'zh-TW')) > 0 AND jsonb_typeof("names"->'en') = 'string' AND length(btrim("names"->>'en')) > 0, false)),
	CONSTRAINT "copy_strategies_description" CHECK (coalesce(jsonb_typeof("description") = 'object' AND ("description" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("description"->'ja') = 'string' AND length(btrim("description"->>'ja')) > 0 AND jsonb_typeof("description"->'zh-TW') = 'string' AND length(btrim("description"->>'zh-TW')) > 0 AND jsonb_typeof("description"->'en') = 'string' AND length(btrim("description"->>'en')) > 0, false)),
	CONSTRAINT "copy_strategies_kind" CHECK (kind IN ('house', 'leader')),
	CONSTRAINT "copy_strategies_status" CHECK (status IN ('active', 'suspended')),
	CONSTRAINT "copy_strategies_leader" CHECK ((kind = 'leader') = (leader_customer_id IS NOT NULL)),
	CONSTRAINT "copy_strategies_house_rule" CHECK ((kind = 'house') = (rule_code IS NOT NULL AND basket IS NOT NULL)),
	CONSTRAINT "copy_strategies_rule_known" CHECK (rule_code IS NULL OR rule_code IN ('trend', 'rebound'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "copy_flows" ADD CONSTRAINT "copy_flows_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_flows" ADD CONSTRAINT "copy_flows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD CONSTRAINT "copy_holdings_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_holdings" ADD CONSTRAINT "copy_holdings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_products" ADD CONSTRAINT "copy_products_strategy_id_copy_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."copy_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_products" ADD CONSTRAINT "copy_products_pool_customer_id_customers_id_fk" FOREIGN KEY ("pool_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_rebalances" ADD CONSTRAINT "copy_rebalances_product_id_copy_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."copy_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copy_strategies" ADD CONSTRAINT "copy_strategies_leader_customer_id_customers_id_fk" FOREIGN KEY ("leader_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "copy_flows_client_key" ON "copy_flows" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE INDEX "copy_flows_customer_idx" ON "copy_flows" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "copy_flows_product_idx" ON "copy_flows" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_holdings_one_per_customer" ON "copy_holdings" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "copy_holdings_customer_idx" ON "copy_holdings" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "copy_products_pool_key" ON "copy_products" USING btree ("pool_customer_id");--> statement-breakpoint
CREATE INDEX "copy_products_status_idx" ON "copy_products" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_kind_known" CHECK (kind IN ('customer', 'pool'));