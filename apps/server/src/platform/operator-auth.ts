import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_OPERATOR_TOKEN } from '@kabuto/contract';
import type { Database } from '../db/client';
import { operatorSessions, operators, type OperatorRole } from '../db/schema-operators';
import { AppError, UnauthorizedError } from './app-error';
import type { Clock } from './clock';
import { sha256Hex } from './secrets';

export type AuthenticatedOperator = { id: number; username: string; roles: OperatorRole[]; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    operator: AuthenticatedOperator | null;
  }
}

/**
 * Operator sessions live in their own table and arrive in their own header: a customer token is
 * simply not looked at here, so it can never open the back office.
 */
export function operatorAuthenticator(db: Database, clock: Clock) {
  return async function authenticateOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = request.headers[HEADER_OPERATOR_TOKEN];
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) throw new UnauthorizedError();
    const [row] = await db
      .select({ sessionId: operatorSessions.id, id: operators.id, username: operators.username, roles: operators.roles })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, sha256Hex(token)),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, clock.now()),
          isNull(operators.disabledAt),
        ),
      )
      .limit(1);
    if (!row) throw new UnauthorizedError();
    request.operator = { id: row.id, username: row.username, roles: row.roles as OperatorRole[], sessionId: row.sessionId };
  };
}

export function requireOperator(request: FastifyRequest): AuthenticatedOperator {
  if (!request.operator) throw new UnauthorizedError();
  return request.operator;
}

/** Admins may do everything; everyone else needs one of the route's roles. */
export function assertRole(operator: AuthenticatedOperator, allowed: readonly OperatorRole[]): void {
  if (operator.roles.includes('admin')) return;
  if (!allowed.some((role) => operator.roles.includes(role))) throw new AppError('forbidden', 403);
}
