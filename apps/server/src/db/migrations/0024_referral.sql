CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_customer_id" bigint PRIMARY KEY NOT NULL,
	"inviter_customer_id" bigint NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"reward_amount" numeric(38, 8) NOT NULL,
	"hold_days" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"qualified_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reason" text,
	"entry_id" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_status_known" CHECK (status IN ('waiting', 'on_hold', 'paid', 'not_eligible', 'expired')),
	CONSTRAINT "referrals_not_self" CHECK (friend_customer_id <> inviter_customer_id),
	CONSTRAINT "referrals_amounts" CHECK (reward_amount >= 0 AND hold_days >= 0),
	CONSTRAINT "referrals_state" CHECK ((status = 'waiting' AND qualified_at IS NULL AND paid_at IS NULL AND reason IS NULL)
        OR (status = 'on_hold' AND qualified_at IS NOT NULL AND hold_until IS NOT NULL AND paid_at IS NULL AND reason IS NULL)
        OR (status = 'paid' AND paid_at IS NOT NULL AND entry_id IS NOT NULL AND reason IS NULL)
        OR (status = 'not_eligible' AND reason IS NOT NULL AND paid_at IS NULL)
        OR (status = 'expired' AND paid_at IS NULL AND reason IS NULL))
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_customer_id_customers_id_fk" FOREIGN KEY ("friend_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_customer_id_customers_id_fk" FOREIGN KEY ("inviter_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_customer_id","friend_customer_id");--> statement-breakpoint
CREATE INDEX "referrals_open_idx" ON "referrals" USING btree ("status","friend_customer_id") WHERE status IN ('waiting', 'on_hold');