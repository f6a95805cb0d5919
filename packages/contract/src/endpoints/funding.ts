import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { CURRENCY_CODES, type CurrencyCode } from '../currencies';
import { RESTRICTION_KINDS, VERIFICATION_STATUSES, optionalSecondFactorCode } from './user';
import { reasonField } from './admin';
import {
  localizedNames,
  localizedTextInput,
  operatorReason,
  reasonLocaleField,
} from '../localized';

/**
 * Deposits, withdrawals and wallets (docs/funding.md). Amounts travel as decimal strings, never as
 * JSON numbers; the server checks each against its currency's minor unit and the operator-set limits.
 */

/** A decimal amount as the server answers it ("1234.5", "-20"). */
export const moneyString = decimalField();

/** An amount the customer types: positive, plain decimal, at most 8 decimals (numeric(38,8)). */
export const amountField = decimalField({
  sign: 'positive',
  integerDigits: 18,
  scale: 8,
  error: 'amount_invalid',
});

export const currencyField = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], {
  error: 'invalid_params',
});

export const FUNDING_STATUS_KEYS = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'rejected',
] as const;
export type FundingStatus = (typeof FUNDING_STATUS_KEYS)[number];
export const fundingStatus = z.enum(FUNDING_STATUS_KEYS);

/** A time window on Japanese business days, Japan time: [opensAt, closesAt). */
export const businessWindow = z.object({
  /** "09:30" */
  opensAt: z.string(),
  /** "19:30" (exclusive) */
  closesAt: z.string(),
  timeZone: z.literal('Asia/Tokyo'),
  /** Weekdays that are not Japanese public holidays nor 31 Dec – 3 Jan (false in the demo). */
  businessDaysOnly: z.boolean(),
  /**
   * The demo (the embedded default): requests are taken at any hour, and the screen says so; the
   * hours above are the real ones (a server with MARKET_CALENDAR=jpx keeps them).
   */
  alwaysOpen: z.boolean(),
  openNow: z.boolean(),
  /** The next opening when closed now, else null. */
  nextOpensAt: z.string().nullable(),
});
export type BusinessWindow = z.infer<typeof businessWindow>;

/** Integrity rule 6: everything that can refuse a withdrawal, shown before the first deposit. */
export const withdrawalRules = z.object({
  currency: currencyField,
  enabled: z.boolean(),
  minimum: moneyString,
  maximum: moneyString,
  /** Taken from the amount; the transfer carries amount − fee. */
  fee: moneyString,
  window: businessWindow,
  /** Borrowed money (a loan's proceeds) is never withdrawable. */
  borrowedFundsWithdrawable: z.literal(false),
  /** One deposit or withdrawal under review at a time per customer. */
  oneOperationAtATime: z.literal(true),
  /** What must be in place: identity verification, a bank card of the customer's own, the fund password. */
  requires: z.array(z.enum(['identity_verification', 'bank_card', 'fund_password'])),
  /** Every withdrawal is reviewed by an operator before it is paid out. */
  reviewedByOperator: z.literal(true),
});
export type WithdrawalRules = z.infer<typeof withdrawalRules>;

/**
 * A house bank account customers transfer to. Its name, bank and branch are entered in every
 * language and shown in the reader's; the account number and the holder are the bank's own
 * record, one text that the transfer must match (docs/adr/0020-operator-data-per-language.md).
 */
export const depositChannel = z.object({
  id: z.number().int(),
  name: localizedNames,
  bankName: localizedNames,
  branchName: localizedNames,
  branchCode: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  /** The account's name as the bank holds it (what the transfer screen must show). */
  accountHolder: z.string(),
  currency: currencyField,
});

export const openOperation = z
  .object({ kind: z.enum(['deposit', 'withdrawal']), id: z.number().int(), status: fundingStatus })
  .nullable();

/** POST /api/vue/funding/depositInfo */
export const depositInfoRequest = z.object({ currency: currencyField.optional() }).optional();
export const depositInfoResponse = z.object({
  currency: currencyField,
  enabled: z.boolean(),
  channels: z.array(depositChannel),
  quickAmounts: z.array(moneyString),
  minimum: moneyString,
  maximum: moneyString,
  window: businessWindow,
  openOperation,
  withdrawalRules,
});

/** POST /api/vue/funding/deposit */
export const depositRequest = z.object({
  channelId: z.number({ error: 'deposit_channel_unavailable' }).int().positive(),
  amount: amountField,
  proofUploadId: z.number({ error: 'deposit_proof_required' }).int().positive({
    error: 'deposit_proof_required',
  }),
  currency: currencyField.optional(),
});

export const depositRecord = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  currency: currencyField,
  amount: moneyString,
  status: fundingStatus,
  channelName: localizedNames,
  /** The reason of a rejection, shown to the customer, in the language the operator wrote it. */
  reviewReason: operatorReason.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

/** POST /api/vue/funding/depositDetail: one of the customer's own deposits. */
export const customerDepositIdRequest = z.object({
  depositId: z.number({ error: 'funding_request_not_found' }).int().positive({
    error: 'funding_request_not_found',
  }),
});

/** POST /api/vue/funding/withdrawInfo */
export const withdrawInfoRequest = z.object({ currency: currencyField.optional() }).optional();
export const withdrawInfoResponse = z.object({
  currency: currencyField,
  available: moneyString,
  held: moneyString,
  /** available − what is owed on loans, never below zero: the "withdraw all" amount. */
  withdrawable: moneyString,
  rules: withdrawalRules,
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  fundPasswordSet: z.boolean(),
  /** A restriction in force that stops withdrawals, with the reason the operator recorded. */
  restriction: z.object({ kind: z.enum(RESTRICTION_KINDS), reason: operatorReason }).nullable(),
  openOperation,
});

/** POST /api/vue/funding/withdraw */
export const withdrawRequest = z.object({
  amount: amountField,
  cardId: z.number({ error: 'card_not_found' }).int().positive({ error: 'card_not_found' }),
  fundPassword: z
    .string({ error: 'fund_password_required' })
    .min(1, { error: 'fund_password_required' })
    .max(64, { error: 'fund_password_wrong' }),
  currency: currencyField.optional(),
  /** Required while two-factor sign-in is on: a code from the app or a recovery code. */
  twoFactorCode: optionalSecondFactorCode,
});

export const withdrawalRecord = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  currency: currencyField,
  amount: moneyString,
  fee: moneyString,
  payoutAmount: moneyString,
  status: fundingStatus,
  card: z.object({
    id: z.number().int(),
    bankName: z.string(),
    maskedNumber: z.string(),
    holderName: z.string(),
  }),
  reviewReason: operatorReason.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

/** POST /api/vue/funding/withdrawDetail: one of the customer's own withdrawals. */
export const customerWithdrawalIdRequest = z.object({
  withdrawalId: z.number({ error: 'funding_request_not_found' }).int().positive({
    error: 'funding_request_not_found',
  }),
});

/** POST /api/vue/funding/wallets: every currency, JPY first. */
export const walletBalance = z.object({
  currency: currencyField,
  available: moneyString,
  held: moneyString,
  margin: moneyString,
  /** What is owed on loans, as a negative amount (0 without a loan). */
  loan: moneyString,
});
export const walletsResponse = z.array(walletBalance);

/* ----------------------------------------------------------------------------------------------
 * Operator API: /api/admin/funding/*, /api/admin/ledger/check, /api/admin/customers/funds
 * -------------------------------------------------------------------------------------------- */

export const fundingQueueRequest = z.object({
  /** 'open' = pending and awaiting a second approval, oldest first; the others newest first. */
  status: z.enum(['open', 'approved', 'rejected']).default('open'),
  cursor: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});

const reviewFields = {
  customerId: z.number().int(),
  account: z.string(),
  needsSecondApproval: z.boolean(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** What the amount is worth in JPY at current rates (the dual-control comparison); null without a rate. */
  amountJpy: moneyString.nullable(),
  /** True when approving it would need a second operator at the current threshold. */
  aboveDualControlThreshold: z.boolean(),
};

export const adminDepositItem = depositRecord.extend(reviewFields);
export const depositQueueResponse = z.object({
  items: z.array(adminDepositItem),
  nextCursor: z.number().int().nullable(),
});

export const depositIdRequest = z.object({ depositId: z.number().int().positive() });
export const adminDepositDetail = adminDepositItem.extend({
  channel: depositChannel.extend({ enabled: z.boolean() }),
  proof: z
    .object({ uploadId: z.number().int(), contentType: z.string(), sizeBytes: z.number().int() })
    .nullable(),
  origin: z.enum(['customer', 'demo_seed']),
  journalEntryId: z.number().int().nullable(),
  customer: z.object({
    verificationStatus: z.string(),
    restrictions: z.array(z.string()),
    registeredAt: z.string(),
  }),
  /** The customer's earlier deposits, newest first. */
  history: z.array(depositRecord),
});

export const approveDepositRequest = z.object({
  depositId: z.number().int().positive(),
  /** Optional note kept in the audit log. */
  note: z.string().trim().max(500).optional(),
});
export const rejectDepositRequest = z.object({
  depositId: z.number().int().positive(),
  reason: reasonField,
  /** The language the reason is written in (the console sends its own); the customer reads it. */
  reasonLocale: reasonLocaleField,
});
export const fundingDecisionResponse = z.object({
  id: z.number().int(),
  status: fundingStatus,
  needsSecondApproval: z.boolean(),
  journalEntryId: z.number().int().nullable(),
});

export const adminWithdrawalItem = withdrawalRecord.extend(reviewFields);
export const withdrawQueueResponse = z.object({
  items: z.array(adminWithdrawalItem),
  nextCursor: z.number().int().nullable(),
});
export const withdrawalIdRequest = z.object({ withdrawalId: z.number().int().positive() });
export const adminWithdrawalDetail = adminWithdrawalItem.extend({
  card: withdrawalRecord.shape.card.extend({
    /** Full account details, for the operator who makes the transfer. */
    cardNumber: z.string(),
    branchName: z.string(),
    branchCode: z.string(),
    cardType: z.string(),
    country: z.string(),
  }),
  holdEntryId: z.number().int(),
  settleEntryId: z.number().int().nullable(),
  customer: z.object({
    verificationStatus: z.string(),
    restrictions: z.array(z.string()),
    registeredAt: z.string(),
    wallet: walletBalance,
  }),
  history: z.array(withdrawalRecord),
});
export const approveWithdrawRequest = z.object({
  withdrawalId: z.number().int().positive(),
  note: z.string().trim().max(500).optional(),
});
export const rejectWithdrawRequest = z.object({
  withdrawalId: z.number().int().positive(),
  reason: reasonField,
  reasonLocale: reasonLocaleField,
});

export const adminDepositChannel = depositChannel.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export const channelsResponse = z.array(adminDepositChannel);
const channelText = (max: number) =>
  z.string().trim().min(1, { error: 'invalid_params' }).max(max, { error: 'invalid_params' });
export const saveChannelRequest = z.object({
  /** Absent: a new channel. */
  id: z.number().int().positive().optional(),
  /** In every language (`every_language_required` when one is missing or blank). */
  name: localizedTextInput(100),
  bankName: localizedTextInput(100),
  branchName: localizedTextInput(100),
  branchCode: channelText(32),
  accountType: channelText(40),
  accountNumber: channelText(64),
  accountHolder: channelText(200),
  currency: currencyField,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  reason: reasonField,
});

/** "HH:MM", 00:00 to 24:00. */
const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'invalid_params' });
const limitAmount = decimalField({
  sign: 'nonNegative',
  integerDigits: 18,
  scale: 8,
  error: 'invalid_params',
});

export const fundingCurrencySettings = z.object({
  currency: currencyField,
  depositsEnabled: z.boolean(),
  depositMin: limitAmount,
  depositMax: limitAmount,
  quickAmounts: z.array(limitAmount).max(12),
  withdrawalsEnabled: z.boolean(),
  withdrawMin: limitAmount,
  withdrawMax: limitAmount,
  withdrawFee: limitAmount,
});
export const fundingGeneralSettings = z.object({
  dualControlThresholdJpy: limitAmount,
  depositWindow: z.object({ opensAt: clockTime, closesAt: clockTime }),
  withdrawWindow: z.object({ opensAt: clockTime, closesAt: clockTime }),
  fxQuoteTtlSeconds: z.number().int().min(5).max(600),
  fxRatesSource: z.enum(['embedded', 'stored']),
  fundPasswordMaxFailures: z.number().int().min(1).max(100),
  fundPasswordWindowSeconds: z.number().int().min(60).max(86_400),
});
export const fundingSettingsResponse = z.object({
  general: fundingGeneralSettings,
  currencies: z.array(fundingCurrencySettings),
});
export type FundingSettingsView = z.infer<typeof fundingSettingsResponse>;
/** Saves the general settings and/or some currencies; unlisted currencies stay as they are. */
export const saveSettingsRequest = z.object({
  general: fundingGeneralSettings.optional(),
  currencies: z.array(fundingCurrencySettings).max(10).default([]),
  reason: reasonField,
});

export const ledgerCheckResponse = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  counts: z.object({ accounts: z.number(), entries: z.number(), postings: z.number() }),
  problems: z.array(z.record(z.string(), z.unknown())),
  truncated: z.boolean(),
});
