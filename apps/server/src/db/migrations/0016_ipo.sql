CREATE TABLE "ipo_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offering_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lots" integer NOT NULL,
	"auto_purchase" boolean NOT NULL,
	"held_amount" numeric(38, 8) NOT NULL,
	"entry_salt" text NOT NULL,
	"entry_hash" text NOT NULL,
	"status" text DEFAULT 'awaiting_draw' NOT NULL,
	"lots_won" integer DEFAULT 0 NOT NULL,
	"cost" numeric(38, 8),
	"paid_amount" numeric(38, 8),
	"released_amount" numeric(38, 8) DEFAULT 0 NOT NULL,
	"from_lapse" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	CONSTRAINT "ipo_applications_lots" CHECK (lots > 0 AND lots_won >= 0 AND lots_won <= lots),
	CONSTRAINT "ipo_applications_held" CHECK (held_amount > 0),
	CONSTRAINT "ipo_applications_status" CHECK (status IN ('awaiting_draw', 'not_won', 'pending_payment', 'paid', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "ipo_offering_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_offering_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offering_id" bigint NOT NULL,
	"operator_id" bigint,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"reason_locale" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ipo_offering_changes_reason_locale" CHECK ("reason_locale" IN ('ja', 'zh-TW', 'en'))
);
--> statement-breakpoint
CREATE TABLE "ipo_offerings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"names" jsonb NOT NULL,
	"sector" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_low" numeric(20, 4) NOT NULL,
	"price_high" numeric(20, 4) NOT NULL,
	"final_price" numeric(20, 4),
	"lots_offered" integer NOT NULL,
	"max_lots_per_application" integer NOT NULL,
	"lot_shares" integer NOT NULL,
	"subscription_opens_at" timestamp with time zone NOT NULL,
	"subscription_closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"purchase_deadline_at" timestamp with time zone NOT NULL,
	"listing_date" text NOT NULL,
	"seed" text,
	"commitment" text,
	"draw_document" jsonb,
	"drawn_at" timestamp with time zone,
	"lapses_settled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipo_offerings_names" CHECK (coalesce(jsonb_typeof("names") = 'object' AND ("names" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("names"->'ja') = 'string' AND length(btrim("names"->>'ja')) > 0 AND jsonb_typeof("names"->'zh-TW') = 'string' AND length(btrim("names"->>'zh-TW')) > 0 AND jsonb_typeof("names"->'en') = 'string' AND length(btrim("names"->>'en')) > 0, false)),
	CONSTRAINT "ipo_offerings_sector" CHECK (coalesce(jsonb_typeof("sector") = 'object' AND ("sector" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("sector"->'ja') = 'string' AND length(btrim("sector"->>'ja')) > 0 AND jsonb_typeof("sector"->'zh-TW') = 'string' AND length(btrim("sector"->>'zh-TW')) > 0 AND jsonb_typeof("sector"->'en') = 'string' AND length(btrim("sector"->>'en')) > 0, false)),
	CONSTRAINT "ipo_offerings_symbol_format" CHECK (symbol ~ '^[0-9]{4}$'),
	CONSTRAINT "ipo_offerings_prices" CHECK (price_low > 0 AND price_high >= price_low AND (final_price IS NULL OR (final_price >= price_low AND final_price <= price_high))),
	CONSTRAINT "ipo_offerings_lots" CHECK (lots_offered > 0 AND max_lots_per_application > 0 AND lot_shares > 0),
	CONSTRAINT "ipo_offerings_schedule" CHECK (subscription_opens_at < subscription_closes_at AND subscription_closes_at <= draw_at AND draw_at < purchase_deadline_at),
	CONSTRAINT "ipo_offerings_listing_date" CHECK (listing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "ipo_offerings_seed_when_published" CHECK (status = 'draft' OR status = 'cancelled' OR (seed IS NOT NULL AND commitment IS NOT NULL)),
	CONSTRAINT "ipo_offerings_status" CHECK (status IN ('draft', 'published', 'drawn', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_offering_id_ipo_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."ipo_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_applications" ADD CONSTRAINT "ipo_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_offering_changes" ADD CONSTRAINT "ipo_offering_changes_offering_id_ipo_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."ipo_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_offering_changes" ADD CONSTRAINT "ipo_offering_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_applications_one_per_customer" ON "ipo_applications" USING btree ("offering_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_applications_client_key" ON "ipo_applications" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_applications_entry_hash" ON "ipo_applications" USING btree ("entry_hash");--> statement-breakpoint
CREATE INDEX "ipo_applications_customer_idx" ON "ipo_applications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "ipo_offering_changes_offering_idx" ON "ipo_offering_changes" USING btree ("offering_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_offerings_symbol_key" ON "ipo_offerings" USING btree ("symbol") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "ipo_offerings_due_idx" ON "ipo_offerings" USING btree ("status","draw_at");