import { describe, expect, it } from 'vitest';
import type { PositionView, UserInfo } from '@kabuto/contract';
import { add, subtract, sum } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { useTestApp } from '../../test/use-test-app';
import { advance, expectOk, place, tradingCustomer } from './testing';

/**
 * Home and Mine show total assets with the parts that make it up. A customer once saw ¥9.99M total
 * against ¥6.30M available and ¥0 held while ¥3.69M was margin in open positions: every part of
 * the total is in the answer, and they add up to it exactly, at any market price.
 */

const { t } = useTestApp();

type Assets = UserInfo['assets'];

function partsOf(assets: Assets) {
  return [
    assets.availableFunds,
    assets.foreignFunds,
    assets.frozenFunds,
    assets.marginInUse,
    assets.ipoAllotments,
    assets.unrealizedPnl,
    assets.loanBalance,
  ];
}

describe('total assets and its parts', () => {
  it('add up with open positions and a pending order, as prices move', async () => {
    const customer = await tradingCustomer(t, '10000000');
    const info = async () => expectOk<UserInfo>(await t.call('/user/info', {}, customer.headers));
    const opening = await info();
    expect(opening.assets).toMatchObject({
      totalAssets: '10000000',
      availableFunds: '10000000',
      marginInUse: '0',
      unrealizedPnl: '0',
    });

    expectOk(await place(t, customer, { symbol: '7203', lots: 3, leverage: 5 }));
    expectOk(await place(t, customer, { symbol: '8306', direction: 'short', lots: 2 }));
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '6758' }, customer.headers));
    expectOk(
      await place(t, customer, {
        symbol: '6758',
        orderType: 'limit',
        limitPrice: ticket.quote.limitDown,
      }),
    );

    for (const seconds of [0, 600, 3600]) {
      await advance(t, seconds);
      const { assets } = await info();
      const summary = expectOk<{ summary: { marginTotal: string; heldTotal: string } }>(
        await t.call('/trade/positions', { tab: 'open' }, customer.headers),
      ).summary;
      expect(sum(partsOf(assets))).toBe(assets.totalAssets);
      expect(assets.marginInUse).toBe(summary.marginTotal);
      expect(assets.frozenFunds).toBe(summary.heldTotal);
      expect(assets.marginInUse).not.toBe('0');
      expect(assets.frozenFunds).not.toBe('0');
    }
  });

  it('count what was paid to open: the total is the deposit less fees, plus the market move', async () => {
    const customer = await tradingCustomer(t, '5000000');
    const bought = expectOk<PositionView>(
      await place(t, customer, { symbol: '7203', lots: 1, leverage: 5 }),
    );
    const { assets } = expectOk<UserInfo>(await t.call('/user/info', {}, customer.headers));
    const paid = add(bought.buyFee, bought.serviceFee);
    expect(paid).not.toBe('0');
    // What is there now is the deposit, less what opening cost, plus what the market added.
    expect(assets.totalAssets).toBe(add(subtract(dec('5000000'), paid), assets.unrealizedPnl));
    expect(sum(partsOf(assets))).toBe(assets.totalAssets);
  });
});
