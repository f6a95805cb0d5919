CREATE TABLE "bidding_bids" (
	"id" bigint PRIMARY KEY NOT NULL,
	"offering_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"lots" integer NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"entry_salt" text NOT NULL,
	"entry_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"lots_filled" integer DEFAULT 0 NOT NULL,
	"paid" numeric(38, 8) DEFAULT 0 NOT NULL,
	"position_id" bigint,
	"bid_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bidding_bids_amounts" CHECK (price > 0 AND lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0 AND paid >= 0 AND paid <= amount),
	CONSTRAINT "bidding_bids_status" CHECK (status IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "bidding_offerings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidding_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"floor_price" numeric(20, 4) NOT NULL,
	"reference_price" numeric(20, 4) NOT NULL,
	"lot_shares" integer NOT NULL,
	"lots_offered" integer NOT NULL,
	"min_lots" integer NOT NULL,
	"max_lots" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"clearing_price" numeric(20, 4),
	"lots_allocated" integer,
	"allocation_document" jsonb,
	"allocated_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_reason_locale" text,
	"created_by_operator_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bidding_offerings_status" CHECK (status IN ('open', 'allocated', 'cancelled')),
	CONSTRAINT "bidding_offerings_terms" CHECK (floor_price > 0 AND reference_price > 0 AND lot_shares > 0 AND lots_offered > 0 AND min_lots > 0 AND max_lots >= min_lots AND max_lots <= lots_offered AND closes_at > opens_at),
	CONSTRAINT "bidding_offerings_allocated" CHECK (lots_allocated IS NULL OR (lots_allocated >= 0 AND lots_allocated <= lots_offered)),
	CONSTRAINT "bidding_offerings_cancel_reason_locale" CHECK ("cancel_reason_locale" IN ('ja', 'zh-TW', 'en'))
);
--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_offering_id_bidding_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."bidding_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_offerings" ADD CONSTRAINT "bidding_offerings_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_bids_one_per_offering" ON "bidding_bids" USING btree ("offering_id","customer_id") WHERE reject_reason IS DISTINCT FROM 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_bids_client_key" ON "bidding_bids" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_bids_entry_hash" ON "bidding_bids" USING btree ("entry_hash");--> statement-breakpoint
CREATE INDEX "bidding_bids_customer_idx" ON "bidding_bids" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "bidding_bids_offering_idx" ON "bidding_bids" USING btree ("offering_id","id");--> statement-breakpoint
CREATE INDEX "bidding_offerings_open_idx" ON "bidding_offerings" USING btree ("closes_at") WHERE status = 'open';