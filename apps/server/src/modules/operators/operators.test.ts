import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, logInOperator, signUpAndLogIn, type TestApp } from '../../test/app';
import { ensureOperator } from './service';

let t: TestApp;
let admin: Record<string, string>;
let reviewer: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await logInOperator(t, 'admin');
  reviewer = await logInOperator(t, 'reviewer');
  await ensureOperator(t.database.db, { username: 'desk', displayName: 'Support desk', password: 'desk-pass-1', roles: ['support'] });
  const login = await t.callAdmin('/auth/login', { username: 'desk', password: 'desk-pass-1' });
  support = { 'operator-token': login.data.token };
});
afterAll(async () => {
  await t.close();
});

async function customerIdOf(account: string): Promise<number> {
  const found = await t.callAdmin('/customers/search', { query: account }, support);
  return found.data[0].id as number;
}

describe('operator sessions', () => {
  it('logs an operator in with roles, and refuses a wrong password with the usual message', async () => {
    const me = await t.callAdmin('/auth/me', {}, reviewer);
    expect(me.data).toMatchObject({ username: 'reviewer', roles: ['compliance', 'finance', 'support'] });
    expect((await t.callAdmin('/auth/login', { username: 'admin', password: 'nope' })).msg).toBe('wrong_account_or_password');
    expect((await t.callAdmin('/auth/login', { username: 'ghost', password: 'nope' })).msg).toBe('wrong_account_or_password');
  });

  it('never accepts a customer token, in either header', async () => {
    const customer = await signUpAndLogIn(t);
    for (const headers of [customer.headers, { 'operator-token': customer.token }]) {
      const answer = await t.callAdmin('/customers/search', { query: '' }, headers);
      expect(answer).toMatchObject({ httpStatus: 401, msg: 'unauthorized' });
    }
  });

  it('and an operator token never works as a customer', async () => {
    expect((await t.call('/user/info', {}, { token: admin['operator-token']! })).httpStatus).toBe(401);
  });

  it('ends the session on logout', async () => {
    const session = await logInOperator(t, 'admin');
    expect((await t.callAdmin('/auth/logout', {}, session)).status).toBe(1);
    expect((await t.callAdmin('/auth/me', {}, session)).httpStatus).toBe(401);
  });
});

describe('restrictions', () => {
  it('lets compliance ban a customer with a reason: the customer is logged out, told why, and it is audited', async () => {
    const customer = await signUpAndLogIn(t);
    const customerId = await customerIdOf(customer.account);
    const ban = await t.callAdmin('/customers/restrict', { customerId, kind: 'login_banned', reason: 'Suspicious activity reported' }, reviewer);
    expect(ban.status).toBe(1);
    expect((await t.call('/user/info', {}, customer.headers)).httpStatus).toBe(401);
    expect((await t.call('/user/login', { account: customer.account, password: customer.password })).msg).toBe('account_login_banned');
    expect((await t.callAdmin('/customers/restrict', { customerId, kind: 'login_banned', reason: 'again' }, reviewer)).msg).toBe(
      'duplicate_operation',
    );

    const lift = await t.callAdmin('/customers/lift', { customerId, kind: 'login_banned', reason: 'Customer verified by phone' }, reviewer);
    expect(lift.status).toBe(1);
    expect((await t.call('/user/login', { account: customer.account, password: customer.password })).status).toBe(1);

    const detail = await t.callAdmin('/customers/detail', { customerId }, support);
    expect(detail.data.restrictions).toEqual([]);
    expect(detail.data.restrictionHistory[0]).toMatchObject({ kind: 'login_banned', reason: 'Suspicious activity reported', liftReason: 'Customer verified by phone' });

    const audit = await t.callAdmin('/audit/list', { targetType: 'customer', targetId: String(customerId) }, reviewer);
    expect(audit.data.items.map((e: { action: string }) => e.action)).toEqual(['customer.lift_restriction', 'customer.restrict']);
    expect(audit.data.items[1]).toMatchObject({ operator: 'reviewer', reason: 'Suspicious activity reported', after: { kind: 'login_banned' } });
  });

  it('refuses support staff, missing reasons and unknown customers, and changes nothing', async () => {
    const customer = await signUpAndLogIn(t);
    const customerId = await customerIdOf(customer.account);
    expect(await t.callAdmin('/customers/restrict', { customerId, kind: 'frozen', reason: 'because' }, support)).toMatchObject({
      httpStatus: 403,
      msg: 'forbidden',
    });
    expect((await t.callAdmin('/customers/restrict', { customerId, kind: 'frozen', reason: ' ' }, reviewer)).msg).toBe('reason_required');
    expect((await t.callAdmin('/customers/restrict', { customerId, kind: 'nonsense', reason: 'because' }, reviewer)).msg).toBe(
      'invalid_params',
    );
    expect((await t.callAdmin('/customers/restrict', { customerId: 999999, kind: 'frozen', reason: 'because' }, reviewer)).msg).toBe(
      'account_not_found',
    );
    expect((await t.callAdmin('/customers/detail', { customerId }, support)).data.restrictions).toEqual([]);
  });
});

describe('site configuration and the audit log', () => {
  it('lets an admin change the title, which customers then see, with before and after audited', async () => {
    expect((await t.callAdmin('/config/update', { name: 'title', value: 'Kabuto Demo', reason: 'Rebrand demo' }, reviewer)).msg).toBe(
      'forbidden',
    );
    expect((await t.callAdmin('/config/update', { name: 'title', value: 'Kabuto Demo', reason: 'Rebrand demo' }, admin)).status).toBe(1);
    const config = await t.call('/common/config', { type: 'all' });
    expect(config.data).toContainEqual({ name: 'title', value: 'Kabuto Demo' });
    const audit = await t.callAdmin('/audit/list', { targetType: 'site_config', targetId: 'title' }, admin);
    expect(audit.data.items[0]).toMatchObject({ operator: 'admin', before: { value: 'Kabuto' }, after: { value: 'Kabuto Demo' } });
  });

  it('cannot be edited or deleted, not even by the application', async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    const audit = await t.callAdmin('/audit/list', {}, admin);
    expect(audit.data.items.length).toBeGreaterThan(0);
    expect(audit.data.items.every((e: { reason: string }) => e.reason !== 'rewritten')).toBe(true);
  });
});
