CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"idempotency_key" text NOT NULL,
	"corrects_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "journal_entries_type_format" CHECK (type ~ '^[a-z][a-z0-9_]{0,63}$'),
	CONSTRAINT "journal_entries_reason_present" CHECK (length(btrim(reason)) > 0),
	CONSTRAINT "journal_entries_reference_pair" CHECK ((reference_type IS NULL) = (reference_id IS NULL)),
	CONSTRAINT "journal_entries_not_self_correcting" CHECK (corrects_entry_id IS NULL OR corrects_entry_id <> id)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_kind" text NOT NULL,
	"customer_id" bigint,
	"currency" text NOT NULL,
	"purpose" text NOT NULL,
	"balance" numeric(38, 8) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_currency_key" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "ledger_accounts_owner_purpose" CHECK ((owner_kind = 'customer' AND customer_id IS NOT NULL AND purpose IN ('available', 'held', 'margin', 'loan'))
        OR (owner_kind = 'house' AND customer_id IS NULL AND purpose IN ('bank_clearing', 'fee_revenue', 'stamp_duty_payable', 'trading_counterparty', 'fx', 'referral_rewards', 'loans_receivable'))),
	CONSTRAINT "ledger_accounts_customer_balance_side" CHECK (owner_kind <> 'customer'
        OR (purpose IN ('available', 'held', 'margin') AND balance >= 0)
        OR (purpose = 'loan' AND balance <= 0))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	CONSTRAINT "postings_amount_nonzero" CHECK (amount <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_corrects_entry_id_journal_entries_id_fk" FOREIGN KEY ("corrects_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_reference_idx" ON "journal_entries" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "journal_entries_corrects_idx" ON "journal_entries" USING btree ("corrects_entry_id") WHERE corrects_entry_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_customer_key" ON "ledger_accounts" USING btree ("customer_id","currency","purpose") WHERE owner_kind = 'customer';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_key" ON "ledger_accounts" USING btree ("currency","purpose") WHERE owner_kind = 'house';--> statement-breakpoint
CREATE INDEX "postings_account_idx" ON "postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "postings_entry_idx" ON "postings" USING btree ("entry_id");