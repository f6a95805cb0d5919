ALTER TABLE "audit_log" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id","id");
--> statement-breakpoint
-- hand-written: name the customer on the entries written before the column existed (docs/activity.md).
-- The log is append-only (migration 0004's trigger); this fills the new column once, changing
-- nothing that was recorded, so the trigger is set aside for this statement and put back at once.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" AS a SET "customer_id" = t."customer_id"
FROM (
  SELECT 'customer' AS target_type, id::text AS target_id, id AS customer_id FROM "customers"
  UNION ALL SELECT 'identity_verification', id::text, customer_id FROM "identity_verifications"
  UNION ALL SELECT 'deposit', id::text, customer_id FROM "deposits"
  UNION ALL SELECT 'withdrawal', id::text, customer_id FROM "withdrawals"
  UNION ALL SELECT 'position', id::text, customer_id FROM "positions"
  UNION ALL SELECT 'day_trading_application', id::text, customer_id FROM "day_trading_applications"
  UNION ALL SELECT 'loan', id::text, customer_id FROM "loans"
  UNION ALL SELECT 'copy_leader_application', id::text, customer_id FROM "copy_leader_applications"
  UNION ALL SELECT 'support_conversation', id::text, customer_id FROM "support_conversations"
) AS t
WHERE a."customer_id" IS NULL AND a."target_type" = t.target_type AND a."target_id" = t.target_id;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";
