CREATE TABLE "block_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offering_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lots" integer NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"applied_day" text NOT NULL,
	"entry_salt" text NOT NULL,
	"entry_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"lots_filled" integer DEFAULT 0 NOT NULL,
	"position_id" bigint,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "block_applications_lots" CHECK (lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0),
	CONSTRAINT "block_applications_status" CHECK (status IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "block_offerings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"reference_price" numeric(20, 4) NOT NULL,
	"lot_shares" integer NOT NULL,
	"lots_offered" integer NOT NULL,
	"min_lots" integer NOT NULL,
	"max_lots" integer NOT NULL,
	"min_buy_amount" numeric(38, 8) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"draw_document" jsonb,
	"allocated_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_reason_locale" text,
	"created_by_operator_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_offerings_status" CHECK (status IN ('open', 'allocated', 'cancelled')),
	CONSTRAINT "block_offerings_terms" CHECK (price > 0 AND reference_price > 0 AND lot_shares > 0 AND lots_offered > 0 AND min_lots > 0 AND max_lots >= min_lots AND max_lots <= lots_offered AND min_buy_amount >= 0 AND closes_at > opens_at),
	CONSTRAINT "block_offerings_cancel_reason_locale" CHECK ("cancel_reason_locale" IN ('ja', 'zh-TW', 'en'))
);
--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_origin_known";--> statement-breakpoint
ALTER TABLE "block_applications" ADD CONSTRAINT "block_applications_offering_id_block_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."block_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_applications" ADD CONSTRAINT "block_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_applications" ADD CONSTRAINT "block_applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_offerings" ADD CONSTRAINT "block_offerings_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_applications_one_per_offering" ON "block_applications" USING btree ("offering_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_applications_one_per_day" ON "block_applications" USING btree ("customer_id","applied_day");--> statement-breakpoint
CREATE UNIQUE INDEX "block_applications_client_key" ON "block_applications" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "block_applications_entry_hash" ON "block_applications" USING btree ("entry_hash");--> statement-breakpoint
CREATE INDEX "block_applications_customer_idx" ON "block_applications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "block_offerings_open_idx" ON "block_offerings" USING btree ("closes_at") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_origin_known" CHECK (origin IN ('order', 'ipo', 'block'));