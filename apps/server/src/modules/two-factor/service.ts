import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  RECOVERY_CODE_COUNT,
  type SecondFactorChallenge,
  type TrustedDeviceView,
  type TwoFactorStatus,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { deviceIdOf } from '../../platform/device-id';
import type { SecretBox } from '../../platform/secret-box';
import type { SecretPolicy, SecretThrottle } from '../../platform/secret-throttle';
import { newInvitationCode, newSessionToken, sha256Hex } from '../../platform/secrets';
import type { TrustedDevice, TrustedDeviceRegistry } from '../../platform/trusted-devices';
import {
  claimChallenge,
  claimStep,
  deleteStaleChallenges,
  deleteTwoFactor,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  markEnabled,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
} from './repo';
import { TOTP_SECRET_BYTES, acceptedStep, base32Encode, otpauthUri } from './totp';

export type TwoFactorDeps = {
  db: Database;
  clock: Clock;
  throttle: SecretThrottle;
  /** Wrong codes are throttled like wrong login passwords (the login's per-account policy). */
  policy: SecretPolicy;
  /** Seals the TOTP secrets; null when the server has no key (production without TWO_FACTOR_KEY). */
  box: SecretBox | null;
  devices: TrustedDeviceRegistry;
};

/** A login waits this long for its second factor. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** Every code of a customer, whichever route asks for it, counts on this one key. */
export const secondFactorThrottleKey = (customerId: number) =>
  `second-factor:customer:${customerId}`;

const ownerOf = (customerId: number) => `customer-two-factor:${customerId}`;
const recoveryHash = (normalized: string) => sha256Hex(`kabuto recovery code\n${normalized}`);
const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[A-Z0-9]{10}$/;

/** What a login's challenge is bound to besides its customer: the device the password came from. */
export type ChallengeBinding = { trustedDeviceId: number | null; appDeviceId: string | null };

export function challengeBindingOf(
  request: FastifyRequest,
  device: TrustedDevice | undefined,
  customerId: number,
): ChallengeBinding {
  return {
    trustedDeviceId: device?.subjectId === customerId ? device.id : null,
    appDeviceId: deviceIdOf(request),
  };
}

export function twoFactorService(deps: TwoFactorDeps) {
  const { db, clock, throttle } = deps;

  function openSecret(customerId: number, sealed: string): Buffer | null {
    if (!deps.box) return null;
    try {
      return deps.box.open(sealed, ownerOf(customerId));
    } catch {
      return null;
    }
  }

  /** A six-digit code of the window not used before, or (when allowed) an unused recovery code. */
  async function codeIsRight(
    customerId: number,
    code: string,
    allowRecovery: boolean,
  ): Promise<boolean> {
    const row = await findTwoFactor(db, customerId);
    if (!row) return false;
    const now = clock.now();
    if (TOTP_PATTERN.test(code)) {
      const secret = openSecret(customerId, row.secretSealed);
      if (!secret) return false;
      const step = acceptedStep(secret, code, now, row.lastUsedStep);
      return step !== null && (await claimStep(db, customerId, step));
    }
    const normalized = code.replace(/-/g, '').toUpperCase();
    if (!allowRecovery || !RECOVERY_PATTERN.test(normalized)) return false;
    return spendRecoveryCode(db, customerId, recoveryHash(normalized), now);
  }

  /** Throttled like a password: counted before it is checked, a right one forgets the count. */
  async function checkCode(customerId: number, code: string, allowRecovery = true) {
    const key = secondFactorThrottleKey(customerId);
    const right = await throttle.check({
      keys: [{ key, policy: deps.policy }],
      forgetOnSuccess: [key],
      verify: () => codeIsRight(customerId, code, allowRecovery),
    });
    if (!right) throw new AppError('two_factor_code_wrong');
  }

  async function isOn(customerId: number): Promise<boolean> {
    return (await findTwoFactor(db, customerId))?.enabledAt != null;
  }

  /**
   * A withdrawal's or a trading-PIN change's second check: nothing while two-factor is off; while
   * on, a code is required and must be right (`two_factor_code_required`, `two_factor_code_wrong`).
   */
  async function requireCode(customerId: number, code: string | undefined): Promise<void> {
    if (!(await isOn(customerId))) return;
    if (code === undefined || code === '') throw new AppError('two_factor_code_required');
    await checkCode(customerId, code);
  }

  function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
    const raw = Array.from({ length: RECOVERY_CODE_COUNT }, () => newInvitationCode(10));
    return {
      shown: raw.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`),
      hashes: raw.map(recoveryHash),
    };
  }

  async function status(customer: AuthenticatedCustomer): Promise<TwoFactorStatus> {
    const row = await findTwoFactor(db, customer.id);
    const on = row?.enabledAt != null;
    return {
      on,
      enabledAt: on ? row.enabledAt!.toISOString() : null,
      recoveryCodesLeft: on ? await recoveryCodesLeft(db, customer.id) : 0,
    };
  }

  async function start(customer: AuthenticatedCustomer) {
    if (!deps.box) throw new AppError('two_factor_unavailable');
    const secret = randomBytes(TOTP_SECRET_BYTES);
    const sealed = deps.box.seal(secret, ownerOf(customer.id));
    if (!(await savePendingSecret(db, customer.id, sealed, clock.now()))) {
      throw new AppError('two_factor_already_on');
    }
    const base32 = base32Encode(secret);
    return { secret: base32, otpauthUri: otpauthUri(base32, customer.account) };
  }

  /** The first code turns it on; the recovery codes are answered this once, kept hashed. */
  async function confirm(customer: AuthenticatedCustomer, code: string) {
    const row = await findTwoFactor(db, customer.id);
    if (!row) throw new AppError('two_factor_not_started');
    if (row.enabledAt) throw new AppError('two_factor_already_on');
    await checkCode(customer.id, code, false);
    const codes = newRecoveryCodes();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await markEnabled(tx, customer.id, now);
      await replaceRecoveryCodes(tx, customer.id, codes.hashes, now);
    });
    return { recoveryCodes: codes.shown };
  }

  /** Called by the auth module once the login password was right. */
  async function turnOff(customerId: number, code: string): Promise<void> {
    if (!(await isOn(customerId))) throw new AppError('two_factor_not_on');
    await checkCode(customerId, code);
    await db.transaction((tx) => deleteTwoFactor(tx, customerId));
  }

  async function regenerateRecoveryCodes(customer: AuthenticatedCustomer, code: string) {
    if (!(await isOn(customer.id))) throw new AppError('two_factor_not_on');
    await checkCode(customer.id, code, false);
    const codes = newRecoveryCodes();
    await db.transaction((tx) => replaceRecoveryCodes(tx, customer.id, codes.hashes, clock.now()));
    return { recoveryCodes: codes.shown };
  }

  /**
   * Whether a login whose password was right must still give a code: two-factor is on and this
   * device has not passed a second factor since it was turned on.
   */
  async function loginNeedsCode(
    customerId: number,
    device: TrustedDevice | undefined,
  ): Promise<boolean> {
    const row = await findTwoFactor(db, customerId);
    if (!row?.enabledAt) return false;
    const passed = device?.subjectId === customerId ? device.secondFactorAt : null;
    return !(passed && passed >= row.enabledAt);
  }

  async function issueChallenge(
    customerId: number,
    binding: ChallengeBinding,
  ): Promise<SecondFactorChallenge> {
    const now = clock.now();
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000);
    await deleteStaleChallenges(db, customerId, now);
    await insertChallenge(db, {
      customerId,
      tokenHash: sha256Hex(token),
      ...binding,
      createdAt: now,
      expiresAt,
    });
    return {
      secondFactor: 'second_factor_required',
      challenge: token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * The login's second step: a live challenge from this same device and a right code. Answers the
   * customer to open a session for; the challenge is then used up. A wrong code leaves the
   * challenge live (the customer retypes) but counts on the throttle.
   */
  async function redeemChallenge(
    token: string,
    code: string,
    bindingFor: (customerId: number) => ChallengeBinding,
  ): Promise<number> {
    const challenge = await findLiveChallenge(db, sha256Hex(token), clock.now());
    const binding = challenge ? bindingFor(challenge.customerId) : null;
    if (
      !challenge ||
      !binding ||
      challenge.trustedDeviceId !== binding.trustedDeviceId ||
      challenge.appDeviceId !== binding.appDeviceId
    ) {
      throw new AppError('login_challenge_expired');
    }
    await checkCode(challenge.customerId, code);
    if (!(await claimChallenge(db, challenge.id, clock.now()))) {
      throw new AppError('login_challenge_expired');
    }
    return challenge.customerId;
  }

  async function devicesOf(customer: AuthenticatedCustomer): Promise<TrustedDeviceView[]> {
    const rows = await deps.devices.listOf('customer', customer.id);
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      secondFactorAt: row.secondFactorAt?.toISOString() ?? null,
    }));
  }

  async function revokeDevice(customer: AuthenticatedCustomer, deviceId: number) {
    // Another customer's device and an unknown one answer the same.
    if (!(await deps.devices.revoke('customer', customer.id, deviceId))) {
      throw new AppError('trusted_device_not_found');
    }
    return null;
  }

  return {
    requireCode,
    status,
    start,
    confirm,
    turnOff,
    regenerateRecoveryCodes,
    loginNeedsCode,
    issueChallenge,
    redeemChallenge,
    devicesOf,
    revokeDevice,
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
