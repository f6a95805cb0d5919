import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../db/schema';
import { getCustomerWallets, runLedgerCheck } from '../../ledger';
import type { TestApp } from '../../test/app';
import type { Headers } from '../../test/use-test-app';
import { expectOk, tradingCustomer, ticketKey } from '../trading/testing';
import type { Customer } from '../funding/testing';

/** Test helpers for new-share subscriptions, through the real endpoints. */

const HOUR_MS = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

/** An offering's fields relative to `now`: subscribing for `opensInHours`..+24 h, drawn 2 h after. */
export function offeringBody(
  now: Date,
  overrides: Record<string, unknown> = {},
  opensInHours = -1,
) {
  const opens = now.getTime() + opensInHours * HOUR_MS;
  const closes = opens + 24 * HOUR_MS;
  const draw = closes + 2 * HOUR_MS;
  const deadline = draw + 24 * HOUR_MS;
  return {
    symbol: '9901',
    names: { ja: 'カブトテスト', 'zh-TW': '卡布托測試', en: 'Kabuto Test' },
    sector: { ja: '情報・通信', 'zh-TW': '資訊通訊', en: 'Information & communication' },
    priceLow: '1000',
    priceHigh: '1200',
    finalPrice: null,
    lotsOffered: 3,
    maxLotsPerApplication: 2,
    subscriptionOpensAt: iso(opens),
    subscriptionClosesAt: iso(closes),
    drawAt: iso(draw),
    purchaseDeadlineAt: iso(deadline),
    listingDate: new Date(deadline + 48 * HOUR_MS).toISOString().slice(0, 10),
    ...overrides,
  };
}

export { expectOk, expectRefusal } from '../trading/testing';

/** What the tests read of an offering as the console answers it. */
export type TestOffering = { id: number; symbol: string; commitment: string; status: string };

/** Creates and publishes an offering; answers its admin view. */
export async function publishedOffering(
  t: TestApp,
  admin: Headers,
  overrides: Record<string, unknown> = {},
  opensInHours = -1,
) {
  const draft = expectOk<TestOffering>(
    await t.callAdmin(
      '/ipo/saveOffering',
      { offering: offeringBody(t.clock.now(), overrides, opensInHours) },
      admin,
    ),
  );
  return expectOk<TestOffering>(
    await t.callAdmin(
      '/ipo/publish',
      { offeringId: draft.id, reason: 'Ready for subscription' },
      admin,
    ),
  );
}

/** A funded customer whose identity is verified (applications need it). */
export async function verifiedCustomer(t: TestApp, amountYen = '10000000'): Promise<Customer> {
  const customer = await tradingCustomer(t, amountYen);
  await t.database.db
    .update(customers)
    .set({ verificationStatus: 'verified' })
    .where(eq(customers.id, customer.id));
  return customer;
}

export function subscribe(
  t: TestApp,
  customer: Customer,
  body: Record<string, unknown>,
  key = ticketKey(),
) {
  return t.call('/ipo/subscribe', body, { ...customer.headers, 'idempotency-key': key });
}

/** The customer's JPY wallet (available, held, margin) from the ledger. */
export async function balances(t: TestApp, customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return { available: jpy!.available, held: jpy!.held, margin: jpy!.margin };
}

export async function expectLedgerClean(t: TestApp) {
  const check = await runLedgerCheck(t.database.db);
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
}
