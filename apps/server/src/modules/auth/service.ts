import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  changeLoginPasswordRequest,
  loginRequest,
  loginResponse,
  registerRequest,
  registerResponse,
  setFundPasswordRequest,
  twoFactorApi,
  UserInfo,
} from '@kabuto/contract';
import type { ParsedRequestOf } from '@kabuto/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { assetFiguresOf, checkFundPassword } from '../funding';
import { valueFigures } from '../trading';
import { readMemberCentre } from './member-centre';
import { readGeneralSettings } from '../funding-settings';
import { recordReferralRegistration } from '../referral';
import { challengeBindingOf, type TwoFactorService } from '../two-factor';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { deviceIdOf } from '../../platform/device-id';
import type { SecretThrottle, ThrottleKey } from '../../platform/secret-throttle';
import type { TrustedDevice, TrustedDeviceRegistry } from '../../platform/trusted-devices';
import {
  hashPassword,
  newInvitationCode,
  newSessionToken,
  sha256Hex,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../platform/secrets';
import {
  activeRestrictionKinds,
  findCustomerByAccount,
  findCustomerById,
  insertSession,
  resolveInvitationCode,
  revokeAllSessions,
  revokeSession,
  updateFundPasswordHash,
  updatePasswordHash,
} from './repo';

export type AuthServiceDeps = {
  db: Database;
  clock: Clock;
  throttle: SecretThrottle;
  /** The login password's policies (config.ts, docs/security.md). */
  loginPolicies: AppConfig['loginThrottle'];
  devices: TrustedDeviceRegistry;
  /** The second factor at login, and before a trading-PIN change (docs/two-factor.md). */
  twoFactor: TwoFactorService;
  sessionTtlSeconds: number;
  /** Values open positions in the member centre's figures; registration alone (the seed) needs none. */
  market?: MarketDataProvider;
};

/** Registration: also how the seed creates the demo customer. */
export async function registerCustomer(db: Database, body: z.output<typeof registerRequest>) {
  const invitation = await resolveInvitationCode(db, body.invitationCode.toUpperCase());
  if (!invitation) throw new AppError('inviter_not_found');
  if (await findCustomerByAccount(db, body.account)) throw new AppError('account_exists');
  const passwordHash = await hashPassword(body.password);
  // A new customer's own code is random; on the rare collision, draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const invitationCode = newInvitationCode();
    try {
      const [created] = await db
        .insert(customers)
        .values({
          account: body.account,
          passwordHash,
          invitationCode,
          invitedByCustomerId: invitation.inviterCustomerId,
          registeredWithCode: body.invitationCode.toUpperCase(),
        })
        .returning({ id: customers.id });
      return { id: created!.id, account: body.account, invitationCode };
    } catch (error) {
      // Two registrations of one account racing: the unique index decides, the loser is told.
      if (isUniqueViolation(error, 'account')) throw new AppError('account_exists');
      if (!isUniqueViolation(error, 'invitation_code')) throw error;
    }
  }
  throw new AppError('system_busy');
}

/**
 * "This number is already registered" tells whoever asks that a phone number is a customer's.
 * The answer stays (the owner needs it, to log in instead), but an address learns it only a few
 * times before a back-off of minutes to an hour (ADR 0015): enumerating numbers from one address
 * is hopeless, and the register route's own rate limit caps registrations besides.
 */
export const REGISTERED_NUMBER_POLICY = {
  freeAttempts: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
};

/** The login password's own throttle key: one per account, whichever route checks it. */
export const loginPasswordKey = (account: string) => `login-password:account:${account}`;

export function authService(deps: AuthServiceDeps) {
  const { db, clock, throttle } = deps;
  const requireMarket = () => {
    if (!deps.market) throw new Error('authService needs the market to value positions');
    return deps.market;
  };

  /**
   * A login from a device that has signed in before is throttled on that device alone; from
   * anywhere else, on the account's shared counter and the address's (docs/security.md).
   */
  async function login(
    body: z.output<typeof loginRequest>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const device = await deps.devices.presented(request, 'customer');
    const customer = await findCustomerByAccount(db, body.account);
    const trusted =
      device !== undefined && customer !== undefined && device.subjectId === customer.id;
    const accountKey = trusted
      ? `login-password:device:${device.id}`
      : loginPasswordKey(body.account);
    const keys: ThrottleKey[] = [{ key: accountKey, policy: deps.loginPolicies.account }];
    if (!trusted)
      keys.push({ key: `login:address:${request.ip}`, policy: deps.loginPolicies.address });
    const passwordMatches = await throttle.check({
      keys,
      forgetOnSuccess: [accountKey],
      // A wrong account and a wrong password take the same time (a decoy hash).
      verify: () =>
        customer
          ? verifyPassword(customer.passwordHash, body.password)
          : verifyAgainstDecoy(body.password),
    });
    if (!customer || !passwordMatches) throw new AppError('wrong_account_or_password');
    // Account states are told only to whoever knows the password.
    const restrictions = await activeRestrictionKinds(db, customer.id);
    if (restrictions.includes('disabled')) throw new AppError('account_disabled');
    if (restrictions.includes('login_banned')) throw new AppError('account_login_banned');
    // Two-factor on and this device has not passed it: no session yet, a challenge instead.
    if (await deps.twoFactor.loginNeedsCode(customer.id, device)) {
      return deps.twoFactor.issueChallenge(
        customer.id,
        challengeBindingOf(request, device, customer.id),
      );
    }
    return openSession(request, reply, customer, device);
  }

  /**
   * The login's second step: the challenge a right password earned, from the same device, and a
   * code. The session opens and the device is trusted as having passed the second factor, so its
   * next login asks for no code.
   */
  async function signInWithSecondFactor(
    body: ParsedRequestOf<typeof twoFactorApi.signIn>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const device = await deps.devices.presented(request, 'customer');
    // The binding compares the device this request presents for the challenge's own customer.
    const challengeCustomer = await deps.twoFactor.redeemChallenge(
      body.challenge,
      body.code,
      (customerId) => challengeBindingOf(request, device, customerId),
    );
    const customer = await findCustomerById(db, challengeCustomer);
    if (!customer) throw new AppError('login_challenge_expired');
    // A restriction set between the two steps still applies.
    const restrictions = await activeRestrictionKinds(db, customer.id);
    if (restrictions.includes('disabled')) throw new AppError('account_disabled');
    if (restrictions.includes('login_banned')) throw new AppError('account_login_banned');
    return openSession(request, reply, customer, device, true);
  }

  /** Turning two-factor off takes the login password and a code: a session alone is not enough. */
  async function turnOffTwoFactor(
    customer: AuthenticatedCustomer,
    body: ParsedRequestOf<typeof twoFactorApi.turnOff>,
  ) {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    if (!(await checkLoginPassword(row.account, row.passwordHash, body.loginPassword))) {
      throw new AppError('original_password_wrong');
    }
    await deps.twoFactor.turnOff(customer.id, body.code);
    return null;
  }

  /**
   * A new session for a customer who proved who they are (a login, or the registration that just
   * created them): only the token's hash is stored, with the address, the browser signature and
   * the app's device id it came from; and this device is trusted from now on (its cookie
   * refreshed, or a new one set), so its later logins are throttled on their own.
   */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: { id: number; account: string },
    device: TrustedDevice | undefined,
    secondFactor = false,
  ): Promise<z.input<typeof loginResponse>> {
    const token = newSessionToken();
    const expiresAt = new Date(clock.now().getTime() + deps.sessionTtlSeconds * 1000);
    const userAgent = request.headers['user-agent'];
    await insertSession(db, {
      customerId: customer.id,
      tokenHash: sha256Hex(token),
      expiresAt,
      ipAddress: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      deviceId: deviceIdOf(request),
    });
    await deps.devices.remember(request, reply, 'customer', customer.id, device, secondFactor);
    return { token, account: customer.account, expiresAt: expiresAt.toISOString() };
  }

  /** The signed-in customer's login password, checked through the same throttle as a login. */
  async function checkLoginPassword(
    account: string,
    passwordHash: string,
    password: string,
  ): Promise<boolean> {
    const key = loginPasswordKey(account);
    return throttle.check({
      keys: [{ key, policy: deps.loginPolicies.account }],
      forgetOnSuccess: [key],
      verify: () => verifyPassword(passwordHash, password),
    });
  }

  async function logout(customer: AuthenticatedCustomer) {
    await revokeSession(db, customer.sessionId, clock.now(), 'logout');
    return null;
  }

  async function info(customer: AuthenticatedCustomer): Promise<UserInfo> {
    const row = await readMemberCentre(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    const positions = valueFigures(requireMarket(), row.openPositions, row.realizedPnlNet);
    return {
      account: row.account,
      phone: row.account,
      invitationCode: row.invitationCode,
      registeredAt: row.createdAt.toISOString(),
      verificationStatus: row.verificationStatus,
      fundPasswordSet: row.fundPasswordSet,
      // As the session lookup read them (kept current by the session cache's notices).
      restrictions: [...customer.restrictions],
      // From the ledger, other currencies converted at current rates (modules/funding/assets.ts).
      assets: await assetFiguresOf(db, customer.id, row.wallets, positions, clock.now()),
    };
  }

  /** A new login password ends every session, this one included: the app logs in again. */
  async function changeLoginPassword(
    customer: AuthenticatedCustomer,
    body: z.output<typeof changeLoginPasswordRequest>,
  ) {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    if (!(await checkLoginPassword(row.account, row.passwordHash, body.oldPassword))) {
      throw new AppError('original_password_wrong');
    }
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, customer.id, passwordHash, now);
      await revokeAllSessions(tx, customer.id, now, 'password_changed');
    });
    return null;
  }

  async function setFundPassword(
    customer: AuthenticatedCustomer,
    body: z.output<typeof setFundPasswordRequest>,
  ) {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    if (row.fundPasswordHash === null) {
      if (!body.loginPassword) throw new AppError('original_password_wrong');
      if (!(await checkLoginPassword(row.account, row.passwordHash, body.loginPassword))) {
        throw new AppError('original_password_wrong');
      }
    } else {
      if (!body.oldFundPassword) throw new AppError('fund_password_already_set');
      // The same throttle as a withdrawal's: changing the fund password is no way around it.
      await checkFundPassword(throttle, await readGeneralSettings(db), row, body.oldFundPassword);
    }
    // While two-factor is on, a new trading PIN (a way to the money) needs a code too.
    await deps.twoFactor.requireCode(customer.id, body.twoFactorCode);
    await updateFundPasswordHash(db, customer.id, await hashPassword(body.newFundPassword));
    return null;
  }

  /**
   * Registration, with the answer "already registered" throttled per address; the new customer is
   * signed in at once, with the same session and trusted device a login would give them.
   */
  async function register(
    body: z.output<typeof registerRequest>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<z.input<typeof registerResponse>> {
    // A wrong code is told first, as before: no number is looked at without a valid code.
    if (!(await resolveInvitationCode(db, body.invitationCode.toUpperCase()))) {
      throw new AppError('inviter_not_found');
    }
    const key = `register-existing-number:address:${request.ip}`;
    const isNew = await throttle.check({
      keys: [{ key, policy: REGISTERED_NUMBER_POLICY }],
      forgetOnSuccess: [],
      verify: async () => (await findCustomerByAccount(db, body.account)) === undefined,
    });
    if (!isNew) throw new AppError('account_exists');
    const created = await registerCustomer(db, body);
    // The friend's referral tracker starts now: its deadline counts from this instant.
    await recordReferralRegistration(db, created.id, deps.clock.now());
    // The device cookie is sent to the login route only, so none is presented here.
    const session = await openSession(request, reply, created, undefined);
    return { ...session, invitationCode: created.invitationCode };
  }

  return {
    register,
    login,
    signInWithSecondFactor,
    turnOffTwoFactor,
    logout,
    info,
    changeLoginPassword,
    setFundPassword,
  };
}

export type AuthService = ReturnType<typeof authService>;
