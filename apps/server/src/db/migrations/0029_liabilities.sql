CREATE TABLE "liability_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "liability_keys_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "liability_leaf_balances" (
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	CONSTRAINT "liability_leaf_balances_day_position_currency_pk" PRIMARY KEY("day","position","currency"),
	CONSTRAINT "liability_leaf_balances_positive" CHECK (amount > 0),
	CONSTRAINT "liability_leaf_balances_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "liability_leaves" (
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	CONSTRAINT "liability_leaves_day_position_pk" PRIMARY KEY("day","position"),
	CONSTRAINT "liability_leaves_customer_key" UNIQUE("day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "liability_publications" (
	"day" date PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"currencies" text[] NOT NULL,
	"leaf_count" integer NOT NULL,
	"root_hash" text NOT NULL,
	CONSTRAINT "liability_publications_root_hex" CHECK (root_hash ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "liability_publications_leaves" CHECK (leaf_count > 0)
);
--> statement-breakpoint
CREATE TABLE "liability_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"owed" numeric(38, 8) NOT NULL,
	"bank" numeric(38, 8) NOT NULL,
	CONSTRAINT "liability_totals_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "liability_totals_owed_not_negative" CHECK (owed >= 0),
	CONSTRAINT "liability_totals_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR'))
);
--> statement-breakpoint
ALTER TABLE "liability_leaf_balances" ADD CONSTRAINT "liability_leaf_balances_leaf_fk" FOREIGN KEY ("day","position") REFERENCES "public"."liability_leaves"("day","position") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_day_liability_publications_day_fk" FOREIGN KEY ("day") REFERENCES "public"."liability_publications"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_leaves" ADD CONSTRAINT "liability_leaves_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liability_totals" ADD CONSTRAINT "liability_totals_day_liability_publications_day_fk" FOREIGN KEY ("day") REFERENCES "public"."liability_publications"("day") ON DELETE no action ON UPDATE no action;