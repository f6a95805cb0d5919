import { and, asc, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerSessions, journalEntries } from '../../db/schema';
import { identityVerifications } from '../../db/schema-kyc';
import { referrals } from '../../db/schema-referral';
import { getAccountBalance, getCustomerWallets, houseAccount } from '../../ledger';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { fund, newCustomer, type Customer } from '../funding/testing';
import { expectLedgerClean } from '../ipo/testing';
import { temporaryUploadDir, verifyCustomer } from '../kyc/testing';
import { DEFAULT_REFERRAL_RULES, writeReferralRules } from './settings';
import { bindCard, completeSteps, person, referralInfo, registerWithCode, signIn } from './testing';

/*
 * The referral reward (docs/referral.md): ¥200 to the inviter once a friend who registered with
 * their code has verified their identity and had a first deposit approved within 60 days, paid
 * 30 days later by the reward job, at most the yearly cap, never when the two share an identity, a
 * bank account holder or a device. Test customers come from one address unless a test says
 * otherwise; the inviters sign in with the test client's browser signature and no app device id,
 * each friend from a browser of their own.
 */

const { t, admin, reviewer } = useTestApp({
  uploads: temporaryUploadDir(),
  operators: ['admin', 'reviewer'],
  configure: (config) => ({ ...config, moneyHours: 'demo' }),
  beforeClose: expectLedgerClean,
});
const DAY_S = 86_400;
const operators = () => ({ admin, reviewer });

// The clock jumps weeks between tests: the operators sign in again (their sessions lapse).
beforeEach(async () => {
  Object.assign(admin, await logInOperator(t, 'admin'));
  Object.assign(reviewer, await logInOperator(t, 'reviewer'));
});

async function available(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return jpy?.available ?? '0';
}

async function rewardEntries(friendId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.type, 'referral_reward'),
        eq(journalEntries.referenceId, String(friendId)),
      ),
    );
  return row!.n;
}

/** The device id kept with each of a customer's sessions, oldest first. */
async function deviceIdsOf(customerId: number) {
  const rows = await t.database.db
    .select({ deviceId: customerSessions.deviceId })
    .from(customerSessions)
    .where(eq(customerSessions.customerId, customerId))
    .orderBy(asc(customerSessions.id));
  return rows.map((row) => row.deviceId);
}

async function referralOf(friendId: number) {
  const [row] = await t.database.db
    .select()
    .from(referrals)
    .where(eq(referrals.friendCustomerId, friendId));
  return row!;
}

/** An inviter with a verified identity of their own; answers them and their code. */
async function inviter(katakanaName = 'スズキ イチロウ'): Promise<Customer & { code: string }> {
  const customer = await newCustomer(t);
  await verifyCustomer(t, customer.headers, reviewer, person(katakanaName));
  return { ...customer, code: (await referralInfo(t, customer)).code };
}

describe('the referral reward', () => {
  it('is paid once per friend, after both steps and the hold, from the house account', async () => {
    const inviting = await inviter();
    const friend = await registerWithCode(t, inviting.code, 'FriendPhone/1');
    const fresh = await referralInfo(t, friend);
    expect(fresh.asFriend).toMatchObject({
      status: 'waiting',
      identityVerified: false,
      firstDeposit: false,
      rewardAmount: '200',
    });
    const registeredAt = new Date(fresh.asFriend!.registeredAt).getTime();
    expect(new Date(fresh.asFriend!.deadlineAt).getTime() - registeredAt).toBe(60 * DAY_S * 1000);

    await completeSteps(t, friend, person('タナカ ハナコ'), operators());
    expect(await t.app.referral.runDue()).toBe(1);
    const held = await referralOf(friend.id);
    expect(held.status).toBe('on_hold');
    expect(held.holdUntil!.getTime() - held.qualifiedAt!.getTime()).toBe(30 * DAY_S * 1000);
    const before = await available(inviting.id);
    const houseBefore = await getAccountBalance(
      t.database.db,
      houseAccount('referral_rewards', 'JPY'),
    );

    // A day before the hold ends: nothing yet, however often the job runs.
    t.clock.advanceSeconds(29 * DAY_S);
    await t.app.referral.runDue();
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('on_hold');
    expect(await available(inviting.id)).toBe(before);

    t.clock.advanceSeconds(2 * DAY_S);
    await Promise.all([t.app.referral.runDue(), t.app.referral.runDue()]);
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('paid');
    expect(await rewardEntries(friend.id)).toBe(1);
    expect(await available(inviting.id)).toBe(String(Number(before) + 200));
    const houseAfter = await getAccountBalance(
      t.database.db,
      houseAccount('referral_rewards', 'JPY'),
    );
    expect(Number(houseAfter) - Number(houseBefore)).toBe(-200);

    await signIn(t, inviting);
    const seen = await referralInfo(t, inviting);
    expect(seen.paidThisYear).toBe(1);
    expect(seen.invitees).toEqual([
      expect.objectContaining({
        identityVerified: true,
        firstDeposit: true,
        status: 'paid',
        reason: null,
      }),
    ]);
    await signIn(t, friend);
    expect((await referralInfo(t, friend)).asFriend).toMatchObject({ status: 'paid' });
    await expectLedgerClean(t);
  });

  it('never pays above the yearly cap, even when two processes release at once after downtime', async () => {
    await writeReferralRules(
      t.database.db,
      { ...DEFAULT_REFERRAL_RULES, yearlyCap: 2 },
      t.clock.now(),
    );
    try {
      const inviting = await inviter('サイトウ ジロウ');
      const friends = [];
      for (const name of ['イトウ アイ', 'ワタナベ ケン', 'ヤマモト ユキ']) {
        const friend = await registerWithCode(t, inviting.code, `FriendPhone/${name}`);
        await completeSteps(t, friend, person(name), operators());
        friends.push(friend);
      }
      const before = await available(inviting.id);
      // The job never ran while the friends did their steps; the first runs, 31 days on, do it all.
      t.clock.advanceSeconds(31 * DAY_S);
      await Promise.all([t.app.referral.runDue(), t.app.referral.runDue()]);
      const rows = await Promise.all(friends.map((friend) => referralOf(friend.id)));
      // Two runs at once each take the next row free (SKIP LOCKED), so which friend's release
      // meets the cap depends on timing (on PostgreSQL, the third may be paid before the second):
      // the promise is two paid and one refused for the cap, never three paid.
      const paid = rows.filter((row) => row.status === 'paid');
      const refused = rows.filter((row) => row.status !== 'paid');
      expect(paid).toHaveLength(2);
      expect(refused.map((row) => [row.status, row.reason])).toEqual([
        ['not_eligible', 'yearly_cap_reached'],
      ]);
      expect(await available(inviting.id)).toBe(String(Number(before) + 400));
      await signIn(t, inviting);
      const seen = await referralInfo(t, inviting);
      expect(seen.rules.yearlyCap).toBe(2);
      expect(seen.paidThisYear).toBe(2);
    } finally {
      await writeReferralRules(t.database.db, DEFAULT_REFERRAL_RULES, t.clock.now());
    }
    await expectLedgerClean(t);
  });

  it('pays nothing for a shared identity, bank account holder or device, checked again at release', async () => {
    const inviting = await inviter('コバヤシ サクラ');
    // The same person again: the inviter's own document number under another account.
    const [own] = await t.database.db
      .select({ idNumber: identityVerifications.idNumber })
      .from(identityVerifications)
      .where(eq(identityVerifications.customerId, inviting.id));
    const twin = await registerWithCode(t, inviting.code, 'TwinPhone/1');
    await completeSteps(t, twin, person('コバヤシ サクラ', own!.idNumber), operators());

    // Another number, but a bank account in the inviter's name (same katakana reading).
    const namesake = await registerWithCode(t, inviting.code, 'NamesakePhone/1');
    await verifyCustomer(t, namesake.headers, reviewer, person('コバヤシ サクラ'));
    await bindCard(t, namesake, 'コバヤシ サクラ');
    await bindCard(t, inviting, 'コバヤシ サクラ');
    await fund(t, namesake, '10000', operators());

    // The inviter's own browser: same address, same browser signature.
    const sameDevice = await registerWithCode(t, inviting.code, 'lightMyRequest');
    await completeSteps(t, sameDevice, person('ナカムラ リョウ'), operators());

    // Clean at qualification, then signs in on the inviter's browser during the hold.
    const later = await registerWithCode(t, inviting.code, 'LaterPhone/1');
    await completeSteps(t, later, person('カトウ ミキ'), operators());

    await t.app.referral.runDue();
    expect(await referralOf(twin.id)).toMatchObject({
      status: 'not_eligible',
      reason: 'shared_identity',
    });
    expect(await referralOf(namesake.id)).toMatchObject({
      status: 'not_eligible',
      reason: 'shared_card_holder',
    });
    expect(await referralOf(sameDevice.id)).toMatchObject({
      status: 'not_eligible',
      reason: 'shared_device',
    });
    expect((await referralOf(later.id)).status).toBe('on_hold');
    await signIn(t, { ...later, device: { userAgent: 'lightMyRequest' } });

    const before = await available(inviting.id);
    t.clock.advanceSeconds(31 * DAY_S);
    await t.app.referral.runDue();
    expect(await referralOf(later.id)).toMatchObject({
      status: 'not_eligible',
      reason: 'shared_device',
    });
    expect(await available(inviting.id)).toBe(before);
    for (const friend of [twin, namesake, sameDevice, later]) {
      expect(await rewardEntries(friend.id)).toBe(0);
    }
    await signIn(t, inviting);
    const reasons = (await referralInfo(t, inviting)).invitees.map((invitee) => invitee.reason);
    expect(reasons.sort()).toEqual([
      'shared_card_holder',
      'shared_device',
      'shared_device',
      'shared_identity',
    ]);
    await expectLedgerClean(t);
  });

  it('pays nothing for a friend who uses the inviter’s app device id, from another address and browser', async () => {
    const inviting = await inviter('ヤマダ タロウ');
    const phone = '6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f';
    await signIn(t, {
      ...inviting,
      device: { deviceId: phone, userAgent: 'InviterPhone/1', address: '203.0.113.10' },
    });
    // The same id (in capitals: a UUID is compared as one), nothing else in common.
    const friend = await registerWithCode(t, inviting.code, {
      deviceId: phone.toUpperCase(),
      userAgent: 'FriendTablet/1',
      address: '198.51.100.20',
    });
    expect(await deviceIdsOf(friend.id)).toEqual([phone, phone]);
    await completeSteps(t, friend, person('ヤマダ ジロウ'), operators());
    await t.app.referral.runDue();
    expect(await referralOf(friend.id)).toMatchObject({
      status: 'not_eligible',
      reason: 'shared_device',
    });
    expect(await rewardEntries(friend.id)).toBe(0);
  });

  it('pays a friend on a device of their own: another device id and address, the same phone model', async () => {
    const inviting = await inviter('ハヤシ ケンタ');
    await signIn(t, {
      ...inviting,
      device: {
        deviceId: '0b8e4f7a-1c2d-4e3f-a5b6-c7d8e9f0a1b2',
        userAgent: 'SamePhoneModel/17',
        address: '203.0.113.11',
      },
    });
    const friend = await registerWithCode(t, inviting.code, {
      deviceId: 'd4c3b2a1-9f8e-4d7c-b6a5-0e1f2a3b4c5d',
      userAgent: 'SamePhoneModel/17',
      address: '198.51.100.21',
    });
    await completeSteps(t, friend, person('ハヤシ ミオ'), operators());
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('on_hold');
    const before = await available(inviting.id);
    t.clock.advanceSeconds(31 * DAY_S);
    await t.app.referral.runDue();
    expect(await referralOf(friend.id)).toMatchObject({ status: 'paid', reason: null });
    expect(await rewardEntries(friend.id)).toBe(1);
    expect(await available(inviting.id)).toBe(String(Number(before) + 200));
    await expectLedgerClean(t);
  });

  it('ignores a malformed device id: the sign-in succeeds, the session keeps none, it matches nothing', async () => {
    const inviting = await inviter('モリ ケイコ');
    const malformed = [
      'not-a-device',
      '00000000-0000-0000-0000-000000000000',
      '6f1c2b9e-3d4a-4c5b-9e8f-7a6b5c4d3e2f; drop',
      '6f1c2b9e3d4a4c5b9e8f7a6b5c4d3e2f',
      `6f1c2b9e-3d4a-4c5b-9e8f-${'7'.repeat(500)}`,
    ];
    for (const [n, deviceId] of malformed.entries()) {
      await signIn(t, {
        ...inviting,
        device: { deviceId, userAgent: 'InviterPhone/2', address: `203.0.113.${20 + n}` },
      });
    }
    // The same malformed value as the inviter's: were it kept, it would be a shared device.
    const friend = await registerWithCode(t, inviting.code, {
      deviceId: 'not-a-device',
      userAgent: 'FriendPhone/3',
      address: '198.51.100.22',
    });
    expect(new Set(await deviceIdsOf(inviting.id))).toEqual(new Set([null]));
    expect(await deviceIdsOf(friend.id)).toEqual([null, null]);
    await completeSteps(t, friend, person('モリ ハルト'), operators());
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('on_hold');
  });

  it('expires when the steps are not done by the deadline, which both sides see', async () => {
    const inviting = await inviter('マツモト ダイキ');
    const friend = await registerWithCode(t, inviting.code, 'SlowPhone/1');
    await verifyCustomer(t, friend.headers, reviewer, person('イノウエ ナナ'));
    t.clock.advanceSeconds(59 * DAY_S);
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('waiting');
    t.clock.advanceSeconds(2 * DAY_S);
    await t.app.referral.runDue();
    expect((await referralOf(friend.id)).status).toBe('expired');
    await signIn(t, friend);
    expect((await referralInfo(t, friend)).asFriend).toMatchObject({
      status: 'expired',
      identityVerified: true,
      firstDeposit: false,
    });
  });

  it('shows a customer only their own friends, masked, and nothing of the inviter to the friend', async () => {
    const inviting = await inviter('キムラ ショウ');
    const friend = await registerWithCode(t, inviting.code, 'PrivatePhone/1');
    const stranger = await newCustomer(t);

    const mine = await referralInfo(t, inviting);
    expect(mine.invitees).toHaveLength(1);
    expect(mine.invitees[0]!.account).toBe(
      `${friend.account.slice(0, 2)}******${friend.account.slice(-2)}`,
    );
    const answer = JSON.stringify(mine);
    expect(answer).not.toContain(friend.account);

    const theirs = await referralInfo(t, stranger);
    expect(theirs.invitees).toEqual([]);
    expect(theirs.asFriend).toBeNull();
    expect(theirs.code).not.toBe(inviting.code);

    const asFriend = JSON.stringify(await referralInfo(t, friend));
    expect(asFriend).not.toContain(inviting.account);
    expect(asFriend).not.toContain(inviting.account.slice(-4));
    // The info takes no body that could name another customer.
    const probing = await t.call('/referral/info', { customerId: inviting.id }, stranger.headers);
    expect((probing.data as { invitees: unknown[] } | null)?.invitees ?? []).toEqual([]);
  });
});
