import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { positions } from '../../db/schema-trading';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { advance, closePosition, place, ticketKey } from '../trading/testing';
import {
  balances,
  expectLedgerClean,
  expectOk,
  expectRefusal,
  publishedOffering,
  subscribe,
  verifiedCustomer,
} from './testing';

/*
 * Listing (docs/ipo.md, "Listing"): on the listing date the stock joins the market, quoted from
 * the final price, and every paid allotment becomes a long position without leverage at that price
 * whose margin is the payment; the customer may sell it at once.
 */

const { t, admin: adminAtStart } = useTestApp({ operators: ['admin'] });
const admin: Record<string, string> = {};
beforeEach(async () => {
  Object.assign(admin, adminAtStart, await logInOperator(t, 'admin'));
});

const HOUR_S = 3600;
const SYMBOL = '9902';

async function recordOf(customer: { headers: Record<string, string> }) {
  return expectOk(await t.call('/ipo/records', {}, customer.headers)).items[0];
}

describe('listing', () => {
  it('turns paid allotments into positions on the listing date, sellable at once, made once', async () => {
    // Subscribing from an hour ago for 24 h, drawn 2 h after, deadline a day later, listing two
    // days after the deadline (testing.ts).
    const offering = await publishedOffering(t, admin, {
      symbol: SYMBOL,
      lotsOffered: 5,
      finalPrice: '1150',
    });
    const buyer = await verifiedCustomer(t);
    const payer = await verifiedCustomer(t);
    const forgetful = await verifiedCustomer(t);
    expectOk(await subscribe(t, buyer, { offeringId: offering.id, lots: 2 }));
    const manual = expectOk(
      await subscribe(t, payer, { offeringId: offering.id, lots: 1, autoPurchase: false }),
    );
    expectOk(
      await subscribe(t, forgetful, { offeringId: offering.id, lots: 1, autoPurchase: false }),
    );

    // Before the listing the code is a new share, not an unknown product.
    expectRefusal(await place(t, buyer, { symbol: SYMBOL, leverage: 1 }), 'not_yet_listed');
    expectRefusal(await place(t, buyer, { symbol: '9999', leverage: 1 }), 'product_unavailable');

    await advance(t, 27 * HOUR_S);
    expect(await t.app.ipo.runDue()).toMatchObject({ drawn: 1, listed: 0 });
    expectOk(await t.call('/ipo/pay', { applicationId: manual.id }, payer.headers));
    await advance(t, 24 * HOUR_S); // past the purchase deadline: the forgetful win lapses
    expect(await t.app.ipo.runDue()).toMatchObject({ settled: 1, listed: 0 });
    expect(t.market.instrument(SYMBOL)).toBeUndefined();
    const bought = await recordOf(buyer);
    expect(bought).toMatchObject({ status: 'paid', positionId: null });
    expect(expectOk(await t.call('/user/info', {}, buyer.headers)).assets).toMatchObject({
      ipoAllotments: bought.paidAmount,
      marginInUse: '0',
    });

    // The listing date (Japan time) comes.
    await advance(t, 48 * HOUR_S);
    expect(await t.app.ipo.runDue()).toMatchObject({ listed: 1 });
    expect(t.market.instrument(SYMBOL)?.names.en).toBe('Kabuto Test');
    expect(t.market.quote(SYMBOL).prevClose).toBe('1150');

    const listed = await recordOf(buyer);
    expect(listed.positionId).toEqual(expect.any(Number));
    expect((await recordOf(forgetful)).positionId).toBeNull();
    const position = expectOk(
      await t.call('/trade/position', { positionId: listed.positionId }, buyer.headers),
    );
    expect(position).toMatchObject({
      symbol: SYMBOL,
      direction: 'long',
      status: 'holding',
      businessType: 'ipo',
      leverage: 1,
      shares: listed.sharesWon,
      openPrice: '1150',
      margin: listed.paidAmount,
      buyFee: '0',
    });
    // Another customer cannot see it.
    expectRefusal(
      await t.call('/trade/position', { positionId: listed.positionId }, payer.headers),
      'order_not_found',
    );
    // The payment is now the position's margin, not new shares awaiting listing.
    expect(expectOk(await t.call('/user/info', {}, buyer.headers)).assets).toMatchObject({
      ipoAllotments: '0',
      marginInUse: listed.paidAmount,
    });
    const payerRecord = await recordOf(payer);
    expect(payerRecord.positionId).toEqual(expect.any(Number));
    expect(payerRecord.positionId).not.toBe(listed.positionId);

    // The job again (or another process): nothing more is made.
    expect(await t.app.ipo.runDue()).toMatchObject({ listed: 0 });
    const [made] = await t.database.db
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.symbol, SYMBOL));
    expect(made!.n).toBe(2);

    // Sellable at once: no holding time, no settlement-day rule for new shares.
    await advance(t, 60);
    const before = await balances(t, buyer.id);
    const sold = expectOk(await closePosition(t, buyer, listed.positionId, {}, ticketKey()));
    expect(sold).toMatchObject({ status: 'closed', closeReason: 'customer' });
    const after = await balances(t, buyer.id);
    expect(after.margin).toBe('0');
    expect(Number(after.available)).toBeGreaterThan(Number(before.available));
    // Anyone may now trade the listed stock like any other.
    expectOk(await place(t, payer, { symbol: SYMBOL, leverage: 1 }));
    await expectLedgerClean(t);
  });
});
