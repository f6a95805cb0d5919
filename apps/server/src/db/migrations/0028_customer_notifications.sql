CREATE TABLE "customer_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "customer_notifications_kind" CHECK (kind IN ('order.filled', 'position.closed', 'deposit.reviewed', 'withdrawal.reviewed', 'ipo.drawn', 'loan.reviewed', 'support.reply'))
);
--> statement-breakpoint
ALTER TABLE "customer_notifications" ADD CONSTRAINT "customer_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notifications_customer_idx" ON "customer_notifications" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_notifications_unread_idx" ON "customer_notifications" USING btree ("customer_id") WHERE read_at IS NULL;