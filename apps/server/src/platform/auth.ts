import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_ACCOUNT, HEADER_TOKEN } from '@kabuto/contract';
import type { Database } from '../db/client';
import { customerRestrictions, customerSessions, customers } from '../db/schema';
import { UnauthorizedError } from './app-error';
import type { Clock } from './clock';
import { sha256Hex } from './secrets';

export type AuthenticatedCustomer = { id: number; account: string; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    customer: AuthenticatedCustomer | null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Resolves the `token` header to a live session (not revoked, not expired). Restrictions that shut
 * an account out (disabled, banned from login) end its sessions too, whenever they were set.
 * When the app also sends the `account` header it must name the session's owner.
 */
export function customerAuthenticator(db: Database, clock: Clock) {
  return async function authenticateCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = headerValue(request, HEADER_TOKEN);
    if (!token || token.length > 256) throw new UnauthorizedError();
    const [session] = await db
      .select({ sessionId: customerSessions.id, customerId: customers.id, account: customers.account })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(
        and(
          eq(customerSessions.tokenHash, sha256Hex(token)),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, clock.now()),
        ),
      )
      .limit(1);
    if (!session) throw new UnauthorizedError();
    const claimedAccount = headerValue(request, HEADER_ACCOUNT);
    if (claimedAccount !== undefined && claimedAccount !== session.account) throw new UnauthorizedError();
    const [lockout] = await db
      .select({ kind: customerRestrictions.kind })
      .from(customerRestrictions)
      .where(
        and(
          eq(customerRestrictions.customerId, session.customerId),
          isNull(customerRestrictions.liftedAt),
          inArray(customerRestrictions.kind, ['disabled', 'login_banned']),
        ),
      )
      .limit(1);
    if (lockout) throw new UnauthorizedError(lockout.kind === 'disabled' ? 'account_disabled' : 'account_login_banned');
    request.customer = { id: session.customerId, account: session.account, sessionId: session.sessionId };
  };
}

export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthorizedError();
  return request.customer;
}

/** For public content that behaves a little differently for a signed-in reader (read counts). */
export function optionalCustomerIdentifier(db: Database, clock: Clock) {
  const authenticate = customerAuthenticator(db, clock);
  return async function identifyCustomerIfSignedIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (headerValue(request, HEADER_TOKEN) === undefined) return;
    try {
      await authenticate(request, reply);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      request.customer = null;
    }
  };
}
