-- Operator data per language (docs/adr/0020-operator-data-per-language.md): a deposit channel's
-- name, bank and branch become {ja, zh-TW, en}, each language starting as the one text written
-- before; the reasons customers read record the language they were written in (null before).
ALTER TABLE "deposit_channels" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('ja', "name", 'zh-TW', "name", 'en', "name");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "bank_name" SET DATA TYPE jsonb USING jsonb_build_object('ja', "bank_name", 'zh-TW', "bank_name", 'en', "bank_name");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "branch_name" SET DATA TYPE jsonb USING jsonb_build_object('ja', "branch_name", 'zh-TW', "branch_name", 'en', "branch_name");--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "review_reason_locale" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reason_locale" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "review_reason_locale" text;--> statement-breakpoint
ALTER TABLE "day_trading_applications" ADD COLUMN "review_reason_locale" text;--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD COLUMN "reason_locale" text;--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_name_languages" CHECK (coalesce(jsonb_typeof("name") = 'object' AND ("name" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("name"->'ja') = 'string' AND length(btrim("name"->>'ja')) > 0 AND jsonb_typeof("name"->'zh-TW') = 'string' AND length(btrim("name"->>'zh-TW')) > 0 AND jsonb_typeof("name"->'en') = 'string' AND length(btrim("name"->>'en')) > 0, false));--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_bank_name_languages" CHECK (coalesce(jsonb_typeof("bank_name") = 'object' AND ("bank_name" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("bank_name"->'ja') = 'string' AND length(btrim("bank_name"->>'ja')) > 0 AND jsonb_typeof("bank_name"->'zh-TW') = 'string' AND length(btrim("bank_name"->>'zh-TW')) > 0 AND jsonb_typeof("bank_name"->'en') = 'string' AND length(btrim("bank_name"->>'en')) > 0, false));--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_branch_name_languages" CHECK (coalesce(jsonb_typeof("branch_name") = 'object' AND ("branch_name" - 'ja' - 'zh-TW' - 'en') = '{}'::jsonb AND jsonb_typeof("branch_name"->'ja') = 'string' AND length(btrim("branch_name"->>'ja')) > 0 AND jsonb_typeof("branch_name"->'zh-TW') = 'string' AND length(btrim("branch_name"->>'zh-TW')) > 0 AND jsonb_typeof("branch_name"->'en') = 'string' AND length(btrim("branch_name"->>'en')) > 0, false));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reason_locale_known" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reason_locale_known" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en'));--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_reason_locale_known" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en'));--> statement-breakpoint
ALTER TABLE "day_trading_applications" ADD CONSTRAINT "day_trading_applications_reason_locale_known" CHECK ("review_reason_locale" IN ('ja', 'zh-TW', 'en'));--> statement-breakpoint
ALTER TABLE "customer_restrictions" ADD CONSTRAINT "customer_restrictions_reason_locale_known" CHECK ("reason_locale" IN ('ja', 'zh-TW', 'en'));