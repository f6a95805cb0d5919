import { z } from 'zod';
import { CUSTOMER, PUBLIC, customerEndpoint } from '../endpoint';
import {
  emptyRequest,
  emptyResponse,
  loginResponse,
  secondFactorCodeField,
  totpCodeField,
} from './user';

/**
 * Two-factor sign-in (docs/two-factor.md, ADR 0041): TOTP from an authenticator app, with
 * single-use recovery codes, asked at sign-in on a device that has not passed it, and before every
 * withdrawal and trading-PIN change while it is on; the devices that passed it, listed and
 * revocable.
 */

export const twoFactorStatus = z.object({
  on: z.boolean(),
  /** When it was turned on; null while off. */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorEnrollment = z.object({
  /** Base32, for typing into the app; shown during enrollment only, never answered again. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: z.string(),
});

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const trustedDeviceView = z.object({
  id: z.number().int(),
  /** The browser's user-agent string as it came (the app shows a browser and a system). */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** When this device last passed the second factor; null if never. */
  secondFactorAt: z.string().nullable(),
});
export type TrustedDeviceView = z.infer<typeof trustedDeviceView>;

const recordId = z.number({ error: 'trusted_device_not_found' }).int().positive();

export const twoFactorApi = {
  status: customerEndpoint({
    path: '/user/twoFactor/status',
    summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
    request: emptyRequest,
    response: twoFactorStatus,
    access: CUSTOMER,
  }),
  start: customerEndpoint({
    path: '/user/twoFactor/start',
    summary:
      'Start turning two-factor on: a new secret for the authenticator app (replacing an unconfirmed one); refused while it is on',
    request: emptyRequest,
    response: twoFactorEnrollment,
    access: CUSTOMER,
  }),
  confirm: customerEndpoint({
    path: '/user/twoFactor/confirm',
    summary:
      'Turn two-factor on with a code from the app; answers the ten recovery codes, shown this once',
    request: z.object({ code: totpCodeField }),
    response: recoveryCodesResponse,
    access: CUSTOMER,
  }),
  turnOff: customerEndpoint({
    path: '/user/twoFactor/turnOff',
    summary: 'Turn two-factor off with a code (or a recovery code) and the login password',
    request: z.object({
      code: secondFactorCodeField,
      loginPassword: z
        .string({ error: 'password_required' })
        .min(1, { error: 'password_required' })
        .max(128),
    }),
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  newRecoveryCodes: customerEndpoint({
    path: '/user/twoFactor/recoveryCodes',
    summary: 'Replace the recovery codes (the old ones stop working) with a code from the app',
    request: z.object({ code: totpCodeField }),
    response: recoveryCodesResponse,
    access: CUSTOMER,
  }),
  signIn: customerEndpoint({
    path: '/user/login/secondFactor',
    summary:
      'Finish a login that needs the second factor: the challenge and a code (or a recovery code); the answer holds the session token, as a login does',
    request: z.object({
      challenge: z.string({ error: 'login_challenge_expired' }).min(1).max(100),
      code: secondFactorCodeField,
    }),
    response: loginResponse,
    access: PUBLIC,
  }),
  devices: customerEndpoint({
    path: '/user/trustedDevices',
    summary: 'The devices the signed-in customer signed in from, most recently used first',
    request: emptyRequest,
    response: z.array(trustedDeviceView),
    access: CUSTOMER,
  }),
  revokeDevice: customerEndpoint({
    path: '/user/trustedDevices/revoke',
    summary: 'Forget one of the caller’s devices: its next login asks for the code again',
    request: z.object({ deviceId: recordId }),
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
};
