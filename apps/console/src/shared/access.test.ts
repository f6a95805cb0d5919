import { adminApi, tradingAdminApi, userApi } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { mayCall, mayCallAll } from './access';

describe('what an operator may call, as the contract declares it', () => {
  it('follows the endpoint’s roles, and lets an administrator call everything', () => {
    expect(mayCall(['compliance'], tradingAdminApi.dayTradingQueue)).toBe(true);
    expect(mayCall(['support', 'finance'], tradingAdminApi.dayTradingQueue)).toBe(false);
    expect(mayCall(['admin'], tradingAdminApi.dayTradingQueue)).toBe(true);
    expect(mayCall(['compliance', 'finance', 'support'], adminApi.update)).toBe(false);
    expect(mayCall(['admin'], adminApi.update)).toBe(true);
  });

  it('lets anyone call a public endpoint and no operator call a customer one', () => {
    expect(mayCall([], adminApi.login)).toBe(true);
    expect(mayCall(['admin'], userApi.info)).toBe(false);
  });

  it('needs every endpoint a screen names', () => {
    expect(mayCallAll(['support'], [adminApi.detail, adminApi.search])).toBe(true);
    expect(mayCallAll(['support'], [adminApi.detail, adminApi.restrict])).toBe(false);
    expect(mayCallAll(['compliance'], [adminApi.detail, adminApi.restrict])).toBe(true);
  });
});
