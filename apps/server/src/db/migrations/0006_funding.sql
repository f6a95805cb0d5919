CREATE TABLE "deposit_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR'))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"proof_upload_id" bigint,
	"origin" text DEFAULT 'customer' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"needs_second_approval" boolean DEFAULT false NOT NULL,
	"first_approved_by_operator_id" bigint,
	"first_approved_at" timestamp with time zone,
	"reviewed_by_operator_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"journal_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_status_known" CHECK (status IN ('pending', 'awaiting_second_approval', 'approved', 'rejected')),
	CONSTRAINT "deposits_review_consistent" CHECK ((status = 'pending' AND reviewed_at IS NULL)
      OR (status = 'awaiting_second_approval' AND needs_second_approval AND first_approved_by_operator_id IS NOT NULL AND reviewed_at IS NULL)
      OR (status = 'approved' AND reviewed_at IS NOT NULL AND reviewed_by_operator_id IS NOT NULL
          AND (NOT needs_second_approval OR (first_approved_by_operator_id IS NOT NULL AND first_approved_by_operator_id <> reviewed_by_operator_id)))
      OR (status = 'rejected' AND reviewed_at IS NOT NULL AND length(btrim(coalesce(review_reason, ''))) > 0)),
	CONSTRAINT "deposits_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "deposits_amount_positive" CHECK (amount > 0),
	CONSTRAINT "deposits_proof_present" CHECK (proof_upload_id IS NOT NULL OR origin = 'demo_seed'),
	CONSTRAINT "deposits_credit_present" CHECK ((status = 'approved') = (journal_entry_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "funding_currency_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"deposits_enabled" boolean NOT NULL,
	"deposit_min" numeric(38, 8) NOT NULL,
	"deposit_max" numeric(38, 8) NOT NULL,
	"quick_amounts" text[] NOT NULL,
	"withdrawals_enabled" boolean NOT NULL,
	"withdraw_min" numeric(38, 8) NOT NULL,
	"withdraw_max" numeric(38, 8) NOT NULL,
	"withdraw_fee" numeric(38, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_currency_limits_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "funding_currency_limits_deposit" CHECK (deposit_min > 0 AND deposit_max >= deposit_min),
	CONSTRAINT "funding_currency_limits_withdraw" CHECK (withdraw_min > 0 AND withdraw_max >= withdraw_min AND withdraw_fee >= 0 AND withdraw_fee < withdraw_min)
);
--> statement-breakpoint
CREATE TABLE "funding_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"dual_control_threshold_jpy" numeric(38, 8) NOT NULL,
	"deposit_opens_minute" integer NOT NULL,
	"deposit_closes_minute" integer NOT NULL,
	"withdraw_opens_minute" integer NOT NULL,
	"withdraw_closes_minute" integer NOT NULL,
	"fx_quote_ttl_seconds" integer NOT NULL,
	"fx_rates_source" text NOT NULL,
	"fund_password_max_failures" integer NOT NULL,
	"fund_password_window_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_settings_single_row" CHECK (id = 1),
	CONSTRAINT "funding_settings_threshold_positive" CHECK (dual_control_threshold_jpy > 0),
	CONSTRAINT "funding_settings_windows" CHECK (deposit_opens_minute >= 0 AND deposit_opens_minute < deposit_closes_minute AND deposit_closes_minute <= 1440
      AND withdraw_opens_minute >= 0 AND withdraw_opens_minute < withdraw_closes_minute AND withdraw_closes_minute <= 1440),
	CONSTRAINT "funding_settings_quote_ttl" CHECK (fx_quote_ttl_seconds BETWEEN 5 AND 600),
	CONSTRAINT "funding_settings_fx_source" CHECK (fx_rates_source IN ('embedded', 'stored')),
	CONSTRAINT "funding_settings_fund_password_throttle" CHECK (fund_password_max_failures BETWEEN 1 AND 100 AND fund_password_window_seconds BETWEEN 60 AND 86400)
);
--> statement-breakpoint
CREATE TABLE "fx_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_amount" numeric(38, 8) NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 8) NOT NULL,
	"rates_source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"journal_entry_id" bigint,
	CONSTRAINT "fx_quotes_currencies_differ" CHECK (from_currency <> to_currency),
	CONSTRAINT "fx_quotes_currencies_known" CHECK (from_currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR') AND to_currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "fx_quotes_amounts_positive" CHECK (from_amount > 0 AND to_amount > 0 AND rate > 0),
	CONSTRAINT "fx_quotes_used_consistent" CHECK ((used_at IS NULL) = (journal_entry_id IS NULL))
);
--> statement-breakpoint
CREATE TABLE "fx_stored_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric(38, 18) NOT NULL,
	"source_name" text NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fx_stored_rates_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "fx_stored_rates_positive" CHECK (units_per_usd > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"fee" numeric(38, 8) NOT NULL,
	"payout_amount" numeric(38, 8) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"needs_second_approval" boolean DEFAULT false NOT NULL,
	"first_approved_by_operator_id" bigint,
	"first_approved_at" timestamp with time zone,
	"reviewed_by_operator_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"hold_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_known" CHECK (status IN ('pending', 'awaiting_second_approval', 'approved', 'rejected')),
	CONSTRAINT "withdrawals_review_consistent" CHECK ((status = 'pending' AND reviewed_at IS NULL)
      OR (status = 'awaiting_second_approval' AND needs_second_approval AND first_approved_by_operator_id IS NOT NULL AND reviewed_at IS NULL)
      OR (status = 'approved' AND reviewed_at IS NOT NULL AND reviewed_by_operator_id IS NOT NULL
          AND (NOT needs_second_approval OR (first_approved_by_operator_id IS NOT NULL AND first_approved_by_operator_id <> reviewed_by_operator_id)))
      OR (status = 'rejected' AND reviewed_at IS NOT NULL AND length(btrim(coalesce(review_reason, ''))) > 0)),
	CONSTRAINT "withdrawals_currency_known" CHECK (currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR')),
	CONSTRAINT "withdrawals_amount_positive" CHECK (amount > 0),
	CONSTRAINT "withdrawals_payout_consistent" CHECK (fee >= 0 AND payout_amount > 0 AND payout_amount + fee = amount),
	CONSTRAINT "withdrawals_settled_when_closed" CHECK ((status IN ('approved', 'rejected')) = (settle_entry_id IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_first_approved_by_operator_id_operators_id_fk" FOREIGN KEY ("first_approved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_operator_id_operators_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD CONSTRAINT "fx_quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD CONSTRAINT "fx_quotes_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_operator_id_operators_id_fk" FOREIGN KEY ("first_approved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operator_id_operators_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_entry_id_journal_entries_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("id") WHERE status IN ('pending', 'awaiting_second_approval');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_one_open_per_customer" ON "deposits" USING btree ("customer_id") WHERE status IN ('pending', 'awaiting_second_approval');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_proof_used_once" ON "deposits" USING btree ("proof_upload_id") WHERE proof_upload_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "fx_quotes_customer_idx" ON "fx_quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("id") WHERE status IN ('pending', 'awaiting_second_approval');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open_per_customer" ON "withdrawals" USING btree ("customer_id") WHERE status IN ('pending', 'awaiting_second_approval');