import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { auditLog } from '../db/schema-operators';
import { customers } from '../db/schema';
import { buildTestApp, logInOperator, signUpAndLogIn } from '../test/app';
import { useTestApp } from '../test/use-test-app';

const { t } = useTestApp();

const FORGED = { account: '0900000001', token: 'f'.repeat(64) };

describe('authentication before validation', () => {
  it('answers HTTP 401 to a signed-in route called without a valid session, whatever the body', async () => {
    const calls: Array<[string, unknown, Record<string, string>]> = [
      ['/user/changeLoginPassword', {}, {}],
      ['/user/changeLoginPassword', { oldPassword: 1 }, FORGED],
      ['/user/setFundPassword', { newFundPassword: 'x' }, {}],
      ['/user/setFundPassword', {}, FORGED],
      ['/user/Optionallist', {}, FORGED],
      ['/user/Optionallist', 'not an object', FORGED],
      ['/trade/place', { symbol: 7 }, FORGED],
    ];
    for (const [path, body, headers] of calls) {
      const answer = await t.call(path, body, headers);
      expect({ path, httpStatus: answer.httpStatus, msg: answer.msg }).toEqual({
        path,
        httpStatus: 401,
        msg: 'unauthorized',
      });
    }
  });

  it('answers HTTP 401 to an operator route without an operator session, and 403 to the wrong role, before the body', async () => {
    const noSession = await t.callAdmin('/customers/restrict', { customerId: 'x' });
    expect([noSession.httpStatus, noSession.msg]).toEqual([401, 'unauthorized']);
    const reviewer = await logInOperator(t, 'reviewer');
    const wrongRole = await t.callAdmin('/config/update', {}, reviewer);
    expect([wrongRole.httpStatus, wrongRole.msg]).toEqual([403, 'forbidden']);
    // A customer token in the customer header never opens the back office.
    const customer = await signUpAndLogIn(t);
    const withCustomerToken = await t.callAdmin('/audit/list', {}, customer.headers);
    expect(withCustomerToken.httpStatus).toBe(401);
  });

  it('still validates the body of a signed-in caller', async () => {
    const customer = await signUpAndLogIn(t);
    const answer = await t.call('/user/changeLoginPassword', {}, customer.headers);
    expect([answer.httpStatus, answer.msg]).toEqual([200, 'password_required']);
  });
});

describe('text the database cannot store', () => {
  it('is refused as invalid_params on public routes, changing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(customers);
    const answers = [
      await t.call('/user/login', { account: '09000\u000000001', password: 'demo1234' }),
      await t.call('/user/login', { account: '0900000001', password: 'demo\u00001234' }),
      await t.call('/user/register', {
        account: '0811112222',
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
        invitationCode: 'KAB\u0000UTO',
      }),
      await t.call('/user/register', {
        account: '0811112223',
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
        invitationCode: 'KABUTO\ud800',
      }),
      await t.callAdmin('/auth/login', { username: 'admin\u0000', password: 'kabuto-admin' }),
    ];
    for (const answer of answers) {
      expect([answer.httpStatus, answer.status, answer.msg]).toEqual([200, 0, 'invalid_params']);
    }
    const [after] = await t.database.db.select({ n: count() }).from(customers);
    expect(after?.n).toBe(before?.n);
  });

  it('is refused on audited operator routes (a lone surrogate or a NUL in a reason, a NUL in a key) with no audit entry', async () => {
    const admin = await logInOperator(t, 'admin');
    const customer = await signUpAndLogIn(t);
    const search = await t.callAdmin('/customers/search', { query: customer.account }, admin);
    const customerId = (search.data as Array<{ id: number }>)[0]!.id;
    const [before] = await t.database.db.select({ n: count() }).from(auditLog);
    const surrogate = await t.callAdmin(
      '/customers/restrict',
      { customerId, kind: 'frozen', reason: '凍結の理由\ud800' },
      admin,
    );
    const nul = await t.callAdmin(
      '/customers/restrict',
      { customerId, kind: 'frozen', reason: 'reason\u0000 for freezing' },
      admin,
    );
    const nulKey = await t.callAdmin(
      '/customers/restrict',
      { customerId, kind: 'frozen', reason: 'a fine reason', ['x\u0000']: 1 },
      admin,
    );
    for (const answer of [surrogate, nul, nulKey]) {
      expect([answer.httpStatus, answer.msg]).toEqual([200, 'invalid_params']);
    }
    const [after] = await t.database.db.select({ n: count() }).from(auditLog);
    expect(after?.n).toBe(before?.n);
  });

  it('still accepts emoji and every script the apps use', async () => {
    const answer = await t.call('/user/login', { account: '0900000001', password: '📈トヨタ台積' });
    expect(answer.msg).not.toBe('invalid_params');
  });
});

describe('the API document', () => {
  it('is served outside production, and not at all when API_DOCS is off (the production default)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const production = await buildTestApp({
      configure: (config) => ({ ...config, apiDocs: false }),
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
  });
});
