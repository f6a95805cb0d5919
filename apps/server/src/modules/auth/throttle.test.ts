import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpAndLogIn, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('failed-login throttling', () => {
  it('refuses twenty wrong logins in a row before the twentieth, then even the right password', async () => {
    const { account, password } = await signUpAndLogIn(t);
    const messages: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      messages.push((await t.call('/user/login', { account, password: 'wrong999' })).msg);
    }
    const firstRefusal = messages.indexOf('too_frequent');
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(firstRefusal).toBeLessThan(19);
    expect(messages.slice(0, firstRefusal).every((m) => m === 'wrong_account_or_password')).toBe(true);
    expect(messages.slice(firstRefusal).every((m) => m === 'too_frequent')).toBe(true);
    expect((await t.call('/user/login', { account, password })).msg).toBe('too_frequent');
  });

  it('lets the account in again once the window has passed, and a success clears the count', async () => {
    const { account, password } = await signUpAndLogIn(t);
    for (let i = 0; i < t.config.loginThrottle.refuseAfterFailures; i += 1) {
      await t.call('/user/login', { account, password: 'wrong999' });
    }
    expect((await t.call('/user/login', { account, password })).msg).toBe('too_frequent');
    t.clock.advanceSeconds(t.config.loginThrottle.windowSeconds + 1);
    expect((await t.call('/user/login', { account, password })).status).toBe(1);
    for (let i = 0; i < t.config.loginThrottle.refuseAfterFailures - 1; i += 1) {
      await t.call('/user/login', { account, password: 'wrong999' });
    }
    expect((await t.call('/user/login', { account, password })).status).toBe(1);
  });

  it('slows down, then refuses, one address trying many accounts', async () => {
    const spray = await buildTestApp({
      configure: (config) => ({ ...config, loginThrottle: { ...config.loginThrottle, refuseAfterFailuresPerAddress: 5 } }),
    });
    try {
      const messages: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        messages.push((await spray.call('/user/login', { account: `07000000${10 + i}`, password: 'guess123' })).msg);
      }
      expect(messages.slice(0, 5).every((m) => m === 'wrong_account_or_password')).toBe(true);
      expect(messages.slice(5)).toEqual(['too_frequent', 'too_frequent']);
    } finally {
      await spray.close();
    }
  });
});
