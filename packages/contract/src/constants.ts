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
/**
 * The app's device id (docs/security.md, "The device id"): a random UUID the customer app keeps in
 * its storage and sends on every request. Not a credential and not a fingerprint of the hardware:
 * clearing the app's storage makes a new one. The server keeps it with each session it opens.
 */
export const HEADER_DEVICE_ID = 'x-kabuto-device';
/**
 * A device id the server accepts: an RFC 9562 UUID (versions 1 to 8, the RFC's variant; neither
 * the nil nor the max UUID), hexadecimal in either case. Anything else is treated as absent.
 */
export const DEVICE_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** Idempotency keys are client-generated; a UUID fits, anything printable up to 128 characters works. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
/**
 * How many price alerts a customer may keep, armed or fired (docs/alerts.md): a fired alert can be
 * enabled again at any time, so it counts; the customer deletes one to make room.
 */
export const PRICE_ALERTS_PER_CUSTOMER = 20;
