CREATE TABLE "credit_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_accruals" (
	"loan_id" bigint NOT NULL,
	"day" text NOT NULL,
	"principal" numeric(38, 8) NOT NULL,
	"annual_rate" numeric(10, 6) NOT NULL,
	"late" boolean NOT NULL,
	"basis" numeric(38, 8) NOT NULL,
	"entry_id" bigint,
	"accrued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_repayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"interest" numeric(38, 8) NOT NULL,
	"principal" numeric(38, 8) NOT NULL,
	"entry_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_repayments_split" CHECK (amount > 0 AND interest >= 0 AND principal >= 0 AND amount = interest + principal)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"amount" numeric(38, 8) NOT NULL,
	"product_id" text NOT NULL,
	"term_days" integer NOT NULL,
	"annual_rate" numeric(10, 6) NOT NULL,
	"late_annual_rate" numeric(10, 6) NOT NULL,
	"status" text NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"needs_second_approval" boolean DEFAULT false NOT NULL,
	"first_approved_by_operator_id" bigint,
	"first_approved_at" timestamp with time zone,
	"reviewed_by_operator_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"review_reason_locale" text,
	"borrowed_at" timestamp with time zone,
	"due_date" text,
	"principal_outstanding" numeric(38, 8) DEFAULT 0 NOT NULL,
	"interest_outstanding" numeric(38, 8) DEFAULT 0 NOT NULL,
	"interest_basis" numeric(38, 8) DEFAULT 0 NOT NULL,
	"interest_charged" numeric(38, 8) DEFAULT 0 NOT NULL,
	"repaid" numeric(38, 8) DEFAULT 0 NOT NULL,
	"accrued_through" text,
	"went_overdue_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"disbursement_entry_id" bigint,
	CONSTRAINT "loans_status_known" CHECK (status IN ('pending', 'awaiting_second_approval', 'approved', 'rejected')),
	CONSTRAINT "loans_amounts" CHECK (amount > 0 AND principal_outstanding >= 0 AND interest_outstanding >= 0 AND interest_basis >= 0 AND interest_charged >= 0 AND repaid >= 0 AND principal_outstanding <= amount),
	CONSTRAINT "loans_rates" CHECK (annual_rate > 0 AND late_annual_rate >= annual_rate),
	CONSTRAINT "loans_review_reason_locale" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_purpose";--> statement-breakpoint
ALTER TABLE "loan_accruals" ADD CONSTRAINT "loan_accruals_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_first_approved_by_operator_id_operators_id_fk" FOREIGN KEY ("first_approved_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_reviewed_by_operator_id_operators_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_accruals_day" ON "loan_accruals" USING btree ("loan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_client_key" ON "loan_repayments" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE INDEX "loan_repayments_loan_idx" ON "loan_repayments" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_client_key" ON "loans" USING btree ("customer_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open_application" ON "loans" USING btree ("customer_id") WHERE status IN ('pending', 'awaiting_second_approval');--> statement-breakpoint
CREATE INDEX "loans_customer_idx" ON "loans" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "loans_accruing_idx" ON "loans" USING btree ("id") WHERE status = 'approved' AND repaid_at IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_purpose" CHECK ((owner_kind = 'customer' AND customer_id IS NOT NULL AND purpose IN ('available', 'held', 'margin', 'loan'))
        OR (owner_kind = 'house' AND customer_id IS NULL AND purpose IN ('bank_clearing', 'fee_revenue', 'stamp_duty_payable', 'trading_counterparty', 'fx', 'referral_rewards', 'loans_receivable', 'loan_interest_income')));