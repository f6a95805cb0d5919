import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RestrictionKind } from '@kabuto/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_ACCOUNT, HEADER_TOKEN } from '@kabuto/contract';
import type { Database } from '../db/client';
import { customerSessions, customers } from '../db/schema';
import { UnauthorizedError } from './app-error';
import type { Clock } from './clock';
import { sha256Hex } from './secrets';
import type { CachedSession, SessionCache } from './session-cache';

export type AuthenticatedCustomer = {
  id: number;
  account: string;
  sessionId: number;
  /**
   * The restrictions in force when the request arrived (read with the session, in the same
   * query): what lets the customer in but refuses money and trading operations.
   */
  restrictions: readonly RestrictionKind[];
};

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
 * When the app also sends the `account` header it must name the session's owner. A session
 * looked up recently is answered from the cache (platform/session-cache.ts), which forgets a
 * customer the moment a notice says their sessions or restrictions changed.
 */
export function customerAuthenticator(db: Database, clock: Clock, cache: SessionCache) {
  /** One query: the live session, its customer and the restrictions in force. */
  async function lookUp(tokenHash: string, now: Date): Promise<CachedSession | undefined> {
    const [session] = await db
      .select({
        sessionId: customerSessions.id,
        customerId: customers.id,
        account: customers.account,
        expiresAt: customerSessions.expiresAt,
        restrictions: sql<RestrictionKind[]>`array(
          SELECT r.kind FROM customer_restrictions r
           WHERE r.customer_id = ${customers.id} AND r.lifted_at IS NULL ORDER BY r.id)`,
      })
      .from(customerSessions)
      .innerJoin(customers, eq(customers.id, customerSessions.customerId))
      .where(
        and(
          eq(customerSessions.tokenHash, tokenHash),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (!session) return undefined;
    return {
      sessionId: session.sessionId,
      customerId: session.customerId,
      account: session.account,
      restrictions: session.restrictions ?? [],
      expiresAtMs: session.expiresAt.getTime(),
    };
  }

  return async function authenticateCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = headerValue(request, HEADER_TOKEN);
    if (!token || token.length > 256) throw new UnauthorizedError();
    const tokenHash = sha256Hex(token);
    const now = clock.now();
    let session = cache.get(tokenHash, now.getTime());
    if (!session) {
      const readStartedAtMs = performance.now();
      session = await lookUp(tokenHash, now);
      if (!session) throw new UnauthorizedError();
      cache.put(tokenHash, session, readStartedAtMs);
    }
    const claimedAccount = headerValue(request, HEADER_ACCOUNT);
    if (claimedAccount !== undefined && claimedAccount !== session.account) throw new UnauthorizedError();
    const { restrictions } = session;
    if (restrictions.includes('disabled')) throw new UnauthorizedError('account_disabled');
    if (restrictions.includes('login_banned')) throw new UnauthorizedError('account_login_banned');
    request.customer = {
      id: session.customerId,
      account: session.account,
      sessionId: session.sessionId,
      restrictions,
    };
  };
}

export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new UnauthorizedError();
  return request.customer;
}

/** For public content that behaves a little differently for a signed-in reader (read counts). */
export function optionalCustomerIdentifier(db: Database, clock: Clock, cache: SessionCache) {
  const authenticate = customerAuthenticator(db, clock, cache);
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
