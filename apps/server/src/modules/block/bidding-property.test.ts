import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BiddingBidView } from '@kabuto/contract';
import { add, compare, multiply, fromInteger, sum, type DecimalString } from '@kabuto/money';
import { useTestApp } from '../../test/use-test-app';
import type { Customer } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk } from '../trading/testing';
import { HOUR_S, LOT, myBids, offerForBidding, placeBid, plus, wallet } from './bidding-testing';

/*
 * For any set of bids, through the API and the real close (fast-check): at most the block is
 * allocated, nobody pays more than they bid, everybody filled pays the same price per share, what
 * each paid and got back adds up to what was held, and the ledger check holds after every round.
 */

const { t } = useTestApp();
const FUNDED = '100000000';
const SYMBOLS = ['7203', '6758', '8306', '7267', '4502', '8058'];

describe('bidding, for any set of bids', () => {
  it('allocates at most the block, at one price no bidder is charged above, the ledger balanced', async () => {
    // Bidders are reused across rounds (each round is a new offering): registering is the slow part.
    const bidders: Customer[] = [];
    for (let index = 0; index < 5; index += 1) bidders.push(await verifiedCustomer(t, FUNDED));
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(
          fc.record({
            steps: fc.integer({ min: 0, max: 3 }),
            lots: fc.integer({ min: 1, max: 4 }),
          }),
          { minLength: 0, maxLength: bidders.length },
        ),
        async (lotsOffered, asks) => {
          const symbol = SYMBOLS[round++ % SYMBOLS.length]!;
          const offering = await offerForBidding(t, symbol, { lotsOffered, maxLots: lotsOffered });
          const before = await Promise.all(bidders.map((bidder) => wallet(t, bidder.id)));
          const marginBefore = sum(before.map((each) => each.margin));
          const placed: BiddingBidView[] = [];
          for (const [index, ask] of asks.entries()) {
            const lots = Math.min(ask.lots, lotsOffered);
            const price = plus(offering.floorPrice, 10 * ask.steps);
            placed.push(
              expectOk<BiddingBidView>(
                await placeBid(t, bidders[index]!, offering.id, price, lots),
              ),
            );
          }
          t.clock.advanceSeconds(3 * HOUR_S);
          expect(await t.app.block.runDue()).toBe(1);

          const decided = await Promise.all(
            placed.map(async (bid, index) =>
              (await myBids(t, bidders[index]!)).find((row) => row.id === bid.id)!,
            ),
          );
          const filledLots = decided.reduce((total, bid) => total + bid.lotsFilled, 0);
          const demand = decided.reduce((total, bid) => total + bid.lots, 0);
          expect(filledLots).toBe(Math.min(lotsOffered, demand));
          const prices = new Set<DecimalString>();
          for (const bid of decided) {
            expect(bid.status).toBe(bid.lotsFilled > 0 ? 'approved' : 'rejected');
            // Paid and given back: exactly what was held.
            expect(add(bid.paid, bid.refunded)).toBe(bid.amount);
            if (bid.lotsFilled === 0) {
              expect(bid.paid).toBe('0');
              continue;
            }
            const perShare = bid.clearingPrice!;
            prices.add(perShare);
            expect(bid.paid).toBe(multiply(perShare, fromInteger(bid.lotsFilled * LOT)));
            // Nobody pays more than they bid.
            expect(compare(perShare, bid.price)).toBeLessThanOrEqual(0);
          }
          expect(prices.size).toBeLessThanOrEqual(1);
          // The money went where the records say: nothing stays held, the margin grew by what was paid.
          const after = await Promise.all(bidders.map((bidder) => wallet(t, bidder.id)));
          expect(after.every((each) => each.held === '0')).toBe(true);
          expect(sum(after.map((each) => each.margin))).toBe(
            add(marginBefore, sum(decided.map((bid) => bid.paid))),
          );
          await expectLedgerClean(t);
        },
      ),
      { numRuns: 8, seed: 20261127, endOnFailure: true },
    );
  }, 600_000);
});
