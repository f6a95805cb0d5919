CREATE TABLE "grab_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"queue_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"lots" integer NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"buy_fee_rate" numeric(12, 8) NOT NULL,
	"entry_salt" text NOT NULL,
	"entry_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"lots_filled" integer DEFAULT 0 NOT NULL,
	"paid" numeric(38, 8) DEFAULT 0 NOT NULL,
	"fee" numeric(38, 8) DEFAULT 0 NOT NULL,
	"position_id" bigint,
	"joined_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "grab_orders_amounts" CHECK (lots > 0 AND lots_filled >= 0 AND lots_filled <= lots AND amount > 0 AND buy_fee_rate >= 0 AND paid >= 0 AND fee >= 0 AND paid + fee <= amount),
	CONSTRAINT "grab_orders_status" CHECK (status IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "grab_queues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grab_queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"symbol" text NOT NULL,
	"trading_day" text NOT NULL,
	"limit_price" numeric(20, 4) NOT NULL,
	"lot_shares" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"closed_at_limit" boolean,
	"supply_shares" bigint,
	"market_queued_shares" bigint,
	"supply_lots" integer,
	"market_lots" integer,
	"lots_allocated" integer,
	"market_lots_filled" integer,
	"allocation_document" jsonb,
	"allocated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grab_queues_status" CHECK (status IN ('open', 'allocated')),
	CONSTRAINT "grab_queues_terms" CHECK (limit_price > 0 AND lot_shares > 0),
	CONSTRAINT "grab_queues_allocated" CHECK (supply_shares IS NULL OR (supply_shares >= 0 AND market_queued_shares >= 0 AND supply_lots >= 0 AND market_lots >= 0 AND lots_allocated >= 0 AND market_lots_filled >= 0 AND lots_allocated + market_lots_filled <= supply_lots))
);
--> statement-breakpoint
ALTER TABLE "grab_orders" ADD CONSTRAINT "grab_orders_queue_id_grab_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."grab_queues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grab_orders" ADD CONSTRAINT "grab_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grab_orders" ADD CONSTRAINT "grab_orders_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grab_orders_one_per_queue" ON "grab_orders" USING btree ("queue_id","customer_id") WHERE reject_reason IS DISTINCT FROM 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "grab_orders_client_key" ON "grab_orders" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "grab_orders_entry_hash" ON "grab_orders" USING btree ("entry_hash");--> statement-breakpoint
CREATE INDEX "grab_orders_customer_idx" ON "grab_orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "grab_orders_queue_idx" ON "grab_orders" USING btree ("queue_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "grab_queues_symbol_day" ON "grab_queues" USING btree ("symbol","trading_day");--> statement-breakpoint
CREATE INDEX "grab_queues_open_idx" ON "grab_queues" USING btree ("closes_at") WHERE status = 'open';