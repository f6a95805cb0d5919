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
    const missing = ALL_ENDPOINTS.filter((endpoint) => !t.app.hasRoute({ method: 'POST', url: endpointUrl(endpoint) }));
    expect(missing.map(endpointUrl)).toEqual([]);
    expect(new Set(ALL_ENDPOINTS.map(endpointUrl)).size).toBe(ALL_ENDPOINTS.length);
  });

  it('refuses to start with an API route that serves no declaration, or another path than its own', async () => {
    const guards = { authenticateCustomer: noop, identifyCustomerIfSignedIn: noop, authenticateOperator: noop };
    const attempts: Array<{ url: string; config: FastifyContextConfig }> = [
      // Written by hand, no declaration.
      { url: '/api/vue/user/backdoor', config: {} },
      // A declaration served at another path.
      { url: '/api/vue/user/other', config: { endpoint: userApi.login, access: userApi.login.access } },
      // A declaration's access replaced.
      { url: endpointUrl(userApi.info), config: { endpoint: userApi.info, access: { kind: 'public' } as const } },
    ];
    for (const attempt of attempts) {
      const app = Fastify();
      installAccessControl(app, guards);
      expect(() =>
        app.post(attempt.url, { config: attempt.config }, () => Promise.resolve({ status: 1, msg: '', data: null })),
      ).toThrow(/endpoint|access/);
      await app.close();
    }
  });
});
