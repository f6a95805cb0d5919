import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { logInOperator, signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t, admin, reviewer, support } = useTestApp({ operators: ['admin', 'reviewer', 'support'] });

async function customerIdOf(account: string): Promise<number> {
  const found = await t.callAdmin('/customers/search', { query: account }, support);
  return found.data[0].id as number;
}

describe('operator sessions', () => {
  it('logs an operator in with roles, and refuses a wrong password with the usual message', async () => {
    const me = await t.callAdmin('/auth/me', {}, reviewer);
    expect(me.data).toMatchObject({
      username: 'reviewer',
      roles: ['compliance', 'finance', 'support'],
    });
    expect((await t.callAdmin('/auth/login', { username: 'admin', password: 'nope' })).msg).toBe(
      'wrong_account_or_password',
    );
    expect((await t.callAdmin('/auth/login', { username: 'ghost', password: 'nope' })).msg).toBe(
      'wrong_account_or_password',
    );
  });

  it('never accepts a customer token, in either header', async () => {
    const customer = await signUpAndLogIn(t);
    for (const headers of [customer.headers, { 'operator-token': customer.token }]) {
      const answer = await t.callAdmin('/customers/search', { query: '' }, headers);
      expect(answer).toMatchObject({ httpStatus: 401, msg: 'unauthorized' });
    }
  });

  it('and an operator token never works as a customer', async () => {
    expect((await t.call('/user/info', {}, { token: admin['operator-token']! })).httpStatus).toBe(
      401,
    );
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
    const ban = await t.callAdmin(
      '/customers/restrict',
      { customerId, kind: 'login_banned', reason: 'Suspicious activity reported' },
      reviewer,
    );
    expect(ban.status).toBe(1);
    expect((await t.call('/user/info', {}, customer.headers)).httpStatus).toBe(401);
    expect(
      (await t.call('/user/login', { account: customer.account, password: customer.password })).msg,
    ).toBe('account_login_banned');
    expect(
      (
        await t.callAdmin(
          '/customers/restrict',
          { customerId, kind: 'login_banned', reason: 'again' },
          reviewer,
        )
      ).msg,
    ).toBe('duplicate_operation');

    const lift = await t.callAdmin(
      '/customers/lift',
      { customerId, kind: 'login_banned', reason: 'Customer verified by phone' },
      reviewer,
    );
    expect(lift.status).toBe(1);
    expect(
      (await t.call('/user/login', { account: customer.account, password: customer.password }))
        .status,
    ).toBe(1);

    const detail = await t.callAdmin('/customers/detail', { customerId }, support);
    expect(detail.data.restrictions).toEqual([]);
    expect(detail.data.restrictionHistory[0]).toMatchObject({
      kind: 'login_banned',
      reason: 'Suspicious activity reported',
      liftReason: 'Customer verified by phone',
    });

    const audit = await t.callAdmin(
      '/audit/list',
      { targetType: 'customer', targetId: String(customerId) },
      reviewer,
    );
    expect(audit.data.items.map((e: { action: string }) => e.action)).toEqual([
      'customer.lift_restriction',
      'customer.restrict',
    ]);
    expect(audit.data.items[1]).toMatchObject({
      operator: 'reviewer',
      reason: 'Suspicious activity reported',
      after: { kind: 'login_banned' },
    });
  });

  it('refuses support staff, missing reasons and unknown customers, and changes nothing', async () => {
    const customer = await signUpAndLogIn(t);
    const customerId = await customerIdOf(customer.account);
    expect(
      await t.callAdmin(
        '/customers/restrict',
        { customerId, kind: 'frozen', reason: 'because' },
        support,
      ),
    ).toMatchObject({
      httpStatus: 403,
      msg: 'forbidden',
    });
    const refusals: [string, Record<string, unknown>, string][] = [
      ['a blank reason', { customerId, kind: 'frozen', reason: ' ' }, 'reason_required'],
      ['an unknown kind', { customerId, kind: 'nonsense', reason: 'because' }, 'invalid_params'],
      [
        'an unknown customer',
        { customerId: 999999, kind: 'frozen', reason: 'because' },
        'account_not_found',
      ],
    ];
    for (const [refused, body, key] of refusals) {
      const answer = await t.callAdmin('/customers/restrict', body, reviewer);
      expect(answer.msg, refused).toBe(key);
    }
    expect(
      (await t.callAdmin('/customers/detail', { customerId }, support)).data.restrictions,
    ).toEqual([]);
  });
});

describe('site configuration and the audit log', () => {
  it('lets an admin change the title, which customers then see, with before and after audited', async () => {
    const rebrand = { name: 'title', value: 'Kabuto Demo', reason: 'Rebrand demo' };
    expect((await t.callAdmin('/config/update', rebrand, reviewer)).msg).toBe('forbidden');
    expect((await t.callAdmin('/config/update', rebrand, admin)).status).toBe(1);
    const config = await t.call('/common/config', { type: 'all' });
    expect(config.data).toContainEqual({ name: 'title', value: 'Kabuto Demo' });
    const audit = await t.callAdmin(
      '/audit/list',
      { targetType: 'site_config', targetId: 'title' },
      admin,
    );
    expect(audit.data.items[0]).toMatchObject({
      operator: 'admin',
      before: { value: 'Kabuto' },
      after: { value: 'Kabuto Demo' },
    });
  });

  it('cannot be edited or deleted, not even by the application', async () => {
    await expect(
      t.database.db.execute(sql`UPDATE audit_log SET reason = 'rewritten'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    const audit = await t.callAdmin('/audit/list', {}, admin);
    expect(audit.data.items.length).toBeGreaterThan(0);
    expect(audit.data.items.every((e: { reason: string }) => e.reason !== 'rewritten')).toBe(true);
  });
});

/**
 * The console sends a fresh key with each submission: a retried one (a lost answer, a second click)
 * must answer the first answer and change nothing more, not even a second audit entry.
 */
describe('retried operator actions', () => {
  async function auditCount(targetType: string, targetId: string): Promise<number> {
    const audit = await t.callAdmin('/audit/list', { targetType, targetId }, admin);
    return audit.data.items.length as number;
  }

  it('answers a retried site configuration change with its first answer, audited once', async () => {
    const headers = { ...admin, 'idempotency-key': 'config-update-retry-1' };
    const body = {
      name: 'support_contact',
      value: 'desk@kabuto.example',
      reason: 'New desk address',
    };
    const first = await t.callAdmin('/config/update', body, headers);
    const retry = await t.callAdmin('/config/update', body, headers);
    expect(first.status).toBe(1);
    expect(retry).toMatchObject({ status: first.status, msg: first.msg, data: first.data });
    expect(first.response.headers['idempotent-replay']).toBeUndefined();
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    expect(await auditCount('site_config', 'support_contact')).toBe(1);

    const other = await t.callAdmin(
      '/config/update',
      { ...body, value: 'other@kabuto.example' },
      headers,
    );
    expect(other.msg).toBe('key_mismatch');
    expect((await t.call('/common/config', { type: 'all' })).data).toContainEqual({
      name: 'support_contact',
      value: 'desk@kabuto.example',
    });
    expect(await auditCount('site_config', 'support_contact')).toBe(1);
  });

  it('answers a retried restriction and a retried lift with their first answers, each audited once', async () => {
    const customer = await signUpAndLogIn(t);
    const customerId = await customerIdOf(customer.account);
    const target = String(customerId);
    const restrictHeaders = { ...reviewer, 'idempotency-key': `restrict-retry-${customerId}` };
    const restrict = { customerId, kind: 'frozen', reason: 'Chargeback under review' };
    const first = await t.callAdmin('/customers/restrict', restrict, restrictHeaders);
    const retry = await t.callAdmin('/customers/restrict', restrict, restrictHeaders);
    expect(first.status).toBe(1);
    // Without the key the second call would be refused as a duplicate: the replay is the first answer.
    expect(retry).toMatchObject({ status: 1, data: first.data });
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    expect(await auditCount('customer', target)).toBe(1);
    const otherKind = { ...restrict, kind: 'trade_barred' };
    expect((await t.callAdmin('/customers/restrict', otherKind, restrictHeaders)).msg).toBe(
      'key_mismatch',
    );
    expect(
      (await t.callAdmin('/customers/detail', { customerId }, support)).data.restrictions,
    ).toEqual(['frozen']);

    const liftHeaders = { ...reviewer, 'idempotency-key': `lift-retry-${customerId}` };
    const lift = { customerId, kind: 'frozen', reason: 'Chargeback withdrawn' };
    const lifted = await t.callAdmin('/customers/lift', lift, liftHeaders);
    const liftRetry = await t.callAdmin('/customers/lift', lift, liftHeaders);
    expect(lifted.status).toBe(1);
    expect(liftRetry).toMatchObject({ status: 1, data: lifted.data });
    expect(liftRetry.response.headers['idempotent-replay']).toBe('true');
    const otherReason = { ...lift, reason: 'Another reason' };
    expect((await t.callAdmin('/customers/lift', otherReason, liftHeaders)).msg).toBe(
      'key_mismatch',
    );
    expect(await auditCount('customer', target)).toBe(2);
    const detail = await t.callAdmin('/customers/detail', { customerId }, support);
    expect(detail.data.restrictionHistory).toHaveLength(1);
    expect(detail.data.restrictionHistory[0]).toMatchObject({
      kind: 'frozen',
      liftReason: 'Chargeback withdrawn',
    });
  });

  it('keeps one operator’s key apart from another’s', async () => {
    const body = { name: 'support_hours', value: '10:00-18:00 JST', reason: 'Desk hours changed' };
    const key = 'shared-key-between-operators';
    expect(
      (await t.callAdmin('/config/update', body, { ...admin, 'idempotency-key': key })).status,
    ).toBe(1);
    const second = await logInOperator(t, 'admin');
    // Another session of the same operator is the same caller: the key is theirs.
    const replay = await t.callAdmin('/config/update', body, { ...second, 'idempotency-key': key });
    expect(replay.response.headers['idempotent-replay']).toBe('true');
    // The reviewer cannot change site configuration: the role is checked before any key is looked at.
    expect(
      (await t.callAdmin('/config/update', body, { ...reviewer, 'idempotency-key': key })).msg,
    ).toBe('forbidden');
  });
});
