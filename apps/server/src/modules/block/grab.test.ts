import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GrabCandidate, GrabDocument, GrabQueueView } from '@kabuto/contract';
import { chargeOf, notionalOf } from '@kabuto/contract';
import { verifyDrawDocument } from '@kabuto/lottery';
import { canonicalDecimal, subtract, sum } from '@kabuto/money';
import { positions } from '../../db/schema-trading';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { verifiedCustomer, expectLedgerClean } from '../ipo/testing';
import { expectOk } from '../trading/testing';
import { wallet } from './bidding-testing';
import {
  GRAB_CLOCK_START,
  GRAB_DAY,
  GRAB_LIMIT,
  GRAB_QUEUED_SHARES,
  GRAB_SUPPLY_SHARES,
  GRAB_SYMBOL,
  LOT,
  joinGrab,
  myGrabOrders,
  passTheClose,
} from './grab-testing';
import { verifyGrabDocument } from '@kabuto/lottery';

/*
 * Grab shares (docs/off-auction.md, "Grab shares") through the API on a day the market's own model
 * keeps 8591 at its upper limit: the queue at the limit price, the close allocating the shares the
 * closing auction sold at the limit in proportion between the market's own bids and the customers'
 * (whole lots, the remainder drawn), fills at the limit price with the ordinary buy fee, the rest
 * released, positions, fund records and the ledger.
 */

const { t } = useTestApp({ operators: ['admin'], clockStart: GRAB_CLOCK_START });
const FUNDED = '200000000';
const RATE = canonicalDecimal('0.001425');
const held = (lots: number) => {
  const notional = notionalOf(GRAB_LIMIT, lots * LOT);
  return sum([notional, chargeOf(notional, RATE)]);
};

describe('grab shares at the upper limit', () => {
  it('lists the stock at its limit with the market queue there', async () => {
    const quote = t.market.quote(GRAB_SYMBOL);
    expect(quote).toMatchObject({ tradingDay: GRAB_DAY, last: GRAB_LIMIT, limitUp: GRAB_LIMIT });
    const candidates = expectOk<GrabCandidate[]>(await t.call('/grab/candidates', {}));
    const candidate = candidates.find((row) => row.symbol === GRAB_SYMBOL);
    expect(candidate).toMatchObject({
      tradingDay: GRAB_DAY,
      limitPrice: GRAB_LIMIT,
      lotShares: LOT,
      buyFeeRate: RATE,
      myOrder: null,
    });
    expect(candidate!.marketBidShares).toBeGreaterThan(0);
    // Every candidate is a stock at its limit now.
    for (const row of candidates) expect(t.market.quote(row.symbol).limitUp).toBe(row.limitPrice);
  });

  it('shares the closing supply in proportion with the market’s own bids, whole lots, the rest drawn', async () => {
    const [a, b, c] = await Promise.all(
      Array.from({ length: 3 }, () => verifiedCustomer(t, FUNDED)),
    );
    const asks = [
      [a!, 10],
      [b!, 20],
      [c!, 30],
    ] as const;
    for (const [customer, lots] of asks) {
      const order = expectOk(await joinGrab(t, customer, lots));
      // 10 lots: ¥3,471 × 10,000 = ¥34,710,000 and the buy fee ¥49,462 (0.1425%, rounded up).
      expect(order).toMatchObject({
        status: 'pending',
        lots,
        limitPrice: GRAB_LIMIT,
        amount: held(lots),
      });
      expect((await wallet(t, customer.id)).held).toBe(held(lots));
    }
    expect(held(10)).toBe('34759462');
    expect(await t.app.block.runDue()).toBe(0);

    passTheClose(t);
    const runs = await Promise.all([t.app.block.runDue(), t.app.block.runDue()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);

    const desk = await logInOperator(t, 'admin');
    const [queue] = expectOk<GrabQueueView[]>(
      await t.callAdmin('/grab/queues', { tradingDay: GRAB_DAY }, desk),
    );
    // Supply 234,200 shares: 234 lots. The market's bids: 234,200 matched + 31,200 left = 265 lots.
    // Demand 265 + 60 = 325 > 234: a ⌊234×10/325⌋ = 7, b ⌊14.4⌋ = 14, c ⌊21.6⌋ = 21, the market
    // ⌊190.8⌋ = 190; 232 given, 2 lots drawn among the four.
    expect(queue).toMatchObject({
      symbol: GRAB_SYMBOL,
      status: 'allocated',
      closedAtLimit: true,
      supplyShares: GRAB_SUPPLY_SHARES,
      marketQueuedShares: GRAB_QUEUED_SHARES,
      supplyLots: 234,
      marketLots: 265,
      lotsQueued: 60,
      orders: 3,
    });
    expect(queue!.lotsAllocated! + queue!.marketLotsFilled!).toBe(234);
    const { document } = expectOk<{ document: GrabDocument }>(
      await t.callAdmin('/grab/document', { queueId: queue!.id }, desk),
    );
    expect(verifyGrabDocument(document)).toEqual({ ok: true });
    expect(verifyDrawDocument(document.remainderDraw!)).toMatchObject({ ok: true });
    expect(document.remainderDraw!.units).toBe(2);
    const drawn = new Map(document.remainderDraw!.allocation.map((x) => [x.entry, x.units]));
    expect(queue!.marketLotsFilled).toBe(190 + (drawn.get(document.marketEntry) ?? 0));

    const proportional = [7, 14, 21];
    for (const [index, [customer, lots]] of asks.entries()) {
      const [record] = await myGrabOrders(t, customer);
      const filled = proportional[index]! + (drawn.get(record!.entryHash) ?? 0);
      const paid = notionalOf(GRAB_LIMIT, filled * LOT);
      const fee = chargeOf(paid, RATE);
      expect(record).toMatchObject({
        status: 'approved',
        lotsFilled: filled,
        paid,
        fee,
        released: subtract(held(lots), sum([paid, fee])),
      });
      expect(sum([record!.paid, record!.fee, record!.released])).toBe(record!.amount);
      expect(await wallet(t, customer.id)).toEqual({
        available: subtract(canonicalDecimal(FUNDED), sum([paid, fee])),
        held: '0',
        margin: paid,
      });
      const [position] = await t.database.db
        .select()
        .from(positions)
        .where(eq(positions.id, record!.positionId!));
      expect(position).toMatchObject({
        customerId: customer.id,
        symbol: GRAB_SYMBOL,
        direction: 'long',
        leverage: 1,
        origin: 'block',
        lots: filled,
        openPrice: GRAB_LIMIT,
        clientKey: `block:${record!.id}`,
      });
    }
    // Fund records name each entry with the order's number.
    const [aRecord] = await myGrabOrders(t, a!);
    const records = expectOk<{ items: { type: string; orderNo: string }[] }>(
      await t.call('/funding/records', { tab: 'all', limit: 50 }, a!.headers),
    );
    expect(
      records.items
        .filter((item) => item.orderNo === `GS${String(aRecord!.id).padStart(8, '0')}`)
        .map((item) => item.type)
        .sort(),
    ).toEqual(['grab_buy_fee', 'grab_hold', 'grab_payment', 'grab_release']);
    // The queue is closed: another run allocates nothing.
    expect(await t.app.block.runDue()).toBe(0);
    await expectLedgerClean(t);
  });
});
