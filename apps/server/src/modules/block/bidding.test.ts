import { describe, expect, it } from 'vitest';
import type { BiddingBidView, BiddingOfferingView } from '@kabuto/contract';
import { verifyDrawDocument } from '@kabuto/lottery';
import { canonicalDecimal, subtract } from '@kabuto/money';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { verifiedCustomer, expectLedgerClean } from '../ipo/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import {
  HOUR_S,
  costOf,
  expectBalances,
  myBids,
  offerForBidding,
  placeBid,
  plus,
  priceBelowClose,
  wallet,
} from './bidding-testing';
import { verifyBiddingDocument } from '@kabuto/lottery';

/*
 * Agreed-price bidding (docs/off-auction.md) through the API: the clearing price, the tie at it
 * shared in proportion with the remainder drawn, every winner paying the clearing price with the
 * rest given back, positions at that price, the demand curve sealed until the close, and the
 * money of every step balanced.
 */

const { t } = useTestApp({ operators: ['admin'] });
const FUNDED = '100000000';

describe('agreed-price bidding', () => {
  it('clears at the highest price covering the block; the tie shares in proportion, the rest drawn', async () => {
    const offering = await offerForBidding(t, '7203');
    const floor = offering.floorPrice;
    const [a, b, c, d, e] = await Promise.all(
      Array.from({ length: 5 }, () => verifiedCustomer(t, FUNDED)),
    );
    // 10 lots. a 4 at floor+20; b 3, c 3, d 2 at floor+10; e 5 at the floor. Demand from the top:
    // 4, 12 ≥ 10: floor+10 clears; 6 lots left for the 8 tied: b 2, c 2, d 1, and 1 drawn.
    const asks = [
      [a!, plus(floor, 20), 4],
      [b!, plus(floor, 10), 3],
      [c!, plus(floor, 10), 3],
      [d!, plus(floor, 10), 2],
      [e!, floor, 5],
    ] as const;
    for (const [customer, price, lots] of asks) {
      const bid = expectOk<BiddingBidView>(await placeBid(t, customer, offering.id, price, lots));
      expect(bid).toMatchObject({ status: 'pending', price, lots, amount: costOf(price, lots) });
      expect((await wallet(t, customer.id)).held).toBe(costOf(price, lots));
    }
    // Sealed: customers see no demand and no curve before the close; the console sees the demand.
    const seen = expectOk<BiddingOfferingView[]>(
      await t.call('/bidding/offerings', {}, a!.headers),
    );
    expect(seen.find((row) => row.id === offering.id)).toMatchObject({
      lotsBid: null,
      bidders: null,
      clearingPrice: null,
    });
    expect(expectOk(await t.call('/bidding/demand', { offeringId: offering.id }))).toMatchObject({
      published: false,
      levels: [],
    });
    expect(expectOk(await t.call('/bidding/document', { offeringId: offering.id }))).toMatchObject({
      document: null,
    });
    const desk = await logInOperator(t, 'admin');
    const [watched] = expectOk(await t.callAdmin('/bidding/offerings', {}, desk));
    expect(watched).toMatchObject({ lotsBid: 17, bidders: 5 });

    expect(await t.app.block.runDue()).toBe(0);
    t.clock.advanceSeconds(3 * HOUR_S);
    const runs = await Promise.all([t.app.block.runDue(), t.app.block.runDue()]);
    expect(runs[0] + runs[1]).toBe(1);

    const clearing = plus(floor, 10);
    const demand = expectOk(await t.call('/bidding/demand', { offeringId: offering.id }));
    expect(demand).toEqual({
      offeringId: offering.id,
      status: 'allocated',
      lotsOffered: 10,
      published: true,
      clearingPrice: clearing,
      levels: [
        { price: plus(floor, 20), lots: 4, cumulativeLots: 4 },
        { price: clearing, lots: 8, cumulativeLots: 12 },
        { price: floor, lots: 5, cumulativeLots: 17 },
      ],
    });
    const { document } = expectOk(await t.call('/bidding/document', { offeringId: offering.id }));
    expect(verifyBiddingDocument(document)).toEqual({ ok: true });
    expect(document.commitment).toBe(offering.commitment);
    expect(verifyDrawDocument(document.remainderDraw)).toEqual({ ok: true });
    const drawn: string = document.remainderDraw.allocation[0].entry;

    const proportional = [4, 2, 2, 1, 0];
    let filledLots = 0;
    for (const [index, [customer, price, lots]] of asks.entries()) {
      const [record] = await myBids(t, customer);
      const filled = proportional[index]! + (record!.entryHash === drawn ? 1 : 0);
      filledLots += filled;
      const paid = costOf(clearing, filled);
      expect(record).toMatchObject({
        status: filled > 0 ? 'approved' : 'rejected',
        rejectReason: filled > 0 ? null : 'not_allocated',
        lotsFilled: filled,
        clearingPrice: clearing,
        paid,
        refunded: subtract(costOf(price, lots), paid),
      });
      expectBalances(await wallet(t, customer.id), FUNDED, paid);
      if (filled > 0) {
        const position = expectOk(
          await t.call('/trade/position', { positionId: record!.positionId }, customer.headers),
        );
        expect(position).toMatchObject({
          direction: 'long',
          leverage: 1,
          openPrice: clearing,
          lots: filled,
          buyFee: '0',
        });
      }
    }
    expect(filledLots).toBe(10);
    // a bid 20 yen above the clearing price for 4 lots: it pays the clearing price: 4 × 1,000 × ¥10 = ¥40,000 back.
    const [aRecord] = await myBids(t, a!);
    expect(aRecord!.refunded).toBe('40000');
    // Fund records name each entry with the bid's number.
    const records = expectOk<{ items: { type: string; orderNo: string }[] }>(
      await t.call('/funding/records', { tab: 'all', limit: 50 }, a!.headers),
    );
    const bidNo = `BD${String(aRecord!.id).padStart(8, '0')}`;
    expect(
      records.items
        .filter((item) => item.orderNo === bidNo)
        .map((item) => item.type)
        .sort(),
    ).toEqual(['bidding_hold', 'bidding_payment', 'bidding_release']);
    await expectLedgerClean(t);
  });

  it('fills every bid at the lowest price bid when the block is larger than the demand', async () => {
    const offering = await offerForBidding(t, '6758');
    const floor = offering.floorPrice;
    const [a, b] = await Promise.all([verifiedCustomer(t, FUNDED), verifiedCustomer(t, FUNDED)]);
    expectOk(await placeBid(t, a, offering.id, plus(floor, 20), 2));
    expectOk(await placeBid(t, b, offering.id, floor, 1));
    t.clock.advanceSeconds(3 * HOUR_S);
    expect(await t.app.block.runDue()).toBe(1);
    const [aBid] = await myBids(t, a);
    const [bBid] = await myBids(t, b);
    expect(aBid).toMatchObject({
      status: 'approved',
      lotsFilled: 2,
      clearingPrice: floor,
      paid: costOf(floor, 2),
      refunded: '40000',
    });
    expect(bBid).toMatchObject({ status: 'approved', lotsFilled: 1, paid: costOf(floor, 1) });
    const seen = expectOk<BiddingOfferingView[]>(await t.call('/bidding/offerings', {}));
    expect(seen.find((row) => row.id === offering.id)).toMatchObject({
      status: 'allocated',
      clearingPrice: floor,
      lotsAllocated: 3,
      lotsBid: 3,
      bidders: 2,
    });
    expectBalances(await wallet(t, a.id), FUNDED, costOf(floor, 2));
    await expectLedgerClean(t);
  });

  it('closes an offering nobody bid for, with no price', async () => {
    const offering = await offerForBidding(t, '8306');
    t.clock.advanceSeconds(3 * HOUR_S);
    expect(await t.app.block.runDue()).toBe(1);
    expect(expectOk(await t.call('/bidding/demand', { offeringId: offering.id }))).toMatchObject({
      published: true,
      clearingPrice: null,
      levels: [],
    });
  });

  it('refuses an offering that is not valid', async () => {
    const desk = await logInOperator(t, 'admin');
    const now = t.clock.now().getTime();
    const body = {
      symbol: '7203',
      floorPrice: priceBelowClose(t, '7203', '0.97'),
      lotsOffered: 5,
      minLots: 1,
      maxLots: 2,
      opensAt: new Date(now - HOUR_S * 1000).toISOString(),
      closesAt: new Date(now + HOUR_S * 1000).toISOString(),
      reason: 'Test',
    };
    expectRefusal(
      await t.callAdmin('/bidding/saveOffering', { ...body, minLots: 3 }, desk),
      'bidding_offering_invalid',
    );
    expectRefusal(
      await t.callAdmin(
        '/bidding/saveOffering',
        { ...body, closesAt: new Date(now - 60_000).toISOString() },
        desk,
      ),
      'bidding_offering_invalid',
    );
    const limitUp = t.market.quote('7203').limitUp;
    expectRefusal(
      await t.callAdmin('/bidding/saveOffering', { ...body, floorPrice: plus(limitUp, 10) }, desk),
      'bidding_floor_invalid',
    );
    expectRefusal(
      await t.callAdmin(
        '/bidding/saveOffering',
        { ...body, floorPrice: subtract(body.floorPrice, canonicalDecimal('0.3')) },
        desk,
      ),
      'bidding_floor_invalid',
    );
  });
});
