import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  logInOperator,
  nextAccount,
  signUpAndLogIn,
  type ApiAnswer,
} from '../../test/app';
import { DEMO_OPERATORS } from '../../seed';
import { useTestApp } from '../../test/use-test-app';

/**
 * The secret throttle (platform/secret-throttle.ts, docs/security.md) under the attacks a
 * penetration test made: bursts of parallel guesses are counted before they are checked, so only
 * the free attempts are ever checked; the owner is slowed, never locked out, and is not slowed at
 * all on a device they signed in from before.
 */
const { t } = useTestApp();

const PARALLEL = 100;
const free = () => t.config.loginThrottle.account.freeAttempts;

function tally(answers: ApiAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.msg] = (counts[answer.msg] ?? 0) + 1;
  return counts;
}

/** A login as a browser makes it: with the device cookie it was given before, if any. */
async function login(account: string, password: string, deviceCookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vue/user/login',
    headers: {
      'content-type': 'application/json',
      ...(deviceCookie ? { cookie: deviceCookie } : {}),
    },
    payload: JSON.stringify({ account, password }),
  });
  const body = response.json<{ status: number; msg: string }>();
  const setCookie = response.headers['set-cookie'];
  const cookie = typeof setCookie === 'string' ? setCookie.split(';')[0] : undefined;
  return {
    ...body,
    httpStatus: response.statusCode,
    cookie,
    retryAfter: response.headers['retry-after'],
    setCookie,
  };
}

describe('login password', () => {
  it(`checks at most the free attempts of ${PARALLEL} parallel wrong logins to one account`, async () => {
    const { account } = await signUpAndLogIn(t);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call('/user/login', { account, password: 'wrong999' }),
      ),
    );
    const counts = tally(answers);
    expect(counts.wrong_account_or_password).toBeLessThanOrEqual(free());
    expect(counts.wrong_account_or_password! + counts.too_frequent!).toBe(PARALLEL);
    const refused = answers.find((answer) => answer.msg === 'too_frequent')!;
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('lets the attacked owner in at once from a device they signed in from before', async () => {
    const { account, password } = await signUpAndLogIn(t);
    const first = await login(account, password);
    expect(first.status).toBe(1);
    expect(first.setCookie).toMatch(
      /^kabuto_device=[\w-]+; Path=\/api\/vue\/user\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    // A stranger elsewhere guesses in a burst, and keeps guessing.
    await Promise.all(Array.from({ length: PARALLEL }, () => login(account, 'guess123')));
    expect((await login(account, password)).msg).toBe('too_frequent');
    expect((await login(account, password, first.cookie)).status).toBe(1);
    // A wrong guess on the owner's device counts only there.
    expect((await login(account, 'typo1234', first.cookie)).msg).toBe('wrong_account_or_password');
    expect((await login(account, password, first.cookie)).status).toBe(1);
  });

  it('slows the owner on a new device with a back-off that doubles, never a lock', async () => {
    const { account, password } = await signUpAndLogIn(t);
    for (let i = 0; i < free(); i += 1)
      expect((await login(account, 'wrong999')).msg).toBe('wrong_account_or_password');
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await login(account, 'wrong999');
      expect(refused.msg).toBe('too_frequent');
      waits.push(Number(refused.retryAfter));
      t.clock.advanceSeconds(Number(refused.retryAfter));
      expect((await login(account, 'wrong999')).msg).toBe('wrong_account_or_password');
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect((await login(account, password)).msg).toBe('too_frequent');
    t.clock.advanceSeconds(16);
    expect((await login(account, password)).status).toBe(1);
    // The right password forgot the count: the next typo goes through at once.
    expect((await login(account, 'wrong999')).msg).toBe('wrong_account_or_password');
  });

  it('forgets failures after a day without attempts', async () => {
    const { account, password } = await signUpAndLogIn(t);
    for (let i = 0; i < free() + 1; i += 1) await login(account, 'wrong999');
    t.clock.advanceSeconds(t.config.loginThrottle.account.forgetAfterSeconds + 1);
    for (let i = 0; i < free() - 1; i += 1)
      expect((await login(account, 'wrong999')).msg).toBe('wrong_account_or_password');
    expect((await login(account, password)).status).toBe(1);
  });

  it('slows one address spraying many accounts, but not a customer behind it on a known device', async () => {
    const spray = await buildTestApp({
      configure: (config) => ({
        ...config,
        loginThrottle: {
          ...config.loginThrottle,
          address: { ...config.loginThrottle.address, freeAttempts: 5 },
        },
      }),
    });
    try {
      const owner = await signUpAndLogIn(spray);
      const first = await spray.app.inject({
        method: 'POST',
        url: '/api/vue/user/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ account: owner.account, password: owner.password }),
      });
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      const messages: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        messages.push(
          (await spray.call('/user/login', { account: nextAccount(), password: 'guess123' })).msg,
        );
      }
      expect(messages.slice(0, 5).every((m) => m === 'wrong_account_or_password')).toBe(true);
      expect(messages.slice(5)).toEqual(['too_frequent', 'too_frequent']);
      const known = await spray.call(
        '/user/login',
        { account: owner.account, password: owner.password },
        { cookie },
      );
      expect(known.status).toBe(1);
    } finally {
      await spray.close();
    }
  });

  it(`checks at most the free attempts of ${PARALLEL} parallel old-password guesses when changing it`, async () => {
    const customer = await signUpAndLogIn(t);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call(
          '/user/changeLoginPassword',
          { oldPassword: 'wrong999', newPassword: 'newpas99', confirmPassword: 'newpas99' },
          customer.headers,
        ),
      ),
    );
    const counts = tally(answers);
    expect(counts.original_password_wrong).toBeLessThanOrEqual(free());
    expect(counts.original_password_wrong! + counts.too_frequent!).toBe(PARALLEL);
    // The right old password is not accepted while the guesses back off, nor is a login elsewhere.
    const right = {
      oldPassword: customer.password,
      newPassword: 'newpas99',
      confirmPassword: 'newpas99',
    };
    expect((await t.call('/user/changeLoginPassword', right, customer.headers)).msg).toBe(
      'too_frequent',
    );
    t.clock.advanceSeconds(2);
    expect((await t.call('/user/changeLoginPassword', right, customer.headers)).status).toBe(1);
  });
});

describe('fund password', () => {
  async function withFundPassword() {
    const customer = await signUpAndLogIn(t);
    const set = await t.call(
      '/user/setFundPassword',
      {
        loginPassword: customer.password,
        newFundPassword: '135790',
        confirmFundPassword: '135790',
      },
      customer.headers,
    );
    expect(set.status).toBe(1);
    return customer;
  }

  it(`checks at most the free attempts of ${PARALLEL} parallel old-fund-password guesses, and the right one waits too`, async () => {
    const customer = await withFundPassword();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call(
          '/user/setFundPassword',
          { oldFundPassword: '000000', newFundPassword: '246802', confirmFundPassword: '246802' },
          customer.headers,
        ),
      ),
    );
    const counts = tally(answers);
    expect(counts.fund_password_wrong).toBeLessThanOrEqual(5);
    expect(counts.fund_password_wrong! + counts.too_frequent!).toBe(PARALLEL);
    const right = {
      oldFundPassword: '135790',
      newFundPassword: '246802',
      confirmFundPassword: '246802',
    };
    expect((await t.call('/user/setFundPassword', right, customer.headers)).msg).toBe(
      'too_frequent',
    );
    t.clock.advanceSeconds(60);
    expect((await t.call('/user/setFundPassword', right, customer.headers)).status).toBe(1);
  });

  it('counts a first fund password set with a wrong login password against the login password', async () => {
    const customer = await signUpAndLogIn(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(
          '/user/setFundPassword',
          { loginPassword: 'wrong999', newFundPassword: '135790', confirmFundPassword: '135790' },
          customer.headers,
        ),
      ),
    );
    expect(tally(answers).original_password_wrong).toBeLessThanOrEqual(free());
    expect((await login(customer.account, customer.password)).msg).toBe('too_frequent');
  });
});

describe('operator password', () => {
  it(`checks at most the free attempts of ${PARALLEL} parallel operator logins, and the operator's known console still gets in`, async () => {
    const reviewer = DEMO_OPERATORS.find((operator) => operator.username === 'reviewer')!;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: reviewer.username, password: reviewer.password }),
    });
    expect(String(first.headers['set-cookie'])).toMatch(
      /^kabuto_console_device=[\w-]+; Path=\/api\/admin\/auth\/login;/,
    );
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.callAdmin('/auth/login', { username: reviewer.username, password: 'guess-guess' }),
      ),
    );
    const counts = tally(answers);
    expect(counts.wrong_account_or_password).toBeLessThanOrEqual(free());
    expect(counts.wrong_account_or_password! + counts.too_frequent!).toBe(PARALLEL);
    const fromElsewhere = await t.callAdmin('/auth/login', {
      username: reviewer.username,
      password: reviewer.password,
    });
    expect(fromElsewhere.msg).toBe('too_frequent');
    const fromKnownConsole = await t.callAdmin(
      '/auth/login',
      { username: reviewer.username, password: reviewer.password },
      { cookie },
    );
    expect(fromKnownConsole.status).toBe(1);
    expect((await logInOperator(t, 'admin'))['operator-token']).toBeTruthy();
  });
});
