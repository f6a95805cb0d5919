import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { chargeOf, notionalOf, type GrabCandidate, type GrabOrderView } from '@kabuto/contract';
import { add, compare, type DecimalString } from '@kabuto/money';
import { randomUUID } from 'node:crypto';
import { customerHeaders, post } from './credit-support';
import { clockUrl } from './support/servers';
import type { Session } from './support/session';

/**
 * Helpers of the grab shares spec (e2e/grab.spec.ts), on the server whose clock it moves. A stock
 * at its upper limit comes from the market's own model, never from an override: the e2e servers
 * run the demo market, whose headline of the day keeps one growth name at its upper limit all day
 * (docs/market-data.md), and other names reach theirs now and then. The spec needs one whose lot
 * a customer funded with ¥900,000 can queue for, so it moves its server's clock a day at a time
 * until the candidates list has one: no date is written in, so the spec works on any day it runs.
 */

/** This spec's own server whose clock it moves. */
export const GRAB_URL = clockUrl('grab');

/** What a customer funded with ¥900,000 (e2e/block-support.ts) can queue one lot of. */
export const FUNDS = '900000' as DecimalString;

export function grabApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: GRAB_URL });
}

/** What joining with `lots` holds: limit price × shares and the opening fee on it (the server's math). */
export function holdOf(candidate: GrabCandidate, lots: number): DecimalString {
  const tradeValue = notionalOf(candidate.limitPrice, lots * candidate.lotShares);
  return add(tradeValue, chargeOf(tradeValue, candidate.buyFeeRate));
}

/** A day on the demo calendar, in seconds: the clock moves a day at a time. */
const DAY_SECONDS = 86_400;
/** How many days the search may move the clock (a third of days or more have one). */
const MOST_DAYS = 40;

/**
 * A stock at its upper limit now whose one lot the funded customer can queue for, and whose two
 * lots they cannot (the refusal the spec shows): the market's own, as the candidates list says.
 * When none is at its limit today, the server's clock moves to the same hour of the next day.
 */
export async function affordableCandidate(api: APIRequestContext): Promise<GrabCandidate> {
  for (let day = 0; day <= MOST_DAYS; day += 1) {
    // The clock endpoint moves the market with the clock: the list is today's at once.
    const candidates = await post<GrabCandidate[]>(api, '/api/vue/grab/candidates', {});
    const found = candidates.find(
      (candidate) =>
        compare(holdOf(candidate, 1), FUNDS) <= 0 && compare(holdOf(candidate, 2), FUNDS) > 0,
    );
    if (found) return found;
    const answer = await api.post('/api/test/clock/advance', { data: { seconds: DAY_SECONDS } });
    expect(answer.ok()).toBe(true);
  }
  throw new Error(`no stock at its upper limit that one lot of fits ¥900,000 in ${MOST_DAYS} days`);
}

/** Joins a stock's queue through the customer API (for the spec that stands past the close). */
export function joinByApi(
  api: APIRequestContext,
  session: Session,
  symbol: string,
  lots: number,
): Promise<GrabOrderView> {
  return post<GrabOrderView>(
    api,
    '/api/vue/grab/join',
    { symbol, lots },
    { ...customerHeaders(session), 'idempotency-key': randomUUID() },
  );
}
