import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { containsUnstorableText, endpointUrl, type EndpointAccess } from '@kabuto/contract';
import { ALL_ENDPOINTS } from '@kabuto/contract/all-endpoints';
import { AppError } from './app-error';
import { assertRole, requireOperator } from './operator-auth';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Who may call a route, declared in the route's `config` (the endpoint's own, packages/contract). */
export type RouteAccess = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export type AccessGuards = {
  authenticateCustomer: Hook;
  identifyCustomerIfSignedIn: Hook;
  authenticateOperator: Hook;
};

const API_PREFIXES = ['/api/vue/', '/api/admin/'];
const DECLARED = new Set(ALL_ENDPOINTS);

/**
 * Authentication first, for every route at once (issue 9): the session is checked in `onRequest`,
 * before the body is even read, so a call without a valid session answers HTTP 401 whatever it
 * sends and a stranger never learns a route's validation rules. Then, before validation, one rule
 * for every body: text the database cannot store is refused as `invalid_params`
 * (packages/contract/src/text.ts).
 *
 * Every route under /api/vue and /api/admin serves an endpoint of the contract, whose access it
 * carries: a route that does not is a start-up error, not an open door.
 */
export function installAccessControl(app: FastifyInstance, guards: AccessGuards): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!API_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    // Every API route serves a contract declaration (platform/serve.ts): one written by hand is
    // a start-up error, not an undocumented door.
    const endpoint = route.config?.endpoint;
    if (!endpoint || !DECLARED.has(endpoint) || endpointUrl(endpoint) !== url)
      throw new Error(`route ${url} serves no endpoint of the contract (packages/contract)`);
    if (route.config?.access !== endpoint.access)
      throw new Error(`route ${url} declares access other than its endpoint's`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    switch (access.kind) {
      case 'public':
        return;
      case 'optional':
        return guards.identifyCustomerIfSignedIn(request, reply);
      case 'customer':
        return guards.authenticateCustomer(request, reply);
      case 'operator':
        await guards.authenticateOperator(request, reply);
        assertRole(requireOperator(request), access.roles);
        return;
    }
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const unstorable =
      containsUnstorableText(request.body) ||
      containsUnstorableText(request.query) ||
      containsUnstorableText(request.params);
    done(unstorable ? new AppError('invalid_params') : undefined);
  });
}
