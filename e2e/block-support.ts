import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { BlockOfferingView } from '@kabuto/contract';
import { multiply, roundTo, type DecimalString } from '@kabuto/money';
import { newBorrower, operatorHeaders, post } from './credit-support';
import { clockUrl } from './support/servers';
import type { Session } from './support/session';

/**
 * Helpers of the block trade spec (e2e/block.spec.ts), on the server whose clock the spec moves:
 * an API context bound to it, a customer of its own (verified and funded, so the one purchase a
 * day is each test's own), and offerings announced and withdrawn through the operator API.
 */

/** This spec's own server whose clock it moves. */
export const BLOCK_URL = clockUrl('block');

export type AdminOffering = Omit<BlockOfferingView, 'myApplication'>;

/** The API of the block spec's server, for the credit spec's helpers (relative addresses). */
export function blockApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: BLOCK_URL });
}

/**
 * A newcomer, verified, with a bank account, a trading PIN and ¥900,000 deposited: below the
 * deposit review's dual-control threshold (¥1,000,000), so one reviewer's approval credits it.
 */
export function newBlockCustomer(api: APIRequestContext): Promise<Session> {
  return newBorrower(api, '900000');
}

/** The server's time now (the clock moved one second on to read it). */
export async function serverNow(api: APIRequestContext): Promise<number> {
  const answer = await api.post('/api/test/clock/advance', { data: { seconds: 1 } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { now: string } };
  return Date.parse(data.now);
}

/** Moves the server's clock forward to `at` and a minute past it (the allocation job runs then). */
export async function moveClockPast(api: APIRequestContext, at: number): Promise<void> {
  const now = await serverNow(api);
  const seconds = Math.max(1, Math.ceil((at - now) / 1000) + 60);
  const answer = await api.post('/api/test/clock/advance', { data: { seconds } });
  expect(answer.ok()).toBe(true);
}

/**
 * The offering price: 3% below the stock's previous close, rounded down to the yen (on the tick
 * grid of a stock under ¥1,000 and inside the ±7% band the server checks).
 */
async function discountedPrice(api: APIRequestContext, symbol: string): Promise<DecimalString> {
  const detail = await post<{ quote: { price: DecimalString; prevClose: DecimalString | null } }>(
    api,
    '/api/vue/market/detail',
    { symbol },
  );
  const reference = detail.quote.prevClose ?? detail.quote.price;
  return roundTo(multiply(reference, '0.97' as DecimalString), 0, 'down');
}

/**
 * Announces an offering of `symbol` open now and closing in `minutes` minutes: 10 lots offered,
 * 1 to 5 per customer, a minimum of ¥100,000.
 */
export async function announceOffering(
  api: APIRequestContext,
  symbol: string,
  minutes = 10,
): Promise<AdminOffering> {
  const operator = await operatorHeaders(api);
  const now = await serverNow(api);
  return post<AdminOffering>(
    api,
    '/api/admin/block/saveOffering',
    {
      symbol,
      price: await discountedPrice(api, symbol),
      lotsOffered: 10,
      minLots: 1,
      maxLots: 5,
      minBuyAmount: '100000',
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + minutes * 60_000).toISOString(),
      reason: 'e2e: an offering to apply for',
    },
    operator(),
  );
}

/** Withdraws an offering with a reason in English (applicants see it as written). */
export async function withdrawOffering(
  api: APIRequestContext,
  offeringId: number,
  reason: string,
): Promise<AdminOffering> {
  const operator = await operatorHeaders(api);
  return post<AdminOffering>(
    api,
    '/api/admin/block/cancel',
    { offeringId, reason, reasonLocale: 'en' },
    operator(),
  );
}
