import { describe, expect, it } from 'vitest';
import type { BiddingBidView, BiddingOfferingView, BlockOfferingView } from '@kabuto/contract';
import { alwaysOpenDemoCalendar, jstDateOf } from '../../platform/calendar';
import { DEMO_CUSTOMER, seedDemo } from '../../seed';
import { useTestApp } from '../../test/use-test-app';
import { expectOk, ticketKey } from '../trading/testing';

// A fresh database, seeded the way the server seeds it (main.ts: with its market).
const { t } = useTestApp({ seedDemo: false });
const MARKET = { seed: 7, calendar: alwaysOpenDemoCalendar };

describe('the demo’s off-auction offerings', () => {
  it('seeds one open block trade and one open bidding, closing days ahead, once per restart', async () => {
    await seedDemo(t.database.db, t.clock, { market: MARKET });
    await seedDemo(t.database.db, t.clock, { market: MARKET }); // every start: seeded once
    const login = expectOk<{ token: string }>(await t.call('/user/login', DEMO_CUSTOMER));
    const headers = { account: DEMO_CUSTOMER.account, token: login.token };
    const today = jstDateOf(t.clock.now());
    const businessDaysAhead = (closesAt: string) =>
      alwaysOpenDemoCalendar.tradingDaysBetween(today, jstDateOf(new Date(closesAt))).length - 1;

    const blocks = expectOk<BlockOfferingView[]>(await t.call('/block/offerings', {}, headers));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ status: 'open', myApplication: null });
    expect(businessDaysAhead(blocks[0]!.closesAt)).toBeGreaterThanOrEqual(3);

    const biddings = expectOk<BiddingOfferingView[]>(
      await t.call('/bidding/offerings', {}, headers),
    );
    expect(biddings).toHaveLength(1);
    const [bidding] = biddings;
    expect(bidding).toMatchObject({ status: 'open', myBid: null });
    expect(businessDaysAhead(bidding!.closesAt)).toBeGreaterThanOrEqual(3);

    // The newcomer can bid at once (on the test app's market, the same seed and calendar).
    t.market.advanceTo(t.clock.now());
    const bid = expectOk<BiddingBidView>(
      await t.call(
        '/bidding/bid',
        { offeringId: bidding!.id, price: bidding!.floorPrice, lots: 1 },
        { ...headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(bid.status).toBe('pending');

    // Once the demo's offerings have closed, the next start offers new ones.
    t.clock.advanceSeconds(10 * 86_400);
    expect(await t.app.block.runDue()).toBe(2);
    await seedDemo(t.database.db, t.clock, { market: MARKET });
    const later = expectOk<BiddingOfferingView[]>(await t.call('/bidding/offerings', {}, headers));
    expect(later.filter((row) => row.status === 'open')).toHaveLength(1);
  });
});
