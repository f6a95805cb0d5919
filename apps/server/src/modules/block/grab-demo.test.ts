import { describe, expect, it } from 'vitest';
import type { GrabCandidate } from '@kabuto/contract';
import { useTestApp } from '../../test/use-test-app';
import { verifiedCustomer } from '../ipo/testing';
import { expectOk } from '../trading/testing';
import { joinGrab, myGrabOrders } from './grab-testing';

/*
 * Issue 16's demo: a newcomer can grab shares at any hour. The embedded default's market runs the
 * headline of the day (docs/market-data.md), so some stock is stuck at its upper limit in every
 * session of the always-open demo calendar, from its own model, never typed in.
 */

const { t } = useTestApp({ marketHeadlines: true });

describe('grab shares in the demo', () => {
  it('always has a stock at its upper limit to join, at any hour of any day', async () => {
    const start = t.clock.now().getTime();
    for (const hours of [0, 5, 17, 24 * 3 + 2, 24 * 9 + 23]) {
      t.clock.set(new Date(start + hours * 3_600_000));
      t.market.advanceTo(t.clock.now());
      const candidates = expectOk<GrabCandidate[]>(await t.call('/grab/candidates', {}));
      expect(candidates.length, `after ${hours} h`).toBeGreaterThanOrEqual(1);
      for (const candidate of candidates) {
        expect(t.market.quote(candidate.symbol).last).toBe(candidate.limitPrice);
      }
    }
    const customer = await verifiedCustomer(t);
    const [candidate] = expectOk<GrabCandidate[]>(await t.call('/grab/candidates', {}));
    expectOk(await joinGrab(t, customer, 1, candidate!.symbol));
    const [order] = await myGrabOrders(t, customer);
    expect(order).toMatchObject({ symbol: candidate!.symbol, status: 'pending' });
  });
});
