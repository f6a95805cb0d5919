import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  customerTopic,
  HEADER_ACCOUNT,
  HEADER_OPERATOR_TOKEN,
  HEADER_TOKEN,
  SUPPORT_OPERATORS_TOPIC,
} from '@kabuto/contract';
import { UnauthorizedError } from '../platform/app-error';
// `request.customer`, set by the authenticator, is declared there.
import type {} from '../platform/auth';
import type {} from '../platform/operator-auth';
import type { TopicAuthorizer } from './event-hub';
import type { QuoteHub, SocketPeer } from './quote-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** What this process's /api/ws holds now (sockets, addresses, sessions, subscriptions). */
    realtimeStats: QuoteHub['stats'];
  }
}

/** Resolves the `token` header to `request.customer`, throwing UnauthorizedError if it names no live session. */
type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The one WebSocket endpoint (architecture: quotes now; order and balance events later).
 *
 * Who is connecting is settled before the upgrade, so that no message the client sends right
 * after `open` arrives before the hub listens. A `token` header (native or scripted clients; a
 * browser cannot set one) counts the socket against that session; an invalid one is refused, not
 * quietly treated as anonymous, so a client with a stale session finds out at once.
 */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  hub: QuoteHub,
  authenticateCustomer: Authenticate,
): void {
  const peers = new WeakMap<FastifyRequest, SocketPeer>();

  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<SocketPeer> {
    const address = request.ip;
    // A full address is refused whatever its token says: spare the database the lookup.
    if (request.headers[HEADER_TOKEN] === undefined || !hub.hasRoomFor(address)) return { address };
    try {
      await authenticateCustomer(request, reply);
    } catch (error) {
      if (error instanceof UnauthorizedError) return { address, refusal: 'unauthorized' };
      request.log.error({ err: error }, 'websocket session check failed');
      return { address, refusal: 'sessionCheckFailed' };
    }
    return request.customer ? { address, sessionId: request.customer.sessionId } : { address };
  }

  app.decorate('realtimeStats', () => hub.stats());
  app.get(
    '/api/ws',
    {
      websocket: true,
      schema: { hide: true },
      // Read by the rate limiter, which budgets new upgrades apart from the REST routes.
      config: { rateLimitClass: 'websocket' },
      preValidation: async (request, reply) => {
        // A plain GET is answered 404 by @fastify/websocket: no session lookup for it.
        if (!request.ws) return;
        peers.set(request, await identify(request, reply));
      },
    },
    (socket, request) => {
      // preValidation always runs first; the fallback only keeps the types honest.
      hub.attach(socket, peers.get(request) ?? { address: request.ip });
      peers.delete(request);
    },
  );
}

/**
 * The topics a session sent over the socket may hear, checked by the same authenticators as REST
 * (a request made of the token as its header): a customer their own `customer:<id>`; an operator
 * with the support role (or admin) the support desk's. Any other failure than an unknown session
 * (the database) is thrown, and the socket is told `system_busy`.
 */
export function topicAuthorizer(
  authenticateCustomer: Authenticate,
  authenticateOperator: Authenticate,
): TopicAuthorizer {
  return async (credentials) => {
    const headers: Record<string, string> =
      credentials.kind === 'customer'
        ? { [HEADER_TOKEN]: credentials.token, ...(credentials.account ? { [HEADER_ACCOUNT]: credentials.account } : {}) }
        : { [HEADER_OPERATOR_TOKEN]: credentials.token };
    const request = { headers, customer: null, operator: null } as unknown as FastifyRequest;
    try {
      if (credentials.kind === 'customer') {
        await authenticateCustomer(request, undefined as unknown as FastifyReply);
        return request.customer ? [customerTopic(request.customer.id)] : undefined;
      }
      await authenticateOperator(request, undefined as unknown as FastifyReply);
    } catch (error) {
      if (error instanceof UnauthorizedError) return undefined;
      throw error;
    }
    const roles = request.operator?.roles ?? [];
    return roles.includes('support') || roles.includes('admin') ? [SUPPORT_OPERATORS_TOPIC] : [];
  };
}
