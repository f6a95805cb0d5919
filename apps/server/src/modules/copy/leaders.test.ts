import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COPY_LEADER_MIN_HISTORY_DAYS } from '@kabuto/contract';
import { auditLog } from '../../db/schema-operators';
import { positions } from '../../db/schema-trading';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk, expectRefusal, place, ticketKey, tradingCustomer } from '../trading/testing';
import { historyDays } from './leaders';

/*
 * Applying to lead (docs/copy-trading.md, "Leaders"): every refusal's key, the review in the
 * console (approve with the published texts, or reject with a reason the applicant reads), and
 * nobody sees another customer's application.
 */

const { t, admin } = useTestApp({ operators: ['admin'] });
const DAY_MS = 86_400_000;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });
const application = {
  displayName: 'カブト太郎',
  profile: '日本の大型株を中心に、中期のトレンドに沿って売買します。',
  locale: 'ja',
};

function apply(customer: Customer, body: object = application, key = ticketKey()) {
  return t.call('/copy/leaderApply', body, { ...customer.headers, 'idempotency-key': key });
}

/** A verified customer whose first position opened `days` calendar days ago. */
async function traderFor(days: number): Promise<Customer> {
  const customer = await verifiedCustomer(t, '20000000');
  const opened = expectOk(await place(t, customer, { symbol: '7203', lots: 1, leverage: 5 }));
  // A stand-in for a history: the position's opening moved back (the market cannot be replayed
  // a month back in a test).
  await t.database.db
    .update(positions)
    .set({ openedAt: new Date(t.clock.now().getTime() - days * DAY_MS) })
    .where(eq(positions.id, opened.id));
  return customer;
}

describe('applying to lead', () => {
  it('counts calendar days in Japan from the first opened position', () => {
    const first = new Date('2026-10-21T14:59:00Z'); // 23:59 JST on the 21st
    expect(historyDays(first, new Date('2026-11-20T01:00:00Z'))).toBe(30);
    expect(historyDays(new Date('2026-10-21T15:00:00Z'), new Date('2026-11-20T01:00:00Z'))).toBe(
      29,
    );
    expect(historyDays(null, new Date())).toBeLessThan(0);
  });

  it('refuses an unverified customer, a short or missing history, a second pending one, a leader', async () => {
    const unverified = await tradingCustomer(t, '1000000');
    expectRefusal(await apply(unverified), 'verification_required');

    const never = await verifiedCustomer(t, '1000000');
    expectRefusal(await apply(never), 'copy_leader_history_too_short');
    const recent = await traderFor(COPY_LEADER_MIN_HISTORY_DAYS - 1);
    expectRefusal(await apply(recent), 'copy_leader_history_too_short');

    const leader = await traderFor(COPY_LEADER_MIN_HISTORY_DAYS);
    const key = ticketKey();
    const first = expectOk(await apply(leader, application, key));
    expect(first).toMatchObject({ status: 'pending', ...application, reviewReason: null });
    // The same key answers the first application; another body with it is a mismatch.
    expect(expectOk(await apply(leader, application, key)).id).toBe(first.id);
    expectRefusal(await apply(leader, { ...application, displayName: 'x' }, key), 'key_mismatch');
    expectRefusal(await apply(leader), 'copy_leader_application_pending');
    expectRefusal(await apply(leader, { ...application, locale: 'fr' }), 'invalid_params');

    // Nobody sees another customer's application.
    const status = expectOk(await t.call('/copy/leaderStatus', {}, recent.headers));
    expect(status).toMatchObject({ application: null, strategy: null, products: [] });
    expect(status.minHistoryDays).toBe(COPY_LEADER_MIN_HISTORY_DAYS);

    // The console's queue: the applicant's account, verification and history.
    const queue = expectOk(await t.callAdmin('/copy/leaderApplications', {}, admin));
    const queued = queue.find((row: { id: number }) => row.id === first.id);
    expect(queued).toMatchObject({
      customerId: leader.id,
      account: leader.account,
      verificationStatus: 'verified',
      closedPositions: 0,
      realizedPnl: '0',
    });
    expect(queued.firstTradeAt).not.toBeNull();

    // Approving needs the published texts in every language.
    expectRefusal(
      await t.callAdmin(
        '/copy/reviewLeader',
        { applicationId: first.id, decision: 'approve', reason: 'Good record' },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
      'every_language_required',
    );
    const published = { names: names('Taro Kabuto'), description: names('Large caps, trend') };
    const reviewed = expectOk(
      await t.callAdmin(
        '/copy/reviewLeader',
        { applicationId: first.id, decision: 'approve', reason: 'Good record', ...published },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
    );
    expect(reviewed).toMatchObject({ status: 'approved', reviewerOperatorId: expect.any(Number) });
    expectRefusal(
      await t.callAdmin(
        '/copy/reviewLeader',
        { applicationId: first.id, decision: 'reject', reason: 'Again' },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
      'duplicate_operation',
    );
    expectRefusal(
      await t.callAdmin(
        '/copy/reviewLeader',
        { applicationId: 999_999, decision: 'reject', reason: 'Unknown' },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
      'copy_leader_application_not_found',
    );
    const mine = expectOk(await t.call('/copy/leaderStatus', {}, leader.headers));
    expect(mine.application).toMatchObject({ id: first.id, status: 'approved' });
    expect(mine.strategy).toMatchObject({
      id: reviewed.strategyId,
      status: 'active',
      ...published,
    });
    expectRefusal(await apply(leader), 'copy_already_leader');

    const strategies = expectOk(await t.callAdmin('/copy/strategies', {}, admin));
    expect(strategies.find((row: { id: number }) => row.id === reviewed.strategyId)).toMatchObject({
      kind: 'leader',
      ...published,
      rule: null,
      basket: [],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'copy_leader_application'));
    expect(audit.map((row) => row.action)).toEqual(['copy.approve_leader']);
    await expectLedgerClean(t);
  });

  it('a rejection tells the applicant why, and they may apply again', async () => {
    const applicant = await traderFor(COPY_LEADER_MIN_HISTORY_DAYS + 5);
    const first = expectOk(await apply(applicant));
    expectOk(
      await t.callAdmin(
        '/copy/reviewLeader',
        {
          applicationId: first.id,
          decision: 'reject',
          reason: '取引履歴をもう少し積んでください',
          reasonLocale: 'ja',
        },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
    );
    const status = expectOk(await t.call('/copy/leaderStatus', {}, applicant.headers));
    expect(status.application).toMatchObject({
      status: 'rejected',
      reviewReason: { text: '取引履歴をもう少し積んでください', locale: 'ja' },
      strategyId: null,
    });
    expect(status.strategy).toBeNull();
    const again = expectOk(await apply(applicant));
    expect(again).toMatchObject({ status: 'pending' });
    expect(again.id).not.toBe(first.id);
    const rejected = expectOk(
      await t.callAdmin('/copy/leaderApplications', { status: 'rejected' }, admin),
    );
    expect(rejected.map((row: { id: number }) => row.id)).toContain(first.id);
  });
});
