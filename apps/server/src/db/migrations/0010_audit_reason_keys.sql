ALTER TABLE "audit_log" ADD COLUMN "reason_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason_params" jsonb;