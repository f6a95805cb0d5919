import { expect } from 'vitest';
import { HEADER_DEVICE_ID, type ReferralInfo } from '@kabuto/contract';
import { nextAccount, type TestApp, type TestCallOptions } from '../../test/app';
import { customerIdOf, fund, type Customer, type Headers } from '../funding/testing';
import { verifyCustomer, type Identity } from '../kyc/testing';
import { expectOk } from '../trading/testing';

/** Test helpers for invite and share, through the real endpoints. */

/** A valid My Number whose first eleven digits are `seed` (its check digit computed). */
export function myNumber(seed: number): string {
  const body = String(seed).padStart(11, '0').slice(-11);
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) sum += Number(body[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const remainder = sum % 11;
  return body + String(remainder <= 1 ? 0 : 11 - remainder);
}

let identitySeed = 40_000_000_000 + (process.pid % 1000) * 1000;

/** A person of their own: a fresh My Number, and this katakana name (also their bank holder name). */
export function person(katakanaName: string, idNumber = myNumber((identitySeed += 1))): Identity {
  return { name: katakanaName, katakanaName, idNumber, documentType: 'my_number_card' };
}

/**
 * Where a customer signs in from, as the device check sees it (checks.ts): a browser signature,
 * the app's device id (`x-kabuto-device`) and a network address; what is left out is the test
 * client's own (its user agent `lightMyRequest`, no device id, 127.0.0.1).
 */
export type Device = { userAgent?: string; deviceId?: string; address?: string };

function requestFrom(device: Device): { headers: Headers; options: TestCallOptions } {
  const headers: Headers = {};
  if (device.userAgent !== undefined) headers['user-agent'] = device.userAgent;
  if (device.deviceId !== undefined) headers[HEADER_DEVICE_ID] = device.deviceId;
  return { headers, options: device.address ? { remoteAddress: device.address } : {} };
}

/**
 * Registers with `code` from a device of its own (a browser signature, or a whole `Device`) and
 * signs in from it.
 */
export async function registerWithCode(
  t: TestApp,
  code: string,
  from: string | Device,
): Promise<Customer & { device: Device }> {
  const account = nextAccount();
  const password = 'abcd1234';
  const device = typeof from === 'string' ? { userAgent: from } : from;
  const { headers, options } = requestFrom(device);
  expectOk(
    await t.call(
      '/user/register',
      { account, password, confirmPassword: password, invitationCode: code },
      headers,
      options,
    ),
  );
  const customer = { account, password, headers: {}, id: await customerIdOf(t, account), device };
  await signIn(t, customer);
  return customer;
}

/** Signs in again from the customer's own device (a session lapses when the clock jumps days). */
export async function signIn(t: TestApp, customer: Customer & { device?: Device }) {
  const { headers, options } = requestFrom(customer.device ?? {});
  const login = expectOk<{ token: string }>(
    await t.call(
      '/user/login',
      { account: customer.account, password: customer.password },
      headers,
      options,
    ),
  );
  customer.headers = { account: customer.account, token: login.token, ...headers };
}

export async function referralInfo(t: TestApp, customer: Customer): Promise<ReferralInfo> {
  return expectOk<ReferralInfo>(await t.call('/referral/info', {}, customer.headers));
}

/** Binds a Japanese bank account held in `holderName` (the customer's verified katakana name). */
export async function bindCard(t: TestApp, customer: Customer, holderName: string) {
  const added = await t.call(
    '/bank/add',
    {
      holderName,
      cardNumber: String(1_000_000 + (identitySeed % 8_000_000)),
      cardType: 'futsu',
      bankName: '三菱UFJ銀行',
      branchName: '渋谷支店',
      branchCode: '135',
    },
    customer.headers,
  );
  expect({ status: added.status, msg: added.msg }).toEqual({ status: 1, msg: '' });
  identitySeed += 1;
}

/** Both of a friend's steps: identity verified (as `identity`) and a first deposit approved. */
export async function completeSteps(
  t: TestApp,
  friend: Customer,
  identity: Identity,
  operators: { admin: Headers; reviewer: Headers },
) {
  await verifyCustomer(t, friend.headers, operators.reviewer, identity);
  await fund(t, friend, '10000', operators);
}
