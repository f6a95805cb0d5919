import { describe, expect, it } from 'vitest';
import type { PositionView, TradingSettings } from '@kabuto/contract';
import { DEFAULT_TRADING_SETTINGS } from './settings';
import { expectOk, expectRefusal, place, tradingCustomer } from './testing';
import { useTestApp } from '../../test/use-test-app';
import { dec } from '@kabuto/money/testing';

const { t, admin, reviewer, support } = useTestApp({ operators: ['admin', 'reviewer', 'support'] });

async function auditOf(targetType: string, targetId: string) {
  const answer = expectOk(await t.callAdmin('/audit/list', { targetType, targetId }, admin));
  return answer.items as {
    action: string;
    reason: string;
    before: unknown;
    after: unknown;
    operator: string;
  }[];
}

describe('trading settings', () => {
  it('are the defaults until an admin saves them; every change is audited with before and after', async () => {
    expect(expectOk(await t.callAdmin('/trading/settings', {}, support))).toEqual(
      DEFAULT_TRADING_SETTINGS,
    );
    const changed: TradingSettings = {
      ...DEFAULT_TRADING_SETTINGS,
      leverageChoices: [1, 2, 4],
      buyFeeRate: dec('0.001'),
    };
    expect(
      expectOk(
        await t.callAdmin(
          '/trading/saveSettings',
          { settings: changed, reason: 'New tariff' },
          admin,
        ),
      ),
    ).toEqual(changed);
    const [entry] = await auditOf('trading_settings', '1');
    expect(entry).toMatchObject({
      action: 'trading.save_settings',
      reason: 'New tariff',
      before: DEFAULT_TRADING_SETTINGS,
      after: changed,
    });
    // The ticket offers the new choices at once, and the old ones are refused.
    const customer = await tradingCustomer(t);
    expect(
      expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers)).leverageChoices,
    ).toEqual([1, 2, 4]);
    expectRefusal(await place(t, customer, { leverage: 5 }), 'leverage_unavailable');
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: DEFAULT_TRADING_SETTINGS, reason: 'Back to defaults' },
        admin,
      ),
    );
  });

  it('refuse invalid values, other roles and missing reasons, and change nothing', async () => {
    const invalid: Record<string, unknown>[] = [
      { lotShares: 150 },
      { leverageChoices: [5, 2] },
      { buyFeeRate: '1.5' },
      { buyFeeRate: 0.001 },
      { maintenanceLevelPercent: '120' },
      { sellAfterTradingDays: 3 },
      { afterMarketOpensAt: '18:00', afterMarketClosesAt: '17:00' },
      { preMarketOpensAt: '25:00' },
    ];
    for (const change of invalid) {
      const answer = await t.callAdmin(
        '/trading/saveSettings',
        { settings: { ...DEFAULT_TRADING_SETTINGS, ...change }, reason: 'Bad values' },
        admin,
      );
      expect(answer.status, JSON.stringify(change)).toBe(0);
      expect(['trading_settings_invalid', 'invalid_params']).toContain(answer.msg);
    }
    expect(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: DEFAULT_TRADING_SETTINGS, reason: 'Not mine' },
        reviewer,
      ),
    ).toMatchObject({
      httpStatus: 403,
      msg: 'forbidden',
    });
    expectRefusal(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: DEFAULT_TRADING_SETTINGS, reason: ' ' },
        admin,
      ),
      'reason_required',
    );
    expect(expectOk(await t.callAdmin('/trading/settings', {}, admin))).toEqual(
      DEFAULT_TRADING_SETTINGS,
    );
  });
});

describe('lending quotas', () => {
  it('lists every symbol with its quota and what is borrowed; an admin sets, closes and clears one (audited)', async () => {
    const customer = await tradingCustomer(t);
    expectOk(await place(t, customer, { symbol: '9432', direction: 'short', lots: 2 }));
    const listed = expectOk(await t.callAdmin('/trading/lendingQuotas', {}, support));
    expect(listed.find((row: { symbol: string }) => row.symbol === '9432')).toMatchObject({
      quotaShares: null,
      effectiveQuotaShares: DEFAULT_TRADING_SETTINGS.defaultLendingQuotaShares,
      usedShares: 2000,
    });
    expectOk(
      await t.callAdmin(
        '/trading/saveLendingQuota',
        { symbol: '9432', quotaShares: 0, reason: 'Channel closed' },
        admin,
      ),
    );
    expectRefusal(
      await place(t, customer, { symbol: '9432', direction: 'short' }),
      'lending_quota_full',
    );
    expectOk(
      await t.callAdmin(
        '/trading/saveLendingQuota',
        { symbol: '9432', quotaShares: null, reason: 'Reopened' },
        admin,
      ),
    );
    expectOk(await place(t, customer, { symbol: '9432', direction: 'short' }));
    const audit = await auditOf('lending_pool', '9432');
    expect(audit.map((entry) => entry.action)).toEqual([
      'trading.save_lending_quota',
      'trading.save_lending_quota',
    ]);
    expect(audit[1]).toMatchObject({ reason: 'Channel closed', after: { quotaShares: 0 } });
    expect(
      await t.callAdmin(
        '/trading/saveLendingQuota',
        { symbol: '9432', quotaShares: 5, reason: 'Support may not' },
        support,
      ),
    ).toMatchObject({
      httpStatus: 403,
    });
  });
});

describe('orders and positions in the console', () => {
  it('finds a customer’s positions and shows one with its fills and money; locks are audited', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, { symbol: '8306', lots: 2 }));
    const found = expectOk(
      await t.callAdmin('/trading/positions', { customerId: customer.id }, support),
    );
    expect(found.items.map((item: { id: number }) => item.id)).toEqual([bought.id]);
    expect(found.items[0]).toMatchObject({
      account: customer.account,
      customerId: customer.id,
      status: 'holding',
    });
    const byStatus = expectOk(
      await t.callAdmin('/trading/positions', { statuses: ['holding'], symbol: '8306' }, support),
    );
    expect(byStatus.items.some((item: { id: number }) => item.id === bought.id)).toBe(true);
    const detail = expectOk(
      await t.callAdmin('/trading/position', { positionId: bought.id }, support),
    );
    expect(detail.fills.length).toBeGreaterThan(0);
    expect(detail.entries.map((entry: { type: string }) => entry.type)).toEqual([
      'trade_margin',
      'trade_buy_fee',
      'trade_service_fee',
    ]);

    expect(
      await t.callAdmin(
        '/trading/lockPosition',
        { positionId: bought.id, reason: 'Support may not' },
        support,
      ),
    ).toMatchObject({
      httpStatus: 403,
    });
    expectOk(
      await t.callAdmin(
        '/trading/lockPosition',
        { positionId: bought.id, reason: 'Suspicious pattern' },
        reviewer,
      ),
    );
    expectRefusal(
      await t.callAdmin(
        '/trading/lockPosition',
        { positionId: bought.id, reason: 'Again' },
        reviewer,
      ),
      'duplicate_operation',
    );
    expectOk(
      await t.callAdmin(
        '/trading/unlockPosition',
        { positionId: bought.id, reason: 'Cleared' },
        reviewer,
      ),
    );
    const audit = await auditOf('position', String(bought.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'trading.unlock_position',
      'trading.lock_position',
    ]);
    expect(audit[1]).toMatchObject({
      operator: 'reviewer',
      before: { status: 'holding' },
      after: { status: 'locked', lockReason: 'Suspicious pattern' },
    });
    expectRefusal(
      await t.callAdmin('/trading/position', { positionId: 987_654 }, support),
      'order_not_found',
    );
  });

  it('queues day-trading applications for compliance; decisions are audited', async () => {
    const customer = await tradingCustomer(t);
    const applied = expectOk(
      await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers),
    );
    expect(await t.callAdmin('/trading/dayTradingQueue', {}, support)).toMatchObject({
      httpStatus: 403,
    });
    const queue = expectOk(
      await t.callAdmin('/trading/dayTradingQueue', { status: 'pending' }, reviewer),
    );
    expect(queue.items.find((item: { id: number }) => item.id === applied.id)).toMatchObject({
      account: customer.account,
      status: 'pending',
    });
    const approved = expectOk(
      await t.callAdmin(
        '/trading/approveDayTrading',
        { applicationId: applied.id, reason: 'Meets the criteria' },
        reviewer,
      ),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      reviewedBy: 'reviewer',
      reviewReason: { text: 'Meets the criteria', locale: null },
    });
    const [entry] = await auditOf('day_trading_application', String(applied.id));
    expect(entry).toMatchObject({
      action: 'trading.approve_day_trading',
      reason: 'Meets the criteria',
    });
    const decided = expectOk(
      await t.callAdmin('/trading/dayTradingQueue', { status: 'approved' }, reviewer),
    );
    expect(decided.items.some((item: { id: number }) => item.id === applied.id)).toBe(true);
  });

  it('closed applications: a customer may not apply while applications are closed', async () => {
    const customer = await tradingCustomer(t);
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: { ...DEFAULT_TRADING_SETTINGS, dayTradingEnabled: false }, reason: 'Pause' },
        admin,
      ),
    );
    expectRefusal(
      await t.call('/dayTrading/apply', { acknowledged: true }, customer.headers),
      'day_trading_applications_closed',
    );
    expect(expectOk(await t.call('/dayTrading/info', {}, customer.headers)).applicationsOpen).toBe(
      false,
    );
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: DEFAULT_TRADING_SETTINGS, reason: 'Resume' },
        admin,
      ),
    );
  });
});
