import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { referralRules, type ReferralSettingsView } from '@kabuto/contract';
import { add, ZERO } from '@kabuto/money';
import { auditLog } from '../../db/schema-operators';
import { referrals } from '../../db/schema-referral';
import { getCustomerWallets } from '../../ledger';
import { logInOperator, signUpAndLogIn, type ApiAnswer } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer } from '../funding/testing';
import { expectLedgerClean } from '../ipo/testing';
import { temporaryUploadDir, verifyCustomer } from '../kyc/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import { DEFAULT_REFERRAL_RULES } from './settings';
import { completeSteps, person, referralInfo, registerWithCode, signIn } from './testing';

/*
 * Operators change the referral rules (docs/referral.md, "Changing the rules"): every desk reads
 * them, only an administrator saves, with a reason, audited once however often the save is
 * retried; rules out of bounds are refused with their own key; a friend who registers after a
 * change has the new terms, one who registered before keeps theirs.
 */

const { t, admin, reviewer, support } = useTestApp({
  uploads: temporaryUploadDir(),
  operators: ['admin', 'reviewer', 'support'],
  configure: (config) => ({ ...config, moneyHours: 'demo' }),
  beforeClose: expectLedgerClean,
});
const DAY_MS = 86_400_000;

// The clock jumps days in the last test: the operators sign in again (their sessions lapse).
beforeEach(async () => {
  for (const [headers, name] of [
    [admin, 'admin'],
    [reviewer, 'reviewer'],
    [support, 'support'],
  ] as const) {
    Object.assign(headers, await logInOperator(t, name));
  }
});

const read = async (headers = admin) =>
  expectOk<ReferralSettingsView>(await t.callAdmin('/referral/settings', {}, headers));

const save = (rules: unknown, reason: string, headers: Record<string, string> = admin) =>
  t.callAdmin('/referral/saveSettings', { rules, reason }, headers);

async function auditEntries() {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'referral_settings'), eq(auditLog.targetId, '1')));
}

async function available(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return jpy?.available ?? ZERO;
}

function expectForbidden(answer: ApiAnswer) {
  expect({ httpStatus: answer.httpStatus, msg: answer.msg }).toEqual({
    httpStatus: 403,
    msg: 'forbidden',
  });
}

describe('the referral rules in the console', () => {
  it('are read by every desk, saved by the administrator only, never through a customer session', async () => {
    const before = await read(reviewer);
    expect(await read(support)).toEqual(before);
    const customer = await signUpAndLogIn(t);
    const changed = { ...before.rules, rewardAmount: '999' };

    expectForbidden(await save(changed, 'Reviewers may not change the rules', reviewer));
    expectForbidden(await save(changed, 'Nor may the support desk', support));
    for (const path of ['/referral/settings', '/referral/saveSettings']) {
      const answer = await t.callAdmin(
        path,
        { rules: changed, reason: 'customer' },
        customer.headers,
      );
      expect(answer.httpStatus).toBe(401);
    }
    expect(await read()).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });

  it('accepts the rules at their bounds', () => {
    // The server checks a save with this schema (serve.ts), so the edges need no save here.
    for (const edge of [
      { rewardAmount: '1', holdDays: 0, yearlyCap: 1, stepDeadlineDays: 1 },
      { rewardAmount: '100000', holdDays: 365, yearlyCap: 1000, stepDeadlineDays: 365 },
    ]) {
      expect(referralRules.safeParse(edge).success).toBe(true);
    }
  });

  it('refuses rules out of bounds with their own key and changes nothing', async () => {
    const before = await read();
    const rules = DEFAULT_REFERRAL_RULES;
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ rewardAmount: '0' }, 'referral_reward_invalid'],
      [{ rewardAmount: '-200' }, 'referral_reward_invalid'],
      [{ rewardAmount: '200.5' }, 'referral_reward_invalid'],
      [{ rewardAmount: '100001' }, 'referral_reward_invalid'],
      [{ rewardAmount: '2e3' }, 'referral_reward_invalid'],
      [{ rewardAmount: 200 }, 'referral_reward_invalid'],
      [{ holdDays: -1 }, 'referral_hold_days_invalid'],
      [{ holdDays: 366 }, 'referral_hold_days_invalid'],
      [{ holdDays: 1.5 }, 'referral_hold_days_invalid'],
      [{ yearlyCap: 0 }, 'referral_yearly_cap_invalid'],
      [{ yearlyCap: 1001 }, 'referral_yearly_cap_invalid'],
      [{ yearlyCap: '10' }, 'referral_yearly_cap_invalid'],
      [{ stepDeadlineDays: 0 }, 'referral_step_deadline_invalid'],
      [{ stepDeadlineDays: 366 }, 'referral_step_deadline_invalid'],
    ];
    for (const [change, key] of refused) {
      expectRefusal(await save({ ...rules, ...change }, 'Out of bounds'), key);
    }
    expectRefusal(await save({ ...rules, holdDays: 7 }, ' '), 'reason_required');
    expect(await read()).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });

  it('audits a save once, and answers a retry with the same key with the first answer', async () => {
    const rules = referralRules.parse({
      ...DEFAULT_REFERRAL_RULES,
      rewardAmount: '300',
      holdDays: 14,
    });
    const headers = { ...admin, 'idempotency-key': 'referral-settings-retry-1' };
    const body = { rules, reason: 'Spring campaign: ¥300 after two weeks' };
    const first = await t.callAdmin('/referral/saveSettings', body, headers);
    const retry = await t.callAdmin('/referral/saveSettings', body, headers);
    const saved = expectOk<ReferralSettingsView>(first);
    expect(retry).toMatchObject({ status: 1, msg: '', data: first.data });
    expect(first.response.headers['idempotent-replay']).toBeUndefined();
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    const other = await t.callAdmin(
      '/referral/saveSettings',
      { ...body, reason: 'Another' },
      headers,
    );
    expect(other.msg).toBe('key_mismatch');

    expect(saved).toEqual({
      rules,
      lastChange: {
        at: t.clock.now().toISOString(),
        operator: 'admin',
        reason: body.reason,
        before: DEFAULT_REFERRAL_RULES,
      },
    });
    expect(await read(reviewer)).toEqual(saved);
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'referral.settings_update',
      reason: body.reason,
      before: DEFAULT_REFERRAL_RULES,
      after: rules,
    });
    expect(entries[0]!.ipAddress).toBeTruthy();
  });

  it('gives a friend who registers after a change the new terms; earlier friends keep theirs', async () => {
    const inviting = await newCustomer(t);
    await verifyCustomer(t, inviting.headers, reviewer, person('ヨシダ サブロウ'));
    const { code } = await referralInfo(t, inviting);
    const current = (await read()).rules;
    const earlier = await registerWithCode(t, code, 'EarlierPhone/1');

    const rules = referralRules.parse({
      rewardAmount: '500',
      holdDays: 7,
      yearlyCap: 5,
      stepDeadlineDays: 20,
    });
    expectOk(await save(rules, 'Summer campaign'));
    expect((await referralInfo(t, inviting)).rules).toEqual(rules);
    const later = await registerWithCode(t, code, 'LaterPhone/1');

    const terms = async (friendId: number) => {
      const [row] = await t.database.db
        .select()
        .from(referrals)
        .where(eq(referrals.friendCustomerId, friendId));
      return {
        rewardAmount: row!.rewardAmount,
        holdDays: row!.holdDays,
        deadlineDays: (row!.deadlineAt.getTime() - row!.registeredAt.getTime()) / DAY_MS,
      };
    };
    expect(await terms(earlier.id)).toEqual({
      rewardAmount: current.rewardAmount,
      holdDays: current.holdDays,
      deadlineDays: current.stepDeadlineDays,
    });
    expect(await terms(later.id)).toEqual({ rewardAmount: '500', holdDays: 7, deadlineDays: 20 });

    // The later friend's reward: ¥500, paid after the new 7-day hold.
    await completeSteps(t, later, person('モリ サクラ'), { admin, reviewer });
    await t.app.referral.runDue();
    const before = await available(inviting.id);
    t.clock.advanceSeconds(6 * 86_400);
    await t.app.referral.runDue();
    expect(await available(inviting.id)).toBe(before);
    t.clock.advanceSeconds(2 * 86_400);
    await t.app.referral.runDue();
    expect(await available(inviting.id)).toBe(add(before, rules.rewardAmount));
    await signIn(t, later);
    expect((await referralInfo(t, later)).asFriend).toMatchObject({
      status: 'paid',
      rewardAmount: '500',
    });
  });
});
