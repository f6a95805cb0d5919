import { describe, expect, it } from 'vitest';
import { customerRestrictions, customerSessions } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { demoCustomer, signUpAndLogIn } from '../../test/app';
import { sha256Hex } from '../../platform/secrets';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

const signedInCalls: [string, Record<string, unknown>][] = [
  ['/user/info', {}],
  ['/user/logout', {}],
  ['/user/changeLoginPassword', { oldPassword: 'abcd1234', newPassword: 'wxyz9876', confirmPassword: 'wxyz9876' }],
  ['/user/setFundPassword', { loginPassword: 'abcd1234', newFundPassword: '123456', confirmFundPassword: '123456' }],
];

describe('login', () => {
  it('answers a session token for the demo customer; only its hash is stored', async () => {
    const answer = await t.call('/user/login', demoCustomer);
    expect(answer.status).toBe(1);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.account).toBe(demoCustomer.account);
    const sessions = await t.database.db.select().from(customerSessions);
    expect(sessions.some((s) => s.tokenHash === sha256Hex(answer.data.token))).toBe(true);
    expect(sessions.some((s) => s.tokenHash === answer.data.token)).toBe(false);
  });

  it('gives one message whether the account or the password was wrong', async () => {
    const wrongPassword = await t.call('/user/login', { account: demoCustomer.account, password: 'wrong123' });
    const unknownAccount = await t.call('/user/login', { account: '0999999999', password: 'demo1234' });
    expect(wrongPassword.msg).toBe('wrong_account_or_password');
    expect(unknownAccount.msg).toBe('wrong_account_or_password');
  });

  it('requires both fields', async () => {
    expect((await t.call('/user/login', { account: demoCustomer.account })).msg).toBe('password_required');
    expect((await t.call('/user/login', { password: 'demo1234' })).msg).toBe('wrong_account_or_password');
  });

  it('never writes a password or a token to the logs', async () => {
    const { token } = await signUpAndLogIn(t, 'Secret77');
    await t.call('/user/info', {}, { token });
    const logText = t.logs.join('');
    expect(logText.length).toBeGreaterThan(0);
    expect(logText).not.toContain('Secret77');
    expect(logText).not.toContain(token);
  });
});

describe('signed-in calls', () => {
  it.each(signedInCalls)('%s answers HTTP 401 without a valid token and changes nothing', async (path, body) => {
    const { account, token } = await signUpAndLogIn(t);
    const attempts: Record<string, string>[] = [{}, { token: 'not-a-real-token' }, { token: '' }, { account, token: `${token}x` }];
    for (const headers of attempts) {
      const answer = await t.call(path, body, headers);
      expect(answer.httpStatus).toBe(401);
      expect(answer).toMatchObject({ status: 0, msg: 'unauthorized', data: null });
    }
    // The real token still works afterwards: the refused calls changed nothing.
    expect((await t.call('/user/info', {}, { token })).status).toBe(1);
  });

  it('refuses a token presented with another customer’s account header', async () => {
    const first = await signUpAndLogIn(t);
    const second = await signUpAndLogIn(t);
    const answer = await t.call('/user/info', {}, { token: first.token, account: second.account });
    expect(answer.httpStatus).toBe(401);
  });

  it('shows each customer their own data only', async () => {
    const first = await signUpAndLogIn(t);
    const second = await signUpAndLogIn(t);
    expect((await t.call('/user/info', {}, first.headers)).data.account).toBe(first.account);
    expect((await t.call('/user/info', {}, second.headers)).data.account).toBe(second.account);
  });

  it('answers the member centre with zero assets before any funding', async () => {
    const { headers, account } = await signUpAndLogIn(t);
    const info = await t.call('/user/info', {}, headers);
    expect(info.data).toMatchObject({
      account,
      phone: account,
      verificationStatus: 'unverified',
      fundPasswordSet: false,
      restrictions: [],
      assets: { currency: 'JPY', totalAssets: '0', availableFunds: '0', frozenFunds: '0', profit: '0' },
    });
  });

  it('expires sessions after their lifetime', async () => {
    const { headers } = await signUpAndLogIn(t);
    expect((await t.call('/user/info', {}, headers)).status).toBe(1);
    t.clock.advanceSeconds(t.config.sessionTtlSeconds + 1);
    try {
      expect((await t.call('/user/info', {}, headers)).httpStatus).toBe(401);
    } finally {
      t.clock.advanceSeconds(-(t.config.sessionTtlSeconds + 1));
    }
  });

  it('revokes the session on logout', async () => {
    const { headers } = await signUpAndLogIn(t);
    expect((await t.call('/user/logout', {}, headers)).status).toBe(1);
    expect((await t.call('/user/info', {}, headers)).httpStatus).toBe(401);
  });
});

describe('account states (spec section 6)', () => {
  async function restrict(account: string, kind: 'frozen' | 'login_banned' | 'disabled') {
    const { customers } = await import('../../db/schema');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.account, account));
    await t.database.db.insert(customerRestrictions).values({ customerId: row!.id, kind, reason: 'test' });
  }

  it('refuses login to a disabled or login-banned account, with its own message, and ends its sessions', async () => {
    const banned = await signUpAndLogIn(t);
    await restrict(banned.account, 'login_banned');
    expect((await t.call('/user/login', { account: banned.account, password: banned.password })).msg).toBe(
      'account_login_banned',
    );
    const stale = await t.call('/user/info', {}, banned.headers);
    expect(stale).toMatchObject({ httpStatus: 401, msg: 'account_login_banned' });

    const disabled = await signUpAndLogIn(t);
    await restrict(disabled.account, 'disabled');
    expect((await t.call('/user/login', { account: disabled.account, password: disabled.password })).msg).toBe(
      'account_disabled',
    );
  });

  it('does not reveal a restriction to someone without the password', async () => {
    const banned = await signUpAndLogIn(t);
    await restrict(banned.account, 'disabled');
    expect((await t.call('/user/login', { account: banned.account, password: 'wrong999' })).msg).toBe(
      'wrong_account_or_password',
    );
  });

  it('lets a frozen customer log in and shows the restriction in the member centre', async () => {
    const frozen = await signUpAndLogIn(t);
    await restrict(frozen.account, 'frozen');
    const login = await t.call('/user/login', { account: frozen.account, password: frozen.password });
    expect(login.status).toBe(1);
    const info = await t.call('/user/info', {}, { token: login.data.token });
    expect(info.data.restrictions).toEqual(['frozen']);
  });
});
