import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { customerTwoFactor, twoFactorRecoveryCodes } from '../../db/schema-two-factor';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { expectOk, expectRefusal } from '../trading/testing';
import { base32Encode } from './totp';
import { browserPost, codeNow, nextStep, turnOnTwoFactor } from './testing';

/**
 * Two-factor sign-in (docs/two-factor.md): TOTP codes accepted in their window and refused after
 * use, asked at sign-in on a device that has not passed it, recovery codes once each, throttled
 * like passwords, devices listed and revoked by their owner only.
 */
const { t } = useTestApp();

type Customer = Awaited<ReturnType<typeof signUpAndLogIn>>;
const status = async (customer: Customer) =>
  expectOk<{ on: boolean; enabledAt: string | null; recoveryCodesLeft: number }>(
    await t.call('/user/twoFactor/status', {}, customer.headers),
  );
const passwordLogin = (customer: Customer, cookie?: string) =>
  browserPost(t, '/user/login', { account: customer.account, password: customer.password }, cookie);

/** A login from a new device that is asked for a code: answers the challenge. */
async function challengeFor(customer: Customer, cookie?: string): Promise<string> {
  const answer = await passwordLogin(customer, cookie);
  expect(answer.status).toBe(1);
  expect(answer.data).toMatchObject({ secondFactor: 'second_factor_required' });
  expect(answer.data).not.toHaveProperty('token');
  return answer.data!.challenge as string;
}

describe('turning two-factor on', () => {
  it('starts with a secret shown once, turns on with a code, and answers ten recovery codes once', async () => {
    const customer = await signUpAndLogIn(t);
    expect(await status(customer)).toEqual({ on: false, enabledAt: null, recoveryCodesLeft: 0 });
    const started = expectOk<{ secret: string; otpauthUri: string }>(
      await t.call('/user/twoFactor/start', {}, customer.headers),
    );
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    expect(started.otpauthUri).toContain('issuer=Kabuto');
    // Not on before its first code; a wrong code changes nothing.
    expect((await status(customer)).on).toBe(false);
    expectRefusal(
      await t.call('/user/twoFactor/confirm', { code: '000000' }, customer.headers),
      'two_factor_code_wrong',
    );

    const [row] = await t.database.db
      .select()
      .from(customerTwoFactor)
      .where(eq(customerTwoFactor.customerId, await idOf(customer)));
    // Sealed at rest: the secret is nowhere in the row in the clear.
    expect(row!.secretSealed).not.toContain(started.secret);

    const enrolled = await turnOnTwoFactor(t, customer.headers);
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    const on = await status(customer);
    expect(on).toMatchObject({ on: true, recoveryCodesLeft: 10 });
    expect(on.enabledAt).toBe(new Date(t.clock.now().getTime() - 30_000).toISOString());
    // Stored hashed only.
    const codes = await t.database.db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes);
    for (const { codeHash } of codes) {
      expect(enrolled.recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(codeHash);
    }
    // Never answered again: a second start is refused while it is on.
    expectRefusal(
      await t.call('/user/twoFactor/start', {}, customer.headers),
      'two_factor_already_on',
    );
  });
});

async function idOf(customer: Customer): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, customer.account));
  return row!.id;
}

describe('codes at sign-in', () => {
  it('accepts codes of the previous, current and next step, refuses ±2 steps and a code used before', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    for (const offset of [-2, 2]) {
      const challenge = await challengeFor(customer);
      const answer = await browserPost(t, '/user/login/secondFactor', {
        challenge,
        code: codeNow(t, secret, offset),
      });
      expect(answer.msg).toBe('two_factor_code_wrong');
    }
    for (const offset of [-1, 0, 1]) {
      // Each time a step after the last one used.
      nextStep(t);
      nextStep(t);
      nextStep(t);
      const challenge = await challengeFor(customer);
      const answer = await browserPost(t, '/user/login/secondFactor', {
        challenge,
        code: codeNow(t, secret, offset),
      });
      expect(answer.msg).toBe('');
      expect(answer.data).toHaveProperty('token');
    }
    // The code just used, again, on a fresh challenge: refused after use.
    const used = codeNow(t, secret, 1);
    const challenge = await challengeFor(customer);
    const replay = await browserPost(t, '/user/login/secondFactor', { challenge, code: used });
    expect(replay.msg).toBe('two_factor_code_wrong');
    // So is an older code still inside the window.
    const older = await browserPost(t, '/user/login/secondFactor', {
      challenge,
      code: codeNow(t, secret, 0),
    });
    expect(older.msg).toBe('two_factor_code_wrong');
  });

  it('asks a new device for a code, trusts it after, asks again once it is revoked', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, customer.headers);

    const challenge = await challengeFor(customer);
    // No session before the code: the challenge is not a token.
    expect(
      (await t.call('/user/info', {}, { account: customer.account, token: challenge })).httpStatus,
    ).toBe(401);
    const signedIn = await browserPost(t, '/user/login/secondFactor', {
      challenge,
      code: codeNow(t, secret),
    });
    expect(signedIn.status).toBe(1);
    const token = signedIn.data!.token as string;
    expect((await t.call('/user/info', {}, { account: customer.account, token })).status).toBe(1);
    expect(signedIn.cookie).toMatch(/^kabuto_device=/);
    // A challenge works once.
    nextStep(t);
    const again = await browserPost(t, '/user/login/secondFactor', {
      challenge,
      code: codeNow(t, secret),
    });
    expect(again.msg).toBe('login_challenge_expired');

    // That device is now trusted: the password alone signs in.
    const trusted = await passwordLogin(customer, signedIn.cookie);
    expect(trusted.status).toBe(1);
    expect(trusted.data).toHaveProperty('token');

    // Listed among the customer's devices, and revoked from another session.
    const devices = expectOk<{ id: number; secondFactorAt: string | null }[]>(
      await t.call('/user/trustedDevices', {}, customer.headers),
    );
    const passed = devices.filter((device) => device.secondFactorAt !== null);
    expect(passed).toHaveLength(1);
    expectOk(
      await t.call('/user/trustedDevices/revoke', { deviceId: passed[0]!.id }, customer.headers),
    );
    await challengeFor(customer, signedIn.cookie);
  });

  it('does not take a device that signed in before two-factor was on as having passed it', async () => {
    const customer = await signUpAndLogIn(t);
    const before = await passwordLogin(customer);
    expect(before.data).toHaveProperty('token');
    await turnOnTwoFactor(t, customer.headers);
    await challengeFor(customer, before.cookie);
  });

  it('binds the challenge to the device the password came from', async () => {
    const customer = await signUpAndLogIn(t);
    // A device that signed in before (it has a device cookie, but has not passed the code).
    const known = await passwordLogin(customer);
    expect(known.cookie).toMatch(/^kabuto_device=/);
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    const challenge = await challengeFor(customer, known.cookie);
    // Redeemed without the cookie the password step presented: refused, and the code not spent.
    const elsewhere = await browserPost(t, '/user/login/secondFactor', {
      challenge,
      code: codeNow(t, secret),
    });
    expect(elsewhere.msg).toBe('login_challenge_expired');
    const here = await browserPost(
      t,
      '/user/login/secondFactor',
      { challenge, code: codeNow(t, secret) },
      known.cookie,
    );
    expect(here.status).toBe(1);
  });

  it('lets the challenge expire after five minutes', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    const challenge = await challengeFor(customer);
    t.clock.advanceSeconds(5 * 60 + 1);
    const late = await browserPost(t, '/user/login/secondFactor', {
      challenge,
      code: codeNow(t, secret),
    });
    expect(late.msg).toBe('login_challenge_expired');
  });

  it('takes a recovery code once in place of a code', async () => {
    const customer = await signUpAndLogIn(t);
    const { recoveryCodes } = await turnOnTwoFactor(t, customer.headers);
    const code = recoveryCodes[3]!;
    const first = await browserPost(t, '/user/login/secondFactor', {
      challenge: await challengeFor(customer),
      // Typed in lower case without the dash: the same code.
      code: code.replace('-', '').toLowerCase(),
    });
    expect(first.status).toBe(1);
    expect((await status(customer)).recoveryCodesLeft).toBe(9);
    const second = await browserPost(t, '/user/login/secondFactor', {
      challenge: await challengeFor(customer),
      code,
    });
    expect(second.msg).toBe('two_factor_code_wrong');
  });

  it('throttles wrong codes like wrong passwords, whatever challenge they come with', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    const free = t.config.loginThrottle.account.freeAttempts;
    const answers: string[] = [];
    for (let attempt = 0; attempt < free + 2; attempt += 1) {
      const answer = await browserPost(t, '/user/login/secondFactor', {
        challenge: await challengeFor(customer),
        code: String(100000 + attempt),
      });
      answers.push(answer.msg);
    }
    expect(answers.slice(0, free)).toEqual(Array(free).fill('two_factor_code_wrong'));
    expect(answers.slice(free + 1)).toEqual(['too_frequent']);
    // Backing off, even the right code is not checked.
    const right = await browserPost(t, '/user/login/secondFactor', {
      challenge: await challengeFor(customer),
      code: codeNow(t, secret),
    });
    expect(right.msg).toBe('too_frequent');
  });

  it('keeps a customer without two-factor signing in with the password alone, as before', async () => {
    const customer = await signUpAndLogIn(t);
    const answer = await passwordLogin(customer);
    expect(Object.keys(answer.data!).sort()).toEqual(['account', 'expiresAt', 'token']);
  });
});

describe('recovery codes and turning off', () => {
  it('replaces the recovery codes with an app code; the old ones stop working', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, customer.headers);
    // A recovery code does not make new ones.
    expectRefusal(
      await t.call('/user/twoFactor/recoveryCodes', { code: recoveryCodes[0] }, customer.headers),
      'two_factor_code_wrong',
    );
    const fresh = expectOk<{ recoveryCodes: string[] }>(
      await t.call('/user/twoFactor/recoveryCodes', { code: codeNow(t, secret) }, customer.headers),
    ).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await browserPost(t, '/user/login/secondFactor', {
      challenge: await challengeFor(customer),
      code: recoveryCodes[0],
    });
    expect(old.msg).toBe('two_factor_code_wrong');
  });

  it('turns off with the login password and a code, not with either alone', async () => {
    const customer = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, customer.headers);
    expectRefusal(
      await t.call(
        '/user/twoFactor/turnOff',
        { code: codeNow(t, secret), loginPassword: 'wrong123' },
        customer.headers,
      ),
      'original_password_wrong',
    );
    expectRefusal(
      await t.call(
        '/user/twoFactor/turnOff',
        { code: '123456', loginPassword: customer.password },
        customer.headers,
      ),
      'two_factor_code_wrong',
    );
    expect((await status(customer)).on).toBe(true);
    expectOk(
      await t.call(
        '/user/twoFactor/turnOff',
        { code: codeNow(t, secret), loginPassword: customer.password },
        customer.headers,
      ),
    );
    expect(await status(customer)).toEqual({ on: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await passwordLogin(customer)).data).toHaveProperty('token');
  });
});

describe('owner scoping', () => {
  it('lists and revokes only the caller’s own devices', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    const aliceDevices = expectOk<{ id: number }[]>(
      await t.call('/user/trustedDevices', {}, alice.headers),
    );
    const bobDevices = expectOk<{ id: number }[]>(
      await t.call('/user/trustedDevices', {}, bob.headers),
    );
    expect(aliceDevices.length).toBeGreaterThan(0);
    expect(bobDevices.some((device) => aliceDevices.some((mine) => mine.id === device.id))).toBe(
      false,
    );
    expectRefusal(
      await t.call('/user/trustedDevices/revoke', { deviceId: aliceDevices[0]!.id }, bob.headers),
      'trusted_device_not_found',
    );
    expect(
      expectOk<unknown[]>(await t.call('/user/trustedDevices', {}, alice.headers)),
    ).toHaveLength(aliceDevices.length);
  });

  it('never answers the secret again, nor another customer’s status', async () => {
    const alice = await signUpAndLogIn(t);
    const bob = await signUpAndLogIn(t);
    const { secret } = await turnOnTwoFactor(t, alice.headers);
    const bobStatus = await status(bob);
    expect(bobStatus.on).toBe(false);
    const aliceStatus = JSON.stringify(await status(alice));
    expect(aliceStatus).not.toContain(base32Encode(secret));
    // Bob's code is no use on Alice's challenge, and Alice's secret is not his.
    const { secret: bobSecret } = await turnOnTwoFactor(t, bob.headers);
    const answer = await browserPost(t, '/user/login/secondFactor', {
      challenge: await challengeFor(alice),
      code: codeNow(t, bobSecret),
    });
    // (Two random secrets share a code once in a million steps or so.)
    expect(answer.msg).toBe('two_factor_code_wrong');
  });
});
