import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type {
  changeLoginPasswordRequest,
  loginRequest,
  registerRequest,
  setFundPasswordRequest,
  UserInfo,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { customerAssetFigures } from '../funding/assets';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { LoginThrottle } from '../../platform/login-throttle';
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
  throttle: LoginThrottle;
  sessionTtlSeconds: number;
  /** Values open positions in the member centre's figures; registration alone (the seed) needs none. */
  market?: MarketDataProvider;
};

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraintFragment: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: unknown; constraint?: unknown; message?: unknown };
  const constraint = typeof details.constraint === 'string' ? details.constraint : '';
  const message = typeof details.message === 'string' ? details.message : '';
  return (
    details.code === UNIQUE_VIOLATION &&
    (constraint.includes(constraintFragment) || message.includes(constraintFragment))
  );
}

export function authService(deps: AuthServiceDeps) {
  const { db, clock, throttle } = deps;
  const requireMarket = () => {
    if (!deps.market) throw new Error('authService needs the market to value positions');
    return deps.market;
  };

  async function register(body: z.output<typeof registerRequest>) {
    const invitation = await resolveInvitationCode(db, body.invitationCode.toUpperCase());
    if (!invitation) throw new AppError('inviter_not_found');
    if (await findCustomerByAccount(db, body.account)) throw new AppError('account_exists');
    const passwordHash = await hashPassword(body.password);
    // A new customer's own code is random; on the rare collision, draw again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const invitationCode = newInvitationCode();
      try {
        await db.insert(customers).values({
          account: body.account,
          passwordHash,
          invitationCode,
          invitedByCustomerId: invitation.inviterCustomerId,
          registeredWithCode: body.invitationCode.toUpperCase(),
        });
        return { account: body.account, invitationCode };
      } catch (error) {
        // Two registrations of one account racing: the unique index decides, the loser is told.
        if (isUniqueViolation(error, 'account')) throw new AppError('account_exists');
        if (!isUniqueViolation(error, 'invitation_code')) throw error;
      }
    }
    throw new AppError('system_busy');
  }

  async function login(body: z.output<typeof loginRequest>, meta: { ipAddress: string; userAgent: string | null }) {
    const accountKey = `login:account:${body.account}`;
    const addressKey = `login:address:${meta.ipAddress}`;
    const verdict = await throttle.check(accountKey, addressKey);
    if (verdict.refused) throw new AppError('too_frequent');
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);

    const customer = await findCustomerByAccount(db, body.account);
    const passwordMatches = customer
      ? await verifyPassword(customer.passwordHash, body.password)
      : await verifyAgainstDecoy(body.password);
    if (!customer || !passwordMatches) {
      await throttle.recordFailure(accountKey);
      await throttle.recordFailure(addressKey);
      throw new AppError('wrong_account_or_password');
    }
    // Account states are told only to whoever knows the password.
    const restrictions = await activeRestrictionKinds(db, customer.id);
    if (restrictions.includes('disabled')) throw new AppError('account_disabled');
    if (restrictions.includes('login_banned')) throw new AppError('account_login_banned');

    await throttle.clear(accountKey);
    const token = newSessionToken();
    const expiresAt = new Date(clock.now().getTime() + deps.sessionTtlSeconds * 1000);
    await insertSession(db, {
      customerId: customer.id,
      tokenHash: sha256Hex(token),
      expiresAt,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { token, account: customer.account, expiresAt: expiresAt.toISOString() };
  }

  async function logout(customer: AuthenticatedCustomer) {
    await revokeSession(db, customer.sessionId, clock.now(), 'logout');
    return null;
  }

  async function info(customer: AuthenticatedCustomer): Promise<UserInfo> {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    return {
      account: row.account,
      phone: row.account,
      invitationCode: row.invitationCode,
      registeredAt: row.createdAt.toISOString(),
      verificationStatus: row.verificationStatus,
      fundPasswordSet: row.fundPasswordHash !== null,
      restrictions: await activeRestrictionKinds(db, customer.id),
      // From the ledger, other currencies converted at current rates (modules/funding/assets.ts).
      assets: await customerAssetFigures(db, requireMarket(), customer.id, clock.now()),
    };
  }

  /** A new login password ends every session, this one included: the app logs in again. */
  async function changeLoginPassword(
    customer: AuthenticatedCustomer,
    body: z.output<typeof changeLoginPasswordRequest>,
  ) {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    if (!(await verifyPassword(row.passwordHash, body.oldPassword))) throw new AppError('original_password_wrong');
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, customer.id, passwordHash, now);
      await revokeAllSessions(tx, customer.id, now, 'password_changed');
    });
    return null;
  }

  async function setFundPassword(customer: AuthenticatedCustomer, body: z.output<typeof setFundPasswordRequest>) {
    const row = await findCustomerById(db, customer.id);
    if (!row) throw new AppError('account_not_found');
    if (row.fundPasswordHash === null) {
      if (!body.loginPassword || !(await verifyPassword(row.passwordHash, body.loginPassword))) {
        throw new AppError('original_password_wrong');
      }
    } else {
      if (!body.oldFundPassword) throw new AppError('fund_password_already_set');
      if (!(await verifyPassword(row.fundPasswordHash, body.oldFundPassword))) {
        throw new AppError('fund_password_wrong');
      }
    }
    await updateFundPasswordHash(db, customer.id, await hashPassword(body.newFundPassword));
    return null;
  }

  return { register, login, logout, info, changeLoginPassword, setFundPassword };
}

export type AuthService = ReturnType<typeof authService>;
