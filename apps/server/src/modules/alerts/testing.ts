import { canonicalDecimal, compare, multiply, type DecimalString } from '@kabuto/money';
import type { alertsApi, ResponseOf } from '@kabuto/contract';
import type { TestApp } from '../../test/app';
import { roundToTick } from '../../market-data/ticks';
import type { Customer } from '../funding/testing';
import { expectOk } from '../trading/testing';

/** Test helpers for price alerts, through the real endpoints. */

export function createAlert(
  t: TestApp,
  customer: Customer,
  /** `kind` as any text: a test may send one the contract refuses. */
  body: { symbol?: string; kind: string; threshold: string },
) {
  return t.call('/alerts/create', { symbol: '7203', ...body }, customer.headers);
}

export async function alertsOf(t: TestApp, customer: Customer, symbol?: string) {
  return expectOk<ResponseOf<typeof alertsApi.list>>(
    await t.call('/alerts/list', symbol ? { symbol } : {}, customer.headers),
  );
}

/** A price on the stock's tick grid at `factor` times its current price (rounded away from it). */
export function priceAt(t: TestApp, symbol: string, factor: string): DecimalString {
  const quote = t.market.quote(symbol);
  const table = t.market.instrument(symbol)!.tickTable;
  const target = multiply(quote.last, canonicalDecimal(factor));
  return roundToTick(
    target,
    table,
    compare(canonicalDecimal(factor), canonicalDecimal('1')) >= 0 ? 'up' : 'down',
  );
}
