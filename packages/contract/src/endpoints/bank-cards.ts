import { z } from 'zod';
import { collapseSpaces } from './kyc';
import { CUSTOMER, customerEndpoint } from '../endpoint';
import { emptyRequest, emptyResponse } from './user';

/**
 * Bank cards (spec: holder name, card number, card type, bank name, branch name, branch code, IFSC,
 * UPI; all fields required, verification first, duplicates refused).
 *
 * What is required depends on the bank's country (docs/kyc-and-cards.md):
 * - `JP` (the default): bank name, branch name, 3-digit branch code (支店番号), account type
 *   `futsu` (普通) or `toza` (当座) as the card type, 7-digit account number (口座番号) as the card
 *   number. IFSC and UPI do not exist for Japanese banks and are refused if given.
 * - `IN`: bank name, branch name, branch code, `savings` or `current`, a 9-18 digit account number
 *   and the branch's IFSC (required); a UPI ID is optional.
 */
export const BANK_COUNTRY_KEYS = ['JP', 'IN'] as const;
export type BankCountry = (typeof BANK_COUNTRY_KEYS)[number];
export const BANK_CARD_TYPE_KEYS = ['futsu', 'toza', 'savings', 'current'] as const;
export type BankCardType = (typeof BANK_CARD_TYPE_KEYS)[number];
export const CARD_TYPES_BY_COUNTRY: Record<BankCountry, readonly BankCardType[]> = {
  JP: ['futsu', 'toza'],
  IN: ['savings', 'current'],
};
/** How many bank accounts one customer may have bound at once. */
export const MAX_BANK_CARDS = 5;

/** IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** UPI virtual payment address: handle@provider. */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** Digits only: NFKC (full-width digits fold), spaces and hyphens removed. */
export function normalizeAccountNumber(value: string): string {
  return value.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212]/gu, '');
}

const requiredText = (max: number) =>
  z
    .string({ error: 'bank_card_fields_required' })
    .max(max * 2, { error: 'invalid_params' })
    .transform(collapseSpaces)
    .pipe(
      z
        .string()
        .min(1, { error: 'bank_card_fields_required' })
        .max(max, { error: 'invalid_params' }),
    );

/** Optional text: trimmed and width-folded; an empty string counts as absent. */
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid_params' })
    .max(max, { error: 'invalid_params' })
    .transform((value) => collapseSpaces(value))
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));

export const bankCardAddRequest = z
  .object({
    country: z.enum(BANK_COUNTRY_KEYS, { error: 'invalid_params' }).default('JP'),
    holderName: requiredText(100),
    cardNumber: z
      .string({ error: 'bank_card_fields_required' })
      .max(64, { error: 'card_number_format' })
      .transform(normalizeAccountNumber)
      .pipe(z.string().min(1, { error: 'bank_card_fields_required' })),
    cardType: z.enum(BANK_CARD_TYPE_KEYS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'bank_card_fields_required'
          : 'card_type_invalid',
    }),
    bankName: requiredText(100),
    branchName: requiredText(100),
    branchCode: z
      .string({ error: 'bank_card_fields_required' })
      .max(32, { error: 'branch_code_format' })
      .transform((value) => normalizeAccountNumber(value).toUpperCase())
      .pipe(z.string().min(1, { error: 'bank_card_fields_required' })),
    ifsc: optionalText(32).transform((value) => value?.replace(/\s/g, '').toUpperCase()),
    upi: optionalText(300).transform((value) => value?.replace(/\s/g, '')),
  })
  .superRefine((body, context) => {
    const issue = (message: string, field: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    const japanese = body.country === 'JP';
    if (body.cardNumber !== '' && !(japanese ? /^\d{7}$/ : /^\d{9,18}$/).test(body.cardNumber)) {
      issue('card_number_format', 'cardNumber');
    }
    if (
      body.branchCode !== '' &&
      !(japanese ? /^\d{3}$/ : /^[A-Z0-9]{1,12}$/).test(body.branchCode)
    ) {
      issue('branch_code_format', 'branchCode');
    }
    if (
      BANK_COUNTRY_KEYS.includes(body.country) &&
      !CARD_TYPES_BY_COUNTRY[body.country].includes(body.cardType)
    ) {
      issue('card_type_invalid', 'cardType');
    }
    if (japanese) {
      if (body.ifsc !== undefined || body.upi !== undefined)
        issue('ifsc_upi_not_applicable', 'ifsc');
      return;
    }
    if (body.ifsc === undefined) issue('bank_card_fields_required', 'ifsc');
    else if (!IFSC_PATTERN.test(body.ifsc)) issue('ifsc_format', 'ifsc');
    if (body.upi !== undefined && !UPI_PATTERN.test(body.upi)) issue('upi_format', 'upi');
  });

/** A bound card as lists show it: the account number masked to its last 4 digits. */
export const bankCardItem = z.object({
  id: z.number().int(),
  country: z.enum(BANK_COUNTRY_KEYS),
  holderName: z.string(),
  cardNumberMasked: z.string(),
  last4: z.string(),
  cardType: z.enum(BANK_CARD_TYPE_KEYS),
  bankName: z.string(),
  branchName: z.string(),
  branchCode: z.string(),
  ifsc: z.string().nullable(),
  upiMasked: z.string().nullable(),
  createdAt: z.string(),
});
export const bankCardListResponse = z.array(bankCardItem);
export const bankCardDeleteRequest = z.object({
  cardId: z.number({ error: 'card_not_found' }).int().positive(),
});

export const bankCardsApi = {
  add: customerEndpoint({
    path: '/bank/add',
    summary:
      'Bind a bank account in the verified name (Japan: bank, branch, 3-digit branch code, futsu/toza, 7-digit number)',
    request: bankCardAddRequest,
    response: bankCardItem,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  list: customerEndpoint({
    path: '/bank/list',
    summary: 'The customer’s bound bank accounts, numbers masked to the last 4 digits',
    request: emptyRequest,
    response: bankCardListResponse,
    access: CUSTOMER,
  }),
  delete: customerEndpoint({
    path: '/bank/delete',
    summary: 'Unbind one of the customer’s bank accounts',
    request: bankCardDeleteRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
};
