import { expect } from 'vitest';
import type { TestApp } from '../../test/app';
import { base32Decode, timeStepAt, totpCode } from './totp';

/** Helpers for tests of two-factor sign-in (this module's and others'). */

export type Enrolled = { secret: Buffer; recoveryCodes: string[] };

/** The app's code for the test clock's current step, or `offsetSteps` away. */
export function codeNow(t: TestApp, secret: Buffer, offsetSteps = 0): string {
  return totpCode(secret, timeStepAt(t.clock.now()) + offsetSteps);
}

/** Moves the test clock to the next 30-second step, so a fresh code can be used. */
export function nextStep(t: TestApp): void {
  t.clock.advanceSeconds(30);
}

/** Turns two-factor on for a signed-in customer, as the app does: start, then a first code. */
export async function turnOnTwoFactor(
  t: TestApp,
  headers: Record<string, string>,
): Promise<Enrolled> {
  const started = await t.call('/user/twoFactor/start', {}, headers);
  expect(started.status, started.msg).toBe(1);
  const secret = base32Decode((started.data as { secret: string }).secret);
  const confirmed = await t.call('/user/twoFactor/confirm', { code: codeNow(t, secret) }, headers);
  expect(confirmed.status, confirmed.msg).toBe(1);
  nextStep(t);
  return { secret, recoveryCodes: (confirmed.data as { recoveryCodes: string[] }).recoveryCodes };
}

export type BrowserAnswer = {
  status: number;
  msg: string;
  data: Record<string, unknown> | null;
  /** The device cookie the answer set, as the browser would send it back. */
  cookie: string | undefined;
};

/** A POST as a browser makes it to the login routes: with its device cookie, if any. */
export async function browserPost(
  t: TestApp,
  path: '/user/login' | '/user/login/secondFactor',
  body: Record<string, unknown>,
  cookie?: string,
): Promise<BrowserAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/vue${path}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
  const parsed = response.json<{ status: number; msg: string; data: Record<string, unknown> }>();
  const setCookie = response.headers['set-cookie'];
  return {
    ...parsed,
    cookie: typeof setCookie === 'string' ? setCookie.split(';')[0] : undefined,
  };
}
