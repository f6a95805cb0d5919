CREATE TABLE "search_history" (
	"customer_id" bigint NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_history_customer_id_keyword_pk" PRIMARY KEY("customer_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"customer_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_entries_customer_id_symbol_pk" PRIMARY KEY("customer_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("customer_id","searched_at");