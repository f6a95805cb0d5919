import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { ACCOUNT_DIGITS, FUND_PASSWORD_LENGTH, LOGIN_PASSWORD_LENGTH } from '../constants';
import { CUSTOMER, PUBLIC, customerEndpoint } from '../endpoint';

/**
 * Field rules of spec section 5. Each failed rule carries its catalogue key as the message, so a
 * validation failure reaches the customer as a translated sentence, not a schema dump.
 */
export const accountField = z
  .string({ error: 'account_format' })
  .regex(new RegExp(`^\\d{${ACCOUNT_DIGITS}}$`), { error: 'account_format' });

export const loginPasswordField = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .regex(new RegExp(`^[A-Za-z0-9]{${LOGIN_PASSWORD_LENGTH}}$`), { error: 'password_format' });

export const fundPasswordField = z
  .string({ error: 'fund_password_format' })
  .regex(new RegExp(`^\\d{${FUND_PASSWORD_LENGTH}}$`), { error: 'fund_password_format' });

export const invitationCodeField = z
  .string({ error: 'invitation_code_required' })
  .trim()
  .min(1, { error: 'invitation_code_required' })
  .max(32, { error: 'inviter_not_found' });

export const registerRequest = z
  .object({
    account: accountField,
    password: loginPasswordField,
    confirmPassword: z.string({ error: 'password_required' }),
    invitationCode: invitationCodeField,
  })
  .refine((body) => body.password === body.confirmPassword, {
    error: 'passwords_differ',
    path: ['confirmPassword'],
  });

/**
 * Login takes any non-empty password: a wrong format is just a wrong password, and telling the
 * two apart would tell an attacker something.
 */
export const loginRequest = z.object({
  account: z
    .string({ error: 'wrong_account_or_password' })
    .min(1, { error: 'wrong_account_or_password' })
    .max(64),
  password: z
    .string({ error: 'password_required' })
    .min(1, { error: 'password_required' })
    .max(128),
});
export const loginResponse = z.object({
  token: z.string(),
  account: z.string(),
  expiresAt: z.string(),
});

/* Two-factor sign-in's fields and the login's second answer (endpoints/two-factor.ts). */
export const TOTP_CODE_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/**
 * A six-digit code from the app, or a recovery code (upper or lower case, with or without its
 * dash). Spaces the customer typed are dropped; anything else is simply a wrong code.
 */
export const secondFactorCodeField = z
  .string({ error: 'two_factor_code_required' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'two_factor_code_required' })
      .max(16, { error: 'two_factor_code_wrong' }),
  );

/** Only an app's code (turning on, new recovery codes): a recovery code does not count here. */
export const totpCodeField = z
  .string({ error: 'two_factor_code_required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'two_factor_code_required' })
      .max(16, { error: 'two_factor_code_wrong' }),
  );

/** The second field of a withdrawal or a trading-PIN change: required while two-factor is on. */
export const optionalSecondFactorCode = secondFactorCodeField.optional();

/**
 * A password login that needs the second factor: no session yet, a single-use challenge that
 * `/user/login/secondFactor` redeems with a code before `expiresAt`. `secondFactor` is a catalogue
 * key the apps translate.
 */
export const secondFactorChallenge = z.object({
  secondFactor: z.literal('second_factor_required'),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** A login's answer: the session, as before, or (two-factor on, new device) the challenge. */
export const loginAnswer = z.union([loginResponse, secondFactorChallenge]);

/**
 * Registration signs the new customer in: the answer is a login's (the same session, the same
 * trusted device) plus the customer's own invitation code.
 */
export const registerResponse = loginResponse.extend({ invitationCode: z.string() });

export const emptyRequest = z.object({}).optional();
export const emptyResponse = z.null();

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const RESTRICTION_KINDS = [
  'frozen',
  'login_banned',
  'disabled',
  'withdraw_barred',
  'trade_barred',
] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

const decimalString = decimalField();

/** The member centre's view of the signed-in customer. Amounts are decimal strings in JPY. */
export const userInfoResponse = z.object({
  account: z.string(),
  phone: z.string(),
  invitationCode: z.string(),
  registeredAt: z.string(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  fundPasswordSet: z.boolean(),
  restrictions: z.array(z.enum(RESTRICTION_KINDS)),
  /**
   * In JPY. totalAssets is exactly availableFunds + foreignFunds + frozenFunds + marginInUse +
   * ipoAllotments + unrealizedPnl + loanBalance (each to the sen), so the parts shown add up to
   * the total.
   */
  assets: z.object({
    currency: z.literal('JPY'),
    totalAssets: decimalString,
    availableFunds: decimalString,
    /** Other currencies' available balances, in JPY at the current rates. */
    foreignFunds: decimalString,
    /** Held for pending withdrawals and orders, every currency. */
    frozenFunds: decimalString,
    marginInUse: decimalString,
    /** Paid for new shares (IPO) not listed yet, at their cost (docs/ipo.md). */
    ipoAllotments: decimalString,
    /** What open positions add at market (a loss at most their margin), before closing costs. */
    unrealizedPnl: decimalString,
    /** Owed on loans: zero or negative. */
    loanBalance: decimalString,
    /** Closed and open trading results, net of every fee and tax paid. */
    profit: decimalString,
    /** The USD wallet's available balance, in USD. */
    usdAmount: decimalString,
  }),
});
export type UserInfo = z.infer<typeof userInfoResponse>;

export const changeLoginPasswordRequest = z
  .object({
    oldPassword: z
      .string({ error: 'password_required' })
      .min(1, { error: 'password_required' })
      .max(128),
    newPassword: loginPasswordField,
    confirmPassword: z.string({ error: 'password_required' }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: 'passwords_differ',
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    error: 'new_password_same_as_old',
    path: ['newPassword'],
  });

/**
 * Setting the fund password the first time asks for the login password (whoever holds an
 * unattended session must not be able to set it); changing it asks for the current fund password.
 */
export const setFundPasswordRequest = z
  .object({
    loginPassword: z.string().max(128).optional(),
    oldFundPassword: z.string().max(32).optional(),
    newFundPassword: fundPasswordField,
    confirmFundPassword: z.string({ error: 'fund_password_format' }),
    /** Required while two-factor sign-in is on (a changed trading PIN is a way to the money). */
    twoFactorCode: optionalSecondFactorCode,
  })
  .refine((body) => body.newFundPassword === body.confirmFundPassword, {
    error: 'passwords_differ',
    path: ['confirmFundPassword'],
  });

/** The customer's account: registration, sessions, passwords (docs/security.md). */
export const userApi = {
  register: customerEndpoint({
    path: '/user/register',
    summary:
      'Register with a ten-digit phone number, an 8-character password and an invitation code; the answer holds the new session token, as a login does (never stored for a replay)',
    request: registerRequest,
    response: registerResponse,
    access: PUBLIC,
    // The answer holds a session token, which is never stored for a replay (ADR 0005); a retry
    // cannot register twice (the account is unique) and is told `account_exists`.
    rateLimit: 'register',
  }),
  login: customerEndpoint({
    path: '/user/login',
    summary:
      'Log in; the answer holds the session token (never stored for a replay), or the second-factor challenge',
    request: loginRequest,
    // The session, or for a customer with two-factor on, from a device that has not passed it,
    // a challenge for /user/login/secondFactor (customers without two-factor see no change).
    response: loginAnswer,
    access: PUBLIC,
  }),
  logout: customerEndpoint({
    path: '/user/logout',
    summary: 'End this session',
    request: emptyRequest,
    response: emptyResponse,
    access: CUSTOMER,
  }),
  info: customerEndpoint({
    path: '/user/info',
    summary: 'The signed-in customer: account, verification status, asset figures',
    request: emptyRequest,
    response: userInfoResponse,
    access: CUSTOMER,
  }),
  changeLoginPassword: customerEndpoint({
    path: '/user/changeLoginPassword',
    summary: 'Change the login password (old, new, confirm); ends every session',
    request: changeLoginPasswordRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  setFundPassword: customerEndpoint({
    path: '/user/setFundPassword',
    summary: 'Set the fund password (with the login password) or change it (with the current one)',
    request: setFundPasswordRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
};
