/** Business constants of product-spec section 9, shared by server and apps. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const ERROR_TOAST_MS = 2_000;
export const REDIRECT_AFTER_401_MS = 1_500;
export const LOGIN_PASSWORD_LENGTH = 8;
export const FUND_PASSWORD_LENGTH = 6;
export const ACCOUNT_DIGITS = 10;
/** The page is designed at 390x844 and never grows wider than this. */
export const PAGE_MAX_WIDTH_PX = 750;
/** Header names of the customer API (spec section 7). */
export const HEADER_ACCOUNT = 'account';
export const HEADER_TOKEN = 'token';
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';
export const HEADER_LANGUAGE = 'lang';
/** Idempotency keys are client-generated; a UUID fits, anything printable up to 128 characters works. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
