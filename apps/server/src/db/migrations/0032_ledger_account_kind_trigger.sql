-- An account's kind (owner, customer, currency, purpose, shard) never changes once it is opened,
-- yet as CHECK constraints PostgreSQL read its three rules back from their stored text and ran them
-- at every balance update: about a tenth of a posting's cost (bench/README, issue 12, seventh
-- session). The same rules now run in a trigger on insert and on a change of those columns only;
-- a balance update does not fire it. It raises what the constraints raised (check_violation, with
-- the constraint's name). ledger/account-kind.test.ts holds its lists equal to the code's
-- (CURRENCY_CODES, the customer and house purposes). The balance's own rule
-- (ledger_accounts_customer_balance_side) stays a CHECK constraint: a balance update must run it.
CREATE OR REPLACE FUNCTION ledger_accounts_kind_check() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT coalesce(NEW.shard >= 0 AND NEW.shard < 256 AND (NEW.owner_kind = 'house' OR NEW.shard = 0), true) THEN
    RAISE EXCEPTION 'new row for relation "ledger_accounts" violates check constraint "ledger_accounts_shard_range"'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shard_range', TABLE = 'ledger_accounts';
  END IF;
  IF NOT coalesce(NEW.currency IN ('JPY', 'CNY', 'TWD', 'HKD', 'USD', 'MYR', 'THB', 'VND', 'KRW', 'INR'), true) THEN
    RAISE EXCEPTION 'new row for relation "ledger_accounts" violates check constraint "ledger_accounts_currency_known"'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_currency_known', TABLE = 'ledger_accounts';
  END IF;
  IF NOT coalesce(
       (NEW.owner_kind = 'customer' AND NEW.customer_id IS NOT NULL
        AND NEW.purpose IN ('available', 'held', 'margin', 'loan'))
    OR (NEW.owner_kind = 'house' AND NEW.customer_id IS NULL
        AND NEW.purpose IN ('bank_clearing', 'fee_revenue', 'stamp_duty_payable', 'trading_counterparty',
                            'fx', 'referral_rewards', 'loans_receivable', 'loan_interest_income')), true) THEN
    RAISE EXCEPTION 'new row for relation "ledger_accounts" violates check constraint "ledger_accounts_owner_purpose"'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_owner_purpose', TABLE = 'ledger_accounts';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kind
  BEFORE INSERT OR UPDATE OF owner_kind, customer_id, currency, purpose, shard ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_kind_check();--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shard_range";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_purpose";