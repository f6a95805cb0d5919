import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-operators';
import { useTestApp } from '../../test/use-test-app';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk, expectRefusal, ticketKey } from '../trading/testing';
import { HOUSE_RULES } from './house/rules';

/*
 * Copy trading through the real endpoints: the console creates a house strategy and a product and
 * opens it (audited, replayed on a retried key); customers see only open products with realised
 * figures, follow with a key, see their own records and nobody else's.
 */

const { t, admin, support } = useTestApp({ operators: ['admin', 'support'] });
const DAY_MS = 86_400_000;
const names = (en: string) => ({ ja: `${en}（日本語）`, 'zh-TW': `${en}（中文）`, en });

async function openProductThroughConsole() {
  const strategy = expectOk(
    await t.callAdmin(
      '/copy/saveStrategy',
      {
        names: names('Kabuto Trend'),
        rule: 'trend',
        basket: ['7203', '6758', '9984'],
        reason: 'New house strategy',
      },
      { ...admin, 'idempotency-key': ticketKey() },
    ),
  );
  const draft = expectOk(
    await t.callAdmin(
      '/copy/saveProduct',
      {
        strategyId: strategy.id,
        names: names('Trend Pool'),
        minInvestment: '100000',
        lockupDays: 7,
        subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
        performanceFeeRate: '0.2',
        capacity: '50000000',
        reason: 'Launch',
      },
      { ...admin, 'idempotency-key': ticketKey() },
    ),
  );
  expect(draft).toMatchObject({ status: 'draft', units: '0', nav: '10000', fundSize: '0' });
  const openKey = ticketKey();
  const opened = expectOk(
    await t.callAdmin(
      '/copy/openProduct',
      { productId: draft.id, reason: 'Ready' },
      { ...admin, 'idempotency-key': openKey },
    ),
  );
  expect(opened.status).toBe('open');
  // A retried click answers the first opening; a new one is a duplicate.
  expect(
    expectOk(
      await t.callAdmin(
        '/copy/openProduct',
        { productId: draft.id, reason: 'Ready' },
        { ...admin, 'idempotency-key': openKey },
      ),
    ).status,
  ).toBe('open');
  expectRefusal(
    await t.callAdmin(
      '/copy/openProduct',
      { productId: draft.id, reason: 'Again' },
      { ...admin, 'idempotency-key': ticketKey() },
    ),
    'duplicate_operation',
  );
  return opened as { id: number };
}

describe('copy trading endpoints', () => {
  it('a house strategy publishes its rule’s own text and trades only listed symbols', async () => {
    const saved = expectOk(
      await t.callAdmin(
        '/copy/saveStrategy',
        { names: names('Rebound'), rule: 'rebound', basket: ['7203', '8306'], reason: 'New' },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
    );
    expect(saved).toMatchObject({ kind: 'house', rule: 'rebound', basket: ['7203', '8306'] });
    expect(saved.description.en).toBe(HOUSE_RULES.rebound.description.en);
    expectRefusal(
      await t.callAdmin(
        '/copy/saveStrategy',
        { names: names('Nowhere'), rule: 'trend', basket: ['7203', '9998'], reason: 'New' },
        { ...admin, 'idempotency-key': ticketKey() },
      ),
      'product_unavailable',
    );
  });

  it('from the console’s product to a follower’s record, audited, scoped to the follower', async () => {
    const product = await openProductThroughConsole();
    const audits = await t.database.db.select().from(auditLog);
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['copy.create_strategy', 'copy.create_product', 'copy.open_product']),
    );
    // Support reads, never changes.
    expectOk(await t.callAdmin('/copy/products', {}, support));
    expectRefusal(
      await t.callAdmin(
        '/copy/saveStrategy',
        { names: names('X'), rule: 'trend', basket: ['7203'], reason: 'no' },
        { ...support, 'idempotency-key': ticketKey() },
      ),
      'forbidden',
    );

    // Anyone may read the open products; figures are realised ones.
    const listed = expectOk(await t.call('/copy/products', {}));
    expect(listed.find((row: { id: number }) => row.id === product.id)).toMatchObject({
      status: 'open',
      fundSize: '0',
      nav: '10000',
      returnSinceStart: '0',
      followers: 0,
      myHolding: null,
      issuer: { kind: 'house' },
    });

    const follower = await verifiedCustomer(t);
    const other = await verifiedCustomer(t);
    expectRefusal(
      await t.call('/copy/follow', { productId: product.id, amount: '300000' }, follower.headers),
      'idempotency_key_required',
    );
    const flow = expectOk(
      await t.call(
        '/copy/follow',
        { productId: product.id, amount: '300000' },
        { ...follower.headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(flow).toMatchObject({ kind: 'follow', units: '30', nav: '10000', amount: '300000' });
    expectRefusal(
      await t.call(
        '/copy/redeem',
        { productId: product.id, units: '30' },
        { ...follower.headers, 'idempotency-key': ticketKey() },
      ),
      'copy_lockup_not_ended',
    );

    const detail = expectOk(
      await t.call('/copy/product', { productId: product.id }, follower.headers),
    );
    expect(detail).toMatchObject({
      fundSize: '300000',
      cash: '300000',
      units: '30',
      followers: 1,
      myHolding: { units: '30', value: '300000', invested: '300000', profit: '0' },
    });
    const [record] = expectOk(await t.call('/copy/records', {}, follower.headers));
    expect(record).toMatchObject({
      status: 'in_progress',
      holding: { units: '30', value: '300000' },
      product: { id: product.id },
    });
    expect(record.flows).toHaveLength(1);
    // Another customer sees none of it.
    expect(expectOk(await t.call('/copy/records', {}, other.headers))).toEqual([]);
    expect(
      expectOk(await t.call('/copy/product', { productId: product.id }, other.headers)).myHolding,
    ).toBeNull();
    expectRefusal(
      await t.call(
        '/copy/redeem',
        { productId: product.id, units: '1' },
        { ...other.headers, 'idempotency-key': ticketKey() },
      ),
      'copy_holding_not_found',
    );
    expectRefusal(
      await t.call('/copy/product', { productId: 987654 }, {}),
      'copy_product_not_found',
    );
    await expectLedgerClean(t);
  });
});
