import type { CustomerSession } from '@kabuto/contract';
import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { expectOk } from '../trading/testing';

const { t } = useTestApp();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another sign-in of the same customer, from another browser and address. */
async function signInAgain(
  customer: { account: string; password: string },
  userAgent: string,
  remoteAddress: string,
) {
  const login = await t.call(
    '/user/login',
    { account: customer.account, password: customer.password },
    { 'user-agent': userAgent },
    { remoteAddress },
  );
  const token = expectOk<{ token: string }>(login).token;
  return { account: customer.account, token };
}

async function sessionsOf(headers: Record<string, string>): Promise<CustomerSession[]> {
  return expectOk(await t.call('/user/sessions', {}, headers));
}

describe('sign-ins and sessions', () => {
  it('lists the customer’s live sessions with the current one marked, and only theirs', async () => {
    const customer = await signUpAndLogIn(t);
    const phone = await signInAgain(customer, IPHONE, '203.0.113.7');
    const other = await signUpAndLogIn(t);

    const seen = await sessionsOf(phone);
    // Registration, the first login and the phone's: newest first.
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ current: true, userAgent: IPHONE, ipAddress: '203.0.113.7' });
    expect(seen.filter((session) => session.current)).toHaveLength(1);
    const fromFirst = await sessionsOf(customer.headers);
    expect(fromFirst.map((session) => session.id)).toEqual(seen.map((session) => session.id));
    expect(fromFirst[0]!.current).toBe(false);

    const theirs = await sessionsOf(other.headers);
    expect(theirs.some((session) => seen.some((mine) => mine.id === session.id))).toBe(false);
  });

  it('signs out everywhere else at once, keeping this session; another customer cannot touch them', async () => {
    const customer = await signUpAndLogIn(t);
    const phone = await signInAgain(customer, IPHONE, '203.0.113.8');
    const tablet = await signInAgain(customer, 'Mozilla/5.0 (iPad)', '203.0.113.9');
    // Every session has been seen once, so the session cache knows them all.
    for (const headers of [customer.headers, phone, tablet])
      expect((await t.call('/user/info', {}, headers)).status).toBe(1);

    const stranger = await signUpAndLogIn(t);
    expect(expectOk(await t.call('/user/sessions/signOutOthers', {}, stranger.headers))).toEqual({
      revoked: 1, // the stranger's own registration session, nobody else's
    });
    for (const headers of [customer.headers, phone, tablet])
      expect((await t.call('/user/info', {}, headers)).status).toBe(1);

    expect(expectOk(await t.call('/user/sessions/signOutOthers', {}, phone))).toEqual({
      revoked: 3,
    });
    expect((await t.call('/user/info', {}, phone)).status).toBe(1);
    for (const headers of [customer.headers, tablet])
      expect((await t.call('/user/info', {}, headers)).httpStatus).toBe(401);
    const left = await sessionsOf(phone);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, userAgent: IPHONE });
    expect(expectOk(await t.call('/user/sessions/signOutOthers', {}, phone))).toEqual({
      revoked: 0,
    });
    expect((await t.call('/user/info', {}, stranger.headers)).status).toBe(1);
  });

  it('is for signed-in customers only', async () => {
    expect((await t.call('/user/sessions', {})).httpStatus).toBe(401);
    expect((await t.call('/user/sessions/signOutOthers', {})).httpStatus).toBe(401);
  });
});
