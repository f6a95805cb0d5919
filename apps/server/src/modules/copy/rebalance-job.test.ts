import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compare } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { copyRebalances } from '../../db/schema-copy';
import { positions } from '../../db/schema-trading';
import { bundledInstruments } from '../../market-data/instruments';
import { useTestApp } from '../../test/use-test-app';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { advance } from '../trading/testing';
import { poolMoney } from './equity';
import { follow, type CopyDeps } from './flows';
import type { RebalanceSummary } from './rebalance-job';
import { createHouseStrategy, createProduct, openProduct } from './products';

/*
 * A house strategy's daily run (docs/copy-trading.md, "House strategies"): on a trading day the
 * job rebalances the pool to the rule's weights through the real order engine, once per day and
 * product however often it runs; the pool's value then moves with the market.
 */

const { t } = useTestApp();
const DAY_S = 86_400;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });
const deps = (): CopyDeps => ({ db: t.database.db, clock: t.clock, market: t.market });

describe('the house strategies’ daily rebalance', () => {
  it('invests the pool by the rule through the order engine, once a day, and its value moves with the market', async () => {
    const basket = bundledInstruments()
      .slice(0, 24)
      .map((instrument) => instrument.symbol)
      .filter((symbol) => t.market.instrument(symbol));
    const strategy = await createHouseStrategy(t.database.db, {
      names: names('Kabuto Trend'),
      rule: 'trend',
      basket,
    });
    const productId = await createProduct(t.database.db, {
      strategyId: strategy.id,
      names: names('Trend Pool'),
      minInvestment: dec('100000'),
      lockupDays: 1,
      subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 30 * DAY_S * 1000),
      performanceFeeRate: dec('0.2'),
      capacity: dec('1000000000'),
    });
    const product = await openProduct(t.database.db, productId, t.clock.now());
    const pool = product.poolCustomerId!;
    const follower = await verifiedCustomer(t, '60000000');
    await follow(
      deps(),
      { id: follower.id, account: follower.account, sessionId: 0, restrictions: [] },
      { productId, amount: dec('50000000') },
      'rebalance-test-follow',
    );

    expect(await t.app.copyTrading.runDue()).toBe(1);
    const [run] = await t.database.db
      .select()
      .from(copyRebalances)
      .where(eq(copyRebalances.productId, productId));
    const summary = run!.summary as RebalanceSummary;
    expect(run!.finishedAt).not.toBeNull();
    expect(summary.opened.length).toBeGreaterThan(0);
    expect(summary.refused).toEqual([]);
    const held = await t.database.db.select().from(positions).where(eq(positions.customerId, pool));
    expect(held.map((row) => row.symbol).sort()).toEqual(
      summary.opened.map((open) => open.symbol).sort(),
    );
    for (const row of held) {
      expect(row).toMatchObject({ status: 'holding', direction: 'long', leverage: 1 });
    }
    // The same day again (another process, or the next interval): nothing more.
    expect(await t.app.copyTrading.runDue()).toBe(0);
    const [again] = await t.database.db
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.customerId, pool));
    expect(again!.n).toBe(held.length);

    // The pool's value now moves with the market (and paid the orders' fees).
    const before = await poolMoney(t.database.db, t.market, pool);
    expect(compare(before.equity, dec('50000000'))).toBeLessThan(0);
    await advance(t, 3 * 3600);
    const later = await poolMoney(t.database.db, t.market, pool);
    expect(later.equity).not.toBe(before.equity);

    // The next trading day it runs again.
    await advance(t, DAY_S);
    expect(await t.app.copyTrading.runDue()).toBe(1);
    await expectLedgerClean(t);
  });
});
