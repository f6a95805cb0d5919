import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { add, canonicalDecimal, compare } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import type { Queryable } from '../../db/client';
import { copyFlows, copyHoldings, copyProducts, copyRedemptions } from '../../db/schema-copy';
import { positions } from '../../db/schema-trading';
import { chargeCustomer, getCustomerWallets } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { bundledInstruments } from '../../market-data/instruments';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { advance, expectOk, expectRefusal, ticketKey } from '../trading/testing';
import { follow, type CopyDeps } from './flows';
import { createHouseStrategy, createProduct, openProduct } from './products';
import { positionsToClose } from './redemption-job';
import { redeem } from './redemptions';

/*
 * Leaving a pool (docs/copy-trading.md, "Leaving"): a redemption larger than the pool's cash
 * waits while the job sells positions through the order engine and is then paid at the NAV of
 * that moment; the copy stop-loss redeems a holding once; ending or terminating a product
 * redeems every holding and tells why; suspending a strategy terminates its products.
 */

const { t, admin } = useTestApp({ operators: ['admin'] });
const DAY_S = 86_400;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });
const deps = (): CopyDeps => ({ db: t.database.db, clock: t.clock, market: t.market });
const as = (customer: Customer): AuthenticatedCustomer => ({
  id: customer.id,
  account: customer.account,
  sessionId: 0,
  restrictions: [],
});
let sequence = 0;
const key = () => `leaving-test-${(sequence += 1)}`;

async function unitsReconcile(db: Queryable, productId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT (SELECT units FROM copy_products WHERE id = ${productId})
             = (SELECT coalesce(sum(units), 0) FROM copy_holdings WHERE product_id = ${productId}) AS ok`,
  );
  return row!.ok;
}

async function available(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return jpy!.available;
}

async function product(options: { basket?: string[]; lockupDays?: number } = {}) {
  const basket =
    options.basket ??
    bundledInstruments()
      .slice(0, 24)
      .map((instrument) => instrument.symbol)
      .filter((symbol) => t.market.instrument(symbol));
  const strategy = await createHouseStrategy(t.database.db, {
    names: names('Kabuto Trend'),
    rule: 'trend',
    basket,
  });
  const id = await createProduct(t.database.db, {
    strategyId: strategy.id,
    names: names('Trend Pool'),
    minInvestment: dec('100000'),
    lockupDays: options.lockupDays ?? 0,
    subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 60 * DAY_S * 1000),
    performanceFeeRate: dec('0.2'),
    capacity: dec('1000000000'),
  });
  return openProduct(t.database.db, id, t.clock.now());
}

async function holdingOf(productId: number, customerId: number) {
  const [row] = await t.database.db
    .select()
    .from(copyHoldings)
    .where(and(eq(copyHoldings.productId, productId), eq(copyHoldings.customerId, customerId)));
  return row!;
}

describe('leaving a pool', () => {
  it('chooses few positions to sell: the smallest that covers, else the largest first', () => {
    const held = [
      { id: 1, value: dec('100') },
      { id: 2, value: dec('500') },
      { id: 3, value: dec('900') },
    ];
    expect(positionsToClose(held, dec('400'))).toEqual([2]);
    expect(positionsToClose(held, dec('1200'))).toEqual([3, 2]);
    expect(positionsToClose(held, dec('0'))).toEqual([]);
    expect(positionsToClose(held, dec('5000'))).toEqual([3, 2, 1]);
  });

  it('the copy stop-loss redeems the holding once, lock-up or not', async () => {
    const pool = await product({ basket: ['6861'], lockupDays: 30 });
    const follower = await verifiedCustomer(t, '5000000');
    const headers = follower.headers;
    await follow(deps(), as(follower), { productId: pool.id, amount: dec('1000000') }, key());
    expectRefusal(
      await t.call(
        '/copy/stopLoss',
        { productId: pool.id, rate: '1.5' },
        { ...headers, 'idempotency-key': ticketKey() },
      ),
      'copy_stop_loss_invalid',
    );
    const holding = expectOk(
      await t.call(
        '/copy/stopLoss',
        { productId: pool.id, rate: '0.1' },
        { ...headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(holding).toMatchObject({ stopLossRate: '0.1', stopLossFiredAt: null });
    // A loss of ¥90,000 (9%): not yet. (A test's stand-in for a market loss: a charge to the pool.)
    await lose(pool.poolCustomerId!, '90000');
    await t.app.copyTrading.runDue();
    expect((await holdingOf(pool.id, follower.id)).stopLossFiredAt).toBeNull();
    // ¥10,000 more: the value is 900,000 = 1,000,000 × (1 − 0.1), the level itself.
    await lose(pool.poolCustomerId!, '10000');
    const before = await available(follower.id);
    await t.app.copyTrading.runDue();
    const fired = await holdingOf(pool.id, follower.id);
    expect(fired.stopLossFiredAt).not.toBeNull();
    expect(fired).toMatchObject({ units: '0', pendingUnits: '0', withdrawn: '900000' });
    expect(await available(follower.id)).toBe(add(before, dec('900000')));
    const redemptions = await t.database.db
      .select()
      .from(copyRedemptions)
      .where(eq(copyRedemptions.productId, pool.id));
    expect(redemptions.map((row) => row.reason)).toEqual(['stop_loss']);
    // It fires once: the next runs find nothing to do.
    await t.app.copyTrading.runDue();
    await t.app.copyTrading.runDue();
    expect(
      await t.database.db
        .select()
        .from(copyRedemptions)
        .where(eq(copyRedemptions.productId, pool.id)),
    ).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('ending a product redeems every holding at once with the reason; a follow is refused after', async () => {
    const pool = await product({ basket: ['6861'], lockupDays: 30 });
    const a = await verifiedCustomer(t, '5000000');
    const b = await verifiedCustomer(t, '5000000');
    await follow(deps(), as(a), { productId: pool.id, amount: dec('1000000') }, key());
    await follow(deps(), as(b), { productId: pool.id, amount: dec('500000') }, key());
    const reason = names('The strategy’s term is over');
    const ended = expectOk(
      await t.callAdmin(
        '/copy/closeProduct',
        { productId: pool.id, kind: 'end', reason },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
    );
    expect(ended).toMatchObject({ status: 'ended', closeReason: reason });
    // The pool held only cash: both paid at once, inside the lock-up, at NAV 10,000.
    expect(await available(a.id)).toBe('5000000');
    expect(await available(b.id)).toBe('5000000');
    const [record] = expectOk(await t.call('/copy/records', {}, a.headers));
    expect(record).toMatchObject({ status: 'ended', product: { closeReason: reason } });
    expect(record.redemptions).toMatchObject([{ reason: 'ended', status: 'paid' }]);
    expectRefusal(
      await t.call(
        '/copy/follow',
        { productId: pool.id, amount: '100000' },
        { ...a.headers, 'idempotency-key': ticketKey() },
      ),
      'copy_product_closed',
    );
    const [row] = await t.database.db
      .select()
      .from(copyProducts)
      .where(eq(copyProducts.id, pool.id));
    expect(row!.units).toBe('0');
    await expectLedgerClean(t);
  });

  it('suspending a strategy terminates its open products and is audited', async () => {
    const pool = await product({ basket: ['6861'] });
    const follower = await verifiedCustomer(t, '5000000');
    await follow(deps(), as(follower), { productId: pool.id, amount: dec('200000') }, key());
    const reason = names('The strategy broke its published rules');
    const suspended = expectOk(
      await t.callAdmin(
        '/copy/suspendStrategy',
        { strategyId: pool.strategyId, reason },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
    );
    expect(suspended).toMatchObject({ status: 'suspended', suspendReason: reason });
    const view = expectOk(await t.callAdmin('/copy/pool', { productId: pool.id }, admin));
    expect(view.product).toMatchObject({ status: 'terminated', closeReason: reason });
    expect(view.waitingRedemptions).toEqual([]);
    expect(await available(follower.id)).toBe('5000000');
    expectRefusal(
      await t.callAdmin(
        '/copy/suspendStrategy',
        { strategyId: pool.strategyId, reason },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
      'duplicate_operation',
    );
    await expectLedgerClean(t);
  });

  it('a redemption beyond the cash waits, the job sells through the order engine and pays it at the NAV then', async () => {
    const pool = await product();
    const poolId = pool.poolCustomerId!;
    const leaver = await verifiedCustomer(t, '60000000');
    const stayer = await verifiedCustomer(t, '20000000');
    await follow(deps(), as(leaver), { productId: pool.id, amount: dec('40000000') }, key());
    await follow(deps(), as(stayer), { productId: pool.id, amount: dec('10000000') }, key());
    expect(await t.app.copyTrading.runDue()).toBe(1);
    const invested = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.customerId, poolId));
    expect(invested.length).toBeGreaterThan(0);
    // The next trading day (the test clock starts on a Friday): the positions may be closed (T+1).
    await advance(t, 3 * DAY_S);
    const cashBefore = await available(poolId);
    const mine = await holdingOf(pool.id, leaver.id);
    const request = await redeem(
      deps(),
      as(leaver),
      { productId: pool.id, units: mine.units },
      key(),
    );
    expect(request).toMatchObject({ reason: 'request', flowId: null });
    expect(compare(cashBefore, dec('30000000'))).toBeLessThan(0);
    expect((await holdingOf(pool.id, leaver.id)).pendingUnits).toBe(mine.units);
    // The waiting units cannot be asked for again, and the day's rebalance waits for the payment.
    const again = await t.call(
      '/copy/redeem',
      { productId: pool.id, units: '1' },
      { ...leaver.headers, 'idempotency-key': ticketKey() },
    );
    expectRefusal(again, 'copy_units_invalid');

    const before = await available(leaver.id);
    await t.app.copyTrading.runDue();
    const [paid] = await t.database.db
      .select()
      .from(copyRedemptions)
      .where(eq(copyRedemptions.id, request.id));
    expect(paid!.flowId).not.toBeNull();
    const [flow] = await t.database.db
      .select()
      .from(copyFlows)
      .where(eq(copyFlows.id, paid!.flowId!));
    expect(add(flow!.net, flow!.fee)).toBe(flow!.amount);
    expect(await available(leaver.id)).toBe(add(before, flow!.net));
    const after = await holdingOf(pool.id, leaver.id);
    expect(after).toMatchObject({ units: '0', pendingUnits: '0' });
    expect(await unitsReconcile(t.database.db, pool.id)).toBe(true);
    // Some of the pool's positions were closed by market orders keyed for the redemption.
    const closed = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.customerId, poolId), eq(positions.status, 'closed')));
    expect(closed.length).toBeGreaterThan(0);

    // Terminated with positions left: the stayer waits while every position is sold, then is paid.
    const reason = names('The issuer stopped the strategy');
    expectOk(
      await t.callAdmin(
        '/copy/closeProduct',
        { productId: pool.id, kind: 'terminate', reason },
        { ...(await adminHeaders()), 'idempotency-key': ticketKey() },
      ),
    );
    const stayerBefore = await available(stayer.id);
    await t.app.copyTrading.runDue();
    // What the day's rebalance bought after the first payment may be sold only after the
    // settlement days (the trading rule `sellAfterTradingDays`): the job tries each run until then.
    await advance(t, DAY_S);
    await t.app.copyTrading.runDue();
    await advance(t, DAY_S);
    await t.app.copyTrading.runDue();
    const left = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.customerId, poolId), eq(positions.status, 'holding')));
    expect(left).toEqual([]);
    expect(await holdingOf(pool.id, stayer.id)).toMatchObject({ units: '0', pendingUnits: '0' });
    expect(compare(await available(stayer.id), stayerBefore)).toBeGreaterThan(0);
    const [record] = expectOk(await t.call('/copy/records', {}, stayer.headers));
    expect(record).toMatchObject({ status: 'terminated', product: { closeReason: reason } });
    expect(record.redemptions).toMatchObject([{ reason: 'terminated', status: 'paid' }]);
    await expectLedgerClean(t);
  });
});

async function lose(poolCustomerId: number, amount: string) {
  await t.database.db.transaction((tx) =>
    chargeCustomer(tx, {
      type: 'fee',
      reason: 'Test: a loss of the pool',
      idempotencyKey: `leaving-loss-${poolCustomerId}-${(sequence += 1)}`,
      customerId: poolCustomerId,
      currency: 'JPY',
      amount: canonicalDecimal(amount),
      to: 'fee_revenue',
    }),
  );
}

/** A fresh console session (the day's advance outlived the first one). */
async function adminHeaders() {
  return logInOperator(t, 'admin');
}
