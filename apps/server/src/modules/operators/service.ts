import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListRequest, operatorLoginRequest, restrictRequest, siteConfigUpdateRequest } from '@kabuto/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { customerRestrictions, customerSessions, customers, siteConfig } from '../../db/schema';
import type { OperatorRole } from '../../db/schema-operators';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { SecretThrottle, ThrottleKey } from '../../platform/secret-throttle';
import type { TrustedDeviceRegistry } from '../../platform/trusted-devices';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { hashPassword, newSessionToken, sha256Hex, verifyAgainstDecoy, verifyPassword } from '../../platform/secrets';
import {
  activeRestrictionsByCustomer,
  findOperatorById,
  findOperatorByUsername,
  insertOperator,
  insertOperatorSession,
  listAudit,
  restrictionHistory,
  revokeOperatorSession,
  searchCustomers,
} from './repo';

/** Operator sessions are short: a back-office desk is re-authenticated every working day. */
const OPERATOR_SESSION_SECONDS = 12 * 3600;

export type OperatorServiceDeps = {
  db: Database;
  clock: Clock;
  throttle: SecretThrottle;
  loginPolicies: AppConfig['loginThrottle'];
  devices: TrustedDeviceRegistry;
};

export function operatorService({ db, clock, throttle, loginPolicies, devices }: OperatorServiceDeps) {
  /** The same protocol as a customer's login (modules/auth/service.ts, docs/security.md). */
  async function login(
    body: z.output<typeof operatorLoginRequest>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const ipAddress = request.ip;
    const device = await devices.presented(request, 'operator');
    const operator = await findOperatorByUsername(db, body.username);
    const trusted = device !== undefined && operator !== undefined && device.subjectId === operator.id;
    const accountKey = trusted
      ? `operator-password:device:${device.id}`
      : `operator-password:username:${body.username}`;
    const keys: ThrottleKey[] = [{ key: accountKey, policy: loginPolicies.account }];
    if (!trusted) keys.push({ key: `operator-login:address:${ipAddress}`, policy: loginPolicies.address });
    const matches = await throttle.check({
      keys,
      forgetOnSuccess: [accountKey],
      verify: () =>
        operator ? verifyPassword(operator.passwordHash, body.password) : verifyAgainstDecoy(body.password),
    });
    if (!operator || !matches || operator.disabledAt) throw new AppError('wrong_account_or_password');
    const token = newSessionToken();
    const expiresAt = new Date(clock.now().getTime() + OPERATOR_SESSION_SECONDS * 1000);
    await insertOperatorSession(db, { operatorId: operator.id, tokenHash: sha256Hex(token), expiresAt, ipAddress });
    await devices.remember(request, reply, 'operator', operator.id, device);
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      operator: {
        id: operator.id,
        username: operator.username,
        displayName: operator.displayName,
        roles: operator.roles as OperatorRole[],
      },
    };
  }

  async function logout(operator: AuthenticatedOperator) {
    await revokeOperatorSession(db, operator.sessionId, clock.now());
    return null;
  }

  async function profile(operator: AuthenticatedOperator) {
    const row = await findOperatorById(db, operator.id);
    if (!row) throw new AppError('account_not_found');
    return { id: row.id, username: row.username, displayName: row.displayName, roles: row.roles as OperatorRole[] };
  }

  async function auditTrail(request: z.output<typeof auditListRequest>) {
    const rows = await listAudit(db, request);
    return {
      items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      nextBeforeId: rows.length === request.limit ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  async function updateSiteConfig(
    operator: AuthenticatedOperator,
    body: z.output<typeof siteConfigUpdateRequest>,
    ipAddress: string,
  ) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(siteConfig).where(eq(siteConfig.name, body.name)).for('update');
      await tx
        .insert(siteConfig)
        .values({ name: body.name, value: body.value })
        .onConflictDoUpdate({ target: siteConfig.name, set: { value: body.value, updatedAt: clock.now() } });
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'site_config.update',
        targetType: 'site_config',
        targetId: body.name,
        reason: body.reason,
        before: before ? { value: before.value } : null,
        after: { value: body.value },
        ipAddress,
      });
    });
    return null;
  }

  async function findCustomers(query: string, limit: number) {
    const rows = await searchCustomers(db, query, limit);
    const restrictions = await activeRestrictionsByCustomer(db, rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      account: row.account,
      verificationStatus: row.verificationStatus,
      registeredAt: row.createdAt.toISOString(),
      restrictions: restrictions.get(row.id) ?? [],
    }));
  }

  async function customerDetail(customerId: number) {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!row) throw new AppError('account_not_found');
    const history = await restrictionHistory(db, customerId);
    return {
      id: row.id,
      account: row.account,
      verificationStatus: row.verificationStatus,
      registeredAt: row.createdAt.toISOString(),
      invitationCode: row.invitationCode,
      registeredWithCode: row.registeredWithCode,
      restrictions: history.filter((r) => r.liftedAt === null).map((r) => r.kind),
      restrictionHistory: history.map((r) => ({
        id: r.id,
        kind: r.kind,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
        liftedAt: r.liftedAt?.toISOString() ?? null,
        liftReason: r.liftReason,
      })),
    };
  }

  /** Setting a restriction twice is refused by the partial unique index; lifting a missing one is a no-op refusal. */
  async function restrict(operator: AuthenticatedOperator, body: z.output<typeof restrictRequest>, ipAddress: string) {
    await db.transaction(async (tx) => {
      const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId));
      if (!customer) throw new AppError('account_not_found');
      const inserted = await tx
        .insert(customerRestrictions)
        .values({
          customerId: body.customerId,
          kind: body.kind,
          reason: body.reason,
          reasonLocale: body.reasonLocale ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: customerRestrictions.id });
      if (inserted.length === 0) throw new AppError('duplicate_operation');
      if (body.kind === 'disabled' || body.kind === 'login_banned') {
        await tx
          .update(customerSessions)
          .set({ revokedAt: clock.now(), revokedReason: `restriction:${body.kind}` })
          .where(and(eq(customerSessions.customerId, body.customerId), isNull(customerSessions.revokedAt)));
      }
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'customer.restrict',
        targetType: 'customer',
        targetId: body.customerId,
        customerId: body.customerId,
        reason: body.reason,
        before: null,
        after: { kind: body.kind },
        ipAddress,
      });
    });
    return null;
  }

  async function lift(operator: AuthenticatedOperator, body: z.output<typeof restrictRequest>, ipAddress: string) {
    await db.transaction(async (tx) => {
      const lifted = await tx
        .update(customerRestrictions)
        .set({ liftedAt: clock.now(), liftReason: body.reason })
        .where(
          and(
            eq(customerRestrictions.customerId, body.customerId),
            eq(customerRestrictions.kind, body.kind),
            isNull(customerRestrictions.liftedAt),
          ),
        )
        .returning({ id: customerRestrictions.id, reason: customerRestrictions.reason });
      if (lifted.length === 0) throw new AppError('duplicate_operation');
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'customer.lift_restriction',
        targetType: 'customer',
        targetId: body.customerId,
        customerId: body.customerId,
        reason: body.reason,
        before: { kind: body.kind, reason: lifted[0]?.reason },
        after: null,
        ipAddress,
      });
    });
    return null;
  }

  return { login, logout, profile, auditTrail, updateSiteConfig, findCustomers, customerDetail, restrict, lift };
}

export type OperatorService = ReturnType<typeof operatorService>;

/** Creates an operator unless the username exists (used by the seed and the bootstrap command). */
export async function ensureOperator(
  db: Database,
  operator: { username: string; displayName: string; password: string; roles: OperatorRole[] },
): Promise<void> {
  if (await findOperatorByUsername(db, operator.username)) return;
  await insertOperator(db, {
    username: operator.username,
    displayName: operator.displayName,
    passwordHash: await hashPassword(operator.password),
    roles: operator.roles,
  });
}
