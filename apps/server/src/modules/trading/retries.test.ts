import { describe, expect, it } from 'vitest';
import type { PositionView, TradingSettings } from '@kabuto/contract';
import { DEFAULT_TRADING_SETTINGS } from './settings';
import { expectOk, expectRefusal, place, ticketKey, tradingCustomer } from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';
import { expectReplayOf, sendRetriedOnce } from '../../test/retries';

/**
 * A retried click decides nothing twice: every trading call that changes something and takes an
 * optional idempotency key (operators' settings, quotas, locks and day-trading decisions; the
 * customer's cancel and day-trading application) answers a retry with the same key with its first
 * answer, marked `idempotent-replay`, and refuses the same key with another body (`key_mismatch`).
 */

const { t, admin, reviewer } = useTestApp({ operators: ['admin', 'reviewer'] });

async function auditActions(targetType: string, targetId: string): Promise<string[]> {
  const answer = expectOk(await t.callAdmin('/audit/list', { targetType, targetId }, admin));
  return (answer.items as { action: string }[]).map((entry) => entry.action);
}

/** The caller's headers with a fresh idempotency key: one click. */
const keyed = (headers: Record<string, string>) => ({
  ...headers,
  'idempotency-key': ticketKey(),
});

describe('operators’ retried changes', () => {
  it('settings: the retry answers the first save and does not undo a later one', async () => {
    const first: TradingSettings = { ...DEFAULT_TRADING_SETTINGS, buyFeeRate: dec('0.001') };
    const keyed = { ...admin, 'idempotency-key': ticketKey() };
    const save = (settings: TradingSettings, headers: Record<string, string>) =>
      t.callAdmin('/trading/saveSettings', { settings, reason: 'New tariff' }, headers);
    const answered = await save(first, keyed);
    expect(expectOk(answered)).toEqual(first);
    const later: TradingSettings = { ...DEFAULT_TRADING_SETTINGS, buyFeeRate: dec('0.002') };
    expectOk(await save(later, { ...admin, 'idempotency-key': ticketKey() }));

    expectReplayOf(await save(first, keyed), answered);
    expect(expectOk(await t.callAdmin('/trading/settings', {}, admin))).toEqual(later);
    expectRefusal(await save(DEFAULT_TRADING_SETTINGS, keyed), 'key_mismatch');
    expect(await auditActions('trading_settings', '1')).toEqual([
      'trading.save_settings',
      'trading.save_settings',
    ]);
    expectOk(await save(DEFAULT_TRADING_SETTINGS, admin));
  });

  it('lending quota: the retry answers the first save and does not undo a later one', async () => {
    const keyed = { ...admin, 'idempotency-key': ticketKey() };
    const save = (quotaShares: number | null, headers: Record<string, string>) =>
      t.callAdmin(
        '/trading/saveLendingQuota',
        { symbol: '9434', quotaShares, reason: 'Quota' },
        headers,
      );
    const answered = await save(5000, keyed);
    expectOk(answered);
    expectOk(await save(7000, { ...admin, 'idempotency-key': ticketKey() }));

    expectReplayOf(await save(5000, keyed), answered);
    const quotas = expectOk(await t.callAdmin('/trading/lendingQuotas', {}, admin));
    expect(quotas.find((row: { symbol: string }) => row.symbol === '9434')).toMatchObject({
      quotaShares: 7000,
    });
    expectRefusal(await save(null, keyed), 'key_mismatch');
    expect(await auditActions('lending_pool', '9434')).toHaveLength(2);
  });

  it('lock and unlock: each decided once', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, { symbol: '8306' }));
    const locked = await sendRetriedOnce(
      t.callAdmin,
      '/trading/lockPosition',
      keyed(reviewer),
      { positionId: bought.id, reason: 'Suspicious pattern' },
      { positionId: bought.id, reason: 'Another reason' },
    );
    expect(locked.data).toMatchObject({ status: 'locked', lockReason: 'Suspicious pattern' });
    const unlocked = await sendRetriedOnce(
      t.callAdmin,
      '/trading/unlockPosition',
      keyed(reviewer),
      { positionId: bought.id, reason: 'Cleared' },
      { positionId: bought.id, reason: 'Cleared twice' },
    );
    expect(unlocked.data).toMatchObject({ status: 'holding', lockReason: null });
    expect(await auditActions('position', String(bought.id))).toEqual([
      'trading.unlock_position',
      'trading.lock_position',
    ]);
  });

  it('day-trading decisions: approved once, rejected once', async () => {
    for (const decision of ['approveDayTrading', 'rejectDayTrading'] as const) {
      const customer = await tradingCustomer(t);
      const applied = expectOk(
        await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers),
      );
      const decided = await sendRetriedOnce(
        t.callAdmin,
        `/trading/${decision}`,
        keyed(reviewer),
        { applicationId: applied.id, reason: 'Reviewed' },
        { applicationId: applied.id, reason: 'Reviewed again' },
      );
      expect(decided.data).toMatchObject({
        status: decision === 'approveDayTrading' ? 'approved' : 'rejected',
        reviewReason: { text: 'Reviewed', locale: null },
      });
      expect(await auditActions('day_trading_application', String(applied.id))).toHaveLength(1);
    }
  });
});

describe('customers’ retried changes', () => {
  it('a cancel and a day-trading application are decided once', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    // A buy at the day's lowest allowed price rests: the pinned market does not move here.
    const resting = expectOk<PositionView>(
      await place(t, customer, { orderType: 'limit', limitPrice: ticket.quote.limitDown }),
    );
    expect(resting.status).toBe('pending');
    const other = expectOk<PositionView>(
      await place(t, customer, { orderType: 'limit', limitPrice: ticket.quote.limitDown }),
    );
    const cancelled = await sendRetriedOnce(
      t.call,
      '/trade/cancel',
      keyed(customer.headers),
      { positionId: resting.id },
      { positionId: other.id },
    );
    expect(cancelled.data).toMatchObject({ id: resting.id, status: 'cancelled' });
    const positions = expectOk(await t.call('/trade/positions', { tab: 'open' }, customer.headers));
    expect(positions.items.map((item: { id: number }) => item.id)).toEqual([other.id]);

    const applied = await sendRetriedOnce(t.call, '/dayTrading/apply', keyed(customer.headers), {
      acknowledged: true,
    });
    const info = expectOk(await t.call('/dayTrading/info', {}, customer.headers));
    expect(info.applications.map((item: { id: number }) => item.id)).toEqual([applied.data.id]);
  });
});
