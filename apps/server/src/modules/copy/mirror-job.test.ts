import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COPY_LEADER_MIN_HISTORY_DAYS } from '@kabuto/contract';
import { add, divide, fromInteger, multiply, roundTo, subtract } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { copyHoldings, copyProducts } from '../../db/schema-copy';
import { copyMirrors } from '../../db/schema-copy-leaders';
import { positions } from '../../db/schema-trading';
import { logInOperator } from '../../test/app';
import { useTestApp, type Headers } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import {
  advance,
  closePosition,
  expectOk,
  expectRefusal,
  place,
  ticketKey,
  withTradingSettings,
} from '../trading/testing';
import { poolMoney } from './equity';

/*
 * Mirroring a leader's trades (docs/copy-trading.md, "Leaders"): the console approves a leader,
 * an operator opens products for the strategy, followers follow; each position the leader opens
 * is opened by every pool at the same share of its equity in whole lots (or recorded as skipped
 * when that is not a lot), closed when the leader closes (once the closing rules allow it), and
 * nothing more happens however often the job runs. Suspension terminates the products.
 */

const { t } = useTestApp();
const DAY_S = 86_400;
const DAY_MS = DAY_S * 1000;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });
/** The admin's headers, logged in again once the test clock has moved past the session's life. */
let desk: { headers: Headers; at: number } | null = null;
async function admin(): Promise<Headers> {
  if (!desk || t.clock.now().getTime() - desk.at > 3_600_000) {
    desk = { headers: await logInOperator(t, 'admin'), at: t.clock.now().getTime() };
  }
  return desk.headers;
}
const adminKey = async () => ({ ...(await admin()), 'idempotency-key': ticketKey() });

/** A customer approved as a leader through the endpoints; answers them and their strategy's id. */
async function approvedLeader(): Promise<{ leader: Customer; strategyId: number }> {
  const leader = await verifiedCustomer(t, '20000000');
  const first = expectOk(await place(t, leader, { symbol: '7203', lots: 1, leverage: 5 }));
  // A stand-in for a month of history (the market cannot be replayed a month back in a test).
  await t.database.db
    .update(positions)
    .set({ openedAt: new Date(t.clock.now().getTime() - COPY_LEADER_MIN_HISTORY_DAYS * DAY_MS) })
    .where(eq(positions.id, first.id));
  const application = expectOk(
    await t.call(
      '/copy/leaderApply',
      { displayName: 'Taro', profile: 'Large caps', locale: 'en' },
      { ...leader.headers, 'idempotency-key': ticketKey() },
    ),
  );
  const reviewed = expectOk(
    await t.callAdmin(
      '/copy/reviewLeader',
      {
        applicationId: application.id,
        decision: 'approve',
        names: names('Taro Kabuto'),
        description: names('Large caps, medium-term trends'),
        reason: 'A steady record',
      },
      await adminKey(),
    ),
  );
  return { leader, strategyId: reviewed.strategyId };
}

async function openProduct(strategyId: number, en: string): Promise<number> {
  const draft = expectOk(
    await t.callAdmin(
      '/copy/saveProduct',
      {
        strategyId,
        names: names(en),
        minInvestment: '100000',
        lockupDays: 0,
        subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
        performanceFeeRate: '0.2',
        capacity: '100000000',
        reason: 'Launch',
      },
      await adminKey(),
    ),
  );
  expectOk(
    await t.callAdmin('/copy/openProduct', { productId: draft.id, reason: 'Go' }, await adminKey()),
  );
  return draft.id;
}

async function follow(customer: Customer, productId: number, amount: string) {
  expectOk(
    await t.call(
      '/copy/follow',
      { productId, amount },
      { ...customer.headers, 'idempotency-key': ticketKey() },
    ),
  );
}

async function pool(productId: number) {
  return expectOk(await t.callAdmin('/copy/pool', { productId }, await admin()));
}

async function mirrorsOf(productId: number) {
  return t.database.db.select().from(copyMirrors).where(eq(copyMirrors.productId, productId));
}

async function positionsOf(customerId: number) {
  return t.database.db.select().from(positions).where(eq(positions.customerId, customerId));
}

describe('mirroring a leader', () => {
  it('opens the same trade at the same share of equity, closes it with the leader, skips what is too small', async () => {
    const { leader, strategyId } = await approvedLeader();
    const big = await openProduct(strategyId, 'Taro Pool');
    const small = await openProduct(strategyId, 'Taro Mini');
    const follower = await verifiedCustomer(t, '10000000');
    await follow(follower, big, '8000000');
    await follow(follower, small, '100000');
    const product = expectOk(await t.call('/copy/product', { productId: big }, follower.headers));
    expect(product.issuer).toMatchObject({
      kind: 'leader',
      names: names('Taro Kabuto'),
      description: names('Large caps, medium-term trends'),
    });

    // The leader trades through the order ticket like any customer.
    const opened = expectOk(await place(t, leader, { symbol: '7203', lots: 10, leverage: 5 }));
    expect(opened.status).toBe('holding');
    const [leaderPosition] = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.id, opened.id));
    const poolId = await poolCustomerOf(big);
    const leaderMoney = await poolMoney(t.database.db, t.market, leader.id);
    const poolBefore = await poolMoney(t.database.db, t.market, poolId);
    const price = t.market.quote('7203').last;
    // floor(margin ÷ leader equity × pool equity ÷ (price × 1000 ÷ leverage))
    const expected = Number(
      roundTo(
        divide(
          divide(multiply(leaderPosition!.margin, poolBefore.equity), leaderMoney.equity),
          divide(multiply(price, fromInteger(1000)), fromInteger(5)),
        ),
        0,
        'down',
      ),
    );
    expect(expected).toBeGreaterThan(0);

    await t.app.copyTrading.runDue();
    const [mirror] = await mirrorsOf(big);
    expect(mirror).toMatchObject({
      leaderPositionId: opened.id,
      state: 'open',
      lots: expected,
      refusalKey: null,
    });
    const held = await positionsOf(poolId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      id: mirror!.poolPositionId,
      symbol: '7203',
      direction: 'long',
      leverage: 5,
      lots: expected,
      status: 'holding',
    });
    // In exact yen: the pool's cash is what was followed less the position's margin and its
    // opening charges, and its equity is that cash plus the position at market.
    const poolCash = async () => (await poolMoney(t.database.db, t.market, poolId)).available;
    const [poolRow] = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.id, mirror!.poolPositionId!));
    expect(await poolCash()).toBe(
      subtract(
        subtract(subtract(dec('8000000'), poolRow!.margin), poolRow!.buyFee),
        poolRow!.serviceFee,
      ),
    );
    // The small pool cannot buy a lot at that share: recorded, and shown in the console.
    const [skipped] = await mirrorsOf(small);
    expect(skipped).toMatchObject({ state: 'skipped', skipReason: 'pool_too_small', lots: 0 });
    expect((await pool(small)).mirrors).toEqual([
      expect.objectContaining({
        leaderPositionId: opened.id,
        state: 'skipped',
        skipReason: 'pool_too_small',
      }),
    ]);

    // Running again (another process, the next interval) changes nothing.
    await t.app.copyTrading.runDue();
    await t.app.copyTrading.runDue();
    expect(await positionsOf(poolId)).toHaveLength(1);
    expect(await mirrorsOf(big)).toEqual([mirror]);

    // Tuesday: the leader may close (not on the buy day nor T+1), and so may the pool.
    await advance(t, 4 * DAY_S);
    expectOk(await closePosition(t, leader, opened.id));
    await t.app.copyTrading.runDue();
    const [closed] = await mirrorsOf(big);
    expect(closed).toMatchObject({ state: 'closed', poolPositionId: mirror!.poolPositionId });
    const [poolPosition] = await positionsOf(poolId);
    expect(poolPosition).toMatchObject({ status: 'closed' });
    // Closed: the cash is what was followed plus the position's result after every cost.
    const [closedRow] = await t.database.db
      .select()
      .from(positions)
      .where(eq(positions.id, mirror!.poolPositionId!));
    expect(await poolCash()).toBe(add(dec('8000000'), closedRow!.netPnl!));
    await t.app.copyTrading.runDue();
    expect(await mirrorsOf(big)).toEqual([closed]);
    expect(await positionsOf(poolId)).toHaveLength(1);

    // Suspension terminates both products and redeems their followers (the pools hold cash).
    const reason = names('The leader broke the published rules');
    expectOk(await t.callAdmin('/copy/suspendStrategy', { strategyId, reason }, await adminKey()));
    for (const productId of [big, small]) {
      const view = await pool(productId);
      expect(view.product).toMatchObject({ status: 'terminated', closeReason: reason });
      expect(view.waitingRedemptions).toEqual([]);
    }
    const holdings = await t.database.db
      .select()
      .from(copyHoldings)
      .where(eq(copyHoldings.customerId, follower.id));
    expect(holdings.map((row) => row.units)).toEqual(['0', '0']);
    // The leader trades on; nothing is mirrored any more.
    const later = expectOk(await place(t, leader, { symbol: '7203', lots: 1, leverage: 5 }));
    await t.app.copyTrading.runDue();
    expect(
      await t.database.db
        .select()
        .from(copyMirrors)
        .where(eq(copyMirrors.leaderPositionId, later.id)),
    ).toEqual([]);
    expectRefusal(
      await t.call(
        '/copy/follow',
        { productId: big, amount: '100000' },
        { ...follower.headers, 'idempotency-key': ticketKey() },
      ),
      'copy_product_closed',
    );
    await expectLedgerClean(t);
  });

  it('retries a close the trading rules refuse, and skips a trade opened and closed between runs', async () => {
    await withTradingSettings(t, { sellAfterTradingDays: 0 }, async () => {
      const { leader, strategyId } = await approvedLeader();
      const productId = await openProduct(strategyId, 'Quick Pool');
      const follower = await verifiedCustomer(t, '10000000');
      await follow(follower, productId, '8000000');
      const poolId = await poolCustomerOf(productId);

      // Opened at once; the job mirrors it ten minutes later.
      const first = expectOk(await place(t, leader, { symbol: '7203', lots: 10, leverage: 5 }));
      await advance(t, 10 * 60);
      await t.app.copyTrading.runDue();
      expect((await mirrorsOf(productId))[0]).toMatchObject({ state: 'open' });
      // Sixteen minutes after its open the leader closes; the pool's is six minutes old.
      await advance(t, 6 * 60);
      expectOk(await closePosition(t, leader, first.id));
      await t.app.copyTrading.runDue();
      expect((await mirrorsOf(productId))[0]).toMatchObject({
        state: 'open',
        refusalKey: 'close_min_holding_time',
      });
      // Tried again on a later run, once the rule allows it.
      await advance(t, 10 * 60);
      await t.app.copyTrading.runDue();
      expect((await mirrorsOf(productId))[0]).toMatchObject({ state: 'closed', refusalKey: null });

      // Opened and closed while the job did not run (the server was down): recorded as skipped.
      const second = expectOk(await place(t, leader, { symbol: '7203', lots: 10, leverage: 5 }));
      await advance(t, 16 * 60);
      expectOk(await closePosition(t, leader, second.id));
      await t.app.copyTrading.runDue();
      const [skip] = await t.database.db
        .select()
        .from(copyMirrors)
        .where(
          and(eq(copyMirrors.productId, productId), eq(copyMirrors.leaderPositionId, second.id)),
        );
      expect(skip).toMatchObject({ state: 'skipped', skipReason: 'leader_closed' });
      expect(await positionsOf(poolId)).toHaveLength(1);
    });
    await expectLedgerClean(t);
  });

  it('opens nothing new while the product owes waiting redemptions', async () => {
    const { leader, strategyId } = await approvedLeader();
    const productId = await openProduct(strategyId, 'Waiting Pool');
    const follower = await verifiedCustomer(t, '10000000');
    await follow(follower, productId, '8000000');
    const poolId = await poolCustomerOf(productId);
    expectOk(await place(t, leader, { symbol: '7203', lots: 10, leverage: 5 }));
    await t.app.copyTrading.runDue();
    expect(await positionsOf(poolId)).toHaveLength(1);
    // Every unit redeemed: more than the pool's cash, so it waits for the pool to sell (T+1).
    const [holding] = await t.database.db
      .select()
      .from(copyHoldings)
      .where(eq(copyHoldings.customerId, follower.id));
    const redemption = expectOk(
      await t.call(
        '/copy/redeem',
        { productId, units: holding!.units },
        { ...follower.headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(redemption.status).toBe('waiting');
    const second = expectOk(await place(t, leader, { symbol: '7203', lots: 10, leverage: 5 }));
    await t.app.copyTrading.runDue();
    expect(
      await t.database.db
        .select()
        .from(copyMirrors)
        .where(eq(copyMirrors.leaderPositionId, second.id)),
    ).toEqual([]);
    expect(await positionsOf(poolId)).toHaveLength(1);
    await expectLedgerClean(t);
  });
});

async function poolCustomerOf(productId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: copyProducts.poolCustomerId })
    .from(copyProducts)
    .where(eq(copyProducts.id, productId));
  return row!.id!;
}
