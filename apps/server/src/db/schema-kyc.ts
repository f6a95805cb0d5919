import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './schema';
import { operators } from './schema-operators';
import { knownLocale, localeColumn, sqlTextList } from './columns';

/** What a customer may upload, and for what (docs/kyc-and-cards.md). */
export const UPLOAD_PURPOSES = ['id_front', 'id_back', 'deposit_proof', 'support_image'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Customer uploads. The file itself lives under the configured upload directory (never a public
 * path) as the re-encoded image; `storage_path` is its random name relative to that directory and
 * `sha256` is the digest of the stored bytes, checked again whenever the file is served.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_customer_idx').on(table.customerId, table.createdAt),
    check('uploads_purpose_known', sql`purpose IN (${sqlTextList(UPLOAD_PURPOSES)})`),
    check(
      'uploads_content_type_image',
      sql`content_type IN ('image/jpeg', 'image/png', 'image/webp')`,
    ),
    check('uploads_size_positive', sql`size_bytes > 0`),
  ],
);

export const IDENTITY_DOCUMENT_TYPES = [
  'my_number_card',
  'drivers_license',
  'health_insurance_card',
  'passport',
  'national_id',
] as const;
export const VERIFICATION_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;

/**
 * Identity verification submissions. Every submission is a row; a rejected one stays as history and
 * a resubmission adds a new row. At most one row per customer is pending or verified (partial
 * unique index), so two racing submissions cannot both be accepted. `customers.verification_status`
 * mirrors the latest row and is changed in the same transaction.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: VERIFICATION_REVIEW_STATUSES }).notNull().default('pending'),
    name: text('name').notNull(),
    /** Full-width katakana reading; asked for Japanese documents. */
    katakanaName: text('katakana_name'),
    documentType: text('document_type', { enum: IDENTITY_DOCUMENT_TYPES }).notNull(),
    /** Normalised (NFKC, no spaces or hyphens, upper case). */
    idNumber: text('id_number').notNull(),
    frontUploadId: bigint('front_upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id),
    backUploadId: bigint('back_upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedByOperatorId: bigint('reviewed_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    /** Shown to the customer when rejected; the operator's note when approved. */
    reviewReason: text('review_reason'),
    /** The language a rejection's reason is written in (null: an approval, or not recorded). */
    reviewReasonLocale: localeColumn('review_reason_locale'),
  },
  (table) => [
    index('identity_verifications_customer_idx').on(table.customerId, table.id),
    index('identity_verifications_queue_idx')
      .on(table.id)
      .where(sql`status = 'pending'`),
    index('identity_verifications_id_number_idx').on(table.documentType, table.idNumber),
    uniqueIndex('identity_verifications_one_open_per_customer')
      .on(table.customerId)
      .where(sql`status IN ('pending', 'verified')`),
    check(
      'identity_verifications_status_known',
      sql`status IN (${sqlTextList(VERIFICATION_REVIEW_STATUSES)})`,
    ),
    check(
      'identity_verifications_document_known',
      sql`document_type IN (${sqlTextList(IDENTITY_DOCUMENT_TYPES)})`,
    ),
    check(
      'identity_verifications_review_consistent',
      sql`(status = 'pending' AND reviewed_at IS NULL)
        OR (status = 'verified' AND reviewed_at IS NOT NULL)
        OR (status = 'rejected' AND reviewed_at IS NOT NULL AND length(btrim(coalesce(review_reason, ''))) > 0)`,
    ),
    check('identity_verifications_reason_locale_known', knownLocale('review_reason_locale')),
  ],
);

export const BANK_COUNTRIES = ['JP', 'IN'] as const;
export const BANK_CARD_TYPES = ['futsu', 'toza', 'savings', 'current'] as const;

/**
 * Bank accounts a customer withdraws to. Unbinding stamps `deleted_at` (withdrawals that named the
 * card keep pointing at it). `account_key` identifies the real account (routing + number, see
 * modules/bank-cards/rules.ts); the partial unique index refuses binding an account that is
 * already bound, by this customer or by anyone else, even when two requests race.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    country: text('country', { enum: BANK_COUNTRIES }).notNull(),
    holderName: text('holder_name').notNull(),
    cardNumber: text('card_number').notNull(),
    cardType: text('card_type', { enum: BANK_CARD_TYPES }).notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    ifsc: text('ifsc'),
    upi: text('upi'),
    accountKey: text('account_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('bank_cards_customer_idx').on(table.customerId, table.id),
    uniqueIndex('bank_cards_active_account_key')
      .on(table.accountKey)
      .where(sql`deleted_at IS NULL`),
    check('bank_cards_country_known', sql`country IN (${sqlTextList(BANK_COUNTRIES)})`),
    check('bank_cards_type_known', sql`card_type IN (${sqlTextList(BANK_CARD_TYPES)})`),
  ],
);
