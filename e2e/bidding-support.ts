import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { BiddingAdminOfferingView, BiddingBidView } from '@kabuto/contract';
import { multiply, roundTo, type DecimalString } from '@kabuto/money';
import { randomUUID } from 'node:crypto';
import { serverNow } from './block-support';
import { customerHeaders, operatorHeaders, post } from './credit-support';
import { clockUrl } from './support/servers';
import type { Session } from './support/session';

/**
 * Helpers of the agreed-price bidding spec (e2e/bidding.spec.ts), on the server whose clock it
 * moves: an API context bound to it, an offering announced through the operator API, and a bid
 * placed through the customer API (another bidder, so the round has a clearing price below mine).
 * The customers and the clock come from e2e/block-support.ts.
 */

/** This spec's own server whose clock it moves. */
export const BIDDING_URL = clockUrl('bidding');

export function biddingApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BIDDING_URL });
}

/** The floor: 5% below the stock's previous close, rounded down to the yen (on its tick grid). */
async function floorOf(api: APIRequestContext, symbol: string): Promise<DecimalString> {
  const detail = await post<{ quote: { price: DecimalString; prevClose: DecimalString | null } }>(
    api,
    '/api/vue/market/detail',
    { symbol },
  );
  const reference = detail.quote.prevClose ?? detail.quote.price;
  return roundTo(multiply(reference, '0.95' as DecimalString), 0, 'down');
}

/**
 * Offers `lotsOffered` lots of `symbol` for bidding, open now and closing in `minutes` minutes,
 * 1 to 3 lots per customer.
 */
export async function announceBidding(
  api: APIRequestContext,
  symbol: string,
  lotsOffered = 4,
  minutes = 10,
): Promise<BiddingAdminOfferingView> {
  const operator = await operatorHeaders(api);
  const now = await serverNow(api);
  return post<BiddingAdminOfferingView>(
    api,
    '/api/admin/bidding/saveOffering',
    {
      symbol,
      floorPrice: await floorOf(api, symbol),
      lotsOffered,
      minLots: 1,
      maxLots: 3,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + minutes * 60_000).toISOString(),
      reason: 'e2e: an offering to bid for',
    },
    operator(),
  );
}

/** A bid through the customer API (another customer's, sealed from the one on screen). */
export function bidByApi(
  api: APIRequestContext,
  session: Session,
  offeringId: number,
  price: DecimalString,
  lots: number,
): Promise<BiddingBidView> {
  return post<BiddingBidView>(
    api,
    '/api/vue/bidding/bid',
    { offeringId, price, lots },
    { ...customerHeaders(session), 'idempotency-key': randomUUID() },
  );
}
