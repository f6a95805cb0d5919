import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compare,
  divide,
  fromInteger,
  multiply,
  roundTo,
  subtract,
  sum,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { copyHoldings, copyProducts } from '../../db/schema-copy';
import { queryRows } from '../../ledger/rows';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { advance } from '../trading/testing';
import { figuresOf, poolMoney } from './equity';
import { follow, type CopyDeps } from './flows';
import { createHouseStrategy, createProduct, openProduct } from './products';
import { redeem } from './redemptions';
import { valueOf } from './units';

/*
 * The pool on the real database, for any sequence (fast-check): follows, the strategy's real
 * trades through the order engine, the market moving, redemptions (paid at once or after the
 * pool sold). After every step the units reconcile with the holdings, the holders' values add
 * up to the pool's equity less under a yen each, holders with equal units have equal values, and
 * at the end the ledger check holds. The pure arithmetic has its own, larger property test
 * (units.test.ts); this one proves the database, the job and the order engine keep it.
 */

const { t } = useTestApp();
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
const key = () => `pool-property-${(sequence += 1)}`;

type Step =
  | { kind: 'follow'; who: number; amountMan: number }
  | { kind: 'twins'; amountMan: number }
  | { kind: 'run' }
  | { kind: 'advance'; hours: number }
  | { kind: 'redeem'; who: number; percent: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('follow' as const),
    who: fc.integer({ min: 0, max: 2 }),
    amountMan: fc.integer({ min: 10, max: 400 }),
  }),
  fc.record({ kind: fc.constant('twins' as const), amountMan: fc.integer({ min: 10, max: 200 }) }),
  fc.record({ kind: fc.constant('run' as const) }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    who: fc.integer({ min: 0, max: 4 }),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
);

async function checkPool(productId: number) {
  const [product] = await t.database.db
    .select()
    .from(copyProducts)
    .where(eq(copyProducts.id, productId));
  const holdings = await t.database.db
    .select()
    .from(copyHoldings)
    .where(eq(copyHoldings.productId, productId));
  expect(sum(holdings.map((holding) => holding.units))).toBe(product!.units);
  const figures = figuresOf(
    await poolMoney(t.database.db, t.market, product!.poolCustomerId!),
    product!.units,
  );
  const values = holdings.map((holding) => valueOf(figures, holding.units));
  const shortfall = subtract(figures.equity, sum(values));
  if (compare(product!.units, dec('0')) > 0) {
    expect(compare(shortfall, dec('0'))).toBeGreaterThanOrEqual(0);
    expect(compare(shortfall, fromInteger(Math.max(holdings.length, 1)))).toBeLessThan(0);
  }
  const byUnits = new Map<string, DecimalString>();
  for (const [index, holding] of holdings.entries()) {
    const seen = byUnits.get(holding.units);
    if (seen !== undefined) expect(values[index]).toBe(seen);
    byUnits.set(holding.units, values[index]!);
  }
  const [pending] = await queryRows<{ ok: boolean }>(
    t.database.db,
    sql`SELECT bool_and(h.pending_units = coalesce((SELECT sum(r.units) FROM copy_redemptions r
          WHERE r.product_id = h.product_id AND r.customer_id = h.customer_id AND r.flow_id IS NULL), 0)) AS ok
        FROM copy_holdings h WHERE h.product_id = ${productId}`,
  );
  expect(pending!.ok ?? true).toBe(true);
}

describe('a pool on the real database, for any sequence', () => {
  it('keeps units, values and the ledger reconciled through follows, trades, moves and redemptions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        const strategy = await createHouseStrategy(t.database.db, {
          names: names('Kabuto Trend'),
          rule: 'trend',
          basket: ['9432', '7201', '9434', '4689', '9501'],
        });
        const productId = await createProduct(t.database.db, {
          strategyId: strategy.id,
          names: names('Trend Pool'),
          minInvestment: dec('100000'),
          lockupDays: 0,
          subscriptionDeadlineAt: new Date(t.clock.now().getTime() + 400 * DAY_S * 1000),
          performanceFeeRate: dec('0.2'),
          capacity: dec('1000000000'),
        });
        await openProduct(t.database.db, productId, t.clock.now());
        const people = [];
        for (let index = 0; index < 5; index += 1)
          people.push(await verifiedCustomer(t, '50000000'));
        for (const action of steps) {
          try {
            if (action.kind === 'follow' || action.kind === 'twins') {
              const amount = multiply(fromInteger(action.amountMan), dec('10000'));
              const who = action.kind === 'twins' ? [3, 4] : [action.who];
              for (const index of who) {
                await follow(deps(), as(people[index]!), { productId, amount }, key());
              }
            } else if (action.kind === 'run') {
              await t.app.copyTrading.runDue();
            } else if (action.kind === 'advance') {
              await advance(t, action.hours * 3600);
            } else {
              const [holding] = await t.database.db
                .select()
                .from(copyHoldings)
                .where(
                  sql`${copyHoldings.productId} = ${productId} AND ${copyHoldings.customerId} = ${people[action.who]!.id}`,
                );
              if (!holding) continue;
              const free = subtract(holding.units, holding.pendingUnits);
              const units = roundTo(
                divide(multiply(free, fromInteger(action.percent)), fromInteger(100)),
                6,
                'down',
              );
              await redeem(deps(), as(people[action.who]!), { productId, units }, key());
            }
          } catch (error) {
            // A rule's refusal (a unit too small, the session closed) changes nothing.
            if (!(error instanceof AppError)) throw error;
          }
          await checkPool(productId);
        }
      }),
      { numRuns: 6, seed: 20261127, endOnFailure: true },
    );
    await expectLedgerClean(t);
  }, 240_000);
});
