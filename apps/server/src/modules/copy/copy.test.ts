import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { copyFlows } from '../../db/schema-copy';
import type { Queryable } from '../../db/client';
import { creditFromBankClearing, getCustomerWallets } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { tradingCustomer } from '../trading/testing';
import { follow, type CopyDeps } from './flows';
import { flowsOf, redeem } from './redemptions';
import { createHouseStrategy, createProduct, openProduct } from './products';

/*
 * Following and redeeming a copy-trading pool (docs/copy-trading.md, ADR 0029) on the real
 * database: exact yen, the ledger's entries, every refusal's key, keys replayed, and a pool's
 * managed account that can never sign in or be listed as a customer.
 */

const { t, admin } = useTestApp({ operators: ['admin'] });
const DAY_S = 86_400;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });

const deps = (): CopyDeps => ({ db: t.database.db, clock: t.clock, market: t.market });
const as = (customer: Customer, restrictions: string[] = []): AuthenticatedCustomer =>
  ({ id: customer.id, account: customer.account, sessionId: 0, restrictions }) as never;

/** Whether the product's units are the sum of its holdings' units. */
async function unitsReconcile(db: Queryable, productId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT (SELECT units FROM copy_products WHERE id = ${productId})
             = (SELECT coalesce(sum(units), 0) FROM copy_holdings WHERE product_id = ${productId}) AS ok`,
  );
  return row!.ok;
}

let keySequence = 0;
const key = () => `copy-test-${(keySequence += 1)}`;

async function openedProduct(overrides: Record<string, unknown> = {}) {
  const db = t.database.db;
  const { id: strategyId } = await createHouseStrategy(db, {
    names: names('Kabuto Trend'),
    rule: 'trend',
    basket: ['7203', '6758'],
  });
  const productId = await createProduct(db, {
    strategyId,
    names: names('Kabuto Trend Pool'),
    minInvestment: dec('100000'),
    lockupDays: 7,
    subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 30 * DAY_S * 1000),
    performanceFeeRate: dec('0.2'),
    capacity: dec('100000000'),
    ...overrides,
  });
  return openProduct(db, productId, t.clock.now());
}

async function available(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return jpy!.available;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'no refusal';
}

describe('a copy-trading pool', () => {
  it('follows at the NAV, redeems after the lock-up with the fee above the high-water mark, in exact yen', async () => {
    const product = await openedProduct();
    const pool = product.poolCustomerId!;
    const first = await verifiedCustomer(t);
    const second = await verifiedCustomer(t);

    const a = await follow(
      deps(),
      as(first),
      { productId: product.id, amount: dec('1000000') },
      key(),
    );
    expect(a).toMatchObject({ kind: 'follow', units: '100', nav: '10000', amount: '1000000' });
    const b = await follow(
      deps(),
      as(second),
      { productId: product.id, amount: dec('500000') },
      key(),
    );
    expect(b).toMatchObject({ units: '50', nav: '10000' });
    expect(await available(first.id)).toBe('9000000');
    expect(await available(pool)).toBe('1500000');

    // The pool earns ¥300,000 (here credited directly; mirrored trades come with the next step):
    // equity 1,800,000 for 150 units, NAV 12,000.
    await t.database.db.transaction((tx) =>
      creditFromBankClearing(tx, {
        type: 'deposit',
        reason: 'Test: the pool’s gain',
        idempotencyKey: `copy-test-gain-${product.id}`,
        customerId: pool,
        currency: 'JPY',
        amount: canonicalDecimal('300000'),
      }),
    );
    expect(
      await refusal(redeem(deps(), as(first), { productId: product.id, units: dec('100') }, key())),
    ).toBe('copy_lockup_not_ended');
    t.clock.advanceSeconds(7 * DAY_S);
    const request = await redeem(
      deps(),
      as(first),
      { productId: product.id, units: dec('100') },
      key(),
    );
    // Paid at once: the pool's cash covers it.
    expect(request).toMatchObject({ reason: 'request', units: '100' });
    const out = (await flowsOf(t.database.db, [request])).get(request.flowId!);
    // 100 x 12,000 = 1,200,000; fee 20% x (12,000 - 10,000) x 100 = 40,000.
    expect(out).toMatchObject({
      kind: 'redeem',
      units: '100',
      nav: '12000',
      amount: '1200000',
      fee: '40000',
      net: '1160000',
    });
    expect(await available(first.id)).toBe('10160000');
    expect(await available(pool)).toBe('600000');
    // The second follower's 50 units are still worth 600,000: nobody's exit took from them.
    expect(await unitsReconcile(t.database.db, product.id)).toBe(true);
    await expectLedgerClean(t);
  });

  it('refuses with the rule’s key and changes nothing', async () => {
    const product = await openedProduct();
    const customer = await verifiedCustomer(t);
    const stranger = await verifiedCustomer(t);
    const unverified = await tradingCustomer(t);
    const flowsBefore = await t.database.db.select().from(copyFlows);
    const tryFollow = (who: Customer, amount: string, productId = product.id, r: string[] = []) =>
      refusal(follow(deps(), as(who, r), { productId, amount: dec(amount) }, key()));

    expect(await tryFollow(unverified, '200000')).toBe('verification_required');
    expect(await tryFollow(customer, '200000', product.id, ['frozen'])).toBe('account_frozen');
    expect(await tryFollow(customer, '99999')).toBe('copy_minimum_not_met');
    expect(await tryFollow(customer, '200000', 999_999)).toBe('copy_product_not_found');
    expect(await tryFollow(customer, '20000000')).toBe('insufficient_available_balance');
    const small = await openedProduct({ capacity: dec('300000') });
    expect(await tryFollow(customer, '300001', small.id)).toBe('copy_product_full');
    const draft = await createProduct(t.database.db, {
      strategyId: product.strategyId,
      names: names('Draft'),
      minInvestment: dec('1'),
      lockupDays: 0,
      subscriptionDeadlineAt: new Date(t.clock.now().getTime() + DAY_S * 1000),
      performanceFeeRate: dec('0'),
      capacity: dec('1000000'),
    });
    expect(await tryFollow(customer, '200000', draft)).toBe('copy_product_not_found');
    expect(await t.database.db.select().from(copyFlows)).toEqual(flowsBefore);

    await follow(deps(), as(customer), { productId: product.id, amount: dec('200000') }, key());
    const tryRedeem = (who: Customer, units: string) =>
      refusal(redeem(deps(), as(who), { productId: product.id, units: dec(units) }, key()));
    expect(await tryRedeem(stranger, '1')).toBe('copy_holding_not_found');
    t.clock.advanceSeconds(8 * DAY_S);
    expect(await tryRedeem(customer, '21')).toBe('copy_units_invalid');
    expect(await tryRedeem(customer, '0')).toBe('copy_units_invalid');
    t.clock.advanceSeconds(30 * DAY_S);
    expect(await tryFollow(customer, '200000')).toBe('copy_trade_deadline_passed');
    await expectLedgerClean(t);
  });

  it('answers a retried key with the first flow, also when twenty arrive at once', async () => {
    const product = await openedProduct();
    const customer = await verifiedCustomer(t);
    const same = key();
    const body = { productId: product.id, amount: dec('150000') };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => follow(deps(), as(customer), body, same)),
    );
    expect(new Set(answers.map((flow) => flow.id)).size).toBe(1);
    expect(await available(customer.id)).toBe('9850000');
    expect(
      await refusal(
        follow(deps(), as(customer), { productId: product.id, amount: dec('160000') }, same),
      ),
    ).toBe('key_mismatch');
    expect(await unitsReconcile(t.database.db, product.id)).toBe(true);
    await expectLedgerClean(t);
  });

  it('its managed account never signs in and is not listed as a customer', async () => {
    const product = await openedProduct();
    const account = `pool-${product.id}`;
    const login = await t.call('/user/login', { account, password: 'anything-at-all-1' });
    expect(login.status).toBe(0);
    const found = await t.callAdmin('/customers/search', { query: 'pool' }, admin);
    expect(JSON.stringify(found.data)).not.toContain(account);
    const [row] = await t.database.db
      .select()
      .from(copyFlows)
      .where(eq(copyFlows.productId, product.id));
    expect(row).toBeUndefined();
  });
});
