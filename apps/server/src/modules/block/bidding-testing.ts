import { expect } from 'vitest';
import type { BiddingAdminOfferingView, BiddingBidView } from '@kabuto/contract';
import { add, canonicalDecimal, multiply, subtract, type DecimalString } from '@kabuto/money';
import { getCustomerWallets } from '../../ledger';
import { decimalToTenths, tenthsToDecimal } from '../../market-data/price-units';
import { roundTenthsToTick } from '../../market-data/ticks';
import { logInOperator, type TestApp } from '../../test/app';
import type { Customer } from '../funding/testing';
import { expectOk, ticketKey } from '../trading/testing';

/** Helpers of the bidding tests (bidding.test.ts, bidding-property.test.ts), through the real API. */

export const HOUR_S = 3600;
export const LOT = 1000;

/** A price `factor` × the previous close, rounded down to a whole yen on the tick grid. */
export function priceBelowClose(t: TestApp, symbol: string, factor: string): DecimalString {
  const quote = t.market.quote(symbol);
  const target = multiply(quote.prevClose ?? quote.last, canonicalDecimal(factor));
  const table = t.market.instrument(symbol)!.tickTable;
  return tenthsToDecimal(
    roundTenthsToTick(decimalToTenths(canonicalDecimal(target.split('.')[0]!)), table, 'down'),
  );
}

/** `yen` above `price` (whole tens of yen are on every tick grid below ¥30,000). */
export const plus = (price: DecimalString, yen: number) =>
  add(price, canonicalDecimal(String(yen)));

export async function offerForBidding(
  t: TestApp,
  symbol: string,
  overrides: Record<string, unknown> = {},
): Promise<BiddingAdminOfferingView> {
  const now = t.clock.now().getTime();
  const desk = await logInOperator(t, 'admin');
  return expectOk<BiddingAdminOfferingView>(
    await t.callAdmin(
      '/bidding/saveOffering',
      {
        symbol,
        floorPrice: priceBelowClose(t, symbol, '0.97'),
        lotsOffered: 10,
        minLots: 1,
        maxLots: 10,
        opensAt: new Date(now - HOUR_S * 1000).toISOString(),
        closesAt: new Date(now + 2 * HOUR_S * 1000).toISOString(),
        reason: 'Block offered for bidding',
        ...overrides,
      },
      desk,
    ),
  );
}

export const placeBid = (
  t: TestApp,
  customer: Customer,
  offeringId: number,
  price: string,
  lots: number,
  key = ticketKey(),
) =>
  t.call(
    '/bidding/bid',
    { offeringId, price, lots },
    { ...customer.headers, 'idempotency-key': key },
  );

export async function myBids(t: TestApp, customer: Customer): Promise<BiddingBidView[]> {
  return expectOk<BiddingBidView[]>(await t.call('/bidding/records', {}, customer.headers));
}

export async function wallet(t: TestApp, customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return { available: jpy!.available, held: jpy!.held, margin: jpy!.margin };
}

/** The shares' cost: price × lots × the lot. */
export const costOf = (price: DecimalString, lots: number) =>
  multiply(price, canonicalDecimal(String(lots * LOT)));

export function expectBalances(
  actual: { available: string; held: string; margin: string },
  funded: string,
  paid: DecimalString,
) {
  expect(actual).toEqual({
    available: subtract(canonicalDecimal(funded), paid),
    held: '0',
    margin: paid,
  });
}
