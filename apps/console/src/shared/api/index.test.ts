import { HEADER_OPERATOR_TOKEN, adminApi } from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, hasSession, onSessionEnded, saveToken } from '../session';
import { answeringFetch } from '../testing';
import { ApiError, api } from './index';

/** The console's environment of the shared client (the client itself is tested in @kabuto/app-kit). */
describe('the console API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    if (hasSession()) endSession('logout');
  });

  it('sends the operator token and lets the login route keep its device cookie', async () => {
    const fetch = answeringFetch(200, { status: 1, msg: '', data: null });
    vi.stubGlobal('fetch', fetch);
    saveToken('operator-session-token');
    await api.call(adminApi.logout, {});
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/auth/logout');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ [HEADER_OPERATOR_TOKEN]: 'operator-session-token' });
    expect(init?.headers).not.toHaveProperty('token');
  });

  it('sends no token header before login', async () => {
    const fetch = answeringFetch(200, { status: 1, msg: '', data: null });
    vi.stubGlobal('fetch', fetch);
    await api.call(adminApi.logout, {});
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty(HEADER_OPERATOR_TOKEN);
  });

  it('ends the session once, as expired, however many screens are refused with 401', async () => {
    vi.stubGlobal('fetch', answeringFetch(401, { status: 0, msg: 'unauthorized', data: null }));
    saveToken('operator-session-token');
    const reasons: string[] = [];
    const unsubscribe = onSessionEnded((reason) => reasons.push(reason));
    const results = await Promise.allSettled([
      api.call(adminApi.me, {}),
      api.call(adminApi.me, {}),
    ]);
    unsubscribe();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ApiError);
    }
    expect(reasons).toEqual(['expired']);
    expect(hasSession()).toBe(false);
  });
});
