import { ACCOUNT_ERRORS } from './errors-account';
import { ALERT_ERRORS } from './errors-alerts';
import { CREDIT_ERRORS } from './errors-credit';
import { MONEY_ERRORS } from './errors-money';
import { OFF_AUCTION_ERRORS } from './errors-off-auction';
import { REFERRAL_ERRORS } from './errors-referral';
import { SUPPORT_ERRORS } from './errors-support';
import { TRADING_ERRORS } from './errors-trading';
import type { ErrorTexts } from './error-texts';

/**
 * The error catalogue: every refusal the server can answer, as a key the apps translate.
 * A refusal is `{ status: 0, msg: <key>, data: null }` and changes nothing.
 * Keys cover every condition of product-spec section 8, plus the platform's own (bad input,
 * sessions, idempotency). The keys live in errors-account.ts, errors-money.ts, errors-trading.ts, errors-credit.ts, errors-off-auction.ts, errors-referral.ts, errors-support.ts and errors-alerts.ts, by area;
 * adding a key means adding its three texts there; a test checks that.
 */
export const ERROR_MESSAGES = {
  ...ACCOUNT_ERRORS,
  ...MONEY_ERRORS,
  ...TRADING_ERRORS,
  ...CREDIT_ERRORS,
  ...OFF_AUCTION_ERRORS,
  ...REFERRAL_ERRORS,
  ...SUPPORT_ERRORS,
  ...ALERT_ERRORS,
} as const satisfies ErrorTexts;

export type ErrorKey = keyof typeof ERROR_MESSAGES;

export const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as ErrorKey[];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
