import Fastify, { type FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpointUrl, userApi } from '@kabuto/contract';
import { ALL_ENDPOINTS } from '@kabuto/contract/all-endpoints';
import { installAccessControl } from './access';
import { useTestApp } from '../test/use-test-app';

const { t } = useTestApp();

const noop = () => Promise.resolve();

describe('the contract and the routes', () => {
  it('serves every endpoint the contract declares, at its declared path', () => {
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(90);
    const missing = ALL_ENDPOINTS.filter(
      (endpoint) => !t.app.hasRoute({ method: 'POST', url: endpointUrl(endpoint) }),
    );
    expect(missing.map(endpointUrl)).toEqual([]);
    expect(new Set(ALL_ENDPOINTS.map(endpointUrl)).size).toBe(ALL_ENDPOINTS.length);
  });

  it('refuses to start with an API route that serves no declaration, or another path than its own', async () => {
    const guards = {
      authenticateCustomer: noop,
      identifyCustomerIfSignedIn: noop,
      authenticateOperator: noop,
    };
    const attempts: Array<{ url: string; config: FastifyContextConfig }> = [
      // Written by hand, no declaration.
      { url: '/api/vue/user/backdoor', config: {} },
      // A declaration served at another path.
      {
        url: '/api/vue/user/other',
        config: { endpoint: userApi.login, access: userApi.login.access },
      },
      // A declaration's access replaced.
      {
        url: endpointUrl(userApi.info),
        config: { endpoint: userApi.info, access: { kind: 'public' } as const },
      },
    ];
    for (const attempt of attempts) {
      const app = Fastify();
      installAccessControl(app, guards);
      expect(() =>
        app.post(attempt.url, { config: attempt.config }, () =>
          Promise.resolve({ status: 1, msg: '', data: null }),
        ),
      ).toThrow(/endpoint|access/);
      await app.close();
    }
  });

  it('gives every operator action that changes something an idempotency key (reads and the session need none)', () => {
    // A new operator endpoint that changes something must take a key (the console sends one per
    // click, and the route helper replays a retry); one that only reads belongs on this list.
    const withoutKey = ALL_ENDPOINTS.filter(
      (endpoint) => endpoint.api === 'operator' && endpoint.idempotency === 'none',
    ).map((endpoint) => endpoint.path);
    expect(withoutKey.sort()).toEqual(
      [
        '/auth/login',
        '/auth/logout',
        '/auth/me',
        '/audit/list',
        '/config/list',
        '/customers/search',
        '/customers/detail',
        '/customers/funds',
        '/kyc/image',
        '/kyc/queue',
        '/kyc/detail',
        '/funding/depositProof',
        '/funding/depositQueue',
        '/funding/depositDetail',
        '/funding/withdrawQueue',
        '/funding/withdrawDetail',
        '/funding/channels',
        '/funding/settings',
        '/trading/settings',
        '/trading/lendingQuotas',
        '/trading/positions',
        '/trading/position',
        '/trading/dayTradingQueue',
        '/ipo/offerings',
        '/ipo/applications',
        '/copy/strategies',
        '/copy/pool',
        '/copy/products',
        '/copy/leaderApplications',
        '/loan/queue',
        '/loan/detail',
        '/loan/settings',
        '/referral/settings',
        '/block/offerings',
        '/block/applications',
        '/bidding/offerings',
        '/bidding/bids',
        '/bidding/document',
        '/grab/queues',
        '/grab/orders',
        '/grab/document',
        '/support/inbox',
        '/support/conversation',
        '/support/image',
        '/support/canned',
      ].sort(),
    );
  });
});
