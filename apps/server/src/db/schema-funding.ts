import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { decimalColumn } from './decimal-column';
import { CURRENCY_CODES } from '@kabuto/contract';
import { customers, journalEntries } from './schema';
import { bankCards, uploads } from './schema-kyc';
import { operators } from './schema-operators';
import {
  at,
  everyLanguage,
  knownLocale,
  localeColumn,
  localizedText,
  money,
  sqlTextList,
} from './columns';

/*
 * Funding (docs/funding.md): deposits, withdrawals, currency exchange quotes and the settings
 * operators edit. Money itself lives only in the ledger (schema.ts); these tables are the business
 * records the journal entries pay for, and every entry names its record (reference_type/id).
 */

const operatorRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => operators.id);

/** Review states of a deposit or a withdrawal (spec section 4: pending, approved, rejected). */
export const FUNDING_REQUEST_STATUSES = [
  'pending',
  /** Dual control: one operator approved an amount above the threshold; a second must confirm. */
  'awaiting_second_approval',
  'approved',
  'rejected',
] as const;
export type FundingRequestStatus = (typeof FUNDING_REQUEST_STATUSES)[number];
/** Requests that are still open: they block another money operation of the same customer. */
export const OPEN_FUNDING_STATUSES = ['pending', 'awaiting_second_approval'] as const;

export const FX_RATE_SOURCES = ['embedded', 'stored'] as const;
export type FxRateSourceKind = (typeof FX_RATE_SOURCES)[number];

/**
 * The one row of general funding settings (id = 1). Absent until an operator first saves: the
 * code's defaults (modules/funding/settings.ts) apply until then.
 */
export const fundingSettings = pgTable(
  'funding_settings',
  {
    id: integer('id').primaryKey(),
    /** Approvals moving more than this (in JPY, other currencies converted) need two operators. */
    dualControlThresholdJpy: money('dual_control_threshold_jpy').notNull(),
    /** Minutes after Japan midnight: [opens, closes) on Japanese business days. */
    depositOpensMinute: integer('deposit_opens_minute').notNull(),
    depositClosesMinute: integer('deposit_closes_minute').notNull(),
    withdrawOpensMinute: integer('withdraw_opens_minute').notNull(),
    withdrawClosesMinute: integer('withdraw_closes_minute').notNull(),
    fxQuoteTtlSeconds: integer('fx_quote_ttl_seconds').notNull(),
    fxRatesSource: text('fx_rates_source', { enum: FX_RATE_SOURCES }).notNull(),
    /** Wrong fund passwords allowed per window before withdrawals are refused as too frequent. */
    fundPasswordMaxFailures: integer('fund_password_max_failures').notNull(),
    fundPasswordWindowSeconds: integer('fund_password_window_seconds').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check('funding_settings_single_row', sql`id = 1`),
    check('funding_settings_threshold_positive', sql`dual_control_threshold_jpy > 0`),
    check(
      'funding_settings_windows',
      sql`deposit_opens_minute >= 0 AND deposit_opens_minute < deposit_closes_minute AND deposit_closes_minute <= 1440
      AND withdraw_opens_minute >= 0 AND withdraw_opens_minute < withdraw_closes_minute AND withdraw_closes_minute <= 1440`,
    ),
    check('funding_settings_quote_ttl', sql`fx_quote_ttl_seconds BETWEEN 5 AND 600`),
    check('funding_settings_fx_source', sql`fx_rates_source IN (${sqlTextList(FX_RATE_SOURCES)})`),
    check(
      'funding_settings_fund_password_throttle',
      sql`fund_password_max_failures BETWEEN 1 AND 100 AND fund_password_window_seconds BETWEEN 60 AND 86400`,
    ),
  ],
);

/**
 * Per-currency limits. A currency without a row uses the code's defaults (JPY open, every other
 * currency closed for deposits and withdrawals until an operator opens it).
 */
export const fundingCurrencyLimits = pgTable(
  'funding_currency_limits',
  {
    currency: text('currency').primaryKey(),
    depositsEnabled: boolean('deposits_enabled').notNull(),
    depositMin: money('deposit_min').notNull(),
    depositMax: money('deposit_max').notNull(),
    /** The deposit screen's quick amounts, decimal strings. */
    quickAmounts: text('quick_amounts').array().notNull(),
    withdrawalsEnabled: boolean('withdrawals_enabled').notNull(),
    withdrawMin: money('withdraw_min').notNull(),
    withdrawMax: money('withdraw_max').notNull(),
    /** Fixed fee per withdrawal, taken from the amount; shown before the customer deposits. */
    withdrawFee: money('withdraw_fee').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check('funding_currency_limits_known', sql`currency IN (${sqlTextList(CURRENCY_CODES)})`),
    check('funding_currency_limits_deposit', sql`deposit_min > 0 AND deposit_max >= deposit_min`),
    check(
      'funding_currency_limits_withdraw',
      sql`withdraw_min > 0 AND withdraw_max >= withdraw_min AND withdraw_fee >= 0 AND withdraw_fee < withdraw_min`,
    ),
  ],
);

/**
 * The house's bank accounts customers transfer to, as operators configured them. The name, bank
 * and branch are in every language (ADR 0020); the account number and holder are the bank's
 * record, as written there.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: localizedText('name').notNull(),
    bankName: localizedText('bank_name').notNull(),
    branchName: localizedText('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check('deposit_channels_currency_known', sql`currency IN (${sqlTextList(CURRENCY_CODES)})`),
    check('deposit_channels_name_languages', everyLanguage('name')),
    check('deposit_channels_bank_name_languages', everyLanguage('bank_name')),
    check('deposit_channels_branch_name_languages', everyLanguage('branch_name')),
  ],
);

const reviewColumns = {
  status: text('status', { enum: FUNDING_REQUEST_STATUSES }).notNull().default('pending'),
  /** Decided at the first approval: the amount was above the dual-control threshold. */
  needsSecondApproval: boolean('needs_second_approval').notNull().default(false),
  firstApprovedByOperatorId: operatorRef('first_approved_by_operator_id'),
  firstApprovedAt: at('first_approved_at'),
  /** The operator whose decision closed the request (the approver, or the second approver). */
  reviewedByOperatorId: operatorRef('reviewed_by_operator_id'),
  reviewedAt: at('reviewed_at'),
  /** Why it was rejected (shown to the customer), or the approver's note. */
  reviewReason: text('review_reason'),
  /** The language the rejection's reason is written in (null: an approval, or not recorded). */
  reviewReasonLocale: localeColumn('review_reason_locale'),
};

const statusChecks = (table: string) => [
  check(`${table}_status_known`, sql`status IN (${sqlTextList(FUNDING_REQUEST_STATUSES)})`),
  check(
    `${table}_review_consistent`,
    sql`(status = 'pending' AND reviewed_at IS NULL)
      OR (status = 'awaiting_second_approval' AND needs_second_approval AND first_approved_by_operator_id IS NOT NULL AND reviewed_at IS NULL)
      OR (status = 'approved' AND reviewed_at IS NOT NULL AND reviewed_by_operator_id IS NOT NULL
          AND (NOT needs_second_approval OR (first_approved_by_operator_id IS NOT NULL AND first_approved_by_operator_id <> reviewed_by_operator_id)))
      OR (status = 'rejected' AND reviewed_at IS NOT NULL AND length(btrim(coalesce(review_reason, ''))) > 0)`,
  ),
  check(`${table}_currency_known`, sql`currency IN (${sqlTextList(CURRENCY_CODES)})`),
  check(`${table}_amount_positive`, sql`amount > 0`),
  check(`${table}_reason_locale_known`, knownLocale('review_reason_locale')),
];

/**
 * A deposit: the customer transferred money to a channel and uploaded the proof; an operator
 * approves it (the ledger credits it in the same transaction) or rejects it with a reason.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => depositChannels.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** The customer's transfer slip; null only for the embedded demo's seeded deposit. */
    proofUploadId: bigint('proof_upload_id', { mode: 'number' }).references(() => uploads.id),
    /** 'customer' for every real request; 'demo_seed' for the embedded demo's funding. */
    origin: text('origin', { enum: ['customer', 'demo_seed'] })
      .notNull()
      .default('customer'),
    ...reviewColumns,
    /** The credit (bank clearing → available), written with the approval. */
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).references(
      () => journalEntries.id,
    ),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('deposits_customer_idx').on(table.customerId, table.id),
    index('deposits_open_idx')
      .on(table.id)
      .where(sql`status IN ('pending', 'awaiting_second_approval')`),
    uniqueIndex('deposits_one_open_per_customer')
      .on(table.customerId)
      .where(sql`status IN ('pending', 'awaiting_second_approval')`),
    uniqueIndex('deposits_proof_used_once')
      .on(table.proofUploadId)
      .where(sql`proof_upload_id IS NOT NULL`),
    ...statusChecks('deposits'),
    check('deposits_proof_present', sql`proof_upload_id IS NOT NULL OR origin = 'demo_seed'`),
    check('deposits_credit_present', sql`(status = 'approved') = (journal_entry_id IS NOT NULL)`),
  ],
);

/**
 * A withdrawal: the amount moves from available to held when requested; approval pays it out to
 * the card (held → bank clearing, fee → fee revenue), rejection releases it (held → available).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => bankCards.id),
    currency: text('currency').notNull(),
    /** What leaves the customer's wallet (held on request). */
    amount: money('amount').notNull(),
    /** The fee shown in advance, taken from the amount on payout. */
    fee: money('fee').notNull(),
    /** What the bank transfer carries: amount − fee. */
    payoutAmount: money('payout_amount').notNull(),
    ...reviewColumns,
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    /** The payout on approval, or the release on rejection. */
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }).references(
      () => journalEntries.id,
    ),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('withdrawals_customer_idx').on(table.customerId, table.id),
    index('withdrawals_open_idx')
      .on(table.id)
      .where(sql`status IN ('pending', 'awaiting_second_approval')`),
    uniqueIndex('withdrawals_one_open_per_customer')
      .on(table.customerId)
      .where(sql`status IN ('pending', 'awaiting_second_approval')`),
    ...statusChecks('withdrawals'),
    check(
      'withdrawals_payout_consistent',
      sql`fee >= 0 AND payout_amount > 0 AND payout_amount + fee = amount`,
    ),
    check(
      'withdrawals_settled_when_closed',
      sql`(status IN ('approved', 'rejected')) = (settle_entry_id IS NOT NULL)`,
    ),
  ],
);

/**
 * A quoted exchange rate, held server-side for its validity window. The id is a random token, and
 * only the customer it was quoted to can use it, once.
 */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    fromAmount: money('from_amount').notNull(),
    /** Units of `to` per unit of `from`, as quoted (rounded as documented in modules/fx/rates.ts). */
    rate: decimalColumn('rate', { precision: 38, scale: 18 }).notNull(),
    /** fromAmount × rate, rounded down to the target currency's minor unit. */
    toAmount: money('to_amount').notNull(),
    ratesSource: text('rates_source').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).references(
      () => journalEntries.id,
    ),
  },
  (table) => [
    index('fx_quotes_customer_idx').on(table.customerId, table.createdAt),
    check('fx_quotes_currencies_differ', sql`from_currency <> to_currency`),
    check(
      'fx_quotes_currencies_known',
      sql`from_currency IN (${sqlTextList(CURRENCY_CODES)}) AND to_currency IN (${sqlTextList(CURRENCY_CODES)})`,
    ),
    check('fx_quotes_amounts_positive', sql`from_amount > 0 AND to_amount > 0 AND rate > 0`),
    check('fx_quotes_used_consistent', sql`(used_at IS NULL) = (journal_entry_id IS NULL)`),
  ],
);

/**
 * Rates written by an external rate source adapter (modules/fx/rates.ts, `refreshStoredRates`),
 * read when the settings select the 'stored' source. The embedded default never touches it.
 */
export const fxStoredRates = pgTable(
  'fx_stored_rates',
  {
    currency: text('currency').primaryKey(),
    /** Units of the currency per one US dollar. */
    unitsPerUsd: decimalColumn('units_per_usd', { precision: 38, scale: 18 }).notNull(),
    sourceName: text('source_name').notNull(),
    observedAt: at('observed_at').notNull(),
  },
  () => [
    check('fx_stored_rates_known', sql`currency IN (${sqlTextList(CURRENCY_CODES)})`),
    check('fx_stored_rates_positive', sql`units_per_usd > 0`),
  ],
);
