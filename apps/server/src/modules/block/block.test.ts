import { describe, expect, it } from 'vitest';
import type { BlockApplicationView, BlockOfferingView } from '@kabuto/contract';
import { verifyDrawDocument } from '@kabuto/lottery';
import { canonicalDecimal, fromInteger, multiply, type DecimalString } from '@kabuto/money';
import { getCustomerWallets } from '../../ledger';
import { decimalToTenths, tenthsToDecimal } from '../../market-data/price-units';
import { roundTenthsToTick } from '../../market-data/ticks';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { newCustomer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk, expectRefusal, ticketKey } from '../trading/testing';

/*
 * Block trades (docs/off-auction.md): an offering announced within ±7% of the previous close,
 * applications held, and at the window's close everyone filled or the lottery's allocation;
 * positions at the offering price, the rest given back, the draw recomputable.
 */

const { t, admin } = useTestApp({ operators: ['admin'] });
const HOUR_S = 3600;
const LOT = 1000;
let symbolIndex = 0;
const SYMBOLS = ['7203', '6758', '9984', '8306', '9432', '7267'];

/** A price `discount` below the previous close, on the tick grid. */
function priceBelowClose(symbol: string, discount: string): DecimalString {
  const quote = t.market.quote(symbol);
  const reference = quote.prevClose ?? quote.last;
  const target = multiply(reference, canonicalDecimal(discount));
  const table = t.market.instrument(symbol)!.tickTable;
  return tenthsToDecimal(
    roundTenthsToTick(decimalToTenths(canonicalDecimal(target.split('.')[0]!)), table, 'down'),
  );
}

async function announce(overrides: Record<string, unknown> = {}) {
  const symbol = SYMBOLS[symbolIndex++ % SYMBOLS.length]!;
  const now = t.clock.now().getTime();
  const desk = await logInOperator(t, 'admin');
  return expectOk<BlockOfferingView>(
    await t.callAdmin(
      '/block/saveOffering',
      {
        symbol,
        price: priceBelowClose(symbol, '0.97'),
        lotsOffered: 3,
        minLots: 1,
        maxLots: 2,
        minBuyAmount: '100000',
        opensAt: new Date(now - HOUR_S * 1000).toISOString(),
        closesAt: new Date(now + 2 * HOUR_S * 1000).toISOString(),
        reason: 'Distribution by a large holder',
        ...overrides,
      },
      desk,
    ),
  );
}

const apply = (customer: Customer, offeringId: number, lots: number, key = ticketKey()) =>
  t.call('/block/apply', { offeringId, lots }, { ...customer.headers, 'idempotency-key': key });

async function balances(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return { available: jpy!.available, held: jpy!.held, margin: jpy!.margin };
}

describe('block trades', () => {
  it('draws 3 lots among 5 asked for: winners hold positions at the offering price, the rest is given back', async () => {
    const offering = await announce();
    expect(offering).toMatchObject({ status: 'open', lotsOffered: 3, lotShares: LOT });
    const lotCost = multiply(offering.price, fromInteger(LOT));
    const customers = await Promise.all([
      verifiedCustomer(t),
      verifiedCustomer(t),
      verifiedCustomer(t),
    ]);
    const asked = [2, 2, 1];
    for (const [index, customer] of customers.entries()) {
      const applied = expectOk<BlockApplicationView>(
        await apply(customer, offering.id, asked[index]!),
      );
      expect(applied).toMatchObject({
        status: 'pending',
        amount: multiply(lotCost, fromInteger(asked[index]!)),
      });
      expect(await balances(customer.id)).toMatchObject({ held: applied.amount });
    }
    const listed = expectOk<BlockOfferingView[]>(
      await t.call('/block/offerings', {}, customers[0].headers),
    );
    expect(listed.find((row) => row.id === offering.id)).toMatchObject({
      lotsApplied: 5,
      applicants: 3,
    });

    // Before the close nothing is allocated; after it, once, however often the job runs.
    expect(await t.app.block.runDue()).toBe(0);
    t.clock.advanceSeconds(3 * HOUR_S);
    const runs = await Promise.all([t.app.block.runDue(), t.app.block.runDue()]);
    expect(runs[0] + runs[1]).toBe(1);

    let filledLots = 0;
    for (const [index, customer] of customers.entries()) {
      const [record] = expectOk<BlockApplicationView[]>(
        await t.call('/block/records', {}, customer.headers),
      );
      const filled = record!.lotsFilled;
      filledLots += filled;
      const cost = multiply(lotCost, fromInteger(filled));
      expect(record).toMatchObject({
        status: filled > 0 ? 'approved' : 'rejected',
        rejectReason: filled > 0 ? null : 'not_allocated',
        turnover: cost,
      });
      expect(await balances(customer.id)).toEqual({
        available: canonicalDecimal(String(10_000_000 - Number(cost))),
        held: '0',
        margin: cost,
      });
      if (filled > 0) {
        const position = expectOk(
          await t.call('/trade/position', { positionId: record!.positionId }, customer.headers),
        );
        expect(position).toMatchObject({
          direction: 'long',
          leverage: 1,
          openPrice: offering.price,
          lots: filled,
          buyFee: '0',
        });
      }
      expect(filled).toBeLessThanOrEqual(asked[index]!);
    }
    expect(filledLots).toBe(3);
    const draw = expectOk(await t.call('/block/draw', { offeringId: offering.id }));
    expect(verifyDrawDocument(draw.document)).toEqual({ ok: true });
    expect(draw.document.commitment).toBe(offering.commitment);
    await expectLedgerClean(t);
  });

  it('fills everyone when the block covers the demand', async () => {
    const offering = await announce({ lotsOffered: 10, maxLots: 2 });
    const [a, b] = await Promise.all([verifiedCustomer(t), verifiedCustomer(t)]);
    expectOk(await apply(a, offering.id, 2));
    expectOk(await apply(b, offering.id, 1));
    t.clock.advanceSeconds(3 * HOUR_S);
    expect(await t.app.block.runDue()).toBe(1);
    for (const [customer, lots] of [
      [a, 2],
      [b, 1],
    ] as const) {
      const [record] = expectOk<BlockApplicationView[]>(
        await t.call('/block/records', {}, customer.headers),
      );
      expect(record).toMatchObject({ status: 'approved', lotsFilled: lots });
    }
    await expectLedgerClean(t);
  });

  it('refuses what the rules refuse, one purchase a day, and keeps applications their owner’s', async () => {
    const desk = await logInOperator(t, 'admin');
    const now = t.clock.now().getTime();
    const window = {
      opensAt: new Date(now - HOUR_S * 1000).toISOString(),
      closesAt: new Date(now + HOUR_S * 1000).toISOString(),
      lotsOffered: 5,
      minLots: 1,
      maxLots: 2,
      minBuyAmount: '0',
      reason: 'Test',
    };
    expectRefusal(
      await t.callAdmin(
        '/block/saveOffering',
        { ...window, symbol: '7203', price: priceBelowClose('7203', '0.92') },
        desk,
      ),
      'block_price_out_of_band',
    );
    expectRefusal(
      await t.callAdmin(
        '/block/saveOffering',
        { ...window, symbol: '7203', price: priceBelowClose('7203', '0.97'), minLots: 3 },
        desk,
      ),
      'block_offering_invalid',
    );

    const offering = await announce({ minBuyAmount: '999999999' });
    const other = await announce();
    const customer = await verifiedCustomer(t);
    const stranger = await verifiedCustomer(t);
    expectRefusal(await apply(await newCustomer(t), other.id, 1), 'verification_required');
    expectRefusal(await apply(customer, offering.id, 1), 'block_below_minimum_amount');
    expectRefusal(await apply(customer, other.id, 3), 'block_lots_out_of_range');
    expectRefusal(await apply(customer, other.id + 1000, 1), 'block_offering_not_found');

    // 50 applications at once, each with its own key: one is made, one hold.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => apply(customer, other.id, 1)),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 1)) {
      expect(['block_already_applied', 'block_one_purchase_per_day']).toContain(answer.msg);
    }
    const applied = answers.find((answer) => answer.status === 1)!.data as BlockApplicationView;
    expect(await balances(customer.id)).toMatchObject({ held: applied.amount });
    // A second offering the same day: one purchase a day.
    const third = await announce();
    expectRefusal(await apply(customer, third.id, 1), 'block_one_purchase_per_day');

    // Another customer sees none of it.
    expect(expectOk(await t.call('/block/records', {}, stranger.headers))).toEqual([]);
    const seen = expectOk<BlockOfferingView[]>(
      await t.call('/block/offerings', {}, stranger.headers),
    );
    expect(seen.find((row) => row.id === other.id)?.myApplication).toBeNull();

    // Withdrawn: every hold given back, the application rejected with the reason.
    expectOk(
      await t.callAdmin(
        '/block/cancel',
        { offeringId: other.id, reason: 'The holder withdrew', reasonLocale: 'en' },
        await logInOperator(t, 'admin'),
      ),
    );
    expect(await balances(customer.id)).toMatchObject({ held: '0', available: '10000000' });
    const [record] = expectOk<BlockApplicationView[]>(
      await t.call('/block/records', {}, customer.headers),
    );
    expect(record).toMatchObject({ status: 'rejected', rejectReason: 'offering_cancelled' });
    // After the close: closed.
    t.clock.advanceSeconds(3 * HOUR_S);
    expectRefusal(await apply(stranger, third.id, 1), 'block_trade_closed');
    await expectLedgerClean(t);
    void admin;
  });
});
