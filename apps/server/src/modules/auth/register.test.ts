import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerSessions, customers, idempotencyRecords } from '../../db/schema';
import { sha256Hex } from '../../platform/secrets';
import { buildTestApp, nextAccount, signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

async function customerCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(customers);
  return Number(row?.count ?? 0);
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    account: nextAccount(),
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    invitationCode: 'KABUTO',
    ...overrides,
  };
}

describe('POST /api/vue/user/register', () => {
  it('registers a customer with the seeded code and gives them a code of their own', async () => {
    const body = registration();
    const answer = await t.call('/user/register', body);
    expect(answer).toMatchObject({ httpStatus: 200, status: 1, msg: '' });
    expect(answer.data.account).toBe(body.account);
    expect(answer.data.invitationCode).toMatch(/^[A-Z2-9]{6}$/);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, body.account));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain('abcd1234');
  });

  it('accepts a friend’s own invitation code and records who invited whom', async () => {
    const inviter = await t.call('/user/register', registration());
    const invitee = registration({ invitationCode: inviter.data.invitationCode.toLowerCase() });
    expect((await t.call('/user/register', invitee)).status).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, invitee.account));
    const [inviterRow] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, inviter.data.account));
    expect(row?.invitedByCustomerId).toBe(inviterRow?.id);
  });

  it.each([
    ['a 9-digit account', { account: '091234567' }, 'account_format'],
    ['an 11-digit account', { account: '09123456789' }, 'account_format'],
    ['letters in the account', { account: '0912345ABC' }, 'account_format'],
    ['no account at all', { account: undefined }, 'account_format'],
    [
      'a password with a symbol',
      { password: 'abcd123!', confirmPassword: 'abcd123!' },
      'password_format',
    ],
    [
      'a 7-character password',
      { password: 'abcd123', confirmPassword: 'abcd123' },
      'password_format',
    ],
    ['an empty password', { password: '', confirmPassword: '' }, 'password_required'],
    ['mismatched passwords', { confirmPassword: 'abcd1235' }, 'passwords_differ'],
    ['no invitation code', { invitationCode: '' }, 'invitation_code_required'],
    ['an unknown invitation code', { invitationCode: 'NOSUCH' }, 'inviter_not_found'],
    ['an existing account', { account: '0900000001' }, 'account_exists'],
  ])('refuses %s with its catalogue key and creates nothing', async (_case, overrides, key) => {
    const before = await customerCount();
    const answer = await t.call('/user/register', registration(overrides));
    expect(answer).toMatchObject({ status: 0, msg: key, data: null });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a body that is not JSON, or too large, without a stack trace', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/vue/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(broken.json()).toEqual({ status: 0, msg: 'invalid_params', data: null });
    const huge = await t.call(
      '/user/register',
      registration({ invitationCode: 'x'.repeat(200_000) }),
    );
    expect(huge.httpStatus).toBe(413);
    expect(huge.msg).toBe('invalid_params');
  });

  it('lets exactly one of two racing registrations of one account through', async () => {
    const account = nextAccount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call('/user/register', registration({ account }))),
    );
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === 'account_exists')).toHaveLength(2);
  });

  it('signs the new customer in: the answer is a session like a login’s, and its token works', async () => {
    const body = registration();
    const answer = await t.call('/user/register', body);
    expect(answer.status).toBe(1);
    expect(answer.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account: body.account,
      expiresAt: new Date(
        t.clock.now().getTime() + t.config.sessionTtlSeconds * 1000,
      ).toISOString(),
      invitationCode: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    const { token } = answer.data as { token: string };
    const info = await t.call('/user/info', {}, { account: body.account, token });
    expect(info).toMatchObject({ httpStatus: 200, status: 1, data: { account: body.account } });
    // Only the token's hash is stored, as for a login.
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, body.account));
    const sessions = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, row!.id));
    expect(sessions.map((s) => s.tokenHash)).toEqual([sha256Hex(token)]);
  });

  it('trusts the registering device as a login does: its logins are throttled on their own', async () => {
    const body = registration();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vue/user/register',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.json<{ status: number }>().status).toBe(1);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^kabuto_device=[\w-]+; Path=\/api\/vue\/user\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    const login = (password: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vue/user/login',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: { account: body.account, password },
      });
    // A stranger's guesses slow new devices, not the one that registered.
    for (let i = 0; i < 8; i += 1) await login('guess123');
    expect((await login(body.password)).json<{ msg: string }>().msg).toBe('too_frequent');
    const fromDevice = await login(body.password, setCookie.split(';')[0]);
    expect(fromDevice.json<{ status: number }>().status).toBe(1);
  });

  it('is not idempotent: a session token is never stored for a replay, and a retry registers nobody twice', async () => {
    const body = registration();
    const headers = { 'idempotency-key': 'register-retry-0001' };
    const first = await t.call('/user/register', body, headers);
    const retry = await t.call('/user/register', body, headers);
    expect(first.status).toBe(1);
    expect(retry).toMatchObject({ status: 0, msg: 'account_exists' });
    expect(retry.response.headers['idempotent-replay']).toBeUndefined();
    const stored = await t.database.db.select().from(idempotencyRecords);
    expect(JSON.stringify(stored)).not.toContain((first.data as { token: string }).token);
  });

  it('tells one address that a number is registered only a few times, then makes it wait', async () => {
    const probe = (account: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vue/user/register',
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: registration({ account }),
      });
    const existing = await signUpAndLogIn(t);
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await probe(existing.account)).json<{ msg: string }>().msg);
    expect(answers).toEqual([
      ...Array<string>(5).fill('account_exists'),
      'too_frequent',
      'too_frequent',
    ]);
    // The wait holds for unknown numbers too (otherwise the refusal itself would tell), then ends.
    expect((await probe(nextAccount())).json<{ msg: string }>().msg).toBe('too_frequent');
    t.clock.advanceSeconds(60);
    expect((await probe(nextAccount())).json<{ status: number }>().status).toBe(1);
    // Another address is not slowed.
    expect((await t.call('/user/register', registration({ account: existing.account }))).msg).toBe(
      'account_exists',
    );
  });

  it('limits registrations per address', async () => {
    const limited = await buildTestApp({
      configure: (config) => ({ ...config, registerLimitPerHour: 2 }),
    });
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await limited.call('/user/register', registration()));
      expect(answers.map((a) => a.status)).toEqual([1, 1, 0]);
      expect(answers[2]).toMatchObject({ httpStatus: 429, msg: 'too_frequent' });
    } finally {
      await limited.close();
    }
  });
});
