DROP INDEX "ledger_accounts_house_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_shard_key" ON "ledger_accounts" USING btree ("currency","purpose","shard") WHERE owner_kind = 'house';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_range" CHECK (shard >= 0 AND shard < 256 AND (owner_kind = 'house' OR shard = 0));