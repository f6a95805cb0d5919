import { describe, expect, it } from 'vitest';
import type { BiddingBidView, BiddingOfferingView } from '@kabuto/contract';
import { canonicalDecimal, subtract } from '@kabuto/money';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { auditActions, newCustomer } from '../funding/testing';
import { verifiedCustomer, expectLedgerClean } from '../ipo/testing';
import { expectOk, expectRefusal, ticketKey } from '../trading/testing';
import { HOUR_S, costOf, myBids, offerForBidding, placeBid, plus, wallet } from './bidding-testing';

/*
 * Every rule of a bid (docs/off-auction.md, "Agreed-price bidding"), each refusal by its catalogue
 * key: who may bid, the window, the lots, the price (tick grid, floor, price limits), one live bid
 * per offering (50 at once make one), replays by key, withdrawal, another customer's bids out of
 * sight, and a withdrawn offering giving every hold back.
 */

const { t } = useTestApp({ operators: ['admin'] });

describe('the rules of a bid', () => {
  it('refuses what the rules refuse, each with its key', async () => {
    const offering = await offerForBidding(t, '7203', { maxLots: 2 });
    const floor = offering.floorPrice;
    const customer = await verifiedCustomer(t);
    expectRefusal(
      await placeBid(t, await newCustomer(t), offering.id, floor, 1),
      'verification_required',
    );
    expectRefusal(
      await placeBid(t, customer, offering.id + 1000, floor, 1),
      'bidding_offering_not_found',
    );
    expectRefusal(await placeBid(t, customer, offering.id, floor, 3), 'bidding_lots_out_of_range');
    expectRefusal(await placeBid(t, customer, offering.id, floor, 0), 'bidding_lots_invalid');
    expectRefusal(await placeBid(t, customer, offering.id, 'abc', 1), 'bidding_price_invalid');
    expectRefusal(
      await placeBid(t, customer, offering.id, plus(floor, -10), 1),
      'bidding_price_below_floor',
    );
    expectRefusal(
      await placeBid(
        t,
        customer,
        offering.id,
        subtract(plus(floor, 10), canonicalDecimal('0.3')),
        1,
      ),
      'price_not_on_tick',
    );
    const limitUp = t.market.quote('7203').limitUp;
    expectRefusal(
      await placeBid(t, customer, offering.id, plus(limitUp, 10), 1),
      'exceeds_price_limit',
    );
    const poor = await verifiedCustomer(t, '1000');
    expectRefusal(await placeBid(t, poor, offering.id, floor, 1), 'insufficient_available_balance');
    const admin = await logInOperator(t, 'admin');
    for (const [kind, key] of [
      ['trade_barred', 'account_trade_barred'],
      ['frozen', 'account_frozen'],
    ] as const) {
      const restricted = await verifiedCustomer(t);
      expectOk(
        await t.callAdmin(
          '/customers/restrict',
          { customerId: restricted.id, kind, reason: 'Restriction test', reasonLocale: 'en' },
          admin,
        ),
      );
      expectRefusal(await placeBid(t, restricted, offering.id, floor, 1), key);
    }
    expect(await wallet(t, customer.id)).toMatchObject({ held: '0' });
  });

  it('makes one bid of 50 sent at once, replays a key, and keeps bids their owner’s', async () => {
    const offering = await offerForBidding(t, '6758', { maxLots: 2 });
    const price = plus(offering.floorPrice, 10);
    const customer = await verifiedCustomer(t);
    const stranger = await verifiedCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeBid(t, customer, offering.id, price, 1)),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 1)) {
      expect(answer.msg).toBe('bidding_already_bid');
    }
    const bid = answers.find((answer) => answer.status === 1)!.data as BiddingBidView;
    expect(await wallet(t, customer.id)).toMatchObject({ held: costOf(price, 1) });

    // The same key and body: the same bid; the same key with another body: refused.
    const key = ticketKey();
    const other = await verifiedCustomer(t);
    const first = expectOk<BiddingBidView>(await placeBid(t, other, offering.id, price, 2, key));
    const again = expectOk<BiddingBidView>(await placeBid(t, other, offering.id, price, 2, key));
    expect(again.id).toBe(first.id);
    expectRefusal(await placeBid(t, other, offering.id, price, 1, key), 'key_mismatch');
    expect(await wallet(t, other.id)).toMatchObject({ held: costOf(price, 2) });

    // Another customer sees none of it, and cannot withdraw it.
    expect(await myBids(t, stranger)).toEqual([]);
    const seen = expectOk<BiddingOfferingView[]>(
      await t.call('/bidding/offerings', {}, stranger.headers),
    );
    expect(seen.find((row) => row.id === offering.id)?.myBid).toBeNull();
    expectRefusal(
      await t.call('/bidding/withdraw', { bidId: bid.id }, stranger.headers),
      'bidding_bid_not_found',
    );
    const mine = expectOk<BiddingOfferingView[]>(
      await t.call('/bidding/offerings', {}, customer.headers),
    );
    expect(mine.find((row) => row.id === offering.id)?.myBid?.id).toBe(bid.id);
    await expectLedgerClean(t);
  });

  it('withdraws a bid while the window is open, the hold given back, and takes a new one', async () => {
    const offering = await offerForBidding(t, '8306', { maxLots: 3 });
    const floor = offering.floorPrice;
    const customer = await verifiedCustomer(t);
    const bid = expectOk<BiddingBidView>(await placeBid(t, customer, offering.id, floor, 2));
    const withdrawn = expectOk<BiddingBidView>(
      await t.call('/bidding/withdraw', { bidId: bid.id }, customer.headers),
    );
    expect(withdrawn).toMatchObject({
      status: 'rejected',
      rejectReason: 'withdrawn',
      refunded: bid.amount,
    });
    expect(await wallet(t, customer.id)).toEqual({
      available: '10000000',
      held: '0',
      margin: '0',
    });
    expectRefusal(
      await t.call('/bidding/withdraw', { bidId: bid.id }, customer.headers),
      'bidding_bid_not_pending',
    );
    // A new bid in its place; it stands at the close.
    const second = expectOk<BiddingBidView>(
      await placeBid(t, customer, offering.id, plus(floor, 10), 1),
    );
    expect(second.id).not.toBe(bid.id);
    t.clock.advanceSeconds(3 * HOUR_S);
    expectRefusal(
      await t.call('/bidding/withdraw', { bidId: second.id }, customer.headers),
      'bidding_closed',
    );
    expectRefusal(await placeBid(t, customer, offering.id, floor, 1), 'bidding_closed');
    // This file's earlier offerings close too.
    expect(await t.app.block.runDue()).toBeGreaterThanOrEqual(1);
    const records = await myBids(t, customer);
    expect(records.map((record) => [record.id, record.status, record.lotsFilled])).toEqual([
      [second.id, 'approved', 1],
      [bid.id, 'rejected', 0],
    ]);
    await expectLedgerClean(t);
  });

  it('gives every hold back when the offering is withdrawn, audited', async () => {
    const offering = await offerForBidding(t, '9432');
    const customer = await verifiedCustomer(t);
    expectOk(await placeBid(t, customer, offering.id, offering.floorPrice, 3));
    const admin = await logInOperator(t, 'admin');
    const cancelled = expectOk(
      await t.callAdmin(
        '/bidding/cancel',
        { offeringId: offering.id, reason: 'The holder withdrew', reasonLocale: 'en' },
        admin,
      ),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: { text: 'The holder withdrew', locale: 'en' },
    });
    expect(await wallet(t, customer.id)).toMatchObject({ held: '0', available: '10000000' });
    const [record] = await myBids(t, customer);
    expect(record).toMatchObject({ status: 'rejected', rejectReason: 'offering_cancelled' });
    expectRefusal(
      await t.callAdmin(
        '/bidding/cancel',
        { offeringId: offering.id, reason: 'Once more', reasonLocale: 'en' },
        admin,
      ),
      'bidding_offering_not_open',
    );
    expect(await auditActions(t, 'bidding_offering', offering.id)).toEqual([
      'bidding.announce',
      'bidding.cancel',
    ]);
    const bids = expectOk(await t.callAdmin('/bidding/bids', { offeringId: offering.id }, admin));
    expect(bids).toMatchObject([{ customerId: customer.id, account: customer.account }]);
    await expectLedgerClean(t);
  });
});
